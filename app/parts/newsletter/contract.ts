import type { NewsletterErrorWords } from "./send";

/**
 * The newsletter popup's contract: the data-* names that tie its markup (newsletter-popup.tsx)
 * to its script (script.ts). The only place these names are written.
 */
export const newsletterContract = {
  /** The popup's close button. */
  close: "data-popup-close",
  /** The sign-up (heading, text and form), hidden once the sign-up is stored. */
  form: "data-popup-form",
  /** The alert under the form that says why a sign-up failed. */
  error: "data-popup-error",
  /** The thanks, shown in place of the form. */
  thanks: "data-popup-thanks",
} as const;

type NewsletterMark = (typeof newsletterContract)[keyof typeof newsletterContract];

/** The markup's attribute for one of the names above: `{...popupMark(newsletterContract.close)}`. */
export const popupMark = (name: NewsletterMark) => ({ [name]: "" });

/** A selector for an element carrying one of the names above. */
export const popupSelector = (name: NewsletterMark) => `[${name}]`;

/**
 * The words the popup's script says, in the page's language, as JSON on the popup's form: only
 * a page in another language than English carries them (the script knows the English ones).
 */
export const popupWordsAttribute = "data-popup-words";

export interface PopupWords {
  /** The button's text while the sign-up is on its way. */
  sending: string;
  /** The sign-up's error sentences. */
  errors: NewsletterErrorWords;
}

/** The form's attribute carrying `words`. */
export const popupWordsMark = (words: PopupWords) => ({ [popupWordsAttribute]: JSON.stringify(words) });

/** The words a form carries, or undefined (an English page, or a broken attribute). */
export function readPopupWords(form: Element): PopupWords | undefined {
  const raw = form.getAttribute(popupWordsAttribute);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as PopupWords;
  } catch {
    return undefined;
  }
}
