import { sql } from "drizzle-orm";
import { newBookingReference } from "../lib/booking-reference";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { leadStatuses } from "../lib/lead-status";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** Every contact and quote request. Stored before the visitor is answered. */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    formId: text("form_id").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    treatment: text("treatment"),
    message: text("message"),
    /** Any other fields the form sent, as sent. */
    extra: jsonb("extra").$type<Record<string, string>>().notNull().default({}),
    sourcePage: text("source_page"),
    consentVersion: text("consent_version").notNull(),
    /**
     * sha256 of form id, email and message: an identical submission within minutes is the
     * same lead (a double click, a resent form), see services/leads.server.ts.
     */
    fingerprint: text("fingerprint"),
    status: text("status", { enum: leadStatuses }).notNull().default("new"),
    /** The staff member working this lead (the back office's assignee). */
    assigneeId: uuid("assignee_id").references(() => staffAccounts.id, { onDelete: "set null" }),
    /**
     * When the clinic first answered (a reply sent from the back office, or the status moved on
     * from "new"): null is the inbox's "unanswered" view.
     */
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    /** A newsletter code redeemed with this lead ('BDC10-…', ./discount-schema.ts). */
    discountCode: text("discount_code"),
    createdAt: createdAt(),
  },
  (t) => [
    index("leads_created_at_idx").on(t.createdAt),
    // The staff search (app/services/search.server.ts): parts of names and addresses, and
    // phone numbers compared as their digits alone, whatever spaces or signs were typed.
    index("leads_name_trgm_idx").using("gin", sql`lower(${t.name}) gin_trgm_ops`),
    index("leads_email_trgm_idx").using("gin", sql`lower(${t.email}) gin_trgm_ops`),
    index("leads_phone_digits_trgm_idx").using(
      "gin",
      sql`regexp_replace(coalesce(${t.phone}, ''), '[^0-9]', '', 'g') gin_trgm_ops`,
    ),
    index("leads_email_lower_idx").on(sql`lower(${t.email})`),
    index("leads_unanswered_idx").on(t.createdAt).where(sql`${t.answeredAt} is null`),
    index("leads_fingerprint_idx").on(t.fingerprint, t.createdAt),
    index("leads_status_idx").on(t.status, t.createdAt),
    check(
      "leads_status_check",
      sql`${t.status} in ('new', 'contacted', 'quote_sent', 'booked', 'closed', 'not_interested')`,
    ),
  ],
);

