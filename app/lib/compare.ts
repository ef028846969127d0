/** A before/after divider's position: a whole percentage from 0 to 100. */
export const clampPercent = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/** What a screen reader says for a divider at `position`. */
export const compareValueText = (position: number) => `${position}% before, ${100 - position}% after`;
