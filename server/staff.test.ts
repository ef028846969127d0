import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  auditLog,
  consultationBookings,
  leadNotes,
  leads,
  newsletterSubscribers,
  outbox,
  staffSessions,
} from "../app/db/schema";
import { createLead } from "../app/services/leads.server";
import { subscribeToNewsletter } from "../app/services/newsletter.server";
import { subjectHash } from "../app/services/audit.server";
import {
  addStaffAccount,
  resetStaffAccount,
  SCRYPT_COST,
  signIn as checkSignIn,
  totpCode,
  verifyPassword,
  type SignInAttempt,
  type SignInChecks,
  type StaffAccount,
} from "../app/services/staff-accounts.server";
import { LOCKOUT, signInTrouble } from "../app/services/staff-lockout.server";
import { currentStaff, SESSION_LIFETIME_MS, startSession } from "../app/services/staff-session.server";
import { createTestDatabase, testBackends, truncateAll, type TestDatabase } from "../tests/support/database";
import { rawRequest, type RawAnswer } from "../tests/support/raw-http";
import { startTestServer, type TestServer } from "../tests/support/http-server";
import { proposedEventDates } from "../app/services/bookings/days.server";

const SITE = "http://localhost:3000";
const PASSWORD = "a long staff password";

type Answer = RawAnswer;

