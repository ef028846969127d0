/** The words of the language switcher and of the one-line suggestion (decision 0023). */
export const languageWords = {
  /** The switcher's name for screen readers. */
  switcher: "Language",
  /** Said for the current language's entry. */
  current: "current language",
  /** The suggestion, shown in this language to a browser that prefers it. */
  suggestion: "This page is also available in English.",
  suggestionLink: "Read in English",
  dismiss: "No, thanks",
} as const;
