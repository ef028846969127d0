import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { closedPort, startSmtpServer, type LocalSmtp } from "../../../tests/support/smtp";
import { DatabaseUnavailableError } from "~/db/availability.server";
import type { Database } from "~/db/client.server";
import { outbox } from "~/db/schema";
import { logger } from "~/lib/logger.server";
import {
  createTestDatabase,
  testBackends,
  truncateAll,
  type TestDatabase,
} from "../../../tests/support/database";
import {
  createFileTransport,
  createMailTransport,
  createSmtpTransport,
  type MailTransport,
} from "./transport.server";
import { backoffMs, deliverDueEmails, runDelayMs, startOutboxWorker } from "./outbox-worker.server";
import { queueEmails, type QueuedEmail } from "./outbox.server";

const FROM = "Budapest Dental Clinic <no-reply@clinic.example>";

/** The decoded content of the named attachment in a raw MIME message (base64 or 7bit). */
function attachmentText(raw: string, filename: string): string {
  const part = raw.split(/\r?\n--/).find((p) => p.includes(`filename=${filename}`));
  if (!part) throw new Error(`no attachment named ${filename}`);
  const [headers, ...body] = part.split(/\r?\n\r?\n/);
  const content = body.join("\n\n");
  return /Content-Transfer-Encoding: base64/i.test(headers)
    ? Buffer.from(content.replace(/\s+/g, ""), "base64").toString("utf8")
    : content.replace(/\r?\n$/, "");
}

const email = (overrides: Partial<QueuedEmail> = {}): QueuedEmail => ({
  kind: "lead-staff",
  to: "clinic@clinic.example",
  replyTo: "ann@example.com",
  subject: "New enquiry: Ann Patient",
  text: "Ann would like a quote for two implants.",
  ...overrides,
});

