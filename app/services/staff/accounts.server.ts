import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { staffAccountErrors } from "~/content/staff-accounts";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import { site } from "~/content/site";
import { staffLockedEmail } from "~/content/staff-emails";
import type { Database } from "~/db/client.server";
import { underTestRunner } from "~/env.server";
import { staffAccounts, staffPasskeys, staffResetLinks, staffSessions } from "~/db/schema";
import type { StaffRole } from "./types.server";
import { formatBudapestDateTime } from "~/lib/format";
import type { ServiceContext, StaffContext } from "../context.server";
import { queueEmails } from "../mail/outbox.server";
import { recordAudit } from "./audit.server";
import { hasPasskey, passkeysRequired } from "./settings.server";
import {
  clearEmailCounters,
  clearEndedCounters,
  giveBackAttempt,
  LOCKOUT,
  takeAttempt,
  type LockScope,
} from "./lockout.server";

/**
 * Staff accounts: scrypt passwords, a required TOTP second factor, and sign-in lockout.
 * docs/decisions/0007-staff-back-office.md says why these choices and what they cost;
 * docs/decisions/0017-sign-in-lockout.md how the lockout counts.
 */

export type StaffAccount = typeof staffAccounts.$inferSelect;

/**
 * scrypt's cost: N = 2^15, r = 8, p = 3 is one of OWASP's equivalent settings (32 MiB of
 * memory, three passes; about 0.1-0.2 s on this project's machines). Stored with each hash,
 * so raising it later re-hashes nobody by force and still verifies the old ones.
 */
export const PRODUCTION_SCRYPT_COST = { N: 2 ** 15, r: 8, p: 3 } as const;

/**
 * The cost new hashes (and the unknown email's decoy) are made at: the production cost, except
 * under the test runner, where hundreds of sign-ins would spend minutes in scrypt alone
 * (Devise's `stretches = 1` in test, Django's test hasher). What is tested (the lockout, the
 * decoy's equal work, the stored parameters) is the same at either cost.
 */
export const SCRYPT_COST = underTestRunner() ? ({ N: 2 ** 10, r: 8, p: 1 } as const) : PRODUCTION_SCRYPT_COST;
const KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, SCRYPT_COST);
  const { N, r, p } = SCRYPT_COST;
  return ["scrypt", N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const key = await scrypt(password, Buffer.from(salt, "base64url"), { N: +N, r: +r, p: +p });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * What an unknown email's password is checked against: today's cost and a fresh salt, so the
 * check is one scrypt like a wrong password's, and a key of zeros no password will produce.
 */
const DECOY_HASH = [
  "scrypt",
  SCRYPT_COST.N,
  SCRYPT_COST.r,
  SCRYPT_COST.p,
  randomBytes(16).toString("base64url"),
  Buffer.alloc(KEY_LENGTH).toString("base64url"),
].join("$");

export const MIN_PASSWORD_LENGTH = 12;

/** The issuer shown in the authenticator app. */
const TOTP_ISSUER = `${site.name} staff`;

const totpFor = (email: string, secret: string) =>
  new OTPAuth.TOTP({
    issuer: TOTP_ISSUER,
    label: email,
    algorithm: "SHA1",
    digits: 6,
    period: 30,
    secret: OTPAuth.Secret.fromBase32(secret),
  });

/** The `otpauth://` URI an authenticator app reads (as a QR code or typed in). */
export const totpUri = (account: Pick<StaffAccount, "email" | "totpSecret">) =>
  totpFor(account.email, account.totpSecret).toString();

/** The code for a secret at a time (tests and the e2e suite sign in with it). */
export const totpCode = (secret: string, now = new Date()) =>
  OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret), timestamp: now.getTime() });

/**
 * The time step a code belongs to, if it is valid now (one step of clock drift either way),
 * else null.
 */
function totpStep(
  account: Pick<StaffAccount, "email" | "totpSecret">,
  code: string,
  now: Date,
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(account.email, account.totpSecret).validate({
    token: code,
    timestamp: now.getTime(),
    window: 1,
  });
  return delta === null ? null : Math.floor(now.getTime() / 30_000) + delta;
}

