import type { CompareWords } from "~/lib/compare";

/**
 * The before/after comparison's contract: the data-* names that tie its markup
 * (comparison-slider.tsx) to its script (script.ts). The only place these names are written.
 */
export const compareContract = {
  /** The picture: a drag anywhere on it moves the divider. */
  root: "data-compare",
  /** The 'before' layer, clipped at the divider. */
  before: "data-compare-before",
  /** The divider's line and its handle: both stand at the divider. */
  at: "data-compare-at",
  /**
   * On the handle of a page not in English: the words its value is said with, as JSON
   * (~/lib/compare's CompareWords). English pages carry none.
   */
  words: "data-compare-words",
} as const;

type CompareName = Exclude<
  (typeof compareContract)[keyof typeof compareContract],
  typeof compareContract.words
>;

/** The handle's words attribute: none on an English page. */
export const compareWordsAttr = (words: CompareWords | null) =>
  words ? { [compareContract.words]: JSON.stringify(words) } : {};

/** The markup's attribute: `{...compareAttr(compareContract.before)}`, a bare mark. */
export const compareAttr = (name: CompareName) => ({ [name]: true });

/** A selector for an element carrying one of the names above. */
export const compareSelector = (name: CompareName) => `[${name}]`;
