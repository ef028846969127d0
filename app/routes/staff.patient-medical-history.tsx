import { data, Link } from "react-router";
import { requireAppContext } from "~/context";
import { PrintButton } from "~/components/staff/day-sheet-controls";
import { HealthFlags } from "~/components/staff/medical-history";
import { HistoryAnswers, HistoryMedicines } from "~/components/staff/medical-history-answers";
import { PageTitle, secondaryButtonClass, staffMeta } from "~/components/staff/staff-ui";
import { staffHistoryWords } from "~/content/staff-medical-history";
import { staffErrorWords } from "~/content/staff-nav";
import { formatDateTime } from "~/lib/format";
import { medicalHistoryPageView } from "~/services/patients/medical-history.server";
import { requireStaff } from "~/services/staff/session.server";
import type { Route } from "./+types/staff.patient-medical-history";

/**
 * /staff/patients/:kind/:id/medical-history: the dentist's page. The person's latest answers (or
 * ?version=N, an earlier one) in English, the patient's own words marked as theirs in their
 * language, the flags first, the confirmation and the versions; printed on one A4 page (two
 * columns, no navigation), and downloaded for the practice system. Each view is one audit row.
 */
const t = staffHistoryWords.page;

export const meta: Route.MetaFunction = ({ data }) => staffMeta(t.title(data?.name ?? null));

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, requireAppContext(context));
  const page = await medicalHistoryPageView(staff, params.kind, params.id, new URL(request.url).searchParams);
  if (!page) throw data(staffErrorWords.notFound.heading, { status: 404 });
  // A key that does not open the history is the server's fault: said on the page, as a 500.
  return data(page, { status: page.history.status === "unreadable" ? 500 : 200 });
}

function Part({ id, heading, children }: { id: string; heading: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mb-5 print:mb-2">
      <h2 id={id} className="mb-2 text-lg font-semibold text-brand-900 print:mb-1 print:text-[10pt]">
        {heading}
      </h2>
      {children}
    </section>
  );
}

export default function MedicalHistory({ loaderData }: Route.ComponentProps) {
  const { name, back, fhirHref, history } = loaderData;
  return (
    <div className="print:text-[8.5pt] print:leading-snug">
      <p className="mb-2 print:hidden">
        <Link to={back} className="link">
          {t.back}
        </Link>
      </p>
      <PageTitle
        aside={
          history.status === "filled" ? (
            <div className="flex flex-wrap gap-2 print:hidden">
              <PrintButton />
              <a href={fhirHref} className={secondaryButtonClass} download>
                {t.fhir}
              </a>
            </div>
          ) : null
        }
      >
        {t.title(name)}
      </PageTitle>
      {history.status === "unreadable" ? (
        <p role="alert" className="rounded-md border border-danger-700 bg-danger-50 p-3 text-danger-700">
          {staffHistoryWords.section.unreadable}
        </p>
      ) : history.status === "not-filled" ? (
        <p className="font-semibold">{staffHistoryWords.section.notFilled}</p>
      ) : (
        <>
          <p className="mb-3 print:mb-1">
            {t.shown(history.version, history.total, formatDateTime(history.submittedAt), history.language)}
          </p>
          {history.latestHref ? (
            <p className="mb-4 rounded-md border-2 border-ink bg-accent-100 p-3 font-semibold print:mb-1 print:p-1">
              {t.earlier(history.version, history.total)}{" "}
              <Link to={history.latestHref} className="link print:hidden">
                {t.readLatest}
              </Link>
            </p>
          ) : null}
          <div className="mb-5 rounded-lg border border-line bg-surface p-4 print:mb-2 print:border-0 print:bg-transparent print:p-0">
            <HealthFlags flags={history.flags} headingId="flags" level={2} />
          </div>
          <Part id="answers" heading={t.answersHeading}>
            <HistoryAnswers sections={history.sections} language={history.language} lang={history.lang} />
          </Part>
          <div className="grid gap-x-6 lg:grid-cols-2 print:grid-cols-2 print:gap-x-4">
            <Part id="medicines" heading={t.medicinesHeading}>
              <HistoryMedicines
                medicines={history.medicines}
                language={history.language}
                lang={history.lang}
              />
            </Part>
            <Part id="confirmation" heading={t.confirmationHeading}>
              <p className="text-sm print:text-[8pt]">
                {t.confirmed(formatDateTime(history.submittedAt))}{" "}
                <q lang={history.lang} className="font-semibold">
                  {history.confirmedName}
                </q>
              </p>
            </Part>
          </div>
          <Part id="versions" heading={t.versionsHeading}>
            <ul className="space-y-1 text-sm print:text-[8pt]">
              {history.versions.map((version) => (
                <li key={version.version}>
                  {t.version(version.version, formatDateTime(version.submittedAt), version.language)}
                  {version.shown ? (
                    <strong> ({t.shownNow})</strong>
                  ) : (
                    <>
                      {" "}
                      <Link to={version.href} className="link print:hidden">
                        {t.readVersion(version.version)}
                      </Link>
                    </>
                  )}
                </li>
              ))}
            </ul>
          </Part>
        </>
      )}
    </div>
  );
}
