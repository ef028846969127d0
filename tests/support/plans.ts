/**
 * What the treatment plans' tests share: a member of staff, a lead or a paid consultation booking
 * to write a plan from, a draft that can be sent, and the token a patient's link carries.
 */
import type { Locale } from "../../app/content/locales";
import { consultationBookings, leads, outbox } from "../../app/db/schema";
import { newStaffMember } from "./context";
import type { ServiceContext, StaffContext } from "../../app/services/context.server";
import { createPlan } from "../../app/services/plans/create.server";
import { saveDraft, type PlanDraftInput } from "../../app/services/plans/drafts.server";
import { sendPlan } from "../../app/services/plans/sending.server";

export const planStaff = (ctx: ServiceContext): Promise<StaffContext> =>
  newStaffMember(ctx, "planner@clinic.example");

export async function planLead(
  ctx: ServiceContext,
  patient: { name?: string; email?: string; language?: Locale; discountCode?: string } = {},
) {
  const [lead] = await ctx.db
    .insert(leads)
    .values({
      formId: "quote",
      name: patient.name ?? "Anne Leroy",
      email: patient.email ?? "anne@example.com",
      language: patient.language ?? "en",
      consentVersion: "2026-11",
      discountCode: patient.discountCode ?? null,
      visitSource: "google",
      visitMedium: "cpc",
      visitCampaign: "implants-spring",
    })
    .returning();
  return lead;
}

let sessions = 0;
/** A consultation day the patient paid for (or, with `paid: false`, one to be paid at the desk). */
export async function paidConsultation(
  ctx: ServiceContext,
  patient: { email?: string; name?: string; language?: Locale; paid?: boolean } = {},
) {
  const [booking] = await ctx.db
    .insert(consultationBookings)
    .values({
      sessionId: `plan-test-${++sessions}`,
      provider: "test",
      status: "paid",
      eventDate: "2027-03-01",
      amountCents: 5000,
      currency: "eur",
      customerName: patient.name ?? "Anne Leroy",
      customerEmail: patient.email ?? "anne@example.com",
      language: patient.language ?? "en",
      paidAt: patient.paid === false ? null : new Date("2027-02-10T10:00:00Z"),
    })
    .returning();
  return booking;
}

/** A complete draft: a Straumann implant on 36 and its crown four months later. */
export const implantDraft = (validUntil = "2027-06-08"): PlanDraftInput => ({
  dentist: "lead-implant-surgeon",
  validUntil,
  visits: [
    { workingDays: 3, healingMonthsBefore: 0 },
    { workingDays: 5, healingMonthsBefore: 4 },
  ],
  items: [
    { itemId: "straumann-implant", quantity: 1, teeth: [36], visit: 1 },
    { itemId: "premium-implant-surgery", quantity: 1, teeth: [36], visit: 1 },
    { itemId: "panoramic-x-ray", quantity: 1, visit: 1 },
    { itemId: "straumann-abutment", quantity: 1, teeth: [36], visit: 2 },
    { itemId: "zirconia-implant-crown", quantity: 1, teeth: [36], note: "Shade A2", visit: 2 },
  ],
});

/** The token of a plan's link, as the patient's email carries it. */
export const tokenOf = (planUrl: string) => planUrl.split("/plan/")[1];

export const outboxRows = (ctx: ServiceContext) => ctx.db.select().from(outbox);

/**
 * A plan written by `staff` from a new lead of `patient`, its implant draft saved and sent:
 * its ids, the token of its link, and what sending it returned.
 */
export async function sentImplantPlan(
  ctx: ServiceContext,
  staff: StaffContext,
  patient: Parameters<typeof planLead>[1] = {},
  validUntil?: string,
) {
  const lead = await planLead(ctx, patient);
  const { planId, reference } = await createPlan(staff, { leadId: lead.id });
  await saveDraft(staff, planId, implantDraft(validUntil));
  const sent = await sendPlan(staff, planId);
  return { planId, reference, leadId: lead.id, token: tokenOf(sent.planUrl), ...sent };
}
