/**
 * The back office's subscribers page by language: the list shows each sign-up's language and
 * filters by it, and the CSV export carries a language column. Setup in tests/support/back-office.ts.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { subscribeToNewsletter } from "../../../app/services/newsletter/newsletter.server";
import { testContext } from "../../support/context";
import { testBackends, type TestDatabase } from "../../support/database";
import { SITE, useStaffServer, wordsOf } from "../../support/back-office";

describe.each(testBackends())("the subscribers page by language on %s", { timeout: 120_000 }, (backend) => {
  const setup = useStaffServer(backend);
  const { signedIn, page } = setup;
  let database: TestDatabase;
  beforeAll(() => {
    ({ database } = setup.current);
  });

  it("shows each subscriber's language, filters by one, and exports a language column", async () => {
    const { cookie } = await signedIn();
    const settings = { siteUrl: SITE };
    const ctx = testContext(database, { settings });
    await subscribeToNewsletter(ctx, { email: "anna@example.de", language: "de" });
    await subscribeToNewsletter(ctx, { email: "luc@example.fr", language: "fr" });
    await subscribeToNewsletter(ctx, { email: "ann@example.com" });

    const all = wordsOf(await page("/staff/subscribers", cookie));
    for (const email of ["anna@example.de", "luc@example.fr", "ann@example.com"])
      expect(all).toContain(email);
    expect(all).toContain(">German</td>");
    expect(all).toContain('<option value="de">German</option>');

    const german = await page("/staff/subscribers?language=de", cookie);
    expect(german.status).toBe(200);
    const words = wordsOf(german);
    expect(words).toContain("anna@example.de");
    expect(words).not.toContain("luc@example.fr");
    expect(words).not.toContain("ann@example.com");
    expect(words).toContain('href="/staff/subscribers/export?language=de"');

    const csv = (await page("/staff/subscribers/export", cookie)).text;
    const [header, ...lines] = csv.trim().split("\r\n");
    expect(header.split(",").at(-1)).toBe("language");
    expect(
      lines
        .find((line) => line.includes("luc@example.fr"))
        ?.split(",")
        .at(-1),
    ).toBe("fr");
    const frenchOnly = (await page("/staff/subscribers/export?language=fr", cookie)).text
      .trim()
      .split("\r\n");
    expect(frenchOnly).toHaveLength(2);
  });
});
