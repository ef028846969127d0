import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  staffAccountsCopy,
  staffInvitationCopy,
  twoFactorSetupCopy,
} from "../../../app/content/staff-accounts";
import { auditLog, outbox, staffAccounts, staffInvitations, staffSessions } from "../../../app/db/schema";
import {
  addStaffAccount,
  newTotpSecret,
  totpCode,
  type StaffAccount,
} from "../../../app/services/staff/accounts.server";
import {
  acceptInvitation,
  disableStaffAccount,
  inviteStaff,
} from "../../../app/services/staff/invitations.server";
import { LOCKOUT } from "../../../app/services/staff/lockout.server";
import { asStaff, testContext } from "../../support/context";
import type { ServiceContext } from "../../../app/services/context.server";
import { createTestDatabase, testBackends, truncateAll, type TestDatabase } from "../../support/database";
import { rawRequest, type RawAnswer } from "../../support/raw-http";
import { startTestServer, type TestServer } from "../../support/http-server";

/**
 * Staff accounts managed in the back office, through the server as a browser uses it:
 * invitations, disabling, and who may do them (two-factor resets: staff-reset-links.test.ts).
 */

const SITE = "http://localhost:3000";
const PASSWORD = "a long staff password";
const NEW_PASSWORD = "correct horse battery staple";

function send(
  base: string,
  options: { path: string; headers?: Record<string, string>; form?: Record<string, string> },
): Promise<RawAnswer> {
  const body = options.form ? new URLSearchParams(options.form).toString() : undefined;
  return rawRequest(base, {
    method: body ? "POST" : "GET",
    path: options.path,
    headers: { ...(body ? { "Content-Type": "application/x-www-form-urlencoded" } : {}), ...options.headers },
    body,
  });
}

const sessionCookie = (answer: RawAnswer) =>
  ((answer.headers["set-cookie"] as string[] | undefined) ?? [])
    .find((c) => c.startsWith("staff_session=") && !c.includes("Max-Age=0"))
    ?.split(";")[0];

