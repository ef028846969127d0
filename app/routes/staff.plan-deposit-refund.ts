import { redirect } from "react-router";
import { staffPlanPath } from "~/lib/plan-paths";
import { refundDeposit } from "~/services/plans/deposit-refund.server";
import { PlanError } from "~/services/plans/errors.server";
import { requireStaff } from "~/services/staff/session.server";
import { endpointAction } from "~/endpoints/endpoint.server";

/**
 * POST /staff/plans/<id>/deposit/refund {depositId}: staff refund the plan's paid deposit
 * (audited; a second click refunds nothing), then back to the plan's page with
 * `?deposit-refund=refunded`, or `=deposit-closed` when there was nothing left to refund.
 */
export const action = endpointAction(
  "staffPlanDepositRefund",
  async ({ input, params, request, context }) => {
    const staff = await requireStaff(request, context);
    const planId = params.planId ?? "";
    let outcome = "refunded";
    try {
      await refundDeposit(staff, input.depositId, planId);
    } catch (error) {
      if (!(error instanceof PlanError)) throw error;
      outcome = error.code;
    }
    return redirect(`${staffPlanPath(planId)}?deposit-refund=${outcome}`, { status: 303 });
  },
);
