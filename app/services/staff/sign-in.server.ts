/**
 * Getting into the back office: the sign-in page (email, password and the authenticator's code
 * every time, or a passkey), a reset link's setup of a new authenticator or passkey, accepting an
 * invitation, and signing out. Each that lets someone in answers with the session's cookie.
 */
import { LOCKOUT } from "./lockout.server";
import type { ServiceContext, StaffContext } from "../context.server";
import { recordAudit } from "./audit.server";
import { signIn } from "./accounts.server";
import { acceptInvitation, type AcceptResult } from "./invitations.server";
import { checkPasskeySignIn, endedCeremony, signInOptions } from "./passkeys.server";
import {
  checkResetPassword,
  finishResetWithCode,
  finishResetWithPasskey,
  resetSetupAgain,
  type ResetSetup,
} from "./resets.server";
import { currentStaff, endSession, startSession } from "./session.server";

/** How long a locked sign-in waits, for the page and its Retry-After. */
export const lockedMinutes = LOCKOUT.lockMs / 60_000;
export const lockedRetryAfter = String(LOCKOUT.lockMs / 1000);

/** Whether this browser already has a session (the sign-in page then sends it on). */
export async function signedIn(ctx: ServiceContext, request: Request): Promise<boolean> {
  return (await currentStaff(ctx, request)) !== null;
}

export type SignInAnswer =
  | { outcome: "signed-in"; cookie: string }
  /**
   * `reset`: the password was right, but an administrator reset the two-factor (only the
   * emailed link helps now); `passkey`: password and code were right, but passkeys are required
   * and this account has one.
   */
  | { outcome: "locked" | "invalid" | "reset" | "passkey" };

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
  if (!result.ok) return { outcome: result.reason };
  return { outcome: "signed-in", cookie: await startSession(ctx, request, result.account.id) };
}

/** The first step of a passkey sign-in: the options for the browser, and the ceremony's cookie. */
export const passkeySignInOptions = signInOptions;

export type PasskeySignInAnswer =
  /** `cookies`: the session's, and the one that ends the ceremony. */
  { outcome: "signed-in"; cookies: string[] } | { outcome: "challenge" | "invalid"; cookies: string[] };

/** The browser's passkey answer: checked (passkeys.server.ts), then a session. */
export async function signInWithPasskey(
  ctx: ServiceContext,
  request: Request,
  response: string,
): Promise<PasskeySignInAnswer> {
  const result = await checkPasskeySignIn(ctx, request, response);
  const ended = endedCeremony(ctx);
  if (!result.ok) return { outcome: result.reason, cookies: [ended] };
  return { outcome: "signed-in", cookies: [await startSession(ctx, request, result.account.id), ended] };
}

/** A reset link's password: the setup opens, or why not. */
export async function resetLinkPassword(
  ctx: ServiceContext,
  input: { token: string; password: string },
): ReturnType<typeof checkResetPassword> {
  return checkResetPassword(ctx, { ...input, address: ctx.clientAddress ?? "unknown" });
}

export type ResetCodeAnswer =
  | { outcome: "signed-in"; cookie: string }
  | { outcome: "used" | "expired" | "unknown" | "ticket" }
  | { outcome: "code" | "locked"; setup: ResetSetup | null };

/** A reset link's new authenticator code: the link used, the owner signed in. */
export async function finishResetWithCodeAndSignIn(
  ctx: ServiceContext,
  request: Request,
  input: { token: string; ticket: string; code: string },
): Promise<ResetCodeAnswer> {
  const result = await finishResetWithCode(ctx, { ...input, address: ctx.clientAddress ?? "unknown" });
  if (result.ok) return { outcome: "signed-in", cookie: await startSession(ctx, request, result.account.id) };
  if (result.reason === "code" || result.reason === "locked")
    return { outcome: result.reason, setup: await resetSetupAgain(ctx, input.token, input.ticket) };
  return { outcome: result.reason };
}

/** A reset link's new passkey: the link used, the owner signed in. */
export async function finishResetWithPasskeyAndSignIn(
  ctx: ServiceContext,
  request: Request,
  input: { token: string; ticket: string; name: string; response: string },
): Promise<
  | { ok: true; cookies: string[] }
  | {
      ok: false;
      reason: Extract<Awaited<ReturnType<typeof finishResetWithPasskey>>, { ok: false }>["reason"];
      cookies: string[];
    }
> {
  const result = await finishResetWithPasskey(ctx, request, input);
  const ended = endedCeremony(ctx);
  if (!result.ok) return { ok: false, reason: result.reason, cookies: [ended] };
  return { ok: true, cookies: [await startSession(ctx, request, result.account.id), ended] };
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