describe.each(testBackends())("outbox delivery on %s", (backend) => {
  let database: TestDatabase;
  let smtp: LocalSmtp;
  const transports: MailTransport[] = [];
  const smtpTransport = (url: string) => {
    const transport = createSmtpTransport(url);
    transports.push(transport);
    return transport;
  };

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
    await database?.dispose();
  });
  beforeEach(async () => {
    await truncateAll(database);
    smtp.received.length = 0;
  });
  afterEach(() => {
    for (const transport of transports.splice(0)) transport.close?.();
  });

  it("sends a queued email over SMTP and marks the row sent", async () => {
    await queueEmails(database.db, [email()]);

    const counts = await deliverDueEmails(database.db, smtpTransport(smtp.url), { from: FROM });

    expect(counts).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message.recipients).toEqual(["clinic@clinic.example"]);
    expect(message.mailFrom).toBe("no-reply@clinic.example");
    expect(message.data).toContain("Subject: New enquiry: Ann Patient");
    expect(message.data).toContain("Reply-To: ann@example.com");
    expect(message.data).toContain("Ann would like a quote for two implants.");
    const [row] = await database.db.select().from(outbox);
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.attempts).toBe(0);
    expect(row.lastError).toBeNull();
  });

  it("sends a row queued in the same millisecond as the run: the database's clock counts microseconds", async () => {
    await queueEmails(database.db, [email()]);
    // The row's times as PostgreSQL's now() writes them, and the run's clock as JavaScript reads
    // it a moment later, in the same millisecond (CI: the last-queued email was left for the
    // next run, 2 s on, and a test counting one run's sends saw one of two).
    await database.db.execute(
      sql`update outbox set next_attempt_at = '2026-11-28T10:00:00.123456Z', send_after = '2026-11-28T10:00:00.123456Z'`,
    );
    const now = new Date("2026-11-28T10:00:00.123Z");
    expect(await deliverDueEmails(database.db, smtpTransport(smtp.url), { from: FROM, now })).toEqual({
      sent: 1,
      failed: 0,
    });
  });

  it("delivers an .ics attachment with the message", async () => {
    const ics = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Budapest Dental Clinic//Consultations//EN",
      "BEGIN:VEVENT",
      "UID:booking-123@clinic.example",
      "DTSTART:20261201T090000Z",
      "SUMMARY:Free consultation",
      "END:VEVENT",
      "END:VCALENDAR",
    ].join("\r\n");
    await queueEmails(database.db, [
      email({
        kind: "booking-confirmation",
        to: "ann@example.com",
        subject: "Your consultation on 1 December",
        attachments: [{ filename: "consultation.ics", contentType: "text/calendar", content: ics }],
      }),
    ]);

    await deliverDueEmails(database.db, smtpTransport(smtp.url), { from: FROM });

    expect(smtp.received).toHaveLength(1);
    const data = smtp.received[0].data;
    expect(data).toMatch(/Content-Type: text\/calendar/);
    expect(data).toMatch(/filename=consultation\.ics/);
    expect(attachmentText(data, "consultation.ics")).toBe(ics);
  });

  it("keeps a row when SMTP is down and sends it once the server is back", async () => {
    const port = await closedPort();
    const now = new Date("2026-12-01T09:00:00Z");
    await queueEmails(database.db, [email()]);
    await database.db.update(outbox).set({ nextAttemptAt: now });

    const down = await deliverDueEmails(database.db, smtpTransport(`smtp://127.0.0.1:${port}`), {
      from: FROM,
      now,
    });

    expect(down).toEqual({ sent: 0, failed: 1 });
    const [failed] = await database.db.select().from(outbox);
    expect(failed.sentAt).toBeNull();
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(failed.lastError).not.toContain("clinic@clinic.example");
    expect(failed.nextAttemptAt.getTime()).toBe(now.getTime() + 30_000);

    // Not due yet: nothing is tried before the backoff has passed.
    const server = await startSmtpServer({ port });
    try {
      const transport = smtpTransport(server.url);
      expect(
        await deliverDueEmails(database.db, transport, { from: FROM, now: new Date(now.getTime() + 29_000) }),
      ).toEqual({
        sent: 0,
        failed: 0,
      });

      const later = new Date(now.getTime() + 31_000);
      expect(await deliverDueEmails(database.db, transport, { from: FROM, now: later })).toEqual({
        sent: 1,
        failed: 0,
      });
      expect(server.received).toHaveLength(1);
      expect(server.received[0].recipients).toEqual(["clinic@clinic.example"]);
      const [sent] = await database.db.select().from(outbox);
      expect(sent.sentAt).toEqual(later);
      expect(sent.attempts).toBe(1);
      expect(await database.db.$count(outbox)).toBe(1);
    } finally {
      await server.close();
    }
  });

  it("records a rejected recipient without the address and still sends the others", async () => {
    const server = await startSmtpServer({ reject: ["nobody@example.com"] });
    try {
      await queueEmails(database.db, [
        email({ to: "first@example.com" }),
        email({ to: "nobody@example.com" }),
        email({ to: "third@example.com" }),
      ]);

      const counts = await deliverDueEmails(database.db, smtpTransport(server.url), { from: FROM });

      expect(counts).toEqual({ sent: 2, failed: 1 });
      expect(server.received.map((m) => m.recipients[0])).toEqual(["first@example.com", "third@example.com"]);
      const rejected = (
        await database.db.select().from(outbox).where(eq(outbox.recipient, "nobody@example.com"))
      )[0];
      expect(rejected.sentAt).toBeNull();
      expect(rejected.attempts).toBe(1);
      expect(rejected.lastError).toContain("550");
      expect(rejected.lastError).not.toContain("nobody@example.com");
      expect(rejected.lastError!.length).toBeLessThanOrEqual(500);
    } finally {
      await server.close();
    }
  });

  it("sends each of 10 due rows exactly once when workers run at the same time", async () => {
    const recipients = Array.from({ length: 10 }, (_, i) => `patient${i}@example.com`);
    await queueEmails(
      database.db,
      recipients.map((to) => email({ to })),
    );
    const now = new Date();
    // Small batches so the three workers have to share the rows between them.
    const results = await Promise.all(
      [0, 1, 2].map(() =>
        deliverDueEmails(database.db, smtpTransport(smtp.url), { from: FROM, now, batchSize: 4 }),
      ),
    );

    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(10);
    expect(results.every((r) => r.failed === 0)).toBe(true);
    expect(smtp.received).toHaveLength(10);
    expect(smtp.received.map((m) => m.recipients[0]).sort()).toEqual([...recipients].sort());
    const rows = await database.db.select().from(outbox).orderBy(asc(outbox.id));
    expect(rows.every((row) => row.sentAt !== null && row.attempts === 0)).toBe(true);
    // Nothing is left to send, even far in the future.
    const future = new Date(now.getTime() + 24 * 60 * 60 * 1000);
    expect(await deliverDueEmails(database.db, smtpTransport(smtp.url), { from: FROM, now: future })).toEqual(
      { sent: 0, failed: 0 },
    );
  });

  it("the worker drains more than one batch and stops cleanly", async () => {
    await queueEmails(
      database.db,
      Array.from({ length: 30 }, (_, i) => email({ to: `patient${i}@example.com` })),
    );
    // Files, not SMTP: smtp-server waits 100 ms before greeting each connection.
    const dir = await mkdtemp(path.join(os.tmpdir(), "outbox-worker-"));
    const worker = startOutboxWorker({
      db: database.db,
      transport: createFileTransport(dir),
      from: FROM,
      intervalMs: 60_000,
    });
    try {
      expect(await worker.runOnce()).toEqual({ sent: 30, failed: 0 });
      expect(await readdir(dir)).toHaveLength(30);
      const rows = await database.db.select().from(outbox);
      expect(rows).toHaveLength(30);
      expect(rows.filter((row) => row.sentAt === null)).toHaveLength(0);
    } finally {
      await worker.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

/** The database as the worker sees it, with a switch that makes it unreachable. */
function switchableDatabase(db: Database) {
  const state = { down: false };
  const unreachable = () =>
    Promise.reject(new DatabaseUnavailableError("database ping gave no answer within 1000 ms"));
  const view = new Proxy(db, {
    get: (target, property, receiver) =>
      state.down && property === "transaction" ? unreachable : Reflect.get(target, property, receiver),
  });
  return { db: view, state };
}

/** Polls `condition` until it holds, failing after `withinMs`. */
async function eventually(condition: () => Promise<boolean> | boolean, withinMs: number, what: string) {
  const until = Date.now() + withinMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error(`not within ${withinMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(testBackends())("the outbox worker while the database is away, on %s", (backend) => {
  let database: TestDatabase;
  let dir: string;
  beforeAll(async () => {
    database = await createTestDatabase(backend);
    dir = await mkdtemp(path.join(os.tmpdir(), "outbox-backoff-"));
  });
  afterAll(async () => {
    await database?.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  it("backs off, doubling the wait up to its cap, and sends the queue once the database is back", async () => {
    const warn = vi.spyOn(logger, "warn");
    const info = vi.spyOn(logger, "info");
    const flaky = switchableDatabase(database.db);
    flaky.state.down = true;
    const worker = startOutboxWorker({
      db: flaky.db,
      transport: createFileTransport(dir),
      from: FROM,
      intervalMs: 20,
      maxBackoffMs: 160,
    });
    const backoffs = () =>
      warn.mock.calls
        .filter((call) => call.includes("outbox run failed: database unavailable; backing off"))
        .map((call) => (call[0] as { retryInMs: number }).retryInMs);
    try {
      await eventually(() => backoffs().length >= 5, 5000, "five failed runs");
      expect(backoffs().slice(0, 5)).toEqual([40, 80, 160, 160, 160]);

      await queueEmails(database.db, [email()]);
      flaky.state.down = false;

      await eventually(
        async () => (await database.db.select().from(outbox)).every((row) => row.sentAt !== null),
        3000,
        "the queued email is sent",
      );
      expect(await readdir(dir)).toHaveLength(1);
      expect(info.mock.calls.some((call) => call.includes("outbox worker running again"))).toBe(true);
    } finally {
      await worker.stop();
      warn.mockRestore();
      info.mockRestore();
    }
  });
});

describe("runDelayMs", () => {
  it("waits the interval while runs succeed, and doubles it per failed run up to the cap", () => {
    expect(runDelayMs(0, 5000, 60_000)).toBe(5000);
    expect(runDelayMs(1, 5000, 60_000)).toBe(10_000);
    expect(runDelayMs(2, 5000, 60_000)).toBe(20_000);
    expect(runDelayMs(3, 5000, 60_000)).toBe(40_000);
    expect(runDelayMs(4, 5000, 60_000)).toBe(60_000);
    expect(runDelayMs(1000, 5000, 60_000)).toBe(60_000);
  });
});

describe("file mail transport", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "mail-test-"));
  });
  afterEach(async () => rm(dir, { recursive: true, force: true }));

  it("writes a readable .eml with the subject and body", async () => {
    const transport = createFileTransport(path.join(dir, "outbox"));
    expect(transport.kind).toBe("file");

    await transport.send({
      from: FROM,
      to: "clinic@clinic.example",
      subject: "New enquiry: Ann Patient",
      text: "Ann would like a quote for two implants.",
    });

    const files = await readdir(path.join(dir, "outbox"));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+\.\d{3}Z-[0-9a-f]+\.eml$/);
    const eml = await readFile(path.join(dir, "outbox", files[0]), "utf8");
    expect(eml).toContain("To: clinic@clinic.example");
    expect(eml).toContain("Subject: New enquiry: Ann Patient");
    expect(eml).toContain("Ann would like a quote for two implants.");
    expect(eml).not.toContain("\r\n");
  });

  it("is chosen when no SMTP_URL is set, and writes under <dataDir>/outbox", async () => {
    expect(createMailTransport({ SMTP_URL: undefined, dataDir: dir }).kind).toBe("file");
    const smtp = createMailTransport({ SMTP_URL: "smtp://127.0.0.1:2525", dataDir: dir });
    expect(smtp.kind).toBe("smtp");
    smtp.close?.();

    await createMailTransport({ SMTP_URL: undefined, dataDir: dir }).send({
      from: FROM,
      to: "a@example.com",
      subject: "Hi",
      text: "Hello",
    });
    expect(await readdir(path.join(dir, "outbox"))).toHaveLength(1);
  });
});

describe("backoffMs", () => {
  it("doubles from 30 seconds and never exceeds an hour", () => {
    expect(backoffMs(1)).toBe(30_000);
    expect(backoffMs(2)).toBe(60_000);
    expect(backoffMs(3)).toBe(120_000);
    expect(backoffMs(7)).toBe(1_920_000);
    expect(backoffMs(8)).toBe(3_600_000);
    expect(backoffMs(50)).toBe(3_600_000);
    expect(backoffMs(10_000)).toBe(3_600_000);
  });
});
