/**
 * The emails the back office sends a patient, in the patient's language: a German phone
 * booking's desk confirmation, a French payment link, a French booking moved by closing its
 * day, a German desk booking cancelled by closing its day, and the day sheet's confirmation in
 * French. English stays as it was (consultation-days.test.ts, day-sheet.test.ts).
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Locale } from "../../../app/content/locales";
import {
  dayConfirmationEmailIn,
  dayMovedEmailIn,
  deskBookingEmailIn,
  deskCancelledEmailIn,
} from "../../../app/content/translations";
import { addStaffAccount } from "../../../app/services/staff/accounts.server";
import { consultationBookings, consultationDays, outbox, testCheckoutSessions } from "../../../app/db/schema";
import { formatEventDate } from "../../../app/lib/format";
import { closeDay } from "../../../app/services/bookings/day-closing.server";
import { type DaySettings } from "../../../app/services/bookings/day-settings.server";
import { sendDayConfirmations } from "../../../app/services/bookings/day-sheet.server";
import { findDay, offeredDates, proposedEventDates } from "../../../app/services/bookings/days.server";
import { bookByPhone } from "../../../app/services/bookings/phone.server";
import type { StaffContext } from "../../../app/services/context.server";
import { asStaff, testContext } from "../../support/context";
import { createTestDatabase, testBackends, truncateAll, type TestDatabase } from "../../support/database";

const SITE = "http://localhost:3000";
const MAIL = { clinicInbox: "clinic@clinic.example", siteUrl: SITE };

describe.each(testBackends())("desk emails in German and French, on %s", { timeout: 120_000 }, (backend) => {
  let database: TestDatabase;
  /** The context acting for the admin. */
  let staff: StaffContext;
  let day: string;
  let otherDay: string;
  let n = 0;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
  });
  afterAll(async () => {
    await database?.dispose();
  });
  beforeEach(async () => {
    await truncateAll(database);
    [day, otherDay] = proposedEventDates();
    await offeredDates(database.db);
    const ctx = testContext(database, { settings: MAIL });
    const account = await addStaffAccount(ctx, {
      email: "admin@clinic.example",
      password: "a long staff password",
      role: "admin",
    });
    staff = asStaff(ctx, { id: account.id, email: account.email });
  });

  const db = () => database.db;
  const settingsOf = async (date: string): Promise<DaySettings> => {
    const d = await findDay(db(), date);
    return {
      open: d.open,
      capacity: d.capacity,
      appointmentTimes: d.appointmentTimes,
      placesPerTime: d.placesPerTime,
      reason: d.reason,
    };
  };
  const mailTo = (email: string, kind: string) =>
    db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, email), eq(outbox.kind, kind)));

  /** A booking paid online through the test provider, in `language`. */
  async function paidBooking(date: string, language: Locale) {
    const sessionId = `cs_test_desk_lang${++n}`;
    await db()
      .insert(testCheckoutSessions)
      .values({
        id: sessionId,
        status: "paid",
        amountCents: 5000,
        currency: "eur",
        eventDate: date,
        successUrl: `${SITE}/consultation-success`,
        cancelUrl: `${SITE}/consultation-event`,
      });
    const [row] = await db()
      .insert(consultationBookings)
      .values({
        sessionId,
        provider: "test",
        status: "paid",
        eventDate: date,
        amountCents: 5000,
        currency: "eur",
        customerName: "Anne Leroy",
        customerEmail: `patient${n}@example.com`,
        language,
        paidAt: new Date(),
      })
      .returning();
    return row;
  }

  const phoneBooking = (language: Locale, payment: "desk" | "link", email: string) =>
    bookByPhone(staff, {
      date: day,
      name: "Greta Anruferin",
      phone: "+49 151 2345678",
      email,
      payment,
      language,
    });

  it("a German phone booking paid at the desk gets its confirmation in German, with German dates and links", async () => {
    const booking = await phoneBooking("de", "desk", "greta@example.com");
    expect(booking.language).toBe("de");
    const [email] = await mailTo("greta@example.com", "booking-desk-confirmation");
    const date = formatEventDate(day, "de");
    expect(email.subject).toBe(`Ihr Beratungstag am ${date} ist gebucht`);
    expect(email.subject).toBe(
      deskBookingEmailIn.de.subject({ date, name: "", reference: "", manageUrl: "", siteUrl: "" }),
    );
    expect(email.textBody).toContain("Guten Tag Greta Anruferin,");
    expect(email.textBody).toContain(
      "Die Gebühr von 50\u00a0€ zahlen Sie bei Ihrer Ankunft an der Rezeption",
    );
    expect(email.textBody).toContain(`Buchungsnummer: ${booking.reference}`);
    expect(email.textBody).toContain(`${SITE}/booking/`);
    expect(email.textBody.endsWith(`\n${SITE}/de`)).toBe(true);
    expect(email.textBody).not.toContain(formatEventDate(day, "en"));
    expect(email.textBody).not.toContain("What to bring");
  });

  it("a French phone booking by a payment link gets the link in French, its deadline written in French", async () => {
    const booking = await phoneBooking("fr", "link", "anne@example.com");
    const [email] = await mailTo("anne@example.com", "booking-payment-link");
    expect(email.subject).toBe(
      `Votre lien de paiement pour la Journée de consultation du ${formatEventDate(day, "fr")}`,
    );
    expect(email.textBody).toContain(`${SITE}/test-checkout/${booking.sessionId}`);
    expect(email.textBody).toContain("(heure de Budapest)");
    expect(email.textBody).not.toContain("(Budapest time)");
    expect(email.textBody.endsWith(`\n${SITE}/fr`)).toBe(true);
  });

  it("a French booking moved by closing its day gets a French 'day moved' email; an English one stays English", async () => {
    const french = await paidBooking(day, "fr");
    const english = await paidBooking(day, "en");
    const result = await closeDay(
      staff,
      day,
      { ...(await settingsOf(day)), reason: null },
      { disposition: "move", target: otherDay },
    );
    expect(result).toEqual({ moved: 2, refunded: 0, failed: 0 });
    const [closed] = await db().select().from(consultationDays).where(eq(consultationDays.date, day));
    expect(closed.open).toBe(false);

    const [moved] = await mailTo(french.customerEmail!, "booking-change");
    const facts = {
      from: formatEventDate(day, "fr"),
      to: formatEventDate(otherDay, "fr"),
      reason: null,
      reference: "",
      manageUrl: "",
      siteUrl: "",
    };
    expect(moved.subject).toBe(dayMovedEmailIn.fr.subject(facts));
    expect(moved.subject).toBe(`Votre Journée de consultation a été déplacée au ${facts.to}`);
    expect(moved.textBody).toContain(`la clinique a dû annuler la Journée de consultation du ${facts.from}.`);
    expect(moved.textBody).toContain(`${SITE}/booking/`);
    expect(moved.textBody.endsWith(`\n${SITE}/fr`)).toBe(true);

    const [stays] = await mailTo(english.customerEmail!, "booking-change");
    expect(stays.subject).toBe(`Your consultation day has moved to ${formatEventDate(otherDay)}`);
    expect(stays.textBody.endsWith(`\n${SITE}`)).toBe(true);
  });

  it("a German desk booking cancelled by closing its day is told in German that nothing is refunded", async () => {
    const booking = await phoneBooking("de", "desk", "greta@example.com");
    await closeDay(staff, day, await settingsOf(day), { disposition: "refund" });
    const [email] = await mailTo("greta@example.com", "booking-cancel");
    expect(email.subject).toBe(deskCancelledEmailIn.de.subject(formatEventDate(day, "de")));
    expect(email.textBody).toContain(`Buchungsnummer ${booking.reference}`);
    expect(email.textBody).toContain("es ist also nichts zu erstatten");
  });

  it("the day sheet's confirmation reaches a French patient in French", async () => {
    const french = await paidBooking(day, "fr");
    const { queued } = await sendDayConfirmations(staff, day);
    expect(queued).toBe(1);
    const [email] = await db().select().from(outbox).where(eq(outbox.recipient, french.customerEmail!));
    expect(email.subject).toBe(
      dayConfirmationEmailIn.fr.subject({
        name: null,
        date: formatEventDate(day, "fr"),
        time: null,
        reference: "",
        manageUrl: "",
        siteUrl: "",
      }),
    );
    expect(email.textBody).toContain("Bonjour Anne Leroy,");
    expect(email.textBody).toContain("Journée de consultation");
  });
});
