import * as z from "zod/mini";
import { treatmentOptions } from "~/content/contact";

/**
 * Formspree's error item: a field error has `field`, a form error has none.
 * Field codes: REQUIRED_FIELD_EMPTY, REQUIRED_FIELD_MISSING, TYPE_EMAIL, TYPE_NUMERIC, TYPE_TEXT.
 */
export interface FormErrorItem {
  field?: string;
  code: string;
  message: string;
}

// zod/mini: the same Zod, tree-shakable, so the browser downloads a few kB instead of ~25 kB.
const tooLong = (max: number) => z.maxLength(max, `should be at most ${max} characters`);
const text = (max: number) => z.string().check(z.trim(), tooLong(max));
/** Blank optional fields are stored as absent. */
const blankToUndefined = <T extends string>() => z.transform((v: T | undefined) => v || undefined);

/** The contact form, shared by the browser form and the /f/:formId endpoint. */
export const contactSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, "is required"), tooLong(200)),
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, "is required"), tooLong(254)),
    z.email("should be an email"),
  ),
  phone: z.pipe(
    z.optional(
      text(40).check(
        z.refine((v: string) => v === "" || /^[+()\d\s./-]{6,}$/.test(v), "should be a phone number"),
      ),
    ),
    blankToUndefined<string>(),
  ),
  treatment: z.pipe(
    z.optional(z.union([z.literal(""), z.enum(treatmentOptions, "should be one of the listed treatments")])),
    blankToUndefined<"" | (typeof treatmentOptions)[number]>(),
  ),
  message: z.pipe(z.optional(text(5000)), blankToUndefined<string>()),
});

export type ContactSubmission = z.output<typeof contactSchema>;
export const contactFields = ["name", "email", "phone", "treatment", "message"] as const;
type ContactField = (typeof contactFields)[number];

const required: ContactField[] = ["name", "email"];

/** Validates raw form values and answers with Formspree-style error items (empty when valid). */
export function validateContact(
  raw: Record<string, unknown>,
): { ok: true; data: ContactSubmission } | { ok: false; errors: FormErrorItem[] } {
  const errors: FormErrorItem[] = [];
  for (const field of required) {
    if (!(field in raw) || raw[field] === undefined || raw[field] === null) {
      errors.push({ field, code: "REQUIRED_FIELD_MISSING", message: "is required" });
    } else if (typeof raw[field] === "string" && raw[field].trim() === "") {
      errors.push({ field, code: "REQUIRED_FIELD_EMPTY", message: "is required" });
    }
  }
  for (const field of contactFields) {
    if (raw[field] !== undefined && raw[field] !== null && typeof raw[field] !== "string") {
      errors.push({ field, code: "TYPE_TEXT", message: "should be text" });
    }
  }
  if (errors.length > 0) return { ok: false, errors };

  const result = contactSchema.safeParse(raw);
  if (result.success) return { ok: true, data: result.data };
  return {
    ok: false,
    errors: result.error.issues.map((issue) => {
      const field = String(issue.path[0]);
      const code = field === "email" && issue.message === "should be an email" ? "TYPE_EMAIL" : "TYPE_TEXT";
      return { field, code, message: issue.message };
    }),
  };
}

/** 'Email should be an email, Email is required': messages prefixed with the label, joined by commas. */
export function formatFieldErrors(errors: FormErrorItem[], label: string): string {
  return errors.map((e) => `${label} ${e.message}`).join(", ");
}
