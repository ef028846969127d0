import { Form } from "react-router";
import { daySheet as t } from "~/content/staff-day-sheet";
import { locales, type Locale, localeInfo } from "~/content/locales";
import { formatEventDate } from "~/lib/format";
import { buttonClass, dangerButtonClass, inputClass, labelClass, secondaryButtonClass } from "./staff-ui";

/** The day sheet's per-booking forms and its Print button (app/routes/staff.consultation-day.tsx). */

/** Opens the browser's print dialogue; the page's print styles leave only the sheet. */
export function PrintButton() {
  return (
    <button type="button" className={secondaryButtonClass} onClick={() => window.print()}>
      {t.print}
    </button>
  );
}

/** Shows only the patients speaking one language (a plain GET form: ?language=de). */
export function LanguageFilter({ language }: { language: Locale | null }) {
  return (
    <Form method="get" className="flex items-end gap-2">
      <div>
        <label htmlFor="language-filter" className={labelClass}>
          {t.languageFilter}
        </label>
        <select id="language-filter" name="language" defaultValue={language ?? ""} className={inputClass}>
          <option value="">{t.allLanguages}</option>
          {locales.map((locale) => (
            <option key={locale} value={locale}>
              {localeInfo[locale].englishName}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={secondaryButtonClass}>
        {t.filter}
      </button>
    </Form>
  );
}

interface Row {
  id: string;
  name: string | null;
  reference: string;
  time: string | null;
  attendance: string | null;
}

/** Move, attendance and refund for one booking: three small forms, each posted to the page. */
export function BookingControls({
  row,
  date,
  moveDates,
  appointmentTimes,
}: {
  row: Row;
  date: string;
  moveDates: string[];
  appointmentTimes: readonly string[];
}) {
  const who = row.name ?? t.notGiven;
  return (
    <li className="rounded-lg border border-line bg-surface p-4">
      <h3 className="font-semibold break-all">
        {t.moreFor(who)} <span className="font-mono text-sm font-normal">({row.reference})</span>
      </h3>
      <div className="mt-3 grid gap-4 md:grid-cols-3">
        <Form method="post" className="space-y-2">
          <input type="hidden" name="intent" value="move" />
          <input type="hidden" name="bookingId" value={row.id} />
          <fieldset className="space-y-2">
            <legend className="font-semibold">{t.move}</legend>
            <div>
              <label htmlFor={`date-${row.id}`} className={labelClass}>
                {t.date}
              </label>
              <select id={`date-${row.id}`} name="date" defaultValue={date} className={inputClass}>
                {moveDates.map((d) => (
                  <option key={d} value={d}>
                    {formatEventDate(d)}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={`time-${row.id}`} className={labelClass}>
                {t.time}
              </label>
              <select id={`time-${row.id}`} name="time" defaultValue={row.time ?? ""} className={inputClass}>
                {appointmentTimes.map((time) => (
                  <option key={time}>{time}</option>
                ))}
              </select>
            </div>
            <button type="submit" className={buttonClass}>
              {t.moveButton}
            </button>
          </fieldset>
        </Form>
        <Form method="post" className="space-y-2">
          <input type="hidden" name="intent" value="attendance" />
          <input type="hidden" name="bookingId" value={row.id} />
          <label htmlFor={`attendance-${row.id}`} className={labelClass}>
            {t.onTheDay}
          </label>
          <select
            id={`attendance-${row.id}`}
            name="attendance"
            defaultValue={row.attendance ?? "unknown"}
            className={inputClass}
          >
            <option value="unknown">{t.attendance.unknown}</option>
            <option value="attended">{t.attendance.attended}</option>
            <option value="no_show">{t.attendance.no_show}</option>
          </select>
          <button type="submit" className={buttonClass}>
            {t.saveAttendance}
          </button>
        </Form>
        <Form method="post" className="space-y-2">
          <input type="hidden" name="intent" value="refund" />
          <input type="hidden" name="bookingId" value={row.id} />
          <label htmlFor={`reason-${row.id}`} className={labelClass}>
            {t.refundReason}
          </label>
          <input id={`reason-${row.id}`} name="reason" required maxLength={500} className={inputClass} />
          <button type="submit" className={dangerButtonClass}>
            {t.refundButton}
          </button>
        </Form>
      </div>
    </li>
  );
}
