import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fillTemplate } from "~/content/staff-leads";
import { auditLog, leadEvents, leads, outbox, replyTemplates, staffAccounts } from "~/db/schema";
import {
  createTestDatabase,
  testBackends,
  truncateAll,
  type TestDatabase,
} from "../../../tests/support/database";
import { asStaff, at as atTime, testContext } from "../../../tests/support/context";
import type { ServiceContext } from "../context.server";
import { leadsSpreadsheet } from "./export.server";
import { leadHistory } from "./history.server";
import { inboxPage } from "./inbox.server";
import { sendLeadReply } from "./replies.server";
import { saveLeadWork } from "./work.server";
import { createLead } from "./leads.server";
import {
  createReplyTemplate,
  deleteReplyTemplate,
  listReplyTemplates,
  moveReplyTemplate,
  updateReplyTemplate,
} from "./reply-templates.server";

const SITE = "https://clinic.example";
const settings = { clinicInbox: "desk@clinic.example", siteUrl: SITE };

describe.each(testBackends())("answering leads on %s", { timeout: 60_000 }, (backend) => {
  let database: TestDatabase;
  let ctx: ServiceContext;
  let staff: { id: string; email: string };
  let other: { id: string; email: string };

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    ctx = testContext(database, { settings });
  });
  afterAll(async () => {
    await database?.dispose();
  });
  beforeEach(async () => {
    await truncateAll(database);
    // Written straight in (no scrypt): these tests never sign in.
    [staff, other] = await database.db
      .insert(staffAccounts)
      .values(
        ["reception@clinic.example", "manager@clinic.example"].map((email) => ({
          email,
          passwordHash: "not-a-hash",
          totpSecret: "JBSWY3DPEHPK3PXP",
        })),
      )
      .returning({ id: staffAccounts.id, email: staffAccounts.email });
  });

  const lead = (
    name: string,
    at: Date,
    extra: { phone?: string; message?: string; files?: number; email?: string } = {},
  ) =>
    createLead(atTime(ctx, at), {
      formId: extra.files ? "quote" : "contact",
      submission: {
        name,
        email: extra.email ?? `${name.split(" ")[0].toLowerCase()}@example.com`,
        phone: extra.phone,
        treatment: "Dental Implants",
        message: extra.message ?? `Hello from ${name}`,
      },
      files: Array.from({ length: extra.files ?? 0 }, (_, i) => ({
        id: `file-${name.replace(/\W/g, "")}-${i}`,
        fileName: `xray-${i}.jpg`,
        contentType: "image/jpeg",
        sizeBytes: 1000,
      })),
    });

  const leadRow = async (id: string) => (await database.db.select().from(leads).where(eq(leads.id, id)))[0];

  it("a reply from a template: queued to the patient with the lead's id, a 'reply' event, answered, contacted", async () => {
    const { id } = await lead("Ann Patient", new Date("2026-11-26T09:00:00Z"));
    const templates = await listReplyTemplates(database.db);
    expect(templates.map((t) => t.name)).toEqual([
      "Quote request",
      "Ask for an X-ray or photos",
      "Consultation day",
    ]);
    const day = templates[2];
    const facts = { firstName: "Ann", siteUrl: SITE };
    const body = fillTemplate(day.body, facts);
    expect(body).toContain("Dear Ann,");
    expect(body).toContain("€50");
    expect(body).toContain(`${SITE}/consultation-event`);

    const answeredAt = new Date("2026-11-26T10:15:00Z");
    const sent = await sendLeadReply(atTime(asStaff(ctx, staff), answeredAt), {
      leadId: id,
      subject: fillTemplate(day.subject, facts),
      body,
      templateName: day.name,
    });
    expect(sent).not.toBeNull();
    const [email] = await database.db.select().from(outbox).where(eq(outbox.kind, "lead-reply"));
    expect(email).toMatchObject({
      id: sent!.outboxId,
      leadId: id,
      recipient: "ann@example.com",
      replyTo: "desk@clinic.example",
      subject: "Our consultation day in Budapest",
    });
    expect(email.textBody).toContain("Dear Ann,");
    const events = await database.db
      .select()
      .from(leadEvents)
      .where(eq(leadEvents.leadId, id))
      .orderBy(asc(leadEvents.id));
    expect(events.map((e) => e.kind)).toEqual(["received", "reply", "status"]);
    expect(events[1]).toMatchObject({
      actorId: staff.id,
      detail: { template: "Consultation day", outboxId: sent!.outboxId },
    });
    expect(await leadRow(id)).toMatchObject({ status: "contacted", answeredAt });

    // A second reply is in the history too; the lead was answered at the first.
    await sendLeadReply(asStaff(ctx, staff), { leadId: id, subject: "Re: dates", body: "Any day suits." });
    expect((await leadRow(id)).answeredAt).toEqual(answeredAt);
    const audit = await database.db.select().from(auditLog).orderBy(asc(auditLog.id));
    expect(audit.map((a) => [a.action, a.subject])).toEqual([
      ["lead.reply", `lead:${id}`],
      ["lead.reply", `lead:${id}`],
    ]);
    expect(JSON.stringify(audit)).not.toContain("ann@example.com");
  });

  it("saves status, assignee and a note together: each in the history, one audit row without the note's words", async () => {
    const { id } = await lead("Bea Patient", new Date("2026-11-26T09:00:00Z"));
    const at = new Date("2026-11-26T11:00:00Z");
    expect(
      await saveLeadWork(atTime(asStaff(ctx, staff), at), id, {
        status: "quote_sent",
        assigneeId: other.id,
        note: "Called: wants 6 implants",
      }),
    ).toBe("saved");
    expect(await leadRow(id)).toMatchObject({ status: "quote_sent", assigneeId: other.id, answeredAt: at });
    const history = await leadHistory(database.db, id);
    expect(history.filter((e) => e.kind !== "email").map((e) => e.kind)).toEqual([
      "received",
      "status",
      "assignee",
      "note",
    ]);
    expect(history).toContainEqual(
      expect.objectContaining({ kind: "status", from: "new", to: "quote_sent", actor: staff.email }),
    );
    expect(history).toContainEqual(
      expect.objectContaining({ kind: "assignee", to: other.email, actor: staff.email }),
    );
    expect(history).toContainEqual(
      expect.objectContaining({ kind: "note", body: "Called: wants 6 implants" }),
    );
    const audit = await database.db.select().from(auditLog);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "lead.update", subject: `lead:${id}`, actorId: staff.id });
    expect(audit[0].detail).toMatchObject({ status: "quote_sent", assignee: other.id });
    expect(JSON.stringify(audit)).not.toContain("implants");

    // Saving again unchanged, without a note, records nothing.
    await saveLeadWork(atTime(asStaff(ctx, staff), at), id, { status: "quote_sent", assigneeId: other.id });
    expect(await database.db.select().from(auditLog)).toHaveLength(1);
    expect(
      await saveLeadWork(asStaff(ctx, staff), id, {
        status: "new",
        assigneeId: "00000000-0000-4000-8000-000000000000",
      }),
    ).toBe("no-account");
    expect(
      await saveLeadWork(asStaff(ctx, staff), "00000000-0000-4000-8000-000000000000", {
        status: "new",
        assigneeId: null,
      }),
    ).toBe("no-lead");
  });

  it("the views: unanswered oldest first, today by Budapest's day, assigned to me, all; with counts", async () => {
    const now = new Date("2026-11-26T10:00:00Z"); // 11:00 in Budapest
    const oldest = await lead("Old Patient", new Date("2026-11-23T08:00:00Z"), {
      phone: "+44 7700 900123",
      message:
        "\n  First line of a long question about implants and crowns, which goes on and on for quite a while indeed\nSecond line",
      files: 2,
    });
    const lateYesterday = await lead("Late Patient", new Date("2026-11-25T22:30:00Z")); // 23:30 Budapest, the 25th
    await lead("Early Patient", new Date("2026-11-25T23:30:00Z")); // 00:30 Budapest, the 26th
    const answered = await lead("Done Patient", new Date("2026-11-26T07:00:00Z"));
    await sendLeadReply(atTime(asStaff(ctx, staff), now), {
      leadId: answered.id,
      subject: "Hello",
      body: "Hello",
    });
    await saveLeadWork(asStaff(ctx, staff), lateYesterday.id, { status: "new", assigneeId: staff.id });

    const view = (v: "unanswered" | "today" | "mine" | "all") =>
      inboxPage(database.db, {}, v, { userId: staff.id, now });
    const unanswered = await view("unanswered");
    expect(unanswered.rows.map((r) => r.name)).toEqual(["Old Patient", "Late Patient", "Early Patient"]);
    expect(unanswered.counts).toEqual({ unanswered: 3, today: 2, mine: 1, all: 4 });
    expect(unanswered.rows[0]).toMatchObject({
      phone: "+44 7700 900123",
      files: 2,
      preview: "First line of a long question about implants and crowns, which goes on and on for quite a…",
    });
    expect((await view("today")).rows.map((r) => r.name)).toEqual(["Done Patient", "Early Patient"]);
    expect((await view("mine")).rows.map((r) => r.name)).toEqual(["Late Patient"]);
    expect((await view("all")).rows.map((r) => r.name)).toEqual([
      "Done Patient",
      "Early Patient",
      "Late Patient",
      "Old Patient",
    ]);
    // The filters still apply within a view.
    expect(
      (await inboxPage(database.db, { q: "old" }, "unanswered", { userId: staff.id, now })).rows,
    ).toHaveLength(1);
    expect(oldest.id).toBeTruthy();
  });

  it("the unanswered view is read through the partial index leads_unanswered_idx", async () => {
    const plan = await database.db.transaction(async (tx) => {
      // An empty table is cheaper to scan: ask the planner what it does when scanning costs.
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(
        sql`explain select id from leads where answered_at is null order by created_at asc, id asc limit 25`,
      );
    });
    const text = JSON.stringify((plan as unknown as { rows: unknown[] }).rows);
    expect(text).toContain("leads_unanswered_idx");
  });

  it("the history lists the clinic's notice and the acknowledgement, with whether each went", async () => {
    const { id } = await lead("Cat Patient", new Date("2026-11-26T09:00:00Z"));
    const emails = await database.db.select().from(outbox).orderBy(asc(outbox.id));
    expect(emails.map((e) => [e.kind, e.leadId])).toEqual([
      ["lead-staff", id],
      ["lead-ack", id],
    ]);
    await database.db
      .update(outbox)
      .set({ sentAt: new Date("2026-11-26T09:01:00Z") })
      .where(eq(outbox.kind, "lead-ack"));
    const history = await leadHistory(database.db, id);
    expect(
      history.map((e) =>
        e.kind === "email" ? `${e.email.kind}:${e.email.sentAt ? "sent" : "queued"}` : e.kind,
      ),
    ).toEqual(["received", "lead-staff:queued", "lead-ack:sent"]);
  });

  it("the clinic's notice shows Budapest time and links to the lead in the back office", async () => {
    const { id } = await lead("Dan Patient", new Date("2026-11-26T13:30:00Z"));
    const [notice] = await database.db.select().from(outbox).where(eq(outbox.kind, "lead-staff"));
    expect(notice.textBody).toContain("Received: Thu 26 Nov 2026, 14:30 (Budapest time)");
    expect(notice.textBody).toContain(`Open it in the back office: ${SITE}/staff/leads/${id}`);
    expect(notice.textBody).not.toContain("2026-11-26T13:30");
  });

  it("the CSV: headers in words, Budapest times, a + phone as typed, notes joined, assignee and files", async () => {
    const { id } = await lead("Eve Patient", new Date("2026-11-26T13:30:00Z"), {
      phone: "+36 30 123 4567",
      files: 2,
    });
    await lead("Fay Patient", new Date("2026-11-25T13:30:00Z"), { phone: '=HYPERLINK("http://x.example")' });
    await saveLeadWork(asStaff(ctx, staff), id, {
      status: "contacted",
      assigneeId: other.id,
      note: "Called",
    });
    await saveLeadWork(asStaff(ctx, staff), id, {
      status: "contacted",
      assigneeId: other.id,
      note: "Sent the quote",
    });
    const { csv } = await leadsSpreadsheet(database.db, {}, "all", { userId: staff.id, now: new Date() });
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe(
      "Received (Budapest time),Name,Email,Phone,Treatment,Newsletter code,Message,Status,Assigned to,First answered (Budapest time),Notes,Files attached,Form,Sent from page,Lead id,Language,Source,Medium,Campaign,Referring site,Landing page",
    );
    expect(lines[1]).toMatch(
      /^2026-11-26 14:30,Eve Patient,eve@example.com,\+36 30 123 4567,Dental Implants,,Hello from Eve Patient,Contacted,manager@clinic.example,\d{4}-\d{2}-\d{2} \d{2}:\d{2},"Called\nSent the quote",2,quote,,/,
    );
    expect(csv).toContain(`'=HYPERLINK(""http://x.example"")`);
  });

  it("templates: the defaults when there are none; add, edit, delete and reorder, each audited", async () => {
    const [first, second, third] = await listReplyTemplates(database.db);
    expect(await listReplyTemplates(database.db)).toHaveLength(3);
    expect(
      await createReplyTemplate(asStaff(ctx, staff), {
        name: "Prices",
        subject: "Our prices",
        body: "Dear {firstName},",
      }),
    ).toBe("ok");
    expect(
      await createReplyTemplate(asStaff(ctx, staff), { name: "Prices", subject: "Again", body: "Again" }),
    ).toBe("duplicate");
    expect(
      await updateReplyTemplate(asStaff(ctx, staff), first.id, {
        name: "Quote",
        subject: "Your quote",
        body: "Dear {firstName},",
      }),
    ).toBe("ok");
    expect(
      await updateReplyTemplate(asStaff(ctx, staff), second.id, { name: "Quote", subject: "x", body: "x" }),
    ).toBe("duplicate");
    expect(await moveReplyTemplate(asStaff(ctx, staff), third.id, "up")).toBe("ok");
    expect(await deleteReplyTemplate(asStaff(ctx, staff), first.id)).toBe("ok");
    expect(await deleteReplyTemplate(asStaff(ctx, staff), first.id)).toBe("not-found");
    expect((await listReplyTemplates(database.db)).map((t) => t.name)).toEqual([
      "Consultation day",
      "Ask for an X-ray or photos",
      "Prices",
    ]);
    const audit = await database.db.select().from(auditLog).orderBy(asc(auditLog.id));
    expect(audit.map((a) => a.action)).toEqual([
      "reply-template.create",
      "reply-template.update",
      "reply-template.move",
      "reply-template.delete",
    ]);
    // Emptied by the clinic: the defaults come back rather than an empty reply form.
    await database.db.delete(replyTemplates);
    expect(await listReplyTemplates(database.db)).toHaveLength(3);
  });
});
