import { describe, expect, it } from "vitest";
import { toE164, timeZoneOfNumber } from "./phone-number";
import { sendableAt } from "./text-message-time";

describe("a phone number for a text", () => {
  it("is read in international form with its country code, whatever the spacing", () => {
    expect(toE164("+44 7700 900123")).toBe("+447700900123");
    expect(toE164("0044 7700-900.123")).toBe("+447700900123");
    expect(toE164(" +49 151 23456789 ")).toBe("+4915123456789");
    // The British way of writing the trunk 0: dialled from abroad it would reach someone else.
    expect(toE164("+44 (0)7700 900123")).toBe("+447700900123");
    expect(toE164("+49 (0) 151 23456789")).toBe("+4915123456789");
  });

  it("is refused without its country code, or with too few or too many digits", () => {
    expect(toE164("07700 900123")).toBeNull();
    expect(toE164("+44 123")).toBeNull();
    expect(toE164("+44 1234 5678 9012 34")).toBeNull();
    expect(toE164("+0 7700 900123")).toBeNull();
    expect(toE164("call me")).toBeNull();
  });

  it("names its country's time zone, and none for a code with several zones", () => {
    expect(timeZoneOfNumber("+447700900123")).toBe("Europe/London");
    expect(timeZoneOfNumber("+353851234567")).toBe("Europe/Dublin");
    expect(timeZoneOfNumber("+4915123456789")).toBe("Europe/Berlin");
    expect(timeZoneOfNumber("+43664123456")).toBe("Europe/Vienna");
    expect(timeZoneOfNumber("+33612345678")).toBe("Europe/Paris");
    expect(timeZoneOfNumber("+12025550143")).toBeNull();
    expect(timeZoneOfNumber("+61412345678")).toBeNull();
  });
});

describe("when a text may go", () => {
  it("holds a reminder due at 03:00 on the patient's clock until 08:00 there", () => {
    // 03:00 in London in summer is 02:00 UTC; 08:00 there is 07:00 UTC.
    expect(sendableAt(new Date("2027-07-01T02:00:00Z"), "Europe/London").toISOString()).toBe(
      "2027-07-01T07:00:00.000Z",
    );
    // The same instant is 04:00 in Budapest: 08:00 there is 06:00 UTC.
    expect(sendableAt(new Date("2027-07-01T02:00:00Z"), "Europe/Budapest").toISOString()).toBe(
      "2027-07-01T06:00:00.000Z",
    );
  });

  it("moves one due at 21:00 or later to 08:00 the next morning, and sends one in the day at once", () => {
    // 21:30 in Paris in winter (20:30 UTC) → 08:00 the next day (07:00 UTC).
    expect(sendableAt(new Date("2027-01-15T20:30:00Z"), "Europe/Paris").toISOString()).toBe(
      "2027-01-16T07:00:00.000Z",
    );
    // 20:59 in Paris is still inside the hours.
    const justBefore = new Date("2027-01-15T19:59:00Z");
    expect(sendableAt(justBefore, "Europe/Paris")).toBe(justBefore);
    // Over the end of a month and a year.
    expect(sendableAt(new Date("2027-12-31T22:00:00Z"), "Europe/London").toISOString()).toBe(
      "2028-01-01T08:00:00.000Z",
    );
  });

  it("lands on 08:00 on the mornings the clocks change", () => {
    // Spring forward in the EU: Sunday 28 March 2027; 08:00 CEST is 06:00 UTC.
    expect(sendableAt(new Date("2027-03-28T00:30:00Z"), "Europe/Berlin").toISOString()).toBe(
      "2027-03-28T06:00:00.000Z",
    );
    // Fall back: Sunday 31 October 2027; 08:00 CET is 07:00 UTC.
    expect(sendableAt(new Date("2027-10-31T01:30:00Z"), "Europe/Berlin").toISOString()).toBe(
      "2027-10-31T07:00:00.000Z",
    );
  });
});
