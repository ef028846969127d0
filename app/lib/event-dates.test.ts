import { describe, expect, it } from "vitest";
import {
  addDays,
  isIsoDate,
  budapestInstant,
  budapestOffset,
  easterSunday,
  hungarianPublicHolidays,
  isWorkingDay,
  upcomingEventDates,
} from "./event-dates";

const rule = { rule: "first-of-month", count: 6, closedDay: "next-working-day" } as const;
const skipping = { ...rule, closedDay: "skip-month" } as const;

/** Hungarian public holidays 2025-2028 as published (hand-written, not computed). */
const publishedHolidays: Record<number, string[]> = {
  2025: [
    "01-01",
    "03-15",
    "04-18",
    "04-21",
    "05-01",
    "06-09",
    "08-20",
    "10-23",
    "11-01",
    "12-24",
    "12-25",
    "12-26",
  ],
  2026: [
    "01-01",
    "03-15",
    "04-03",
    "04-06",
    "05-01",
    "05-25",
    "08-20",
    "10-23",
    "11-01",
    "12-24",
    "12-25",
    "12-26",
  ],
  2027: [
    "01-01",
    "03-15",
    "03-26",
    "03-29",
    "05-01",
    "05-17",
    "08-20",
    "10-23",
    "11-01",
    "12-24",
    "12-25",
    "12-26",
  ],
  2028: [
    "01-01",
    "03-15",
    "04-14",
    "04-17",
    "05-01",
    "06-05",
    "08-20",
    "10-23",
    "11-01",
    "12-24",
    "12-25",
    "12-26",
  ],
};

describe("event dates", () => {
  it("on 15 March 2025 offers April to September 2025, 1 May and 1 June moved to working days", () => {
    // 1 May 2025 is Labour Day (Thursday); 1 June 2025 a Sunday.
    expect(upcomingEventDates(new Date("2025-03-15T10:00:00Z"), rule)).toEqual([
      "2025-04-01",
      "2025-05-02",
      "2025-06-02",
      "2025-07-01",
      "2025-08-01",
      "2025-09-01",
    ]);
  });
  it("never offers today: on the 1st the series starts next month", () => {
    expect(upcomingEventDates(new Date("2025-04-01T08:00:00Z"), rule)[0]).toBe("2025-05-02");
  });
  it("moves New Year's Day 2027 (Friday) and 1 May 2027 (Saturday) to the Monday after", () => {
    expect(upcomingEventDates(new Date("2026-11-22T12:00:00Z"), rule)).toEqual([
      "2026-12-01",
      "2027-01-04",
      "2027-02-01",
      "2027-03-01",
      "2027-04-01",
      "2027-05-03",
    ]);
  });
  it("skips those months instead when the content says so", () => {
    // The same six months, without January and May.
    expect(upcomingEventDates(new Date("2026-11-22T12:00:00Z"), skipping)).toEqual([
      "2026-12-01",
      "2027-02-01",
      "2027-03-01",
      "2027-04-01",
    ]);
  });
  it("still offers this month's moved day while it is ahead", () => {
    // On 2 January 2027 the January event (Monday 4 January) has not happened yet.
    expect(upcomingEventDates(new Date("2027-01-02T10:00:00Z"), rule)[0]).toBe("2027-01-04");
  });
  it("steps over a weekend followed by Easter Monday (April 2029)", () => {
    // 1 April 2029 is Easter Sunday, 2 April Easter Monday.
    expect(upcomingEventDates(new Date("2029-03-10T10:00:00Z"), rule)[0]).toBe("2029-04-03");
  });
  it("uses Budapest's date near midnight", () => {
    // 23:30 UTC on 31 March is already 1 April in Budapest (CEST).
    expect(upcomingEventDates(new Date("2025-03-31T23:30:00Z"), rule)[0]).toBe("2025-05-02");
  });
  it("keeps only the future dates of an explicit list, which wins over the rule", () => {
    expect(
      upcomingEventDates(new Date("2025-03-15T10:00:00Z"), {
        dates: ["2025-03-01", "2025-06-01", "2025-04-01"],
      }),
    ).toEqual(["2025-04-01", "2025-06-01"]);
  });

  it("computes Easter Sunday for known years", () => {
    const known: Record<number, [number, number]> = {
      2019: [3, 21],
      2024: [2, 31],
      2025: [3, 20],
      2026: [3, 5],
      2027: [2, 28],
      2028: [3, 16],
      2038: [3, 25],
      2285: [2, 22],
    };
    for (const [year, date] of Object.entries(known)) expect(easterSunday(Number(year))).toEqual(date);
  });
  it("knows every Hungarian public holiday of 2025 to 2028", () => {
    for (const [year, days] of Object.entries(publishedHolidays)) {
      expect([...hungarianPublicHolidays(Number(year))].sort()).toEqual(days.map((d) => `${year}-${d}`));
    }
  });
  it("offers no weekend or holiday on any day of 2025 to 2028, and nothing after a 5-day gap", () => {
    const holidays = new Set(
      Object.entries(publishedHolidays).flatMap(([year, days]) => days.map((d) => `${year}-${d}`)),
    );
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2028, 6, 1); t += 86_400_000) {
      for (const day of upcomingEventDates(new Date(t + 10 * 3_600_000), rule)) {
        const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
        expect(weekday, day).not.toBe(0);
        expect(weekday, day).not.toBe(6);
        expect(holidays.has(day), day).toBe(false);
        expect(Number(day.slice(8)), day).toBeLessThanOrEqual(5);
      }
    }
    expect(isWorkingDay("2026-12-24")).toBe(false);
    expect(isWorkingDay("2026-12-23")).toBe(true);
  });

  it("gives Budapest's UTC offset on each side of the spring and autumn changes", () => {
    expect(budapestOffset("2026-03-28", "09:00")).toBe("+01:00");
    expect(budapestOffset("2026-03-29", "01:30")).toBe("+01:00");
    expect(budapestOffset("2026-03-29", "03:30")).toBe("+02:00");
    expect(budapestOffset("2026-07-01", "09:00")).toBe("+02:00");
    expect(budapestOffset("2026-10-25", "01:30")).toBe("+02:00");
    expect(budapestOffset("2026-10-25", "04:00")).toBe("+01:00");
    expect(budapestOffset("2027-01-04", "16:30")).toBe("+01:00");
  });
});

describe("days and Budapest times", () => {
  it("adds days across months and years", () => {
    expect(addDays("2025-03-01", -7)).toBe("2025-02-22");
    expect(addDays("2025-01-01", -1)).toBe("2024-12-31");
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
  });
  it("finds the instant of a Budapest time in winter (UTC+1) and in summer (UTC+2)", () => {
    expect(budapestInstant("2025-01-15", "09:00").toISOString()).toBe("2025-01-15T08:00:00.000Z");
    expect(budapestInstant("2025-07-15", "09:00").toISOString()).toBe("2025-07-15T07:00:00.000Z");
  });
});

describe("isIsoDate", () => {
  it("takes a path's date only in the shape YYYY-MM-DD", () => {
    expect(isIsoDate("2026-12-01")).toBe(true);
    expect(isIsoDate(undefined)).toBe(false);
    expect(isIsoDate("")).toBe(false);
    expect(isIsoDate("2026-12-1")).toBe(false);
    expect(isIsoDate("2026-12-01x")).toBe(false);
  });
});
