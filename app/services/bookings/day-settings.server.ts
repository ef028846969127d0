/** The clinic's changes to its consultation days: adding a day and saving a day's settings. */
import { and, eq, sql } from "drizzle-orm";
import { staffDaysCopy } from "~/content/staff-days";
import { consultationBookings, consultationDays } from "~/db/schema";
import { addDays, budapestToday } from "~/lib/event-dates";
import { recordAudit } from "../staff/audit.server";
import { BookingError, lockEventDate, placesTaken } from "./holds.server";
import { type Transaction } from "./types.server";
import type { StaffContext } from "../context.server";
import type { StaffUser } from "../staff/types.server";
import { dayDefaults, lockedDay, type ConsultationDay } from "./days.server";
import { closeWaitingList, entryLinks, offerFreedPlaces } from "./waiting-list.server";

/**
 * The clinic's changes to its consultation days: adding a day, and a day's settings (open or
 * closed, places, appointment times, places per time, reason). Each runs under the day's lock
 * (the one every checkout, move and payment takes), so what it checks against cannot change
 * under it, and each is audited with counts only. Closing a day that has bookings is
 * day-closing.server.ts.
 */

const errors = staffDaysCopy.errors;
type Actor = Pick<StaffUser, "id" | "email">;

/** How far ahead a day may be added: the event page's list stays a list. */
const LATEST_DAY_AHEAD = 2 * 366;

export async function addDay(ctx: StaffContext, date: string): Promise<void> {
  const { db, staff: actor } = ctx;
  const now = ctx.now();
  const today = budapestToday(now);
  if (date <= today) throw new BookingError(400, errors.pastDay);
  if (date > addDays(today, LATEST_DAY_AHEAD)) throw new BookingError(400, errors.tooFar);
  await db.transaction(async (tx) => {
    await lockEventDate(tx, date);
    const inserted = await tx
      .insert(consultationDays)
      .values({ date, ...dayDefaults(), updatedBy: actor.id })
      .onConflictDoNothing()
      .returning({ date: consultationDays.date });
    if (inserted.length === 0) throw new BookingError(409, errors.exists);
    await recordAudit(tx, actor, "day.add", `day:${date}`, { capacity: dayDefaults().capacity });
  });
}

export interface DaySettings {
  open: boolean;
  capacity: number;
  appointmentTimes: string[];
  placesPerTime: number;
  reason: string | null;
}

/** Paid, scheduled and open holds: what a day's places may not go below. */
const soldOn = (tx: Transaction, date: string, now: Date) => placesTaken(tx, date, now);

/** Scheduled appointments per time on a day. */
async function bookedTimes(tx: Transaction, date: string): Promise<Map<string, number>> {
  const rows = await tx
    .select({ time: consultationBookings.appointmentTime, taken: sql<number>`count(*)::int` })
    .from(consultationBookings)
    .where(and(eq(consultationBookings.appointmentDate, date), eq(consultationBookings.status, "scheduled")))
    .groupBy(consultationBookings.appointmentTime);
  return new Map(rows.map((row) => [row.time ?? "", Number(row.taken)]));
}

/**
 * Checks new settings against the day's bookings, inside the day's lock; throws (changing
 * nothing) when places would fall below what is sold or a booked time would go.
 */
async function checkAgainstBookings(tx: Transaction, date: string, settings: DaySettings, now: Date) {
  const sold = await soldOn(tx, date, now);
  if (settings.capacity < sold) throw new BookingError(409, errors.capacityBelowSold(sold));
  for (const [time, count] of await bookedTimes(tx, date)) {
    if (!settings.appointmentTimes.includes(time)) throw new BookingError(409, errors.timeInUse(time, count));
    if (count > settings.placesPerTime) throw new BookingError(409, errors.perTimeBelowBooked(time, count));
  }
}

/**
 * Saves a day's settings when they keep every booking it has. Closing a day with paid bookings
 * goes through `closeDay` instead, which moves or refunds them; here it is refused.
 */
export async function updateDay(
  ctx: StaffContext,
  date: string,
  settings: DaySettings,
): Promise<ConsultationDay> {
  const { db, staff: actor } = ctx;
  const now = ctx.now();
  const links = await entryLinks(ctx);
  return db.transaction(async (tx) => {
    await lockEventDate(tx, date);
    const before = await lockedDay(tx, date);
    if (!before.stored) throw new BookingError(404, errors.noSuchDay);
    if (before.open && !settings.open && (await paidBookings(tx, date)).length > 0)
      throw new BookingError(409, errors.closeWithBookings);
    await checkAgainstBookings(tx, date, settings, now);
    const saved = await saveDay(tx, actor, date, settings, now);
    // More places go to the waiting list first; a closed day's list ends.
    if (settings.open) await offerFreedPlaces(tx, links, date, now);
    else await closeWaitingList(tx, links, date, now);
    await recordAudit(tx, actor, auditAction(before, settings), `day:${date}`, {
      open: settings.open ? 1 : 0,
      capacity: settings.capacity,
      times: settings.appointmentTimes.length,
      placesPerTime: settings.placesPerTime,
    });
    return saved;
  });
}

const auditAction = (before: ConsultationDay, after: Pick<DaySettings, "open">) =>
  before.open && !after.open ? "day.close" : !before.open && after.open ? "day.open" : "day.update";

/** Writes the settings (the caller holds the day's lock and has checked them). */
export async function saveDay(tx: Transaction, actor: Actor, date: string, settings: DaySettings, now: Date) {
  const [row] = await tx
    .update(consultationDays)
    .set({ ...settings, updatedAt: now, updatedBy: actor.id })
    .where(eq(consultationDays.date, date))
    .returning();
  return { ...row, stored: true } satisfies ConsultationDay;
}

/** Paid bookings on a day that closing it must move or refund. */
export async function paidBookings(db: Pick<Transaction, "select">, date: string) {
  return db
    .select()
    .from(consultationBookings)
    .where(
      and(
        eq(consultationBookings.eventDate, date),
        sql`${consultationBookings.status} in ('paid', 'scheduled')`,
      ),
    )
    .orderBy(consultationBookings.createdAt);
}
