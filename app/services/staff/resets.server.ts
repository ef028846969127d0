/**
 * Resetting an account's two-factor and passkeys (a lost phone, a lost laptop), by an
 * administrator on the accounts page. Nothing is left open by it: the old authenticator's codes
 * stop working (a new secret nobody has seen), its passkeys are removed, its sessions end, and
 * the password alone signs in nowhere. Its owner is emailed, through the outbox, who reset it and
 * when, with a one-time link (the token only in the email, its SHA-256 in `staff_reset_links`,
 * 24 hours) that, after their password, sets up an authenticator app or a passkey and signs them
 * in (routes/staff.reset.tsx). A used, superseded or expired link is refused.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { staffResetEmail } from "~/content/staff-passkeys";
import type { Database } from "~/db/client.server";
import { staffAccounts, staffPasskeys, staffResetLinks, staffSessions } from "~/db/schema";
import { formatBudapestDateTime } from "~/lib/format";
import type { ServiceContext, StaffContext } from "../context.server";
import { queueEmails } from "../mail/outbox.server";
import { sharedSecret } from "../platform/secrets.server";
import { newTotpSecret, totpStepFor, type StaffAccount } from "./accounts.server";
import { recordAudit } from "./audit.server";
import type { AccountChange } from "./invitations.server";
import { totpQrSvg } from "./invitations.server";
import { giveBackAttempt, takeAttempt } from "./lockout.server";
import {
  checkRegistration,
  registrationOptions,
  storePasskey,
  type Ceremony,
  type RegistrationRefusal,
} from "./passkeys.server";

/** How long an emailed reset link works. */
const RESET_LINK_LIFETIME_MS = 24 * 60 * 60_000;
/** How long the password-checked step before the setup stays open. */
const SETUP_TICKET_LIFETIME_MS = 10 * 60_000;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * An administrator resets an account's two-factor and passkeys (their own too): in one
 * transaction the authenticator's secret is replaced, passkeys and sessions are removed, any
 * earlier link stops working, and the owner's email with the new link is queued.
 */
export async function resetTwoFactor(ctx: StaffContext, id: string): Promise<AccountChange> {
  const { db, staff: actor } = ctx;
  const now = ctx.now();
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + RESET_LINK_LIFETIME_MS);
  return db.transaction(async (tx) => {
    const [account] = await tx
      .update(staffAccounts)
      .set({ totpSecret: newTotpSecret(), totpLastStep: 0, totpSetupRequired: true })
      .where(eq(staffAccounts.id, id))
      .returning({ id: staffAccounts.id, email: staffAccounts.email });
    if (!account) return "not-found";
    const passkeys = await tx.delete(staffPasskeys).where(eq(staffPasskeys.accountId, id)).returning();
    const ended = await tx.delete(staffSessions).where(eq(staffSessions.accountId, id)).returning();
    // Only the newest link works.
    await tx
      .update(staffResetLinks)
      .set({ expiresAt: now })
      .where(
        and(
          eq(staffResetLinks.accountId, id),
          isNull(staffResetLinks.usedAt),
          gt(staffResetLinks.expiresAt, now),
        ),
      );
    await tx
      .insert(staffResetLinks)
      .values({ tokenHash: hashToken(token), accountId: id, createdBy: actor.id, expiresAt, createdAt: now });
    const facts = {
      by: actor.email,
      at: formatBudapestDateTime(now),
      url: `${ctx.settings.siteUrl}/staff/reset/${token}`,
      expires: formatBudapestDateTime(expiresAt),
      passkeysRemoved: passkeys.length,
    };
    await queueEmails(tx, [
      {
        kind: "staff-reset",
        to: account.email,
        subject: staffResetEmail.subject(),
        text: staffResetEmail.text(facts),
        // The link opens the account to whoever has the password: once sent, no copy is kept.
        blankAfterSend: true,
      },
    ]);
    await recordAudit(tx, actor, "account.reset-two-factor", `account:${id}`, {
      sessionsEnded: ended.length,
      passkeysRemoved: passkeys.length,
    });
    return "ok";
  });
}

export type ResetLinkState =
  | { status: "valid"; account: StaffAccount }
  | { status: "used" | "expired" | "unknown" };

