import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterSubscribers, outbox } from "../../../app/db/schema";
import { createFileTransport } from "../../../app/services/mail/transport.server";
import { UNCONFIRMED_KEPT_DAYS } from "../../../app/content/newsletter";
import {
  newsletterRecipients,
  purgeUnconfirmedSignups,
  subscribeToNewsletter,
} from "../../../app/services/newsletter/newsletter.server";
import { deliverDueEmails } from "../../../app/services/mail/outbox-worker.server";
import { at, testContext } from "../../support/context";
import { createTestDatabase, testBackends, type TestDatabase } from "../../support/database";
import { startTestServer, type TestServer } from "../../support/http-server";

const SITE = "http://localhost:3000";

/**
 * The newsletter as a reader meets it, over HTTP through the real edge and route table: the
 * popup's sign-up, the emails as they leave (headers included), the link, the unsubscribe page
 * and a mail client's one-click POST.
 */
describe.each(testBackends())("newsletter over HTTP on %s", (backend) => {
  let database: TestDatabase;
  let server: TestServer;
  let mailDir: string;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    // Many sign-ups from one address here; the tier itself is tested in tests/http/site/pipeline.test.ts.
    server = await startTestServer(database, {
      rateLimits: { newsletter: { windowMs: 60_000, limit: 1000 } },
    });
    mailDir = mkdtempSync(path.join(tmpdir(), "newsletter-mail-"));
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
    rmSync(mailDir, { recursive: true, force: true });
  });

  const signUp = (email: string) =>
    fetch(`${server.url}/api/newsletter`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: SITE },
      body: JSON.stringify({ email, page: "/prices" }),
    });
  /** Our path of a link in an email (the email's links use SITE_URL). */
  const pathOf = (url: string) => url.replace(SITE, "");
  const latestMail = async (kind: string, to: string) =>
    (await database.db.select().from(outbox).where(eq(outbox.kind, kind)))
      .filter((m) => m.recipient === to)
      .at(-1);
  const linkIn = (text: string, kind: "confirm" | "unsubscribe") =>
    text.match(new RegExp(`${SITE}/newsletter/${kind}/[A-Za-z0-9_-]+`))?.[0];

  it("sign-up → confirmation email → link → subscribed, with a code on the page and in a welcome email", async () => {
    const email = "reader@example.com";
    const answer = await signUp(email);
    expect(answer.status).toBe(202);
    expect(await answer.json()).toEqual({ ok: true });
    expect(await newsletterRecipients(database.db)).toEqual([]);

    // The confirmation email leaves with its unsubscribe headers.
    expect(
      await deliverDueEmails(database.db, createFileTransport(mailDir), {
        from: "Clinic <no-reply@clinic.example>",
      }),
    ).toEqual({ sent: 1, failed: 0 });
    const [file] = readdirSync(mailDir);
    const raw = readFileSync(path.join(mailDir, file), "utf8");
    expect(raw).toMatch(/^Subject: Please confirm your subscription$/m);
    expect(raw).toMatch(
      /^List-Unsubscribe:\s+<http:\/\/localhost:3000\/newsletter\/unsubscribe\/[0-9a-f]{64}>$/m,
    );
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);

    const confirmation = await latestMail("newsletter-confirm", email);
    const confirmLink = linkIn(confirmation!.textBody, "confirm")!;
    const page = await fetch(`${server.url}${pathOf(confirmLink)}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Your subscription is confirmed");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    const [row] = await database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    expect(row.status).toBe("confirmed");
    expect(row.discountCode).toMatch(/^BDC10-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(html).toContain(row.discountCode);
    expect((await latestMail("newsletter-welcome", email))?.textBody).toContain(row.discountCode);
    expect((await newsletterRecipients(database.db)).map((r) => r.email)).toEqual([email]);

    // Opening the link again shows the same code and sends nothing more.
    const again = await fetch(`${server.url}${pathOf(confirmLink)}`);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain(row.discountCode);
    expect(
      (await database.db.select().from(outbox)).filter(
        (m) => m.recipient === email && m.kind === "newsletter-welcome",
      ),
    ).toHaveLength(1);
  });

  it("a forged link is a 404 and an expired one a 410, each with a way to sign up again", async () => {
    const forged = await fetch(`${server.url}/newsletter/confirm/${"x".repeat(43)}`);
    expect(forged.status).toBe(404);
    const forgedPage = await forged.text();
    expect(forgedPage).toContain("This confirmation link does not work");
    expect(forgedPage).toContain("Send me a new link");

    const email = "late@example.com";
    await signUp(email);
    const link = linkIn((await latestMail("newsletter-confirm", email))!.textBody, "confirm")!;
    await database.db
      .update(newsletterSubscribers)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterSubscribers.email, email));
    const expired = await fetch(`${server.url}${pathOf(link)}`);
    expect(expired.status).toBe(410);
    const expiredPage = await expired.text();
    expect(expiredPage).toContain("This confirmation link has expired");
    expect(expiredPage).toContain("Send me a new link");
    expect((await newsletterRecipients(database.db)).map((r) => r.email)).not.toContain(email);
  });

  it("sign-ups nobody confirmed are deleted 30 days after their link expired; confirmed and unsubscribed addresses stay", async () => {
    const DAY = 24 * 60 * 60 * 1000;
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
    const settings = { siteUrl: SITE };
    const ctx = testContext(database, { settings });
    // Link sent 40 days ago (expired 33 days ago), and 20 days ago (expired 13 days ago).
    await subscribeToNewsletter(at(ctx, daysAgo(40)), { email: "forgotten@example.com" });
    await subscribeToNewsletter(at(ctx, daysAgo(20)), { email: "recent@example.com" });
    // Confirmed once, then signed up again without confirming: its code must survive.
    await subscribeToNewsletter(at(ctx, daysAgo(60)), { email: "returning@example.com" });
    await database.db
      .update(newsletterSubscribers)
      .set({ confirmedAt: daysAgo(59), discountCode: "BDC10-TEST-KEEP" })
      .where(eq(newsletterSubscribers.email, "returning@example.com"));
    await subscribeToNewsletter(at(ctx, daysAgo(90)), { email: "left@example.com" });
    await database.db
      .update(newsletterSubscribers)
      .set({ status: "unsubscribed", unsubscribedAt: daysAgo(80) })
      .where(eq(newsletterSubscribers.email, "left@example.com"));
    const forgottenLink = linkIn(
      (await latestMail("newsletter-confirm", "forgotten@example.com"))!.textBody,
      "confirm",
    )!;

    expect(await purgeUnconfirmedSignups(at(ctx, now))).toEqual({ signups: 1 });
    const emails = (await database.db.select().from(newsletterSubscribers)).map((row) => row.email);
    expect(emails).not.toContain("forgotten@example.com");
    for (const kept of ["recent@example.com", "returning@example.com", "left@example.com"])
      expect(emails).toContain(kept);
    // The recent one goes once its own 30 days have passed, and a second run finds nothing more.
    expect(await purgeUnconfirmedSignups(at(ctx, new Date(now.getTime() + 18 * DAY)))).toEqual({
      signups: 1,
    });
    expect(await purgeUnconfirmedSignups(at(ctx, new Date(now.getTime() + 18 * DAY)))).toEqual({
      signups: 0,
    });
    expect(UNCONFIRMED_KEPT_DAYS).toBe(30);
    // The deleted sign-up's link is now simply unknown.
    expect((await fetch(`${server.url}${pathOf(forgottenLink)}`)).status).toBe(404);
  });

  it("signing up again answers the same as the first time, and a pending address gets a new link", async () => {
    const email = "twice@example.com";
    const first = await signUp(email);
    const second = await signUp(email.toUpperCase());
    expect([first.status, second.status]).toEqual([202, 202]);
    expect(await second.json()).toEqual(await first.json());
    const links = (await database.db.select().from(outbox).where(eq(outbox.recipient, email))).map((m) =>
      linkIn(m.textBody, "confirm"),
    );
    expect(links).toHaveLength(2);
    expect(links[0]).not.toBe(links[1]);
  });

  it("the unsubscribe link's page asks first; its button, or a mail client's one-click POST, unsubscribes", async () => {
    const emails = ["button@example.com", "oneclick@example.com"];
    for (const email of emails) {
      await signUp(email);
      const link = linkIn((await latestMail("newsletter-confirm", email))!.textBody, "confirm")!;
      expect((await fetch(`${server.url}${pathOf(link)}`)).status).toBe(200);
    }
    const unsubscribeLink = async (email: string) =>
      pathOf(linkIn((await latestMail("newsletter-welcome", email))!.textBody, "unsubscribe")!);

    // A GET (a person, or a link scanner) only asks.
    const asked = await fetch(`${server.url}${await unsubscribeLink("button@example.com")}`);
    expect(asked.status).toBe(200);
    const askPage = await asked.text();
    expect(askPage).toContain("Unsubscribe from our newsletter");
    expect(askPage).toContain("b•••••@example.com");
    expect((await newsletterRecipients(database.db)).map((r) => r.email)).toContain("button@example.com");

    // The page's button: a form post from our own page.
    const button = await fetch(`${server.url}${await unsubscribeLink("button@example.com")}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE },
      body: "",
    });
    expect(button.status).toBe(200);
    expect(await button.text()).toContain("You have been unsubscribed");

    // RFC 8058: the mail provider's server posts, from no page and with no Origin of ours.
    const oneClick = await fetch(`${server.url}${await unsubscribeLink("oneclick@example.com")}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://mail.google.com" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    const recipients = (await newsletterRecipients(database.db)).map((r) => r.email);
    expect(recipients).not.toContain("button@example.com");
    expect(recipients).not.toContain("oneclick@example.com");

    // Again: nothing changes, and the page says it is done.
    const repeat = await fetch(`${server.url}${await unsubscribeLink("oneclick@example.com")}`, {
      method: "POST",
      // Some clients post from an opaque origin.
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "null" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(repeat.status).toBe(200);
    const after = await fetch(`${server.url}${await unsubscribeLink("oneclick@example.com")}`);
    expect(await after.text()).toContain("You have been unsubscribed");

    const unknown = await fetch(`${server.url}/newsletter/unsubscribe/${"z".repeat(64)}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(unknown.status).toBe(404);
    expect((await fetch(`${server.url}/newsletter/unsubscribe/${"z".repeat(64)}`)).status).toBe(404);
  });
});
