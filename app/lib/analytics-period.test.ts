import { describe, expect, it } from "vitest";
import { analyticsWords } from "~/content/staff-analytics";
import { choosePeriod, daysIn, longDay, periodQuery } from "./analytics-period";

// 26 November 2026, 23:30 UTC: already the 27th in Budapest.
const now = new Date("2026-11-26T23:30:00Z");
const errors = analyticsWords.periodErrors;

describe("the analytics page's period", () => {
  it("is the last 30 days, today in Budapest included, when nothing is asked", () => {
    expect(choosePeriod({}, now)).toEqual({ period: { from: "2026-10-29", to: "2026-11-27" }, range: "30" });
    expect(daysIn(choosePeriod({}, now).period)).toBe(30);
  });

  it("offers the last 7, 90 and 365 days", () => {
    expect(choosePeriod({ range: "7" }, now).period).toEqual({ from: "2026-11-21", to: "2026-11-27" });
    expect(daysIn(choosePeriod({ range: "90" }, now).period)).toBe(90);
    expect(daysIn(choosePeriod({ range: "365" }, now).period)).toBe(365);
    expect(choosePeriod({ range: "12" }, now)).toMatchObject({ range: "30" });
  });

  it("takes a period of one's own, both days included", () => {
    expect(choosePeriod({ range: "custom", from: "2026-02-01", to: "2026-02-28" }, now)).toEqual({
      period: { from: "2026-02-01", to: "2026-02-28" },
      range: "custom",
    });
    expect(choosePeriod({ from: "2026-11-27", to: "2026-11-27" }, now).range).toBe("custom");
  });

  it("says what is wrong with a period it cannot show, and shows the last 30 days", () => {
    const last30 = { from: "2026-10-29", to: "2026-11-27" };
    expect(choosePeriod({ range: "custom", from: "2026-02-30", to: "2026-03-01" }, now)).toEqual({
      period: last30,
      range: "30",
      error: errors.invalid,
    });
    expect(choosePeriod({ range: "custom", from: "yesterday", to: "" }, now).error).toBe(errors.invalid);
    expect(choosePeriod({ range: "custom", from: "2026-11-10", to: "2026-11-01" }, now).error).toBe(
      errors.order,
    );
    expect(choosePeriod({ range: "custom", from: "2024-01-01", to: "2026-11-01" }, now).error).toBe(
      errors.tooLong,
    );
    // Two years to the day is allowed.
    expect(
      choosePeriod({ range: "custom", from: "2024-11-28", to: "2026-11-27" }, now).error,
    ).toBeUndefined();
  });

  it("is written for people and links back to itself", () => {
    expect(longDay("2026-11-03")).toBe("3 November 2026");
    expect(periodQuery({ range: "90", period: { from: "x", to: "y" } })).toBe("range=90");
    expect(periodQuery({ range: "custom", period: { from: "2026-01-01", to: "2026-01-31" } })).toBe(
      "range=custom&from=2026-01-01&to=2026-01-31",
    );
  });
});
