/**
 * The back office: staff accounts, invitations, sessions, the sign-in lockout's counters and the
 * audit log of what staff did. One of the owner files app/db/schema.ts gathers.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
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
import { createdAt } from "./columns";

/** Back-office accounts (docs/decisions/0007-staff-back-office.md). No default account exists. */
export const staffRoles = ["admin", "staff"] as const;
export const staffAccounts = pgTable(
  "staff_accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stored lower-cased. */
    email: text("email").notNull(),
    role: text("role", { enum: staffRoles }).notNull().default("staff"),
    /** `scrypt$N$r$p$salt$hash` (base64url), see services/staff/accounts.server.ts. */
    passwordHash: text("password_hash").notNull(),
    /** Base32 TOTP secret (RFC 6238). */
    totpSecret: text("totp_secret").notNull(),
    /** The last TOTP time step accepted: a code is never accepted twice. */
    totpLastStep: integer("totp_last_step").notNull().default(0),
    /**
     * True after an administrator reset the account's two-factor (a lost phone): the password
     * alone signs in nowhere; the emailed reset link (`staff_reset_links`) sets up a new
     * authenticator app, or a passkey, after the password.
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
 * SHA-256 here) to choose a password and set up two-factor. Used once, or lapses, or is revoked
 * (by an administrator, or when its inviter is disabled or removed); accepted only while its
 * inviter is an active administrator (services/staff/invitations.server.ts).
 */
export const staffInvitations = pgTable(
  "staff_invitations",
  {
    /** What the accounts page's Revoke button names (the token hash never leaves the server). */
    id: uuid("id").notNull().defaultRandom(),
    tokenHash: text("token_hash").primaryKey(),
    /** Stored lower-cased. */
    email: text("email").notNull(),
    role: text("role", { enum: staffRoles }).notNull().default("staff"),
    invitedBy: uuid("invited_by").references(() => staffAccounts.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    /** Taken back: by an administrator, or ended with its inviter's disabling or removal. */
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("staff_invitations_email_idx").on(t.email),
    uniqueIndex("staff_invitations_id_key").on(t.id),
    index("staff_invitations_invited_by_idx").on(t.invitedBy),
  ],
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
 * Passkeys (WebAuthn credentials, app/services/staff/passkeys.server.ts): each account may have
 * several, each named by its owner. Only the public key is kept; the private key never leaves
 * the owner's device. The id is the credential's own id (base64url), unique everywhere.
 */
export const staffPasskeys = pgTable(
  "staff_passkeys",
  {
    id: text("id").primaryKey(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => staffAccounts.id, { onDelete: "cascade" }),
    /** The owner's name for it ('Work laptop'). */
    name: text("name").notNull(),
    /** The COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    /** The authenticator's signature counter (32 bits, unsigned): a counter that goes back is refused. */
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    /** How the browser can reach it ('internal', 'hybrid', 'usb'…), as it said at registration. */
    transports: jsonb("transports").$type<string[]>().notNull().default([]),
    /** 'singleDevice' or 'multiDevice' (synced), and whether it is backed up: shown, not enforced. */
    deviceType: text("device_type").notNull(),
    backedUp: boolean("backed_up").notNull().default(false),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [index("staff_passkeys_account_idx").on(t.accountId)],
);

/**
 * WebAuthn challenges waiting for their answer: one per attempt (a random token in the browser's
 * short-lived cookie, its SHA-256 here), used once (deleted as it is read) and expiring in
 * minutes. A registration's names its account.
 */
export const webauthnPurposes = ["sign-in", "register"] as const;
export const staffWebauthnChallenges = pgTable(
  "staff_webauthn_challenges",
  {
    attemptHash: text("attempt_hash").primaryKey(),
    purpose: text("purpose", { enum: webauthnPurposes }).notNull(),
    accountId: uuid("account_id").references(() => staffAccounts.id, { onDelete: "cascade" }),
    challenge: text("challenge").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("staff_webauthn_challenges_expires_idx").on(t.expiresAt),
    check("staff_webauthn_challenges_purpose_check", sql`${t.purpose} in ('sign-in', 'register')`),
  ],
);

/**
 * An administrator's reset of an account's two-factor and passkeys: the owner is emailed a
 * one-time link (the token only in the email, its SHA-256 here) to set up an authenticator app
 * or a passkey again, after their password. Used once, or lapses after 24 hours.
 */
export const staffResetLinks = pgTable(
  "staff_reset_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => staffAccounts.id, { onDelete: "cascade" }),
    createdBy: uuid("created_by").references(() => staffAccounts.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("staff_reset_links_account_idx").on(t.accountId)],
);

/**
 * The sign-in lockout's counters (app/services/staff/lockout.server.ts): per email hash
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
