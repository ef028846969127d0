import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNull } from "drizzle-orm";
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
 * disabling and enabling accounts; resets of two-factor and passkeys are in resets.server.ts.
 * Every change is audited, with account ids or address hashes only. The CLI (scripts/staff.ts)
 * keeps its own commands.
 */

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
      },
    ]);
    await recordAudit(tx, actor, "account.invite", subjectHash(email), { role: input.role });
  });
  return { expiresAt };
}

export async function pendingInvitations(db: Database, now = new Date()) {
  return db
    .select({
      email: staffInvitations.email,
      role: staffInvitations.role,
      expiresAt: staffInvitations.expiresAt,
      createdAt: staffInvitations.createdAt,
    })
    .from(staffInvitations)
    .where(and(isNull(staffInvitations.usedAt), gt(staffInvitations.expiresAt, now)))
    .orderBy(desc(staffInvitations.createdAt));
}

export type InvitationState =
  | { status: "valid"; email: string; role: StaffRole }
  | { status: "used" | "expired" | "unknown" };

export async function invitationState(
  db: Database,
  token: string,
  now = new Date(),
): Promise<InvitationState> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return { status: "unknown" };
  const [row] = await db
    .select()
    .from(staffInvitations)
    .where(eq(staffInvitations.tokenHash, hashToken(token)));
  if (!row) return { status: "unknown" };
  if (row.usedAt) return { status: "used" };
  if (row.expiresAt <= now) return { status: "expired" };
  return { status: "valid", email: row.email, role: row.role };
}

class AccountExists extends Error {}

export type AcceptResult =
  | { ok: true; account: StaffAccount }
  | { ok: false; reason: "used" | "expired" | "unknown" | "password" | "code" | "locked" | "exists" };

/**
 * The invitee's password and the code from the authenticator they just set up with `secret`
 * (shown on the page): the account is made, and the invitation used, in one transaction, or
 * nothing. Wrong codes count in the sign-in lockout under the invited address.
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
        .where(
          and(
            eq(staffInvitations.tokenHash, hashToken(input.token)),
            isNull(staffInvitations.usedAt),
            gt(staffInvitations.expiresAt, now),
          ),
        )
        .returning();
      if (claimed.length === 0) return { ok: false, reason: "used" };
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

/** A disabled account cannot sign in and its sessions end; not one's own, not the last administrator. */
export async function disableStaffAccount(ctx: StaffContext, id: string): Promise<AccountChange> {
  const { db, staff: actor } = ctx;
  const now = ctx.now();
  if (id === actor.id) return "self";
  return db.transaction(async (tx) => {
    // Every administrator's row locked, in one order: two administrators disabling each other
    // at once cannot leave none.
    const admins = await tx
      .select({ id: staffAccounts.id, disabledAt: staffAccounts.disabledAt })
      .from(staffAccounts)
      .where(eq(staffAccounts.role, "admin"))
      .orderBy(staffAccounts.id)
      .for("update");
    const [account] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, id)).for("update");
    if (!account) return "not-found";
    if (account.disabledAt) return "ok";
    if (account.role === "admin" && !admins.some((admin) => admin.id !== id && !admin.disabledAt))
      return "last-admin";
    await tx.update(staffAccounts).set({ disabledAt: now }).where(eq(staffAccounts.id, id));
    const ended = await tx.delete(staffSessions).where(eq(staffSessions.accountId, id)).returning();
    await recordAudit(tx, actor, "account.disable", `account:${id}`, { sessionsEnded: ended.length });
    return "ok";
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
