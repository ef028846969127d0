import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../tests/support/database";
import { startTestServer } from "../../tests/support/http-server";
import { labelsIn } from "~/content/translations";
import { endpoints } from "~/route-list";
import { robotsTxt } from "~/lib/sitemap";

describe("GET /currency/:code?back=…: the currency choice without JavaScript", () => {
  let database: TestDatabase;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const siteUrl = "https://www.clinic.example";

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    server = await startTestServer(database, { envOverrides: { SITE_URL: siteUrl } });
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  const choose = (pathAndQuery: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${pathAndQuery}`, { redirect: "manual", headers });

  it("stores the choice in a first-party cookie and comes back (303) to the page, on SITE_URL", async () => {
    const response = await choose("/currency/GBP?back=%2Fprices", { Host: "evil.example" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`${siteUrl}/prices`);
    expect(response.headers.get("set-cookie")).toBe(
      "currency=GBP; Path=/; Max-Age=31536000; SameSite=Lax; Secure",
    );
    expect(response.headers.get("x-robots-tag")).toContain("noindex");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const back = await choose("/currency/EUR?back=%2F%23calculator");
    expect(back.headers.get("location")).toBe(`${siteUrl}/#calculator`);
    expect(back.headers.get("set-cookie")).toMatch(/^currency=EUR;/);
  });

  it("comes back to / for anything that is not a path of this site", async () => {
    for (const back of [
      "//evil.example",
      "https://evil.example/",
      "/\\evil.example",
      "\\\\evil.example",
      "",
    ]) {
      const response = await choose(`/currency/GBP?back=${encodeURIComponent(back)}`);
      expect(response.status, back).toBe(303);
      expect(response.headers.get("location"), back).toBe(`${siteUrl}/`);
    }
    expect((await choose("/currency/GBP")).headers.get("location")).toBe(`${siteUrl}/`);
  });

  it("comes back to a German or French page at its own address", async () => {
    for (const back of ["/de/preise", "/fr/tarifs#faq", "/de/behandlungen/zahnimplantat"]) {
      const response = await choose(`/currency/GBP?back=${encodeURIComponent(back)}`);
      expect(response.status, back).toBe(303);
      expect(response.headers.get("location"), back).toBe(`${siteUrl}${back}`);
      expect(response.headers.get("set-cookie"), back).toMatch(/^currency=GBP;/);
    }
    // An unknown currency is refused in the language of the page it would have gone back to.
    const refused = await choose(`/currency/USD?back=${encodeURIComponent("/de/preise")}`);
    expect(refused.status).toBe(404);
    expect(await refused.text()).toBe(labelsIn.de.notFound);
  });

  it("knows only EUR and GBP", async () => {
    const response = await choose("/currency/USD?back=%2F");
    expect(response.status).toBe(404);
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("is declared with a rate-limit tier, and robots.txt keeps crawlers out", () => {
    expect(endpoints.currency).toMatchObject({
      pattern: "/currency/:code",
      methods: ["GET"],
      tier: "currency",
    });
    expect(robotsTxt(siteUrl)).toContain("Disallow: /currency/");
  });
});
