import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { consultationEvent } from "../../../app/content/event";
import { priceItems } from "../../../app/content/price-list";
import { auditLog, treatmentPlans, treatmentPlanVersions } from "../../../app/db/schema";
import { PLAN_REFERENCE_PATTERN } from "../../../app/lib/plan-reference";
import type { ServiceContext, StaffContext } from "../../../app/services/context.server";
import { createPlan } from "../../../app/services/plans/create.server";
import { reviseSentPlan, saveDraft } from "../../../app/services/plans/drafts.server";
import { PlanError } from "../../../app/services/plans/errors.server";
import { viewPlanByToken } from "../../../app/services/plans/patient-page.server";
import { sendPlan } from "../../../app/services/plans/sending.server";
import { testContext } from "../../support/context";
import { createTestDatabase, testBackends, truncateAll, type TestDatabase } from "../../support/database";
import {
  implantDraft,
  outboxRows,
  paidConsultation,
  planLead,
  planStaff,
  tokenOf,
} from "../../support/plans";

const NOW = new Date("2027-03-10T10:00:00Z");
const SETTINGS = { clinicInbox: "clinic@clinic.example", siteUrl: "https://www.clinic.test" };
const FEE_CENTS = consultationEvent.feeEur * 100;
const cents = (id: keyof typeof priceItems) => {
  const { eur } = priceItems[id];
  return eur === "FREE" ? 0 : eur * 100;
};
/** The implant draft's lines at the price list's prices. */
const IMPLANT_CENTS =
  cents("straumann-implant") +
  cents("premium-implant-surgery") +
  cents("straumann-abutment") +
  cents("zirconia-implant-crown");