/** What a reset link is now: good for its account, used, run out (or superseded), or unknown. */
export async function resetLinkState(db: Database, token: string, now: Date): Promise<ResetLinkState> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return { status: "unknown" };
  const [row] = await db
    .select({ link: staffResetLinks, account: staffAccounts })
    .from(staffResetLinks)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffResetLinks.accountId))
    .where(eq(staffResetLinks.tokenHash, hashToken(token)));
  // A disabled account's link is as good as none.
  if (!row || row.account.disabledAt) return { status: "unknown" };
  if (row.link.usedAt) return { status: "used" };
  if (row.link.expiresAt <= now) return { status: "expired" };
  return { status: "valid", account: row.account };
}

// The step between the password and the setup: a ticket (the account and an end time, signed)
// that the setup's form carries instead of the password.

const SETUP_SECRET_NAME = "staff-two-factor-setup";

const ticketMac = (secret: Buffer, accountId: string, expires: number) =>
  createHmac("sha256", secret)
    .update(`two-factor-setup:${accountId}:${expires}`)
    .digest()
    .subarray(0, 18)
    .toString("base64url");

async function setupTicket(db: Database, accountId: string, now: Date): Promise<string> {
  const expires = Math.floor((now.getTime() + SETUP_TICKET_LIFETIME_MS) / 1000);
  return `${accountId}.${expires}.${ticketMac(await sharedSecret(db, SETUP_SECRET_NAME), accountId, expires)}`;
}

/** Whether a ticket is good, now, for this account. */
async function ticketIsFor(db: Database, ticket: string, accountId: string, now: Date): Promise<boolean> {
  const [ticketAccount, expiresText, mac] = ticket.split(".");
  if (ticketAccount !== accountId || !/^\d{1,12}$/.test(expiresText ?? "") || !mac) return false;
  const expected = Buffer.from(
    ticketMac(await sharedSecret(db, SETUP_SECRET_NAME), accountId, Number(expiresText)),
  );
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  return Number(expiresText) * 1000 >= now.getTime();
}

/** What the setup shows: the new authenticator key (a QR code and as text), and the ticket. */
export interface ResetSetup {
  ticket: string;
  secret: string;
  qrSvg: string;
}

const setupFor = async (db: Database, account: StaffAccount, now: Date): Promise<ResetSetup> => ({
  ticket: await setupTicket(db, account.id, now),
  secret: account.totpSecret,
  qrSvg: totpQrSvg(account.email, account.totpSecret),
});

type LinkRefusal = "used" | "expired" | "unknown";

/**
 * The password, on a reset link's page: counted in the sign-in lockout like any sign-in; right,
 * it opens the setup (a ticket for ten minutes, and the new authenticator key).
 */
export async function checkResetPassword(
  ctx: ServiceContext,
  input: { token: string; password: string; address: string },
): Promise<{ ok: true; setup: ResetSetup } | { ok: false; reason: LinkRefusal | "password" | "locked" }> {
  const { db } = ctx;
  const now = ctx.now();
  const state = await resetLinkState(db, input.token, now);
  if (state.status !== "valid") return { ok: false, reason: state.status };
  const admission = await takeAttempt(db, { email: state.account.email, address: input.address }, now);
  if (!admission.admitted) return { ok: false, reason: "locked" };
  if (!(await ctx.signInChecks.verifyPassword(input.password, state.account.passwordHash)))
    return { ok: false, reason: "password" };
  await giveBackAttempt(db, admission.slots);
  return { ok: true, setup: await setupFor(db, state.account, now) };
}

/** The setup again (after a wrong code), while the link and the ticket are good. */
export async function resetSetupAgain(
  ctx: ServiceContext,
  token: string,
  ticket: string,
): Promise<ResetSetup | null> {
  const now = ctx.now();
  const state = await resetLinkState(ctx.db, token, now);
  if (state.status !== "valid" || !(await ticketIsFor(ctx.db, ticket, state.account.id, now))) return null;
  return {
    ticket,
    secret: state.account.totpSecret,
    qrSvg: totpQrSvg(state.account.email, state.account.totpSecret),
  };
}

class LinkTaken extends Error {}
class NotStored extends Error {
  constructor(readonly reason: "exists" | "too-many") {
    super(reason);
  }
}

/** Marks the link used, inside the caller's transaction: throws if another request used it first. */
async function useLink(tx: Pick<Database, "update">, token: string, now: Date) {
  const claimed = await tx
    .update(staffResetLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffResetLinks.tokenHash, hashToken(token)),
        isNull(staffResetLinks.usedAt),
        gt(staffResetLinks.expiresAt, now),
      ),
    )
    .returning({ accountId: staffResetLinks.accountId });
  if (claimed.length === 0) throw new LinkTaken();
}

