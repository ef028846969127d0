/**
 * Writing a new plan from a lead or a booking (staff): the patient's name, email, language and
 * attribution copied from it, the market and currency they are shown, the consultation day and
 * newsletter code it deducts (credit.server.ts), its private link's hash, and version 1 as an
 * empty draft valid for the content's number of days. Audited as 'plan.create'.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Locale } from "~/content/locales";
import { planSettings, planStaffErrors } from "~/content/plans";
import {
  consultationBookings,
  leads,
  treatmentPlans,
  treatmentPlanVersions,
  type PlanMarket,
} from "~/db/schema";
import type { Currency } from "~/lib/currency";
import { addDays, budapestToday } from "~/lib/event-dates";
import type { StaffContext } from "../context.server";
import { recordAudit } from "../staff/audit.server";
import { unusedDiscountCode, uncreditedConsultation } from "./credit.server";
import { PlanError } from "./errors.server";
import { planToken, planTokenHash } from "./links.server";
import { retryOnTaken } from "./records.server";

export type PlanSource = { leadId: string } | { bookingId: string };

export interface PlanAudience {
  /** Whose prices at home are compared; null for none. Default: by language (en: UK, de: Germany). */
  market?: PlanMarket | null;
  /** Pounds beside the euros, or euros only. Default: pounds for the UK. */
  currency?: Currency;
}

const marketByLanguage: Record<Locale, PlanMarket | null> = { en: "uk", de: "germany", fr: null };

interface Patient {
  name: string;
  email: string;
  language: Locale;
  leadId: string | null;
  /** The source's own newsletter code (a booking's only once paid). */
  discountCode: string | null;
  visit: Pick<
    typeof leads.$inferSelect,
    "visitSource" | "visitMedium" | "visitCampaign" | "visitReferrer" | "visitLanding"
  >;
}

async function patientOf(ctx: StaffContext, source: PlanSource): Promise<Patient> {
  const notFound = () => new PlanError(404, "not-found", planStaffErrors.sourceNotFound);
  if ("leadId" in source) {
    const [lead] = await ctx.db.select().from(leads).where(eq(leads.id, source.leadId));
    if (!lead) throw notFound();
    return { ...lead, leadId: lead.id, visit: lead };
  }
  const [booking] = await ctx.db
    .select()
    .from(consultationBookings)
    .where(eq(consultationBookings.id, source.bookingId));
  if (!booking) throw notFound();
  if (!booking.customerEmail || !booking.customerName?.trim())
    throw new PlanError(400, "invalid", planStaffErrors.noEmail);
  return {
    name: booking.customerName.trim(),
    email: booking.customerEmail,
    language: booking.language,
    leadId: null,
    discountCode: booking.paidAt ? booking.discountCode : null,
    visit: booking,
  };
}

/** A new plan with an empty draft (version 1); returns its id and reference. */
export async function createPlan(
  ctx: StaffContext,
  source: PlanSource,
  audience: PlanAudience = {},
): Promise<{ planId: string; reference: string }> {
  const patient = await patientOf(ctx, source);
  const planId = randomUUID();
  const linkTokenHash = planTokenHash(await planToken(ctx.db, planId));
  const market = audience.market === undefined ? marketByLanguage[patient.language] : audience.market;
  const currency = audience.currency ?? (market === "uk" ? "GBP" : "EUR");
  const validUntil = addDays(budapestToday(ctx.now()), planSettings.validityDays);
  return retryOnTaken(
    [
      "treatment_plans_reference_key",
      "treatment_plans_consultation_booking_key",
      "treatment_plans_discount_code_key",
    ],
    () =>
      ctx.db.transaction(async (tx) => {
        const credit = await uncreditedConsultation(tx, patient.email);
        const discountCode = await unusedDiscountCode(tx, patient.email, patient.discountCode);
        const [plan] = await tx
          .insert(treatmentPlans)
          .values({
            id: planId,
            patientName: patient.name,
            patientEmail: patient.email,
            language: patient.language,
            market,
            currency,
            leadId: patient.leadId,
            consultationBookingId: credit?.id ?? null,
            discountCode,
            visitSource: patient.visit.visitSource,
            visitMedium: patient.visit.visitMedium,
            visitCampaign: patient.visit.visitCampaign,
            visitReferrer: patient.visit.visitReferrer,
            visitLanding: patient.visit.visitLanding,
            linkTokenHash,
            createdBy: ctx.staff.id,
            createdAt: ctx.now(),
          })
          .returning({ reference: treatmentPlans.reference });
        await tx.insert(treatmentPlanVersions).values({
          planId,
          version: 1,
          validUntil,
          createdBy: ctx.staff.id,
          createdAt: ctx.now(),
        });
        await recordAudit(tx, ctx.staff, "plan.create", `plan:${planId}`, {
          reference: plan.reference,
          from: "leadId" in source ? `lead:${source.leadId}` : `booking:${source.bookingId}`,
          ...(credit ? { creditedBooking: `booking:${credit.id}` } : {}),
        });
        return { planId, reference: plan.reference };
      }),
  );
}
