import { CalendarPlus } from "lucide-react";
import { confirmationEmailIn } from "~/content/in/booking-emails";
import { consultationDayIn } from "~/content/in/consultation-day";
import { labelsIn } from "~/content/in/labels";
import { useWords } from "~/lib/locale";
import { manageBookingPath } from "~/lib/booking-paths";
import { googleCalendarUrl, outlookCalendarUrl, type CalendarEntry } from "~/lib/calendar-links";

interface Props {
  /** The booking's signed token (the .ics is behind the same key as the manage page). */
  token: string;
  date: string;
  time: string;
  reference: string;
  /** Centred, as in the confirmation card; otherwise aligned to the start. */
  center?: boolean;
}

/**
 * 'Add to calendar': the .ics file (Apple Calendar, Outlook, most phones), and Google's and
 * Outlook.com's own 'new event' pages filled in. Plain links: no request to another site until
 * the patient clicks one.
 */
export function AddToCalendar({ token, date, time, reference, center = false }: Props) {
  const labels = useWords(labelsIn);
  const confirmationEmail = useWords(confirmationEmailIn);
  const consultationDay = useWords(consultationDayIn);
  const align = center ? "justify-center" : "justify-start";
  const entry: CalendarEntry = {
    title: confirmationEmail.icsSummary,
    date,
    time,
    durationMinutes: consultationDay.personalMinutes,
    details: confirmationEmail.icsDescription(reference, time),
    location: confirmationEmail.address,
  };
  const external = { target: "_blank", rel: "noopener noreferrer" } as const;
  return (
    <div className="mt-4" data-testid="add-to-calendar">
      <p className={`flex items-center gap-2 font-semibold text-brand-900 ${align}`}>
        <CalendarPlus aria-hidden="true" className="size-5" /> {labels.calendar.addToCalendar}
      </p>
      <ul className={`mt-2 flex flex-wrap gap-x-5 gap-y-2 text-[0.95rem] ${align}`}>
        <li>
          <a href={`${manageBookingPath(token)}/calendar.ics`} download="consultation.ics" className="link">
            {labels.calendar.icsFile}
          </a>
        </li>
        <li>
          <a href={googleCalendarUrl(entry)} className="link" {...external}>
            {labels.calendar.google}
            <span className="sr-only"> {labels.a11y.newTab}</span>
          </a>
        </li>
        <li>
          <a href={outlookCalendarUrl(entry)} className="link" {...external}>
            {labels.calendar.outlook}
            <span className="sr-only"> {labels.a11y.newTab}</span>
          </a>
        </li>
      </ul>
    </div>
  );
}
