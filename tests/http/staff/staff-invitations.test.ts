/**
 * Invitations that can be taken back, and the last administrator (issue 41): an administrator
 * sees who sent each waiting invitation and revokes it; an invitation ends with its inviter; at
 * acceptance it must be unrevoked, unexpired, unused and its inviter an active administrator; a
 * sent invitation's link does not stay readable in the outbox; the last active administrator
 * cannot be removed, however many removals race. Setup in tests/support/back-office.ts.
 */
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { staffAccountsCopy, staffInvitationCopy } from "../../../app/content/staff-accounts";
import { auditLog, outbox, staffAccounts, staffInvitations } from "../../../app/db/schema";
import { deliverDueEmails } from "../../../app/services/mail/outbox-worker.server";
import { queueEmails } from "../../../app/services/mail/outbox.server";
import type { MailMessage, MailTransport } from "../../../app/services/mail/transport.server";
import { newTotpSecret, totpCode } from "../../../app/services/staff/accounts.server";
import {
  acceptInvitation,
  disableStaffAccount,
  inviteStaff,
  removeStaffAccount,
} from "../../../app/services/staff/invitations.server";
import { asStaff, testContext } from "../../support/context";
import { testBackends, type TestDatabase } from "../../support/database";
import { SITE, useStaffServer, wordsOf } from "../../support/back-office";

const NEW_PASSWORD = "correct horse battery staple";
const FROM = "Budapest Dental Clinic <no-reply@clinic.example>";

/** The page's words as a person reads them (React writes apostrophes as entities). */
const textOf = (answer: { text: string }) =>
  wordsOf(answer as Parameters<typeof wordsOf>[0])
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');

/** A transport that keeps what it was given (the recipient's mailbox). */
function mailbox(): MailTransport & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { kind: "file", sent, send: async (message) => void sent.push(message) };
}

