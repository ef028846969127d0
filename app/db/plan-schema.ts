/**
 * Treatment plans: what the clinic proposes after an X-ray or a consultation day, priced from the
 * price list, and each version the patient was sent (app/services/plans/README.md). One of the
 * owner files app/db/schema.ts gathers for drizzle-kit and the database client.
 */
import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { locales } from "../content/locales";
import { newPlanReference } from "../lib/plan-reference";
import { createdAt, visitColumns } from "./columns";
import { consultationBookings } from "./consultation-schema";
import { leads } from "./enquiry-schema";
import { staffAccounts } from "./staff-schema";

/**
 * draft: staff are writing it (the only editable state); sent: emailed to the patient; viewed:
 * the patient opened it; accepted / declined: the patient answered; expired: not answered before
 * its valid-until date; superseded: a later version was sent. Every version is kept.
 */
export const planVersionStatuses = [
  "draft",
  "sent",
  "viewed",
  "accepted",
  "declined",
  "expired",
  "superseded",
] as const;
export type PlanVersionStatus = (typeof planVersionStatuses)[number];

/** Why a patient declined, as they chose it from the short list (words: app/content/plan-patient.ts). */
export const planDeclineReasons = ["price", "timing", "another-clinic", "other"] as const;
export type PlanDeclineReason = (typeof planDeclineReasons)[number];

/**
 * Whose prices at home the plan compares with (the price list's `comparisonCountries`; a test
 * keeps the two lists the same). None: no comparison is shown (a patient from France).
 */
export const planMarkets = ["uk", "germany", "usa"] as const;
export type PlanMarket = (typeof planMarkets)[number];

/** The currencies a plan is shown in: EUR always, and pounds beside it for GBP (app/lib/currency.ts). */
export const planCurrencies = ["EUR", "GBP"] as const;

/** The visits of a plan, in order: 'first', 'second', … (the position is the visit's number). */
export const planVisitKinds = ["first", "second", "third", "fourth"] as const;

export interface PlanVisit {
  kind: (typeof planVisitKinds)[number];
  /** Working days in the clinic on this visit. */
  workingDays: number;
  /** Months of healing at home before this visit (0 for the first). */
  healingMonthsBefore: number;
}

/**
 * One line of a plan, frozen: the price item's id, its English title and unit price in euro
 * cents as the price list said when the version was written, so a later price change never
 * alters a version (app/services/plans/pricing.server.ts).
 */
export interface PlanItem {
  itemId: string;
  title: string;
  unitCents: number;
  quantity: number;
  /** FDI numbers of the permanent teeth it is for (11-18, 21-28, 31-38, 41-48); may be empty. */
  teeth: number[];
  note?: string;
  /** The visit it is done on: 1 for the first. */
  visit: number;
  /** unitCents × quantity. */
  lineCents: number;
}

