/**
 * The back office's door: signing in with a password and a TOTP code, sessions that end when
 * idle or old and rotate at sign-in, staff POSTs from our own origin only, and admin pages for
 * administrators only. Setup in tests/support/back-office.ts.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, leads, staffSessions } from "../../../app/db/schema";
import { createLead } from "../../../app/services/leads/leads.server";
import { totpCode } from "../../../app/services/staff/accounts.server";
import { currentStaff, SESSION_LIFETIME_MS, startSession } from "../../../app/services/staff/session.server";
import { at as atTime, testContext } from "../../support/context";
import { testBackends, type TestDatabase } from "../../support/database";
import type { TestServer } from "../../support/http-server";
import { cookiesOf, send, sessionCookie, SITE, useStaffServer } from "../../support/back-office";

// Every sign-in hashes a password with scrypt at its real cost: generous time on a busy machine.
describe.each(testBackends())("the back office on %s: sign-in", { timeout: 120_000 }, (backend) => {
  const setup = useStaffServer(backend);
  const { newAccount, post, signIn, signedIn, page } = setup;
  let database: TestDatabase;
  let server: TestServer;
  beforeAll(() => {
    ({ database, server } = setup.current);
  });

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

  it("ends a session idle for 8 hours; rotates the session at sign-in; signs out everywhere", async () => {
    // Three sign-ins of one account: codes of three successive time steps (a code counts once).
    const account = await newAccount();
    const first = await signIn(account, {
      code: totpCode(account.totpSecret, new Date(Date.now() - 30_000)),
    });
    const cookie = sessionCookie(first)!;
    await database.db
      .update(staffSessions)
      .set({ lastSeenAt: new Date(Date.now() - 8 * 60 * 60_000 - 1000) });
    const expired = await page("/staff/leads", cookie);
    expect(expired.status).toBe(302);
    expect(expired.headers.location).toContain("/staff/sign-in");

    // Signing in again with the old cookie ends that session and starts a new one.
    const again = await signIn(account, { cookie });
    const fresh = sessionCookie(again)!;
    expect(fresh).not.toBe(cookie);
    expect(await database.db.$count(staffSessions)).toBe(1);

    const second = await signIn(account, {
      code: totpCode(account.totpSecret, new Date(Date.now() + 30_000)),
    });
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
    const ctx = testContext(database, { settings: { siteUrl: SITE } });
    const mine = cookieOf(await startSession(atTime(ctx, at(0)), blank, account.id));
    const theirs = cookieOf(await startSession(atTime(ctx, at(0)), blank, other.id));
    const asBrowser = (cookie: string) => new Request(`${SITE}/staff/leads`, { headers: { Cookie: cookie } });

    // In use every four hours for the whole week: still signed in at the very end of it.
    for (let time = hours(4); time <= SESSION_LIFETIME_MS; time += hours(4)) {
      expect(await currentStaff(atTime(ctx, at(time)), asBrowser(mine))).toMatchObject({
        id: account.id,
      });
    }
    // A minute later it is over, though it was used a minute ago.
    expect(await currentStaff(atTime(ctx, at(SESSION_LIFETIME_MS + 60_000)), asBrowser(mine))).toBeNull();
    expect(await database.db.$count(staffSessions, eq(staffSessions.accountId, account.id))).toBe(0);

    // Another week-old session, active a minute ago, is cleared by whoever signs in next.
    await database.db
      .update(staffSessions)
      .set({ lastSeenAt: at(SESSION_LIFETIME_MS) })
      .where(eq(staffSessions.accountId, other.id));
    await startSession(atTime(ctx, at(SESSION_LIFETIME_MS + 60_000)), blank, account.id);
    expect(await database.db.$count(staffSessions, eq(staffSessions.accountId, other.id))).toBe(0);
    expect(await currentStaff(atTime(ctx, at(SESSION_LIFETIME_MS + 60_000)), asBrowser(theirs))).toBeNull();
  });

  it("refuses a staff POST from another origin, or with none, with 403", async () => {
    const { cookie } = await signedIn();
    const { id } = await createLead(
      testContext(database, { settings: { clinicInbox: "clinic@clinic.example", siteUrl: SITE } }),
      {
        formId: "contact",
        submission: { name: "Ann Patient", email: "ann@example.com", message: "Veneers?" },
      },
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

    const same = await post(
      `/staff/leads/${id}`,
      { intent: "save", status: "contacted", assigneeId: "" },
      { Cookie: cookie },
    );
    expect(same.status).toBe(302);
    const [after] = await database.db.select().from(leads).where(eq(leads.id, id));
    expect(after.status).toBe("contacted");
  });

  it("keeps a staff account out of the admin pages", async () => {
    const { cookie } = await signedIn("staff");
    expect((await page("/staff/audit", cookie)).status).toBe(403);
    expect((await page("/staff/accounts", cookie)).status).toBe(403);
    const admin = await newAccount("admin");
    const remove = await post(
      "/staff/accounts",
      { intent: "remove", accountId: admin.id },
      { Cookie: cookie },
    );
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
});
