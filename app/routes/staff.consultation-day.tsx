import { data, Form, Link, redirect } from "react-router";
import { requireAppContext } from "~/context";
import { daySheet as t } from "~/content/staff-day-sheet";
import { staffErrorWords } from "~/content/staff-nav";
import {
  buttonClass,
  FormMessage,
  inputClass,
  PageTitle,
  secondaryButtonClass,
  staffMeta,
  tableClass,
  tdClass,
  thClass,
  TableScroller,
} from "~/components/staff/staff-ui";
import { formatEventDate } from "~/lib/format";
import { StaffTable } from "~/components/staff/staff-table";
import { isIsoDate } from "~/lib/event-dates";
import { BookingError } from "~/services/bookings/holds.server";
import { markAttendance } from "~/services/bookings/records.server";
import { moveBooking } from "~/services/bookings/changes.server";
import { refundBooking } from "~/services/bookings/refunds.server";
import { daySheetView } from "~/services/bookings/day-sheet-view.server";
import { markPaidAtDesk, saveStaffNote, sendDayConfirmations } from "~/services/bookings/day-sheet.server";
import { endpointAction } from "~/endpoints/endpoint.server";
import { requireStaff } from "~/services/staff/session.server";
import { BookingControls, LanguageFilter, PrintButton } from "~/components/staff/day-sheet-controls";
import { CameFromCell } from "~/components/staff/came-from";
import { DaySheetHistory } from "~/components/staff/medical-history";
import { WaitingListTable } from "~/components/staff/waiting-list-table";
import { visitWords } from "~/content/staff-attribution";
import type { Route } from "./+types/staff.consultation-day";
import { planStatusLabels, staffPlansWords } from "~/content/staff-plans";
import { discountStaff } from "~/content/discount";

/**
 * /staff/consultation-days/:date: the day sheet. A table by time (untimed last) with each
 * patient's name (with their medical history's flags), phone, reference, payment, channel and a
 * note saved per row; printable (no navigation or buttons on paper), exported as CSV (of the
 * medical history only "filled in" or not), and a button that sends the day's confirmations
 * once per patient. Below it, each booking's move, attendance and refund forms.
 */
export const meta: Route.MetaFunction = ({ params }) => staffMeta(t.title(params.date ?? ""));

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, requireAppContext(context));
  if (!isIsoDate(params.date)) throw data(staffErrorWords.notFound.heading, { status: 404 });
  return daySheetView(staff, params.date, new URL(request.url).searchParams);
}

export const action = endpointAction("staffConsultationDay", async ({ input, request, params, context }) => {
  const staff = await requireStaff(request, context);
  const date = params.date ?? "";
  if (!isIsoDate(date))
    return data({ error: staffErrorWords.notFound.heading, code: "NOT_FOUND" }, { status: 404 });
  const back = (saved: string, extra = "") =>
    redirect(`/staff/consultation-days/${date}?saved=${saved}${extra}`);
  try {
    switch (input.intent) {
      case "move": {
        const moved = await moveBooking(staff, input.bookingId, { date: input.date, time: input.time });
        return redirect(`/staff/consultation-days/${moved.eventDate}?saved=move`);
      }
      case "attendance": {
        const attendance = input.attendance === "unknown" ? null : input.attendance;
        if (!(await markAttendance(staff, input.bookingId, attendance)))
          throw new BookingError(404, t.notFoundPaid);
        return back("attendance");
      }
      case "note":
        await saveStaffNote(staff, input.bookingId, date, input.note);
        return back("note");
      case "paid-at-desk":
        await markPaidAtDesk(staff, input.bookingId, date);
        return back("desk");
      case "confirmations": {
        const sent = await sendDayConfirmations(staff, date);
        return back("confirmations", `&queued=${sent.queued}&already=${sent.alreadySent}`);
      }
      case "refund":
        await refundBooking(staff, input.bookingId, input.reason);
        return back("refund");
    }
  } catch (error) {
    if (error instanceof BookingError)
      return data({ error: error.message, code: "BOOKING" }, { status: error.status });
    throw error;
  }
});

