import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNull, sql, type SQL } from "drizzle-orm";
import { renderSVG } from "uqr";
import { staffInvitationEmail } from "~/content/staff-accounts";
import type { Database } from "~/db/client.server";
import { staffAccounts, staffInvitations, staffSessions } from "~/db/schema";
import { formatBudapestDateTime } from "~/lib/format";
import { recordAudit, subjectHash } from "./audit.server";
import { queueEmails } from "../mail/outbox.server";
import {
  hashPassword,
  MIN_PASSWORD_LENGTH,
  StaffAccountError,
  totpStepFor,
  totpUri,
  type StaffAccount,
} from "./accounts.server";
import type { StaffRole } from "./types.server";
import { clearEmailCounters, giveBackAttempt, takeAttempt } from "./lockout.server";
import type { ServiceContext, StaffContext } from "../context.server";

/**
 * Staff accounts managed in the back office (routes/staff.accounts.tsx): invitations (a one-time
 * link by email to choose a password and set up two-factor, routes/staff.invitation.tsx), and
 * disabling, enabling and removing accounts; resets of two-factor and passkeys are in
 * resets.server.ts. Every change is audited, with account ids or address hashes only. The CLI
 * (scripts/staff.ts) keeps its own commands.
 *
 * An invitation works while it is unused, unrevoked and unexpired and its inviter is still an
 * active administrator; an administrator can revoke it, and disabling or removing its inviter
 * ends it, in the same transaction. Its email's body (the link) is emptied once it is sent.
 */

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

const INVITATION_LIFETIME_MS = 72 * 60 * 60_000;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What an authenticator app scans: the otpauth URI as an SVG QR code (as the CLI shows it as text). */
export const totpQrSvg = (email: string, secret: string) => renderSVG(totpUri({ email, totpSecret: secret }));

export async function inviteStaff(
  ctx: StaffContext,
  input: { email: string; role: StaffRole },
): Promise<{ expiresAt: Date }> {
  const { db, staff: actor } = ctx;
  const siteUrl = ctx.settings.siteUrl;
  const now = ctx.now();
  const email = input.email.trim().toLowerCase();
  if (!emailPattern.test(email)) throw new StaffAccountError("invalid-email");
  const [existing] = await db
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(eq(staffAccounts.email, email));
  if (existing) throw new StaffAccountError("exists");
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + INVITATION_LIFETIME_MS);
  await db.transaction(async (tx) => {
    // A new invitation replaces any earlier one still waiting: only the newest link works.
    await tx
      .update(staffInvitations)
      .set({ expiresAt: now })
      .where(
        and(
          eq(staffInvitations.email, email),
          isNull(staffInvitations.usedAt),
          gt(staffInvitations.expiresAt, now),
        ),
      );
    await tx.insert(staffInvitations).values({
      tokenHash: hashToken(token),
      email,
      role: input.role,
      invitedBy: actor.id,
      expiresAt,
      createdAt: now,
    });
    const facts = {
      role: input.role,
      invitedBy: actor.email,
      url: `${siteUrl}/staff/invitation/${token}`,
      expires: formatBudapestDateTime(expiresAt),
    };
    await queueEmails(tx, [
      {
        kind: "staff-invitation",
        to: email,
        subject: staffInvitationEmail.subject(),
        text: staffInvitationEmail.text(facts),
        // The link opens an account: once sent, the outbox keeps no copy of it.
        blankAfterSend: true,
      },
    ]);
    await recordAudit(tx, actor, "account.invite", subjectHash(email), { role: input.role });
  });
  return { expiresAt };
}

/** The invitation's inviter is still an active administrator (a condition on staff_invitations). */
const inviterIsActiveAdmin: SQL = sql`exists (select 1 from ${staffAccounts} where ${staffAccounts.id} = ${staffInvitations.invitedBy} and ${staffAccounts.role} = 'admin' and ${staffAccounts.disabledAt} is null)`;

/** An invitation that can still be accepted at `now`: unused, unrevoked, unexpired, its inviter active. */
const acceptable = (now: Date) =>
  and(
    isNull(staffInvitations.usedAt),
    isNull(staffInvitations.revokedAt),
    gt(staffInvitations.expiresAt, now),
    inviterIsActiveAdmin,
  );

/** The invitations that still work, newest first, with who sent each (the accounts page). */
export async function pendingInvitations(db: Database, now = new Date()) {
  return db
    .select({
      id: staffInvitations.id,
      email: staffInvitations.email,
      role: staffInvitations.role,
      invitedBy: staffAccounts.email,
      expiresAt: staffInvitations.expiresAt,
      createdAt: staffInvitations.createdAt,
    })
    .from(staffInvitations)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffInvitations.invitedBy))
    .where(acceptable(now))
    .orderBy(desc(staffInvitations.createdAt));
}

