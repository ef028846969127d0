// The contact and quote forms' contract: the attribute that names a form to the page script
// (its value is the form's id at the endpoint: contact, quote…). Written here only.

export const contactFormContract = {
  /** On the <form>: the endpoint's form id; the page script sends the forms that carry it. */
  form: "data-contact-form",
} as const;

/** The markup's attribute for a form of this id. */
export const contactFormAttrs = (formId: string) => ({ [contactFormContract.form]: formId });

/** The forms on a page that the page script may send. */
export const contactFormSelector = `form[${contactFormContract.form}]`;
