/**
 * The consultation event: the days the clinic offers and the bookings made for them (online,
 * or by phone). One of the owner files app/db/schema.ts gathers for drizzle-kit and the client.
 */
import { sql } from "drizzle-orm";
import { locales } from "../content/locales";
import {
  boolean,
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
import { newBookingReference } from "../lib/booking-reference";
import { textChannels } from "../lib/text-channels";
import { createdAt, visitColumns } from "./columns";
import { staffAccounts } from "./staff-schema";

/**
 * pending: a checkout is open and holds a place until `expires_at`; paid / scheduled: the
 * place is the patient's; cancelled / expired: the checkout ended unpaid, the place is free;
 * refunded: a payment arrived for a place that was no longer there and was given back.
 */
export const bookingStatuses = ["pending", "paid", "scheduled", "cancelled", "expired", "refunded"] as const;

/**
 * Where a booking came from and how it is paid: online (a checkout), by phone and paid at the
 * desk on the day, or by phone with a payment link emailed to the patient (a checkout too).
 */
export const bookingChannels = ["online", "phone-desk", "phone-link"] as const;

/**
 * The consultation days the clinic offers: one row per day, edited in the back office
 * (app/services/bookings/days.server.ts). The schedule in app/content/event.ts proposes days
 * ahead as rows; after that, the row is the truth (a closed day stays closed).
 */
export const consultationDays = pgTable(
  "consultation_days",
  {
    date: date("date").primaryKey(),
    open: boolean("open").notNull().default(true),
    capacity: integer("capacity").notNull(),
    /** 'HH:MM' times a patient chooses from after paying, in order. */
    appointmentTimes: jsonb("appointment_times").$type<string[]>().notNull(),
    placesPerTime: integer("places_per_time").notNull(),
    /** Shown to staff, and to patients when the day is closed (for example "Clinic closed: staff training"). */
    reason: text("reason"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid("updated_by").references(() => staffAccounts.id, { onDelete: "set null" }),
  },
  (t) => [
    check("consultation_days_capacity_check", sql`${t.capacity} >= 0 and ${t.capacity} <= 500`),
    check("consultation_days_places_per_time_check", sql`${t.placesPerTime} >= 1`),
  ],
);

/** One consultation-event booking, looked up by the provider's checkout session id. */
export const consultationBookings = pgTable(
  "consultation_bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sessionId: text("session_id").notNull(),
    /** What the patient and staff read out: 'BDC-7K3M-9Q2X' (app/lib/booking-reference.ts). */
    reference: text("reference").notNull().$defaultFn(newBookingReference),
    /** 'desk': a phone booking paid at the clinic (no payment provider is involved). */
    provider: text("provider", { enum: ["stripe", "test", "desk"] }).notNull(),
    channel: text("channel", { enum: bookingChannels }).notNull().default("online"),
    status: text("status", { enum: bookingStatuses }).notNull().default("pending"),
    eventDate: date("event_date").notNull(),
    appointmentDate: date("appointment_date"),
    /** 'HH:MM', one of the times the event day offers. */
    appointmentTime: text("appointment_time"),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    /** The language the patient used (app/content/locales.ts): their emails are written in it. */
    language: text("language", { enum: locales }).notNull().default("en"),
    customerEmail: text("customer_email"),
    /** The patient's full name, as given at checkout (or to the receptionist on the phone). */
    customerName: text("customer_name"),
    /** With its country code, as typed ('+44 7700 900123'). */
    customerPhone: text("customer_phone"),
    ...visitColumns(),
    /** The staff member who took a phone booking. */
    bookedBy: uuid("booked_by").references(() => staffAccounts.id, { onDelete: "set null" }),
    /** The day sheet's note (staff only). */
    staffNote: text("staff_note"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** A pending booking holds its place until then (the checkout session's own expiry). */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    /** The provider's refund id. */
    refundReference: text("refund_reference"),
    /** Why staff refunded it (a refund made because the day was full has none). */
    refundReason: text("refund_reason"),
    /** Marked by staff on the day. */
    attendance: text("attendance", { enum: ["attended", "no_show"] }),
    /**
     * The calendar invitation's SEQUENCE (RFC 5545): 0 for the first, one more for each change
     * the patient is sent, so calendars replace the event instead of adding a second one.
     */
    calendarSequence: integer("calendar_sequence").notNull().default(0),
    /** When a paid booking was cancelled (by the patient's manage link or by staff). */
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** The newsletter code given at checkout; kept once paid only if redeemed (./discount-schema.ts). */
    discountCode: text("discount_code"),
    /**
     * Reminders by text as well as email: 'none' (email only), 'sms' or 'whatsapp', to
     * `customer_phone`, chosen by the patient at checkout or on the manage page.
     */
    textChannel: text("text_channel", { enum: textChannels }).notNull().default("none"),
    /** When the patient last chose texts (null while 'none'). */
    textConsentAt: timestamp("text_consent_at", { withTimezone: true }),
    /** The zone the patient chose for their texts; null: from the number's country code, else the clinic's. */
    textTimeZone: text("text_time_zone"),
  },
  (t) => [
    uniqueIndex("consultation_bookings_session_id_key").on(t.sessionId),
    uniqueIndex("consultation_bookings_reference_key").on(t.reference),
    index("consultation_bookings_event_date_idx").on(t.eventDate, t.status),
    index("consultation_bookings_name_trgm_idx").using(
      "gin",
      sql`lower(coalesce(${t.customerName}, '')) gin_trgm_ops`,
    ),
    index("consultation_bookings_email_trgm_idx").using(
      "gin",
      sql`lower(coalesce(${t.customerEmail}, '')) gin_trgm_ops`,
    ),
    index("consultation_bookings_phone_digits_trgm_idx").using(
      "gin",
      sql`regexp_replace(coalesce(${t.customerPhone}, ''), '[^0-9]', '', 'g') gin_trgm_ops`,
    ),
    index("consultation_bookings_email_lower_idx").on(sql`lower(${t.customerEmail})`),
    // A reference read out as 'bdc 7k3m 9q2x' is compared without its dashes.
    index("consultation_bookings_reference_bare_idx").on(sql`replace(${t.reference}, '-', '')`),
    check("consultation_bookings_provider_check", sql`${t.provider} in ('stripe', 'test', 'desk')`),
    check("consultation_bookings_channel_check", sql`${t.channel} in ('online', 'phone-desk', 'phone-link')`),
    check("consultation_bookings_text_channel_check", sql`${t.textChannel} in ('none', 'sms', 'whatsapp')`),
    check(
      "consultation_bookings_status_check",
      sql`${t.status} in ('pending', 'paid', 'scheduled', 'cancelled', 'expired', 'refunded')`,
    ),
  ],
);
