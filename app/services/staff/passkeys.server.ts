/**
 * Passkeys (WebAuthn, with @simplewebauthn/server): registering several per account, naming,
 * listing and removing them, and signing in with one. A passkey sign-in is both factors at once
 * (something the person has, unlocked by their fingerprint, face or PIN: user verification is
 * required), so it asks for no password and no code.
 *
 * - The relying party (the site the passkey belongs to) is SITE_URL's host name, and the only
 *   origin accepted is SITE_URL's: never the request's Host, which a client chooses.
 * - Every ceremony's challenge is kept in `staff_webauthn_challenges` under the SHA-256 of a
 *   random token in the browser's short-lived cookie: bound to that browser and attempt, deleted
 *   as it is read (used once, whatever the outcome) and refused after five minutes.
 * - Sign-in uses discoverable credentials: the browser offers the passkeys it holds for the site,
 *   nobody types an email first, so the sign-in page never says which addresses have passkeys.
 * - The signature counter is kept and must go up (the library refuses one that does not, the sign
 *   of a cloned authenticator); it is claimed in one statement, so one answer opens one session.
 *   Synced passkeys always say 0 and are then judged by their signature alone.
 */
import { createHash, randomBytes } from "node:crypto";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { and, asc, count, eq, lt } from "drizzle-orm";
import { site } from "~/content/site";
import { staffAccounts, staffPasskeys, staffWebauthnChallenges, webauthnPurposes } from "~/db/schema";
import type { ServiceContext, Settings, StaffContext } from "../context.server";
import { recordAudit } from "./audit.server";
import { backOfficeCookie, backOfficeCookieValue } from "./session.server";

/** How long a challenge waits for its answer (the browser's own prompt gives up after two minutes). */
const CHALLENGE_LIFETIME_MS = 5 * 60_000;
const PROMPT_TIMEOUT_MS = 2 * 60_000;
/** The cookie that ties a ceremony to the browser that started it. */
const ATTEMPT_COOKIE = "staff_passkey";
/** How many passkeys one account may keep. */
export const MAX_PASSKEYS = 10;

type Purpose = (typeof webauthnPurposes)[number];
type StaffAccount = typeof staffAccounts.$inferSelect;
type Writer = Pick<ServiceContext["db"], "insert" | "select" | "delete">;

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");

/** The relying party: the site as SITE_URL names it (its host name, its origin). */
function relyingParty(settings: Pick<Settings, "siteUrl">) {
  const url = new URL(settings.siteUrl);
  return { id: url.hostname, origin: url.origin, name: `${site.name} staff` };
}

/**
 * Keeps a new challenge for this browser (any earlier one it had is replaced) and gives back the
 * cookie that names it. Expired challenges are cleared on the way: no timer.
 */
async function keepChallenge(
  ctx: ServiceContext,
  request: Request,
  purpose: Purpose,
  accountId: string | null,
  challenge: string,
): Promise<string> {
  const { db } = ctx;
  const now = ctx.now();
  const earlier = backOfficeCookieValue(request, ctx.settings.siteUrl, ATTEMPT_COOKIE);
  if (earlier)
    await db.delete(staffWebauthnChallenges).where(eq(staffWebauthnChallenges.attemptHash, sha256(earlier)));
  await db.delete(staffWebauthnChallenges).where(lt(staffWebauthnChallenges.expiresAt, now));
  const token = randomBytes(32).toString("base64url");
  await db.insert(staffWebauthnChallenges).values({
    attemptHash: sha256(token),
    purpose,
    accountId,
    challenge,
    expiresAt: new Date(now.getTime() + CHALLENGE_LIFETIME_MS),
    createdAt: now,
  });
  return backOfficeCookie(ctx.settings.siteUrl, ATTEMPT_COOKIE, token, CHALLENGE_LIFETIME_MS / 1000);
}

/**
 * This browser's waiting challenge, taken: deleted in the same statement that reads it, so it
 * answers once, right or wrong. Null when there is none, it ran out, or it was for something else.
 */
async function takeChallenge(
  ctx: ServiceContext,
  request: Request,
  purpose: Purpose,
  accountId: string | null,
): Promise<string | null> {
  const token = backOfficeCookieValue(request, ctx.settings.siteUrl, ATTEMPT_COOKIE);
  if (!token) return null;
  const [row] = await ctx.db
    .delete(staffWebauthnChallenges)
    .where(eq(staffWebauthnChallenges.attemptHash, sha256(token)))
    .returning();
  if (!row || row.purpose !== purpose || row.expiresAt <= ctx.now()) return null;
  if (accountId !== null && row.accountId !== accountId) return null;
  return row.challenge;
}

