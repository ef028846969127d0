// The contact and quote forms' contract: the attribute that names a form to the page script
// (its value is the form's id at the endpoint: contact, quote…). Written here only.

export const contactFormContract = {
  /** On the <form>: the endpoint's form id; the page script sends the forms that carry it. */
  form: "data-contact-form",
  /**
   * On the <form> of a page in another language than English: the words the page script says
   * (ContactFormWords, as JSON), so the script bundles English only and speaks the page's.
   */
  words: "data-contact-words",
} as const;

/** What the sending path and the page script say, in the page's language. */
export interface ContactFormWords {
  /** A required field left empty, by field ("" for any other field). */
  missing: Record<string, string>;
  email: string;
  /** Formspree's form-level codes, said as what to do next. */
  forms: Record<string, string>;
  problems: { unexpected: string; unreachable: string };
  files: { FILES_TOO_BIG: string; TOO_MANY_FILES: string };
  thanksTitle: string;
  thanksText: string;
  sending: string;
  sendingWithFiles: string;
}

/** The markup's attributes for a form of this id (and, on a page not in English, its words). */
export const contactFormAttrs = (formId: string, words?: ContactFormWords) => ({
  [contactFormContract.form]: formId,
  ...(words ? { [contactFormContract.words]: JSON.stringify(words) } : {}),
});

/** The words a form's markup carries, or nothing (English: the script's own). */
export function contactFormWordsOf(form: Element): ContactFormWords | undefined {
  const json = form.getAttribute(contactFormContract.words);
  if (!json) return undefined;
  try {
    return JSON.parse(json) as ContactFormWords;
  } catch {
    return undefined;
  }
}

/** The forms on a page that the page script may send. */
export const contactFormSelector = `form[${contactFormContract.form}]`;
