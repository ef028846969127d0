/**
 * The medical history on the day sheet: under each patient (not a refunded one), whether they
 * have filled it in and, if so, its flags in a word or two each, linked to the dentist's page.
 * Read with ONE `historyFlagsFor(…, "day-sheet")` call for the rows shown (one `health.flags`
 * audit row a page view, never one a row). The day's export says only "filled in" or not: an
 * exported file leaves the audited back office, so no flag or answer goes into it.
 */
import { staffHistoryWords } from "~/content/staff-medical-history";
import { staffHistoryPath } from "~/lib/staff-medical-history-paths";
import type { StaffContext } from "../context.server";
import { HealthDataKeyError } from "../health/errors.server";
import { peopleWithHistory } from "../health/filled.server";
import type { HealthFlag } from "../health/flags.server";
import { historyFlagsFor, type PersonHealthFlags } from "../health/staff-views.server";
import type { Booking } from "./types.server";

type Row = Pick<Booking, "id" | "customerEmail" | "status">;

/** What a row shows (app/components/staff/medical-history.tsx draws it). */
export type DaySheetHistory =
  | { status: "none" }
  | { status: "not-filled" | "unreadable"; href: string }
  | { status: "filled"; flags: string[]; href: string };

const personOf = (row: Row) =>
  row.status === "refunded" || !row.customerEmail ? null : row.customerEmail.trim().toLowerCase();

const shortLabels = (flags: HealthFlag[]) => flags.map((flag) => staffHistoryWords.daySheet.flags[flag.code]);

/** Each row's medical history, by booking id. */
export async function daySheetHistories(
  ctx: StaffContext,
  rows: readonly Row[],
): Promise<Map<string, DaySheetHistory>> {
  const people = rows.map(personOf).filter((email): email is string => Boolean(email));
  let read: Record<string, PersonHealthFlags> | null;
  try {
    read = await historyFlagsFor(ctx, people, "day-sheet");
  } catch (error) {
    if (!(error instanceof HealthDataKeyError)) throw error;
    read = null;
  }
  return new Map(
    rows.map((row): [string, DaySheetHistory] => {
      const email = personOf(row);
      if (!email) return [row.id, { status: "none" }];
      const href = staffHistoryPath({ kind: "booking", id: row.id });
      const seen = read?.[email];
      if (!read || !seen) return [row.id, { status: "unreadable", href }];
      return [
        row.id,
        seen.status === "filled"
          ? { status: "filled", flags: shortLabels(seen.flags), href }
          : { status: "not-filled", href },
      ];
    }),
  );
}

/** For the export: each booking's "Filled in" or "Not filled in yet" (no flag, no answer). */
export async function daySheetHistoriesFilled(
  ctx: StaffContext,
  rows: readonly Row[],
): Promise<{ byBooking: Map<string, string>; filled: number }> {
  const words = staffHistoryWords.export;
  const filled = await peopleWithHistory(
    ctx.db,
    rows.flatMap((row) => (row.customerEmail ? [row.customerEmail] : [])),
  );
  const byBooking = new Map(
    rows.map((row) => {
      const email = row.customerEmail?.trim().toLowerCase();
      return [row.id, email && filled.has(email) ? words.filled : words.notFilled];
    }),
  );
  return { byBooking, filled: filled.size };
}
