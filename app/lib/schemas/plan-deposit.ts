/**
 * The plan deposit's three endpoints' input (app/endpoints/plan-deposit.ts): the patient's "Pay
 * the deposit" form (nothing but the button: the link's token is the plan), the provider's
 * return (its session id), and the back office's refund (the deposit).
 */
import * as z from "zod/mini";
import { depositStaffErrors } from "../../content/plan-deposit";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** POST /plan/:token/deposit: a form with only its button. */
export const depositStartSchema = z.object({ intent: z.optional(z.literal("pay")) });

/** GET /plan/:token/deposit/return?session_id=…: as the provider fills it in. */
/** GET /plan/:token/plan.pdf: the version the page shows, or ?version=N of an earlier one. */
export const planPdfSchema = z.object({
  version: z.optional(z.string().check(z.regex(/^[1-9]\d{0,3}$/, "should be a version number"))),
});

export const depositReturnSchema = z.object({
  session_id: z.optional(z.string().check(z.maxLength(255))),
});

/** POST /staff/plans/:planId/deposit/refund. */
export const depositRefundSchema = z.object({
  depositId: z.string().check(z.regex(uuidPattern, depositStaffErrors.unknown)),
});
