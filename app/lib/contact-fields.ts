// The contact form's fields and error items, apart from its Zod schema (./contact-schema.ts):
// the form renders with these, and fetches the schema only when it is sent.

/**
 * Formspree's error item: a field error has `field`, a form error has none.
 * Field codes: REQUIRED_FIELD_EMPTY, REQUIRED_FIELD_MISSING, TYPE_EMAIL, TYPE_NUMERIC, TYPE_TEXT.
 */
export interface FormErrorItem {
  field?: string;
  code: string;
  message: string;
}

export const contactFields = ["name", "email", "phone", "treatment", "message"] as const;

/** Messages of the rules both the schema and a browser can check (the site script checks these). */
export const REQUIRED_MESSAGE = "is required";
export const EMAIL_MESSAGE = "should be an email";

/** 'Email should be an email, Email is required': messages prefixed with the label, joined by commas. */
export function formatFieldErrors(errors: FormErrorItem[], label: string): string {
  return errors.map((e) => `${label} ${e.message}`).join(", ");
}
