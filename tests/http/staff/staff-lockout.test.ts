/**
 * The sign-in lockout: failures counted per account, address and both, concurrent guesses
 * checked no more than the allowance, unknown emails answered as known ones, and the ways a lock
 * is lifted (an administrator, npm run staff -- reset). Setup in tests/support/back-office.ts.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../../app/db/schema";
import { resetStaffAccount, SCRYPT_COST } from "../../../app/services/staff/accounts.server";
import { LOCKOUT, signInTrouble } from "../../../app/services/staff/lockout.server";
import { testContext } from "../../support/context";
import { testBackends, type TestDatabase } from "../../support/database";
import {
  countingChecks,
  PASSWORD,
  sessionCookie,
  TEST_CLIENT,
  useStaffServer,
  wordsOf,
} from "../../support/back-office";

// Every sign-in hashes a password with scrypt at its real cost: generous time on a busy machine.
describe.each(testBackends())("the back office on %s: lockout", { timeout: 120_000 }, (backend) => {
  const setup = useStaffServer(backend);
  const { serverChecks, newAccount, post, signIn, attempt, lockEmails, signedIn, page } = setup;
  let database: TestDatabase;
  beforeAll(() => {
    ({ database } = setup.current);
  });

  // Eleven scrypt hashes (about 0.2 s each on an idle machine, seconds on a busy one).
  it(
    "locks an account from one address after 10 failures for 15 minutes and emails its owner",
    { timeout: 180_000 },
    async () => {
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
      expect(mail[0].textBody).toContain(
        "10 failed attempts to sign in to your staff account from one connection",
      );
      expect(mail[0].textBody).toMatch(
        /for 15 minutes, until \w{3} \d{1,2} \w{3} \d{4}, \d{2}:\d{2} \(Budapest time\)\./,
      );
    },
  );

  // Through the server, with scrypt at its real cost: before the slot was taken first, all 40 were checked.
  it(
    "checks no more than 10 of 40 simultaneous wrong guesses at an account; the rest are refused as locked",
    { timeout: 180_000 },
    async () => {
      const account = await newAccount();
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) => signIn(account, { password: `wrong password ${i}` })),
      );
      expect(serverChecks.checked).toHaveLength(LOCKOUT.attempts.emailFromAddress);
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 401)).toHaveLength(LOCKOUT.attempts.emailFromAddress);
      expect(statuses.filter((status) => status === 429)).toHaveLength(
        40 - LOCKOUT.attempts.emailFromAddress,
      );
      expect(await lockEmails()).toHaveLength(1);
    },
  );

  it(
    "checks no more than 10 of 40 concurrent wrong guesses, with a correct sign-in among them",
    { timeout: 180_000 },
    async () => {
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
    },
  );

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
    expect(await attempt(account, { password: PASSWORD, now: at(3) })).toEqual({
      ok: false,
      reason: "locked",
    });
  });

  it(
    "answers an unknown email as a known one: the same words, the same decoy scrypt, the same lock",
    { timeout: 180_000 },
    async () => {
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
    },
  );

  it("a stranger's wrong guesses do not lock the real user out; many strangers' do, for 15 minutes", async () => {
    const account = await newAccount();
    const stranger = "198.51.100.7";
    const guesses = await Promise.all(
      Array.from({ length: 40 }, () => attempt(account, { address: stranger })),
    );
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
    expect(mail.at(-1)!.textBody).toContain(
      "100 failed attempts to sign in to your staff account, from several connections",
    );
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
    expect(
      (await post("/staff/accounts", { intent: "unlock", accountId: locked.id }, { Cookie: staffCookie }))
        .status,
    ).toBe(403);

    const { account: admin, cookie } = await signedIn("admin");
    const list = await page("/staff/accounts", cookie);
    expect(list.text).toContain("Sign-in locked until");
    expect(list.text).toContain(`aria-label="Unlock ${locked.email}"`);
    expect(list.text).not.toContain(`aria-label="Unlock ${admin.email}"`);

    const unlock = await post(
      "/staff/accounts",
      { intent: "unlock", accountId: locked.id },
      { Cookie: cookie },
    );
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
    const reset = await resetStaffAccount(testContext(database), account.email);
    expect((await attempt(reset, { password: PASSWORD })).ok).toBe(true);
  });
});
