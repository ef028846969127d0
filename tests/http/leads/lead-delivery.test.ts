import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads, outbox } from "../../../app/db/schema";
import { createTestDatabase, testBackends, type TestDatabase } from "../../support/database";
import { createSmtpTransport } from "../../../app/services/mail/transport.server";
import { deliverDueEmails } from "../../../app/services/mail/outbox-worker.server";
import { closedPort, startSmtpServer, type LocalSmtp } from "../../support/smtp";
import { startTestServer } from "../../support/http-server";

const FROM = "Budapest Dental Clinic <no-reply@clinic.example>";

describe.each(testBackends())("leads while mail is down, on %s", (backend) => {
  let database: TestDatabase;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let smtp: LocalSmtp | undefined;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    server = await startTestServer(database, { rateLimits: { forms: { windowMs: 60_000, limit: 10_000 } } });
  });
  afterAll(async () => {
    await smtp?.close();
    await server?.close();
    await database?.dispose();
  });

  it("a real SMTP server receives the staff email for a lead", async () => {
    smtp = await startSmtpServer();
    const response = await fetch(`${server.url}/f/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({
        name: "Ann Patient",
        email: "ann@example.com",
        treatment: "All-on-6",
        message: "Full upper arch",
      }),
    });
    expect(response.status).toBe(200);
    const transport = createSmtpTransport(smtp.url);
    expect(await deliverDueEmails(database.db, transport, { from: FROM })).toEqual({ sent: 2, failed: 0 });
    const staff = smtp.received.find((m) => m.recipients.includes("clinic@clinic.example"));
    expect(staff?.data).toContain("New enquiry: All-on-6 from Ann Patient");
    expect(staff?.data).toContain("Full upper arch");
    expect(smtp.received.find((m) => m.recipients.includes("ann@example.com"))?.data).toContain(
      "within 24 hours",
    );
    transport.close?.();
    await smtp.close();
    smtp = undefined;
    await database.db.delete(outbox);
    await database.db.delete(leads);
  });

  it("stores all 200 leads while SMTP is down and delivers every email once it is back", async () => {
    const port = await closedPort();
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`);

    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        fetch(`${server.url}/f/contact`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify({ name: `Patient ${i}`, email: `patient${i}@example.com` }),
        }).then((r) => r.status),
      ),
    );
    expect(answers.every((status) => status === 200)).toBe(true);
    expect(await database.db.$count(leads)).toBe(200);

    // Mail is down: every attempt fails, nothing is lost.
    const down = await deliverDueEmails(database.db, transport, { from: FROM, batchSize: 500 });
    expect(down.sent).toBe(0);
    expect(down.failed).toBe(400);
    expect(await database.db.$count(outbox)).toBe(400);

    // SMTP comes back on the same port; after the backoff every email goes out exactly once.
    smtp = await startSmtpServer({ port });
    const later = new Date(Date.now() + 10 * 60_000);
    let sent = 0;
    for (let round = 0; round < 20 && sent < 400; round++) {
      sent += (await deliverDueEmails(database.db, transport, { from: FROM, now: later, batchSize: 100 }))
        .sent;
    }
    expect(sent).toBe(400);
    expect(smtp.received).toHaveLength(400);
    const staffCopies = smtp.received.filter((m) => m.recipients.includes("clinic@clinic.example"));
    expect(staffCopies).toHaveLength(200);
    expect(await database.db.$count(leads)).toBe(200);
    transport.close?.();
  }, 120_000);
});
