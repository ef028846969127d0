/** A one-event iCalendar (RFC 5545) invitation, in Budapest local time. */
import { BUDAPEST_TIME_ZONE } from "./format";

export interface CalendarEvent {
  uid: string;
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:MM' */
  time: string;
  durationMinutes: number;
  summary: string;
  description: string;
  location: string;
  organizerEmail: string;
  /** For DTSTAMP. */
  now: Date;
  /**
   * Revision of this event (same UID): 0 at first, higher for each change, so a calendar
   * replaces the event it already has rather than adding another.
   */
  sequence?: number;
  /** `CANCEL` takes the event out of the patient's calendar (RFC 5546). */
  method?: "PUBLISH" | "CANCEL";
}

const escapeText = (text: string) =>
  text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

/** Lines longer than 75 octets are folded with CRLF + space. */
function fold(line: string): string {
  const out: string[] = [];
  let rest = line;
  while (Buffer.byteLength(rest) > 75) {
    let cut = 75;
    while (Buffer.byteLength(rest.slice(0, cut)) > 75) cut--;
    out.push(rest.slice(0, cut));
    rest = ` ${rest.slice(cut)}`;
  }
  out.push(rest);
  return out.join("\r\n");
}

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

function localDateTime(date: string, time: string, addMinutes = 0): string {
  const [y, m, d] = date.split("-").map(Number);
  const [hh, mm] = time.split(":").map(Number);
  const t = new Date(Date.UTC(y, m - 1, d, hh, mm + addMinutes));
  return stamp(t).slice(0, 15); // floating YYYYMMDDTHHMMSS, paired with TZID
}

export function buildIcs(event: CalendarEvent): string {
  const method = event.method ?? "PUBLISH";
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Budapest Dental Clinic//Consultation day//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${method}`,
    "BEGIN:VTIMEZONE",
    `TZID:${BUDAPEST_TIME_ZONE}`,
    "BEGIN:DAYLIGHT",
    "TZOFFSETFROM:+0100",
    "TZOFFSETTO:+0200",
    "TZNAME:CEST",
    "DTSTART:19700329T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
    "END:DAYLIGHT",
    "BEGIN:STANDARD",
    "TZOFFSETFROM:+0200",
    "TZOFFSETTO:+0100",
    "TZNAME:CET",
    "DTSTART:19701025T030000",
    "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
    "END:STANDARD",
    "END:VTIMEZONE",
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    `DTSTAMP:${stamp(event.now)}`,
    `DTSTART;TZID=${BUDAPEST_TIME_ZONE}:${localDateTime(event.date, event.time)}`,
    `DTEND;TZID=${BUDAPEST_TIME_ZONE}:${localDateTime(event.date, event.time, event.durationMinutes)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    `ORGANIZER:mailto:${event.organizerEmail}`,
    ...(method === "CANCEL"
      ? ["STATUS:CANCELLED"]
      : [
          "STATUS:CONFIRMED",
          "BEGIN:VALARM",
          "TRIGGER:-P1D",
          "ACTION:DISPLAY",
          `DESCRIPTION:${escapeText(event.summary)}`,
          "END:VALARM",
        ]),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
