import { data, Link } from "react-router";
import { CameFromCell } from "~/components/staff/came-from";
import { visitWords } from "~/content/staff-attribution";
import { staffErrorWords } from "~/content/staff-nav";
import { requireAppContext } from "~/context";
import { staffSearchCopy } from "~/content/staff-search";
import { PageTitle, staffMeta, tdClass } from "~/components/staff/staff-ui";
import { formatBytes, formatDateTime } from "~/lib/format";
import { StaffTable } from "~/components/staff/staff-table";
import { TextStateCell } from "~/components/staff/text-state";
import { textStatusWords } from "~/content/staff-text-messages";
import { PlanList, WritePlanButton } from "~/components/staff/plan-list";
import { PatientHistory } from "~/components/staff/medical-history";
import { staffHistoryWords } from "~/content/staff-medical-history";
import { staffPlansWords } from "~/content/staff-plans";
import { patientPageView } from "~/services/patients/pages.server";
import { requireStaff } from "~/services/staff/session.server";
import type { Route } from "./+types/staff.patient";

/**
 * /staff/patients/:kind/:id: one person's medical history flags, leads, bookings, emails and
 * files, opened from one of their leads or bookings (kind 'lead' or 'booking'), so no address is
 * ever in a URL. Like a GDPR search, each view is written to the audit log with a hash of the
 * address (and the health service writes its own row for the flags).
 */
const copy = staffSearchCopy.patient;

export const meta: Route.MetaFunction = ({ data }) => staffMeta(copy.title(data?.name ?? null));

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, requireAppContext(context));
  const page = await patientPageView(staff, params.kind, params.id);
  if (!page) throw data(staffErrorWords.notFound.heading, { status: 404 });
  return page;
}

function Section({ id, heading, children }: { id: string; heading: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mb-6 rounded-lg border border-line bg-surface p-4">
      <h2 id={id} className="mb-3 text-lg font-semibold text-brand-900">
        {heading}
      </h2>
      {children}
    </section>
  );
}

