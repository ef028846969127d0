import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../tests/support/database";
import { testContext } from "../../tests/support/context";
import { createLead } from "~/services/leads/leads.server";
import { startTestServer, type TestServer } from "../../tests/support/http-server";

const TOKEN = "test-staff-token-0123456789abcdef";

describe("POST /api/staff/backup", () => {
  let database: TestDatabase;
  let server: TestServer;
  let dataDir: string;

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    dataDir = mkdtempSync(path.join(tmpdir(), "dental-backup-route-"));
    server = await startTestServer(database, { envOverrides: { DATA_DIR: dataDir }, staffToken: TOKEN });
    await createLead(
      testContext(database, {
        settings: { clinicInbox: "clinic@clinic.example", siteUrl: "http://localhost:3000" },
      }),
      { formId: "contact", submission: { name: "Ann Patient", email: "ann@example.com" } },
    );
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  it("refuses without the staff token and writes nothing", async () => {
    const response = await fetch(`${server.url}/api/staff/backup`, { method: "POST" });
    expect(response.status).toBe(401);
    expect(existsSync(path.join(dataDir, "backups"))).toBe(false);
  });

  it("makes a backup of the embedded database it owns, named with the date", async () => {
    const response = await fetch(`${server.url}/api/staff/backup`, {
      method: "POST",
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    expect(response.status).toBe(201);
    const result = (await response.json()) as { file: string; leads: number };
    expect(result.leads).toBe(1);
    expect(path.dirname(result.file)).toBe(path.join(dataDir, "backups"));
    expect(path.basename(result.file)).toMatch(/^dental-\d{4}-\d{2}-\d{2}T\d{6}Z\.tar\.gz$/);
    expect(existsSync(result.file)).toBe(true);
  });
});
