import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { medicalHistoryBoxIn } from "../../../app/content/in/medical-history-page";
import { consultationBookings, outbox } from "../../../app/db/schema";
import { budapestToday } from "../../../app/lib/event-dates";
import { formatEventDate } from "../../../app/lib/format";
import { proposedEventDates } from "../../../app/services/bookings/days.server";
import type { ServiceContext, StaffContext } from "../../../app/services/context.server";
import { submitHistory } from "../../../app/services/health/submit.server";
import { reviseSentPlan } from "../../../app/services/plans/drafts.server";
import { sendPlan } from "../../../app/services/plans/sending.server";
import { testContext } from "../../support/context";
import { createTestDatabase, testBackends, truncateAll, type TestDatabase } from "../../support/database";
import { germanInput, germanPatient } from "../../support/health";
import { SITE, textOf } from "../../support/health-patient";
import { startTestServer, type TestServer } from "../../support/http-server";
import { planStaff, sentImplantPlan } from "../../support/plans";

const historyLink = /http:\/\/localhost:3000\/medical-history\/([bp]\.[0-9a-f-]{36}\.[A-Za-z0-9_-]{22})/;
const manageLink = /http:\/\/localhost:3000(\/booking\/[A-Za-z0-9_-]{43})/;

/**
 * Where the patient finds their medical history's link: the receipt of their consultation day's
 * payment, their manage-booking page, their treatment plan's email and page, each in their
 * language, and each with the link alone, never an answer.
 */
describe.each(testBackends())("the medical history's links on %s", (backend) => {
  let database: TestDatabase;
  let server: TestServer;
  let ctx: ServiceContext;
  let staff: StaffContext;

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
    ctx = testContext(database, { settings: { clinicInbox: "clinic@clinic.example", siteUrl: SITE } });
    staff = await planStaff(ctx);
  });

  const emails = (kind: string) => database.db.select().from(outbox).where(eq(outbox.kind, kind));
  const html = async (path: string) => textOf(await (await fetch(`${server.url}${path}`)).text());

  /** A German patient books through the German event page's checkout and pays on the test checkout. */
  async function germanPaidBooking() {
    const started = await fetch(`${server.url}/api/create-checkout-session`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        success_url: `${SITE}/consultation-success`,
        cancel_url: `${SITE}/de/beratungstag`,
        event_date: proposedEventDates()[0],
        name: germanPatient.name,
        phone: "+49 170 1234567",
        language: "de",
      }),
    });
    const { sessionId, url } = (await started.json()) as { sessionId: string; url: string };
    const paid = await fetch(`${server.url}${new URL(url).pathname}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE },
      body: new URLSearchParams({ intent: "pay", email: germanPatient.email }).toString(),
    });
    expect(paid.status).toBe(302);
    const [booking] = await database.db
      .select()
      .from(consultationBookings)
      .where(eq(consultationBookings.sessionId, sessionId));
    return booking;
  }

  it("the receipt carries the link in German, and the manage page shows the box: not filled in yet, then received (version 1)", async () => {
    const booking = await germanPaidBooking();
    const [receipt] = await emails("booking-receipt");
    expect(receipt.recipient).toBe(germanPatient.email);
    expect(receipt.textBody).toContain("Bitte füllen Sie vor Ihrem Besuch Ihren Anamnesebogen aus");
    const token = historyLink.exec(receipt.textBody)?.[1];
    expect(token).toMatch(new RegExp(`^b\\.${booking.id}\\.`));
    // The clinic's notice carries no link to it.
    const [notice] = await emails("booking-paid-staff");
    expect(notice.textBody).not.toContain("/medical-history/");

    const managePath = manageLink.exec(receipt.textBody)![1];
    const words = medicalHistoryBoxIn.de;
    const before = await html(managePath);
    expect(before).toContain(words.heading);
    expect(before).toContain(`data-testid="medical-history-state">${words.notFilled}</p>`);
    expect(before).toContain(`<a href="/medical-history/${token}" class="btn-brand mt-4">${words.fill}</a>`);

    await submitHistory(ctx, token!, germanInput());
    const after = await html(managePath);
    const today = formatEventDate(budapestToday(new Date()), "de");
    expect(after).toContain(`data-testid="medical-history-state">${words.received(today, 1)}</p>`);
    expect(after).toContain(
      `<a href="/medical-history/${token}" class="btn-outline mt-4">${words.update}</a>`,
    );

    // Once the booking no longer takes answers (cancelled), the box is gone.
    await database.db
      .update(consultationBookings)
      .set({ status: "cancelled", cancelledAt: new Date() })
      .where(eq(consultationBookings.id, booking.id));
    expect(await html(managePath)).not.toContain('data-testid="medical-history-box"');
  });

  it("the plan's email and its page carry the plan's link in French; a later plan email carries the link alone, never an answer", async () => {
    const plan = await sentImplantPlan(ctx, staff, {
      name: "Amélie Durand",
      email: "amelie@example.fr",
      language: "fr",
    });
    const [email] = await emails("plan-sent");
    expect(email.textBody).toContain("votre dentiste a besoin de votre questionnaire médical");
    const token = historyLink.exec(email.textBody)?.[1];
    expect(token).toMatch(new RegExp(`^p\\.${plan.planId}\\.`));
    const [notice] = await emails("plan-sent-staff");
    expect(notice.textBody).not.toContain("/medical-history/");

    const words = medicalHistoryBoxIn.fr;
    const page = await html(`/plan/${plan.token}`);
    expect(page).toContain(words.heading);
    expect(page).toContain(`data-testid="medical-history-state">${words.notFilled}</p>`);
    expect(page).toContain(`<a href="/medical-history/${token}" class="btn-brand mt-4">${words.fill}</a>`);

    await submitHistory(ctx, token!, {
      ...germanInput(),
      confirmedName: "Amélie Durand",
    });
    expect(await html(`/plan/${plan.token}`)).toContain(words.update);

    await reviseSentPlan(staff, plan.planId);
    await sendPlan(staff, plan.planId);
    const rows = await database.db.select().from(outbox);
    expect(rows.filter((row) => row.kind === "plan-sent")).toHaveLength(2);
    const stored = JSON.stringify(rows);
    for (const words of ["Schilddrüse", "Penicillin", "Thyroxin", "Ibuprofen", "Atemnot"])
      expect(stored).not.toContain(words);
  });
});
