import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { reminderTexts, textChoice } from "../../../app/content/reminder-texts";
import { reminderTexts as germanTexts } from "../../../app/content/de/reminder-texts";
import { consultationBookings, outbox, textOptOuts } from "../../../app/db/schema";
import { formatEventDate } from "../../../app/lib/format";
import { wallClockIn } from "../../../app/lib/time-zones";
import { closeDay } from "../../../app/services/bookings/day-closing.server";
import { findDay, proposedEventDates } from "../../../app/services/bookings/days.server";
import { fulfilCheckout } from "../../../app/services/bookings/fulfilment.server";
import { bookingLinkSecret, signBookingToken } from "../../../app/services/bookings/links.server";
import { payTestSession } from "../../../app/services/payments/providers.server";
import { newStaffMember, testContext } from "../../support/context";
import { createTestDatabase, testBackends, truncateAll, type TestDatabase } from "../../support/database";
import { startTestServer, type TestServer } from "../../support/http-server";

const SITE = "http://localhost:3000";

/**
 * Reminders by text (issue 44), as the patient chooses them: at checkout (the event page's
 * choice, sent with the checkout) and on the manage page; the texts queued beside the emails
 * (the day-before reminder, the nudge to choose a time, a closed day's move), in the patient's
 * language, on their clock, never to a number that said STOP.
 */
