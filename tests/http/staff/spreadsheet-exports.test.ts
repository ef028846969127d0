/**
 * Every CSV the back office gives out, opened as a spreadsheet in any region's settings: split on
 * commas (English), semicolons (Hungarian, German, French) or tabs. What a stranger typed into a
 * form or a link never becomes a formula cell, however the file is split.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consultationBookings } from "../../../app/db/schema";
import { budapestToday } from "../../../app/lib/event-dates";
import { createLead } from "../../../app/services/leads/leads.server";
import { subscribeToNewsletter } from "../../../app/services/newsletter/newsletter.server";
import { insertViews, viewsOn } from "../../support/analytics";
import { testContext } from "../../support/context";
import { createTestDatabase, testBackends, truncateAll, type TestDatabase } from "../../support/database";
import { startTestServer, type TestServer } from "../../support/http-server";
import { rawRequest } from "../../support/raw-http";
import { formulaCells, spreadsheetCells } from "../../support/spreadsheet";
import { signInStaff } from "../../support/staff-http";

const SITE = "http://localhost:3000";
const TOKEN = "test-staff-token-0123456789abcdef";
const HYPERLINK = 'Anna;=HYPERLINK("http://evil.example","x")';
const TABBED = "Bea\t=1+1";
const MESSAGE = "Two implants please\n=cmd|' /C calc'!A0;@SUM(A1)\t-2+3+cmd";

describe.each(testBackends())(
  "CSV exports in every spreadsheet locale on %s",
  { timeout: 120_000 },
  (backend) => {
    let database: TestDatabase;
    let server: TestServer;
    let cookie: string;
    const day = "2027-01-04";

    beforeAll(async () => {
      database = await createTestDatabase(backend);
      await truncateAll(database);
      server = await startTestServer(database);
      ({ cookie } = await signInStaff(server.url, database.db, {
        email: "admin@clinic.example",
        role: "admin",
      }));
      const ctx = testContext(database, {
        settings: { clinicInbox: "clinic@clinic.example", siteUrl: SITE },
      });
      for (const [name, email] of [
        [HYPERLINK, "anna@example.com"],
        [TABBED, "bea@example.com"],
      ])
        await createLead(ctx, {
          formId: "quote",
          submission: {
            name,
            email,
            phone: "+36 30 123 4567",
            treatment: "Dental Implants",
            message: MESSAGE,
          },
        });
      await subscribeToNewsletter(ctx, { email: "reader@example.com" });
      await database.db.insert(consultationBookings).values(
        [HYPERLINK, TABBED].map((customerName, i) => ({
          sessionId: `cs_test_csv_${i}`,
          reference: `BDC-CSV${i}-9Q2X`,
          customerName,
          customerEmail: `patient${i}@example.com`,
          customerPhone: "+36 30 123 4567",
          staffNote: MESSAGE,
          provider: "test" as const,
          status: "paid" as const,
          eventDate: day,
          amountCents: 5000,
          currency: "eur",
          paidAt: new Date(),
        })),
      );
      // A campaign and a source as a link can carry them.
      const today = budapestToday(new Date());
      await insertViews(
        database.db,
        viewsOn(today, 3).map((view) => ({
          ...view,
          source: "news;=1+1",
          medium: "email",
          campaign: HYPERLINK,
          referrerHost: null,
        })),
      );
    });
    afterAll(async () => {
      await server?.close();
      await database?.dispose();
    });

    const get = async (path: string, headers: Record<string, string> = { Cookie: cookie }) => {
      const answer = await rawRequest(server.url, {
        method: "GET",
        path,
        headers: { Origin: SITE, ...headers },
      });
      expect(answer.status, path).toBe(200);
      expect(answer.headers["content-type"], path).toContain("text/csv");
      return answer.text;
    };
    /** The file's cells as an English spreadsheet shows them (split on commas). */
    const commaCells = (csv: string) => spreadsheetCells(csv, ",").flat();

    it("the leads export: a name with ';=' or a tab and a message with formulas on its lines run nowhere", async () => {
      const csv = await get("/staff/leads/export?view=all");
      expect(formulaCells(csv)).toEqual([]);
      const cells = commaCells(csv);
      // Still there for staff to read, whole, where the file is split as it was written.
      // The one mark of the guard: an apostrophe where a cell could have started.
      expect(cells).toContain(`Anna;'=HYPERLINK("http://evil.example","x")`);
      expect(cells).toContain("Bea\t'=1+1");
      expect(cells).toContain("+36 30 123 4567");
    });

    it("the staff API's CSVs (npm run leads) of leads, bookings and subscribers, and the subscribers' export", async () => {
      const auth = { Authorization: `Bearer ${TOKEN}` };
      const leadsCsv = await get("/api/staff/leads?since=2000-01-01&format=csv", auth);
      expect(formulaCells(leadsCsv)).toEqual([]);
      expect(commaCells(leadsCsv).some((c) => c.includes("HYPERLINK"))).toBe(true);
      const bookingsCsv = await get("/api/staff/leads?since=2000-01-01&format=csv&kind=bookings", auth);
      expect(formulaCells(bookingsCsv)).toEqual([]);
      expect(commaCells(bookingsCsv).some((c) => c.includes("HYPERLINK"))).toBe(true);
      const subscribersCsv = await get("/api/staff/leads?since=2000-01-01&format=csv&kind=subscribers", auth);
      expect(formulaCells(subscribersCsv)).toEqual([]);
      const subscribers = await get("/staff/subscribers/export");
      expect(formulaCells(subscribers)).toEqual([]);
      expect(subscribers).toContain("reader@example.com");
    });

    it("the consultation day's export", async () => {
      const csv = await get(`/staff/consultation-days/${day}/export`);
      expect(formulaCells(csv)).toEqual([]);
      expect(commaCells(csv).some((c) => c.includes("HYPERLINK"))).toBe(true);
    });

    it("the analytics export: a campaign or source from a link runs nowhere", async () => {
      const csv = await get("/staff/analytics/export?range=7");
      expect(formulaCells(csv)).toEqual([]);
      const cells = commaCells(csv);
      expect(cells.some((c) => c.includes("HYPERLINK"))).toBe(true);
      expect(cells.some((c) => c.startsWith("news;"))).toBe(true);
    });
  },
);