// Every sign-in hashes a password with scrypt at its real cost.
describe.each(testBackends())("staff invitations on %s", { timeout: 120_000 }, (backend) => {
  const setup = useStaffServer(backend);
  const { post, signedIn, page, newAccount } = setup;
  let database: TestDatabase;
  beforeAll(() => {
    ({ database } = setup.current);
  });
  const ctx = () => testContext(database, { settings: { siteUrl: SITE } });
  const audit = (action: string) => database.db.select().from(auditLog).where(eq(auditLog.action, action));

  /** Invites through the service as `inviter`; the emailed link's token. */
  async function invite(inviter: { id: string; email: string }, email: string) {
    await inviteStaff(asStaff(ctx(), { ...inviter, role: "admin" }), { email, role: "staff" });
    const mails = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, email.toLowerCase()))
      .orderBy(outbox.id);
    return mails.at(-1)!.textBody.match(/\/staff\/invitation\/([A-Za-z0-9_-]{43})/)![1];
  }
  const accept = (token: string, secret = newTotpSecret()) =>
    acceptInvitation(ctx(), {
      token,
      password: NEW_PASSWORD,
      secret,
      code: totpCode(secret),
      address: "192.0.2.41",
    });
  const accountsNamed = (email: string) => database.db.$count(staffAccounts, eq(staffAccounts.email, email));

  it("lists each waiting invitation with who sent it; a revoked one is refused, and revoking twice is harmless", async () => {
    const { account: admin, cookie } = await signedIn("admin");
    const token = await invite(admin, "Rita.Revoked@Clinic.example");
    const accounts = await page("/staff/accounts", cookie);
    expect(accounts.status).toBe(200);
    const listed = textOf(accounts);
    expect(listed).toContain(staffAccountsCopy.invite.pendingHeading);
    expect(listed).toContain("rita.revoked@clinic.example");
    // Who sent it, as well as to whom.
    expect(listed).toContain(admin.email);
    const label = staffAccountsCopy.invite.revokeLabel("rita.revoked@clinic.example");
    expect(listed).toContain(`aria-label="${label}"`);
    const id = accounts.text.match(/name="invitationId" value="([0-9a-f-]{36})"/)![1];

    const revoked = await post(
      "/staff/accounts",
      { intent: "revoke-invitation", invitationId: id },
      { Cookie: cookie },
    );
    expect(revoked.status).toBe(302);
    const after = textOf(await page(revoked.headers.location as string, cookie));
    expect(after).toContain(staffAccountsCopy.done["invitation-revoked"]);
    expect(after).not.toContain("rita.revoked@clinic.example");
    // A double click: the same answer, nothing more written.
    const again = await post(
      "/staff/accounts",
      { intent: "revoke-invitation", invitationId: id },
      { Cookie: cookie },
    );
    expect(again.status).toBe(302);
    const rows = await audit("account.invitation-revoke");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: admin.id,
      subject: `sha256:${createHash("sha256").update("rita.revoked@clinic.example").digest("hex")}`,
    });

    // The link now says plainly it is no longer valid, and makes no account.
    const link = await page(`/staff/invitation/${token}`);
    expect(textOf(link)).toContain(staffInvitationCopy.ended);
    expect(link.text).not.toContain('name="secret"');
    expect(await accept(token)).toEqual({ ok: false, reason: "ended" });
    const secret = newTotpSecret();
    const posted = await post(`/staff/invitation/${token}`, {
      password: NEW_PASSWORD,
      confirm: NEW_PASSWORD,
      secret,
      code: totpCode(secret),
    });
    expect(posted.status).toBe(410);
    expect(textOf(posted)).toContain(staffInvitationCopy.ended);
    expect(await accountsNamed("rita.revoked@clinic.example")).toBe(0);
  });

  it("only an administrator may revoke, with the back office's own origin", async () => {
    const admin = await newAccount("admin");
    await invite(admin, "kept@clinic.example");
    const [invitation] = await database.db.select().from(staffInvitations);
    const { cookie: staffCookie } = await signedIn("staff");
    const form = { intent: "revoke-invitation", invitationId: invitation.id };
    expect((await post("/staff/accounts", form, { Cookie: staffCookie })).status).toBe(403);
    const { cookie: adminCookie } = await signedIn("admin");
    const foreign = await post("/staff/accounts", form, {
      Cookie: adminCookie,
      Origin: "https://evil.example",
    });
    expect(foreign.status).toBe(403);
    const unknown = await post(
      "/staff/accounts",
      { ...form, invitationId: "00000000-0000-4000-8000-000000000000" },
      { Cookie: adminCookie },
    );
    expect(unknown.status).toBe(404);
    const [still] = await database.db.select().from(staffInvitations);
    expect(still.revokedAt).toBeNull();
    expect(await audit("account.invitation-revoke")).toHaveLength(0);
  });

  it("an invitation whose inviter was disabled is refused, and its page says only that it is no longer valid", async () => {
    const inviter = await newAccount("admin");
    const other = await newAccount("admin");
    const token = await invite(inviter, "orphan.disabled@clinic.example");
    expect(await disableStaffAccount(asStaff(ctx(), other), inviter.id)).toBe("ok");
    expect((await audit("account.disable"))[0].detail).toMatchObject({ invitationsEnded: 1 });

    expect(await accept(token)).toEqual({ ok: false, reason: "ended" });
    const link = textOf(await page(`/staff/invitation/${token}`));
    // The page's one message is the same as for a revoked invitation: nothing about the inviter.
    expect(link.match(/<p role="alert"[^>]*>([^<]*)<\/p>/)?.[1]).toBe(staffInvitationCopy.ended);
    expect(await accountsNamed("orphan.disabled@clinic.example")).toBe(0);
    // Enabling the inviter again does not bring the invitation back.
    await database.db.update(staffAccounts).set({ disabledAt: null }).where(eq(staffAccounts.id, inviter.id));
    expect(await accept(token)).toEqual({ ok: false, reason: "ended" });
  });

  it("an invitation whose inviter was removed is refused", async () => {
    const inviter = await newAccount("admin");
    const other = await newAccount("admin");
    const token = await invite(inviter, "orphan.removed@clinic.example");
    expect(await removeStaffAccount(asStaff(ctx(), other), inviter.id)).toBe("ok");
    expect((await audit("account.remove"))[0].detail).toMatchObject({ invitationsEnded: 1 });
    expect(await accept(token)).toEqual({ ok: false, reason: "ended" });
    expect(textOf(await page(`/staff/invitation/${token}`))).toContain(staffInvitationCopy.ended);
    expect(await accountsNamed("orphan.removed@clinic.example")).toBe(0);
  });

  it("acceptance checks the inviter itself: an invitation not ended with its inviter is still refused", async () => {
    // An invitation sent before invitations ended with their inviter (or a disabling that
    // raced it): nothing marks it, but its inviter is no longer an active administrator.
    const inviter = await newAccount("admin");
    const token = await invite(inviter, "unmarked@clinic.example");
    await database.db
      .update(staffAccounts)
      .set({ disabledAt: new Date() })
      .where(eq(staffAccounts.id, inviter.id));
    expect(await accept(token)).toEqual({ ok: false, reason: "ended" });
    expect(textOf(await page(`/staff/invitation/${token}`))).toContain(staffInvitationCopy.ended);
    // Its inviter demoted to staff: the same.
    await database.db
      .update(staffAccounts)
      .set({ disabledAt: null, role: "staff" })
      .where(eq(staffAccounts.id, inviter.id));
    expect(await accept(token)).toEqual({ ok: false, reason: "ended" });
    // And an administrator again: it works.
    await database.db.update(staffAccounts).set({ role: "admin" }).where(eq(staffAccounts.id, inviter.id));
    expect((await accept(token)).ok).toBe(true);
    expect(await accountsNamed("unmarked@clinic.example")).toBe(1);
  });

  it("a sent invitation's outbox row keeps no link once delivered; other mail keeps its body", async () => {
    const inviter = await newAccount("admin");
    const token = await invite(inviter, "link.once@clinic.example");
    await queueEmails(database.db, [
      { kind: "lead-staff", to: "clinic@clinic.example", subject: "New enquiry", text: "Ann wants a quote." },
    ]);
    const box = mailbox();
    expect(await deliverDueEmails(database.db, box, { from: FROM })).toEqual({ sent: 2, failed: 0 });
    // The invitee got the link ...
    const delivered = box.sent.find((mail) => mail.to === "link.once@clinic.example")!;
    expect(delivered.text).toContain(`${SITE}/staff/invitation/${token}`);
    // ... and the outbox keeps only that it went: to whom, what about, when.
    const [row] = await database.db.select().from(outbox).where(eq(outbox.kind, "staff-invitation"));
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.recipient).toBe("link.once@clinic.example");
    expect(row.subject).toBe(delivered.subject);
    expect(row.textBody).not.toContain(token);
    expect(row.textBody).not.toContain("/staff/invitation/");
    const [other] = await database.db.select().from(outbox).where(eq(outbox.kind, "lead-staff"));
    expect(other.textBody).toBe("Ann wants a quote.");
  });

  it("an unsent invitation keeps its body until it goes, and a failed send keeps it for the retry", async () => {
    const inviter = await newAccount("admin");
    const token = await invite(inviter, "retry@clinic.example");
    const failing: MailTransport = { kind: "file", send: () => Promise.reject(new Error("421 try later")) };
    expect(await deliverDueEmails(database.db, failing, { from: FROM })).toEqual({ sent: 0, failed: 1 });
    const [row] = await database.db.select().from(outbox).where(eq(outbox.kind, "staff-invitation"));
    expect(row.sentAt).toBeNull();
    expect(row.textBody).toContain(token);
  });

  it("the last active administrator cannot be removed; a disabled administrator can be", async () => {
    const { account: admin, cookie } = await signedIn("admin");
    const other = await newAccount("admin");
    const nurse = await newAccount("staff");
    // `other` disabled: `admin` is the only active administrator. Through the page an active
    // administrator always acts, so only the service (or a race, below) can meet this refusal.
    expect(await disableStaffAccount(asStaff(ctx(), admin), other.id)).toBe("ok");
    expect(await removeStaffAccount(asStaff(ctx(), nurse), admin.id)).toBe("last-admin");
    expect(await database.db.$count(staffAccounts, eq(staffAccounts.id, admin.id))).toBe(1);
    expect(await audit("account.remove")).toHaveLength(0);
    // A disabled administrator is not the last one: it can go.
    const removed = await post(
      "/staff/accounts",
      { intent: "remove", accountId: other.id },
      { Cookie: cookie },
    );
    expect(removed.status).toBe(302);
    expect(textOf(await page(removed.headers.location as string, cookie))).toContain(
      staffAccountsCopy.done.removed,
    );
    expect(await database.db.$count(staffAccounts, eq(staffAccounts.id, other.id))).toBe(0);
    expect(await removeStaffAccount(asStaff(ctx(), admin), nurse.id)).toBe("ok");
    expect(await removeStaffAccount(asStaff(ctx(), admin), nurse.id)).toBe("not-found");
    expect(await audit("account.remove")).toHaveLength(2);
  });

  it("two administrators removing each other at once leave one", async () => {
    for (let round = 0; round < 5; round++) {
      const a = await newAccount("admin");
      const b = await newAccount("admin");
      const answers = await Promise.all([
        removeStaffAccount(asStaff(ctx(), a), b.id),
        removeStaffAccount(asStaff(ctx(), b), a.id),
      ]);
      expect(answers.sort()).toEqual(["last-admin", "ok"]);
      const left = await database.db.select().from(staffAccounts).where(eq(staffAccounts.role, "admin"));
      expect(left).toHaveLength(1);
      await database.db.delete(staffAccounts);
    }
  });
});
