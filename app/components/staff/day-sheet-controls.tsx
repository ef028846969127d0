import { Form } from "react-router";
import { daySheet as t } from "~/content/staff-day-sheet";
import type { Locale } from "~/content/locales";
import { formatEventDate } from "~/lib/format";
import { Field, languageOptions } from "./field";
import { buttonClass, dangerButtonClass, secondaryButtonClass } from "./staff-ui";

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
      <Field
        as="select"
        id="language-filter"
        label={t.languageFilter}
        name="language"
        defaultValue={language ?? ""}
        options={[{ value: "", label: t.allLanguages }, ...languageOptions]}
      />
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
            <Field
              as="select"
              id={`date-${row.id}`}
              label={t.date}
              name="date"
              defaultValue={date}
              options={moveDates.map((d) => ({ value: d, label: formatEventDate(d) }))}
            />
            <Field
              as="select"
              id={`time-${row.id}`}
              label={t.time}
              name="time"
              defaultValue={row.time ?? ""}
              options={appointmentTimes.map((time) => ({ label: time }))}
            />
            <button type="submit" className={buttonClass}>
              {t.moveButton}
            </button>
          </fieldset>
        </Form>
        <Form method="post" className="space-y-2">
          <input type="hidden" name="intent" value="attendance" />
          <input type="hidden" name="bookingId" value={row.id} />
          <Field
            bare
            as="select"
            id={`attendance-${row.id}`}
            label={t.onTheDay}
            name="attendance"
            defaultValue={row.attendance ?? "unknown"}
            options={[
              { value: "unknown", label: t.attendance.unknown },
              { value: "attended", label: t.attendance.attended },
              { value: "no_show", label: t.attendance.no_show },
            ]}
          />
          <button type="submit" className={buttonClass}>
            {t.saveAttendance}
          </button>
        </Form>
        <Form method="post" className="space-y-2">
          <input type="hidden" name="intent" value="refund" />
          <input type="hidden" name="bookingId" value={row.id} />
          <Field bare id={`reason-${row.id}`} label={t.refundReason} name="reason" required maxLength={500} />
          <button type="submit" className={dangerButtonClass}>
            {t.refundButton}
          </button>
        </Form>
      </div>
    </li>
  );
}
