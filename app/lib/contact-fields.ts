// The contact form's fields and error items, apart from its Zod schema (./schemas/contact.ts):
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

// The sentences of field errors, and the codes with them: ./field-errors.ts.
export { fieldError, fieldErrorText } from "./field-errors";
