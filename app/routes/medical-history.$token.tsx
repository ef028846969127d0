import { data, redirect } from "react-router";
import { requireAppContext } from "~/context";
import {
  HistoryClinicContact,
  HistoryClosed,
  HistoryIntro,
  HistorySentNotice,
} from "~/components/health/history-page";
import { medicalHistoryFormIn } from "~/content/in/medical-history";
import { medicalHistoryPage } from "~/content/medical-history-page";
import { medicalHistoryRefusals } from "~/content/medical-history";
import { endpointAction } from "~/endpoints/endpoint.server";
import { medicineRowsFor, type HistoryFormValues } from "~/lib/medical-history-form";
import { medicalHistoryPath } from "~/lib/medical-history-paths";
import { HistoryErrorSummary } from "~/parts/medical-history/error-summary";
import { MedicalHistoryForm } from "~/parts/medical-history/medical-history-form";
import { HealthDataKeyError, HealthError } from "~/services/health/errors.server";
import { historyPageView, sendHistoryForm } from "~/services/health/form-page.server";
import type { Route } from "./+types/medical-history.$token";

/**
 * The patient's medical history, opened by the private link in their emails and on their
 * booking's and plan's pages (/medical-history/<token>, one address in every language), in the
 * booking's or plan's language: why the dentist asks, the questionnaire filled with their last
 * answers, and the confirmation. A plain form posted to its own page, complete without
 * JavaScript (the page is sent without React; the site script runs its part). Every rule is the
 * health service's. A link that opens nothing is the site's English 404.
 */
export const handle = { solidNav: true, hydrate: false };

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  {
    title: loaderData ? medicalHistoryFormIn[loaderData.locale].metaTitle : medicalHistoryRefusals.notFound,
  },
  { name: "robots", content: "noindex, nofollow" },
  // The link is the key to the patient's health data: never a referrer.
  { name: "referrer", content: "no-referrer" },
];

// No-store, noindex and no-referrer come from the edge for every answer under /medical-history/
// (server/security.ts), errors and redirects too: a header here would say them twice.

const notFound = () => data(medicalHistoryRefusals.notFound, { status: 404 });

export async function loader({ params, request, context }: Route.LoaderArgs) {
  try {
    return await historyPageView(requireAppContext(context), params.token, new URL(request.url).searchParams);
  } catch (error) {
    if (error instanceof HealthError && error.status === 404) throw notFound();
    // The server's keys cannot open the answers: an error page, never an empty form.
    if (error instanceof HealthDataKeyError) throw data(medicalHistoryPage.unavailable, { status: 500 });
    throw error;
  }
}

/** What the action answers the page with: the form as posted, and why it was refused. */
interface FormAnswer {
  values: HistoryFormValues;
  medicineRows: number;
  error?: string;
  code?: string;
  fields?: Record<string, string>;
}

export const action = endpointAction("medicalHistory", async ({ input, params, context }) => {
  const token = params.token ?? "";
  const values = input as HistoryFormValues;
  let outcome;
  try {
    outcome = await sendHistoryForm(context, token, input);
  } catch (error) {
    if (!(error instanceof HealthError)) throw error;
    // A Response (the pipeline passes it on): the site's 404 page, as the loader's.
    if (error.status === 404) throw new Response(medicalHistoryRefusals.notFound, { status: 404 });
    return data(
      {
        values,
        medicineRows: medicineRowsFor(values),
        error: error.message,
        code: error.code,
        fields: { ...error.fields },
      } satisfies FormAnswer,
      { status: error.status },
    );
  }
  if (outcome.kind === "more-rows")
    return { values, medicineRows: outcome.medicineRows } satisfies FormAnswer;
  // After a post, a page of its own: a reload sends nothing again; the page thanks the patient.
  return redirect(`${medicalHistoryPath(token)}?sent=${outcome.version}`);
});

export default function MedicalHistory({ loaderData, actionData }: Route.ComponentProps) {
  const page = loaderData;
  // The form as posted (a refusal, or more rows), or the pipeline's refusal alone (too many requests…).
  const posted = actionData as Partial<FormAnswer> | undefined;
  const answer = posted?.values ? (posted as FormAnswer) : null;
  const refusal = posted?.error ? { message: posted.error, fields: posted.fields ?? {} } : null;
  return (
    <section className="bg-canvas pt-28 pb-20 md:pt-36">
      <div className="container-page max-w-3xl space-y-6">
        {page.justSent && !posted ? <HistorySentNotice page={page} /> : null}
        {refusal && page.changeable ? (
          <HistoryErrorSummary message={refusal.message} fields={refusal.fields} />
        ) : null}
        <HistoryIntro page={page} />
        {page.changeable ? (
          <MedicalHistoryForm
            path={page.path}
            values={answer?.values ?? page.values}
            errors={answer?.fields ?? {}}
            medicineRows={answer?.medicineRows ?? page.medicineRows}
          />
        ) : (
          <HistoryClosed page={page} />
        )}
        {page.changeable ? (
          <div className="card p-6">
            <HistoryClinicContact className="" />
          </div>
        ) : null}
      </div>
    </section>
  );
}
