import { describe, expect, it } from "vitest";
import { consultationDay } from "~/content/consultation-day";
import { addDays } from "~/lib/event-dates";
import { patientOptions } from "~/services/bookings/changes.server";
import type { Booking } from "~/services/bookings/types.server";
import { defaultEventDate, insideNoticeWindow, lastDayToMoveFor, movableOn } from "./notice-window";

const today = "2026-11-26";
const ahead = (days: number) => addDays(today, days);
/** Budapest noon on `today`: the clock the move rule reads. */
const noon = new Date("2026-11-26T11:00:00Z");

/** A paid booking for `day` with a time chosen, as the move rule reads it. */
const bookingFor = (day: string) =>
  ({ status: "scheduled", eventDate: day, appointmentDate: day, appointmentTime: "11:00" }) as Booking;

describe("the notice window (up to 7 days before: moves, labels and the default date)", () => {
  it("is 7 days as the content says", () => {
    expect(consultationDay.rescheduleNoticeDays).toBe(7);
    expect(lastDayToMoveFor("2026-12-03")).toBe("2026-11-26");
  });

  it("a day 6 days ahead is inside; 7 days ahead is outside (it can still be moved today); so is 8", () => {
    expect(insideNoticeWindow(ahead(1), today)).toBe(true);
    expect(insideNoticeWindow(ahead(6), today)).toBe(true);
    expect(insideNoticeWindow(ahead(7), today)).toBe(false);
    expect(insideNoticeWindow(ahead(8), today)).toBe(false);
    expect(movableOn(ahead(7), today)).toBe(true);
    expect(movableOn(ahead(7), ahead(1))).toBe(false);
  });

  it("is the same rule the manage page's move follows: a booking made today on a labelled date could not be moved", () => {
    for (let days = 1; days <= 10; days++) {
      const day = ahead(days);
      expect(patientOptions(bookingFor(day), noon).move, `${days} days ahead`).toBe(
        !insideNoticeWindow(day, today),
      );
    }
  });

  it("chooses the first date outside the window by default", () => {
    expect(defaultEventDate([ahead(3), ahead(6), ahead(7), ahead(35)], today)).toBe(ahead(7));
    expect(defaultEventDate([ahead(5), ahead(36)], today)).toBe(ahead(36));
    expect(defaultEventDate([ahead(10), ahead(40)], today)).toBe(ahead(10));
  });

  it("chooses the first date when every date is inside the window, and nothing when there are none", () => {
    expect(defaultEventDate([ahead(2), ahead(4)], today)).toBe(ahead(2));
    expect(defaultEventDate([], today)).toBeUndefined();
  });
});

describe("the day's sentences", () => {
  it("say the arrival time for a chosen time, 15 minutes before it", () => {
    expect(consultationDay.arrivalAt("11:00")).toBe(
      "Please arrive at 10:45, 15 minutes before your appointment at 11:00.",
    );
    expect(consultationDay.arrivalAt("10:00")).toBe(
      "Please arrive at 9:45, 15 minutes before your appointment at 10:00.",
    );
  });
});
