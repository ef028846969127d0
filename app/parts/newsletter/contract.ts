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
