import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { planFollowUpEmailIn } from "../../../app/content/in/plan-follow-ups";
import { eq } from "drizzle-orm";
import { planTextsIn } from "../../../app/content/in/reminder-texts";
import { consultationBookings, planFollowUps } from "../../../app/db/schema";
import { formatEventDate } from "../../../app/lib/format";
import type { ServiceContext, StaffContext } from "../../../app/services/context.server";
import { deliverDueEmails } from "../../../app/services/mail/outbox-worker.server";
import type { MailTransport } from "../../../app/services/mail/transport.server";
import { acceptPlan, declinePlan } from "../../../app/services/plans/answers.server";
import { reviseSentPlan } from "../../../app/services/plans/drafts.server";
import { expirePlans } from "../../../app/services/plans/expiry.server";
import { sendPlanFollowUps } from "../../../app/services/plans/follow-ups.server";
import { viewPlanByToken } from "../../../app/services/plans/patient-page.server";
import { sendPlan } from "../../../app/services/plans/sending.server";
import { at, testContext } from "../../support/context";
import { createTestDatabase, testBackends, truncateAll, type TestDatabase } from "../../support/database";
import {
  implantDraft,
  outboxRows,
  paidConsultation,
  planLead,
  planStaff,
  sentImplantPlan,
  tokenOf,
} from "../../support/plans";
import { createPlan } from "../../../app/services/plans/create.server";
import { saveDraft } from "../../../app/services/plans/drafts.server";

const NOW = new Date("2027-03-10T10:00:00Z");
const SETTINGS = { clinicInbox: "clinic@clinic.example", siteUrl: "https://www.clinic.test" };
const DAY = 24 * 60 * 60_000;
const later = (days: number, minutes = 1) => new Date(NOW.getTime() + days * DAY + minutes * 60_000);

