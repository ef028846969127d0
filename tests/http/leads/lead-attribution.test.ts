import { performance } from "node:perf_hooks";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leads, outbox } from "../../../app/db/schema";
import { type PageViewRecorder } from "../../../app/services/analytics/recorder.server";
import { createTestDatabase, testBackends, truncateAll, type TestDatabase } from "../../support/database";
import { DESKTOP_BROWSER, PHONE_BROWSER, testRecorder } from "../../support/browsers";
import { startTestServer, type TestServer } from "../../support/http-server";
import { rawRequest } from "../../support/raw-http";
import { signInStaff } from "../../support/staff-http";

/*
 * What brought the visitor, stored with their enquiry (issue 33): a visit to the site first
 * (counted by the server, its recorder flushed by the test), then a form sent from the same
 * browser, through the real edge and React Router; the back office shows, filters and exports it.
 */
const SITE = "http://localhost:3000";
const CAMPAIGN = "/?utm_source=newsletter-partner&utm_medium=email&utm_campaign=spring-implants";

describe.each(testBackends())("what brought a lead, on %s", { timeout: 120_000 }, (backend) => {
  let database: TestDatabase;
  let server: TestServer;
  let analytics: PageViewRecorder;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    analytics = testRecorder(database.db);
    server = await startTestServer(database, {
      analytics,
      rateLimits: { forms: { windowMs: 60_000, limit: 10_000 } },
    });
  });
  beforeEach(() => truncateAll(database));
  afterAll(async () => {
    await server?.close();
    await analytics?.stop();
    await database?.dispose();
  });

  /** A page seen by a browser; its view is written before the test goes on. */
  const visit = async (path: string, headers: Record<string, string>) => {
    const answer = await rawRequest(server.url, { method: "GET", path, headers });
    expect(answer.status).toBe(200);
    await analytics.flush();
  };
  /** The contact form as its script sends it, from a browser. */
  const sendJson = async (body: Record<string, string>, headers: Record<string, string>) => {
    const answer = await fetch(`${server.url}/f/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", ...headers },
      body: JSON.stringify(body),
    });
    expect(answer.status).toBe(200);
  };
  /** A form posted without JavaScript from a page of the site. */
  const sendPlain = async (
    formPath: string,
    body: Record<string, string>,
    headers: Record<string, string>,
  ) => {
    const answer = await rawRequest(server.url, {
      method: "POST",
      path: formPath,
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: SITE,
        Referer: `${SITE}/fr`,
        ...headers,
      },
      body: new URLSearchParams(body).toString(),
    });
    expect(answer.status).toBe(303);
  };
  const leadOf = async (email: string) =>
    (await database.db.select().from(leads).where(eq(leads.email, email)))[0];
  const nothingKnown = {
    visitSource: null,
    visitMedium: null,
    visitCampaign: null,
    visitReferrer: null,
    visitLanding: null,
  };

  it("a campaign link visited on a phone, then the contact form from it: the lead carries the campaign", async () => {
    await visit(CAMPAIGN, { "User-Agent": PHONE_BROWSER });
    await sendJson({ name: "Nora Newsletter", email: "nora@example.com" }, { "User-Agent": PHONE_BROWSER });
    expect(await leadOf("nora@example.com")).toMatchObject({
      visitSource: "newsletter-partner",
      visitMedium: "email",
      visitCampaign: "spring-implants",
      visitReferrer: null,
      visitLanding: "/",
    });
    // The clinic's notice says it too, beside where the form was sent from.
    const [notice] = await database.db.select().from(outbox).where(eq(outbox.kind, "lead-staff"));
    expect(notice.textBody).toContain(
      "Came from: newsletter-partner / email, campaign spring-implants, landed on /",
    );
  });

  it("a search on Google, then a French form sent without JavaScript: google.co.uk, organic", async () => {
    await visit("/fr", { "User-Agent": DESKTOP_BROWSER, Referer: "https://www.google.co.uk/" });
    // Pages clicked inside the site since do not replace what brought the visitor.
    await visit("/fr/tarifs", { "User-Agent": DESKTOP_BROWSER, Referer: `${SITE}/fr` });
    await sendPlain(
      "/f/contact",
      { name: "Amélie Dupont", email: "amelie@example.com", message: "Bonjour", language: "fr" },
      { "User-Agent": DESKTOP_BROWSER },
    );
    expect(await leadOf("amelie@example.com")).toMatchObject({
      language: "fr",
      visitSource: "google.co.uk",
      visitMedium: "organic",
      visitCampaign: null,
      visitReferrer: "www.google.co.uk",
      visitLanding: "/fr",
    });
  });

  it("a browser sending Global Privacy Control: the quote request is stored with nothing of its visit", async () => {
    const gpc = { "User-Agent": DESKTOP_BROWSER, "Sec-GPC": "1" };
    // Even when the same browser came earlier without it: its signal now is what counts.
    await visit("/fr", { "User-Agent": DESKTOP_BROWSER, Referer: "https://www.google.co.uk/" });
    await visit("/fr", { ...gpc, Referer: "https://www.google.co.uk/" });
    await sendPlain(
      "/f/quote",
      { name: "Paul Prive", email: "paul@example.com", message: "Un devis", language: "fr" },
      gpc,
    );
    expect(await leadOf("paul@example.com")).toMatchObject({ formId: "quote", ...nothingKnown });
  });

  it("another browser than the one that visited: nothing known, and the lead is stored", async () => {
    await visit(CAMPAIGN, { "User-Agent": PHONE_BROWSER });
    await sendJson({ name: "Dan Desktop", email: "dan@example.com" }, { "User-Agent": DESKTOP_BROWSER });
    expect(await leadOf("dan@example.com")).toMatchObject(nothingKnown);
  });

  it("when the lookup does not answer (or fails), the lead is stored at once without it", async () => {
    // The same recorder, but the visitor hash never comes, or its database errs.
    const hanging = {
      ...analytics,
      hasher: { ...analytics.hasher, hashIfSalted: () => new Promise<never>(() => {}) },
    };
    const failing = {
      ...analytics,
      hasher: { ...analytics.hasher, hashIfSalted: () => Promise.reject(new Error("database away")) },
    };
    for (const [name, recorder] of [
      ["Hana Hanging", hanging],
      ["Fay Failing", failing],
    ] as const) {
      const other = await startTestServer(database, { analytics: recorder });
      try {
        const started = performance.now();
        const answer = await fetch(`${other.url}/f/contact`, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            Accept: "application/json",
            "User-Agent": PHONE_BROWSER,
          },
          body: JSON.stringify({ name, email: `${name.split(" ")[0].toLowerCase()}@example.com` }),
        });
        expect(answer.status).toBe(200);
        expect(performance.now() - started).toBeLessThan(5_000);
      } finally {
        await other.close();
      }
    }
    expect(await leadOf("hana@example.com")).toMatchObject(nothingKnown);
    expect(await leadOf("fay@example.com")).toMatchObject(nothingKnown);
  });

  it("the back office: the lead's page says where it came from, the inbox filters by it, the CSV has it", async () => {
    await visit(CAMPAIGN, { "User-Agent": PHONE_BROWSER });
    await sendJson({ name: "Nora Newsletter", email: "nora@example.com" }, { "User-Agent": PHONE_BROWSER });
    await sendJson({ name: "Dan Desktop", email: "dan@example.com" }, { "User-Agent": DESKTOP_BROWSER });
    const { cookie } = await signInStaff(server.url, database.db, { email: "desk@clinic.example" });
    const get = async (path: string) => {
      const answer = await rawRequest(server.url, { method: "GET", path, headers: { Cookie: cookie } });
      expect(answer.status).toBe(200);
      return answer.text;
    };

    const nora = await get(`/staff/leads/${(await leadOf("nora@example.com")).id}`);
    expect(nora).toContain("Came from");
    expect(nora).toMatch(/Source \/ medium<\/dt>\s*<dd[^>]*>newsletter-partner \/ email</);
    expect(nora).toMatch(/Campaign<\/dt>\s*<dd[^>]*>spring-implants</);
    expect(nora).toMatch(/Landing page<\/dt>\s*<dd[^>]*>\/</);
    // No referring site was known: no row for it.
    expect(nora).not.toContain("Referring site");
    const dan = await get(`/staff/leads/${(await leadOf("dan@example.com")).id}`);
    expect(dan).toContain("Not known");
    expect(dan).toContain("the browser asked not to be tracked");

    const fromNewsletter = await get("/staff/leads?source=newsletter-partner");
    expect(fromNewsletter).toContain("Nora Newsletter");
    expect(fromNewsletter).not.toContain("Dan Desktop");
    expect(fromNewsletter).toContain('<option selected="">newsletter-partner</option>');
    const notKnown = await get("/staff/leads?source=unknown");
    expect(notKnown).toContain("Dan Desktop");
    expect(notKnown).not.toContain("Nora Newsletter");
    expect(notKnown).toContain('<option value="unknown" selected="">Not known</option>');

    const lines = (await get("/staff/leads/export?source=newsletter-partner")).split("\r\n");
    expect(lines[0]).toMatch(/,Language,Source,Medium,Campaign,Referring site,Landing page$/);
    expect(lines[1]).toMatch(/,Nora Newsletter,.*,English,newsletter-partner,email,spring-implants,,\/$/);
    expect(lines.filter((line) => line.trim())).toHaveLength(2);
  });
});