export default function Patient({ loaderData }: Route.ComponentProps) {
  const { name, email, phone, leads, bookings, emails, files, highlight, plans, medicalHistory, attendance } =
    loaderData;
  return (
    <>
      <p className="mb-2">
        <Link to="/staff/search" className="link">
          {copy.back}
        </Link>
      </p>
      <PageTitle>{name ?? copy.noName}</PageTitle>
      <dl className="mb-5 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold">{copy.facts.email}</dt>
        <dd className="break-all">
          {email ? (
            <a className="link" href={`mailto:${email}`}>
              {email}
            </a>
          ) : (
            copy.facts.noEmail
          )}
        </dd>
        <dt className="font-semibold">{copy.facts.phone}</dt>
        <dd>
          {phone ? (
            <a className="link" href={`tel:${phone.replace(/[^\d+]/g, "")}`}>
              {phone}
            </a>
          ) : (
            copy.facts.none
          )}
        </dd>
      </dl>

      <Section id="medical-history" heading={staffHistoryWords.section.heading}>
        <PatientHistory history={medicalHistory} />
      </Section>

      <Section id="bookings" heading={copy.bookings.heading}>
        {bookings.length === 0 ? (
          <p className="text-sm">{copy.bookings.none}</p>
        ) : (
          <>
            <p className="mb-3 text-sm" data-testid="attendance-summary">
              {copy.bookings.attendanceSummary(attendance.attended, attendance.noShows)}
            </p>
            <StaffTable
              label={copy.tableLabel(copy.bookings.heading)}
              headings={[
                copy.bookings.columns.reference,
                copy.bookings.columns.day,
                copy.bookings.columns.time,
                copy.bookings.columns.status,
                copy.bookings.columns.how,
                copy.bookings.columns.amount,
                copy.bookings.columns.booked,
                copy.bookings.columns.attendance,
                copy.bookings.columns.reminders,
                visitWords.column,
                staffPlansWords.list.heading,
              ]}
            >
              {bookings.map((booking) => {
                const day = booking.appointmentDate ?? booking.eventDate;
                return (
                  <tr key={booking.id} className={booking.id === highlight ? "bg-accent-100" : undefined}>
                    <td className={`${tdClass} font-mono`}>{booking.reference}</td>
                    <td className={tdClass}>
                      <Link
                        to={`/staff/consultation-days/${day}`}
                        className="link"
                        aria-label={copy.bookings.openDay(day)}
                      >
                        {day}
                      </Link>
                    </td>
                    <td className={tdClass}>{booking.appointmentTime ?? copy.bookings.noTime}</td>
                    <td className={tdClass}>
                      {staffSearchCopy.bookingStatusLabels[booking.status] ?? booking.status}
                    </td>
                    <td className={tdClass}>
                      {staffSearchCopy.channelLabels[booking.channel] ?? booking.channel}
                    </td>
                    <td className={tdClass}>{booking.amount}</td>
                    <td className={tdClass}>{formatDateTime(booking.createdAt)}</td>
                    <td className={tdClass}>{copy.bookings.attendance[booking.attendance ?? "unmarked"]}</td>
                    <td className={tdClass}>{copy.bookings.reminderChannels[booking.textChannel]}</td>
                    <td className={tdClass}>
                      <CameFromCell visit={booking} phone={booking.channel !== "online"} />
                    </td>
                    <td className={tdClass}>
                      {email && (booking.status === "paid" || booking.status === "scheduled") ? (
                        <WritePlanButton
                          source={{ bookingId: booking.id }}
                          name={staffPlansWords.list.writeFromBooking(booking.reference)}
                        />
                      ) : (
                        "–"
                      )}
                    </td>
                  </tr>
                );
              })}
            </StaffTable>
          </>
        )}
      </Section>

      <Section id="plans" heading={staffPlansWords.list.heading}>
        <PlanList plans={plans} />
      </Section>

      <Section id="leads" heading={copy.leads.heading}>
        {leads.length === 0 ? (
          <p className="text-sm">{copy.leads.none}</p>
        ) : (
          <StaffTable
            label={copy.tableLabel(copy.leads.heading)}
            headings={[
              copy.leads.columns.received,
              copy.leads.columns.treatment,
              copy.leads.columns.status,
              copy.leads.columns.open,
            ]}
          >
            {leads.map((lead) => (
              <tr key={lead.id}>
                <td className={tdClass}>{formatDateTime(lead.createdAt)}</td>
                <td className={tdClass}>{lead.treatment ?? "–"}</td>
                <td className={tdClass}>{staffSearchCopy.leadStatusLabels[lead.status] ?? lead.status}</td>
                <td className={tdClass}>
                  <Link to={`/staff/leads/${lead.id}`} className="link">
                    {copy.leads.open}
                  </Link>
                </td>
              </tr>
            ))}
          </StaffTable>
        )}
      </Section>

      <Section id="emails" heading={copy.emails.heading}>
        <p className="mb-2 text-sm">{copy.emails.intro}</p>
        {emails.length === 0 ? (
          <p className="text-sm">{copy.emails.none}</p>
        ) : (
          <StaffTable
            label={copy.tableLabel(copy.emails.heading)}
            headings={[
              copy.emails.columns.when,
              copy.emails.columns.to,
              copy.emails.columns.subject,
              copy.emails.columns.state,
            ]}
          >
            {emails.map((row) => (
              <tr key={row.id}>
                <td className={tdClass}>{formatDateTime(row.at)}</td>
                <td className={tdClass}>
                  {row.text
                    ? textStatusWords.channel[row.channel]
                    : row.toPatient
                      ? copy.emails.toPatient
                      : copy.emails.toClinic}
                </td>
                <td className={tdClass}>{row.subject}</td>
                {row.text ? (
                  <TextStateCell text={row.text} attempts={row.attempts} />
                ) : (
                  <td className={`${tdClass} ${row.state === "failed" ? "text-danger-700" : ""}`.trim()}>
                    {row.state === "failed"
                      ? copy.emails.states.failed(row.attempts)
                      : copy.emails.states[row.state]}
                  </td>
                )}
              </tr>
            ))}
          </StaffTable>
        )}
      </Section>

      <Section id="files" heading={copy.files.heading}>
        {files.length === 0 ? (
          <p className="text-sm">{copy.files.none}</p>
        ) : (
          <>
            <p className="mb-2 text-sm">{copy.files.linkNote}</p>
            <ul className="space-y-1 text-sm">
              {files.map((file) => (
                <li key={file.id}>
                  <a href={file.href} target="_blank" rel="noopener noreferrer" className="link break-all">
                    {file.fileName}
                  </a>{" "}
                  <span className="text-muted">
                    ({formatBytes(file.sizeBytes)}, {formatDateTime(file.createdAt)})
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </Section>
    </>
  );
}
