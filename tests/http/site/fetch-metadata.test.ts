import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterSubscribers } from "../../../app/db/schema";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { startTestServer, type TestServer } from "../../support/http-server";
import { rawRequest } from "../../support/raw-http";

/**
 * A post whose Origin is "null" (server/edge.ts): what a page with the referrer policy
 * `no-referrer` sends with its own forms (the manage link's and the plan link's pages), and what
 * a sandboxed frame on another site sends too. Fetch Metadata (`Sec-Fetch-Site`, which no page
 * can set) tells them apart. Not about the database: on PGlite only.
 */
describe("a post with Origin null", () => {
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  const subscribe = (email: string, headers: Record<string, string>) =>
    rawRequest(server.url, {
      method: "POST",
      path: "/api/newsletter",
      headers: { "Content-Type": "application/json", Accept: "application/json", ...headers },
      body: JSON.stringify({ email }),
    });

  it("is refused from another site's sandboxed frame, or when the browser says nothing", async () => {
    const framed = await subscribe("framed@example.com", { Origin: "null", "Sec-Fetch-Site": "cross-site" });
    expect(framed.status).toBe(403);
    expect(JSON.parse(framed.text)).toMatchObject({ code: "BLOCKED" });
    const unsaid = await subscribe("unsaid@example.com", { Origin: "null" });
    expect(unsaid.status).toBe(403);
    expect(await database.db.$count(newsletterSubscribers)).toBe(0);
  });

  it("is taken from our own page without a referrer (Sec-Fetch-Site: same-origin)", async () => {
    const own = await subscribe("own@example.com", { Origin: "null", "Sec-Fetch-Site": "same-origin" });
    expect(own.status).toBe(202);
    expect(await database.db.$count(newsletterSubscribers)).toBe(1);
  });

  it("reaches a page's own action as from our site: a plain form of the manage page, not React Router's 400", async () => {
    const post = (headers: Record<string, string>) =>
      rawRequest(server.url, {
        method: "POST",
        path: "/booking/not-a-real-token",
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
        body: "intent=cancel",
      });
    const fromSite = await post({ Origin: "http://localhost:3000", "Sec-Fetch-Site": "same-origin" });
    const own = await post({ Origin: "null", "Sec-Fetch-Site": "same-origin" });
    // The page's own answer to a link that opens nothing, both times.
    for (const answer of [fromSite, own]) {
      expect(answer.status).toBe(404);
      expect(answer.text).toContain("We could not find this booking.");
    }
  });
});
