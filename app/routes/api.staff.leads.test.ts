import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../tests/support/database";
import { createLead } from "~/services/leads.server";
import { subscribeToNewsletter } from "~/services/newsletter.server";
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
    await createLead(
      database.db,
      {
        formId: "contact",
        submission: {
          name: "Ann, Patient",
          email: "ann@example.com",
          phone: undefined,
          treatment: "All-on-6",
          message: undefined,
        },
      },
      settings,
    );
    await createLead(
      database.db,
      {
        formId: "contact",
        submission: {
          name: "Ben",
          email: "ben@example.com",
          phone: undefined,
          treatment: undefined,
          message: 'Said "hello"\nTwice',
        },
      },
      settings,
    );
    await subscribeToNewsletter(database.db, { email: "reader@example.com" }, { siteUrl: "http://localhost:3000" });
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
      "createdAt,status,formId,name,email,phone,treatment,message,sourcePage,consentVersion,id",
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
});