/** The cookie that ends a ceremony (sent with its answer, whatever it was). */
export const endedCeremony = (ctx: ServiceContext) =>
  backOfficeCookie(ctx.settings.siteUrl, ATTEMPT_COOKIE, null);

/** A browser's answer, as the form carried it (JSON text): parsed, or null. */
function parsed<T extends { id: string; response: object }>(text: string): T | null {
  try {
    const value = JSON.parse(text) as unknown;
    if (!value || typeof value !== "object") return null;
    const answer = value as Partial<T>;
    return typeof answer.id === "string" && answer.response && typeof answer.response === "object"
      ? (value as T)
      : null;
  } catch {
    return null;
  }
}

// Registering.

export interface Ceremony<O> {
  options: O;
  /** The cookie naming this browser's challenge: sent with the options. */
  cookie: string;
}

/** What the browser needs to make a passkey for this account; the challenge is kept. */
export async function registrationOptions(
  ctx: ServiceContext,
  request: Request,
  account: Pick<StaffAccount, "id" | "email">,
): Promise<Ceremony<PublicKeyCredentialCreationOptionsJSON>> {
  const rp = relyingParty(ctx.settings);
  const existing = await ctx.db
    .select({ id: staffPasskeys.id, transports: staffPasskeys.transports })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.accountId, account.id));
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: account.email,
    userDisplayName: account.email,
    // The passkey's user handle: the account's id, which says nothing about the person.
    userID: new TextEncoder().encode(account.id),
    attestationType: "none",
    // The same authenticator is not registered twice.
    excludeCredentials: existing.map((passkey) => ({ id: passkey.id, transports: passkey.transports })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
    timeout: PROMPT_TIMEOUT_MS,
  });
  return { options, cookie: await keepChallenge(ctx, request, "register", account.id, options.challenge) };
}

type NewPasskey = Omit<typeof staffPasskeys.$inferInsert, "accountId" | "name">;
export type RegistrationRefusal = "challenge" | "invalid" | "exists" | "too-many";

/** Checks the browser's new passkey against this browser's challenge (taken, so used once). */
export async function checkRegistration(
  ctx: ServiceContext,
  request: Request,
  accountId: string,
  answer: string,
): Promise<{ ok: true; passkey: NewPasskey } | { ok: false; reason: RegistrationRefusal }> {
  const challenge = await takeChallenge(ctx, request, "register", accountId);
  if (!challenge) return { ok: false, reason: "challenge" };
  const response = parsed<RegistrationResponseJSON>(answer);
  if (!response) return { ok: false, reason: "invalid" };
  const rp = relyingParty(ctx.settings);
  try {
    const verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
    if (!verification.verified) return { ok: false, reason: "invalid" };
    const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
    return {
      ok: true,
      passkey: {
        id: credential.id,
        publicKey: base64url(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        deviceType: credentialDeviceType,
        backedUp: credentialBackedUp,
      },
    };
  } catch (error) {
    // The library's reason (a wrong origin, challenge or signature): no personal data in it.
    ctx.log.info({ reason: (error as Error).message }, "passkey registration refused");
    return { ok: false, reason: "invalid" };
  }
}

/**
 * Stores a checked passkey for the account, inside the caller's transaction (audited as
 * `passkey.register`); refused if the credential is already registered or the account is full.
 */
export async function storePasskey(
  tx: Writer,
  actor: Pick<StaffAccount, "id" | "email">,
  accountId: string,
  passkey: NewPasskey,
  name: string,
  detail: Record<string, string> = {},
): Promise<{ ok: true } | { ok: false; reason: "exists" | "too-many" }> {
  const [{ kept }] = await tx
    .select({ kept: count() })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.accountId, accountId));
  if (kept >= MAX_PASSKEYS) return { ok: false, reason: "too-many" };
  const stored = await tx
    .insert(staffPasskeys)
    .values({ ...passkey, accountId, name })
    .onConflictDoNothing()
    .returning({ id: staffPasskeys.id });
  if (stored.length === 0) return { ok: false, reason: "exists" };
  await recordAudit(tx, actor, "passkey.register", `account:${accountId}`, { passkeys: kept + 1, ...detail });
  return { ok: true };
}

/** The signed-in member of staff adds a passkey, named as they chose. */
export async function registerPasskey(
  ctx: StaffContext,
  request: Request,
  input: { name: string; response: string },
): Promise<{ ok: true } | { ok: false; reason: RegistrationRefusal }> {
  const checked = await checkRegistration(ctx, request, ctx.staff.id, input.response);
  if (!checked.ok) return checked;
  return ctx.db.transaction((tx) => storePasskey(tx, ctx.staff, ctx.staff.id, checked.passkey, input.name));
}

// Signing in.

