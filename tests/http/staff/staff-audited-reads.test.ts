/**
 * Searches and exports that show many people at once are in the audit log (issue 41): a search
 * with the hash of its query (never the words typed), an export with the filter it used and how
 * many rows left. Setup in tests/support/back-office.ts.
 */
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, leads, newsletterSubscribers } from "../../../app/db/schema";
import { testBackends, type TestDatabase } from "../../support/database";
import { useStaffServer } from "../../support/back-office";

const sha256 = (text: string) => `sha256:${createHash("sha256").update(text).digest("hex")}`;

describe.each(testBackends())("audited searches and exports on %s", { timeout: 120_000 }, (backend) => {
  const setup = useStaffServer(backend);
  const { signedIn, page } = setup;
  let database: TestDatabase;
  beforeAll(() => {
    ({ database } = setup.current);
  });
  const audit = (action: string) => database.db.select().from(auditLog).where(eq(auditLog.action, action));

  async function seed() {
    await database.db.insert(leads).values([
      { formId: "quote", consentVersion: "2026-01", name: "Anna Kovács", email: "anna@example.com" },
      { formId: "contact", consentVersion: "2026-01", name: "Anna Kovács", email: "anna@example.com" },
      { formId: "quote", consentVersion: "2026-01", name: "Bob Stone", email: "bob@stone.example" },
    ]);
  }

  it("a search writes an audit row with the hash of its query, never the query", async () => {
    const { account, cookie } = await signedIn();
    await seed();
    const found = await page(`/staff/search?q=${encodeURIComponent("  Anna KOVÁCS ")}`, cookie);
    expect(found.status).toBe(200);
    const rows = await audit("patient.search");
    expect(rows).toHaveLength(1);
    // The query as typed, tidied (spaces, case) and hashed: an auditor who knows what was
    // searched can find the row; the log does not say it.
    expect(rows[0]).toMatchObject({ actorId: account.id, subject: sha256("anna kovács") });
    expect(rows[0].detail).toEqual({ people: 1, hits: 2 });
    const everything = JSON.stringify(await database.db.select().from(auditLog)).toLowerCase();
    expect(everything).not.toContain("anna");
    expect(everything).not.toContain("kov");

    // An email searched for hashes as the audit log names that person everywhere else.
    await page(`/staff/search?q=${encodeURIComponent("Bob@Stone.example")}`, cookie);
    expect((await audit("patient.search")).map((row) => row.subject)).toContain(sha256("bob@stone.example"));
    // Too short to search: nothing was shown, nothing is recorded.
    await page("/staff/search?q=ab", cookie);
    expect(await audit("patient.search")).toHaveLength(2);
  });

  it("a search in the leads inbox writes a row with its hash too; the inbox without one writes none", async () => {
    const { account, cookie } = await signedIn();
    await seed();
    expect((await page("/staff/leads", cookie)).status).toBe(200);
    expect(await audit("lead.search")).toHaveLength(0);
    expect((await page("/staff/leads?q=Stone&view=all", cookie)).status).toBe(200);
    const [row] = await audit("lead.search");
    expect(row).toMatchObject({ actorId: account.id, subject: sha256("stone") });
    expect(row.detail).toEqual({ rows: 1, view: "all" });
    expect(JSON.stringify(row).toLowerCase()).not.toContain("stone");
  });

  it("the audit page shows a search's row as the others", async () => {
    const { cookie: adminCookie } = await signedIn("admin");
    await seed();
    await page(`/staff/search?q=anna`, adminCookie);
    const auditPage = await page("/staff/audit", adminCookie);
    expect(auditPage.status).toBe(200);
    expect(auditPage.text).toContain("patient.search");
    expect(auditPage.text).toContain(sha256("anna"));
    expect(auditPage.text).toContain("people: 1");
  });

  it("the leads export writes its filter and row count; the query in it only as a hash", async () => {
    const { account, cookie } = await signedIn();
    await seed();
    const csv = await page("/staff/leads/export?q=Anna&form=quote&view=all", cookie);
    expect(csv.status).toBe(200);
    expect(csv.text.trim().split("\r\n")).toHaveLength(2);
    const [row] = await audit("lead.export");
    expect(row).toMatchObject({ actorId: account.id, subject: null });
    expect(row.detail).toEqual({ rows: 1, view: "all", form: "quote", query: sha256("anna") });
    expect(JSON.stringify(row).toLowerCase()).not.toContain("anna");

    await page("/staff/leads/export", cookie);
    const rows = await audit("lead.export");
    expect(rows.map((r) => r.detail)).toContainEqual({ rows: 3, view: "all" });
  });

  it("the subscribers export writes its filter and row count", async () => {
    const { account, cookie } = await signedIn();
    await database.db.insert(newsletterSubscribers).values([
      { email: "one@example.com", status: "confirmed", language: "de", consentVersion: "2026-01" },
      { email: "two@example.com", status: "confirmed", language: "en", consentVersion: "2026-01" },
    ]);
    expect((await page("/staff/subscribers/export?language=de", cookie)).status).toBe(200);
    expect((await page("/staff/subscribers/export", cookie)).status).toBe(200);
    const rows = await audit("subscriber.export");
    expect(rows.map((r) => [r.actorId, r.detail])).toEqual([
      [account.id, { rows: 1, language: "de" }],
      [account.id, { rows: 2, language: "all" }],
    ]);
  });

  it("the analytics, day and GDPR exports write their filter and row count", async () => {
    const { account, cookie } = await signedIn("admin");
    const analytics = await page("/staff/analytics/export?from=2026-11-01&to=2026-11-07", cookie);
    expect(analytics.status).toBe(200);
    const [analyticsRow] = await audit("analytics.export");
    expect(analyticsRow.actorId).toBe(account.id);
    // Seven days and the total, whatever else the period holds.
    expect(analyticsRow.detail).toMatchObject({ from: "2026-11-01", to: "2026-11-07" });
    expect(analyticsRow.detail.rows).toBe(analytics.text.trim().split("\r\n").length - 1);

    expect((await page("/staff/consultation-days/2026-12-05/export", cookie)).status).toBe(200);
    const [day] = await audit("day.export");
    expect(day).toMatchObject({ actorId: account.id, subject: "day:2026-12-05", detail: { rows: 0 } });

    await seed();
    const exported = await setup.post(
      "/staff/gdpr/export",
      { email: "anna@example.com" },
      { Cookie: cookie },
    );
    expect(exported.status).toBe(200);
    const [gdpr] = await audit("gdpr.export");
    expect(gdpr).toMatchObject({ actorId: account.id, subject: sha256("anna@example.com") });
    expect(gdpr.detail).toMatchObject({ leads: 2 });
  });
});
