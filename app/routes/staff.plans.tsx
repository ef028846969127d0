import { data, Link, redirect } from "react-router";
import { requireAppContext } from "~/context";
import { FormMessage, PageTitle, staffMeta, tdClass } from "~/components/staff/staff-ui";
import { StaffTable } from "~/components/staff/staff-table";
import { localeInfo } from "~/content/locales";
import { pipelineViewLabels, planStatusLabels, staffPlansWords } from "~/content/staff-plans";
import { endpointAction } from "~/endpoints/endpoint.server";
import { formatDateTime, formatEventDate } from "~/lib/format";
import { staffPlanPath } from "~/lib/plan-paths";
import { createPlan } from "~/services/plans/create.server";
import { PlanError } from "~/services/plans/errors.server";
import { planPipelinePage } from "~/services/plans/staff-pages.server";
import { requireStaff } from "~/services/staff/session.server";
import type { Route } from "./+types/staff.plans";

/**
 * /staff/plans: the treatment plans' pipeline. Views (Draft, Sent, Viewed, Accepted, Declined,
 * Expired) as links with each one's count and value, and the plans in the chosen view. Its POST
 * writes a new plan from a lead or a booking (their pages' "Write a treatment plan") and opens it.
 * There is no "Deposit paid" view: the deposit is not taken online yet (issue 42).
 */
const words = staffPlansWords.pipeline;

export const meta: Route.MetaFunction = () => staffMeta(words.title);

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, requireAppContext(context));
  return planPipelinePage(staff, new URL(request.url).searchParams);
}

export const action = endpointAction("staffPlans", async ({ input, request, context }) => {
  const staff = await requireStaff(request, context);
  try {
    const source = input.leadId ? { leadId: input.leadId } : { bookingId: input.bookingId! };
    const { planId } = await createPlan(staff, source);
    return redirect(`${staffPlanPath(planId)}?created=1`);
  } catch (error) {
    if (error instanceof PlanError)
      return data({ error: error.message, code: error.code }, { status: error.status });
    throw error;
  }
});

export default function Plans({ loaderData, actionData }: Route.ComponentProps) {
  const { view, views, plans } = loaderData;
  const c = words.columns;
  const label = pipelineViewLabels[view];
  return (
    <>
      <PageTitle>{words.title}</PageTitle>
      <FormMessage data={actionData} />
      <p className="mb-2 max-w-3xl text-sm">{words.intro}</p>
      <p className="mb-4 max-w-3xl text-sm">{words.howToWrite}</p>
      <nav aria-label={words.viewsLabel} className="mb-4">
        <ul className="flex flex-wrap gap-2">
          {views.map((v) => {
            const current = v.status === view;
            const name = pipelineViewLabels[v.status];
            return (
              <li key={v.status}>
                <Link
                  to={`/staff/plans?view=${v.status}`}
                  aria-current={current ? "page" : undefined}
                  className={`inline-flex min-h-11 items-center gap-2 rounded-md border px-3 py-2 font-semibold ${
                    current
                      ? "border-brand-800 bg-brand-800 text-white"
                      : "border-brand-700 bg-white text-brand-800 hover:bg-brand-50"
                  }`}
                >
                  {name}
                  <span
                    className={`rounded-full px-2 text-sm ${current ? "bg-white text-brand-900" : "bg-brand-50"}`}
                  >
                    {v.count}
                  </span>
                  <span className="text-sm font-normal">{v.total}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {plans.length === 0 ? (
        <p>{words.none(label)}</p>
      ) : (
        <StaffTable
          label={words.tableLabel(label)}
          headings={[c.reference, c.patient, c.language, c.version, c.status, c.total, c.sent, c.validUntil]}
        >
          {plans.map((plan) => (
            <tr key={plan.planId}>
              <td className={`${tdClass} font-mono`}>
                <Link to={plan.href} className="link">
                  {plan.reference}
                </Link>
              </td>
              <td className={tdClass}>{plan.patientName}</td>
              <td className={tdClass}>{localeInfo[plan.language].englishName}</td>
              <td className={tdClass}>{plan.version}</td>
              <td className={tdClass}>
                {planStatusLabels[plan.status]}
                {plan.hasDraft ? <span className="block text-xs text-muted">{words.newDraft}</span> : null}
              </td>
              <td className={`${tdClass} tabular-nums`}>{plan.total}</td>
              <td className={tdClass}>{plan.sentAt ? formatDateTime(plan.sentAt) : words.notSent}</td>
              <td className={tdClass}>{formatEventDate(plan.validUntil)}</td>
            </tr>
          ))}
        </StaffTable>
      )}
    </>
  );
}
