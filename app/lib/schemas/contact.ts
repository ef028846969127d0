import * as z from "zod/mini";
import { treatmentOptions } from "../../content/contact";
import { hasLineBreak, hasUnstorableText, stripBidiControls } from "../text-rules";
import { type FormErrorItem } from "../formspree";
import { fieldError, type FieldErrorWords, type FieldProblem } from "../field-errors";
import { DISCOUNT_CODE_MAX } from "../discount-fields";

// zod/mini: the same Zod, tree-shakable, so the browser downloads a few kB instead of ~25 kB.
// Each check's message names its problem; validateContact says it in words (./field-errors.ts).
const tooLong = (max: number) => z.maxLength(max, "tooLong");
const storable = z.refine<string>((v) => !hasUnstorableText(v), "unstorable");
const oneLine = z.refine<string>((v) => !hasLineBreak(v), "oneLine");
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
  name: z.string().check(withoutBidi, z.trim(), z.minLength(1, "missing"), storable, oneLine, tooLong(200)),
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, "missing"), storable, oneLine, tooLong(254)),
    z.email("email"),
  ),
  phone: z.pipe(
    z.optional(
      text(40).check(
        oneLine,
        z.refine((v: string) => v === "" || /^[+()\d\s./-]{6,}$/.test(v), "phone"),
      ),
    ),
    blankToUndefined<string>(),
  ),
  treatment: z.pipe(
    z.optional(z.union([z.literal(""), z.enum(treatmentOptions, "choice")], "choice")),
    blankToUndefined<"" | (typeof treatmentOptions)[number]>(),
  ),
  message: z.pipe(z.optional(text(5000)), blankToUndefined<string>()),
  /** The newsletter code: only its length here; services/newsletter/discounts.server.ts says if it is good. */
  discountCode: z.pipe(
    z.optional(z.string().check(withoutBidi, z.trim(), storable, oneLine, tooLong(DISCOUNT_CODE_MAX))),
    blankToUndefined<string>(),
  ),
});
export const contactSchema = z.catchall(
  contactFieldsSchema,
  z.string("notText").check(withoutBidi, storable, tooLong(5000)),
);

type ContactFields = z.output<typeof contactFieldsSchema>;
/** The known fields (blank optional ones absent), plus whatever else the form sent (checked as storable text). */
export type ContactSubmission = Pick<ContactFields, "name" | "email"> &
  Partial<Pick<ContactFields, "phone" | "treatment" | "message" | "discountCode">> &
  Record<string, unknown>;
const requiredFields = new Set<string>(["name", "email"]);
const problems = new Set<string>([
  "missing",
  "email",
  "phone",
  "choice",
  "tooLong",
  "oneLine",
  "unstorable",
  "notText",
]);

/**
 * Validates raw form values with the one schema and answers with Formspree's error items:
 * the code says what a form builder would (missing, empty, not an email, not text), the
 * message what the person should do.
 */
export function validateContact(
  raw: Record<string, unknown>,
  /** The sentences' language (app/content/translations.ts: fieldErrorWordsIn); English by default. */
  words?: FieldErrorWords,
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
      errors.push(fieldError(field, "absent", undefined, words));
    } else if (requiredFields.has(field) && typeof value === "string" && value.trim() === "") {
      errors.push(fieldError(field, "missing", undefined, words));
    } else if (typeof value !== "string") {
      errors.push(fieldError(field, "notText", undefined, words));
    } else {
      const max = issue.code === "too_big" ? Number(issue.maximum) : undefined;
      errors.push(
        fieldError(
          field,
          problems.has(issue.message) ? (issue.message as FieldProblem) : "notText",
          max,
          words,
        ),
      );
    }
  }
  return { ok: false, errors };
}
