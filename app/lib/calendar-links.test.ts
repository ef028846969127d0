import { describe, expect, it } from "vitest";
import { googleCalendarUrl, outlookCalendarUrl, type CalendarEntry } from "./calendar-links";

const entry = (date: string, time = "10:30"): CalendarEntry => ({
  title: "Consultation, Budapest Dental Clinic",
  date,
  time,
  durationMinutes: 60,
  details: "Booking reference BDC-7K3M-9Q2X & what to bring",
  location: "Example utca 1., 1055 Budapest",
});

describe("add-to-calendar links", () => {
  it("gives Google the appointment in UTC: an hour behind Budapest in winter, two in summer", () => {
    const winter = new URL(googleCalendarUrl(entry("2027-01-04")));
    expect(winter.origin + winter.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(winter.searchParams.get("action")).toBe("TEMPLATE");
    expect(winter.searchParams.get("dates")).toBe("20270104T093000Z/20270104T103000Z");
    const summer = new URL(googleCalendarUrl(entry("2027-07-01")));
    expect(summer.searchParams.get("dates")).toBe("20270701T083000Z/20270701T093000Z");
    expect(summer.searchParams.get("details")).toBe("Booking reference BDC-7K3M-9Q2X & what to bring");
    expect(summer.searchParams.get("location")).toBe("Example utca 1., 1055 Budapest");
  });

  it("gives Outlook the same hour as ISO instants, the text escaped", () => {
    const url = new URL(outlookCalendarUrl(entry("2027-03-29", "09:00")));
    expect(url.hostname).toBe("outlook.live.com");
    // 29 March 2027 is after the clocks go forward (28 March): UTC+2.
    expect(url.searchParams.get("startdt")).toBe("2027-03-29T07:00:00.000Z");
    expect(url.searchParams.get("enddt")).toBe("2027-03-29T08:00:00.000Z");
    expect(url.searchParams.get("subject")).toBe("Consultation, Budapest Dental Clinic");
    expect(url.toString()).not.toContain(" ");
  });
});
