import { Form, Link, redirect } from "react-router";
import { requireAppContext } from "~/context";
import { staffSearchCopy } from "~/content/staff-search";
import { buttonClass, PageTitle, staffMeta, tdClass } from "~/components/staff/staff-ui";
import { formatDateTime } from "~/lib/format";
import { Field } from "~/components/staff/field";
import { StaffTable } from "~/components/staff/staff-table";
import { staffSearchSchema } from "~/lib/schemas/staff";
import { searchPageView } from "~/services/patients/pages.server";
import { requireStaff } from "~/services/staff/session.server";
import type { Route } from "./+types/staff.search";

/**
 * /staff/search?q=…: the search box's results (the box is in the layout, routes/staff.tsx):
 * leads and bookings grouped by person, each linked to its own page and to the patient page.
 * A whole reference that names exactly one booking opens that patient's page at once.
 */
const copy = staffSearchCopy.page;

export const meta: Route.MetaFunction = () => staffMeta(copy.title);

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, requireAppContext(context));
  const parsed = staffSearchSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const view = await searchPageView(staff, parsed.success ? (parsed.data.q ?? "") : "");
  if (view.kind === "open") throw redirect(view.path);
  return view.page;
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { query, tooShort, result, limit } = loaderData;
  return (
    <>
      <PageTitle>{copy.heading}</PageTitle>
      <Form
        method="get"
        action="/staff/search"
        role="search"
        aria-label={copy.heading}
        className="mb-5 flex flex-wrap items-end gap-3 rounded-lg border border-line bg-surface p-4"
      >
        <Field
          id="q"
          label={staffSearchCopy.box.placeholder}
          hint={copy.intro}
          wrapperClassName="min-w-64 grow"
          name="q"
          type="search"
          defaultValue={query}
          maxLength={200}
        />
        <button type="submit" className={buttonClass}>
          {staffSearchCopy.box.submit}
        </button>
      </Form>
      {tooShort ? <p role="status">{copy.tooShort}</p> : null}
      {result && result.people.length === 0 ? <p role="status">{copy.none(query)}</p> : null}
      {result && result.people.length > 0 ? (
        <>
          <p role="status" className="mb-3">
            {copy.found(result.hitCount, result.people.length)}
          </p>
          {result.more ? <p className="mb-3 font-semibold">{copy.more(limit)}</p> : null}
          <ol aria-label={copy.resultsLabel} className="space-y-4">
            {result.people.map((person) => (
              <li key={person.patientPath} className="rounded-lg border border-line bg-surface p-4">
                <h2 className="text-lg font-semibold text-brand-900">
                  <Link to={person.patientPath} className="link">
                    {person.name ?? copy.noName}
                  </Link>
                </h2>
                <p className="mb-2 text-sm break-all">
                  {[person.email, person.phone].filter(Boolean).join(" · ")}{" "}
                  <Link
                    to={person.patientPath}
                    className="link ml-2"
                    aria-label={`${copy.patientLink}: ${person.name ?? person.email ?? ""}`}
                  >
                    {copy.patientLink}
                  </Link>
                </p>
                <StaffTable
                  label={`${copy.resultsLabel}: ${person.name ?? person.email ?? ""}`}
                  headings={[
                    copy.columns.what,
                    copy.columns.reference,
                    copy.columns.when,
                    copy.columns.status,
                    copy.columns.open,
                  ]}
                >
                  {person.hits.map((hit) => (
                    <tr key={hit.id}>
                      <td className={tdClass}>
                        {copy.kinds[hit.kind]}
                        {hit.name && hit.name !== person.name ? ` (${hit.name})` : ""}
                      </td>
                      <td className={`${tdClass} font-mono`}>{hit.reference ?? "–"}</td>
                      <td className={tdClass}>{formatDateTime(hit.at)}</td>
                      <td className={tdClass}>
                        {hit.kind === "lead"
                          ? (staffSearchCopy.leadStatusLabels[hit.status] ?? hit.status)
                          : (staffSearchCopy.bookingStatusLabels[hit.status] ?? hit.status)}
                        {hit.eventDate ? (
                          <span className="block">{copy.day(hit.eventDate, hit.appointmentTime)}</span>
                        ) : null}
                      </td>
                      <td className={tdClass}>
                        {hit.kind === "lead" ? (
                          <Link to={`/staff/leads/${hit.id}`} className="link">
                            {copy.openLead}
                          </Link>
                        ) : hit.eventDate ? (
                          <Link to={`/staff/consultation-days/${hit.eventDate}`} className="link">
                            {copy.openDay}
                          </Link>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </StaffTable>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </>
  );
}
