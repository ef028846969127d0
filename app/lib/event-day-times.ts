import { consultationEvent } from "~/content/event";
import { budapestOffset } from "./event-dates";

/** When an event day starts and ends, as ISO date-times with Budapest's offset on that day. */
export function eventDayTimes(date: string) {
  return { start: eventDayTime(date, "start"), end: eventDayTime(date, "end") };
}

/**
 * The day's start or end as an ISO date-time with Budapest's offset on that date: +02:00 in
 * summer time, +01:00 in winter.
 */
function eventDayTime(date: string, edge: "start" | "end"): string {
  const [start, end] = consultationEvent.dayHours.split("-").map((time) => time.padStart(5, "0"));
  const time = edge === "start" ? start : end;
  return `${date}T${time}:00${budapestOffset(date, time)}`;
}