/**
 * What an invitation link finds. `ended`: revoked, or its inviter is no longer an active
 * administrator; the page says only that it is no longer valid, not which (that would tell the
 * holder of a link about an account).
 */
export type InvitationState =
  | { status: "valid"; email: string; role: StaffRole }
  | { status: "used" | "ended" | "expired" | "unknown" };

export async function invitationState(
  db: Pick<Database, "select">,
  token: string,
  now = new Date(),
): Promise<InvitationState> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return { status: "unknown" };
  const [row] = await db
    .select({
      email: staffInvitations.email,
      role: staffInvitations.role,
      usedAt: staffInvitations.usedAt,
      revokedAt: staffInvitations.revokedAt,
      expiresAt: staffInvitations.expiresAt,
      inviterActive: sql<boolean>`${inviterIsActiveAdmin}`,
    })
    .from(staffInvitations)
    .where(eq(staffInvitations.tokenHash, hashToken(token)));
  if (!row) return { status: "unknown" };
  if (row.usedAt) return { status: "used" };
  if (row.revokedAt) return { status: "ended" };
  if (row.expiresAt <= now) return { status: "expired" };
  if (!row.inviterActive) return { status: "ended" };
  return { status: "valid", email: row.email, role: row.role };
}

class AccountExists extends Error {}

export type AcceptResult =
  | { ok: true; account: StaffAccount }
  | {
      ok: false;
      reason: "used" | "ended" | "expired" | "unknown" | "password" | "code" | "locked" | "exists";
    };

/**
 * The invitee's password and the code from the authenticator they just set up with `secret`
 * (shown on the page): the account is made, and the invitation used, in one transaction, or
 * nothing. Wrong codes count in the sign-in lockout under the invited address. The claim checks
 * again, in its one statement, that the invitation is unused, unrevoked and unexpired and its
 * inviter an active administrator: a revocation or a disabling that commits first wins.
 */
export async function acceptInvitation(
  ctx: ServiceContext,
  input: { token: string; password: string; secret: string; code: string; address: string },
): Promise<AcceptResult> {
  const { db } = ctx;
  const now = ctx.now();
  const state = await invitationState(db, input.token, now);
  if (state.status !== "valid") return { ok: false, reason: state.status };
  if (input.password.length < MIN_PASSWORD_LENGTH) return { ok: false, reason: "password" };
  const admission = await takeAttempt(db, { email: state.email, address: input.address }, now);
  if (!admission.admitted) return { ok: false, reason: "locked" };
  const step = totpStepFor({ email: state.email, totpSecret: input.secret }, input.code.trim(), now);
  if (step === null) return { ok: false, reason: "code" };
  const passwordHash = await hashPassword(input.password);
  let result: AcceptResult;
  try {
    result = await db.transaction(async (tx): Promise<AcceptResult> => {
      const claimed = await tx
        .update(staffInvitations)
        .set({ usedAt: now })
        .where(and(eq(staffInvitations.tokenHash, hashToken(input.token)), acceptable(now)))
        .returning();
      if (claimed.length === 0) {
        // Used, revoked or its inviter disabled since the first look: say which, as the page would.
        const after = await invitationState(tx, input.token, now);
        return { ok: false, reason: after.status === "valid" ? "used" : after.status };
      }
      const [account] = await tx
        .insert(staffAccounts)
        .values({
          email: state.email,
          role: state.role,
          passwordHash,
          totpSecret: input.secret,
          totpLastStep: step,
        })
        .onConflictDoNothing()
        .returning();
      // The address got an account meanwhile (the CLI): the invitation stays unused.
      if (!account) throw new AccountExists();
      await recordAudit(tx, account, "account.invitation-accepted", `account:${account.id}`, {
        role: account.role,
      });
      return { ok: true, account };
    });
  } catch (error) {
    if (error instanceof AccountExists) return { ok: false, reason: "exists" };
    throw error;
  }
  if (result.ok) await giveBackAttempt(db, admission.slots);
  return result;
}

export type AccountChange = "ok" | "not-found" | "self" | "last-admin";

/**
 * Every administrator's row locked, in one order, then the account's: two administrators
 * disabling or removing each other at once cannot leave none, as the second waits for the first
 * and then sees it. `lastAdmin`: the account is the only active administrator left.
 */
