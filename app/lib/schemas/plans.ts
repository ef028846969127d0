import * as z from "zod/mini";

/**
 * POST /plan/<token>: the patient's answer to their plan. Lenient on purpose: a name that does
 * not match, or the terms' box left empty, is refused by the plans service in the patient's
 * language, beside the field (the page's words), not here in the pipeline's.
 */
export const planAnswerSchema = z.object({
  intent: z.enum(["accept", "decline"], "should be accept or decline"),
  version: z.pipe(
    z.string("should be a version number").check(z.regex(/^[1-9]\d{0,3}$/, "should be a version number")),
    z.transform(Number),
  ),
  name: z.optional(z.string().check(z.maxLength(200, "is too long"))),
  terms: z.optional(z.enum(["yes"], "should be yes")),
  reason: z.optional(z.enum(["", "price", "timing", "another-clinic", "other"], "is not one of the reasons")),
});
