import * as z from "zod/mini";
import { medicalHistoryRefusals } from "../../content/medical-history";
import { historyQuestions, medicalHistoryLimits } from "../medical-history";

/**
 * POST /medical-history/<token>: the patient's form as it is posted, flat named fields
 * (app/lib/medical-history-form.ts). Lenient on purpose: an unanswered question, a detail too
 * long or a wrong name is refused by the health service in the patient's language, beside its
 * field (app/lib/schemas/medical-history.ts), not here in the pipeline's words. Here every field
 * is text of a bounded length, and there are no more of them than the form has.
 */
const mostFields = historyQuestions.length * 2 + medicalHistoryLimits.medicines * 2 + 4;

export const medicalHistoryFormSchema = z
  .catchall(
    z.object({ intent: z.optional(z.enum(["more-rows"], medicalHistoryRefusals.summary)) }),
    z.string().check(z.maxLength(5000, medicalHistoryRefusals.summary)),
  )
  .check(z.refine((fields) => Object.keys(fields).length <= mostFields, medicalHistoryRefusals.summary));
