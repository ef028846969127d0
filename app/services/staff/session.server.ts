import { createHash, randomBytes } from "node:crypto";
import { staffErrorWords } from "~/content/staff-nav";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { redirect } from "react-router";
import { staffAccounts, staffSessions } from "~/db/schema";
import type { ServiceContext } from "../context.server";
import { mustRegisterPasskey } from "./settings.server";
import type { StaffUser } from "./types.server";

/**
 * Back-office sessions: a random token in an HttpOnly, SameSite=Lax cookie (Secure whenever
 * SITE_URL is https), its SHA-256 in `staff_sessions`, so a copy of the database opens no
 * session. A new token at every sign-in; eight idle hours end it, and so do seven days however
 * active it is; sign-out everywhere deletes every row of the account.
 */

const IDLE_TIMEOUT_MS = 8 * 60 * 60_000;
/** A session's whole life, from sign-in: a cookie taken once does not open the back office for good. */
export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60_000;
/** last_seen_at is written at most this often (one write per minute, not per request). */
const TOUCH_EVERY_MS = 60_000;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

const secureCookies = (siteUrl: string) => new URL(siteUrl).protocol === "https:";

/** `__Host-` pins a cookie to our origin, but browsers only accept it with Secure. */
const cookieName = (siteUrl: string, name: string) => (secureCookies(siteUrl) ? `__Host-${name}` : name);

/**
 * A back-office cookie: HttpOnly, SameSite=Lax, Secure whenever SITE_URL is https (and then
 * `__Host-`). Without `maxAgeSeconds` it ends with the browser; `null` clears it.
 */
export function backOfficeCookie(
  siteUrl: string,
  name: string,
  value: string | null,
  maxAgeSeconds?: number,
): string {
  const parts = [
    `${cookieName(siteUrl, name)}=${value ?? ""}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    ...(secureCookies(siteUrl) ? ["Secure"] : []),
    ...(value === null ? ["Max-Age=0"] : maxAgeSeconds !== undefined ? [`Max-Age=${maxAgeSeconds}`] : []),
  ];
  return parts.join("; ");
}

/** A back-office cookie's value, as the request brought it. */
export function backOfficeCookieValue(request: Request, siteUrl: string, name: string): string | undefined {
  const wanted = cookieName(siteUrl, name);
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === wanted) return value.join("=") || undefined;
  }
  return undefined;
}

// No Max-Age: the session's cookie ends with the browser; the server ends the session sooner.
const sessionCookie = (siteUrl: string, token: string | null) =>
  backOfficeCookie(siteUrl, "staff_session", token);

const tokenFrom = (request: Request, siteUrl: string) =>
  backOfficeCookieValue(request, siteUrl, "staff_session");

/** A new session for the account; any session the browser came with is ended (rotation). */
export async function startSession(
  ctx: ServiceContext,
  request: Request,
  accountId: string,
): Promise<string> {
  const { db } = ctx;
  const siteUrl = ctx.settings.siteUrl;
  const now = ctx.now();
  const previous = tokenFrom(request, siteUrl);
  if (previous) await db.delete(staffSessions).where(eq(staffSessions.tokenHash, hashToken(previous)));
  const token = randomBytes(32).toString("base64url");
  await db
    .insert(staffSessions)
    .values({ tokenHash: hashToken(token), accountId, createdAt: now, lastSeenAt: now });
  // Sessions idle too long or past their lifetime are cleared by whoever signs in next: no timer.
  await db
    .delete(staffSessions)
    .where(
      or(
        lt(staffSessions.lastSeenAt, new Date(now.getTime() - IDLE_TIMEOUT_MS)),
        lt(staffSessions.createdAt, new Date(now.getTime() - SESSION_LIFETIME_MS)),
      ),
    );
  return sessionCookie(siteUrl, token);
}

/**
 * The signed-in staff member, or null (no cookie, unknown token, idle too long, too old);
 * `passkeyNeeded` when passkeys are required and the account has none yet.
 */
export async function currentStaff(
  ctx: ServiceContext,
  request: Request,
): Promise<(StaffUser & { passkeyNeeded: boolean }) | null> {
  const { db } = ctx;
  const now = ctx.now();
  const token = tokenFrom(request, ctx.settings.siteUrl);
  if (!token) return null;
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      id: staffAccounts.id,
      email: staffAccounts.email,
      role: staffAccounts.role,
      createdAt: staffSessions.createdAt,
      lastSeenAt: staffSessions.lastSeenAt,
      passkeyNeeded: mustRegisterPasskey,
    })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.accountId))
    // Disabling deletes the sessions too; this is in case one was being made at that moment.
    .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffAccounts.disabledAt)));
  if (!row) return null;
  const idle = now.getTime() - row.lastSeenAt.getTime();
  if (idle > IDLE_TIMEOUT_MS || now.getTime() - row.createdAt.getTime() > SESSION_LIFETIME_MS) {
    await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
    return null;
  }
  if (idle > TOUCH_EVERY_MS) {
    await db
      .update(staffSessions)
      .set({ lastSeenAt: now })
      .where(and(eq(staffSessions.tokenHash, tokenHash)));
  }
  return { id: row.id, email: row.email, role: row.role, passkeyNeeded: row.passkeyNeeded };
}

/** Ends this browser's session, or every session of the account. Returns the clearing cookie. */
export async function endSession(
  ctx: ServiceContext,
  request: Request,
  everywhere: { accountId: string } | null = null,
): Promise<string> {
  const { db } = ctx;
  const siteUrl = ctx.settings.siteUrl;
  if (everywhere) {
    await db.delete(staffSessions).where(eq(staffSessions.accountId, everywhere.accountId));
  } else {
    const token = tokenFrom(request, siteUrl);
    if (token) await db.delete(staffSessions).where(eq(staffSessions.tokenHash, hashToken(token)));
  }
  return sessionCookie(siteUrl, null);
}

/** Where an account goes while passkeys are required and it has none: nowhere else. */
const PASSKEYS_PAGE = "/staff/passkeys";

/**
 * For every staff loader and action: the signed-in staff member, or a redirect to the sign-in
 * page (back here afterwards); a page for admins answers 403 to anyone else. While passkeys are
 * required and the account has none, every page but the passkeys page sends it there.
 */
export async function requireStaff<C extends ServiceContext>(
  request: Request,
  context: C,
  role?: "admin",
): Promise<C & { staff: StaffUser }> {
  const user = await currentStaff(context, request);
  if (!user) {
    const url = new URL(request.url);
    const back = url.pathname.replace(/\.data$/, "") + url.search;
    throw redirect(`/staff/sign-in?next=${encodeURIComponent(back)}`);
  }
  const path = new URL(request.url).pathname.replace(/\.data$/, "");
  if (user.passkeyNeeded && path !== PASSKEYS_PAGE && !path.startsWith(`${PASSKEYS_PAGE}/`))
    throw redirect(PASSKEYS_PAGE);
  if (role === "admin" && user.role !== "admin") {
    throw new Response(staffErrorWords.forbidden.text, { status: 403 });
  }
  return { ...context, staff: { id: user.id, email: user.email, role: user.role } };
}
