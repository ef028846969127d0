/**
 * The treatment plan's endpoints besides its page, spread into app/route-list.ts's `endpoints`
 * (kept here so that list stays readable): the plan's PDF; the patient starts the deposit's
 * payment from their plan page and comes back from the provider's; staff refund a paid deposit
 * from the plan's page in the back office.
 */
import {
  depositRefundSchema,
  depositReturnSchema,
  depositStartSchema,
  planPdfSchema,
} from "../lib/schemas/plan-deposit";
import { define, staffForm } from "./definition";
import { bodyLimits } from "./limits";

export const planLinkEndpoints = define({
  // The plan as a PDF, rendered on each request (a few hundred milliseconds of CPU): the link is
  // the key, and the booking tier keeps one holder of it from keeping the server busy.
  planPdf: {
    pattern: "/plan/:token/plan.pdf",
    file: "routes/plan.$token.plan[.]pdf.ts",
    methods: ["GET"],
    body: "none",
    bodyLimit: 0,
    tier: "booking",
    errors: "page",
    origin: "any",
    schema: planPdfSchema,
  },
  // "Pay the deposit" on /plan/<token>: a plain form from our own page, on the checkout tier
  // (it opens a provider's session as the consultation day's checkout does).
  planDeposit: {
    pattern: "/plan/:token/deposit",
    file: "routes/plan.$token.deposit.ts",
    methods: ["POST"],
    body: "form",
    bodyLimit: bodyLimits.form,
    tier: "checkout",
    errors: "page",
    origin: "same-site",
    schema: depositStartSchema,
  },
  // The provider sends the payer back here (a GET from its own site): the unguessable token and
  // the session id are the proof; fulfilling is idempotent, so a repeat changes nothing.
  planDepositReturn: {
    pattern: "/plan/:token/deposit/return",
    file: "routes/plan.$token.deposit.return.ts",
    methods: ["GET"],
    body: "none",
    bodyLimit: 0,
    tier: "booking",
    errors: "page",
    origin: "any",
    schema: depositReturnSchema,
  },
  staffPlanDepositRefund: staffForm(
    "/staff/plans/:planId/deposit/refund",
    "routes/staff.plan-deposit-refund.ts",
    depositRefundSchema,
  ),
});
