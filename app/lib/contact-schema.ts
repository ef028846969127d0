import * as z from "zod/mini";
import { treatmentOptions } from "../content/contact";
import {
  BAD_TEXT_MESSAGE,
  hasLineBreak,
  hasUnstorableText,
  MULTILINE_MESSAGE,
  stripBidiControls,
} from "./text-rules";
import { EMAIL_MESSAGE, REQUIRED_MESSAGE, type FormErrorItem } from "./contact-fields";
import { discountField } from "../content/discount-field";
import { DISCOUNT_CODE_MAX } from "./discount-fields";

// The parts the browser needs before a form is sent, without Zod (docs/decisions/0006-first-load.md).
export { contactFields, formatFieldErrors, type FormErrorItem } from "./contact-fields";

// zod/mini: the same Zod, tree-shakable, so the browser downloads a few kB instead of ~25 kB.
const tooLong = (max: number) => z.maxLength(max, `should be at most ${max} characters`);
const storable = z.refine<string>((v) => !hasUnstorableText(v), BAD_TEXT_MESSAGE);
const oneLine = z.refine<string>((v) => !hasLineBreak(v), MULTILINE_MESSAGE);
/** Every stored text loses its bidi controls first (they make an email read otherwise than it says). */
const withoutBidi = z.overwrite<string>(stripBidiControls);
const text = (max: number) => z.string().check(withoutBidi, z.trim(), storable, tooLong(max));
/** Blank optional fields are stored as absent. */
const blankToUndefined = <T extends string>() => z.transform((v: T | undefined) => v || undefined);

/**
 * The contact form, shared by the browser form and the /f/:formId endpoint. Fields the form
 * does not know are kept (Formspree stores them too) but must be storable text as well.
 */
const contactFieldsSchema = z.object({
  name: z
    .string()
    .check(withoutBidi, z.trim(), z.minLength(1, REQUIRED_MESSAGE), storable, oneLine, tooLong(200)),
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, REQUIRED_MESSAGE), storable, oneLine, tooLong(254)),
    z.email(EMAIL_MESSAGE),
  ),
  phone: z.pipe(
    z.optional(
      text(40).check(
        oneLine,
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
  /** The newsletter code: only its length here; services/discounts.server.ts says if it is good. */
  discountCode: z.pipe(
    z.optional(
      z
        .string()
        .check(
          withoutBidi,
          z.trim(),
          storable,
          oneLine,
          z.maxLength(DISCOUNT_CODE_MAX, discountField.tooLong),
        ),
    ),
    blankToUndefined<string>(),
  ),
});
export const contactSchema = z.catchall(
  contactFieldsSchema,
  z.string("should be text").check(withoutBidi, storable, tooLong(5000)),
);

type ContactFields = z.output<typeof contactFieldsSchema>;
/** The known fields (blank optional ones absent), plus whatever else the form sent (checked as storable text). */
export type ContactSubmission = Pick<ContactFields, "name" | "email"> &
  Partial<Pick<ContactFields, "phone" | "treatment" | "message" | "discountCode">> &
  Record<string, unknown>;
const requiredFields = new Set<string>(["name", "email"]);

/**
 * Validates raw form values with the one schema and answers with Formspree's error items:
 * the code says what a form builder would (missing, empty, not an email, not text).
 */
export function validateContact(
  raw: Record<string, unknown>,
): { ok: true; data: ContactSubmission } | { ok: false; errors: FormErrorItem[] } {
  const result = contactSchema.safeParse(raw);
  if (result.success) return { ok: true, data: result.data as ContactSubmission };
  const errors: FormErrorItem[] = [];
  const seen = new Set<string>();
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "");
    if (seen.has(field)) continue;
    seen.add(field);
    const value = raw[field];
    if (requiredFields.has(field) && (value === undefined || value === null)) {
      errors.push({ field, code: "REQUIRED_FIELD_MISSING", message: REQUIRED_MESSAGE });
    } else if (requiredFields.has(field) && typeof value === "string" && value.trim() === "") {
      errors.push({ field, code: "REQUIRED_FIELD_EMPTY", message: REQUIRED_MESSAGE });
    } else if (typeof value !== "string") {
      errors.push({ field, code: "TYPE_TEXT", message: "should be text" });
    } else {
      const code = issue.message === EMAIL_MESSAGE ? "TYPE_EMAIL" : "TYPE_TEXT";
      errors.push({ field, code, message: issue.message });
    }
  }
  return { ok: false, errors };
}
