import { describe, expect, it } from "vitest";
import { buildIcs } from "./ics";

describe("calendar invitation", () => {
  const ics = buildIcs({
    uid: "booking-1@clinic.example",
    date: "2025-04-01",
    time: "10:30",
    durationMinutes: 60,
    summary: "Consultation day, Budapest Dental Clinic",
    description: "Please arrive 15 minutes early, bring photo ID.\nSee you soon; thank you",
    location: "Example utca 1., 1055 Budapest, Hungary",
    organizerEmail: "info@clinic.example",
    now: new Date("2025-03-15T10:00:00Z"),
  });

  it("starts and ends at the chosen time in Budapest", () => {
    expect(ics).toContain("DTSTART;TZID=Europe/Budapest:20250401T103000");
    expect(ics).toContain("DTEND;TZID=Europe/Budapest:20250401T113000");
    expect(ics).toContain("TZID:Europe/Budapest");
  });
  it("escapes text and uses CRLF line ends, folded at 75 octets", () => {
    const unfolded = ics.replace(/\r\n /g, "");
    expect(unfolded).toContain(
      "Please arrive 15 minutes early\\, bring photo ID.\\nSee you soon\\; thank you",
    );
    expect(ics.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
  });

  it("a change keeps the UID with a higher SEQUENCE; a cancellation says METHOD:CANCEL", () => {
    const base = {
      uid: "booking-1@clinic.example",
      date: "2025-04-01",
      time: "11:00",
      durationMinutes: 60,
      summary: "Consultation day",
      description: "Moved",
      location: "Budapest",
      organizerEmail: "info@clinic.example",
      now: new Date("2025-03-16T10:00:00Z"),
    };
    expect(ics).toContain("SEQUENCE:0\r\n");
    const changed = buildIcs({ ...base, sequence: 2 });
    expect(changed).toContain("UID:booking-1@clinic.example\r\nSEQUENCE:2\r\n");
    expect(changed).toContain("METHOD:PUBLISH");
    const cancelled = buildIcs({ ...base, sequence: 3, method: "CANCEL" });
    expect(cancelled).toContain("METHOD:CANCEL\r\n");
    expect(cancelled).toContain("STATUS:CANCELLED\r\n");
    expect(cancelled).toContain("SEQUENCE:3\r\n");
    expect(cancelled).not.toContain("VALARM");
  });
});
