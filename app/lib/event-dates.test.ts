import { describe, expect, it } from "vitest";
import {
  addDays,
  budapestInstant,
  formatEventDate,
  formatEventMonth,
  upcomingEventDates,
  wrapIndex,
} from "./event-dates";

const rule = { rule: "first-of-month", count: 6 } as const;

describe("event dates", () => {
  it("on 15 March 2025 offers exactly April to September 2025", () => {
    expect(upcomingEventDates(new Date("2025-03-15T10:00:00Z"), rule)).toEqual([
      "2025-04-01",
      "2025-05-01",
      "2025-06-01",
      "2025-07-01",
      "2025-08-01",
      "2025-09-01",
    ]);
  });
  it("never offers today: on the 1st the series starts next month", () => {
    expect(upcomingEventDates(new Date("2025-04-01T08:00:00Z"), rule)[0]).toBe("2025-05-01");
  });
  it("crosses the year end", () => {
    expect(upcomingEventDates(new Date("2026-11-22T12:00:00Z"), rule)).toEqual([
      "2026-12-01",
      "2027-01-01",
      "2027-02-01",
      "2027-03-01",
      "2027-04-01",
      "2027-05-01",
    ]);
  });
  it("uses Budapest's date near midnight", () => {
    // 23:30 UTC on 31 March is already 1 April in Budapest (CEST).
    expect(upcomingEventDates(new Date("2025-03-31T23:30:00Z"), rule)[0]).toBe("2025-05-01");
  });
  it("keeps only the future dates of an explicit list", () => {
    expect(
      upcomingEventDates(new Date("2025-03-15T10:00:00Z"), {
        dates: ["2025-03-01", "2025-06-01", "2025-04-01"],
      }),
    ).toEqual(["2025-04-01", "2025-06-01"]);
  });
  it("formats months and days in British English", () => {
    expect(formatEventMonth("2025-04-01")).toBe("April 2025");
    expect(formatEventDate("2025-04-01")).toBe("Tuesday 1 April 2025");
  });
  it("wraps the month selector both ways", () => {
    expect(wrapIndex(5, 1, 6)).toBe(0);
    expect(wrapIndex(0, -1, 6)).toBe(5);
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