async function lockForChange(tx: Transaction, id: string) {
  const admins = await tx
    .select({ id: staffAccounts.id, disabledAt: staffAccounts.disabledAt })
    .from(staffAccounts)
    .where(eq(staffAccounts.role, "admin"))
    .orderBy(staffAccounts.id)
    .for("update");
  const [account] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, id)).for("update");
  const lastAdmin =
    account !== undefined &&
    account.role === "admin" &&
    !account.disabledAt &&
    !admins.some((admin) => admin.id !== id && !admin.disabledAt);
  return { account, lastAdmin };
}

/** The invitations an account sent that still wait end with it (disabled or removed). */
async function endInvitationsOf(tx: Transaction, accountId: string, now: Date): Promise<number> {
  const ended = await tx
    .update(staffInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(staffInvitations.invitedBy, accountId),
        isNull(staffInvitations.usedAt),
        isNull(staffInvitations.revokedAt),
      ),
    )
    .returning({ id: staffInvitations.id });
  return ended.length;
}

/**
 * A disabled account cannot sign in, its sessions end and the invitations it sent end; not
 * one's own, not the last active administrator.
 */
export async function disableStaffAccount(ctx: StaffContext, id: string): Promise<AccountChange> {
  const { db, staff: actor } = ctx;
  const now = ctx.now();
  if (id === actor.id) return "self";
  return db.transaction(async (tx) => {
    const { account, lastAdmin } = await lockForChange(tx, id);
    if (!account) return "not-found";
    if (account.disabledAt) return "ok";
    if (lastAdmin) return "last-admin";
    await tx.update(staffAccounts).set({ disabledAt: now }).where(eq(staffAccounts.id, id));
    const ended = await tx.delete(staffSessions).where(eq(staffSessions.accountId, id)).returning();
    const invitationsEnded = await endInvitationsOf(tx, id, now);
    await recordAudit(tx, actor, "account.disable", `account:${id}`, {
      sessionsEnded: ended.length,
      invitationsEnded,
    });
    return "ok";
  });
}

/**
 * Removes an account (its sessions go with it; its notes and audit entries stay, unattributed;
 * the invitations it sent end); not one's own, not the last active administrator.
 */
export async function removeStaffAccount(ctx: StaffContext, id: string): Promise<AccountChange> {
  const { db, staff: actor } = ctx;
  const now = ctx.now();
  if (id === actor.id) return "self";
  return db.transaction(async (tx) => {
    const { account, lastAdmin } = await lockForChange(tx, id);
    if (!account) return "not-found";
    if (lastAdmin) return "last-admin";
    const invitationsEnded = await endInvitationsOf(tx, id, now);
    await tx.delete(staffAccounts).where(eq(staffAccounts.id, id));
    await recordAudit(tx, actor, "account.remove", `account:${id}`, { invitationsEnded });
    return "ok";
  });
}

/**
 * An administrator takes back an invitation that still waits: its link stops working at once.
 * Revoking one already revoked (a double click) or lapsed changes nothing and answers the same;
 * one already used answers `used` (the account exists: disable or remove it instead).
 */
export async function revokeInvitation(ctx: StaffContext, id: string): Promise<"ok" | "not-found" | "used"> {
  const { db, staff: actor } = ctx;
  const now = ctx.now();
  return db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(staffInvitations)
      .set({ revokedAt: now })
      .where(
        and(eq(staffInvitations.id, id), isNull(staffInvitations.usedAt), isNull(staffInvitations.revokedAt)),
      )
      .returning({ email: staffInvitations.email });
    if (revoked) {
      await recordAudit(tx, actor, "account.invitation-revoke", subjectHash(revoked.email), {
        invitation: id,
      });
      return "ok";
    }
    const [row] = await tx
      .select({ usedAt: staffInvitations.usedAt })
      .from(staffInvitations)
      .where(eq(staffInvitations.id, id));
    if (!row) return "not-found";
    return row.usedAt ? "used" : "ok";
  });
}

export async function enableStaffAccount(ctx: StaffContext, id: string): Promise<AccountChange> {
  const { db, staff: actor } = ctx;
  return db.transaction(async (tx) => {
    const [account] = await tx
      .update(staffAccounts)
      .set({ disabledAt: null })
      .where(eq(staffAccounts.id, id))
      .returning({ id: staffAccounts.id, email: staffAccounts.email });
    if (!account) return "not-found";
    // A fresh start: failed sign-ins from before it was disabled do not count against it.
    await clearEmailCounters(tx, account.email);
    await recordAudit(tx, actor, "account.enable", `account:${id}`);
    return "ok";
  });
}
