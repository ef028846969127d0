import { beforeAll, describe, expect, it } from "vitest";
import { consultationEvent } from "../../../app/content/event";
import type { DatabaseHandle } from "../../../app/db/client.server";
import { consultationBookings, leads, outbox } from "../../../app/db/schema";
import { testBackends, type TestDatabase } from "../../support/database";
import { useTwoServers } from "../../support/two-servers";
import { createSmtpTransport } from "../../../app/services/mail/transport.server";
import { deliverDueEmails } from "../../../app/services/mail/outbox-worker.server";
import { closedPort, startSmtpServer } from "../../support/smtp";
import type { TestServer } from "../../support/http-server";
import { proposedEventDates } from "../../../app/services/bookings/days.server";

const SITE = "http://localhost:3000";
const FROM = "Budapest Dental Clinic <no-reply@clinic.example>";
/** The tests send from one address; the limits are not what is under test here. */
const generous = { windowMs: 60_000, limit: 100_000 };
const rateLimits = { forms: generous, checkout: generous };

/**
 * Two app servers on one database behave as one site. On PostgreSQL each server has its own
 * connection pool, as two processes would; PGlite belongs to one process, so there the two
 * servers share its handle (the app-level guarantees still have to hold).
 */
describe.each(testBackends())("two app servers on one %s database", (backend) => {
  const servers = useTwoServers(backend, { rateLimits });
  let database: TestDatabase;
  let secondHandle: DatabaseHandle;
  let one: TestServer;
  let two: TestServer;
  beforeAll(() => {
    ({ database, one, two } = servers);
    secondHandle = servers.second;
  });

  it("30 checkouts for the last place, split across both servers: exactly 1 is created", async () => {
    const date = proposedEventDates()[0];
    await database.db.insert(consultationBookings).values(
      Array.from({ length: consultationEvent.capacity - 1 }, (_, i) => ({
        sessionId: `cs_test_seeded${String(i).padStart(6, "0")}`,
        provider: "test" as const,
        status: "paid" as const,
        eventDate: date,
        amountCents: consultationEvent.feeEur * 100,
        currency: consultationEvent.currency,
        paidAt: new Date(),
      })),
    );
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        fetch(`${(i % 2 === 0 ? one : two).url}/api/create-checkout-session`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({
            success_url: `${SITE}/consultation-success`,
            cancel_url: `${SITE}/consultation-event`,
            event_date: date,
            name: "Ann Lee",
            phone: "+44 7700 900123",
          }),
        }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(29);
    expect(await database.db.$count(consultationBookings)).toBe(consultationEvent.capacity);
  });

  it("200 leads across both during an SMTP outage: 400 emails, each delivered exactly once after it", async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        fetch(`${(i % 2 === 0 ? one : two).url}/f/contact`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify({ name: `Patient ${i}`, email: `patient${i}@example.com` }),
        }).then((r) => r.status),
      ),
    );
    expect(answers.every((s) => s === 200)).toBe(true);
    expect(await database.db.$count(leads)).toBe(200);

    const port = await closedPort();
    const down = [
      createSmtpTransport(`smtp://127.0.0.1:${port}`),
      createSmtpTransport(`smtp://127.0.0.1:${port}`),
    ];
    const failed = await Promise.all([
      deliverDueEmails(database.db, down[0], { from: FROM, batchSize: 500 }),
      deliverDueEmails(secondHandle.db, down[1], { from: FROM, batchSize: 500 }),
    ]);
    expect(failed[0].sent + failed[1].sent).toBe(0);
    expect(failed[0].failed + failed[1].failed).toBe(400);
    down.forEach((t) => t.close?.());

    const smtp = await startSmtpServer({ port });
    try {
      const later = new Date(Date.now() + 10 * 60_000);
      const drain = async (db: DatabaseHandle["db"]) => {
        const transport = createSmtpTransport(smtp.url);
        let sent = 0;
        for (let round = 0; round < 50; round++) {
          const batch = await deliverDueEmails(db, transport, { from: FROM, now: later, batchSize: 20 });
          sent += batch.sent;
          if (batch.sent + batch.failed === 0) break;
        }
        transport.close?.();
        return sent;
      };
      const [byOne, byTwo] = await Promise.all([drain(database.db), drain(secondHandle.db)]);
      expect(byOne + byTwo).toBe(400);
      expect(smtp.received).toHaveLength(400);
      const recipients = smtp.received.flatMap((m) => m.recipients);
      expect(recipients.filter((r) => r === "clinic@clinic.example")).toHaveLength(200);
      expect(new Set(recipients.filter((r) => r !== "clinic@clinic.example")).size).toBe(200);
      const unsent = (await database.db.select().from(outbox)).filter((row) => row.sentAt === null);
      expect(unsent).toHaveLength(0);
    } finally {
      await smtp.close();
    }
  }, 120_000);
});
