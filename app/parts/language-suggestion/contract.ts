/**
 * The language suggestion's contract (decision 0023): a line drawn hidden with every page, one
 * per other language, which the script shows to a browser that prefers that language.
 */
export const suggestionContract = {
  /** On each line: the language code it suggests ('de', 'fr', 'en'). */
  line: "data-language-suggestion",
  /** On a line's dismiss button. */
  dismiss: "data-language-dismiss",
  /** On a line's link (following it also ends the suggestion). */
  follow: "data-language-follow",
} as const;

/** localStorage key, written only when the visitor dismisses or follows a suggestion. */
export const SUGGESTION_DONE_KEY = "language-suggestion-done";

export const lineAttrs = (code: string) => ({ [suggestionContract.line]: code });
export const dismissAttrs = { [suggestionContract.dismiss]: "" };
export const followAttrs = { [suggestionContract.follow]: "" };
