import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, leadNotes, leads, outbox, replyTemplates } from "../../../app/db/schema";
import { createLead } from "../../../app/services/leads/leads.server";
import type { StaffAccount } from "../../../app/services/staff/accounts.server";
import { at as atTime, testContext } from "../../support/context";
import { signInStaff } from "../../support/staff-http";
import { createTestDatabase, testBackends, truncateAll, type TestDatabase } from "../../support/database";
import { startTestServer, type TestServer } from "../../support/http-server";
import { rawRequest, type RawAnswer } from "../../support/raw-http";

/** The leads pages as a receptionist uses them, through the edge and React Router. */

const SITE = "http://localhost:3000";

describe.each(testBackends())("the leads pages on %s", { timeout: 120_000 }, (backend) => {
  let database: TestDatabase;
  let server: TestServer;
  let account: StaffAccount;
  let cookie: string;

  const send = (path: string, form?: Record<string, string>, headers: Record<string, string> = {}) =>
    rawRequest(server.url, {
      method: form ? "POST" : "GET",
      path,
      headers: {
        ...(form ? { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE } : {}),
        ...(cookie ? { Cookie: cookie } : {}),
        ...headers,
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
  const page = (path: string) => send(path);
  const post = (path: string, form: Record<string, string>) => send(path, form);
  /** The page's text as a person reads it (tags dropped, entities read). */
  const textOf = (answer: RawAnswer) =>
    answer.text
      .replace(/<script[\s\S]*?<\/script>/g, "")
      .replace(/<[^>]+>/g, " ")
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&amp;/g, "&")
      .replace(/\s+/g, " ");

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    await truncateAll(database);
    server = await startTestServer(database);
    ({ account, cookie } = await signInStaff(server.url, database.db, { email: "desk@clinic.example" }));
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  const settings = { clinicInbox: "clinic@clinic.example", siteUrl: SITE };
  const newLead = (
    name: string,
    at: Date,
    extra: { phone?: string; message?: string; files?: number } = {},
  ) =>
    createLead(atTime(testContext(database, { settings }), at), {
      formId: "quote",
      submission: {
        name,
        email: `${name.split(" ")[0].toLowerCase()}@example.com`,
        phone: extra.phone,
        treatment: "Dental Implants",
        message: extra.message ?? `A question from ${name}`,
      },
      files: Array.from({ length: extra.files ?? 0 }, (_, i) => ({
        id: `f-${name.replace(/\W/g, "")}-${i}`,
        fileName: `xray-${i}.jpg`,
        contentType: "image/jpeg",
        sizeBytes: 2048,
      })),
    });

  it("answers a lead from a template: the form comes filled in, the reply is queued and in the history", async () => {
    const { id } = await newLead("Ann Patient", new Date(Date.now() - 3 * 3_600_000), {
      phone: "+44 7700 900123",
    });
    const leadPage = await page(`/staff/leads/${id}`);
    expect(leadPage.status).toBe(200);
    expect(leadPage.text).toContain('href="tel:+447700900123"');
    expect(leadPage.text).toContain('href="https://wa.me/447700900123?text=');
    const templates = await database.db.select().from(replyTemplates).orderBy(asc(replyTemplates.sortOrder));
    const quote = templates.find((t) => t.name === "Quote request")!;

    // Choosing a template is a GET: the page comes back with the reply written.
    const chosen = await page(`/staff/leads/${id}?template=${quote.id}`);
    expect(textOf(chosen)).toContain("Dear Ann,");
    expect(textOf(chosen)).toContain("To ann@example.com; their answer comes back to clinic@clinic.example.");
    expect(chosen.text).toContain('value="Your quote from Budapest Dental Clinic"');

    const sent = await post(`/staff/leads/${id}`, {
      intent: "reply",
      template: quote.name,
      subject: "Your quote from Budapest Dental Clinic",
      body: "Dear Ann,\n\nCould you send us a panoramic X-ray?",
    });
    expect(sent.status).toBe(302);
    expect(sent.headers.location).toBe(`/staff/leads/${id}?saved=reply`);
    const [reply] = await database.db.select().from(outbox).where(eq(outbox.kind, "lead-reply"));
    expect(reply).toMatchObject({
      leadId: id,
      recipient: "ann@example.com",
      replyTo: "clinic@clinic.example",
    });
    const after = textOf(await page(sent.headers.location as string));
    expect(after).toContain("Reply queued");
    expect(after).toContain(
      "Reply sent: “Your quote from Budapest Dental Clinic” (from the template “Quote request”)",
    );
    expect(after).toContain("Acknowledgement to the patient");
    expect(after).toContain("Status: New → Contacted");
    const [row] = await database.db.select().from(leads).where(eq(leads.id, id));
    expect(row.status).toBe("contacted");
    expect(row.answeredAt).not.toBeNull();

    // An empty subject is refused on the page, and nothing is sent.
    const empty = await post(`/staff/leads/${id}`, { intent: "reply", subject: " ", body: "Hello" });
    expect(empty.status).toBe(400);
    expect(textOf(empty)).toContain("Please write a subject.");
    expect(await database.db.select().from(outbox).where(eq(outbox.kind, "lead-reply"))).toHaveLength(1);
  });

  it("a reply form sent twice at once (a double click) sends one reply; the page's next form sends again", async () => {
    const { id } = await newLead("Dot Double", new Date());
    const drawn = await page(`/staff/leads/${id}`);
    const once = /name="once" value="([0-9a-f-]{36})"/.exec(drawn.text)![1];
    const form = { intent: "reply", subject: "Your quote", body: "Dear Dot,\n\nHere it is.", once };
    const answers = await Promise.all([post(`/staff/leads/${id}`, form), post(`/staff/leads/${id}`, form)]);
    expect(answers.map((a) => a.status)).toEqual([302, 302]);
    const replies = () =>
      database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, "lead-reply"), eq(outbox.leadId, id)));
    expect(await replies()).toHaveLength(1);
    const again = await page(`/staff/leads/${id}`);
    const next = /name="once" value="([0-9a-f-]{36})"/.exec(again.text)![1];
    expect(next).not.toBe(once);
    expect((await post(`/staff/leads/${id}`, { ...form, once: next })).status).toBe(302);
    expect(await replies()).toHaveLength(2);
  });

  it("saves status, assignee and a note in one form; the page says Saved and the note box is empty", async () => {
    const { id } = await newLead("Bea Patient", new Date());
    const saved = await post(`/staff/leads/${id}`, {
      intent: "save",
      status: "quote_sent",
      assigneeId: account.id,
      note: "Called her: wants two implants",
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.location).toBe(`/staff/leads/${id}?saved=work`);
    const [row] = await database.db.select().from(leads).where(eq(leads.id, id));
    expect(row).toMatchObject({ status: "quote_sent", assigneeId: account.id });
    expect(
      (await database.db.select().from(leadNotes).where(eq(leadNotes.leadId, id))).map((n) => n.body),
    ).toEqual(["Called her: wants two implants"]);
    const after = await page(saved.headers.location as string);
    expect(textOf(after)).toContain("Saved.");
    expect(textOf(after)).toContain("Called her: wants two implants");
    expect(after.text).toMatch(/<textarea[^>]*id="note"[^>]*><\/textarea>/);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `lead:${id}`));
    expect(audit).toMatchObject({ action: "lead.update", actorEmail: account.email });
    expect(JSON.stringify(audit.detail)).not.toContain("implants");
  });

  it("shows the views with counts; unanswered oldest first with its wait, phone, first line and files", async () => {
    await database.db.delete(leads);
    const hour = 3_600_000;
    await newLead("Old Patient", new Date(Date.now() - 50 * hour), {
      phone: "+36 30 123 4567",
      message: "Implants for my upper jaw\nand more",
      files: 2,
    });
    await newLead("New Patient", new Date(Date.now() - 3 * hour - 60_000));
    const answered = await newLead("Answered Patient", new Date(Date.now() - hour));
    await post(`/staff/leads/${answered.id}`, {
      intent: "save",
      status: "contacted",
      assigneeId: account.id,
    });

    const inbox = await page("/staff/leads?view=unanswered");
    expect(inbox.status).toBe(200);
    const text = textOf(inbox);
    expect(text).toMatch(/Unanswered 2 .*Today \d .*Assigned to me 1 .*All 3/);
    expect(text.indexOf("Old Patient")).toBeLessThan(text.indexOf("New Patient"));
    expect(text).not.toContain("Answered Patient");
    expect(text).toContain("2 days");
    expect(text).toContain("3 h");
    expect(text).toContain("+36 30 123 4567");
    expect(text).toContain("Implants for my upper jaw");
    expect(text).not.toContain("and more");
    expect(inbox.text).toContain('aria-label="2 files attached"');
    expect(inbox.text).toMatch(/aria-current="page"[^>]*>Unanswered/);

    const mine = textOf(await page("/staff/leads?view=mine"));
    expect(mine).toContain("Answered Patient");
    expect(mine).not.toContain("Old Patient");
  });

  it("exports the current view as a CSV with headers in words and a + phone as typed", async () => {
    await database.db.delete(leads);
    await newLead("Eve Patient", new Date("2026-11-26T13:30:00Z"), { phone: "+36 30 123 4567", files: 1 });
    const csv = await page("/staff/leads/export?view=unanswered");
    expect(csv.status).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    const [header, first] = csv.text.split("\r\n");
    expect(header).toMatch(
      /^Received \(Budapest time\),Name,Email,Phone,Treatment,Newsletter code,Message,Status,Assigned to,/,
    );
    expect(header).toContain("Notes,Files attached");
    expect(first).toMatch(/^2026-11-26 14:30,Eve Patient,eve@example.com,\+36 30 123 4567,Dental Implants,/);
  });

  it("edits the reply templates: add, edit, reorder and delete, each audited", async () => {
    const list = await page("/staff/leads/templates");
    expect(list.status).toBe(200);
    expect(textOf(list)).toContain("Consultation day");
    const created = await post("/staff/leads/templates", {
      intent: "create",
      name: "Prices",
      subject: "Our prices",
      body: "Dear {firstName}, our prices are on {siteUrl}/prices",
    });
    expect(created.status).toBe(302);
    const duplicate = await post("/staff/leads/templates", {
      intent: "create",
      name: "Prices",
      subject: "x",
      body: "x",
    });
    expect(duplicate.status).toBe(409);
    expect(textOf(duplicate)).toContain("A template with that name exists already");
    const [prices] = await database.db.select().from(replyTemplates).where(eq(replyTemplates.name, "Prices"));
    expect((await post("/staff/leads/templates", { intent: "up", id: String(prices.id) })).status).toBe(302);
    expect(
      (
        await post("/staff/leads/templates", {
          intent: "update",
          id: String(prices.id),
          name: "Price list",
          subject: "Our price list",
          body: "Dear {firstName},",
        })
      ).status,
    ).toBe(302);
    expect(textOf(await page("/staff/leads/templates?done=saved"))).toContain("Price list");
    expect((await post("/staff/leads/templates", { intent: "delete", id: String(prices.id) })).status).toBe(
      302,
    );
    const actions = (await database.db.select().from(auditLog).orderBy(asc(auditLog.id)))
      .map((a) => a.action)
      .filter((a) => a.startsWith("reply-template"));
    expect(actions).toEqual([
      "reply-template.create",
      "reply-template.move",
      "reply-template.update",
      "reply-template.delete",
    ]);
    // Without a session, nothing.
    const anonymous = await rawRequest(server.url, {
      method: "GET",
      path: "/staff/leads/templates",
      headers: {},
    });
    expect(anonymous.status).toBe(302);
  });
});
