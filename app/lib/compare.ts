/** A before/after divider's position: a whole percentage from 0 to 100. */
export const clampPercent = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/**
 * The words a divider's value is said with in a language other than English, as its markup
 * carries them for the site script: 'vorher', 'nachher', and the language's tag ('de-DE').
 */
export interface CompareWords {
  before: string;
  after: string;
  tag: string;
}

const percent = (value: number, tag: string) =>
  new Intl.NumberFormat(tag, { style: "percent", maximumFractionDigits: 0 }).format(value / 100);

/** What a screen reader says for a divider at `position`: English unless given other words. */
export const compareValueText = (position: number, words?: CompareWords | null) =>
  words
    ? `${percent(position, words.tag)} ${words.before}, ${percent(100 - position, words.tag)} ${words.after}`
    : `${position}% before, ${100 - position}% after`;

/** The words from the markup's attribute (JSON), or null: English. */
export function parseCompareWords(value: string | null): CompareWords | null {
  if (!value) return null;
  try {
    const words = JSON.parse(value) as Partial<CompareWords>;
    return typeof words.before === "string" &&
      typeof words.after === "string" &&
      typeof words.tag === "string"
      ? { before: words.before, after: words.after, tag: words.tag }
      : null;
  } catch {
    return null;
  }
}
