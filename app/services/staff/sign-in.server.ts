/**
 * Getting into the back office: the sign-in page (email, password and the authenticator's code
 * every time), the setup of a new authenticator after an administrator reset one, accepting an
 * invitation, and signing out. Each that lets someone in answers with the session's cookie.
 */
import { LOCKOUT } from "./lockout.server";
import type { ServiceContext, StaffContext } from "../context.server";
import { recordAudit } from "./audit.server";
import { signIn } from "./accounts.server";
import {
  acceptInvitation,
  completeTwoFactorSetup,
  setupTicket,
  twoFactorSetupForm,
  type AcceptResult,
} from "./invitations.server";
import { currentStaff, endSession, startSession } from "./session.server";

/** How long a locked sign-in waits, for the page and its Retry-After. */
export const lockedMinutes = LOCKOUT.lockMs / 60_000;
export const lockedRetryAfter = String(LOCKOUT.lockMs / 1000);

type TwoFactorSetup = NonNullable<Awaited<ReturnType<typeof twoFactorSetupForm>>>;

/** Whether this browser already has a session (the sign-in page then sends it on). */
export async function signedIn(ctx: ServiceContext, request: Request): Promise<boolean> {
  return (await currentStaff(ctx, request)) !== null;
}

export type SignInAnswer =
  | { outcome: "signed-in"; cookie: string }
  /** The password was right; an administrator reset the two-factor: set up the new app first. */
  | { outcome: "setup"; setup: TwoFactorSetup | null }
  | { outcome: "locked" | "invalid" };

/** The sign-in form: the lockout, the password and the code (accounts.server.ts), then a session. */
export async function signInWithCode(
  ctx: ServiceContext,
  request: Request,
  input: { email: string; password: string; code?: string },
): Promise<SignInAnswer> {
  const result = await signIn(ctx, {
    email: input.email,
    password: input.password,
    code: input.code ?? "",
    address: ctx.clientAddress ?? "unknown",
  });
  if (!result.ok && result.reason === "setup")
    return {
      outcome: "setup",
      setup: await twoFactorSetupForm(ctx.db, await setupTicket(ctx.db, result.account.id)),
    };
  if (!result.ok) return { outcome: result.reason };
  return { outcome: "signed-in", cookie: await startSession(ctx, request, result.account.id) };
}

export type SetupAnswer =
  | { outcome: "signed-in"; cookie: string }
  | { outcome: "ticket" }
  | { outcome: "locked" | "code"; setup: TwoFactorSetup | null };

/** The new authenticator's first code: the setup is done and the owner signed in. */
export async function finishTwoFactorSetup(
  ctx: ServiceContext,
  request: Request,
  input: { ticket: string; code: string },
): Promise<SetupAnswer> {
  const result = await completeTwoFactorSetup(ctx, { ...input, address: ctx.clientAddress ?? "unknown" });
  if (result.ok) return { outcome: "signed-in", cookie: await startSession(ctx, request, result.account.id) };
  if (result.reason === "ticket") return { outcome: "ticket" };
  return { outcome: result.reason, setup: await twoFactorSetupForm(ctx.db, input.ticket) };
}

/** An invitation accepted: the account is made and its owner signed in. */
export async function acceptInvitationAndSignIn(
  ctx: ServiceContext,
  request: Request,
  input: { token: string; password: string; secret: string; code: string },
): Promise<{ ok: true; cookie: string } | Extract<AcceptResult, { ok: false }>> {
  const result = await acceptInvitation(ctx, { ...input, address: ctx.clientAddress ?? "unknown" });
  if (!result.ok) return result;
  return { ok: true, cookie: await startSession(ctx, request, result.account.id) };
}

/** Signing out: this browser's session, or every session of the account. The clearing cookie. */
export async function signOut(ctx: ServiceContext, request: Request, everywhere: boolean): Promise<string> {
  const user = everywhere ? await currentStaff(ctx, request) : null;
  return endSession(ctx, request, user ? { accountId: user.id } : null);
}

/** An administrator ends every session of an account (their own too). */
export async function endSessionsOf(ctx: StaffContext, request: Request, accountId: string): Promise<void> {
  await endSession(ctx, request, { accountId });
  await recordAudit(ctx.db, ctx.staff, "account.sign-out-everywhere", `account:${accountId}`);
}