/** The same check for a secret being set up (an invitation, a reset), before it is stored. */
export const totpStepFor = totpStep;

/** A fresh TOTP secret (160 bits, base32: 32 characters). */
export const newTotpSecret = () => new OTPAuth.Secret({ size: 20 }).base32;

export class StaffAccountError extends Error {}

/** Creates an account with a fresh TOTP secret (the CLI: `npm run staff -- add`). */
export async function addStaffAccount(
  ctx: ServiceContext,
  input: { email: string; password: string; role: StaffRole },
): Promise<StaffAccount> {
  const { db } = ctx;
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new StaffAccountError(staffAccountErrors.notAnEmail);
  if (input.password.length < MIN_PASSWORD_LENGTH)
    throw new StaffAccountError(staffAccountErrors.passwordTooShort(MIN_PASSWORD_LENGTH));
  const [existing] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, email));
  if (existing) throw new StaffAccountError(staffAccountErrors.alreadyExists(email));
  const [account] = await db
    .insert(staffAccounts)
    .values({
      email,
      role: input.role,
      passwordHash: await hashPassword(input.password),
      totpSecret: new OTPAuth.Secret({ size: 20 }).base32,
    })
    .returning();
  return account;
}

/**
 * A lost device or password (`npm run staff -- reset`): a new TOTP secret, optionally a new
 * password; its passkeys are removed (the lost device may hold them), a reset link still
 * waiting in its owner's mailbox stops working, every session ends and its lockout is lifted.
 */
export async function resetStaffAccount(
  ctx: ServiceContext,
  emailInput: string,
  password?: string,
): Promise<StaffAccount> {
  const { db } = ctx;
  const email = emailInput.trim().toLowerCase();
  if (password !== undefined && password.length < MIN_PASSWORD_LENGTH)
    throw new StaffAccountError(staffAccountErrors.passwordTooShort(MIN_PASSWORD_LENGTH));
  return db.transaction(async (tx) => {
    const [account] = await tx
      .update(staffAccounts)
      .set({
        totpSecret: new OTPAuth.Secret({ size: 20 }).base32,
        totpLastStep: 0,
        // The new key is shown right here: no setup at the next sign-in.
        totpSetupRequired: false,
        ...(password !== undefined ? { passwordHash: await hashPassword(password) } : {}),
      })
      .where(eq(staffAccounts.email, email))
      .returning();
    if (!account) throw new StaffAccountError(staffAccountErrors.noAccount(email));
    await tx.delete(staffSessions).where(eq(staffSessions.accountId, account.id));
    await tx.delete(staffPasskeys).where(eq(staffPasskeys.accountId, account.id));
    const now = ctx.now();
    await tx
      .update(staffResetLinks)
      .set({ expiresAt: now })
      .where(
        and(
          eq(staffResetLinks.accountId, account.id),
          isNull(staffResetLinks.usedAt),
          gt(staffResetLinks.expiresAt, now),
        ),
      );
    await clearEmailCounters(tx, account.email);
    return account;
  });
}

export type SignInResult =
  | { ok: true; account: StaffAccount }
  | { ok: false; reason: "invalid" | "locked" }
  /**
   * The password was right, but an administrator reset the two-factor: only the emailed reset
   * link (or a passkey set up through it) signs in now.
   */
  | { ok: false; reason: "reset" }
  /** Password and code were right, but passkeys are required and this account has one: use it. */
  | { ok: false; reason: "passkey" };

export interface SignInAttempt {
  email: string;
  password: string;
  code: string;
  /** The client's rate-limit key (server/edge.ts's clientKey): the lockout counts by it. */
  address: string;
}

/**
 * Checks a sign-in. First the attempt takes its slot in the lockout's counters
 * (lockout.server.ts), or is refused as locked without a password check; then the
 * password (a decoy's for an unknown email, which costs the same) and the TOTP code, which must
 * be current and not used before. Known and unknown emails get the same answers, counted and
 * locked alike; which part was wrong is never said. A lock on a real account emails its owner.
 * Only once the password is right does the answer say more: that the two-factor was reset (the
 * password alone then opens nothing), or that this account must use its passkey.
 */
