/**
 * Passkeys in the back office, through the server as a browser's script uses them: adding one
 * (named, listed, audited), signing in with it alone, the relying party taken from SITE_URL
 * whatever the request's Host, challenges that answer once, counters that must go up, removing
 * one, and an administrator's "passkeys for everyone". The authenticator is a software one
 * (tests/support/passkey-authenticator.ts); the browser test uses Chromium's.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { staffAccountsCopy, staffSignInCopy } from "../../../app/content/staff-accounts";
import { passkeysCopy, passkeysRequiredCopy, passkeySignInCopy } from "../../../app/content/staff-passkeys";
import { auditLog, staffPasskeys, staffSessions, staffWebauthnChallenges } from "../../../app/db/schema";
import { totpCode, type StaffAccount } from "../../../app/services/staff/accounts.server";
import { testBackends, type TestDatabase } from "../../support/database";
import {
  cookiesOf,
  sessionCookie,
  SITE,
  useStaffServer,
  wordsOf,
  type Answer,
} from "../../support/back-office";
import { TestAuthenticator } from "../../support/passkey-authenticator";

/** A cookie the answer set (not one it cleared), as a request sends it back. */
const cookieNamed = (answer: Answer, name: string) =>
  cookiesOf(answer)
    .find((c) => c.startsWith(`${name}=`) && !c.includes("Max-Age=0"))
    ?.split(";")[0];
const json = (answer: Answer) => JSON.parse(answer.text) as Record<string, never>;
const nextCode = (account: Pick<StaffAccount, "totpSecret">) =>
  totpCode(account.totpSecret, new Date(Date.now() + 30_000));
const both = (...cookies: (string | undefined)[]) => cookies.filter(Boolean).join("; ");

