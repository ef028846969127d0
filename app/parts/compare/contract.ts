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
} as const;

type CompareName = (typeof compareContract)[keyof typeof compareContract];

/** The markup's attribute: `{...compareAttr(compareContract.before)}`, a bare mark. */
export const compareAttr = (name: CompareName) => ({ [name]: true });

/** A selector for an element carrying one of the names above. */
export const compareSelector = (name: CompareName) => `[${name}]`;
