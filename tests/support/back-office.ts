/**
 * The back office under test (server/staff-*.test.ts): raw HTTP requests with exactly the
 * headers a test gives, sign-ins through the site and through the service, and a server of
 * their own whose every password check is counted, started once per test file and emptied
 * before each test.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import { outbox } from "../../app/db/schema";
import {
  addStaffAccount,
  signIn as checkSignIn,
  totpCode,
  verifyPassword,
  type SignInAttempt,
  type StaffAccount,
} from "../../app/services/staff/accounts.server";
import type { SignInChecks } from "../../app/services/staff/types.server";
import { testContext } from "./context";
import { createTestDatabase, truncateAll, type TestDatabase } from "./database";
import { startTestServer, type TestServer } from "./http-server";
import { rawRequest, type RawAnswer } from "./raw-http";

export const SITE = "http://localhost:3000";
export const PASSWORD = "a long staff password";

export type Answer = RawAnswer;

/** A raw HTTP request, so Origin, Cookie and the rest are exactly what the test says. */
export function send(
  base: string,
  options: { method?: string; path: string; headers?: Record<string, string>; form?: Record<string, string> },
): Promise<Answer> {
  const body = options.form ? new URLSearchParams(options.form).toString() : undefined;
  return rawRequest(base, {
    method: options.method ?? (body ? "POST" : "GET"),
    path: options.path,
    headers: { ...(body ? { "Content-Type": "application/x-www-form-urlencoded" } : {}), ...options.headers },
    body,
  });
}

/** The page's words, without what differs in every response (the CSP nonce). */
export const wordsOf = (answer: Answer) => answer.text.replace(/nonce="[^"]*"/g, "");

/** The server's rate-limit key for this test's own requests (server/edge.ts's clientKey). */
export const TEST_CLIENT = "127.0.0.1";

/** A password check that counts what it checked (the real scrypt check underneath). */
export function countingChecks(): SignInChecks & { checked: string[] } {
  const checked: string[] = [];
  return {
    checked,
    verifyPassword: (password, stored) => {
      checked.push(stored);
      return verifyPassword(password, stored);
    },
  };
}

/** A password check without scrypt, for tests of the counting alone (hundreds of attempts). */
export const quickChecks: SignInChecks = { verifyPassword: async (password) => password === PASSWORD };

export const cookiesOf = (answer: Answer) => (answer.headers["set-cookie"] as string[] | undefined) ?? [];
export const sessionCookie = (answer: Answer) =>
  cookiesOf(answer)
    .find((c) => c.startsWith("staff_session=") && !c.includes("Max-Age=0"))
    ?.split(";")[0];

/**
 * Inside a describe block: a database on `backend` and a server on it counting its password
 * checks, emptied before each test, and the ways the tests sign in and send requests.
 */
export function useStaffServer(backend: "pglite" | "postgres") {
  const current = {} as { database: TestDatabase; server: TestServer };
  let accounts = 0;
  /** Every password check the server makes (scrypt, counted). */
  const serverChecks = countingChecks();

  beforeAll(async () => {
    // Forty sign-ins at once, each with scrypt at its real cost, wait their turn for one of ten
    // PostgreSQL connections: on a busy machine one that waited longer than the default 5 s
    // would be answered 503 (CI once saw 27 of 30 refused as locked, the other 3 neither 401 nor
    // 429; three reruns on PostgreSQL under load 13 did not repeat it). These tests count
    // attempts, so their database waits as long as the tests do.
    current.database = await createTestDatabase(backend, { deadlineMs: 60_000 });
    current.server = await startTestServer(current.database, { signInChecks: serverChecks });
  });
  afterAll(async () => {
    await current.server?.close();
    await current.database?.dispose();
  });
  beforeEach(async () => {
    await truncateAll(current.database);
    serverChecks.checked.length = 0;
  });

  const newAccount = (role: "admin" | "staff" = "staff") =>
    addStaffAccount(testContext(current.database), {
      email: `${role}-${++accounts}@clinic.example`,
      password: PASSWORD,
      role,
    });

  const post = (path: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
    send(current.server.url, { path, form, headers: { Origin: SITE, ...headers } });

  const signIn = (
    account: Pick<StaffAccount, "email" | "totpSecret">,
    {
      password = PASSWORD,
      code = totpCode(account.totpSecret),
      cookie,
    }: { password?: string; code?: string; cookie?: string } = {},
  ) =>
    post(
      "/staff/sign-in",
      { email: account.email, password, code, next: "/staff/leads" },
      cookie ? { Cookie: cookie } : {},
    );

  /** A sign-in straight through the service, from any address, at any time. */
  const attempt = (
    account: Pick<StaffAccount, "email" | "totpSecret">,
    {
      password = "a wrong guess",
      address = TEST_CLIENT,
      now = new Date(),
      checks = quickChecks,
    }: { password?: string; address?: string; now?: Date; checks?: SignInChecks } = {},
  ) => {
    const input: SignInAttempt = {
      email: account.email,
      password,
      code: totpCode(account.totpSecret, now),
      address,
    };
    return checkSignIn(testContext(current.database, { now, signInChecks: checks, settings: { siteUrl: SITE } }), input);
  };

  const lockEmails = () =>
    current.database.db.select().from(outbox).where(eq(outbox.kind, "staff-locked")).orderBy(outbox.id);

  async function signedIn(role: "admin" | "staff" = "staff") {
    const account = await newAccount(role);
    const answer = await signIn(account);
    expect(answer.status).toBe(302);
    return { account, cookie: sessionCookie(answer)! };
  }

  const page = (path: string, cookie?: string) =>
    send(current.server.url, { path, headers: cookie ? { Cookie: cookie } : {} });

  return { current, serverChecks, newAccount, post, signIn, attempt, lockEmails, signedIn, page };
}