/** A plan: who it is for, where they came from, and its private link. Its contents are its versions. */
export const treatmentPlans = pgTable(
  "treatment_plans",
  {
    /** Made by the service before the insert: the private link is signed over it. */
    id: uuid("id").primaryKey().defaultRandom(),
    /** What the patient and staff read out: 'TP-7K3M9Q' (app/lib/plan-reference.ts). */
    reference: text("reference").notNull().$defaultFn(newPlanReference),
    patientName: text("patient_name").notNull(),
    /** As the lead or booking stored it; compared lower-cased. */
    patientEmail: text("patient_email").notNull(),
    /** The patient's language (app/content/locales.ts): the plan and its emails are written in it. */
    language: text("language", { enum: locales }).notNull().default("en"),
    /** Whose prices at home the plan compares with; none for no comparison. */
    market: text("market", { enum: planMarkets }),
    /** EUR: euros only; GBP: pounds beside the euros (the charge is always in euros). */
    currency: text("currency", { enum: planCurrencies }).notNull().default("EUR"),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    /** The paid consultation day whose fee is credited on this plan (on one plan only). */
    consultationBookingId: uuid("consultation_booking_id").references(() => consultationBookings.id, {
      onDelete: "set null",
    }),
    /** The newsletter code honoured on this plan, as issued (10% off the first treatment: one plan). */
    discountCode: text("discount_code"),
    ...visitColumns(),
    /** sha256 (hex) of the private link's token: the token itself is never stored. */
    linkTokenHash: text("link_token_hash").notNull(),
    createdBy: uuid("created_by").references(() => staffAccounts.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("treatment_plans_reference_key").on(t.reference),
    uniqueIndex("treatment_plans_link_token_hash_key").on(t.linkTokenHash),
    uniqueIndex("treatment_plans_consultation_booking_key")
      .on(t.consultationBookingId)
      .where(sql`${t.consultationBookingId} is not null`),
    uniqueIndex("treatment_plans_discount_code_key")
      .on(t.discountCode)
      .where(sql`${t.discountCode} is not null`),
    index("treatment_plans_lead_idx").on(t.leadId),
    index("treatment_plans_email_lower_idx").on(sql`lower(${t.patientEmail})`),
    check(
      "treatment_plans_market_check",
      sql`${t.market} is null or ${t.market} in ('uk', 'germany', 'usa')`,
    ),
    check("treatment_plans_currency_check", sql`${t.currency} in ('EUR', 'GBP')`),
  ],
);

/** Each version of a plan. A draft is edited in place; once sent, a version never changes its contents. */
export const treatmentPlanVersions = pgTable(
  "treatment_plan_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    planId: uuid("plan_id")
      .notNull()
      .references(() => treatmentPlans.id, { onDelete: "cascade" }),
    /** 1, 2, …: the patient reads "version 2". */
    version: integer("version").notNull(),
    status: text("status", { enum: planVersionStatuses }).notNull().default("draft"),
    /** The responsible dentist's slug (app/content/dentists); required to send. */
    dentist: text("dentist"),
    validUntil: date("valid_until").notNull(),
    visits: jsonb("visits").$type<PlanVisit[]>().notNull().default([]),
    items: jsonb("items").$type<PlanItem[]>().notNull().default([]),
    subtotalCents: integer("subtotal_cents").notNull().default(0),
    consultationCreditCents: integer("consultation_credit_cents").notNull().default(0),
    discountCents: integer("discount_cents").notNull().default(0),
    totalCents: integer("total_cents").notNull().default(0),
    /** sha256 (hex) of the canonical JSON of what the patient is shown; set when sent. */
    contentHash: text("content_hash"),
    createdBy: uuid("created_by").references(() => staffAccounts.id, { onDelete: "set null" }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    /** The full name the patient typed to accept, as typed. */
    acceptedName: text("accepted_name"),
    declinedAt: timestamp("declined_at", { withTimezone: true }),
    declineReason: text("decline_reason", { enum: planDeclineReasons }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("treatment_plan_versions_plan_version_key").on(t.planId, t.version),
    // A plan is accepted once, and has one draft at most (two revisions at once make one).
    uniqueIndex("treatment_plan_versions_one_accepted_key")
      .on(t.planId)
      .where(sql`${t.status} = 'accepted'`),
    uniqueIndex("treatment_plan_versions_one_draft_key")
      .on(t.planId)
      .where(sql`${t.status} = 'draft'`),
    index("treatment_plan_versions_open_idx")
      .on(t.validUntil)
      .where(sql`${t.status} in ('sent', 'viewed')`),
    index("treatment_plan_versions_status_idx").on(t.status),
    check("treatment_plan_versions_version_check", sql`${t.version} >= 1`),
    check(
      "treatment_plan_versions_status_check",
      sql`${t.status} in ('draft', 'sent', 'viewed', 'accepted', 'declined', 'expired', 'superseded')`,
    ),
    check(
      "treatment_plan_versions_decline_reason_check",
      sql`${t.declineReason} is null or ${t.declineReason} in ('price', 'timing', 'another-clinic', 'other')`,
    ),
    check(
      "treatment_plan_versions_amounts_check",
      sql`${t.subtotalCents} >= 0 and ${t.consultationCreditCents} >= 0 and ${t.discountCents} >= 0 and ${t.totalCents} >= 0`,
    ),
  ],
);

/**
 * open: a checkout was started (or is being started: no session id yet) and not yet paid;
 * paid: the provider said so and fulfilment recorded it (once); refunded: claimed for a refund
 * (staff's, or a second deposit paid on a version already paid), `refund_reference` set once
 * the provider gave the money back; cancelled: the patient cancelled the checkout; expired: its
 * checkout closed unpaid. Only `open`, `cancelled` and `expired` can still become paid (a
 * payment the provider took after all is never lost: app/services/plans/deposit-fulfilment.server.ts).
 */
export const planDepositStatuses = ["open", "paid", "refunded", "cancelled", "expired"] as const;
export type PlanDepositStatus = (typeof planDepositStatuses)[number];

/**
 * A deposit on an accepted version of a plan, one row per checkout started. Money records: a
 * plan or version with a deposit cannot be deleted (restrict).
 */
export const planDeposits = pgTable(
  "plan_deposits",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    planId: uuid("plan_id")
      .notNull()
      .references(() => treatmentPlans.id, { onDelete: "restrict" }),
    /** The accepted version the deposit is paid on. */
    versionId: uuid("version_id")
      .notNull()
      .references(() => treatmentPlanVersions.id, { onDelete: "restrict" }),
    /** Worked out from the content rule when the checkout starts, in euro cents. */
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("eur"),
    status: text("status", { enum: planDepositStatuses }).notNull().default("open"),
    /** Which provider holds the session: 'stripe' or 'test'. */
    provider: text("provider", { enum: ["stripe", "test"] }).notNull(),
    /** The provider's checkout session; null for the moment between our insert and its answer. */
    sessionId: text("session_id"),
    /** The provider's page for the open session, given again rather than opening a second one. */
    checkoutUrl: text("checkout_url"),
    /** When the provider's checkout closes. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** What the payer gave the provider. */
    payerEmail: text("payer_email"),
    payerName: text("payer_name"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** 'staff' (the back office) or 'duplicate' (a second deposit on a version already paid). */
    refundReason: text("refund_reason", { enum: ["staff", "duplicate"] }),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    /** The provider's refund id: set once the money went back. */
    refundReference: text("refund_reference"),
    /** Staff who refunded it. */
    refundedBy: uuid("refunded_by").references(() => staffAccounts.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("plan_deposits_session_id_key").on(t.sessionId),
    // A version is paid once, and has one checkout open at a time.
    uniqueIndex("plan_deposits_one_paid_key")
      .on(t.versionId)
      .where(sql`${t.status} = 'paid'`),
    uniqueIndex("plan_deposits_one_open_key")
      .on(t.versionId)
      .where(sql`${t.status} = 'open'`),
    index("plan_deposits_plan_idx").on(t.planId),
    index("plan_deposits_unsettled_idx")
      .on(t.createdAt)
      .where(sql`${t.status} in ('open', 'cancelled', 'expired', 'refunded')`),
    check("plan_deposits_amount_check", sql`${t.amountCents} > 0`),
    check(
      "plan_deposits_status_check",
      sql`${t.status} in ('open', 'paid', 'refunded', 'cancelled', 'expired')`,
    ),
    check("plan_deposits_provider_check", sql`${t.provider} in ('stripe', 'test')`),
    check(
      "plan_deposits_refund_reason_check",
      sql`${t.refundReason} is null or ${t.refundReason} in ('staff', 'duplicate')`,
    ),
  ],
);