describe.each(testBackends())("treatment plans on %s", (backend) => {
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

  const versions = (planId: string) =>
    database.db
      .select()
      .from(treatmentPlanVersions)
      .where(eq(treatmentPlanVersions.planId, planId))
      .orderBy(treatmentPlanVersions.version);

  async function sentPlan(lead: { id: string }) {
    const { planId } = await createPlan(staff, { leadId: lead.id });
    await saveDraft(staff, planId, implantDraft());
    return { planId, ...(await sendPlan(staff, planId)) };
  }

  it("is written from a lead (its patient, language and attribution), priced from the price list, and audited", async () => {
    const lead = await planLead(ctx);
    const { planId, reference } = await createPlan(staff, { leadId: lead.id });
    expect(reference).toMatch(PLAN_REFERENCE_PATTERN);
    const [plan] = await database.db.select().from(treatmentPlans);
    expect(plan).toMatchObject({
      patientName: "Anne Leroy",
      patientEmail: "anne@example.com",
      language: "en",
      market: "uk",
      currency: "GBP",
      leadId: lead.id,
      visitSource: "google",
      visitCampaign: "implants-spring",
      consultationBookingId: null,
      createdBy: staff.staff.id,
    });
    expect(plan.linkTokenHash).toMatch(/^[0-9a-f]{64}$/);
    const [draft] = await versions(planId);
    expect(draft).toMatchObject({ version: 1, status: "draft", validUntil: "2027-06-08", items: [] });

    await saveDraft(staff, planId, implantDraft());
    const sent = await sendPlan(staff, planId);
    expect(sent).toMatchObject({ version: 1, subtotalCents: IMPLANT_CENTS, totalCents: IMPLANT_CENTS });
    const [v1] = await versions(planId);
    expect(v1).toMatchObject({
      status: "sent",
      subtotalCents: IMPLANT_CENTS,
      totalCents: IMPLANT_CENTS,
      sentAt: NOW,
    });
    expect(v1.items.map((line) => [line.itemId, line.unitCents, line.quantity, line.lineCents])).toEqual(
      implantDraft().items.map(({ itemId, quantity }) => [
        itemId,
        cents(itemId as keyof typeof priceItems),
        quantity,
        cents(itemId as keyof typeof priceItems) * quantity,
      ]),
    );
    expect(v1.contentHash).toBe(sent.contentHash);
    expect(sent.planUrl).toMatch(/^https:\/\/www\.clinic\.test\/plan\/[A-Za-z0-9_-]{43}$/);
    // The link's token is nowhere in the plan's row: only its hash.
    expect(JSON.stringify(plan)).not.toContain(tokenOf(sent.planUrl));

    await reviseSentPlan(staff, planId);
    const audit = await database.db.select().from(auditLog).orderBy(auditLog.id);
    expect(audit.map((row) => [row.action, row.subject, row.actorId])).toEqual(
      ["plan.create", "plan.save-draft", "plan.send", "plan.revise"].map((action) => [
        action,
        `plan:${planId}`,
        staff.staff.id,
      ]),
    );
    expect(JSON.stringify(audit)).not.toContain("anne@example.com");
  });

  it("keeps a sent version's prices when the price list changes; the next version takes the new ones", async () => {
    const { planId, planUrl } = await sentPlan(await planLead(ctx));
    const dearer = { ...priceItems, "straumann-implant": { ...priceItems["straumann-implant"], eur: 600 } };
    await reviseSentPlan(staff, planId);
    await sendPlan(staff, planId, { priceList: dearer });
    const [v1, v2] = await versions(planId);
    expect(v1).toMatchObject({ status: "superseded", totalCents: IMPLANT_CENTS });
    expect(v1.items[0]).toMatchObject({ itemId: "straumann-implant", unitCents: cents("straumann-implant") });
    expect(v2).toMatchObject({
      status: "sent",
      totalCents: IMPLANT_CENTS - cents("straumann-implant") + 60000,
    });
    const page = await viewPlanByToken(ctx, tokenOf(planUrl));
    expect(page.current).toMatchObject({ version: 2, status: "viewed" });
    expect(page.earlier.map((v) => [v.version, v.status, v.totalCents])).toEqual([
      [1, "superseded", IMPLANT_CENTS],
    ]);
  });

  it("deducts a paid consultation day's €50 once: on every version of one plan, and not on a second plan", async () => {
    const booking = await paidConsultation(ctx);
    await paidConsultation(ctx, { email: "ANNE@example.com", paid: false }); // to be paid at the desk: no credit
    const lead = await planLead(ctx);
    const { planId } = await sentPlan(lead);
    expect((await database.db.select().from(treatmentPlans))[0].consultationBookingId).toBe(booking.id);
    await reviseSentPlan(staff, planId);
    await sendPlan(staff, planId);
    const [v1, v2] = await versions(planId);
    for (const version of [v1, v2])
      expect(version).toMatchObject({
        consultationCreditCents: FEE_CENTS,
        totalCents: IMPLANT_CENTS - FEE_CENTS,
      });

    const second = await sentPlan(lead);
    expect(second).toMatchObject({ consultationCreditCents: 0, totalCents: IMPLANT_CENTS });
    const [, secondRow] = await database.db.select().from(treatmentPlans).orderBy(treatmentPlans.createdAt);
    expect(secondRow.consultationBookingId).toBeNull();
  });

  it("credits a consultation day paid after the plan was written when the plan is sent", async () => {
    const { planId } = await createPlan(staff, { leadId: (await planLead(ctx)).id });
    await saveDraft(staff, planId, implantDraft());
    await paidConsultation(ctx);
    expect(await sendPlan(staff, planId)).toMatchObject({ consultationCreditCents: FEE_CENTS });
  });

  it("is written from a paid booking, crediting it, and honours the newsletter code once with 10% off", async () => {
    const booking = await paidConsultation(ctx, { email: "bob@example.com", name: "Bob Stone" });
    await planLead(ctx, { email: "bob@example.com", discountCode: "BDC10-7K3M-9Q2X" });
    const { planId } = await createPlan(staff, { bookingId: booking.id });
    await saveDraft(staff, planId, implantDraft());
    const sent = await sendPlan(staff, planId);
    const discount = Math.round(IMPLANT_CENTS / 10);
    expect(sent).toMatchObject({
      discountCents: discount,
      consultationCreditCents: FEE_CENTS,
      totalCents: IMPLANT_CENTS - discount - FEE_CENTS,
    });
    const again = await createPlan(staff, { bookingId: booking.id });
    const [first, second] = await database.db.select().from(treatmentPlans).orderBy(treatmentPlans.createdAt);
    expect(first).toMatchObject({ discountCode: "BDC10-7K3M-9Q2X", consultationBookingId: booking.id });
    expect(second).toMatchObject({ id: again.planId, discountCode: null, consultationBookingId: null });
  });

  it("refuses tooth 19 or 50 naming it, and an item not on the price list, saving nothing", async () => {
    const { planId } = await createPlan(staff, { leadId: (await planLead(ctx)).id });
    for (const tooth of [19, 50]) {
      const draft = implantDraft();
      const refused = saveDraft(staff, planId, {
        ...draft,
        items: [{ ...draft.items[0], teeth: [tooth] }],
      });
      await expect(refused).rejects.toBeInstanceOf(PlanError);
      await expect(refused).rejects.toThrow(`Tooth ${tooth} is not a permanent tooth`);
    }
    await expect(
      saveDraft(staff, planId, { ...implantDraft(), items: [{ itemId: "gold", quantity: 1, visit: 1 }] }),
    ).rejects.toThrow('"gold" is not an item on the price list');
    expect((await versions(planId))[0].items).toEqual([]);
    expect(await database.db.$count(auditLog, eq(auditLog.action, "plan.save-draft"))).toBe(0);
  });

  it("edits only a draft, and sends only a complete one", async () => {
    const { planId } = await createPlan(staff, { leadId: (await planLead(ctx)).id });
    await expect(sendPlan(staff, planId)).rejects.toThrow("Before sending, choose the dentist");
    await saveDraft(staff, planId, implantDraft());
    await sendPlan(staff, planId);
    await expect(saveDraft(staff, planId, implantDraft())).rejects.toMatchObject({
      status: 409,
      code: "not-draft",
    });
    await expect(sendPlan(staff, planId)).rejects.toMatchObject({ status: 409 });
    await reviseSentPlan(staff, planId);
    await expect(reviseSentPlan(staff, planId)).rejects.toThrow("already has a draft");
  });

  it("emails the plan to the patient in their language with the private link, and tells the clinic in English", async () => {
    const french = await sentPlan(
      await planLead(ctx, { email: "claire@example.fr", name: "Claire Dubois", language: "fr" }),
    );
    const english = await sentPlan(await planLead(ctx, { email: "tom@example.co.uk", name: "Tom Hart" }));
    const rows = await outboxRows(ctx);
    const patient = (to: string) => rows.find((row) => row.recipient === to && row.kind === "plan-sent")!;
    const claire = patient("claire@example.fr");
    expect(claire.subject).toMatch(/^Votre plan de traitement TP-/);
    expect(claire.textBody).toContain("Bonjour Claire Dubois,");
    expect(claire.textBody).toContain(french.planUrl);
    expect(claire.textBody).toContain("Valable jusqu'au : mardi 8 juin 2027");
    expect(claire.textBody).not.toContain("£");
    const tom = patient("tom@example.co.uk");
    expect(tom.subject).toMatch(/^Your treatment plan TP-/);
    expect(tom.textBody).toContain(english.planUrl);
    expect(tom.textBody).toMatch(/Total: €[\d,]+\.00 \(about £[\d,]+; you pay in euros\)/);
    const notices = rows.filter((row) => row.kind === "plan-sent-staff");
    expect(notices).toHaveLength(2);
    for (const notice of notices) {
      expect(notice.recipient).toBe("clinic@clinic.example");
      expect(notice.subject).toMatch(/^Treatment plan sent: TP-\w+ \(version 1\)$/);
      expect(notice.textBody).toContain(`In the back office: https://www.clinic.test/staff/plans/`);
    }
    expect(notices.find((n) => n.replyTo === "claire@example.fr")!.textBody).toContain("Language: French");
  });
});