export type ResetFinish =
  | { ok: true; account: StaffAccount }
  | { ok: false; reason: LinkRefusal | "ticket" | "code" | "locked" };

/**
 * The new authenticator's first code: the link is used, the setup done and the code claimed, in
 * one transaction. Wrong codes count in the lockout.
 */
export async function finishResetWithCode(
  ctx: ServiceContext,
  input: { token: string; ticket: string; code: string; address: string },
): Promise<ResetFinish> {
  const { db } = ctx;
  const now = ctx.now();
  const state = await resetLinkState(db, input.token, now);
  if (state.status !== "valid") return { ok: false, reason: state.status };
  const { account } = state;
  if (!(await ticketIsFor(db, input.ticket, account.id, now))) return { ok: false, reason: "ticket" };
  const admission = await takeAttempt(db, { email: account.email, address: input.address }, now);
  if (!admission.admitted) return { ok: false, reason: "locked" };
  const step = totpStepFor(account, input.code.trim(), now);
  if (step === null) return { ok: false, reason: "code" };
  let done: StaffAccount | undefined;
  try {
    done = await db.transaction(async (tx) => {
      await useLink(tx, input.token, now);
      const [row] = await tx
        .update(staffAccounts)
        .set({ totpSetupRequired: false, totpLastStep: step })
        .where(
          sql`${staffAccounts.id} = ${account.id} and ${staffAccounts.totpSetupRequired} and ${staffAccounts.totpLastStep} < ${step}`,
        )
        .returning();
      if (!row) throw new LinkTaken();
      await recordAudit(tx, row, "account.two-factor-set-up", `account:${row.id}`, { via: "reset-link" });
      return row;
    });
  } catch (error) {
    if (error instanceof LinkTaken) return { ok: false, reason: "used" };
    throw error;
  }
  await giveBackAttempt(db, admission.slots);
  return { ok: true, account: done };
}

/** A passkey instead of an app: the options, while the link and the ticket are good. */
export async function resetPasskeyOptions(
  ctx: ServiceContext,
  request: Request,
  input: { token: string; ticket: string },
): Promise<
  | ({ ok: true } & Ceremony<Awaited<ReturnType<typeof registrationOptions>>["options"]>)
  | { ok: false; reason: LinkRefusal | "ticket" }
> {
  const now = ctx.now();
  const state = await resetLinkState(ctx.db, input.token, now);
  if (state.status !== "valid") return { ok: false, reason: state.status };
  if (!(await ticketIsFor(ctx.db, input.ticket, state.account.id, now)))
    return { ok: false, reason: "ticket" };
  return { ok: true, ...(await registrationOptions(ctx, request, state.account)) };
}

/**
 * The new passkey: the link is used and the passkey stored in one transaction. The
 * authenticator app stays unset (the account signs in with its passkey; a later reset can set
 * up an app).
 */
export async function finishResetWithPasskey(
  ctx: ServiceContext,
  request: Request,
  input: { token: string; ticket: string; name: string; response: string },
): Promise<
  { ok: true; account: StaffAccount } | { ok: false; reason: LinkRefusal | "ticket" | RegistrationRefusal }
> {
  const { db } = ctx;
  const now = ctx.now();
  const state = await resetLinkState(db, input.token, now);
  if (state.status !== "valid") return { ok: false, reason: state.status };
  const { account } = state;
  if (!(await ticketIsFor(db, input.ticket, account.id, now))) return { ok: false, reason: "ticket" };
  const checked = await checkRegistration(ctx, request, account.id, input.response);
  if (!checked.ok) return checked;
  try {
    await db.transaction(async (tx) => {
      await useLink(tx, input.token, now);
      const stored = await storePasskey(tx, account, account.id, checked.passkey, input.name, {
        via: "reset-link",
      });
      // Not stored: the link stays unused (the transaction is undone).
      if (!stored.ok) throw new NotStored(stored.reason);
    });
  } catch (error) {
    if (error instanceof LinkTaken) return { ok: false, reason: "used" };
    if (error instanceof NotStored) return { ok: false, reason: error.reason };
    throw error;
  }
  return { ok: true, account };
}
