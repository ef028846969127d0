import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterSubscribers, outbox } from "../../../app/db/schema";
import { newsletterEmailsIn, newsletterPagesIn } from "../../../app/content/translations";
import { createTestDatabase, testBackends, type TestDatabase } from "../../support/database";
import { startTestServer, type TestServer } from "../../support/http-server";

const SITE = "http://localhost:3000";

/**
 * The newsletter in the reader's language, over HTTP: a sign-up from a German or French page
 * is stored in that language, and its emails and the pages its links open speak it.
 */
describe.each(testBackends())("the newsletter in German and French on %s", (backend) => {
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    server = await startTestServer(database, {
      rateLimits: { newsletter: { windowMs: 60_000, limit: 1000 } },
    });
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  const signUp = (body: Record<string, unknown>) =>
    fetch(`${server.url}/api/newsletter`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: SITE },
      body: JSON.stringify(body),
    });
  const stored = async (email: string) =>
    (await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
  const latestMail = async (kind: string, to: string) =>
    (await database.db.select().from(outbox).where(eq(outbox.kind, kind)))
      .filter((m) => m.recipient === to)
      .at(-1);
  const pathIn = (text: string, kind: "confirm" | "unsubscribe") =>
    text.match(new RegExp(`${SITE}(/newsletter/${kind}/[A-Za-z0-9_-]+)`))?.[1];

  it("a German sign-up is stored as 'de': its emails, links and pages are German", async () => {
    const email = "leser@example.de";
    const answer = await signUp({ email, page: "/de/preise", language: "de" });
    expect(answer.status).toBe(202);
    expect((await stored(email)).language).toBe("de");

    const confirmation = await latestMail("newsletter-confirm", email);
    expect(confirmation?.subject).toBe(newsletterEmailsIn.de.confirmSubject);
    expect(confirmation?.subject).toBe("Bitte bestätigen Sie Ihr Newsletter-Abonnement");
    expect(confirmation?.textBody).toContain("Vielen Dank für Ihre Anmeldung");

    const page = await fetch(`${server.url}${pathIn(confirmation!.textBody, "confirm")}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="de-DE"');
    expect(html).toContain(newsletterPagesIn.de.confirmedTitle);
    expect(html).toContain("<title>Newsletter | ");
    expect(html).not.toContain(newsletterPagesIn.en.confirmedTitle);
    // The way home goes to the German home page.
    expect(html).toContain('href="/de"');
    const row = await stored(email);
    expect(html).toContain(row.discountCode);

    // The welcome email: German, with links to the German pages.
    const welcome = await latestMail("newsletter-welcome", email);
    expect(welcome?.subject).toBe(newsletterEmailsIn.de.welcomeSubject);
    expect(welcome?.textBody).toContain(`${SITE}/de/kostenvoranschlag`);
    expect(welcome?.textBody).toContain(`${SITE}/de/beratungstag`);
    expect(welcome?.textBody).toMatch(new RegExp(`^${SITE}/de$`, "m"));

    // Its unsubscribe page asks in German, and says it is done in German.
    const unsubscribePath = pathIn(welcome!.textBody, "unsubscribe")!;
    const ask = await (await fetch(`${server.url}${unsubscribePath}`)).text();
    expect(ask).toContain('<html lang="de-DE"');
    expect(ask).toContain(newsletterPagesIn.de.unsubscribeTitle);
    expect(ask).toContain(`<title>${newsletterPagesIn.de.unsubscribeTabTitle} | `);
    const done = await fetch(`${server.url}${unsubscribePath}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE },
      body: "",
    });
    expect(await done.text()).toContain(newsletterPagesIn.de.unsubscribeDoneTitle);
  });

  it("a French sign-up gets French emails; English stays the default, and an unknown language is English", async () => {
    await signUp({ email: "lecteur@example.fr", language: "fr" });
    expect((await stored("lecteur@example.fr")).language).toBe("fr");
    const french = await latestMail("newsletter-confirm", "lecteur@example.fr");
    expect(french?.subject).toBe(newsletterEmailsIn.fr.confirmSubject);
    const expired = pathIn(french!.textBody, "confirm")!;
    await database.db
      .update(newsletterSubscribers)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterSubscribers.email, "lecteur@example.fr"));
    const page = await fetch(`${server.url}${expired}`);
    expect(page.status).toBe(410);
    const html = await page.text();
    expect(html).toContain('<html lang="fr-FR"');
    expect(html).toContain(newsletterPagesIn.fr.expiredTitle);
    expect(html).toContain(newsletterPagesIn.fr.signupAgainSubmit);

    for (const [email, language] of [
      ["reader@example.com", undefined],
      ["other@example.com", "xx"],
    ] as const) {
      expect((await signUp({ email, language })).status).toBe(202);
      expect((await stored(email)).language).toBe("en");
      expect((await latestMail("newsletter-confirm", email))?.subject).toBe(
        newsletterEmailsIn.en.confirmSubject,
      );
    }

    // A confirmed subscriber who signs up again from another language's page is reminded in their own.
    const { textBody } = (await latestMail("newsletter-confirm", "reader@example.com"))!;
    expect((await fetch(`${server.url}${pathIn(textBody, "confirm")}`)).status).toBe(200);
    await signUp({ email: "reader@example.com", language: "de" });
    expect((await latestMail("newsletter-already", "reader@example.com"))?.subject).toBe(
      newsletterEmailsIn.en.alreadySubject,
    );
    expect((await stored("reader@example.com")).language).toBe("en");
  });
});
