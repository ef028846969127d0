/**
 * An administrator's reset of an account's two-factor and passkeys, through the server as a
 * browser uses it: the owner is emailed (through the outbox) who reset it, when, and a one-time
 * link; until they follow it their password alone signs in nowhere; the link, after the
 * password, sets up an authenticator app or a passkey and signs them in; used twice, superseded
 * or late it is refused with a page that says so.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { staffAccountsCopy, staffSignInCopy, twoFactorSetupCopy } from "../../../app/content/staff-accounts";
import { resetLinkCopy } from "../../../app/content/staff-passkeys";
import {
  auditLog,
  outbox,
  staffAccounts,
  staffPasskeys,
  staffResetLinks,
  staffSessions,
} from "../../../app/db/schema";
import { resetStaffAccount, totpCode, type StaffAccount } from "../../../app/services/staff/accounts.server";
import { testContext } from "../../support/context";
import { testBackends, type TestDatabase } from "../../support/database";
import {
  cookiesOf,
  PASSWORD,
  sessionCookie,
  SITE,
  useStaffServer,
  type Answer,
} from "../../support/back-office";
import { TestAuthenticator } from "../../support/passkey-authenticator";

/** The page's words as a person reads them (React writes apostrophes and quotes as entities). */
const textOf = (answer: Answer) =>
  answer.text
    .replace(/nonce="[^"]*"/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');
const cookieNamed = (answer: Answer, name: string) =>
  cookiesOf(answer)
    .find((c) => c.startsWith(`${name}=`) && !c.includes("Max-Age=0"))
    ?.split(";")[0];
const json = (answer: Answer) => JSON.parse(answer.text) as Record<string, never>;
const LINK = new RegExp(`${SITE}/staff/reset/([A-Za-z0-9_-]{43})`);

