import { ChevronLeft, ChevronRight, Users } from "lucide-react";
import { consultationDayIn } from "~/content/in/consultation-day";
import { eventPageLabelsIn } from "~/content/in/event";
import { eventBookingWordsIn } from "~/content/in/event-booking";
import { useLocale, useWords } from "~/lib/locale";
import { formatEventDate, formatEventMonth } from "~/lib/format";
import { seatsText } from "~/lib/event-booking";
import { bookingAttr, bookingContract as names, bookingMark } from "./contract";

const stepClass =
  "inline-flex size-11 items-center justify-center rounded-full border border-brand-700 text-brand-800 hover:bg-brand-50";

/**
 * The date picker: previous and next round the dates, the chosen date (with the notice window's
 * label when it is inside it), every date as a button, and the chosen date's places left. Drawn
 * with `chosen` pressed; the script (script.ts) moves it.
 */
export function DatePicker({
  dates,
  seats,
  insideWindow,
  chosen,
}: {
  dates: string[];
  seats: Record<string, number>;
  /** The dates inside the notice window. */
  insideWindow: ReadonlySet<string>;
  chosen: string | undefined;
}) {
  const locale = useLocale();
  const words = useWords(eventPageLabelsIn);
  const day = useWords(consultationDayIn);
  const eventBookingWords = useWords(eventBookingWordsIn);
  const date = chosen;
  const inside = insideWindow;
  const left = date ? (seats[date] ?? 0) : 0;
  return (
    <>
      <div className="mt-8 flex items-center justify-between gap-3 rounded-2xl border border-line p-3">
        <button
          type="button"
          aria-label={words.previousDate}
          {...bookingAttr(names.step, "-1")}
          className={stepClass}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <p className="text-center" aria-live="polite" data-testid="selected-month">
          <span
            className="block font-display text-2xl font-semibold text-brand-900"
            {...bookingAttr(names.chosenMonth)}
          >
            {date ? formatEventMonth(date, locale) : eventBookingWords.noDates}
          </span>
          {date ? (
            <span className="text-sm text-muted" {...bookingAttr(names.chosenDay)}>
              {formatEventDate(date, locale)}
            </span>
          ) : null}
          <span
            className="mt-1 block text-sm font-semibold text-brand-900"
            {...bookingAttr(names.windowLabel)}
            data-testid="date-window"
            hidden={!date || !inside.has(date)}
          >
            {day.windowLabel}
          </span>
        </p>
        <button
          type="button"
          aria-label={words.nextDate}
          {...bookingAttr(names.step, "1")}
          className={stepClass}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label={words.allDates}>
        {dates.map((d) => (
          <li key={d}>
            <button
              type="button"
              aria-pressed={d === date}
              {...bookingAttr(names.date, d)}
              {...bookingAttr(names.left, seats[d] ?? 0)}
              {...bookingAttr(names.month, formatEventMonth(d, locale))}
              {...bookingAttr(names.day, formatEventDate(d, locale))}
              {...bookingMark(names.window, inside.has(d))}
              className="rounded-full border border-line px-3 py-1.5 text-sm aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
            >
              {formatEventMonth(d, locale)}
              {/* Inside the notice window: said before paying, on the date itself. */}
              {inside.has(d) ? <span className="font-semibold"> ({day.windowTag})</span> : null}
            </button>
          </li>
        ))}
      </ul>
      <p
        className="mt-6 flex items-center gap-2 text-lg font-semibold"
        data-testid="seats-left"
        aria-live="polite"
      >
        <Users aria-hidden="true" className="size-5 text-accent-600" />
        <span {...bookingAttr(names.seats)}>{seatsText(left, eventBookingWords)}</span>
      </p>
    </>
  );
}
