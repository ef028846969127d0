/**
 * The back office's frame and the staff capability's pages: the signed-in layout (who is signed
 * in, how many leads are new), the accounts page, one's own passkeys, and the pages an
 * invitation link and a reset link open.
 */
import { staffAuditCopy } from "~/content/staff-audit";
import type { ServiceContext, StaffContext } from "../context.server";
import { newLeadCount } from "../leads/records.server";
import { listStaffAccounts, MIN_PASSWORD_LENGTH, newTotpSecret } from "./accounts.server";
import { invitationState, pendingInvitations, totpQrSvg } from "./invitations.server";
import { listAudit } from "./audit.server";
import { signInTrouble } from "./lockout.server";
import { MAX_PASSKEYS, myPasskeys } from "./passkeys.server";
import { resetLinkState } from "./resets.server";
import { passkeysRequired } from "./settings.server";
import { textMonthView } from "../messages/month-count.server";

/** The layout of every signed-in page: the member of staff, and the new leads waiting. */
export async function backOfficeView(ctx: StaffContext) {
  // This month's texts against the cap: every page warns as it nears (emails are not capped).
  return { user: ctx.staff, newLeads: await newLeadCount(ctx.db), texts: await textMonthView(ctx) };
}

/** /staff/accounts: every account with its sign-in trouble, the invitations waiting. */
export async function accountsView(ctx: StaffContext, search: URLSearchParams) {
  const accounts = await listStaffAccounts(ctx.db);
  const trouble = await signInTrouble(
    ctx.db,
    accounts.map((account) => account.email),
    ctx.now(),
  );
  return {
    accounts: accounts.map((account) => ({ ...account, signIn: trouble.get(account.email) ?? null })),
    invitations: await pendingInvitations(ctx.db, ctx.now()),
    passkeysRequired: await passkeysRequired(ctx.db),
    me: ctx.staff.id,
    done: search.get("done"),
  };
}

/**
 * The page an invitation link opens: for a valid one, a fresh authenticator key (shown as a QR
 * code), which travels in the form until its first code confirms it: nothing is stored before.
 */
export async function invitationView(ctx: ServiceContext, token: string) {
  const state = await invitationState(ctx.db, token, ctx.now());
  const minPassword = MIN_PASSWORD_LENGTH;
  if (state.status !== "valid")
    return { state: state.status, email: "", role: "staff" as const, secret: "", qrSvg: "", minPassword };
  const secret = newTotpSecret();
  return {
    state: state.status,
    email: state.email,
    role: state.role,
    secret,
    qrSvg: totpQrSvg(state.email, secret),
    minPassword,
  };
}

/** What an invitation page's answer keeps: the key the app has already scanned. */
export async function invitationKey(ctx: ServiceContext, token: string, secret: string) {
  const state = await invitationState(ctx.db, token, ctx.now());
  return { secret, qrSvg: state.status === "valid" ? totpQrSvg(state.email, secret) : "" };
}

/** /staff/audit (administrators): the latest 200 entries of the audit log, some actions also in words. */
export async function auditLogView(ctx: StaffContext) {
  const entries = await listAudit(ctx.db);
  return {
    entries: entries.map((entry) => {
      const words = staffAuditCopy.actions[entry.action];
      return { ...entry, what: words?.what ?? null, inWords: words?.details(entry.detail) ?? null };
    }),
  };
}

/** /staff/passkeys: one's own passkeys, and whether one must add one before anything else. */
export async function passkeysView(ctx: StaffContext, search: URLSearchParams) {
  const passkeys = await myPasskeys(ctx);
  return {
    passkeys,
    mustAdd: passkeys.length === 0 && (await passkeysRequired(ctx.db)),
    max: MAX_PASSKEYS,
    done: search.get("done"),
  };
}

/** The page a reset link opens: whose sign-in it sets up again, or why it cannot. */
export async function resetLinkView(ctx: ServiceContext, token: string) {
  const state = await resetLinkState(ctx.db, token, ctx.now());
  return state.status === "valid"
    ? { state: state.status, email: state.account.email }
    : { state: state.status, email: "" };
}
