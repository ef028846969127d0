/**
 * The consultation day's public page and its places: the days on offer with the places left on
 * each, read per request (a day the clinic closes or adds shows on every app server at once).
 */
import { budapestToday } from "~/lib/event-dates";
import { eventDayTimes } from "~/lib/event-day-times";
import { defaultEventDate, insideNoticeWindow } from "~/lib/notice-window";
import type { ServiceContext } from "../context.server";
import { offeredDates } from "./days.server";
import { seatsLeft } from "./holds.server";

/** The days on offer and the places left on each (GET /api/event-seats, asked every minute). */
export async function eventSeats(ctx: ServiceContext) {
  const now = ctx.now();
  const dates = await offeredDates(ctx.db, now);
  const seats = await seatsLeft(ctx.db, dates, now);
  return { dates, seats };
}

/** The event page's rows: the days, their places, which one is chosen first. */
export async function eventPageView(ctx: ServiceContext) {
  const { dates, seats } = await eventSeats(ctx);
  const today = budapestToday(ctx.now());
  return {
    dates,
    seats,
    /** The dates a booking could not be moved from once made (labelled), and the one chosen first. */
    insideWindow: dates.filter((date) => insideNoticeWindow(date, today)),
    chosen: defaultEventDate(dates, today) ?? null,
    // The next day's start and end for its structured data, with Budapest's offset: worked out
    // here, because the browser would set up its time-zone data while hydrating (~150 ms of one
    // task on a 4x-throttled phone) only to write the same <script> again.
    next: dates[0] ? { ...eventDayTimes(dates[0]), soldOut: (seats[dates[0]] ?? 0) <= 0 } : null,
  };
}
