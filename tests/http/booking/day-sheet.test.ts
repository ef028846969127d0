import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, consultationBookings, outbox } from "../../../app/db/schema";
import { createTestDatabase, testBackends, truncateAll, type TestDatabase } from "../../support/database";
import { startTestServer, type TestServer } from "../../support/http-server";
import { rawRequest, type RawAnswer } from "../../support/raw-http";
import { signInStaff } from "../../support/staff-http";
import { proposedEventDates } from "../../../app/services/bookings/days.server";

const SITE = "http://localhost:3000";

/**
 * The day sheet as the receptionist uses it (/staff/consultation-days/:date): the table by time,
 * a note saved on a row, the day's confirmations sent once, a desk payment, the CSV.
 */
describe.each(testBackends())("the day sheet on %s", { timeout: 120_000 }, (backend) => {
  let database: TestDatabase;
  let server: TestServer;
  let cookie: string;
  let day: string;
  let n = 0;

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
    day = proposedEventDates()[1];
    ({ cookie } = await signInStaff(server.url, database.db, { email: `reception-${++n}@clinic.example` }));
  });

  function send(options: { path: string; form?: Record<string, string> }): Promise<RawAnswer> {
    const body = options.form ? new URLSearchParams(options.form).toString() : undefined;
    return rawRequest(server.url, {
      method: body ? "POST" : "GET",
      path: options.path,
      headers: {
        Origin: SITE,
        ...(cookie ? { Cookie: cookie } : {}),
        ...(body ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
      },
      body,
    });
  }
  const path = (suffix = "") => `/staff/consultation-days/${day}${suffix}`;

  async function booking(values: Partial<typeof consultationBookings.$inferInsert>) {
    const [row] = await database.db
      .insert(consultationBookings)
      .values({
        sessionId: `cs_test_daysheet_${++n}`,
        provider: "test",
        status: "paid",
        eventDate: day,
        amountCents: 5000,
        currency: "eur",
        paidAt: new Date(),
        ...values,
      })
      .returning();
    return row;
  }

  async function threePatients() {
    const untimed = await booking({
      customerName: "Cara Untimed",
      customerPhone: "+44 7700 900333",
      customerEmail: "cara@example.com",
    });
    const late = await booking({
      customerName: "Bela Late",
      customerPhone: "0036 30 123 4567",
      customerEmail: "bela@example.com",
      status: "scheduled",
      appointmentDate: day,
      appointmentTime: "14:00",
    });
    const early = await booking({
      customerName: "=Ann Early",
      customerPhone: "+36 1 234 5678",
      customerEmail: "ann@example.com",
      status: "scheduled",
      appointmentDate: day,
      appointmentTime: "10:00",
    });
    const desk = await booking({
      customerName: "Dora Desk",
      customerPhone: "+36 20 555 0000",
      provider: "desk",
      channel: "phone-desk",
      paidAt: null,
      status: "scheduled",
      appointmentDate: day,
      appointmentTime: "11:00",
    });
    return { untimed, late, early, desk };
  }

  it("lists the day by time, untimed last: name, phone as a tel: link, reference, payment and channel; never the session id", async () => {
    const { untimed, late, early, desk } = await threePatients();
    const answer = await send({ path: path() });
    expect(answer.status).toBe(200);
    const table = answer.text.slice(answer.text.indexOf('data-testid="day-sheet"'));
    const order = [early, desk, late, untimed].map((b) => table.indexOf(b.reference));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(table).toContain('href="tel:+3612345678"');
    expect(table).toContain("+36 1 234 5678");
    expect(table).toContain("Bela Late");
    expect(table).toContain("To pay at desk");
    expect(table).toContain("No time chosen");
    expect(answer.text).not.toContain(untimed.sessionId);
    expect(answer.text).toContain(`href="/staff/consultation-days/${day}/settings"`);
    expect(answer.text).toContain(`href="/staff/consultation-days/${day}/book"`);
    expect(answer.text).toContain("Export the day");
    expect(answer.text).toContain(desk.reference);
  });

  it("saves a row's note (audited without its words) and marks a desk payment once", async () => {
    const { early, desk } = await threePatients();
    const saved = await send({
      path: path(),
      form: { intent: "note", bookingId: early.id, note: "Needs a wheelchair" },
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.location).toBe(path("?saved=note"));
    const [stored] = await database.db
      .select()
      .from(consultationBookings)
      .where(eq(consultationBookings.id, early.id));
    expect(stored.staffNote).toBe("Needs a wheelchair");
    const shown = await send({ path: path("?saved=note") });
    expect(shown.text).toContain("Note saved.");
    expect(shown.text).toContain('value="Needs a wheelchair"');

    expect((await send({ path: path(), form: { intent: "paid-at-desk", bookingId: desk.id } })).status).toBe(
      302,
    );
    const [paid] = await database.db
      .select()
      .from(consultationBookings)
      .where(eq(consultationBookings.id, desk.id));
    expect(paid.paidAt).not.toBeNull();
    const again = await send({ path: path(), form: { intent: "paid-at-desk", bookingId: desk.id } });
    expect(again.status).toBe(409);
    expect(again.text).toContain("Only a phone booking to be paid at the desk");
    // An online booking cannot be marked so.
    expect((await send({ path: path(), form: { intent: "paid-at-desk", bookingId: early.id } })).status).toBe(
      409,
    );

    const audit = await database.db.select().from(auditLog);
    // Besides each view's read of the medical histories' flags (tests/http/health/staff-day-sheet.test.ts).
    expect(
      audit
        .map((a) => a.action)
        .filter((action) => action !== "health.flags")
        .sort(),
    ).toEqual(["booking.note", "booking.paid-at-desk"]);
    expect(JSON.stringify(audit)).not.toContain("wheelchair");
    expect(JSON.stringify(audit)).not.toContain("Ann");
  });

  it("sends the day's confirmations once per booking: a second press says how many were already sent", async () => {
    const { untimed, late, early } = await threePatients();
    const first = await send({ path: path(), form: { intent: "confirmations" } });
    expect(first.status).toBe(302);
    const firstPage = await send({ path: first.headers.location as string });
    // The desk booking has no email: three patients are emailed.
    expect(firstPage.text).toContain("3 confirmations queued.");
    const rows = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, `booking-day-confirmation-${day}`));
    expect(rows.map((r) => r.recipient).sort()).toEqual([
      "ann@example.com",
      "bela@example.com",
      "cara@example.com",
    ]);
    const byTo = (to: string) => rows.find((r) => r.recipient === to)!;
    expect(byTo("bela@example.com").textBody).toContain("at 14:00 (Budapest time)");
    expect(byTo("cara@example.com").textBody).toMatch(
      /Please choose your time here: http:\/\/localhost:3000\/booking\//,
    );
    expect(byTo("cara@example.com").textBody).toContain("What to bring:");
    expect(rows.every((r) => [untimed.id, late.id, early.id].includes(r.bookingId!))).toBe(true);

    const second = await send({ path: path(), form: { intent: "confirmations" } });
    const secondPage = await send({ path: second.headers.location as string });
    expect(secondPage.text).toContain(
      "No new confirmations to send. 3 patients had already been sent one for this day.",
    );
    expect(await database.db.$count(outbox, eq(outbox.kind, `booking-day-confirmation-${day}`))).toBe(3);
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.action, "day.confirmations"));
    expect(audit.map((a) => a.detail)).toEqual([
      { queued: 3, alreadySent: 0 },
      { queued: 0, alreadySent: 3 },
    ]);
  });

  it("exports the day as CSV: headers in words, Budapest times, phones as typed, formulas neutralised", async () => {
    const { early } = await threePatients();
    await database.db
      .update(consultationBookings)
      .set({ paidAt: new Date("2026-11-26T13:30:00Z"), staffNote: 'Bring X-ray, "old"' })
      .where(eq(consultationBookings.id, early.id));
    const answer = await send({ path: path("/export") });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toContain("text/csv");
    expect(answer.headers["content-disposition"]).toContain(`consultation-day-${day}.csv`);
    const lines = answer.text.trim().split("\r\n");
    expect(lines[0]).toBe(
      "Time,Name,Phone,Email,Reference,Payment,Channel,Status,Paid at (Budapest time),Note,Medical history,Newsletter code,Source,Medium,Campaign,Referring site,Landing page",
    );
    expect(lines).toHaveLength(5);
    expect(lines[1]).toBe(
      `10:00,'=Ann Early,+36 1 234 5678,ann@example.com,${early.reference},Paid,Online,Scheduled,2026-11-26 14:30,"Bring X-ray, ""old""",Not filled in yet,,,,,,`,
    );
    expect(lines[2]).toContain(",Dora Desk,+36 20 555 0000,,");
    expect(lines[2]).toContain(",To pay at desk,Phone,");
    expect(lines[3]).toContain(",Bela Late,0036 30 123 4567,");
    expect(lines[4]).toMatch(/^No time chosen,Cara Untimed,/);
    // Signed-out: no export.
    cookie = "";
    expect((await send({ path: path("/export") })).status).not.toBe(200);
  });
});