describe.each(testBackends())("passkeys on %s", { timeout: 120_000 }, (backend) => {
  const setup = useStaffServer(backend);
  const { newAccount, post, signIn, signedIn, page } = setup;
  let database: TestDatabase;
  beforeAll(() => {
    ({ database } = setup.current);
  });

  /** Adds a passkey to the signed-in account behind `cookie`, as the passkeys page's script does. */
  async function addPasskey(cookie: string, authenticator: TestAuthenticator, name = "Work laptop") {
    const options = await post("/staff/passkeys/new", { intent: "options" }, { Cookie: cookie });
    expect(options.status).toBe(200);
    const attempt = cookieNamed(options, "staff_passkey");
    const answer = authenticator.register(json(options).options);
    return post(
      "/staff/passkeys/new",
      { intent: "register", name, response: answer },
      { Cookie: both(cookie, attempt) },
    );
  }

  /** A passkey sign-in from a browser with no session: the options, then the answer. */
  async function passkeySignIn(authenticator: TestAuthenticator) {
    const options = await post("/staff/sign-in/passkey", { intent: "options" });
    expect(options.status).toBe(200);
    const attempt = cookieNamed(options, "staff_passkey")!;
    const answer = authenticator.signIn(json(options).options);
    const verified = await post(
      "/staff/sign-in/passkey",
      { intent: "verify", response: answer },
      { Cookie: attempt },
    );
    return { verified, answer, attempt };
  }

  const passkeysOf = (account: Pick<StaffAccount, "id">) =>
    database.db.select().from(staffPasskeys).where(eq(staffPasskeys.accountId, account.id));

  it("adds a named passkey (listed, audited), then signs in with it alone: a session, its last use shown", async () => {
    const { account, cookie } = await signedIn();
    const laptop = new TestAuthenticator(SITE);
    const added = await addPasskey(cookie, laptop);
    expect(added.status).toBe(200);
    expect(json(added)).toEqual({ ok: true });
    // The ceremony's cookie is cleared with its answer.
    expect(cookiesOf(added).some((c) => c.startsWith("staff_passkey=;") && c.includes("Max-Age=0"))).toBe(
      true,
    );

    const listed = await page("/staff/passkeys", cookie);
    expect(listed.status).toBe(200);
    expect(wordsOf(listed)).toContain("Work laptop");
    expect(wordsOf(listed)).toContain(passkeysCopy.never);
    const [stored] = await passkeysOf(account);
    expect(stored).toMatchObject({ id: laptop.id, name: "Work laptop", counter: 0, lastUsedAt: null });
    const [registered] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "passkey.register"));
    expect(registered).toMatchObject({ actorId: account.id, subject: `account:${account.id}` });
    expect(registered.detail).toEqual({ passkeys: 1 });

    const { verified } = await passkeySignIn(laptop);
    expect(verified.status).toBe(200);
    const session = sessionCookie(verified);
    expect(session).toBeDefined();
    const inbox = await page("/staff/leads", session);
    expect(inbox.status).toBe(200);
    expect(inbox.text).toContain(account.email);
    const [used] = await passkeysOf(account);
    expect(used.counter).toBe(1);
    expect(used.lastUsedAt).not.toBeNull();
    expect(wordsOf(await page("/staff/passkeys", session))).not.toContain(`>${passkeysCopy.never}<`);
  });

  it("takes the relying party from SITE_URL whatever Host the request names, and refuses a passkey made for another site", async () => {
    const { account, cookie } = await signedIn();
    const options = await post(
      "/staff/passkeys/new",
      { intent: "options" },
      { Cookie: cookie, Host: "evil.example" },
    );
    expect(options.status).toBe(200);
    expect(json(options).options).toMatchObject({
      rp: { id: "localhost" },
      user: { name: account.email },
      authenticatorSelection: { residentKey: "required", userVerification: "required" },
    });
    const signInOptions = await post(
      "/staff/sign-in/passkey",
      { intent: "options" },
      { Host: "evil.example" },
    );
    expect(json(signInOptions).options).toMatchObject({ rpId: "localhost", userVerification: "required" });
    // Discoverable: no list of credentials, so the page says nothing about who has passkeys.
    expect(json(signInOptions).options).not.toHaveProperty("allowCredentials.0");

    // A passkey made on evil.example for evil.example (a phishing page relaying our options).
    const phished = new TestAuthenticator("http://evil.example");
    const answer = phished.register(json(options).options, "evil.example");
    const refused = await post(
      "/staff/passkeys/new",
      { intent: "register", name: "Phished", response: answer },
      { Cookie: both(cookie, cookieNamed(options, "staff_passkey")), Host: "evil.example" },
    );
    expect(refused.status).toBe(400);
    expect(json(refused).error).toBe(passkeysCopy.errors.invalid);
    expect(await passkeysOf(account)).toHaveLength(0);
  });

  it("a challenge answers once: the same answer again, or an answer after five minutes, is refused", async () => {
    const { account, cookie } = await signedIn();
    const phone = new TestAuthenticator(SITE);
    const options = await post("/staff/passkeys/new", { intent: "options" }, { Cookie: cookie });
    const attempt = cookieNamed(options, "staff_passkey");
    const answer = phone.register(json(options).options);
    const form = { intent: "register", name: "Phone", response: answer };
    expect((await post("/staff/passkeys/new", form, { Cookie: both(cookie, attempt) })).status).toBe(200);
    const again = await post(
      "/staff/passkeys/new",
      { ...form, name: "Phone again" },
      { Cookie: both(cookie, attempt) },
    );
    expect(again.status).toBe(400);
    expect(json(again)).toMatchObject({ code: "CHALLENGE", error: passkeysCopy.errors.expired });
    expect(await passkeysOf(account)).toHaveLength(1);

    // A sign-in answer replayed (a copy of the request, say) opens no second session.
    const { verified, answer: signInAnswer, attempt: signInAttempt } = await passkeySignIn(phone);
    expect(verified.status).toBe(200);
    const replay = await post(
      "/staff/sign-in/passkey",
      { intent: "verify", response: signInAnswer },
      { Cookie: signInAttempt },
    );
    expect(replay.status).toBe(400);
    expect(json(replay).error).toBe(passkeySignInCopy.expired);
    expect(sessionCookie(replay)).toBeUndefined();
    // Without the browser's cookie there is no challenge to answer.
    const bare = await post("/staff/sign-in/passkey", { intent: "verify", response: signInAnswer });
    expect(bare.status).toBe(400);

    // Five minutes on, the challenge is refused, though it was never used.
    const late = await post("/staff/sign-in/passkey", { intent: "options" });
    await database.db
      .update(staffWebauthnChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffWebauthnChallenges.purpose, "sign-in"));
    const lateAnswer = phone.signIn(json(late).options);
    const tooLate = await post(
      "/staff/sign-in/passkey",
      { intent: "verify", response: lateAnswer },
      { Cookie: cookieNamed(late, "staff_passkey")! },
    );
    expect(tooLate.status).toBe(400);
    expect(await database.db.$count(staffSessions, eq(staffSessions.accountId, account.id))).toBe(2);
    // Used or not, no challenge is left behind.
    expect(await database.db.$count(staffWebauthnChallenges)).toBe(0);
  });

  it("refuses a passkey whose counter went back (a copied authenticator), and one that was removed", async () => {
    const { account, cookie } = await signedIn();
    const key = new TestAuthenticator(SITE);
    expect((await addPasskey(cookie, key, "Security key")).status).toBe(200);
    expect((await passkeySignIn(key)).verified.status).toBe(200);
    expect((await passkeySignIn(key)).verified.status).toBe(200);
    // A copy made before those two sign-ins says 1 again.
    key.counter = 0;
    const copied = (await passkeySignIn(key)).verified;
    expect(copied.status).toBe(401);
    expect(json(copied).error).toBe(passkeySignInCopy.refused);
    expect(sessionCookie(copied)).toBeUndefined();
    expect((await passkeysOf(account))[0].counter).toBe(2);

    // Someone else's passkey cannot be removed; one's own can, and then it signs in nowhere.
    const other = await signedIn();
    const notMine = await post(
      "/staff/passkeys",
      { intent: "remove", passkeyId: key.id },
      { Cookie: other.cookie },
    );
    expect(notMine.status).toBe(404);
    expect(await passkeysOf(account)).toHaveLength(1);
    const renamed = await post(
      "/staff/passkeys",
      { intent: "rename", passkeyId: key.id, name: "Blue key" },
      { Cookie: cookie },
    );
    expect(renamed.status).toBe(302);
    expect((await passkeysOf(account))[0].name).toBe("Blue key");
    const removed = await post(
      "/staff/passkeys",
      { intent: "remove", passkeyId: key.id },
      { Cookie: cookie },
    );
    expect(removed.status).toBe(302);
    expect(wordsOf(await page(removed.headers.location as string, cookie))).toContain(
      passkeysCopy.done.removed,
    );
    expect(await passkeysOf(account)).toHaveLength(0);
    key.counter = 10;
    expect((await passkeySignIn(key)).verified.status).toBe(401);
    const actions = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.actorId, account.id));
    expect(actions.map((row) => row.action).sort()).toEqual([
      "passkey.register",
      "passkey.remove",
      "passkey.rename",
    ]);
  });

  it("passkeys for everyone: password and code are refused where a passkey exists, and an account without one adds one first", async () => {
    const { account: admin, cookie: adminCookie } = await signedIn("admin");
    const withKey = await signedIn();
    const key = new TestAuthenticator(SITE);
    expect((await addPasskey(withKey.cookie, key)).status).toBe(200);
    const without = await newAccount();
    const accounts = await page("/staff/accounts", adminCookie);
    expect(wordsOf(accounts)).toContain(staffAccountsCopy.states.passkeys(1));

    const { cookie: staffCookie } = await signedIn();
    const notAdmin = await post(
      "/staff/accounts",
      { intent: "passkeys-required", required: "yes" },
      { Cookie: staffCookie },
    );
    expect(notAdmin.status).toBe(403);

    // Not before the administrator's own account has one: it would lock them out of this page.
    const early = await post(
      "/staff/accounts",
      { intent: "passkeys-required", required: "yes" },
      { Cookie: adminCookie },
    );
    expect(early.status).toBe(409);
    expect(wordsOf(early)).toContain(passkeysRequiredCopy.ownFirst.slice(0, 30));
    expect((await addPasskey(adminCookie, new TestAuthenticator(SITE), "Admin laptop")).status).toBe(200);
    const on = await post(
      "/staff/accounts",
      { intent: "passkeys-required", required: "yes" },
      { Cookie: adminCookie },
    );
    expect(on.status).toBe(302);
    expect(on.headers.location).toBe("/staff/accounts?done=passkeys-required");
    const [changed] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "settings.passkeys-required"), eq(auditLog.actorId, admin.id)));
    expect(changed.detail).toEqual({ required: 1 });

    // The account with a passkey: its right password and code are refused, its passkey works.
    // (Its current code signed it in above: a code counts once, so the next step's.)
    const refused = await signIn(withKey.account, { code: nextCode(withKey.account) });
    expect(refused.status).toBe(403);
    expect(wordsOf(refused).replace(/&#x27;/g, "'")).toContain(staffSignInCopy.usePasskey.slice(0, 40));
    expect(sessionCookie(refused)).toBeUndefined();
    expect((await passkeySignIn(key)).verified.status).toBe(200);

    // The account without one signs in, and every page sends it to add one.
    const signedInWithout = await signIn(without);
    expect(signedInWithout.status).toBe(302);
    const cookie = sessionCookie(signedInWithout)!;
    const leads = await page("/staff/leads", cookie);
    expect(leads.status).toBe(302);
    expect(leads.headers.location).toBe("/staff/passkeys");
    const passkeysPage = await page("/staff/passkeys", cookie);
    expect(passkeysPage.status).toBe(200);
    expect(wordsOf(passkeysPage)).toContain(passkeysCopy.required.slice(0, 40));
    expect((await addPasskey(cookie, new TestAuthenticator(SITE), "Phone")).status).toBe(200);
    expect((await page("/staff/leads", cookie)).status).toBe(200);

    // Off again: password and code sign in as before.
    const off = await post(
      "/staff/accounts",
      { intent: "passkeys-required", required: "no" },
      { Cookie: adminCookie },
    );
    expect(off.headers.location).toBe("/staff/accounts?done=passkeys-optional");
    // (The refused attempt above claimed no code: the same one signs in now.)
    expect((await signIn(withKey.account, { code: nextCode(withKey.account) })).status).toBe(302);
  });
});