export async function signIn(ctx: ServiceContext, attempt: SignInAttempt): Promise<SignInResult> {
  const { db, signInChecks: checks } = ctx;
  const now = ctx.now();
  const email = attempt.email.trim().toLowerCase();
  const [account] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, email));

  const admission = await takeAttempt(db, { email, address: attempt.address }, now);
  if (!admission.admitted) {
    if (account && admission.lockedNow.some((scope) => scope !== "address"))
      await warnOwner(db, account, admission.lockedNow, ctx.settings.siteUrl, now);
    return { ok: false, reason: "locked" };
  }

  const passwordOk = await checks.verifyPassword(attempt.password, account?.passwordHash ?? DECOY_HASH);
  // A disabled account answers as a wrong password does, after the same work.
  if (account?.disabledAt) return { ok: false, reason: "invalid" };
  if (account && passwordOk && account.totpSetupRequired) {
    // Its authenticator was reset: no code can be right, and the password alone opens nothing.
    // The owner was emailed a link (resets.server.ts); the answer says so.
    await giveBackAttempt(db, admission.slots);
    return { ok: false, reason: "reset" };
  }
  const step = account && passwordOk ? totpStep(account, attempt.code.trim(), now) : null;
  if (account && passwordOk && step !== null) {
    if ((await passkeysRequired(db)) && (await hasPasskey(db, account.id))) {
      await giveBackAttempt(db, admission.slots);
      return { ok: false, reason: "passkey" };
    }
    // The step is claimed in one statement, so the same code cannot open two sessions.
    const claimed = await db
      .update(staffAccounts)
      .set({ totpLastStep: step })
      .where(sql`${staffAccounts.id} = ${account.id} and ${staffAccounts.totpLastStep} < ${step}`)
      .returning();
    if (claimed.length > 0) {
      await giveBackAttempt(db, admission.slots);
      await clearEndedCounters(db, now);
      return { ok: true, account: claimed[0] };
    }
  }
  return { ok: false, reason: "invalid" };
}

/** The owner of an account whose sign-ins just locked is told, with what was locked. */
async function warnOwner(
  db: Database,
  account: StaffAccount,
  lockedNow: LockScope[],
  siteUrl: string,
  now: Date,
) {
  const everyone = lockedNow.includes("email");
  const facts = {
    lockedFor: everyone ? "everyone" : "one connection",
    failures: LOCKOUT.attempts[everyone ? "email" : "emailFromAddress"],
    minutes: LOCKOUT.lockMs / 60_000,
    until: formatBudapestDateTime(new Date(now.getTime() + LOCKOUT.lockMs)),
    signInUrl: `${siteUrl}/staff/sign-in`,
  } as const;
  await queueEmails(db, [
    {
      kind: "staff-locked",
      to: account.email,
      subject: staffLockedEmail.subject(facts),
      text: staffLockedEmail.text(facts),
    },
  ]);
}

/**
 * An administrator lifts an account's sign-in locks and counts (from every address); the
 * address-wide counters are about connections, not the account, and stay. Null: no account.
 */
export async function unlockStaffAccount(
  ctx: StaffContext,
  id: string,
): Promise<{ countersCleared: number } | null> {
  const { db } = ctx;
  const [account] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id));
  if (!account) return null;
  const unlocked = { countersCleared: await db.transaction((tx) => clearEmailCounters(tx, account.email)) };
  await recordAudit(db, ctx.staff, "account.unlock", `account:${id}`, unlocked);
  return unlocked;
}

export async function listStaffAccounts(db: Database) {
  return db
    .select({
      id: staffAccounts.id,
      email: staffAccounts.email,
      role: staffAccounts.role,
      createdAt: staffAccounts.createdAt,
      disabledAt: staffAccounts.disabledAt,
      totpSetupRequired: staffAccounts.totpSetupRequired,
      // Spelt out: Drizzle writes a one-table select's columns without their table.
      passkeys: sql<number>`(select count(*) from staff_passkeys p where p.account_id = staff_accounts.id)::int`,
    })
    .from(staffAccounts)
    .orderBy(staffAccounts.email);
}