/** Staff notes on a lead, oldest first. */
export const leadNotes = pgTable(
  "lead_notes",
  {
    id: serial("id").primaryKey(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => staffAccounts.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("lead_notes_lead_idx").on(t.leadId, t.createdAt)],
);

/**
 * A lead's history, oldest first: received, each reply sent, status and assignee changes, notes;
 * who did it (null: the site itself) and the facts of it (ids, statuses, a template's name).
 */
export const leadEventKinds = ["received", "reply", "status", "assignee", "note", "file"] as const;
export const leadEvents = pgTable(
  "lead_events",
  {
    id: serial("id").primaryKey(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid("actor_id").references(() => staffAccounts.id, { onDelete: "set null" }),
    kind: text("kind", { enum: leadEventKinds }).notNull(),
    detail: jsonb("detail").$type<Record<string, string | number | null>>().notNull().default({}),
  },
  (t) => [index("lead_events_lead_idx").on(t.leadId, t.at)],
);

/** Replies the clinic writes once and sends from a lead's page (a quote, an X-ray request, …). */
export const replyTemplates = pgTable(
  "reply_templates",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid("updated_by").references(() => staffAccounts.id, { onDelete: "set null" }),
  },
  (t) => [uniqueIndex("reply_templates_name_key").on(t.name)],
);

/**
 * X-rays and photos sent with a quote request (services/lead-files.server.ts). The bytes are in
 * the file store (DATA_DIR/uploads or S3), named by `id`, a random id: never by the patient's
 * file name, never under anything the web server serves. A row whose `lead_id` is null is
 * waiting for its bytes to be deleted (its lead was erased, or its retention period ended):
 * the purge deletes the bytes first and the row after, so a store that is down only delays it.
 */
export const leadFiles = pgTable(
  "lead_files",
  {
    /** Random (128 bits, base64url): the store's key and the staff link's subject. */
    id: text("id").primaryKey(),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    /** The name the patient's device gave it, cleaned, for staff to recognise (never a path). */
    fileName: text("file_name").notNull(),
    /** As stored, after re-encoding: image/jpeg, image/png or application/pdf. */
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("lead_files_lead_idx").on(t.leadId),
    index("lead_files_created_at_idx").on(t.createdAt),
  ],
);

/** Submissions that filled the honeypot: kept apart so they never reach staff as leads. */
export const spamSubmissions = pgTable("spam_submissions", {
  id: serial("id").primaryKey(),
  formId: text("form_id").notNull(),
  payload: jsonb("payload").$type<Record<string, string>>().notNull(),
  createdAt: createdAt(),
});

/**
 * Double opt-in: pending until the address's owner clicks the link we emailed; only confirmed
 * (and not unsubscribed) addresses ever get a newsletter (services/newsletter.server.ts).
 */
export const subscriberStatuses = ["pending", "confirmed", "unsubscribed"] as const;

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: serial("id").primaryKey(),
    /** Stored lower-cased: one row per address. */
    email: text("email").notNull(),
    status: text("status", { enum: subscriberStatuses }).notNull().default("pending"),
    consentVersion: text("consent_version").notNull(),
    /** When the popup was sent (the consent asked for; it counts once confirmed). */
    consentedAt: timestamp("consented_at", { withTimezone: true }).notNull().defaultNow(),
    sourcePage: text("source_page"),
    /** sha256 of the latest confirmation link's token: the token itself is only in the email. */
    confirmTokenHash: text("confirm_token_hash"),
    confirmExpiresAt: timestamp("confirm_expires_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** The subscriber's own 10% code, given on confirmation. */
    discountCode: text("discount_code"),
    /**
     * The unsubscribe link's token. Kept as is (not hashed) because every newsletter must carry
     * the same working link; all it can do is unsubscribe this address.
     */
    unsubscribeToken: text("unsubscribe_token")
      .notNull()
      .default(sql`(replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''))`),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_key").on(t.email),
    uniqueIndex("newsletter_subscribers_confirm_token_key").on(t.confirmTokenHash),
    uniqueIndex("newsletter_subscribers_unsubscribe_token_key").on(t.unsubscribeToken),
    uniqueIndex("newsletter_subscribers_discount_code_key").on(t.discountCode),
    check(
      "newsletter_subscribers_status_check",
      sql`${t.status} in ('pending', 'confirmed', 'unsubscribed')`,
    ),
  ],
);

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
    customerEmail: text("customer_email"),
    /** The patient's full name, as given at checkout (or to the receptionist on the phone). */
    customerName: text("customer_name"),
    /** With its country code, as typed ('+44 7700 900123'). */
    customerPhone: text("customer_phone"),
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
  },
  (t) => [
    uniqueIndex("consultation_bookings_session_id_key").on(t.sessionId),
    uniqueIndex("consultation_bookings_reference_key").on(t.reference),
    index("consultation_bookings_event_date_idx").on(t.eventDate, t.status),
    index("consultation_bookings_name_trgm_idx").using("gin", sql`lower(coalesce(${t.customerName}, '')) gin_trgm_ops`),
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
    check(
      "consultation_bookings_channel_check",
      sql`${t.channel} in ('online', 'phone-desk', 'phone-link')`,
    ),
    check(
      "consultation_bookings_status_check",
      sql`${t.status} in ('pending', 'paid', 'scheduled', 'cancelled', 'expired', 'refunded')`,
    ),
  ],
);

/** Payment-provider webhook events already handled: a replay changes nothing. */
export const processedEvents = pgTable("processed_events", {
  eventId: text("event_id").primaryKey(),
  type: text("type").notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** Every email to send. Written in the same transaction as the lead or booking it is about. */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    recipient: text("recipient").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    attachments: jsonb("attachments").$type<OutboxAttachment[]>().notNull().default([]),
    /** Extra mail headers, e.g. a newsletter's List-Unsubscribe pair (RFC 8058). */
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Not sent before this (a reminder a week before the consultation day); now for most mail. */
    sendAfter: timestamp("send_after", { withTimezone: true }).notNull().defaultNow(),
    /** The booking a reminder is about, so moving or cancelling the booking re-plans it. */
    bookingId: uuid("booking_id").references(() => consultationBookings.id, { onDelete: "cascade" }),
    /**
     * The lead an email answers or acknowledges: the lead's history lists it. Erasing the lead
     * keeps a sent email's row, emptied by the erasure, as the record that something was sent.
     */
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("outbox_pending_idx").on(t.sentAt, t.nextAttemptAt),
    index("outbox_booking_id_idx").on(t.bookingId),
    index("outbox_lead_id_idx").on(t.leadId),
  ],
);

