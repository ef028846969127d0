import { redirect } from "react-router";
import { returnFromDeposit } from "~/services/plans/deposit-view.server";
import { PlanError } from "~/services/plans/errors.server";
import { endpointLoader } from "~/endpoints/endpoint.server";
import { planLinkHeaders } from "~/lib/plan-paths";

/**
 * GET /plan/<token>/deposit/return?session_id=…: where the provider sends the payer back. The
 * payment is fulfilled here if no other door got there first (the redirect itself proves
 * nothing: the provider is asked), then the plan page: `?deposit=paid` or `?deposit=pending`.
 */
export const loader = endpointLoader("planDepositReturn", async ({ input, params, context }) => {
  try {
    const back = await returnFromDeposit(context, params.token ?? "", input.session_id);
    return redirect(back.location, { status: 303, headers: planLinkHeaders });
  } catch (error) {
    if (error instanceof PlanError)
      return new Response(error.message, { status: error.status, headers: planLinkHeaders });
    throw error;
  }
});
