import { describe, expect, it } from "vitest";
import { instantIn, offsetMinutes, wallClockIn } from "./time-zones";

describe("a clock in another time zone", () => {
  it("reads an instant as that zone's clock does, summer time included", () => {
    expect(wallClockIn("Europe/London", new Date("2027-07-01T06:30:00Z"))).toEqual({
      date: "2027-07-01",
      hour: 7,
      minute: 30,
    });
    expect(wallClockIn("Europe/Budapest", new Date("2027-01-15T06:30:00Z")).hour).toBe(7);
    expect(instantIn("Europe/London", "2027-07-01", 8).toISOString()).toBe("2027-07-01T07:00:00.000Z");
    expect(instantIn("Europe/London", "2027-01-15", 8).toISOString()).toBe("2027-01-15T08:00:00.000Z");
  });

  it("finds the instant of a reading that happens twice or never, and the offset at an instant", () => {
    // Berlin, 31 October 2027: 02:30 happens at 00:30Z (CEST) and at 01:30Z (CET): the later.
    expect(instantIn("Europe/Berlin", "2027-10-31", 2, 30).toISOString()).toBe("2027-10-31T01:30:00.000Z");
    // Berlin, 28 March 2027: 02:30 never happens: the instant an hour on (03:30 CEST).
    expect(instantIn("Europe/Berlin", "2027-03-28", 2, 30).toISOString()).toBe("2027-03-28T01:30:00.000Z");
    expect(offsetMinutes("Europe/London", Date.parse("2027-01-15T12:00:00Z"))).toBe(0);
    expect(offsetMinutes("Europe/Budapest", Date.parse("2027-07-01T12:00:00Z"))).toBe(120);
    expect(offsetMinutes("America/New_York", Date.parse("2027-01-15T12:00:00Z"))).toBe(-300);
  });
});
