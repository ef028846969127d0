/**
 * The back office's consultation days: the list of days with their places, a day's settings
 * page (and saving it, which closes a day with bookings through `closeDay`), and the page where
 * staff book a caller. Views for the pages; the rules are in day-settings, day-closing and phone.
 */
import { normaliseReference } from "~/lib/booking-reference";
import { budapestToday, isIsoDate } from "~/lib/event-dates";
import { insideNoticeWindow } from "~/lib/notice-window";
import type { StaffContext } from "../context.server";
import { newOnceKey, onceOnly } from "../platform/once.server";
import { closeDay, type CloseResult } from "./day-closing.server";
import { paidBookings, updateDay, type DaySettings } from "./day-settings.server";
import { dayCounts, findDay, offeredDays, staffDays } from "./days.server";
import { bookByPhone, type PhoneBookingInput } from "./phone.server";

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** /staff/consultation-days: every day with its places; a day just added is named. */
export async function consultationDaysView(ctx: StaffContext, query: URLSearchParams) {
  const now = ctx.now();
  const added = query.get("added");
  return {
    days: await staffDays(ctx.db, now),
    today: budapestToday(now),
    admin: ctx.staff.role === "admin",
    added: added && isoDate.test(added) ? added : null,
  };
}

/** A day's settings page, or null for a day the clinic has no row for. */
export async function daySettingsView(ctx: StaffContext, date: string, query: URLSearchParams) {
  const { db } = ctx;
  const now = ctx.now();
  const day = await findDay(db, date, now);
  if (!day.stored) return null;
  const [counts] = await dayCounts(db, [day], now);
  const paid = (await paidBookings(db, day.date)).length;
  const others = (await dayCounts(db, await offeredDays(db, now), now)).filter(
    (other) => other.date !== day.date && other.free >= paid,
  );
  const closed = query.get("closed");
  return {
    day,
    sold: counts.paid + counts.held,
    paid,
    targets: others.map((other) => ({ date: other.date, free: other.free })),
    admin: ctx.staff.role === "admin",
    saved: query.get("saved") === "1",
    closed: closed
      ? {
          moved: Number(query.get("moved")) || 0,
          refunded: Number(query.get("refunded")) || 0,
          failed: Number(query.get("failed")) || 0,
        }
      : null,
  };
}

export type SaveDayOutcome =
  | { outcome: "saved" }
  | { outcome: "closed"; result: CloseResult }
  /** Closing a day with paid bookings needs to know what becomes of them. */
  | { outcome: "decide"; missing: "disposition" | "target" };

/**
 * Saves a day's settings; closing a day that has paid bookings moves each to the target day or
 * refunds it (`closeDay`), once staff have said which.
 */
export async function saveDaySettings(
  ctx: StaffContext,
  date: string,
  settings: DaySettings,
  decision: { disposition?: "move" | "refund"; target?: string },
): Promise<SaveDayOutcome> {
  const day = await findDay(ctx.db, date, ctx.now());
  const closingWithBookings = day.open && !settings.open && (await paidBookings(ctx.db, date)).length > 0;
  if (!closingWithBookings) {
    await updateDay(ctx, date, settings);
    return { outcome: "saved" };
  }
  if (!decision.disposition) return { outcome: "decide", missing: "disposition" };
  if (decision.disposition === "move" && !isIsoDate(decision.target))
    return { outcome: "decide", missing: "target" };
  const result = await closeDay(
    ctx,
    date,
    settings,
    decision.disposition === "move"
      ? { disposition: "move", target: decision.target! }
      : { disposition: "refund" },
  );
  return { outcome: "closed", result };
}

/** The page where staff book a caller, or null for a day the clinic has no row for. */
export async function phoneBookingView(ctx: StaffContext, date: string, query: URLSearchParams) {
  const day = await findDay(ctx.db, date, ctx.now());
  if (!day.stored) return null;
  const [counts] = await dayCounts(ctx.db, [day], ctx.now());
  const booked = normaliseReference(query.get("booked") ?? "");
  return {
    date: day.date,
    open: day.open,
    free: counts.free,
    insideWindow: insideNoticeWindow(day.date, budapestToday(ctx.now())),
    booked: booked ? { reference: booked, via: query.get("via") === "link" ? "link" : "desk" } : null,
    // A double click or a resend books the caller once (platform/once.server.ts).
    once: newOnceKey(),
  };
}

/** Books a caller once per time the form was drawn: a second send of it books nothing. */
export function bookCaller(ctx: StaffContext, input: PhoneBookingInput, once: string | undefined) {
  return onceOnly(ctx.db, once, () => bookByPhone(ctx, input));
}