/** What the browser needs to sign in with any passkey it holds for the site. */
export async function signInOptions(
  ctx: ServiceContext,
  request: Request,
): Promise<Ceremony<PublicKeyCredentialRequestOptionsJSON>> {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(ctx.settings).id,
    // No list of credentials: the browser offers the site's passkeys it holds (discoverable).
    userVerification: "required",
    timeout: PROMPT_TIMEOUT_MS,
  });
  return { options, cookie: await keepChallenge(ctx, request, "sign-in", null, options.challenge) };
}

export type PasskeySignInResult =
  | { ok: true; account: StaffAccount }
  | { ok: false; reason: "challenge" | "invalid" };

/**
 * Checks a passkey sign-in: this browser's challenge (taken), a passkey we know, signed by its
 * key for our site and origin with the person verified, a counter that went up, an account
 * that is not disabled. Every refusal but a missing challenge says the same.
 */
export async function checkPasskeySignIn(
  ctx: ServiceContext,
  request: Request,
  answer: string,
): Promise<PasskeySignInResult> {
  const { db } = ctx;
  const challenge = await takeChallenge(ctx, request, "sign-in", null);
  if (!challenge) return { ok: false, reason: "challenge" };
  const response = parsed<AuthenticationResponseJSON>(answer);
  if (!response) return { ok: false, reason: "invalid" };
  const [row] = await db
    .select({ passkey: staffPasskeys, account: staffAccounts })
    .from(staffPasskeys)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffPasskeys.accountId))
    .where(eq(staffPasskeys.id, response.id));
  if (!row) return { ok: false, reason: "invalid" };
  const { passkey, account } = row;
  // A discoverable passkey names its account: it must be the one it was registered for.
  const handle = response.response.userHandle;
  if (handle && Buffer.from(handle, "base64url").toString("utf8") !== account.id)
    return { ok: false, reason: "invalid" };
  const rp = relyingParty(ctx.settings);
  let newCounter: number;
  try {
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.id,
        publicKey: Buffer.from(passkey.publicKey, "base64url"),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: true,
    });
    if (!verification.verified) return { ok: false, reason: "invalid" };
    newCounter = verification.authenticationInfo.newCounter;
  } catch (error) {
    // A counter that did not go up lands here too: a copy of the authenticator may exist.
    ctx.log.warn({ reason: (error as Error).message }, "passkey sign-in refused");
    return { ok: false, reason: "invalid" };
  }
  if (account.disabledAt) return { ok: false, reason: "invalid" };
  // Claimed in one statement: two answers racing with one counter value open one session.
  const claimed = await db
    .update(staffPasskeys)
    .set({ counter: newCounter, lastUsedAt: ctx.now() })
    .where(and(eq(staffPasskeys.id, passkey.id), eq(staffPasskeys.counter, passkey.counter)))
    .returning({ id: staffPasskeys.id });
  if (claimed.length === 0) return { ok: false, reason: "invalid" };
  return { ok: true, account };
}

// Managing one's own.

/** The signed-in member of staff's passkeys, oldest first. */
export async function myPasskeys(ctx: StaffContext) {
  return ctx.db
    .select({
      id: staffPasskeys.id,
      name: staffPasskeys.name,
      createdAt: staffPasskeys.createdAt,
      lastUsedAt: staffPasskeys.lastUsedAt,
      backedUp: staffPasskeys.backedUp,
    })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.accountId, ctx.staff.id))
    .orderBy(asc(staffPasskeys.createdAt), asc(staffPasskeys.id));
}

/** Renames one of one's own passkeys (audited); false: no such passkey of theirs. */
export async function renamePasskey(ctx: StaffContext, id: string, name: string): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const renamed = await tx
      .update(staffPasskeys)
      .set({ name })
      .where(and(eq(staffPasskeys.id, id), eq(staffPasskeys.accountId, ctx.staff.id)))
      .returning({ id: staffPasskeys.id });
    if (renamed.length === 0) return false;
    await recordAudit(tx, ctx.staff, "passkey.rename", `account:${ctx.staff.id}`);
    return true;
  });
}

/** Removes one of one's own passkeys (audited); false: no such passkey of theirs. */
export async function removePasskey(ctx: StaffContext, id: string): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const removed = await tx
      .delete(staffPasskeys)
      .where(and(eq(staffPasskeys.id, id), eq(staffPasskeys.accountId, ctx.staff.id)))
      .returning({ id: staffPasskeys.id });
    if (removed.length === 0) return false;
    const [{ left }] = await tx
      .select({ left: count() })
      .from(staffPasskeys)
      .where(eq(staffPasskeys.accountId, ctx.staff.id));
    await recordAudit(tx, ctx.staff, "passkey.remove", `account:${ctx.staff.id}`, { passkeys: left });
    return true;
  });
}
