/**
 * The day sheet's page (/staff/consultation-days/:date) and its export: the day's places and
 * times, each patient's row as staff read it, and the days and times a booking may move to.
 */
import { isLocale, localeInfo } from "~/content/locales";
import { daySheet as t } from "~/content/staff-day-sheet";
import { visitOf } from "~/lib/visit-columns";
import type { StaffContext } from "../context.server";
import { latestPlansByEmail } from "../plans/staff-pages.server";
import { recordAudit } from "../staff/audit.server";
import { daySheetBookings, daySheetCsv, paymentState, redeemedCode, statusText } from "./day-sheet.server";
import { daySheetHistories, daySheetHistoriesFilled } from "./day-sheet-health.server";
import { findDay, findDays, offeredDates } from "./days.server";
import { dayOccupancy } from "./records.server";
import { freeTimes } from "./scheduling.server";
import { dayWaitingList } from "./waiting-list-staff.server";

/**
 * The sheet's rows, by time (untimed last), optionally only the patients speaking one language
 * (?language=de), with the message of what was just done (?saved=…). The rows shown carry their
 * medical history's state and flags, read in one audited call (day-sheet-health.server.ts).
 */
export async function daySheetView(ctx: StaffContext, date: string, search: URLSearchParams) {
  const { db } = ctx;
  const now = ctx.now();
  const [[occupancy], bookings, times, day, offered, waitingList] = await Promise.all([
    dayOccupancy(db, [date], now),
    daySheetBookings(db, date, now),
    freeTimes(db, date),
    findDay(db, date, now),
    offeredDates(db, now),
    dayWaitingList(db, date, now),
  ]);
  const saved = search.get("saved") ?? "";
  const message =
    saved === "confirmations"
      ? t.confirmationsSent(Number(search.get("queued")) || 0, Number(search.get("already")) || 0)
      : (t.saved[saved] ?? "");
  const plans = await latestPlansByEmail(
    ctx,
    bookings.map((b) => b.customerEmail),
  );
  const wanted = search.get("language");
  const language = isLocale(wanted) ? wanted : null;
  const shown = bookings.filter((b) => !language || b.language === language);
  const histories = await daySheetHistories(ctx, shown);
  return {
    language,
    date,
    occupancy,
    times: times.map(({ time, left }) => ({ time, taken: day.placesPerTime - left, left })),
    rows: shown.map((b) => ({
      id: b.id,
      time: b.status === "scheduled" ? b.appointmentTime : null,
      name: b.customerName,
      phone: b.customerPhone,
      email: b.customerEmail,
      reference: b.reference,
      payment: paymentState(b),
      channel: t.channel[b.channel] ?? b.channel,
      language: localeInfo[b.language].englishName,
      status: statusText(b),
      active: b.status === "paid" || b.status === "scheduled",
      attendance: b.attendance,
      note: b.staffNote ?? "",
      discountCode: redeemedCode(b),
      plan: (b.customerEmail && plans.get(b.customerEmail.trim().toLowerCase())) || null,
      medicalHistory: histories.get(b.id) ?? { status: "none" as const },
      visit: visitOf(b),
      phoneBooking: b.channel !== "online",
      deskPayable:
        b.channel === "phone-desk" && b.paidAt === null && (b.status === "paid" || b.status === "scheduled"),
    })),
    moveDates: [...new Set([date, ...offered])].sort(),
    // The times of every day a booking may move to (a day's own settings may differ).
    appointmentTimes: [
      ...new Set([
        ...day.appointmentTimes,
        ...(await findDays(db, offered, now)).flatMap((d) => d.appointmentTimes),
      ]),
    ].sort(),
    message,
    waitingList,
  };
}

/**
 * The day as a spreadsheet ("Export the day"). Personal data leaves the back office: who took it
 * is recorded, with the number of rows and of medical histories it says are filled in (no names
 * in the log). Of the medical history the file says only "filled in" or not: never a flag or an
 * answer, since the file leaves the audited back office.
 */
export async function exportDaySheet(ctx: StaffContext, date: string): Promise<string> {
  const bookings = await daySheetBookings(ctx.db, date, ctx.now());
  const histories = await daySheetHistoriesFilled(ctx, bookings);
  await recordAudit(ctx.db, ctx.staff, "day.export", `day:${date}`, {
    rows: bookings.length,
    histories: histories.filled,
  });
  return daySheetCsv(bookings, histories.byBooking);
}
