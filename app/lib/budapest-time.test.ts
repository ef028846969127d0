import { describe, expect, it } from "vitest";
import { budapestSpreadsheetTime, formatBudapestDateTime } from "./budapest-time";

describe("times in Budapest", () => {
  it("reads a UTC instant as the clinic's clock, summer and winter", () => {
    // 13:30 UTC is 14:30 in Budapest in November (CET) and 15:30 in July (CEST).
    expect(formatBudapestDateTime(new Date("2026-11-26T13:30:00Z"))).toBe(
      "Thu 26 Nov 2026, 14:30 (Budapest time)",
    );
    expect(formatBudapestDateTime(new Date("2027-07-01T13:30:00Z"))).toBe(
      "Thu 1 Jul 2027, 15:30 (Budapest time)",
    );
    expect(budapestSpreadsheetTime(new Date("2026-11-26T23:30:00Z"))).toBe("2026-11-27 00:30");
    expect(budapestSpreadsheetTime(new Date("2027-07-01T13:05:00Z"))).toBe("2027-07-01 15:05");
  });
});
