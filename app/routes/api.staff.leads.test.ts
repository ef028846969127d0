import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../tests/support/database";
import { testContext } from "../../tests/support/context";
import { consultationBookings } from "~/db/schema";
import { createLead } from "~/services/leads/leads.server";
import { subscribeToNewsletter } from "~/services/newsletter/newsletter.server";
import { writeServerInfo } from "../../server/runtime-files";
import { startTestServer } from "../../tests/support/http-server";

const run = promisify(execFile);
const TOKEN = "test-staff-token-0123456789abcdef";

describe("staff access to leads", () => {
  let database: TestDatabase;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let dataDir: string;

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    server = await startTestServer(database);
    const settings = { clinicInbox: "clinic@clinic.example", siteUrl: "http://localhost:3000" };
    const ctx = testContext(database, { settings });
    await createLead(ctx, {
      formId: "contact",
      submission: {
        name: "Ann, Patient",
        email: "ann@example.com",
        phone: undefined,
        treatment: "All-on-6",
        message: undefined,
      },
    });
    await createLead(ctx, {
      formId: "contact",
      submission: {
        name: "Ben",
        email: "ben@example.com",
        phone: undefined,
        treatment: undefined,
        message: 'Said "hello"\nTwice',
      },
    });
    await subscribeToNewsletter(ctx, { email: "reader@example.com" });
    await database.db.insert(consultationBookings).values(
      [
        ["BDC-7K3M-9Q2X", "caller@example.com"],
        ["BDC-22AB-CDEF", "other@example.com"],
      ].map(([reference, customerEmail], i) => ({
        sessionId: `cs_test_staff_${i}`,
        reference,
        customerEmail,
        provider: "test" as const,
        status: "paid" as const,
        eventDate: "2027-01-04",
        amountCents: 5000,
        currency: "eur",
      })),
    );
    dataDir = mkdtempSync(path.join(tmpdir(), "leads-cli-"));
    // The CLI finds the running server through DATA_DIR, as it does next to `npm start`.
    writeServerInfo(dataDir, Number(new URL(server.url).port));
    writeFileSync(path.join(dataDir, "admin-token"), `${TOKEN}\n`);
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  it("refuses a request without the staff token", async () => {
    expect((await fetch(`${server.url}/api/staff/leads`)).status).toBe(401);
    expect(
      (await fetch(`${server.url}/api/staff/leads`, { headers: { Authorization: "Bearer wrong" } })).status,
    ).toBe(401);
  });

  it("exports leads as CSV and JSON, and rejects a malformed date", async () => {
    const headers = { Authorization: `Bearer ${TOKEN}` };
    const csv = await (
      await fetch(`${server.url}/api/staff/leads?format=csv&since=2020-01-01`, { headers })
    ).text();
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe(
      "createdAt,status,formId,name,email,phone,treatment,message,sourcePage,consentVersion,id,discountCode,language",
    );
    expect(csv).toContain('"Ann, Patient",ann@example.com,,All-on-6');
    expect(csv).toContain('"Said ""hello""\nTwice"');
    const json = (await (await fetch(`${server.url}/api/staff/leads`, { headers })).json()) as {
      leads: unknown[];
      subscribers: unknown[];
    };
    expect(json.leads).toHaveLength(2);
    expect(json.subscribers).toHaveLength(1);
    expect((await fetch(`${server.url}/api/staff/leads?since=yesterday`, { headers })).status).toBe(400);
    expect(
      (await (await fetch(`${server.url}/api/staff/leads?since=2999-01-01`, { headers })).json()).leads,
    ).toHaveLength(0);
  });

  it("`npm run leads` goes through the running server", async () => {
    const env = { ...process.env, DATA_DIR: dataDir, NODE_ENV: "test" };
    const table = await run("npx", ["tsx", "scripts/leads.ts", "--since", "2020-01-01"], { env });
    expect(table.stdout).toContain("2 leads since 2020-01-01");
    expect(table.stdout).toContain("Ann, Patient <ann@example.com>");
    const csv = await run("npx", ["tsx", "scripts/leads.ts", "--format", "csv", "--subscribers"], { env });
    expect(csv.stdout).toContain("reader@example.com");
  }, 60_000);

  it("staff find a booking by the reference a patient reads out, however it is typed", async () => {
    const env = { ...process.env, DATA_DIR: dataDir, NODE_ENV: "test" };
    const found = await run("npx", ["tsx", "scripts/leads.ts", "--reference", "bdc 7k3m 9q2x"], { env });
    expect(found.stdout).toContain("1 bookings with reference bdc 7k3m 9q2x");
    expect(found.stdout).toMatch(/BDC-7K3M-9Q2X\s+paid\s+day 2027-01-04\s+no time yet\s+caller@example\.com/);
    expect(found.stdout).not.toContain("other@example.com");
    const all = await run("npx", ["tsx", "scripts/leads.ts", "--bookings", "--format", "csv"], { env });
    expect(all.stdout.split("\r\n")[0]).toMatch(/^createdAt,reference,status,eventDate/);
    expect(all.stdout).toContain("BDC-22AB-CDEF");
    expect(all.stdout).toContain("BDC-7K3M-9Q2X");
    const none = await run("npx", ["tsx", "scripts/leads.ts", "--reference", "BDC-0000-0000"], { env });
    expect(none.stdout).toContain("0 bookings");
  }, 120_000);
});
