/**
 * Stepping round a list: a step past either end comes round to the other. Shared by the page
 * script's carousels, the gallery's enlargement and the consultation day's dates.
 */

/** `index` brought into 0…length-1: -1 is the last of `length`. */
export const wrapIndex = (index: number, length: number) => ((index % length) + length) % length;
