import type { FieldErrorWords } from "~/lib/field-errors";
import type { FormErrorItem } from "~/lib/formspree";
import { validateContact, type ContactSubmission } from "~/lib/schemas/contact";

/**
 * The forms our Formspree-compatible endpoint (/f/:formId) knows. A form id not listed here
 * answers 404 FORM_NOT_FOUND; an inactive one answers INACTIVE.
 */
export interface FormDefinition {
  id: string;
  title: string;
  active: boolean;
  validate(
    raw: Record<string, unknown>,
    /** The sentences' language (fieldErrorWordsIn[locale]); English by default. */
    words?: FieldErrorWords,
  ): { ok: true; data: ContactSubmission } | { ok: false; errors: FormErrorItem[] };
}

export const forms: Record<string, FormDefinition> = {
  contact: { id: "contact", title: "Contact and quote requests", active: true, validate: validateContact },
  /** The quote page's form: the same fields, plus up to 5 X-rays or photos (POST /f/quote). */
  quote: {
    id: "quote",
    title: "Quote requests with X-rays and photos",
    active: true,
    validate: validateContact,
  },
};