describe.each(testBackends())("a treatment plan's follow-up reminders on %s", (backend) => {
  let database: TestDatabase;
  let ctx: ServiceContext;
  let staff: StaffContext;
  beforeAll(async () => {
    database = await createTestDatabase(backend);
  });
  afterAll(async () => database?.dispose());
  beforeEach(async () => {
    await truncateAll(database);
    ctx = testContext(database, { settings: SETTINGS, now: NOW });
    staff = await planStaff(ctx);
  });

  const sentPlan = (patient: Parameters<typeof planLead>[1] = {}, validUntil?: string) =>
    sentImplantPlan(ctx, staff, patient, validUntil);

  /** The follow-up emails in the outbox, sent or waiting. */
  const followUps = async () =>
    (await outboxRows(ctx)).filter((row) => row.kind.startsWith("plan-follow-up"));
  const run = (when: Date) => sendPlanFollowUps(at(ctx, when));

  it("reminds a plan not opened after 3 days once, in the patient's language, even when the job runs twice at once", async () => {
    const { planId, planUrl } = await sentPlan({
      language: "de",
      name: "Jonas Weber",
      email: "jonas@example.com",
    });
    expect(await run(later(2, 23 * 60))).toEqual({ queued: 0 });
    const runs = await Promise.all([run(later(3)), run(later(3))]);
    expect(runs.map((r) => r.queued).sort()).toEqual([0, 1]);
    await run(later(3, 10));
    await run(later(5));

    const [email, ...others] = await followUps();
    expect(others).toEqual([]);
    expect(email).toMatchObject({
      kind: "plan-follow-up-not-opened",
      recipient: "jonas@example.com",
      replyTo: "clinic@clinic.example",
      planId,
    });
    expect(email.subject).toMatch(/^Ihr Behandlungsplan TP-\w+ wartet auf Sie/);
    expect(email.textBody).toContain("Guten Tag Jonas Weber,");
    expect(email.textBody).toContain(`Ihr Plan ist gültig bis ${formatEventDate("2027-06-08", "de")}.`);
    expect(email.textBody).toContain(planUrl);
    expect(email.textBody).toContain("Mit freundlichen Grüßen");
    expect(await database.db.select().from(planFollowUps)).toEqual([
      expect.objectContaining({ kind: "not-opened", outboxId: email.id }),
    ]);
  });

  it("a plan for a consultation day whose patient chose texts: each reminder goes by SMS as well, and an answer withdraws it", async () => {
    const booking = await paidConsultation(ctx, { email: "anne@example.com", language: "fr" });
    await database.db
      .update(consultationBookings)
      .set({ textChannel: "sms", customerPhone: "+33 6 39 98 12 34" })
      .where(eq(consultationBookings.id, booking.id));
    const { planId, reference } = await createPlan(staff, { bookingId: booking.id });
    await saveDraft(staff, planId, implantDraft());
    const { planUrl } = await sendPlan(staff, planId);

    await run(later(3));
    const texts = (await followUps()).filter((row) => row.channel !== "email");
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({
      kind: "plan-follow-up-not-opened",
      channel: "sms",
      recipient: "+33639981234",
      timeZone: "Europe/Paris",
      planId,
    });
    expect(texts[0].textBody).toBe(
      planTextsIn.fr.notOpened({ reference, validUntil: formatEventDate("2027-06-08", "fr"), planUrl }),
    );
    // The patient answers before it goes: the text is withdrawn with the email.
    await declinePlan(at(ctx, later(3, 2)), tokenOf(planUrl), { version: 1, reason: "timing" });
    expect((await followUps()).filter((row) => row.sentAt === null)).toEqual([]);
  });

  it("reminds an opened plan not answered after 7 days, and not as unopened", async () => {
    const { token } = await sentPlan({ language: "fr" });
    await viewPlanByToken(at(ctx, later(1, 0)), token);
    await run(later(4));
    expect(await followUps()).toEqual([]);
    await run(later(7, 59));
    expect(await followUps()).toEqual([]);
    await run(later(8));
    const [email, ...others] = await followUps();
    expect(others).toEqual([]);
    expect(email.kind).toBe("plan-follow-up-not-answered");
    expect(email.subject).toMatch(/^Des questions sur votre plan de traitement TP-\w+ \?/);
    expect(email.textBody).toContain("Bonjour Anne Leroy,");
    expect(email.textBody).toContain("Bien cordialement,");
  });

  it("reminds no answered plan, and withdraws a reminder still waiting when the patient answers", async () => {
    const accepted = await sentPlan();
    await acceptPlan(at(ctx, later(1)), accepted.token, {
      version: 1,
      name: "Anne Leroy",
      termsAccepted: true,
    });
    await run(later(4));
    await run(later(85));
    expect(await followUps()).toEqual([]);

    await truncateAll(database);
    staff = await planStaff(ctx);
    const declined = await sentPlan();
    await run(later(3));
    expect((await followUps()).map((row) => row.kind)).toEqual(["plan-follow-up-not-opened"]);
    await declinePlan(at(ctx, later(3, 2)), declined.token, { version: 1, reason: "timing" });
    expect(await followUps()).toEqual([]);
    expect(await database.db.select().from(planFollowUps)).toEqual([
      expect.objectContaining({ kind: "not-opened", outboxId: null }),
    ]);
    const transport = { kind: "file", send: vi.fn(async () => {}) } satisfies MailTransport;
    await deliverDueEmails(database.db, transport, { from: "site@clinic.example", now: later(3, 3) });
    const sentKinds = (await outboxRows(ctx)).filter((row) => row.sentAt).map((row) => row.kind);
    expect(sentKinds.sort()).toEqual(["plan-declined-staff", "plan-sent", "plan-sent-staff"]);
    await run(later(20));
    expect(await followUps()).toEqual([]);
  });

  it("reminds once before the plan expires: 7 days before, or 3 for a short validity; none once expired", async () => {
    await sentPlan({ email: "long@example.com" });
    // Valid until 8 June: not opened, reminded as such first; the week before, the expiry.
    await run(new Date("2027-05-31T10:00:00Z"));
    await run(new Date("2027-06-01T08:00:00Z"));
    await run(new Date("2027-06-05T08:00:00Z"));
    const emails = await followUps();
    expect(emails.map((row) => row.kind)).toEqual(["plan-follow-up-not-opened", "plan-follow-up-expiring"]);
    const transport = { kind: "file", send: vi.fn(async () => {}) } satisfies MailTransport;
    await deliverDueEmails(database.db, transport, { from: "site@clinic.example", now: later(90) });
    // Expired: nothing more.
    await expirePlans(at(ctx, new Date("2027-06-09T08:00:00Z")));
    await run(new Date("2027-06-09T08:00:00Z"));
    expect((await followUps()).map((row) => [row.kind, row.sentAt !== null])).toEqual([
      ["plan-follow-up-not-opened", true],
      ["plan-follow-up-expiring", true],
    ]);
    const expiring = emails[1];
    const validUntil = formatEventDate("2027-06-08", "en");
    expect(expiring.subject).toMatch(
      new RegExp(`^Your treatment plan TP-\\w+ is valid until ${validUntil} - `),
    );
    expect(expiring.textBody).toContain(
      planFollowUpEmailIn.en.expiring.text({
        patientName: "Anne Leroy",
        reference: expiring.subject.match(/TP-\w+/)![0],
        validUntil,
        planUrl: expiring.textBody.match(/https:\/\/www\.clinic\.test\/plan\/\S+/)![0],
        siteUrl: SETTINGS.siteUrl,
      }),
    );

    await truncateAll(database);
    staff = await planStaff(ctx);
    // Valid until 20 March, ten days after it was sent: reminded 3 days before, on the 17th.
    await sentPlan({}, "2027-03-20");
    await run(new Date("2027-03-16T20:00:00Z"));
    await run(new Date("2027-03-16T23:30:00Z"));
    const short = await followUps();
    expect(short.map((row) => row.kind)).toEqual(["plan-follow-up-not-opened", "plan-follow-up-expiring"]);

    await truncateAll(database);
    staff = await planStaff(ctx);
    // Valid two days: no reminder within a day of the plan's own email, the expiry one the next.
    await sentPlan({}, "2027-03-12");
    await run(later(0, 10));
    expect(await followUps()).toEqual([]);
    await run(later(1, 1));
    expect((await followUps()).map((row) => row.kind)).toEqual(["plan-follow-up-expiring"]);
  });

  it("reminds only the current version: a superseded one gets none", async () => {
    const { planId } = await sentPlan();
    await reviseSentPlan(at(staff, later(2, 0)), planId);
    const v2 = await sendPlan(at(staff, later(2, 0)), planId);
    await run(later(3));
    expect(await followUps()).toEqual([]);
    await run(later(5));
    const [email, ...others] = await followUps();
    expect(others).toEqual([]);
    expect(email.kind).toBe("plan-follow-up-not-opened");
    const [row] = await database.db.select().from(planFollowUps);
    expect(row.outboxId).toBe(email.id);
    expect(v2.version).toBe(2);
  });
});
