import { data, Form, Link, redirect } from "react-router";
import { requireAppContext } from "~/context";
import { PlanEditor } from "~/components/staff/plan-editor";
import { PlanDepositPanel } from "~/components/staff/plan-deposit";
import { PlanTotals, PlanVersionCard } from "~/components/staff/plan-version";
import { buttonClass, FormMessage, PageTitle, staffMeta } from "~/components/staff/staff-ui";
import { localeInfo } from "~/content/locales";
import { staffErrorWords } from "~/content/staff-nav";
import { staffPlansWords } from "~/content/staff-plans";
import { endpointAction } from "~/endpoints/endpoint.server";
import { formatEurCents } from "~/lib/format";
import { readPlanForm, type PlanFieldError, type PlanFormState } from "~/lib/plan-form";
import { staffPlanPath } from "~/lib/plan-paths";
import { isUuid } from "~/lib/schemas/staff";
import { reviseSentPlan, saveDraft } from "~/services/plans/drafts.server";
import { PlanError } from "~/services/plans/errors.server";
import { draftInputOf, planFieldErrors } from "~/services/plans/form-check.server";
import { sendPlan } from "~/services/plans/sending.server";
import { planPageView } from "~/services/plans/staff-pages.server";
import { requireStaff } from "~/services/staff/session.server";
import type { Route } from "./+types/staff.plan";

/**
 * /staff/plans/:planId: a treatment plan. The patient and where the plan came from, what it
 * deducts, every version readable, and the draft's editor (a plain form: save, add a row or a
 * visit, send to the patient); a sent plan is changed by writing a new version.
 */
const words = staffPlansWords.plan;

export const meta: Route.MetaFunction = ({ data }) => staffMeta(words.title(data?.plan.reference));

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, requireAppContext(context));
  const page = isUuid(params.planId)
    ? await planPageView(staff, params.planId, new URL(request.url).searchParams)
    : null;
  if (!page) throw data(staffErrorWords.notFound.heading, { status: 404 });
  return page;
}

type Answer = { error?: string; code?: string; errors?: PlanFieldError[]; state?: PlanFormState };

export const action = endpointAction(
  "staffPlan",
  async ({ input, request, params, context, refundLimit }) => {
    const staff = await requireStaff(request, context);
    const planId = params.planId;
    if (!isUuid(planId))
      return data({ error: staffPlansWords.errors.notFound, code: "NOT_FOUND" }, { status: 404 });
    const back = staffPlanPath(planId);
    const refused = (error: unknown, state?: PlanFormState) => {
      if (!(error instanceof PlanError)) throw error;
      return data<Answer>({ error: error.message, code: error.code, state }, { status: error.status });
    };
    if (input.intent === "revise") {
      try {
        const { version } = await reviseSentPlan(staff, planId);
        return redirect(`${back}?revised=${version}`);
      } catch (error) {
        return refused(error);
      }
    }
    const form = readPlanForm(input, staffPlansWords.errors);
    const errors = [...form.errors, ...planFieldErrors(staff, form.draft)];
    if (errors.length > 0) {
      await refundLimit();
      const first = errors[0].message;
      return data<Answer>({ error: first, code: "INVALID", errors, state: form.state }, { status: 400 });
    }
    try {
      await saveDraft(staff, planId, draftInputOf(form.draft));
      if (input.intent === "send") {
        const sent = await sendPlan(staff, planId);
        return redirect(`${back}?sent=${sent.version}`);
      }
      // One more empty row (or visit) than the form had: the filled ones are now the draft's.
      const blank = (posted: unknown, filled: number) => Math.max(0, (Number(posted) || 0) - filled) + 1;
      if (input.intent === "add-row")
        return redirect(`${back}?rows=${blank(input.rowCount, form.state.rows.length)}`);
      if (input.intent === "add-visit")
        return redirect(`${back}?visits=${blank(input.visitCount, form.state.visits.length)}`);
      return redirect(`${back}?saved=1`);
    } catch (error) {
      return refused(error, form.state);
    }
  },
);

