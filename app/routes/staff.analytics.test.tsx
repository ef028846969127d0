import axe from "axe-core";
// @ts-expect-error jsdom comes without its types here (no @types/jsdom); JSDOM is typed below.
import { JSDOM as UntypedJSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, testBackends, type TestDatabase } from "../../tests/support/database";
import { testContext } from "../../tests/support/context";
import { renderPage } from "../../tests/support/render-page";
import type { AppContext } from "~/context";
import { analyticsWords } from "~/content/staff-analytics";
import type { AnalyticsPeriod } from "~/lib/analytics-period";
import type { AnalyticsReport } from "~/services/analytics/report";
import { addStaffAccount } from "~/services/staff/accounts.server";
import { startSession } from "~/services/staff/session.server";
import Analytics, { loader } from "./staff.analytics";
import { loader as exportLoader } from "./staff.analytics.export";

// The report is another module's work (dashboard.server.ts): here, a small one for any period.
vi.mock("~/services/analytics/dashboard.server", () => ({
  analyticsReport: vi.fn(
    async (_db: unknown, period: AnalyticsPeriod): Promise<AnalyticsReport> => ({
      period,
      totals: { views: 1234, visitors: 321, leads: 9, paidBookings: 2 },
      days: [
        { day: "2026-11-25", views: 600, visitors: 150 },
        { day: "2026-11-26", views: 634, visitors: 171 },
      ],
      pages: [{ value: "/prices", views: 500, visitors: 200, entrances: 120 }],
      sources: [
        { value: "google", views: 700, visitors: 180, entrances: 160 },
        { value: "newsletter-nov", views: 90, visitors: 40, entrances: 35 },
      ],
      campaigns: [],
      referrers: [
        { value: "www.google.com", views: 700, visitors: 180, entrances: 160 },
        // The days' rarer sites, added up when each day was rolled up (decision 0028).
        { value: "(other)", views: 50, visitors: 30, entrances: 50 },
      ],
      languages: [{ value: "de", views: 300, visitors: 80, entrances: 40 }],
      devices: [{ value: "mobile", views: 900, visitors: 250, entrances: 190 }],
      conversions: [{ source: "google", visitors: 180, leads: 6, paidBookings: 2 }],
      plans: {
        total: { sent: 3, accepted: 1, acceptedCents: 266_000, depositCents: 53_200 },
        sources: [
          { value: "google", sent: 2, accepted: 1, acceptedCents: 266_000, depositCents: 53_200 },
          { value: "unknown", sent: 1, accepted: 0, acceptedCents: 0, depositCents: 0 },
        ],
        campaigns: [
          { value: "implants-spring", sent: 2, accepted: 1, acceptedCents: 266_000, depositCents: 53_200 },
          { value: "(none)", sent: 1, accepted: 0, acceptedCents: 0, depositCents: 0 },
        ],
        languages: [{ value: "fr", sent: 3, accepted: 1, acceptedCents: 266_000, depositCents: 53_200 }],
      },
    }),
  ),
}));

/** Node's own environment (ECharts would reach for a canvas in jsdom's), with a browser's parser. */
const JSDOM = UntypedJSDOM as new (
  html?: string,
  options?: { runScripts: "outside-only" },
) => { window: Window & typeof globalThis & { eval(code: string): void; axe: typeof axe } };
globalThis.DOMParser ??= new JSDOM().window.DOMParser;

const { analyticsReport } = await import("~/services/analytics/dashboard.server");
const SITE = "http://localhost:3000";