describe.each(testBackends())("reset links on %s", { timeout: 120_000 }, (backend) => {
  const setup = useStaffServer(backend);
  const { post, signIn, signedIn, page } = setup;
  let database: TestDatabase;
  beforeAll(() => {
    ({ database } = setup.current);
  });

  const mailsTo = (email: string) =>
    database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, email), eq(outbox.kind, "staff-reset")))
      .orderBy(outbox.id);
  const accountRow = async (account: Pick<StaffAccount, "id">) =>
    (await database.db.select().from(staffAccounts).where(eq(staffAccounts.id, account.id)))[0];

  /** An administrator resets `nurse`'s two-factor and passkeys; the link from the owner's email. */
  async function reset(adminCookie: string, nurse: Pick<StaffAccount, "id" | "email">) {
    const answer = await post(
      "/staff/accounts",
      { intent: "reset-two-factor", accountId: nurse.id },
      { Cookie: adminCookie },
    );
    expect(answer.status).toBe(302);
    const mails = await mailsTo(nurse.email);
    const token = mails.at(-1)!.textBody.match(LINK)![1];
    return { answer, mail: mails.at(-1)!, token };
  }

  /** The link's password step: the setup (its ticket and new key) when it was right. */
  async function passwordStep(token: string, password = PASSWORD) {
    const answer = await post(`/staff/reset/${token}`, { intent: "password", password });
    const ticket = answer.text.match(/name="ticket" value="([^"]+)"/)?.[1];
    return { answer, ticket };
  }

  it("emails the owner who reset it, when, and a link; until it is followed the password alone signs in nowhere", async () => {
    const { account: admin, cookie } = await signedIn("admin");
    const { account: nurse, cookie: nurseCookie } = await signedIn("staff");
    await database.db.insert(staffPasskeys).values({
      id: "old-phone-passkey",
      accountId: nurse.id,
      name: "Old phone",
      publicKey: "AA",
      deviceType: "singleDevice",
    });

    const { answer, mail, token } = await reset(cookie, nurse);
    const accounts = await page(answer.headers.location as string, cookie);
    expect(textOf(accounts)).toContain(staffAccountsCopy.done["two-factor-reset"]);
    expect(textOf(accounts)).toContain(staffAccountsCopy.states.setupRequired);
    // The owner's email: who, when (Budapest time), the link and how long it works.
    expect(mail.subject).toBe("Your Budapest Dental Clinic staff sign-in was reset");
    expect(mail.textBody).toContain(`${admin.email} reset the two-factor sign-in of your staff account on `);
    expect(mail.textBody).toMatch(/on \w{3} \d{1,2} \w{3} \d{4}, \d{2}:\d{2} \(Budapest time\)/);
    expect(mail.textBody).toContain("your passkey was removed");
    expect(mail.textBody).toContain("The link works once, until ");
    // Only the token's hash is stored.
    const [link] = await database.db.select().from(staffResetLinks);
    expect(link.tokenHash).not.toContain(token);
    expect(JSON.stringify(link)).not.toContain(token);
    expect(link.expiresAt.getTime() - link.createdAt.getTime()).toBe(24 * 60 * 60_000);

    // Sessions ended, passkeys gone, the old app's codes useless.
    expect((await page("/staff/leads", nurseCookie)).status).toBe(302);
    expect(await database.db.$count(staffSessions, eq(staffSessions.accountId, nurse.id))).toBe(0);
    expect(await database.db.$count(staffPasskeys, eq(staffPasskeys.accountId, nurse.id))).toBe(0);
    const oldCode = await signIn(nurse, { code: totpCode(nurse.totpSecret, new Date(Date.now() + 30_000)) });
    expect(oldCode.status).toBe(401);
    expect(sessionCookie(oldCode)).toBeUndefined();

    // The password alone: no session, no setup, and the answer says where to go.
    const alone = await signIn(nurse, { code: "" });
    expect(alone.status).toBe(401);
    expect(sessionCookie(alone)).toBeUndefined();
    expect(alone.text).not.toContain('name="ticket"');
    expect(textOf(alone)).not.toContain(twoFactorSetupCopy.qrLabel);
    expect(textOf(alone)).toContain(staffSignInCopy.resetPending);
    // A wrong password says only what any wrong sign-in says.
    const wrong = await signIn(nurse, { password: "not the password", code: "" });
    expect(textOf(wrong)).toContain(staffSignInCopy.invalid);
    expect(textOf(wrong)).not.toContain(staffSignInCopy.resetPending);

    const [audited] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "account.reset-two-factor"));
    expect(audited).toMatchObject({ actorId: admin.id, subject: `account:${nurse.id}` });
    expect(audited.detail).toEqual({ sessionsEnded: 1, passkeysRemoved: 1 });
  });

  it("the link, after the password, sets up a new authenticator app and signs in; used again it is refused with a clear page", async () => {
    const { cookie } = await signedIn("admin");
    const { account: nurse } = await signedIn("staff");
    const { token } = await reset(cookie, nurse);

    const opened = await page(`/staff/reset/${token}`);
    expect(opened.status).toBe(200);
    expect(textOf(opened)).toContain(resetLinkCopy.intro(nurse.email));
    // Nothing to scan before the password.
    expect(textOf(opened)).not.toContain(twoFactorSetupCopy.qrLabel);

    const wrong = await passwordStep(token, "not the password");
    expect(wrong.answer.status).toBe(401);
    expect(textOf(wrong.answer)).toContain(resetLinkCopy.wrongPassword);
    expect(wrong.ticket).toBeUndefined();

    const { answer, ticket } = await passwordStep(token);
    expect(answer.status).toBe(200);
    expect(ticket).toBeDefined();
    expect(textOf(answer)).toContain(twoFactorSetupCopy.qrLabel);
    const { totpSecret } = await accountRow(nurse);
    expect(totpSecret).not.toBe(nurse.totpSecret);
    expect(answer.text).toContain(totpSecret.replace(/(.{4})/g, "$1 ").trim());

    const wrongCode = await post(`/staff/reset/${token}`, {
      intent: "code",
      ticket: ticket!,
      code: totpCode(nurse.totpSecret),
    });
    expect(wrongCode.status).toBe(400);
    expect(textOf(wrongCode)).toContain(twoFactorSetupCopy.wrongCode);
    // The same key stays on the page after a wrong code.
    expect(wrongCode.text).toContain(`name="ticket" value="${ticket}"`);
    const forged = await post(`/staff/reset/${token}`, {
      intent: "code",
      ticket: ticket!.replace(/.$/, (c) => (c === "A" ? "B" : "A")),
      code: totpCode(totpSecret),
    });
    expect(forged.status).toBe(401);

    const done = await post(`/staff/reset/${token}`, {
      intent: "code",
      ticket: ticket!,
      code: totpCode(totpSecret),
    });
    expect(done.status).toBe(302);
    expect(done.headers.location).toBe("/staff/leads");
    expect((await page("/staff/leads", sessionCookie(done))).status).toBe(200);
    expect(await accountRow(nurse)).toMatchObject({ totpSetupRequired: false });
    const [link] = await database.db.select().from(staffResetLinks);
    expect(link.usedAt).not.toBeNull();

    // Used: the page says so (410), and neither step works again.
    const again = await page(`/staff/reset/${token}`);
    expect(again.status).toBe(410);
    expect(textOf(again)).toContain(resetLinkCopy.used);
    expect(again.text).not.toContain('name="password"');
    const reusedPassword = await passwordStep(token);
    expect(reusedPassword.answer.status).toBe(410);
    expect(reusedPassword.ticket).toBeUndefined();
    const reusedCode = await post(`/staff/reset/${token}`, {
      intent: "code",
      ticket: ticket!,
      code: totpCode(totpSecret, new Date(Date.now() + 30_000)),
    });
    expect(reusedCode.status).toBe(410);
    expect(textOf(reusedCode)).toContain(resetLinkCopy.used);
    expect(sessionCookie(reusedCode)).toBeUndefined();
    // Later, the app's next code signs in as usual.
    expect((await signIn(nurse, { code: totpCode(totpSecret, new Date(Date.now() + 30_000)) })).status).toBe(
      302,
    );
    expect(
      await database.db.$count(
        auditLog,
        and(eq(auditLog.action, "account.two-factor-set-up"), eq(auditLog.actorId, nurse.id)),
      ),
    ).toBe(1);
  });

  it("a late link, or one a newer reset replaced, is refused with a clear page and signs in nowhere", async () => {
    const { cookie } = await signedIn("admin");
    const { account: nurse } = await signedIn("staff");
    const first = await reset(cookie, nurse);
    const second = await reset(cookie, nurse);
    expect(second.token).not.toBe(first.token);
    const replaced = await page(`/staff/reset/${first.token}`);
    expect(replaced.status).toBe(410);
    expect(textOf(replaced)).toContain(resetLinkCopy.expired);
    expect((await passwordStep(first.token)).answer.status).toBe(410);

    // The newer link, after its 24 hours.
    const { ticket } = await passwordStep(second.token);
    expect(ticket).toBeDefined();
    await database.db
      .update(staffResetLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffResetLinks.accountId, nurse.id));
    const late = await page(`/staff/reset/${second.token}`);
    expect(late.status).toBe(410);
    expect(textOf(late)).toContain(resetLinkCopy.expired);
    const { totpSecret } = await accountRow(nurse);
    const lateCode = await post(`/staff/reset/${second.token}`, {
      intent: "code",
      ticket: ticket!,
      code: totpCode(totpSecret),
    });
    expect(lateCode.status).toBe(410);
    expect(sessionCookie(lateCode)).toBeUndefined();
    expect(await accountRow(nurse)).toMatchObject({ totpSetupRequired: true });

    const unknown = await page(`/staff/reset/${"x".repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(textOf(unknown)).toContain(resetLinkCopy.unknown);
  });

  it("the link can set up a passkey instead: used once, the owner signed in, and later signs in with the passkey", async () => {
    const { cookie } = await signedIn("admin");
    const { account: nurse } = await signedIn("staff");
    const { token } = await reset(cookie, nurse);
    const { ticket } = await passwordStep(token);
    const phone = new TestAuthenticator(SITE);

    // No ticket, no options.
    expect(
      (await post(`/staff/reset/${token}/passkey`, { intent: "options", ticket: "forged" })).status,
    ).toBe(401);
    const options = await post(`/staff/reset/${token}/passkey`, { intent: "options", ticket: ticket! });
    expect(options.status).toBe(200);
    expect(json(options).options).toMatchObject({ rp: { id: "localhost" }, user: { name: nurse.email } });
    const answer = phone.register(json(options).options);
    const attempt = cookieNamed(options, "staff_passkey")!;
    const done = await post(
      `/staff/reset/${token}/passkey`,
      { intent: "register", ticket: ticket!, name: "New phone", response: answer },
      { Cookie: attempt },
    );
    expect(done.status).toBe(200);
    expect((await page("/staff/leads", sessionCookie(done))).status).toBe(200);
    const [passkey] = await database.db
      .select()
      .from(staffPasskeys)
      .where(eq(staffPasskeys.accountId, nurse.id));
    expect(passkey).toMatchObject({ id: phone.id, name: "New phone" });
    const [registered] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "passkey.register"));
    expect(registered).toMatchObject({ actorId: nurse.id, subject: `account:${nurse.id}` });
    expect(registered.detail).toEqual({ passkeys: 1, via: "reset-link" });

    // The link is used: a second passkey through it is refused.
    const again = await post(`/staff/reset/${token}/passkey`, { intent: "options", ticket: ticket! });
    expect(again.status).toBe(410);
    expect(json(again).error).toBe(resetLinkCopy.used);
    // No app was set up: the password still opens nothing; the passkey does.
    expect((await signIn(nurse, { code: "" })).status).toBe(401);
    const signInOptions = await post("/staff/sign-in/passkey", { intent: "options" });
    const verified = await post(
      "/staff/sign-in/passkey",
      { intent: "verify", response: phone.signIn(json(signInOptions).options) },
      { Cookie: cookieNamed(signInOptions, "staff_passkey")! },
    );
    expect(verified.status).toBe(200);
    expect(sessionCookie(verified)).toBeDefined();
  });

  it("the command line's reset (`npm run staff -- reset`) removes the passkeys too, and ends a link still waiting", async () => {
    const { cookie } = await signedIn("admin");
    const { account: nurse } = await signedIn("staff");
    const { token } = await reset(cookie, nurse);
    await database.db.insert(staffPasskeys).values({
      id: "laptop-passkey",
      accountId: nurse.id,
      name: "Laptop",
      publicKey: "AA",
      deviceType: "singleDevice",
    });
    const fresh = await resetStaffAccount(testContext(database), nurse.email);
    expect(fresh.totpSetupRequired).toBe(false);
    expect(await database.db.$count(staffPasskeys, eq(staffPasskeys.accountId, nurse.id))).toBe(0);
    expect((await page(`/staff/reset/${token}`)).status).toBe(410);
    // The new key the command printed signs in with the password.
    expect((await signIn(fresh, { code: totpCode(fresh.totpSecret) })).status).toBe(302);
  });
});