/** The page's words as a person reads them (React writes apostrophes as entities). */
const textOf = (answer: RawAnswer) => answer.text.replace(/&#x27;/g, "'").replace(/&quot;/g, '"');

// Every sign-in and invitation hashes a password with scrypt at its real cost.
describe.each(testBackends())("staff accounts in the back office on %s", { timeout: 120_000 }, (backend) => {
  let database: TestDatabase;
  let ctx: ServiceContext;
  let server: TestServer;
  let accounts = 0;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    ctx = testContext(database, { settings: { siteUrl: SITE } });
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });
  beforeEach(async () => truncateAll(database));

  const newAccount = (role: "admin" | "staff" = "staff") =>
    addStaffAccount(ctx, { email: `${role}-${++accounts}@clinic.example`, password: PASSWORD, role });
  const post = (path: string, form: Record<string, string>, cookie?: string) =>
    send(server.url, { path, form, headers: { Origin: SITE, ...(cookie ? { Cookie: cookie } : {}) } });
  const page = (path: string, cookie?: string) =>
    send(server.url, { path, headers: cookie ? { Cookie: cookie } : {} });
  const signIn = (account: Pick<StaffAccount, "email" | "totpSecret">, code = totpCode(account.totpSecret)) =>
    post("/staff/sign-in", { email: account.email, password: PASSWORD, code, next: "/staff/leads" });
  async function signedIn(role: "admin" | "staff") {
    const account = await newAccount(role);
    const answer = await signIn(account);
    expect(answer.status).toBe(302);
    return { account, cookie: sessionCookie(answer)! };
  }
  const audit = async (action: string) =>
    database.db.select().from(auditLog).where(eq(auditLog.action, action));

  async function invite(cookie: string, email: string, role = "staff") {
    const answer = await post("/staff/accounts", { intent: "invite", email, role }, cookie);
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe("/staff/accounts?done=invited");
    const [mail] = await database.db.select().from(outbox).where(eq(outbox.kind, "staff-invitation"));
    const token = mail.textBody.match(new RegExp(`${SITE}/staff/invitation/([A-Za-z0-9_-]{43})`))![1];
    return { mail, token };
  }

  it("an invitee sets a password and two-factor from the emailed link, is signed in, and signs in again later", async () => {
    const { account: admin, cookie } = await signedIn("admin");
    const { mail, token } = await invite(cookie, "New.Nurse@Clinic.example");
    expect(mail.recipient).toBe("new.nurse@clinic.example");
    expect(mail.subject).toContain("invited");
    expect(mail.textBody).toContain("works once");
    expect(textOf(await page("/staff/accounts", cookie))).toContain("new.nurse@clinic.example");

    const form = await page(`/staff/invitation/${token}`);
    expect(form.status).toBe(200);
    expect(textOf(form)).toContain(staffInvitationCopy.heading);
    expect(form.text).toContain("<svg");
    const secret = form.text.match(/name="secret" value="([A-Z2-7]{32})"/)![1];

    const mismatch = await post(`/staff/invitation/${token}`, {
      password: NEW_PASSWORD,
      confirm: "something else entirely",
      secret,
      code: totpCode(secret),
    });
    expect(mismatch.status).toBe(400);
    expect(textOf(mismatch)).toContain(staffInvitationCopy.mismatch);
    // The page keeps the key the app has already scanned.
    expect(mismatch.text).toContain(`value="${secret}"`);

    const wrong = await post(`/staff/invitation/${token}`, {
      password: NEW_PASSWORD,
      confirm: NEW_PASSWORD,
      secret,
      code: totpCode(secret, new Date(Date.now() + 10 * 60_000)),
    });
    expect(wrong.status).toBe(400);
    expect(textOf(wrong)).toContain(twoFactorSetupCopy.wrongCode);
    expect(await database.db.$count(staffAccounts)).toBe(1);

    const accepted = await post(`/staff/invitation/${token}`, {
      password: NEW_PASSWORD,
      confirm: NEW_PASSWORD,
      secret,
      code: totpCode(secret),
    });
    expect(accepted.status).toBe(302);
    expect(accepted.headers.location).toBe("/staff/leads");
    const inbox = await page("/staff/leads", sessionCookie(accepted));
    expect(inbox.status).toBe(200);
    expect(inbox.text).toContain("new.nurse@clinic.example");

    const [nurse] = await database.db
      .select()
      .from(staffAccounts)
      .where(eq(staffAccounts.email, "new.nurse@clinic.example"));
    expect(nurse).toMatchObject({ role: "staff", totpSecret: secret, totpSetupRequired: false });
    // Later, with the password and the app's next code.
    const later = await post("/staff/sign-in", {
      email: "new.nurse@clinic.example",
      password: NEW_PASSWORD,
      code: totpCode(secret, new Date(Date.now() + 30_000)),
    });
    expect(later.status).toBe(302);

    const [invited] = await audit("account.invite");
    expect(invited).toMatchObject({
      actorId: admin.id,
      subject: `sha256:${createHash("sha256").update("new.nurse@clinic.example").digest("hex")}`,
    });
    const [joined] = await audit("account.invitation-accepted");
    expect(joined).toMatchObject({ actorId: nurse.id, subject: `account:${nurse.id}` });
    // Who acted is an account (with its email, as every row); whom it was about, never an address.
    for (const row of await database.db.select().from(auditLog))
      expect(JSON.stringify([row.subject, row.detail])).not.toContain("nurse@");
  });

  it("a used, expired or unknown invitation link says so and makes no account", async () => {
    const { cookie } = await signedIn("admin");
    const { token } = await invite(cookie, "twice@clinic.example");
    const secret = (await page(`/staff/invitation/${token}`)).text.match(
      /name="secret" value="([A-Z2-7]{32})"/,
    )![1];
    const form = { password: NEW_PASSWORD, confirm: NEW_PASSWORD, secret, code: totpCode(secret) };
    expect((await post(`/staff/invitation/${token}`, form)).status).toBe(302);

    const again = await page(`/staff/invitation/${token}`);
    expect(textOf(again)).toContain(staffInvitationCopy.used);
    expect(again.text).not.toContain('name="secret"');
    const reused = await post(`/staff/invitation/${token}`, {
      ...form,
      code: totpCode(secret, new Date(Date.now() + 30_000)),
    });
    expect(reused.status).toBe(410);
    expect(sessionCookie(reused)).toBeUndefined();

    const old = "o".repeat(43);
    await database.db.insert(staffInvitations).values({
      tokenHash: createHash("sha256").update(old).digest("hex"),
      email: "late@clinic.example",
      expiresAt: new Date(Date.now() - 60_000),
    });
    expect(textOf(await page(`/staff/invitation/${old}`))).toContain(staffInvitationCopy.expired);
    const late = await post(`/staff/invitation/${old}`, form);
    expect(late.status).toBe(410);
    expect(textOf(await page(`/staff/invitation/${"x".repeat(43)}`))).toContain(staffInvitationCopy.unknown);
    expect(await database.db.$count(staffAccounts, eq(staffAccounts.email, "late@clinic.example"))).toBe(0);
  });

  it("a disabled account cannot sign in and its session ends; enabled, it can again", async () => {
    const { account: admin, cookie } = await signedIn("admin");
    const { account: nurse, cookie: nurseCookie } = await signedIn("staff");
    expect((await page("/staff/leads", nurseCookie)).status).toBe(200);

    const self = await post("/staff/accounts", { intent: "disable", accountId: admin.id }, cookie);
    expect(self.status).toBe(400);
    expect(textOf(self)).toContain(staffAccountsCopy.errors.self);

    const disabled = await post("/staff/accounts", { intent: "disable", accountId: nurse.id }, cookie);
    expect(disabled.status).toBe(302);
    expect(textOf(await page(disabled.headers.location as string, cookie))).toContain(
      staffAccountsCopy.done.disabled,
    );
    const ended = await page("/staff/leads", nurseCookie);
    expect(ended.status).toBe(302);
    expect(ended.headers.location).toContain("/staff/sign-in");
    expect(await database.db.$count(staffSessions, eq(staffSessions.accountId, nurse.id))).toBe(0);
    const refused = await signIn(nurse, totpCode(nurse.totpSecret, new Date(Date.now() + 30_000)));
    expect(refused.status).toBe(401);
    expect(textOf(refused)).toContain("The email, password or code is not right.");

    expect((await post("/staff/accounts", { intent: "enable", accountId: nurse.id }, cookie)).status).toBe(
      302,
    );
    // The refused attempt used no code: the same next-step code signs in now.
    expect((await signIn(nurse, totpCode(nurse.totpSecret, new Date(Date.now() + 30_000)))).status).toBe(302);
    expect((await audit("account.disable"))[0]).toMatchObject({
      actorId: admin.id,
      subject: `account:${nurse.id}`,
    });
    expect((await audit("account.disable"))[0].detail).toMatchObject({ sessionsEnded: 1 });
    expect((await audit("account.enable"))[0]).toMatchObject({
      actorId: admin.id,
      subject: `account:${nurse.id}`,
    });
  });

  it("wrong codes on an invitation count in the sign-in lockout: the link locks like a sign-in", async () => {
    const admin = await newAccount("admin");
    await inviteStaff(asStaff(ctx, admin), { email: "guessed@clinic.example", role: "staff" });
    const [mail] = await database.db.select().from(outbox).where(eq(outbox.kind, "staff-invitation"));
    const token = mail.textBody.match(/\/staff\/invitation\/([A-Za-z0-9_-]{43})/)![1];
    const secret = newTotpSecret();
    const attempt = (code: string) =>
      acceptInvitation(ctx, { token, password: NEW_PASSWORD, secret, code, address: "192.0.2.7" });
    for (let i = 0; i < LOCKOUT.attempts.emailFromAddress; i++)
      expect(await attempt(i % 2 ? "000000" : "999999")).toEqual({ ok: false, reason: "code" });
    // Locked now: even the right code is refused, and no account is made.
    expect(await attempt(totpCode(secret))).toEqual({ ok: false, reason: "locked" });
    expect(await database.db.$count(staffAccounts, eq(staffAccounts.email, "guessed@clinic.example"))).toBe(
      0,
    );
  });

  it("the last active administrator cannot be disabled", async () => {
    const admin = await newAccount("admin");
    const other = await newAccount("admin");
    const nurse = await newAccount("staff");
    expect(await disableStaffAccount(asStaff(ctx, admin), other.id)).toBe("ok");
    // Only `admin` is active now: no one (the CLI, a racing request) may disable it.
    expect(await disableStaffAccount(asStaff(ctx, nurse), admin.id)).toBe("last-admin");
    const [row] = await database.db.select().from(staffAccounts).where(eq(staffAccounts.id, admin.id));
    expect(row.disabledAt).toBeNull();
  });

  it("refuses staff who are not administrators (403) and changes nothing", async () => {
    const { cookie } = await signedIn("staff");
    const other = await newAccount("staff");
    expect((await page("/staff/accounts", cookie)).status).toBe(403);
    const forms: Record<string, string>[] = [
      { intent: "invite", email: "someone@clinic.example", role: "admin" },
      { intent: "disable", accountId: other.id },
      { intent: "reset-two-factor", accountId: other.id },
    ];
    for (const form of forms) {
      expect((await post("/staff/accounts", form, cookie)).status).toBe(403);
    }
    expect(await database.db.$count(staffInvitations)).toBe(0);
    const [row] = await database.db.select().from(staffAccounts).where(eq(staffAccounts.id, other.id));
    expect(row).toMatchObject({ disabledAt: null, totpSetupRequired: false, totpSecret: other.totpSecret });
    expect(await database.db.$count(auditLog)).toBe(0);
  });
});