describe.each(testBackends())("/staff/analytics on %s", (backend) => {
  let database: TestDatabase;
  let context: AppContext;
  let cookie: string;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    context = { ...testContext(database, { settings: { siteUrl: SITE } }), cspNonce: "n" };
    const account = await addStaffAccount(context, {
      email: "reception@clinic.example",
      password: "a long staff password",
      role: "staff",
    });
    cookie = (await startSession(context, new Request(SITE), account.id)).split(";")[0]!;
  });
  afterAll(() => database?.dispose());

  const request = (path: string, signedIn = true) =>
    new Request(`${SITE}${path}`, { headers: signedIn ? { Cookie: cookie } : {} });
  const page = (path: string) =>
    renderPage(path.split("?")[0]!, Analytics as never, () =>
      loader({ request: request(path), context, params: {} } as never),
    );

  it("sends a visitor who is not signed in to the sign-in page", async () => {
    const answer = await loader({ request: request("/staff/analytics", false), context, params: {} } as never)
      .then(() => null)
      .catch((thrown: unknown) => thrown);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get("Location")).toBe("/staff/sign-in?next=%2Fstaff%2Fanalytics");
  });

  it("shows the totals, the charts and the sources table for the last 30 days", async () => {
    const document = await page("/staff/analytics");
    const text = document.body.textContent ?? "";
    expect(document.querySelector("h1")?.textContent).toBe(analyticsWords.title);
    for (const figure of ["1,234", "321", "9", "2"]) expect(text).toContain(figure);
    expect(text).toContain(analyticsWords.visitorsNote);
    const figures = [...document.querySelectorAll("figure")];
    expect(figures.map((f) => f.querySelector("h2")?.textContent)).toContain(
      analyticsWords.charts.days.caption,
    );
    const days = figures[0]!;
    expect(days.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
    expect(days.querySelector("svg")?.textContent).toContain("26 Nov");
    const sources = [...document.querySelectorAll("table")].find(
      (t) => t.querySelector("caption")?.textContent === analyticsWords.charts.sources.caption,
    );
    expect(sources).toBeDefined();
    const rows = [...sources!.querySelectorAll("tbody tr")].map((tr) =>
      [...tr.children].map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ["google", "700", "180", "160"],
      ["newsletter-nov", "90", "40", "35"],
    ]);
    expect(sources!.querySelector('tbody th[scope="row"]')?.textContent).toBe("google");
    // A list without rows says so in its drawing and its table.
    const campaigns = figures.find(
      (f) => f.querySelector("h2")?.textContent === analyticsWords.charts.campaigns.caption,
    );
    expect(campaigns?.querySelector("svg")?.textContent).toBe(analyticsWords.noVisits);
    expect(campaigns?.querySelector("td")?.textContent).toBe(analyticsWords.noVisits);
    expect(text).toContain("German");
    // The rarer values' row is named for what it is, in the table and the drawing.
    const referrers = figures.find(
      (f) => f.querySelector("h2")?.textContent === analyticsWords.charts.referrers.caption,
    );
    expect([...referrers!.querySelectorAll("tbody th")].map((th) => th.textContent)).toEqual([
      "www.google.com",
      analyticsWords.otherValue,
    ]);
    expect(referrers?.querySelector("svg")?.textContent).toContain(analyticsWords.otherValue);
    expect(referrers?.textContent).not.toContain("(other)");
    // Treatment plans by campaign: counts and the value accepted in euros; no campaign by name.
    const plansByCampaign = [...document.querySelectorAll("table")].find(
      (t) => t.querySelector("caption")?.textContent === analyticsWords.plans.tables.campaigns.caption,
    );
    expect(
      [...plansByCampaign!.querySelectorAll("tbody tr")].map((tr) =>
        [...tr.children].map((c) => c.textContent),
      ),
    ).toEqual([
      ["implants-spring", "2", "1", "€2,660.00", "€532.00"],
      [analyticsWords.noCampaign, "1", "0", "€0.00", "€0.00"],
    ]);
    expect(document.getElementById("plans-heading")?.textContent).toBe(analyticsWords.plans.heading);
    expect(vi.mocked(analyticsReport)).toHaveBeenLastCalledWith(
      database.db,
      expect.objectContaining({ from: expect.any(String), to: expect.any(String) }),
    );
  });

  it("shows a period of one's own, and says why it cannot show a bad one", async () => {
    await page("/staff/analytics?range=custom&from=2026-01-01&to=2026-01-31");
    expect(vi.mocked(analyticsReport)).toHaveBeenLastCalledWith(database.db, {
      from: "2026-01-01",
      to: "2026-01-31",
    });
    const document = await page("/staff/analytics?range=custom&from=2026-02-10&to=2026-02-01");
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(analyticsWords.periodErrors.order);
    const last30 = vi.mocked(analyticsReport).mock.lastCall![1];
    expect(document.querySelector('a[aria-current="page"]')?.textContent).toBe(
      analyticsWords.period.ranges["30"],
    );
    expect(document.querySelector<HTMLInputElement>("#from")?.defaultValue).toBe(last30.from);
  });

  it("passes axe's rules (colour contrast aside: jsdom draws nothing)", async () => {
    const body = (await page("/staff/analytics")).body.innerHTML;
    // The page inside what the staff layout gives it (a title, a language, <main>); axe runs in
    // the page's own window, as in a browser.
    const { window } = new JSDOM(
      `<!doctype html><html lang="en"><head><title>${analyticsWords.title}</title></head><body><main>${body}</main></body></html>`,
      { runScripts: "outside-only" },
    );
    window.eval(axe.source);
    const results = await window.axe.run(window.document, {
      rules: { "color-contrast": { enabled: false } },
    });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(" | ")}`)).toEqual([]);
  });

  it("exports the period's figures as CSV: a header row and the rows", async () => {
    const answer = (await exportLoader({
      request: request("/staff/analytics/export?range=custom&from=2026-11-25&to=2026-11-26"),
      context,
      params: {},
    } as never)) as Response;
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("Content-Disposition")).toContain("analytics-2026-11-25-to-2026-11-26.csv");
    const lines = (await answer.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "List,Value,Page views,Visitors,Entrances,Leads,Paid bookings,Plans sent,Plans accepted,Value accepted (EUR),Deposits paid (EUR)",
    );
    expect(lines[1]).toBe("Total,2026-11-25 to 2026-11-26,1234,321,,9,2,,,,");
    expect(lines).toContain("Day,2026-11-26,634,171,,,,,,,");
    expect(lines).toContain("Source,google,700,180,160,,,,,,");
    expect(lines).toContain("Language,German,300,80,40,,,,,,");
    expect(lines).toContain("Referrer,All rarer values,50,30,50,,,,,,");
    expect(lines).toContain("Conversion by source,google,,180,,6,2,,,,");
    expect(lines).toContain("Treatment plans,2026-11-25 to 2026-11-26,,,,,,3,1,2660.00,532.00");
    expect(lines).toContain("Treatment plans by source,google,,,,,,2,1,2660.00,532.00");
    expect(lines).toContain("Treatment plans by campaign,No campaign,,,,,,1,0,0.00,0.00");
    expect(lines).toContain("Treatment plans by language,French,,,,,,3,1,2660.00,532.00");
  });
});