/** A raw HTTP request, so Origin, Cookie and the rest are exactly what the test says. */
function send(
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
const wordsOf = (answer: Answer) => answer.text.replace(/nonce="[^"]*"/g, "");

/** The server's rate-limit key for this test's own requests (server/edge.ts's clientKey). */
const TEST_CLIENT = "127.0.0.1";

/** A password check that counts what it checked (the real scrypt check underneath). */
function countingChecks(): SignInChecks & { checked: string[] } {
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
const quickChecks: SignInChecks = { verifyPassword: async (password) => password === PASSWORD };

const cookiesOf = (answer: Answer) => (answer.headers["set-cookie"] as string[] | undefined) ?? [];
const sessionCookie = (answer: Answer) =>
  cookiesOf(answer)
    .find((c) => c.startsWith("staff_session=") && !c.includes("Max-Age=0"))
    ?.split(";")[0];

// Every sign-in hashes a password with scrypt at its real cost: generous time on a busy machine.
describe.each(testBackends())("the back office on %s", { timeout: 120_000 }, (backend) => {
  let database: TestDatabase;
  let server: TestServer;
  let accounts = 0;
  /** Every password check the server makes (scrypt, counted). */
  const serverChecks = countingChecks();

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    server = await startTestServer(database, { signInChecks: serverChecks });
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });
  beforeEach(async () => {
    await truncateAll(database);
    serverChecks.checked.length = 0;
  });

  const newAccount = (role: "admin" | "staff" = "staff") =>
    addStaffAccount(database.db, { email: `${role}-${++accounts}@clinic.example`, password: PASSWORD, role });

  const post = (path: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
    send(server.url, { path, form, headers: { Origin: SITE, ...headers } });

  const signIn = (
    account: Pick<StaffAccount, "email" | "totpSecret">,
    { password = PASSWORD, code = totpCode(account.totpSecret), cookie }: { password?: string; code?: string; cookie?: string } = {},
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
      now,
      siteUrl: SITE,
    };
    return checkSignIn(database.db, input, checks);
  };

  const lockEmails = () =>
    database.db.select().from(outbox).where(eq(outbox.kind, "staff-locked")).orderBy(outbox.id);

  async function signedIn(role: "admin" | "staff" = "staff") {
    const account = await newAccount(role);
    const answer = await signIn(account);
    expect(answer.status).toBe(302);
    return { account, cookie: sessionCookie(answer)! };
  }

  const page = (path: string, cookie?: string) =>
    send(server.url, { path, headers: cookie ? { Cookie: cookie } : {} });

  it("signs in with password and TOTP code: a session cookie, then the inbox, never cached or indexed", async () => {
    const account = await newAccount();
    const answer = await signIn(account);
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe("/staff/leads");
    const cookie = cookiesOf(answer).find((c) => c.startsWith("staff_session="))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    // SITE_URL is plain http here (development): no Secure, or the browser would drop it.
    expect(cookie).not.toMatch(/Secure/);

    const inbox = await page("/staff/leads", sessionCookie(answer));
    expect(inbox.status).toBe(200);
    expect(inbox.text).toContain("<h1");
    expect(inbox.text).toContain(account.email);
    expect(inbox.headers["cache-control"]).toBe("no-store");
    expect(inbox.headers["x-robots-tag"]).toContain("noindex");
    expect(inbox.text).toContain('name="robots" content="noindex, nofollow"');

    const anonymous = await page("/staff/leads");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.location).toBe("/staff/sign-in?next=%2Fstaff%2Fleads");
  });

  it("refuses a wrong code, a wrong password and a code used before, saying the same each time", async () => {
    const account = await newAccount();
    const wrongCode = await signIn(account, {
      code: totpCode(account.totpSecret, new Date(Date.now() + 5 * 60_000)),
    });
    expect(wrongCode.status).toBe(401);
    expect(wrongCode.text).toContain("The email, password or code is not right.");
    expect(sessionCookie(wrongCode)).toBeUndefined();

    const wrongPassword = await signIn(account, { password: "not the password at all" });
    expect(wrongPassword.status).toBe(401);
    expect(sessionCookie(wrongPassword)).toBeUndefined();

    const unknown = await signIn({ email: "nobody@clinic.example", totpSecret: account.totpSecret });
    expect(unknown.status).toBe(401);

    const code = totpCode(account.totpSecret);
    expect((await signIn(account, { code })).status).toBe(302);
    const replay = await signIn(account, { code });
    expect(replay.status).toBe(401);
  });

  // Eleven scrypt hashes (about 0.2 s each on an idle machine, seconds on a busy one).
  it("locks an account from one address after 10 failures for 15 minutes and emails its owner", { timeout: 180_000 }, async () => {
    const account = await newAccount();
    for (let i = 0; i < 10; i++) {
      expect((await signIn(account, { password: `wrong password ${i}` })).status).toBe(401);
    }
    const locked = await signIn(account);
    expect(locked.status).toBe(429);
    expect(locked.headers["retry-after"]).toBe(String(15 * 60));
    expect(locked.text).toContain("locked for 15 minutes");
    expect(sessionCookie(locked)).toBeUndefined();
    const mail = await lockEmails();
    expect(mail).toHaveLength(1);
    expect(mail[0].recipient).toBe(account.email);
    expect(mail[0].subject).toContain("locked for 15 minutes");
    expect(mail[0].textBody).toContain("10 failed attempts to sign in to your staff account from one connection");
    expect(mail[0].textBody).toMatch(/for 15 minutes, until \w{3} \d{1,2} \w{3} \d{4}, \d{2}:\d{2} \(Budapest time\)\./);
  });

  // Through the server, with scrypt at its real cost: before the slot was taken first, all 40 were checked.
  it("checks no more than 10 of 40 simultaneous wrong guesses at an account; the rest are refused as locked", { timeout: 180_000 }, async () => {
    const account = await newAccount();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signIn(account, { password: `wrong password ${i}` })),
    );
    expect(serverChecks.checked).toHaveLength(LOCKOUT.attempts.emailFromAddress);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOCKOUT.attempts.emailFromAddress);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - LOCKOUT.attempts.emailFromAddress);
    expect(await lockEmails()).toHaveLength(1);
  });

  it("checks no more than 10 of 40 concurrent wrong guesses, with a correct sign-in among them", { timeout: 180_000 }, async () => {
    const account = await newAccount();
    const checks = countingChecks();
    const guess = (i: number) => attempt(account, { password: `wrong ${i}`, checks });
    // The right one starts fifth: it is checked alongside wrong guesses, inside the burst.
    const first = Array.from({ length: 4 }, (_, i) => guess(i));
    const right = attempt(account, { password: PASSWORD, checks });
    const rest = Array.from({ length: 36 }, (_, i) => guess(4 + i));
    const [rightResult, ...wrongResults] = await Promise.all([right, ...first, ...rest]);
    const wrongChecked = wrongResults.filter((result) => !result.ok && result.reason === "invalid");
    expect(wrongChecked.length).toBeLessThanOrEqual(LOCKOUT.attempts.emailFromAddress);
    expect(checks.checked.length).toBe(wrongChecked.length + (rightResult.ok ? 1 : 0));
    // Signed in or refused as locked (if it came after the tenth): either way the count stands.
    expect(rightResult.ok || rightResult.reason === "locked").toBe(true);
    const before = checks.checked.length;
    const next = await attempt(account, { password: "one more guess", checks });
    expect(next).toEqual({ ok: false, reason: "locked" });
    expect(checks.checked.length).toBe(before);
  });

  it("counts each of many simultaneous attempts once, across emails and addresses", async () => {
    const people = await Promise.all([newAccount(), newAccount(), newAccount()]);
    const addresses = ["192.0.2.1", "192.0.2.2", "2001:db8:1:2::/64", TEST_CLIENT];
    const results = await Promise.all(
      people.flatMap((person) =>
        addresses.flatMap((address) => Array.from({ length: 5 }, () => attempt(person, { address }))),
      ),
    );
    expect(results.every((result) => !result.ok && result.reason === "invalid")).toBe(true);
    // 20 wrong guesses at each account, as its administrator sees them.
    const trouble = await signInTrouble(
      database.db,
      people.map((person) => person.email),
    );
    expect(people.map((person) => trouble.get(person.email)?.failures)).toEqual([20, 20, 20]);
    // Five at each email from each address: five more from one, and the next is refused.
    for (let i = 0; i < 5; i++) {
      expect(await attempt(people[0], { address: "192.0.2.1" })).toEqual({ ok: false, reason: "invalid" });
    }
    expect(await attempt(people[0], { address: "192.0.2.1" })).toEqual({ ok: false, reason: "locked" });
  });

  it("a correct sign-in gives back its own attempt and no one else's", async () => {
    const account = await newAccount();
    const start = Date.now();
    const at = (step: number) => new Date(start + step * 30_000);
    for (let i = 0; i < LOCKOUT.attempts.emailFromAddress - 1; i++) {
      expect(await attempt(account, { now: at(0) })).toEqual({ ok: false, reason: "invalid" });
    }
    expect((await attempt(account, { password: PASSWORD, now: at(1) })).ok).toBe(true);
    // Nine wrong guesses still count: one more is checked, the next is refused.
    expect(await attempt(account, { now: at(2) })).toEqual({ ok: false, reason: "invalid" });
    expect(await attempt(account, { now: at(2) })).toEqual({ ok: false, reason: "locked" });
    expect(await attempt(account, { password: PASSWORD, now: at(3) })).toEqual({ ok: false, reason: "locked" });
  });

  it("answers an unknown email as a known one: the same words, the same decoy scrypt, the same lock", { timeout: 180_000 }, async () => {
    const account = await newAccount();
    const unknown = { email: "nobody@clinic.example", totpSecret: account.totpSecret };

    const known401 = await signIn(account, { password: "not the password" });
    const unknown401 = await signIn(unknown, { password: "not the password" });
    expect(unknown401.status).toBe(401);
    expect(wordsOf(unknown401)).toBe(wordsOf(known401));
    // The unknown email's password was checked too, by scrypt at the accounts' cost, against a decoy.
    expect(serverChecks.checked).toHaveLength(2);
    const [knownHash, decoy] = serverChecks.checked;
    expect(knownHash).toBe(account.passwordHash);
    expect(decoy.split("$").slice(0, 4)).toEqual(["scrypt", ...Object.values(SCRYPT_COST).map(String)]);
    expect(decoy).not.toBe(account.passwordHash);

    // Both locked from this address after the same count (one guess each went through the
    // server above), then answered alike.
    for (const who of [account, unknown]) {
      for (let i = 2; i <= LOCKOUT.attempts.emailFromAddress; i++) {
        expect(await attempt(who)).toEqual({ ok: false, reason: "invalid" });
      }
      expect(await attempt(who)).toEqual({ ok: false, reason: "locked" });
    }
    const knownLocked = await signIn(account);
    const unknownLocked = await signIn(unknown);
    expect(knownLocked.status).toBe(429);
    expect(unknownLocked.status).toBe(429);
    expect(wordsOf(unknownLocked)).toBe(wordsOf(knownLocked));
    // From another address, neither is locked.
    expect(await attempt(account, { address: "203.0.113.9" })).toEqual({ ok: false, reason: "invalid" });
    expect(await attempt(unknown, { address: "203.0.113.9" })).toEqual({ ok: false, reason: "invalid" });
    // Only a real account's owner is told.
    expect((await lockEmails()).map((mail) => mail.recipient)).toEqual([account.email]);
  });

  it("a stranger's wrong guesses do not lock the real user out; many strangers' do, for 15 minutes", async () => {
    const account = await newAccount();
    const stranger = "198.51.100.7";
    const guesses = await Promise.all(Array.from({ length: 40 }, () => attempt(account, { address: stranger })));
    expect(guesses.filter((result) => !result.ok && result.reason === "invalid")).toHaveLength(10);
    // The real user, from their own address, through the server: in.
    const own = await signIn(account);
    expect(own.status).toBe(302);

    // Nine more addresses guess ten times each: 100 on the account from everywhere.
    for (let n = 1; n < 10; n++) {
      for (let i = 0; i < 10; i++) await attempt(account, { address: `198.51.100.${10 + n}` });
    }
    // The next guess, from anywhere, locks the account for everyone, the real user too.
    expect(await attempt(account, { address: "198.51.100.99" })).toEqual({ ok: false, reason: "locked" });
    const start = Date.now();
    expect(
      await attempt(account, { password: PASSWORD, now: new Date(start + 30_000), address: "192.0.2.1" }),
    ).toEqual({ ok: false, reason: "locked" });
    const mail = await lockEmails();
    expect(mail.at(-1)!.textBody).toContain("100 failed attempts to sign in to your staff account, from several connections");
    // For 15 minutes, not longer.
    const later = new Date(start + LOCKOUT.lockMs + 60_000);
    expect((await attempt(account, { password: PASSWORD, now: later, address: "192.0.2.1" })).ok).toBe(true);
  });

  it("locks an address after 30 attempts, whichever emails they named", async () => {
    const account = await newAccount();
    for (let i = 0; i < 30; i++) {
      expect(await attempt({ email: `guess-${i}@clinic.example`, totpSecret: account.totpSecret })).toEqual({
        ok: false,
        reason: "invalid",
      });
    }
    const locked = await signIn(account);
    expect(locked.status).toBe(429);
    // Nobody's account was named ten times: no email goes out.
    expect(await lockEmails()).toHaveLength(0);
    // The account itself is not locked: from elsewhere it signs in.
    expect((await attempt(account, { password: PASSWORD, address: "192.0.2.1" })).ok).toBe(true);
  });

  it("an administrator unlocks an account on the accounts page; the audit log says so", async () => {
    const locked = await newAccount();
    for (let i = 0; i <= LOCKOUT.attempts.emailFromAddress; i++) await attempt(locked);
    expect((await signIn(locked)).status).toBe(429);

    const { cookie: staffCookie } = await signedIn("staff");
    expect((await post("/staff/accounts", { intent: "unlock", accountId: locked.id }, { Cookie: staffCookie })).status).toBe(403);

    const { account: admin, cookie } = await signedIn("admin");
    const list = await page("/staff/accounts", cookie);
    expect(list.text).toContain("Sign-in locked until");
    expect(list.text).toContain(`aria-label="Unlock ${locked.email}"`);
    expect(list.text).not.toContain(`aria-label="Unlock ${admin.email}"`);

    const unlock = await post("/staff/accounts", { intent: "unlock", accountId: locked.id }, { Cookie: cookie });
    expect(unlock.status).toBe(302);
    expect(unlock.headers.location).toBe("/staff/accounts?done=unlocked");
    const after = await page("/staff/accounts?done=unlocked", cookie);
    expect(after.text).toContain("Its sign-in lock is lifted");
    expect(after.text).not.toContain(`aria-label="Unlock ${locked.email}"`);
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, "account.unlock"));
    expect(entry).toMatchObject({ actorId: admin.id, subject: `account:${locked.id}` });
    expect(entry.detail).toMatchObject({ countersCleared: 2 });

    expect((await signIn(locked)).status).toBe(302);
  });

  it("npm run staff -- reset lifts an account's lock", async () => {
    const account = await newAccount();
    for (let i = 0; i <= LOCKOUT.attempts.emailFromAddress; i++) await attempt(account);
    expect(await attempt(account, { password: PASSWORD })).toEqual({ ok: false, reason: "locked" });
    const reset = await resetStaffAccount(database.db, account.email);
    expect((await attempt(reset, { password: PASSWORD })).ok).toBe(true);
  });

  it("ends a session idle for 8 hours; rotates the session at sign-in; signs out everywhere", async () => {
    // Three sign-ins of one account: codes of three successive time steps (a code counts once).
    const account = await newAccount();
    const first = await signIn(account, { code: totpCode(account.totpSecret, new Date(Date.now() - 30_000)) });
    const cookie = sessionCookie(first)!;
    await database.db.update(staffSessions).set({ lastSeenAt: new Date(Date.now() - 8 * 60 * 60_000 - 1000) });
    const expired = await page("/staff/leads", cookie);
    expect(expired.status).toBe(302);
    expect(expired.headers.location).toContain("/staff/sign-in");

    // Signing in again with the old cookie ends that session and starts a new one.
    const again = await signIn(account, { cookie });
    const fresh = sessionCookie(again)!;
    expect(fresh).not.toBe(cookie);
    expect(await database.db.$count(staffSessions)).toBe(1);

    const second = await signIn(account, { code: totpCode(account.totpSecret, new Date(Date.now() + 30_000)) });
    expect(second.status).toBe(302);
    const other = sessionCookie(second)!;
    expect((await page("/staff/leads", other)).status).toBe(200);
    const out = await post("/staff/sign-out", { everywhere: "yes" }, { Cookie: fresh });
    expect(out.status).toBe(302);
    expect((await page("/staff/leads", fresh)).status).toBe(302);
    expect((await page("/staff/leads", other)).status).toBe(302);
  });

  it("ends a session 7 days after sign-in, however active it has been", async () => {
    const account = await newAccount();
    const other = await newAccount();
    const signedInAt = Date.now();
    const at = (ms: number) => new Date(signedInAt + ms);
    const hours = (n: number) => n * 60 * 60_000;
    const cookieOf = (setCookie: string) => setCookie.split(";")[0];
    const blank = new Request(`${SITE}/staff/sign-in`);
    const mine = cookieOf(await startSession(database.db, blank, SITE, account.id, at(0)));
    const theirs = cookieOf(await startSession(database.db, blank, SITE, other.id, at(0)));
    const asBrowser = (cookie: string) => new Request(`${SITE}/staff/leads`, { headers: { Cookie: cookie } });

    // In use every four hours for the whole week: still signed in at the very end of it.
    for (let time = hours(4); time <= SESSION_LIFETIME_MS; time += hours(4)) {
      expect(await currentStaff(database.db, asBrowser(mine), SITE, at(time))).toMatchObject({ id: account.id });
    }
    // A minute later it is over, though it was used a minute ago.
    expect(await currentStaff(database.db, asBrowser(mine), SITE, at(SESSION_LIFETIME_MS + 60_000))).toBeNull();
    expect(await database.db.$count(staffSessions, eq(staffSessions.accountId, account.id))).toBe(0);

    // Another week-old session, active a minute ago, is cleared by whoever signs in next.
    await database.db
      .update(staffSessions)
      .set({ lastSeenAt: at(SESSION_LIFETIME_MS) })
      .where(eq(staffSessions.accountId, other.id));
    await startSession(database.db, blank, SITE, account.id, at(SESSION_LIFETIME_MS + 60_000));
    expect(await database.db.$count(staffSessions, eq(staffSessions.accountId, other.id))).toBe(0);
    expect(await currentStaff(database.db, asBrowser(theirs), SITE, at(SESSION_LIFETIME_MS + 60_000))).toBeNull();
  });

  it("refuses a staff POST from another origin, or with none, with 403", async () => {
    const { cookie } = await signedIn();
    const { id } = await createLead(
      database.db,
      { formId: "contact", submission: { name: "Ann Patient", email: "ann@example.com", message: "Veneers?" } },
      { clinicInbox: "clinic@clinic.example", siteUrl: SITE },
    );
    const foreign = await post(
      `/staff/leads/${id}`,
      { intent: "save", status: "contacted", assigneeId: "" },
      { Cookie: cookie, Origin: "https://evil.example" },
    );
    expect(foreign.status).toBe(403);
    const none = await send(server.url, {
      path: `/staff/leads/${id}`,
      form: { intent: "save", status: "contacted", assigneeId: "" },
      headers: { Cookie: cookie },
    });
    expect(none.status).toBe(403);
    const foreignSignIn = await send(server.url, {
      path: "/staff/sign-in",
      form: { email: "a@clinic.example", password: "x", code: "123456" },
      headers: { Origin: "https://evil.example" },
    });
    expect(foreignSignIn.status).toBe(403);
    const [lead] = await database.db.select().from(leads).where(eq(leads.id, id));
    expect(lead.status).toBe("new");

    const same = await post(`/staff/leads/${id}`, { intent: "save", status: "contacted", assigneeId: "" }, { Cookie: cookie });
    expect(same.status).toBe(302);
    const [after] = await database.db.select().from(leads).where(eq(leads.id, id));
    expect(after.status).toBe("contacted");
  });

  it("keeps a staff account out of the admin pages", async () => {
    const { cookie } = await signedIn("staff");
    expect((await page("/staff/audit", cookie)).status).toBe(403);
    expect((await page("/staff/accounts", cookie)).status).toBe(403);
    const admin = await newAccount("admin");
    const remove = await post("/staff/accounts", { intent: "remove", accountId: admin.id }, { Cookie: cookie });
    expect(remove.status).toBe(403);
    const erase = await post(
      "/staff/gdpr",
      { intent: "erase", email: "ann@example.com", confirm: "ann@example.com" },
      { Cookie: cookie },
    );
    expect(erase.status).toBe(403);
    expect(await database.db.$count(auditLog)).toBe(0);

    const { cookie: adminCookie } = await signedIn("admin");
    expect((await page("/staff/audit", adminCookie)).status).toBe(200);
    expect((await page("/staff/accounts", adminCookie)).status).toBe(200);
  });

  it("notes, assigns and exports the current filter as CSV", async () => {
    const { account, cookie } = await signedIn();
    const settings = { clinicInbox: "clinic@clinic.example", siteUrl: SITE };
    const { id } = await createLead(
      database.db,
      { formId: "quote", submission: { name: "Bea Patient", email: "bea@example.com", treatment: "Cosmetic Dentistry", message: "How much?" } },
      settings,
    );
    await createLead(
      database.db,
      { formId: "contact", submission: { name: "Cat Patient", email: "cat@example.com", message: "Implants" } },
      settings,
    );
    expect(
      (
        await post(
          `/staff/leads/${id}`,
          { intent: "save", status: "new", assigneeId: account.id, note: "Called her back" },
          { Cookie: cookie },
        )
      ).status,
    ).toBe(302);
    const notes = await database.db.select().from(leadNotes);
    expect(notes.map((n) => n.body)).toEqual(["Called her back"]);
    const leadPage = await page(`/staff/leads/${id}`, cookie);
    expect(leadPage.text).toContain("Called her back");
    expect(leadPage.text).toContain("How much?");

    const csv = await page("/staff/leads/export?q=bea&form=quote", cookie);
    expect(csv.status).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    const lines = csv.text.trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Received \(Budapest time\),Name,Email,/);
    expect(lines[1]).toContain("bea@example.com");
    expect(lines[1]).toContain(account.email);
    expect((await page("/staff/leads/export?q=bea")).status).toBe(302);
  });

  it("erases a person everywhere and leaves an audit row without their data", async () => {
    const { cookie } = await signedIn("admin");
    const email = "erin.patient@example.com";
    const settings = { clinicInbox: "clinic@clinic.example", siteUrl: SITE };
    const { id } = await createLead(
      database.db,
      { formId: "contact", submission: { name: "Erin Patient", email, phone: "+44 7700 900123", message: "Crowns" } },
      settings,
    );
    await database.db.insert(leadNotes).values({ leadId: id, body: "Erin wants May" });
    await subscribeToNewsletter(database.db, { email: "Erin.Patient@example.com" }, { siteUrl: SITE });
    // One email already sent, one still waiting.
    const [first] = await database.db.select().from(outbox).where(eq(outbox.kind, "lead-ack"));
    await database.db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, first.id));
    const eventDate = proposedEventDates()[0];
    await database.db.insert(consultationBookings).values([
      { sessionId: "cs_paid", provider: "test", status: "scheduled", eventDate, amountCents: 5000, currency: "eur", customerEmail: email, paidAt: new Date(), appointmentDate: eventDate, appointmentTime: "10:00" },
      { sessionId: "cs_open", provider: "test", status: "cancelled", eventDate, amountCents: 5000, currency: "eur", customerEmail: email },
    ]);

    const found = await post("/staff/gdpr", { intent: "search", email }, { Cookie: cookie });
    expect(found.status).toBe(200);
    expect(found.text).toMatch(/Leads(<!-- -->)?: (<!-- -->)?1</);

    const exported = await post("/staff/gdpr/export", { email }, { Cookie: cookie });
    expect(exported.headers["content-type"]).toContain("application/json");
    const record = JSON.parse(exported.text) as Record<string, unknown[]>;
    expect(record.leads).toHaveLength(1);
    expect(record.bookings).toHaveLength(2);
    expect(record.subscriptions).toHaveLength(1);

    const unconfirmed = await post("/staff/gdpr", { intent: "erase", email }, { Cookie: cookie });
    expect(unconfirmed.status).toBe(400);
    expect(await database.db.$count(leads)).toBe(1);

    const erased = await post("/staff/gdpr", { intent: "erase", email, confirm: email }, { Cookie: cookie });
    expect(erased.status).toBe(200);
    expect(erased.text).toContain("Erased: 1 leads");

    // Nowhere in the database: every text column of every table, searched for the address and the name.
    for (const needle of ["erin.patient@example.com", "Erin Patient", "+44 7700 900123"]) {
      const tables = await database.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public'`,
      );
      for (const { table_name } of (tables as unknown as { rows: { table_name: string }[] }).rows ?? (tables as unknown as { table_name: string }[])) {
        const hits = await database.db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table_name)} t where lower(t::text) like ${`%${needle.toLowerCase()}%`}`,
        );
        const rows = (hits as unknown as { rows?: { n: number }[] }).rows ?? (hits as unknown as { n: number }[]);
        expect(Number(rows[0].n), `${needle} in ${table_name}`).toBe(0);
      }
    }
    expect(await database.db.$count(newsletterSubscribers)).toBe(0);
    expect(await database.db.$count(leadNotes)).toBe(0);
    const bookings = await database.db.select().from(consultationBookings);
    expect(bookings.map((b) => [b.sessionId, b.customerEmail])).toEqual([["cs_paid", null]]);
    const sent = await database.db.select().from(outbox).where(eq(outbox.id, first.id));
    expect(sent[0].textBody).toBe("");

    const audit = await database.db.select().from(auditLog).orderBy(auditLog.id);
    expect(audit.map((row) => row.action)).toEqual(["gdpr.search", "gdpr.export", "gdpr.erase"]);
    expect(audit[2].subject).toBe(subjectHash(email));
    expect(audit[2].detail).toMatchObject({ leadsDeleted: 1, paidBookingsAnonymised: 1, unpaidBookingsDeleted: 1 });
  });
});
