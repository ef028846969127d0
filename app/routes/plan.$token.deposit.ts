import { redirect } from "react-router";
import { planLinkHeaders, planPath } from "~/lib/plan-paths";
import { startDepositCheckout } from "~/services/plans/deposit-checkout.server";
import { PlanError } from "~/services/plans/errors.server";
import { endpointAction } from "~/endpoints/endpoint.server";

/**
 * POST /plan/<token>/deposit ("Pay the deposit" on the patient's plan page): opens (or gives again)
 * the provider's checkout and sends the patient there (303). Refused (not accepted, nothing due,
 * already paid, provider away): back to the plan page with `?deposit=<code>`, which it says in the
 * patient's language (depositPatientWordsIn … refusals / PlanError codes).
 */
export const action = endpointAction("planDeposit", async ({ params, context }) => {
  const token = params.token ?? "";
  try {
    const checkout = await startDepositCheckout(context, token);
    return redirect(checkout.url, { status: 303, headers: planLinkHeaders });
  } catch (error) {
    if (error instanceof PlanError && error.code !== "not-found")
      return redirect(`${planPath(token)}?deposit=${error.code}`, { status: 303, headers: planLinkHeaders });
    if (error instanceof PlanError)
      return new Response(error.message, { status: 404, headers: planLinkHeaders });
    throw error;
  }
});
