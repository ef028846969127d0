import { budapestInstant } from "./event-dates";
import { BUDAPEST_TIME_ZONE } from "./format";

/** An appointment as calendar services take it: a title, a Budapest date and time, a length. */
export interface CalendarEntry {
  title: string;
  /** 'YYYY-MM-DD' (Budapest). */
  date: string;
  /** 'HH:MM' (Budapest). */
  time: string;
  durationMinutes: number;
  details: string;
  location: string;
}

const span = (entry: CalendarEntry) => {
  const start = budapestInstant(entry.date, entry.time);
  return { start, end: new Date(start.getTime() + entry.durationMinutes * 60_000) };
};

/** 20270104T090000Z: the UTC form Google Calendar takes in `dates`. */
const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/**
 * Google Calendar's 'add event' page, filled in. A plain link: nothing is sent to Google until
 * the patient clicks it. Times go as UTC so the event lands at the right hour in any time zone.
 */
export function googleCalendarUrl(entry: CalendarEntry): string {
  const { start, end } = span(entry);
  const query = new URLSearchParams({
    action: "TEMPLATE",
    text: entry.title,
    dates: `${utcStamp(start)}/${utcStamp(end)}`,
    details: entry.details,
    location: entry.location,
    ctz: BUDAPEST_TIME_ZONE,
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}

/** Outlook on the web's 'new event' page, filled in (personal accounts; work ones import the .ics). */
export function outlookCalendarUrl(entry: CalendarEntry): string {
  const { start, end } = span(entry);
  const query = new URLSearchParams({
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: entry.title,
    startdt: start.toISOString(),
    enddt: end.toISOString(),
    body: entry.details,
    location: entry.location,
  });
  return `https://outlook.live.com/calendar/0/action/compose?${query.toString()}`;
}
