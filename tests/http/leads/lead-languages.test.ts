import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads, outbox } from "../../../app/db/schema";
import {
  contactCopyIn,
  fieldErrorWordsIn,
  formErrorPageIn,
  formErrorWordsIn,
  leadAckEmailIn,
} from "../../../app/content/translations";
import { signInStaff } from "../../support/staff-http";
import { createTestDatabase, testBackends, truncateAll, type TestDatabase } from "../../support/database";
import { startTestServer, type TestServer } from "../../support/http-server";
import { rawRequest } from "../../support/raw-http";

/**
 * A form on a German or French page says its language: the endpoint answers in it, stores the
 * lead with it and acknowledges in it; the clinic's notice stays English and names it; the back
 * office filters by it.
 */

const SITE = "http://localhost:3000";

describe.each(testBackends())("leads in German and French on %s", { timeout: 120_000 }, (backend) => {
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    await truncateAll(database);
    server = await startTestServer(database, { rateLimits: { forms: { windowMs: 60_000, limit: 10_000 } } });
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  const postJson = (body: Record<string, string>, formId = "contact") =>
    fetch(`${server.url}/f/${formId}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    });
  /** A browser without JavaScript: a plain form post from a page of the site. */
  const postPlain = (body: Record<string, string>, referer: string) =>
    rawRequest(server.url, {
      method: "POST",
      path: "/f/contact",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: SITE,
        Referer: `${SITE}${referer}`,
      },
      body: new URLSearchParams(body).toString(),
    });

  it("a French lead: stored as 'fr', acknowledged in French, the clinic told in English that it is French", async () => {
    const response = await postJson({
      name: "Amélie Dupont",
      email: "amelie@example.com",
      treatment: "Dental Implants",
      message: "Deux implants, s'il vous plaît.",
      language: "fr",
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { next: string }).next).toBe(`${SITE}/fr/merci`);

    const [lead] = await database.db.select().from(leads).where(eq(leads.email, "amelie@example.com"));
    expect(lead.language).toBe("fr");
    // The language is the lead's, not one of the "other fields" the form sent.
    expect(lead.extra).toEqual({});

    const mails = await database.db.select().from(outbox).where(eq(outbox.leadId, lead.id));
    const ack = mails.find((m) => m.kind === "lead-ack");
    expect(ack?.recipient).toBe("amelie@example.com");
    expect(ack?.subject).toBe(leadAckEmailIn.fr.subject);
    expect(ack?.textBody).toContain("Bonjour Amélie");
    expect(ack?.textBody).toContain("Implants dentaires");
    // Its link is the French site.
    expect(ack?.textBody).toContain(`${SITE}/fr`);
    const staff = mails.find((m) => m.kind === "lead-staff");
    expect(staff?.recipient).toBe("clinic@clinic.example");
    expect(staff?.subject).toBe("New enquiry: Dental Implants from Amélie Dupont");
    expect(staff?.textBody).toContain("Language:  French");
    expect(staff?.textBody).toContain("New enquiry from the website (contact form)");
  });

  it("an English lead stays as it was: 'en', no language line, the English thank-you page", async () => {
    const response = await postJson({ name: "Ann Patient", email: "ann@example.com" });
    expect(((await response.json()) as { next: string }).next).toBe(`${SITE}/thank-you`);
    const [lead] = await database.db.select().from(leads).where(eq(leads.email, "ann@example.com"));
    expect(lead.language).toBe("en");
    const [staff] = await database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.leadId, lead.id), eq(outbox.kind, "lead-staff")));
    expect(staff.textBody).not.toContain("Language:");
  });

  it("a German form's errors are German: the JSON answer and the page without JavaScript", async () => {
    const response = await postJson({ name: "Jörg", email: "", language: "de" });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { field?: string; code: string; message: string }[] };
    expect(body.errors).toEqual([
      { field: "email", code: "REQUIRED_FIELD_EMPTY", message: fieldErrorWordsIn.de.missing("email") },
    ]);
    expect(body.errors[0].message).toMatch(/E-Mail/);

    const typo = await postJson({ name: "Jörg", email: "joerg@", language: "de" });
    expect(((await typo.json()) as { errors: { message: string }[] }).errors[0].message).toBe(
      fieldErrorWordsIn.de.email,
    );

    // A form-level code's message, in the form's language.
    const unknown = await postJson({ name: "Jörg", email: "joerg@example.com", language: "de" }, "nope");
    expect(((await unknown.json()) as { errors: { message: string }[] }).errors[0].message).toBe(
      formErrorWordsIn.de.FORM_NOT_FOUND,
    );

    const page = await postPlain({ name: "Jörg", email: "", language: "de" }, "/de/kostenvoranschlag");
    expect(page.status).toBe(400);
    expect(page.text).toContain('<html lang="de-DE">');
    expect(page.text).toContain(formErrorPageIn.de.title);
    expect(page.text).toContain(fieldErrorWordsIn.de.missing("email"));
    expect(page.text).toContain('<a href="/de">');
  });

  it("a German form sent without JavaScript lands on /de/danke", async () => {
    const answer = await postPlain(
      { name: "Jörg Müller", email: "joerg@example.com", message: "Hallo", language: "de" },
      "/de",
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe("/de/danke");
    const [lead] = await database.db.select().from(leads).where(eq(leads.email, "joerg@example.com"));
    expect(lead.language).toBe("de");
    const thanks = await rawRequest(server.url, { method: "GET", path: "/de/danke" });
    expect(thanks.status).toBe(200);
    expect(thanks.text).toContain(contactCopyIn.de.shortThanks);
  });

  it("the back office: each lead's language, the inbox filtered by it, the CSV's column", async () => {
    const { cookie } = await signInStaff(server.url, database.db, { email: "desk@clinic.example" });
    const get = (path: string) =>
      rawRequest(server.url, { method: "GET", path, headers: { Cookie: cookie } });

    const french = await get("/staff/leads?language=fr");
    expect(french.status).toBe(200);
    expect(french.text).toContain("Amélie Dupont");
    expect(french.text).not.toContain("Ann Patient");
    expect(french.text).not.toContain("Jörg Müller");
    expect(french.text).toContain('<option value="fr" selected="">French</option>');

    const all = await get("/staff/leads");
    expect(all.text).toContain("Ann Patient");
    expect(all.text).toContain("Jörg Müller");
    expect(all.text).toContain("German");

    const [lead] = await database.db.select().from(leads).where(eq(leads.email, "amelie@example.com"));
    const page = await get(`/staff/leads/${lead.id}`);
    expect(page.text).toMatch(/Language<\/dt>\s*<dd[^>]*>French/);

    const csv = await get("/staff/leads/export?language=de");
    const lines = csv.text.split("\r\n");
    expect(lines[0]).toMatch(/,Lead id,Language,Source,Medium,Campaign,Referring site,Landing page$/);
    // Nothing is known of what brought Jörg (the test sent no visit first): empty columns.
    expect(lines[1]).toMatch(/^[^,]+,Jörg Müller,.*,German,,,,,$/);
    expect(lines.filter((line) => line.trim())).toHaveLength(2);
  });
});
