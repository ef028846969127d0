import { randomUUID } from "node:crypto";
import { formatEventDate } from "../../../app/lib/format";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { consultationEvent } from "../../../app/content/event";
import { site } from "../../../app/content/site";
import { consultationBookings, outbox } from "../../../app/db/schema";
import { addDays, budapestToday } from "../../../app/lib/event-dates";
import { bookingLinkSecret, signBookingToken } from "../../../app/services/bookings/links.server";
import { seatsLeft } from "../../../app/services/bookings/holds.server";
import { moveBooking } from "../../../app/services/bookings/changes.server";
import { addStaffAccount } from "../../../app/services/staff/accounts.server";
import { asStaff, testContext } from "../../support/context";
import { createTestDatabase, testBackends, truncateAll, type TestDatabase } from "../../support/database";
import { startTestServer, type TestServer } from "../../support/http-server";
import { proposedEventDates } from "../../../app/services/bookings/days.server";

const SITE = "http://localhost:3000";

/**
 * The patient's manage page over HTTP (the real edge and route table): the signed link, the
 * rules (same-day time changes, moves up to 7 days before, cancelling with the fee kept), the
 * capacity checks, and the emails each change queues.
 */
describe.each(testBackends())("manage my booking on %s", (backend) => {
  let database: TestDatabase;
  let server: TestServer;
  const today = budapestToday(new Date());
  // Far enough ahead to be moved; the next offered date after it is the move's target.
  let farDate: string;
  let otherDate: string;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    server = await startTestServer(database);
    [, , farDate, otherDate] = proposedEventDates();
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });
  beforeEach(() => truncateAll(database));

  /** A paid booking with a time, as the scheduler leaves it; returns its id and manage token. */
  async function scheduled(date: string, time = "10:00", email = "patient@example.com") {
    const [row] = await database.db
      .insert(consultationBookings)
      .values({
        sessionId: `cs_test_${randomUUID().replace(/-/g, "")}`,
        provider: "test",
        status: "scheduled",
        eventDate: date,
        appointmentDate: date,
        appointmentTime: time,
        amountCents: 5000,
        currency: "eur",
        customerEmail: email,
        paidAt: new Date(),
      })
      .returning();
    return { ...row, token: signBookingToken(await bookingLinkSecret(database.db), row.id) };
  }

  const page = (token: string, query = "") => fetch(`${server.url}/booking/${token}${query}`);
  const post = (token: string, fields: Record<string, string>) =>
    fetch(`${server.url}/booking/${token}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE },
      body: new URLSearchParams(fields).toString(),
    });
  const stored = async (id: string) =>
    (await database.db.select().from(consultationBookings).where(eq(consultationBookings.id, id)))[0];
  const emails = (kind: string) => database.db.select().from(outbox).where(eq(outbox.kind, kind));

  it("the link opens the booking: reference, day, time, what to bring; never cached or indexed", async () => {
    const booking = await scheduled(farDate, "11:30");
    const response = await page(booking.token);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    expect(html).toContain('<meta name="referrer" content="no-referrer"/>');
    expect(html).toContain('content="noindex, nofollow"');
    expect(html).toContain(booking.reference);
    expect(html).not.toContain("cs_test_");
    expect(html).toContain(formatEventDate(farDate));
    expect(html).toContain("11:30");
    expect(html).toContain(consultationEvent.whatToBring);
    expect(html).toContain("non-refundable");
  });

  it("a forged, unknown or expired token is a 404, for the page and for a change", async () => {
    const booking = await scheduled(farDate);
    const past = await scheduled(addDays(today, -1));
    const secret = await bookingLinkSecret(database.db);
    const forged = `${booking.token.slice(0, 30)}${"A".repeat(13)}`;
    const otherSecret = signBookingToken(Buffer.alloc(32, 7), booking.id);
    const noSuchBooking = signBookingToken(secret, randomUUID());
    for (const token of [forged, otherSecret, noSuchBooking, past.token, "not-a-token"]) {
      expect((await page(token)).status, token).toBe(404);
      expect((await post(token, { intent: "cancel" })).status, token).toBe(404);
    }
    expect((await stored(past.id)).status).toBe("scheduled");
    expect((await stored(booking.id)).status).toBe("scheduled");
    // The same day's link still works: it expires when the consultation day is over.
    const todays = await scheduled(today);
    expect((await page(todays.token)).status).toBe(200);
  });

  it("changes the time on the same day: a new .ics with the same UID and a higher SEQUENCE, and the clinic is told", async () => {
    const booking = await scheduled(farDate, "10:00");
    const response = await post(booking.token, { intent: "time", time: "14:00" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/booking/${booking.token}?done=time`);
    const after = await stored(booking.id);
    expect(after).toMatchObject({ appointmentDate: farDate, appointmentTime: "14:00", calendarSequence: 1 });

    const [patient] = await emails("booking-change");
    expect(patient.recipient).toBe("patient@example.com");
    expect(patient.textBody).toContain(`Your appointment is now: ${formatEventDate(farDate)} at 14:00`);
    expect(patient.textBody).toContain(`${SITE}/booking/${booking.token}`);
    const ics = patient.attachments[0].content;
    expect(ics).toContain(`UID:booking-${booking.id}@localhost`);
    expect(ics).toContain("SEQUENCE:1\r\n");
    expect(ics).toContain(`DTSTART;TZID=Europe/Budapest:${farDate.replace(/-/g, "")}T140000`);
    const [staff] = await emails("booking-change-staff");
    expect(staff.recipient).toBe("clinic@clinic.example");
    expect(staff.subject).toContain("14:00");

    const shown = await (await page(booking.token, "?done=time")).text();
    expect(shown).toContain("Your appointment time has been changed.");
  });

  it("adds to a calendar: the .ics behind the same key, as emailed; Google and Outlook links on the page", async () => {
    const booking = await scheduled(farDate, "11:30");
    await post(booking.token, { intent: "time", time: "14:00" });
    const file = await fetch(`${server.url}/booking/${booking.token}/calendar.ics`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toContain("text/calendar");
    expect(file.headers.get("content-disposition")).toBe('attachment; filename="consultation.ics"');
    expect(file.headers.get("cache-control")).toBe("no-store");
    const ics = await file.text();
    const [emailed] = await emails("booking-change");
    const uid = (text: string) => /UID:(.+)\r\n/.exec(text)?.[1];
    expect(uid(ics)).toBe(uid(emailed.attachments[0].content));
    expect(ics).toContain("SEQUENCE:1\r\n");
    expect(ics).toContain(`DTSTART;TZID=Europe/Budapest:${farDate.replace(/-/g, "")}T140000`);

    const html = await (await page(booking.token)).text();
    expect(html).toContain(`href="/booking/${booking.token}/calendar.ics"`);
    expect(html).toContain("https://calendar.google.com/calendar/render?action=TEMPLATE");
    expect(html).toContain("https://outlook.live.com/calendar/0/action/compose?");

    const past = await scheduled(addDays(today, -1));
    const unscheduled = await scheduled(farDate);
    await database.db
      .update(consultationBookings)
      .set({ appointmentTime: null, status: "paid" })
      .where(eq(consultationBookings.id, unscheduled.id));
    for (const token of [past.token, unscheduled.token, `${booking.token.slice(0, 30)}${"A".repeat(13)}`]) {
      expect((await fetch(`${server.url}/booking/${token}/calendar.ics`)).status, token).toBe(404);
    }
  });

  it("refuses a full time (409) and keeps the booking as it was", async () => {
    for (let i = 0; i < consultationEvent.placesPerTime; i++)
      await scheduled(farDate, "13:30", `p${i}@example.com`);
    const booking = await scheduled(farDate, "10:00");
    const response = await post(booking.token, { intent: "time", time: "13:30" });
    expect(response.status).toBe(409);
    expect(await response.text()).toContain("That time is fully booked. Please choose another time.");
    expect((await stored(booking.id)).appointmentTime).toBe("10:00");
    expect(await emails("booking-change")).toHaveLength(0);
  });

  it("moves to another offered date, and the old date's place is free again", async () => {
    const booking = await scheduled(farDate, "10:00");
    const response = await post(booking.token, { intent: "move", date: otherDate, time: "11:00" });
    expect(response.status).toBe(302);
    expect(await stored(booking.id)).toMatchObject({
      eventDate: otherDate,
      appointmentDate: otherDate,
      appointmentTime: "11:00",
      calendarSequence: 1,
    });
    expect(await seatsLeft(database.db, [farDate, otherDate])).toEqual({
      [farDate]: consultationEvent.capacity,
      [otherDate]: consultationEvent.capacity - 1,
    });
    const [patient] = await emails("booking-change");
    expect(patient.textBody).toContain(`It was: ${formatEventDate(farDate)} at 10:00`);
    expect(patient.attachments[0].content).toContain(
      `DTSTART;TZID=Europe/Budapest:${otherDate.replace(/-/g, "")}T110000`,
    );
  });

  it("a move to a full date is a 409; a date not offered is a 400", async () => {
    for (let i = 0; i < consultationEvent.capacity; i++) {
      const time = consultationEvent.appointmentTimes[i % consultationEvent.appointmentTimes.length];
      await scheduled(otherDate, time, `full${i}@example.com`);
    }
    const booking = await scheduled(farDate, "10:00");
    const full = await post(booking.token, { intent: "move", date: otherDate, time: "10:00" });
    expect(full.status).toBe(409);
    expect(await full.text()).toContain("That consultation day is fully booked.");
    const notOffered = await post(booking.token, { intent: "move", date: "2020-01-01", time: "10:00" });
    expect(notOffered.status).toBe(400);
    expect(await stored(booking.id)).toMatchObject({ eventDate: farDate, appointmentTime: "10:00" });
  });

  it("inside 7 days a move is refused (403) and the page says to call, with the number; staff may still move it", async () => {
    const soon = addDays(today, consultationEvent.rescheduleNoticeDays - 1);
    const booking = await scheduled(soon, "10:00");
    const html = await (await page(booking.token)).text();
    expect(html).toContain("it can no longer be moved online. Please call us on");
    expect(html).toContain(site.phone.display);
    const refused = await post(booking.token, { intent: "move", date: farDate, time: "10:00" });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain(
      `up to ${consultationEvent.rescheduleNoticeDays} days before the day`,
    );
    expect((await stored(booking.id)).eventDate).toBe(soon);
    // The time on the same day can still change.
    expect((await post(booking.token, { intent: "time", time: "14:30" })).status).toBe(302);

    const ctx = testContext(database, { settings: { clinicInbox: "clinic@clinic.example", siteUrl: SITE } });
    const account = await addStaffAccount(ctx, {
      email: "desk@clinic.example",
      password: "a long staff password",
      role: "staff",
    });
    const moved = await moveBooking(asStaff(ctx, account), booking.id, { date: farDate, time: "10:00" });
    expect(moved.eventDate).toBe(farDate);
    const [staffNotice] = (await emails("booking-change-staff")).filter((e) =>
      e.subject.includes(farDate.slice(0, 4)),
    );
    expect(staffNotice.textBody).toContain("changed by staff");
  });

  it("exactly 7 days before, the move is still allowed", async () => {
    const edge = addDays(today, consultationEvent.rescheduleNoticeDays);
    const booking = await scheduled(edge, "10:00");
    expect((await post(booking.token, { intent: "move", date: farDate, time: "10:00" })).status).toBe(302);
  });

  it("cancelling asks first with the fee's terms in view, then frees the place and sends METHOD:CANCEL", async () => {
    const booking = await scheduled(farDate, "10:30");
    const ask = await (await page(booking.token, "?cancel=confirm")).text();
    expect(ask).toContain("Are you sure you want to cancel?");
    expect(ask).toContain(
      `The consultation fee of €${consultationEvent.feeEur} / £${consultationEvent.feeGbp} is non-refundable`,
    );
    expect(ask).toContain("Yes, cancel my booking");
    expect((await stored(booking.id)).status).toBe("scheduled");

    const response = await post(booking.token, { intent: "cancel" });
    expect(response.status).toBe(302);
    const after = await stored(booking.id);
    expect(after.status).toBe("cancelled");
    expect(after.cancelledAt).not.toBeNull();
    const [patient] = await emails("booking-cancel");
    expect(patient.textBody).toContain("non-refundable");
    const ics = patient.attachments[0].content;
    expect(ics).toContain("METHOD:CANCEL");
    expect(ics).toContain("STATUS:CANCELLED");
    expect(ics).toContain(`UID:booking-${booking.id}@localhost`);
    expect(ics).toContain("SEQUENCE:1\r\n");
    expect(await emails("booking-cancel-staff")).toHaveLength(1);

    const shown = await (await page(booking.token)).text();
    expect(shown).toContain("This booking is cancelled");
    expect(shown).not.toContain("Change my time");
    // Cancelling again, or changing a cancelled booking, does nothing more.
    expect((await post(booking.token, { intent: "cancel" })).status).toBe(302);
    expect(await emails("booking-cancel")).toHaveLength(1);
    expect((await post(booking.token, { intent: "time", time: "11:00" })).status).toBe(409);
    const reminders = await database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.bookingId, booking.id), like(outbox.kind, "booking-reminder%")));
    expect(reminders).toHaveLength(0);
  });

  it("a form from another site is refused and changes nothing", async () => {
    const booking = await scheduled(farDate);
    const response = await fetch(`${server.url}/booking/${booking.token}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
      body: "intent=cancel",
    });
    // The edge refuses it (403); React Router's own check of a document post's Origin may
    // answer first (400). Either way, nothing is cancelled.
    expect([400, 403]).toContain(response.status);
    expect((await stored(booking.id)).status).toBe("scheduled");
  });
});
