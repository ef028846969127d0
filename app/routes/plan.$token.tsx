import { data, redirect, useNavigation } from "react-router";
import { requireAppContext } from "~/context";
import { MedicalHistoryBox } from "~/components/health/medical-history-box";
import { PlanAnswer, type PlanAnswerError } from "~/components/plan/plan-answer";
import { PlanDeposit } from "~/components/plan/plan-deposit";
import { PlanPrice } from "~/components/plan/plan-price";
import { PlanEarlier, PlanQuestions, PlanSummary } from "~/components/plan/plan-summary";
import { PlanVisits } from "~/components/plan/plan-visits";
import { planPageCopyIn } from "~/content/in/plan-page";
import { planRefusals } from "~/content/plan-patient";
import { endpointAction } from "~/endpoints/endpoint.server";
import { planLinkHeaders, planPath } from "~/lib/plan-paths";
import { PlanError } from "~/services/plans/errors.server";
import { answerPlanByLink, planPageView } from "~/services/plans/pages.server";
import type { Route } from "./+types/plan.$token";

/**
 * The patient's treatment plan, opened by the private link in their email (/plan/<token>), in the
 * plan's language (not the address's): the plan, its price beside prices at home, and the
 * answer (accept with the name typed and the terms ticked, or decline). Plain HTML forms; every
 * rule is the plans service's. A link that opens nothing is the English 404 with the clinic's
 * contact, as the manage-booking page's.
 */
export const handle = { solidNav: true };

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  {
    title: loaderData
      ? planPageCopyIn[loaderData.locale].metaTitle(loaderData.reference)
      : planRefusals.notFound,
  },
  { name: "robots", content: "noindex, nofollow" },
  // The link is the key to the plan: never send it on to another page as a referrer.
  { name: "referrer", content: "no-referrer" },
];

/** A patient's plan: never stored by a browser or a cache on the way, never indexed, never a referrer. */
export const headers: Route.HeadersFunction = () => planLinkHeaders;

const notFound = () => data(planRefusals.notFound, { status: 404 });

/** A request nobody reads: a HEAD, or a browser's prefetch or prerender (it must not mark the plan viewed). */
const unread = (request: Request) =>
  request.method === "HEAD" ||
  /prefetch|prerender/i.test(
    `${request.headers.get("sec-purpose") ?? ""} ${request.headers.get("purpose") ?? ""} ${request.headers.get("x-moz") ?? ""}`,
  );

export async function loader({ params, request, context }: Route.LoaderArgs) {
  try {
    return await planPageView(requireAppContext(context), params.token, new URL(request.url).searchParams, {
      counts: !unread(request),
    });
  } catch (error) {
    if (error instanceof PlanError && error.status === 404) throw notFound();
    throw error;
  }
}

export const action = endpointAction("planPage", async ({ input, params, context }) => {
  const token = params.token ?? "";
  try {
    await answerPlanByLink(context, token, input);
  } catch (error) {
    if (!(error instanceof PlanError)) throw error;
    return data(
      {
        error: error.message,
        code: error.code,
        ...(error.currentVersion ? { currentVersion: error.currentVersion } : {}),
        ...(input.intent === "accept" ? { name: input.name ?? "" } : {}),
      } satisfies PlanAnswerError,
      { status: error.status },
    );
  }
  // After a post, a page of its own: a reload does not post again; the page shows the answer.
  return redirect(planPath(token));
});

export default function PlanPage({ loaderData, actionData }: Route.ComponentProps) {
  const plan = loaderData;
  const busy = useNavigation().state === "submitting";
  const error = actionData && "error" in actionData ? (actionData as unknown as PlanAnswerError) : null;
  return (
    <section className="plan-page bg-canvas pt-28 pb-20 md:pt-36 print:bg-white print:p-0">
      <div className="container-page max-w-3xl space-y-6">
        <PlanSummary plan={plan} />
        {plan.state === "superseded" ? <PlanAnswer plan={plan} error={null} busy={busy} /> : null}
        <PlanVisits plan={plan} />
        <PlanPrice plan={plan} />
        {plan.state === "superseded" ? null : <PlanAnswer plan={plan} error={error} busy={busy} />}
        {plan.state === "accepted" ? <PlanDeposit plan={plan} /> : null}
        {plan.medicalHistory ? <MedicalHistoryBox box={plan.medicalHistory} /> : null}
        <PlanQuestions plan={plan} />
        <PlanEarlier plan={plan} />
      </div>
    </section>
  );
}