function ErrorSummary({ errors }: { errors: PlanFieldError[] }) {
  return (
    <div
      role="alert"
      aria-labelledby="error-summary"
      className="mb-4 rounded-lg border-2 border-danger-700 bg-danger-50 p-4 text-danger-700"
    >
      <h2 id="error-summary" className="mb-2 font-semibold">
        {staffPlansWords.errors.summary}
      </h2>
      <ul className="list-disc space-y-1 pl-5">
        {errors.map((error) => (
          <li key={error.field}>
            <a href={`#${error.field}`} className="font-semibold underline">
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function Plan({ loaderData, actionData }: Route.ComponentProps) {
  const { plan, versions, draft, credited, sent, notice } = loaderData;
  const answer = actionData as Answer | undefined;
  const f = words.facts;
  const pounds = plan.currency === "GBP";
  const draftVersion = versions.find((v) => v.status === "draft");
  const message = notice.created
    ? words.created(plan.reference)
    : notice.saved
      ? words.saved
      : notice.revised
        ? words.revised(notice.revised)
        : undefined;
  return (
    <>
      <p className="mb-2">
        <Link to="/staff/plans" className="link">
          {words.back}
        </Link>
      </p>
      <PageTitle>{words.title(plan.reference)}</PageTitle>
      {answer?.errors?.length ? (
        <ErrorSummary errors={answer.errors} />
      ) : (
        <FormMessage data={answer?.error ? answer : message ? { message } : undefined} />
      )}
      {sent ? (
        <section
          role="status"
          aria-labelledby="sent-heading"
          className="mb-4 rounded-lg border border-success-700 bg-success-50 p-4"
        >
          <h2 id="sent-heading" className="mb-2 font-semibold text-success-700">
            {words.sent.heading(sent.version)}
          </h2>
          <p className="text-sm">
            {words.sent.link}:{" "}
            <a href={sent.link} className="link break-all" target="_blank" rel="noopener noreferrer">
              {sent.link}
            </a>
          </p>
          <h3 className="mt-2 text-sm font-semibold">{words.sent.emails}</h3>
          <ul className="list-disc pl-5 text-sm">
            {sent.emails.map((email) => (
              <li key={email.id}>{words.sent.to(email.recipient, email.subject)}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {draft && draftVersion ? (
            <section className="rounded-lg border border-line bg-surface p-4">
              <PlanEditor
                key={
                  answer?.state
                    ? "answer"
                    : `${draft.version}-${draft.blankRows}-${draft.blankVisits}-${JSON.stringify(draft.state)}`
                }
                version={draft.version}
                state={answer?.state ?? draft.state}
                blankRows={answer?.state ? 1 : draft.blankRows}
                blankVisits={answer?.state ? 0 : draft.blankVisits}
                priceChoices={loaderData.priceChoices}
                dentistChoices={loaderData.dentistChoices}
                minDate={loaderData.minDate}
                errors={answer?.errors ?? []}
                patientEmail={plan.patientEmail}
                totals={
                  <div>
                    <h3 className="font-semibold text-brand-900">{staffPlansWords.totals.label}</h3>
                    <p className="text-sm text-muted">{staffPlansWords.versions.draftNote}</p>
                    <PlanTotals
                      amounts={draftVersion}
                      percent={loaderData.discountPercent}
                      pounds={pounds}
                      id="draft-totals"
                    />
                  </div>
                }
              />
            </section>
          ) : loaderData.canRevise ? (
            <section aria-labelledby="revise" className="rounded-lg border border-line bg-surface p-4">
              <h2 id="revise" className="mb-2 text-lg font-semibold text-brand-900">
                {staffPlansWords.revise.heading}
              </h2>
              <p className="mb-3 text-sm">{staffPlansWords.revise.intro}</p>
              <Form method="post">
                <button type="submit" name="intent" value="revise" className={buttonClass}>
                  {staffPlansWords.revise.submit}
                </button>
              </Form>
            </section>
          ) : null}
          <section aria-labelledby="versions" className="space-y-3">
            <h2 id="versions" className="text-lg font-semibold text-brand-900">
              {staffPlansWords.versions.heading}
            </h2>
            {versions
              .filter((v) => v.status !== "draft")
              .map((v) => (
                <PlanVersionCard
                  key={v.version}
                  version={v}
                  percent={loaderData.discountPercent}
                  pounds={pounds}
                />
              ))}
          </section>
        </div>
        <div className="space-y-6 self-start">
          <section aria-labelledby="patient" className="rounded-lg border border-line bg-surface p-4">
            <h2 id="patient" className="mb-3 text-lg font-semibold text-brand-900">
              {words.patient}
            </h2>
            <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="font-semibold">{f.name}</dt>
              <dd>{plan.patientName}</dd>
              <dt className="font-semibold">{f.email}</dt>
              <dd className="break-all">
                <a href={`mailto:${plan.patientEmail}`} className="link">
                  {plan.patientEmail}
                </a>
              </dd>
              <dt className="font-semibold">{f.language}</dt>
              <dd>{localeInfo[plan.language].englishName}</dd>
              <dt className="font-semibold">{f.currency}</dt>
              <dd>{f.currencies[plan.currency]}</dd>
              <dt className="font-semibold">{f.from}</dt>
              <dd>
                {plan.leadId ? (
                  <Link to={`/staff/leads/${plan.leadId}`} className="link">
                    {f.lead}
                  </Link>
                ) : credited ? (
                  <Link to={`/staff/patients/booking/${credited.id}`} className="link">
                    {f.booking(credited.reference)}
                  </Link>
                ) : (
                  "–"
                )}
              </dd>
              <dt className="font-semibold">{f.credit}</dt>
              <dd>
                {credited ? (
                  <Link to={`/staff/patients/booking/${credited.id}`} className="link">
                    {f.creditOf(formatEurCents(credited.amountCents), credited.reference)}
                  </Link>
                ) : (
                  f.noCredit
                )}
              </dd>
              <dt className="font-semibold">{f.discount}</dt>
              <dd>
                {plan.discountCode
                  ? f.discountOf(loaderData.discountPercent, plan.discountCode)
                  : f.noDiscount}
              </dd>
            </dl>
          </section>
          <PlanDepositPanel deposit={loaderData.deposit} notice={notice.depositRefund} />
        </div>
      </div>
    </>
  );
}