/**
 * Secrets the app servers share, made on first use (the key that signs patients' manage-booking
 * links): in the database, so every app server signs and checks with the same one.
 */
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

/** Checkout sessions of the built-in test-mode payment provider (never used with Stripe). */
export const testCheckoutSessions = pgTable("test_checkout_sessions", {
  id: text("id").primaryKey(),
  status: text("status", { enum: ["open", "paid", "cancelled", "expired", "refunded"] })
    .notNull()
    .default("open"),
  amountCents: integer("amount_cents").notNull(),
  currency: text("currency").notNull(),
  eventDate: date("event_date").notNull(),
  successUrl: text("success_url").notNull(),
  cancelUrl: text("cancel_url").notNull(),
  customerEmail: text("customer_email"),
  customerName: text("customer_name"),
  customerPhone: text("customer_phone"),
  expiresAt: timestamp("expires_at", { withTimezone: true }),
  refundedAt: timestamp("refunded_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Rate-limit counters, one row per tier and client (fixed windows). In the database so they
 * survive a restart and are shared by every app server.
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

/**
 * Idempotency keys of form submissions (kept 24 h): a repeat of a key answers what the
 * first submission answered, and stores and sends nothing new.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    key: text("key").primaryKey(),
    /** What the first submission was answered with. */
    response: jsonb("response").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index("idempotency_keys_created_at_idx").on(t.createdAt)],
);

/** Back-office accounts (docs/decisions/0007-staff-back-office.md). No default account exists. */
export const staffRoles = ["admin", "staff"] as const;
export const staffAccounts = pgTable(
  "staff_accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stored lower-cased. */
    email: text("email").notNull(),
    role: text("role", { enum: staffRoles }).notNull().default("staff"),
    /** `scrypt$N$r$p$salt$hash` (base64url), see services/staff-auth.server.ts. */
    passwordHash: text("password_hash").notNull(),
    /** Base32 TOTP secret (RFC 6238). */
    totpSecret: text("totp_secret").notNull(),
    /** The last TOTP time step accepted: a code is never accepted twice. */
    totpLastStep: integer("totp_last_step").notNull().default(0),
    /**
     * True after an administrator reset the account's two-factor (a lost phone): the next
     * sign-in with the password sets up a new authenticator before anything else.
     */
    totpSetupRequired: boolean("totp_setup_required").notNull().default(false),
    /** A disabled account cannot sign in, and its sessions end; its history stays. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("staff_accounts_email_key").on(t.email),
    check("staff_accounts_role_check", sql`${t.role} in ('admin', 'staff')`),
  ],
);

/**
 * An administrator's invitation: an email with a one-time link (the token only in the email, its
 * SHA-256 here) to choose a password and set up two-factor. Used once, or lapses.
 */
export const staffInvitations = pgTable(
  "staff_invitations",
  {
    tokenHash: text("token_hash").primaryKey(),
    /** Stored lower-cased. */
    email: text("email").notNull(),
    role: text("role", { enum: staffRoles }).notNull().default("staff"),
    invitedBy: uuid("invited_by").references(() => staffAccounts.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("staff_invitations_email_idx").on(t.email)],
);

/** Signed-in sessions: the cookie holds a random token, the table only its SHA-256. */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => staffAccounts.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("staff_sessions_account_idx").on(t.accountId)],
);

/**
 * The sign-in lockout's counters (app/services/staff-lockout.server.ts): per email hash
 * (`email:sha256:<hex>`), per email hash and client address (`email-address:sha256:<hex>:<key>`)
 * and per client address (`address:<key>`); a full counter locks its key.
 */
export const staffLoginFailures = pgTable("staff_login_failures", {
  key: text("key").primaryKey(),
  /** Attempts taken in the window; a successful sign-in gives its own back, so: failures. */
  failures: integer("failures").notNull(),
  windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});

/**
 * What staff did with personal data (GDPR search, export, erase; refunds; account changes):
 * who, what, when, and for which person as a hash of their email, never the data itself.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid("actor_id").references(() => staffAccounts.id, { onDelete: "set null" }),
    /** The actor's email when the row was written: the log outlives a deleted account. */
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    /** sha256 of the person's lower-cased email (or a booking/lead id): never the email. */
    subject: text("subject"),
    /** Counts and ids only. */
    detail: jsonb("detail").$type<Record<string, string | number>>().notNull().default({}),
  },
  (t) => [index("audit_log_at_idx").on(t.at)],
);
