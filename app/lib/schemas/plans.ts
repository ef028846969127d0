import * as z from "zod/mini";
import { staffPlansWords } from "../../content/staff-plans";
import { planFormLimits } from "../plan-form";

/**
 * The back office's treatment plan forms: writing a plan from a lead or a booking (the pipeline
 * page's POST), and a plan's page (save the draft, add a row or a visit, send it, revise it).
 * The editor's rows are named fields (`row-3-teeth`), read by app/lib/plan-form.ts: here every
 * field is a short string, and there are no more of them than the form has.
 */
const errors = staffPlansWords.errors;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const id = z.optional(z.string().check(z.trim(), z.regex(uuidPattern, errors.noSource)));

export const planCreateSchema = z
  .object({ intent: z.literal("create"), leadId: id, bookingId: id })
  .check(z.refine((v) => Boolean(v.leadId) !== Boolean(v.bookingId), errors.noSource));

/** Fields per row and visit, and the form's own (intent, dentist, valid until, counts). */
const mostFields = planFormLimits.rows * 6 + planFormLimits.visits * 3 + 10;

export const planEditSchema = z
  .catchall(
    z.object({ intent: z.enum(["save", "add-row", "add-visit", "send", "revise"]) }),
    z.string().check(z.maxLength(planFormLimits.noteLength)),
  )
  .check(z.refine((v) => Object.keys(v).length <= mostFields, errors.summary));


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