describe.each(testBackends())("text reminders on %s", (backend) => {
  let database: TestDatabase;
  let server: TestServer;
  let day: string;
  let laterDay: string;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    server = await startTestServer(database);
    [, , day, laterDay] = proposedEventDates();
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });
  beforeEach(() => truncateAll(database));
  const ctx = () => testContext(database);

  /** Books and pays through the event page's endpoint and the test checkout; gives the booking and its manage token. */
  async function bookAndPay(fields: Record<string, string>, email = "patient@example.com") {
    const response = await fetch(`${server.url}/api/create-checkout-session`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: SITE },
      body: JSON.stringify({
        success_url: `${SITE}/consultation-success`,
        cancel_url: `${SITE}/consultation-event`,
        event_date: day,
        name: "Pat Example",
        phone: "+44 7700 900123",
        ...fields,
      }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const { sessionId } = (await response.json()) as { sessionId: string };
    await payTestSession(database.db, sessionId, email);
    const result = await fulfilCheckout(ctx(), sessionId);
    const booking = (result as { booking: typeof consultationBookings.$inferSelect }).booking;
    return { booking, token: signBookingToken(await bookingLinkSecret(database.db), booking.id) };
  }

  const texts = () =>
    database.db.select().from(outbox).where(ne(outbox.channel, "email")).orderBy(outbox.sendAfter);
  const stored = async (id: string) =>
    (await database.db.select().from(consultationBookings).where(eq(consultationBookings.id, id)))[0];
  const manage = (token: string, fields: Record<string, string>) =>
    fetch(`${server.url}/booking/${token}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE },
      body: new URLSearchParams(fields).toString(),
    });

  it("chosen at checkout: the nudge and the day-before reminder by SMS, on the patient's clock, with the reference and the manage link", async () => {
    const { booking, token } = await bookAndPay({ reminders: "sms" });
    expect(booking).toMatchObject({ textChannel: "sms", textTimeZone: null });
    expect(booking.textConsentAt).toBeInstanceOf(Date);

    const queued = await texts();
    expect(queued.map((t) => t.kind)).toEqual(["booking-reminder-choose-time", "booking-reminder-1d"]);
    const facts = {
      date: formatEventDate(day),
      time: null,
      reference: booking.reference,
      manageUrl: `${SITE}/booking/${token}`,
    };
    for (const text of queued) {
      expect(text).toMatchObject({ channel: "sms", recipient: "+447700900123", timeZone: "Europe/London" });
      // Sent in daytime on the patient's own clock, and given up once the day has begun.
      const hour = wallClockIn("Europe/London", text.sendAfter).hour;
      expect(hour).toBeGreaterThanOrEqual(8);
      expect(hour).toBeLessThan(21);
      expect(text.sendBefore!.getTime()).toBeGreaterThan(text.sendAfter.getTime());
    }
    // The nudge is not sent within a day of the reminder: one text a day, and the reminder matters more.
    expect(queued[0].sendBefore!.getTime()).toBe(queued[1].sendAfter.getTime() - 24 * 60 * 60_000);
    expect(queued[0].textBody).toBe(reminderTexts.chooseTime(facts));
    expect(queued[1].textBody).toBe(reminderTexts.dayBefore(facts));
    expect(queued[1].textBody).toContain(booking.reference);
    expect(queued[1].textBody).toContain(facts.manageUrl);
    // The day-before email goes as before, and the text's due time is the email's.
    const [email] = await database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "booking-reminder-1d"), eq(outbox.channel, "email")));
    expect(email.recipient).toBe("patient@example.com");
    expect(email.textBody.startsWith("Dear Pat,\n")).toBe(true);
    expect(queued[1].sendAfter.getTime()).toBe(email.sendAfter.getTime());
  });

  it("email only by default; a German patient's texts are German; a number that said STOP gets none", async () => {
    await bookAndPay({});
    expect(await texts()).toHaveLength(0);

    await truncateAll(database);
    const german = await bookAndPay({ reminders: "whatsapp", language: "de", phone: "+49 30 23125 123" });
    const queued = await texts();
    expect(queued).toHaveLength(2);
    expect(queued[1]).toMatchObject({
      channel: "whatsapp",
      recipient: "+493023125123",
      timeZone: "Europe/Berlin",
    });
    expect(queued[1].textBody).toBe(
      germanTexts.dayBefore({
        date: formatEventDate(day, "de"),
        time: null,
        reference: german.booking.reference,
        manageUrl: `${SITE}/booking/${german.token}`,
      }),
    );
    expect(queued[1].textBody).toContain("Bitte wählen Sie jetzt Ihre Terminzeit");

    await truncateAll(database);
    await database.db.insert(textOptOuts).values({ phone: "+447700900123", source: "stop-reply" });
    const stopped = await bookAndPay({ reminders: "sms" });
    expect(stopped.booking.textChannel).toBe("sms");
    expect(await texts()).toHaveLength(0);
  });

  it("refuses a channel it does not know, and stores nothing", async () => {
    const response = await fetch(`${server.url}/api/create-checkout-session`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: SITE },
      body: JSON.stringify({
        success_url: `${SITE}/consultation-success`,
        cancel_url: `${SITE}/consultation-event`,
        event_date: day,
        name: "Pat Example",
        phone: "+44 7700 900123",
        reminders: "pigeon",
      }),
    });
    expect(response.status).toBe(400);
    expect(await database.db.$count(consultationBookings)).toBe(0);
  });

  it("the manage page shows the choice and changes it: WhatsApp on another clock, then email only withdraws the texts", async () => {
    const { booking, token } = await bookAndPay({});
    const page = await (await fetch(`${server.url}/booking/${token}`)).text();
    expect(page).toContain(textChoice.legend);
    expect(page).toContain(textChoice.emailOnly);
    expect(page).toContain('name="reminders" value="whatsapp"');

    const saved = await manage(token, {
      intent: "reminders",
      reminders: "whatsapp",
      time_zone: "America/New_York",
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`/booking/${token}?done=reminders`);
    expect(await stored(booking.id)).toMatchObject({
      textChannel: "whatsapp",
      textTimeZone: "America/New_York",
    });
    const queued = await texts();
    expect(queued).toHaveLength(2);
    for (const text of queued) {
      expect(text).toMatchObject({ channel: "whatsapp", timeZone: "America/New_York" });
      expect(wallClockIn("America/New_York", text.sendAfter).hour).toBeGreaterThanOrEqual(8);
    }
    const shown = await (await fetch(`${server.url}/booking/${token}?done=reminders`)).text();
    expect(shown).toContain(textChoice.goesTo(textChoice.channelNames.whatsapp, "+44 7700 900123"));

    // A zone not on the list: refused with the reason, nothing changed.
    const refused = await manage(token, { intent: "reminders", reminders: "sms", time_zone: "Mars/Olympus" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(textChoice.zoneUnknown);
    expect((await stored(booking.id)).textChannel).toBe("whatsapp");

    await manage(token, { intent: "reminders", reminders: "none" });
    expect(await stored(booking.id)).toMatchObject({ textChannel: "none", textConsentAt: null });
    expect(await texts()).toHaveLength(0);
  });

  it("a number without its country code cannot have texts: said on the page, refused when posted", async () => {
    const { booking, token } = await bookAndPay({});
    await database.db
      .update(consultationBookings)
      .set({ customerPhone: "07700 900123" })
      .where(eq(consultationBookings.id, booking.id));
    expect(await (await fetch(`${server.url}/booking/${token}`)).text()).toContain(
      textChoice.needsInternational.slice(0, 40),
    );
    const refused = await manage(token, { intent: "reminders", reminders: "sms" });
    expect(refused.status).toBe(400);
    expect((await stored(booking.id)).textChannel).toBe("none");
  });

  it("a closed day's move is texted to a patient who chose texts, with the new day and the manage link", async () => {
    const { booking, token } = await bookAndPay({ reminders: "sms" });
    const staff = await newStaffMember(ctx(), "reception@clinic.example");
    const found = await findDay(database.db, day);
    const result = await closeDay(
      staff,
      day,
      { ...found, open: false, reason: "Staff training" },
      { disposition: "move", target: laterDay },
    );
    expect(result).toEqual({ moved: 1, refunded: 0, failed: 0 });
    const [moved] = (await texts()).filter((t) => t.kind === "booking-change");
    expect(moved.textBody).toBe(
      reminderTexts.dayMoved({
        closedDate: formatEventDate(day),
        date: formatEventDate(laterDay),
        time: null,
        reference: booking.reference,
        manageUrl: `${SITE}/booking/${token}`,
      }),
    );
    // Its reminders followed it to the new day.
    const dayBefore = (await texts()).find((t) => t.kind === "booking-reminder-1d");
    expect(dayBefore?.textBody).toContain(formatEventDate(laterDay));
  });
});
