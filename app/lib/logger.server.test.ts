import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testBackends, type TestDatabase } from "../../tests/support/database";
import { testContext } from "../../tests/support/context";
import type { ServiceContext } from "~/services/context.server";
import { createLead, type LeadInput } from "~/services/leads/leads.server";
import { createLogger, scrubError } from "./logger.server";

/** A logger writing into memory, and the lines it wrote. */
function capturedLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger({ destination, level: "info" }), text: () => lines.join("") };
}

const patient = {
  name: "Philippa Quarrington",
  email: "philippa.quarrington@example.co.uk",
  phone: "+44 7700 900461",
  message: "My upper molar\naches since Tuesday",
};
const input: LeadInput = {
  formId: "contact",
  submission: { ...patient, treatment: "Dental Implants" },
  sourcePage: "/contact",
};
const settings = { clinicInbox: "clinic@clinic.example", siteUrl: "http://localhost:3000" };

const expectNoPersonalData = (log: string) => {
  expect(log).not.toContain(patient.email);
  expect(log).not.toContain("philippa");
  expect(log).not.toContain("Quarrington");
  expect(log).not.toContain(patient.phone);
  expect(log).not.toContain("molar");
};

describe.each(testBackends())("logs of a failed lead insert on %s", (kind) => {
  let database: TestDatabase;
  let ctx: ServiceContext;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    ctx = testContext(database, { settings });
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("keep what failed and drop who it was about (unique violation, whose detail quotes the email)", async () => {
    await database.db.execute(sql`create unique index leads_email_once on leads (email)`);
    await createLead(ctx, input);
    // Another message from the same address: a new lead (an identical one would count once).
    const again = { ...input, submission: { ...input.submission, message: "My upper molar still aches" } };
    const failure = await createLead(ctx, again).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    // The raw error does carry the patient: this is what must not reach the log.
    expect(JSON.stringify({ m: (failure as Error).message, c: (failure as Error).cause })).toContain(
      patient.email,
    );

    const { logger, text } = capturedLogger();
    logger.error({ err: failure }, "form submission failed");
    const log = text();
    expectNoPersonalData(log);
    const line = JSON.parse(log) as {
      msg: string;
      err: Record<string, unknown> & { cause: Record<string, unknown> };
    };
    expect(line.msg).toBe("form submission failed");
    expect(line.err.type).toBe("DrizzleQueryError");
    expect(line.err.message).toMatch(/^Failed query: insert into "leads"/);
    expect(line.err.stack).toMatch(/\n\s+at /);
    expect(line.err.cause.code).toBe("23505");
    expect(line.err.cause.constraint).toBe("leads_email_once");
    expect(line.err.cause.message).toMatch(/duplicate key value violates unique constraint/);
    expect(line.err).not.toHaveProperty("params");
    expect(line.err.cause).not.toHaveProperty("detail");
    await database.db.execute(sql`drop index leads_email_once`);
  });

  it("keep what failed and drop who it was about (the leads table is gone)", async () => {
    await database.db.execute(sql`drop table leads cascade`);
    const failure = await createLead(ctx, input).then(
      () => null,
      (error: unknown) => error,
    );
    const { logger, text } = capturedLogger();
    logger.error({ err: failure }, "form submission failed");
    logger.error({ error: failure }, "the same, under the other key");
    logger.error({ failure }, "and under a key of its own");
    const log = text();
    expectNoPersonalData(log);
    const [first, second, third] = log
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { err?: unknown; error?: unknown; failure?: unknown });
    expect(first!.err).toMatchObject({ type: "DrizzleQueryError", cause: { code: "42P01" } });
    expect(second!.error).toMatchObject({ type: "DrizzleQueryError", cause: { code: "42P01" } });
    expect(third!.failure).toMatchObject({ type: "DrizzleQueryError", cause: { code: "42P01" } });
    expect(log).toMatch(/relation \\"leads\\" does not exist/);
  });
});

describe("the error serializer", () => {
  it("scrubs addresses from plain text, SMTP answers and nested causes", () => {
    const smtp = Object.assign(
      new Error("Can't send mail - all recipients were rejected: 550 <ann@example.com>"),
      {
        code: "EENVELOPE",
        response: "550 5.1.1 <ann@example.com>: Recipient address rejected",
        command: "RCPT TO:<ann@example.com>",
        responseCode: 550,
      },
    );
    const wrapped = new Error("outbox run failed", { cause: smtp });
    const out = JSON.stringify(scrubError(wrapped));
    expect(out).not.toContain("ann@example.com");
    expect(scrubError(wrapped)).toMatchObject({
      message: "outbox run failed",
      cause: { code: "EENVELOPE", responseCode: 550, command: "RCPT TO:<[email]>" },
    });
    expect(scrubError("could not reach bob@example.org")).toBe("could not reach [email]");
  });

  it("drops quoted values PostgreSQL puts in its messages, but keeps stack frames under node_modules/@scope", () => {
    const error = new Error('invalid input syntax for type uuid: "jane@example.com-1"');
    error.stack = `Error: ${error.message}\n    at f (file:///app/node_modules/@electric-sql/pglite/dist/index.js:3:10)`;
    const out = scrubError(error) as { message: string; stack: string };
    expect(out.message).toBe('invalid input syntax for type uuid: "[redacted]"');
    expect(out.stack).toContain("node_modules/@electric-sql/pglite/dist/index.js:3:10");
    expect(out.stack).not.toContain("jane");
  });

  it("keeps an error's message that names no one, as the server's start failure does", () => {
    const { logger, text } = capturedLogger();
    logger.fatal(
      { err: new Error("The embedded database in /srv/data/pglite is incomplete") },
      "server failed to start",
    );
    expect(JSON.parse(text())).toMatchObject({
      err: { type: "Error", message: "The embedded database in /srv/data/pglite is incomplete" },
    });
  });

  it("still redacts personal fields logged outside an error", () => {
    const { logger, text } = capturedLogger();
    logger.info({ lead: { name: patient.name, email: patient.email }, email: patient.email }, "x");
    expectNoPersonalData(text());
    expect(JSON.parse(text())).toMatchObject({
      lead: { name: "[redacted]", email: "[redacted]" },
      email: "[redacted]",
    });
  });
});