export default function ConsultationDay({ loaderData, actionData }: Route.ComponentProps) {
  const { date, occupancy, times, rows, moveDates, appointmentTimes, message, language } = loaderData;
  return (
    <>
      <p className="mb-2 flex flex-wrap gap-x-4 gap-y-1 print:hidden">
        <Link to="/staff/consultation-days" className="link">
          {t.allDays}
        </Link>
        <Link to={`/staff/consultation-days/${date}/settings`} className="link">
          {t.daySettings}
        </Link>
        <Link to={`/staff/consultation-days/${date}/book`} className="link">
          {t.bookCaller}
        </Link>
      </p>
      <PageTitle>{formatEventDate(date)}</PageTitle>
      <FormMessage data={actionData ?? (message ? { message } : undefined)} />
      <p className="mb-4">{t.summary(occupancy.paid, occupancy.held, occupancy.free)}</p>

      <div className="mb-6 flex flex-wrap items-start gap-3 print:hidden">
        <PrintButton />
        <a href={`/staff/consultation-days/${date}/export`} className={secondaryButtonClass} download>
          {t.exportDay}
        </a>
        <Form method="post" className="max-w-md">
          <input type="hidden" name="intent" value="confirmations" />
          <button type="submit" className={buttonClass} aria-describedby="confirmations-hint">
            {t.sendConfirmations}
          </button>
          <p id="confirmations-hint" className="mt-1 text-sm text-muted">
            {t.sendConfirmationsHint}
          </p>
        </Form>
        <LanguageFilter language={language} />
      </div>

      <h2 className="mb-2 text-lg font-semibold text-brand-900">{t.sheetHeading}</h2>
      {rows.length === 0 ? <p className="mb-6">{t.empty}</p> : null}
      {rows.length > 0 ? (
        <TableScroller label={t.sheetTable} className="mb-6 print:overflow-visible">
          <table className={`${tableClass} print:text-xs`} data-testid="day-sheet">
            <thead>
              <tr>
                {[
                  t.columns.time,
                  t.columns.name,
                  t.columns.phone,
                  t.columns.reference,
                  t.columns.payment,
                  t.columns.channel,
                  t.languageColumn,
                  visitWords.column,
                  t.columns.note,
                ].map((heading) => (
                  // Where a patient came from is for the office, not for the printed sheet.
                  <th
                    key={heading}
                    scope="col"
                    className={heading === visitWords.column ? `${thClass} print:hidden` : thClass}
                  >
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} id={`booking-${row.reference}`} className="target:bg-accent-100">
                  <td className={`${tdClass} whitespace-nowrap font-semibold`}>{row.time ?? t.noTime}</td>
                  <th scope="row" className={`${tdClass} text-left font-normal`}>
                    {row.name ?? t.notGiven}
                    <span className="block text-xs text-muted">{row.status}</span>
                    {row.discountCode ? (
                      <span className="block text-xs text-muted">
                        {discountStaff.badge(row.discountCode)}
                      </span>
                    ) : null}
                    {row.plan ? (
                      <Link to={row.plan.href} className="link block text-xs">
                        {staffPlansWords.list.daySheet(row.plan.reference, planStatusLabels[row.plan.status])}
                      </Link>
                    ) : null}
                    <DaySheetHistory history={row.medicalHistory} name={row.name ?? row.reference} />
                  </th>
                  <td className={`${tdClass} whitespace-nowrap`}>
                    {row.phone ? (
                      <a href={`tel:${row.phone.replace(/[^\d+]/g, "")}`} className="link">
                        {row.phone}
                      </a>
                    ) : (
                      t.notGiven
                    )}
                  </td>
                  <td className={`${tdClass} whitespace-nowrap font-mono`}>{row.reference}</td>
                  <td className={tdClass}>
                    {t.payment[row.payment]}
                    {row.deskPayable ? (
                      <Form method="post" className="mt-1 print:hidden">
                        <input type="hidden" name="intent" value="paid-at-desk" />
                        <input type="hidden" name="bookingId" value={row.id} />
                        <button type="submit" className={`${secondaryButtonClass} min-h-9 px-2 py-1 text-sm`}>
                          {t.paidAtDesk}
                        </button>
                      </Form>
                    ) : null}
                  </td>
                  <td className={tdClass}>{row.channel}</td>
                  <td className={tdClass} data-testid="booking-language">
                    {row.language}
                  </td>
                  <td className={`${tdClass} print:hidden`} data-testid="booking-came-from">
                    <CameFromCell visit={row.visit} phone={row.phoneBooking} />
                  </td>
                  <td className={`${tdClass} min-w-56`}>
                    <span className="hidden whitespace-pre-wrap print:inline">{row.note}</span>
                    <Form method="post" className="flex gap-1 print:hidden">
                      <input type="hidden" name="intent" value="note" />
                      <input type="hidden" name="bookingId" value={row.id} />
                      <label htmlFor={`note-${row.id}`} className="sr-only">
                        {t.noteLabel(row.name ?? row.reference)}
                      </label>
                      <input
                        id={`note-${row.id}`}
                        name="note"
                        defaultValue={row.note}
                        maxLength={1000}
                        className={`${inputClass} py-1 text-sm`}
                      />
                      <button type="submit" className={`${secondaryButtonClass} min-h-9 px-2 py-1 text-sm`}>
                        {t.saveNote}
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      ) : null}

      <h2 className="mb-2 text-lg font-semibold text-brand-900 print:hidden">{t.perTime}</h2>
      <StaffTable label={t.perTimeTable} className="mb-6 print:hidden" headings={[t.time, t.booked, t.free]}>
        {times.map((slot) => (
          <tr key={slot.time}>
            <td className={tdClass}>{slot.time}</td>
            <td className={tdClass}>{slot.taken}</td>
            <td className={tdClass}>{slot.left}</td>
          </tr>
        ))}
      </StaffTable>

      <div className="print:hidden">
        <WaitingListTable list={loaderData.waitingList} />
      </div>

      <ul className="space-y-4 print:hidden">
        {rows
          .filter((row) => row.active)
          .map((row) => (
            <BookingControls
              key={row.id}
              row={row}
              date={date}
              moveDates={moveDates}
              appointmentTimes={appointmentTimes}
            />
          ))}
      </ul>
    </>
  );
}
