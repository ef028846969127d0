/**
 * A consultation-day booking in German and French over HTTP (the real edge and route table): the
 * event page in German, a French booking made through the test checkout, stored as 'fr', its
 * receipt, confirmation and calendar file in French, the clinic's emails in English naming the
 * language, and the manage page in French.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  confirmationEmailIn,
  manageBookingCopyIn,
  receiptEmailIn,
  testCheckoutPageIn,
} from "../../../app/content/translations";
import { signOffIn } from "../../../app/content/in/email-courtesy";
import { consultationBookings, outbox } from "../../../app/db/schema";
import { formatEurCents, formatEventDate } from "../../../app/lib/format";
import { bookingLinkSecret, signBookingToken } from "../../../app/services/bookings/links.server";
import { proposedEventDates } from "../../../app/services/bookings/days.server";
import { createTestDatabase, testBackends, truncateAll, type TestDatabase } from "../../support/database";
import { startTestServer, type TestServer } from "../../support/http-server";

const SITE = "http://localhost:3000";

describe.each(testBackends())("bookings in German and French on %s", (backend) => {
  let database: TestDatabase;
  let server: TestServer;
  let eventDate: string;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });
  beforeEach(async () => {
    await truncateAll(database);
    eventDate = proposedEventDates()[0];
  });

  const emails = (kind: string) => database.db.select().from(outbox).where(eq(outbox.kind, kind));
  const bookingOf = async (sessionId: string) =>
    (
      await database.db
        .select()
        .from(consultationBookings)
        .where(eq(consultationBookings.sessionId, sessionId))
    )[0];

  /** A checkout started from the French event page, as its script sends it. */
  const frenchCheckout = async () => {
    const response = await fetch(`${server.url}/api/create-checkout-session`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        success_url: `${SITE}/consultation-success`,
        cancel_url: `${SITE}/fr/journee-de-consultation`,
        event_date: eventDate,
        name: "Anne Leroy",
        phone: "+33 6 12 34 56 78",
        language: "fr",
      }),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { sessionId: string; url: string };
  };

  it("the German event page says the fee as 50 € and its dates in German, and carries its script's words", async () => {
    const html = await (await fetch(`${server.url}/de/beratungstag`)).text();
    expect(html).toContain('lang="de-DE"');
    expect(html).toContain("50\u00a0€");
    expect(html).toContain(formatEventDate(eventDate, "de"));
    expect(html).not.toContain(formatEventDate(eventDate, "en"));
    // The site script's words travel in the markup, in German only.
    expect(html).toContain("data-booking-words=");
    expect(html).toContain("Ausgebucht");
    // The English page carries none: its script speaks English.
    const english = await (await fetch(`${server.url}/consultation-event`)).text();
    expect(english).not.toContain("data-booking-words=");
    expect(english).toContain(formatEventDate(eventDate, "en"));
  });

  it("a French booking made through the test checkout is French: stored, paid, scheduled, its emails, .ics and manage page", async () => {
    const { sessionId, url } = await frenchCheckout();
    expect((await bookingOf(sessionId)).language).toBe("fr");

    // The test checkout page speaks the booking's language.
    const checkoutPath = new URL(url).pathname;
    const checkoutPage = await (await fetch(`${server.url}${checkoutPath}`)).text();
    expect(checkoutPage).toContain('lang="fr-FR"');
    expect(checkoutPage).toContain(testCheckoutPageIn.fr.pay(formatEurCents(5000, "fr")));

    const paid = await fetch(`${server.url}${checkoutPath}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE },
      body: new URLSearchParams({ intent: "pay", email: "anne@example.com" }).toString(),
    });
    expect(paid.status).toBe(302);
    const booking = await bookingOf(sessionId);
    expect(booking).toMatchObject({ status: "paid", language: "fr" });

    // The receipt in French; the clinic's notice in English, naming French.
    const [receipt] = await emails("booking-receipt");
    expect(receipt.subject).toBe(
      receiptEmailIn.fr.patientSubject({
        date: formatEventDate(eventDate, "fr"),
        amount: formatEurCents(5000, "fr"),
        reference: booking.reference,
        siteUrl: SITE,
        manageUrl: "",
        medicalHistoryUrl: "",
      }),
    );
    expect(receipt.textBody).toContain(formatEurCents(5000, "fr"));
    // Greeted and signed off as the lead emails are (content/email-courtesy.ts).
    expect(receipt.textBody.startsWith("Bonjour Anne,\n\n")).toBe(true);
    expect(receipt.textBody.endsWith(signOffIn.fr(SITE).join("\n"))).toBe(true);
    const [staffNotice] = await emails("booking-paid-staff");
    expect(staffNotice.textBody).toContain("Language: French");
    expect(staffNotice.textBody).toContain(formatEventDate(eventDate, "en"));

    // Choosing a time: the confirmation and its calendar file in French.
    const token = signBookingToken(await bookingLinkSecret(database.db), booking.id);
    const scheduled = await fetch(`${server.url}/api/consultation-bookings/${sessionId}`, {
      method: "PATCH",
      headers: { "Content-Type": "application/json", Origin: SITE },
      body: JSON.stringify({ appointment_date: eventDate, appointment_time: "10:30", token }),
    });
    expect(scheduled.status).toBe(200);
    const [confirmation] = await emails("booking-confirmation");
    expect(confirmation.subject).toBe(
      confirmationEmailIn.fr.patientSubject({
        when: "",
        date: formatEventDate(eventDate, "fr"),
        time: "10:30",
        reference: booking.reference,
        siteUrl: SITE,
        manageUrl: "",
      }),
    );
    expect(confirmation.attachments[0].content).toContain("Journée de consultation chez");
    expect(confirmation.textBody.startsWith("Bonjour Anne,\n\n")).toBe(true);
    expect(confirmation.textBody).toContain("10\u00a0h\u00a030");
    expect(confirmation.textBody).not.toMatch(/\b\d{1,2}:\d{2}\b/);
    const [staffConfirmation] = await emails("booking-staff");
    expect(staffConfirmation.textBody).toContain("Language: French");
    expect(staffConfirmation.attachments[0].content).toContain("Consultation day at");

    const ics = await (await fetch(`${server.url}/booking/${token}/calendar.ics`)).text();
    expect(ics).toContain("Journée de consultation chez");

    // The manage page speaks French.
    const manage = await (await fetch(`${server.url}/booking/${token}`)).text();
    expect(manage).toContain('lang="fr-FR"');
    expect(manage).toContain(manageBookingCopyIn.fr.heading);
    expect(manage).toContain(formatEventDate(eventDate, "fr"));
  });

  it("an English checkout stays English; a language the site does not speak is English", async () => {
    const response = await fetch(`${server.url}/api/create-checkout-session`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        success_url: `${SITE}/consultation-success`,
        cancel_url: `${SITE}/consultation-event`,
        event_date: eventDate,
        name: "Ann Lee",
        phone: "+44 7700 900123",
        language: "xx",
      }),
    });
    expect(response.status).toBe(200);
    const { sessionId } = (await response.json()) as { sessionId: string };
    expect((await bookingOf(sessionId)).language).toBe("en");
  });
});
