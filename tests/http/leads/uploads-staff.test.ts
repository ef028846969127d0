/**
 * The quote form's attachments after they are stored: staff open them with signed, audited
 * links under a sandboxing policy; erasure and the retention period delete them from the store.
 * Setup in tests/support/uploads.ts.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, leadFiles, leads } from "../../../app/db/schema";
import type { FileStore } from "../../../app/services/uploads/file-store.server";
import {
  expireOldFiles,
  fileLinkSecret,
  purgeDetachedFiles,
  purgeStrayFiles,
  signFileLink,
} from "../../../app/services/uploads/lead-files.server";
import { testBackends, type TestDatabase } from "../../support/database";
import type { TestServer } from "../../support/http-server";
import { phonePhoto, smallPng } from "../../support/images";
import { SITE, useUploadServer } from "../../support/uploads";

// Each test sends megabytes through multipart parsing and image encoding: generous time.
describe.each(testBackends())("quote-form attachments on %s: staff", { timeout: 120_000 }, (backend) => {
  const uploads = useUploadServer(backend);
  const { postQuote, storedKeys } = uploads;
  let database: TestDatabase;
  let server: TestServer;
  let store: FileStore;
  let cookie: string;
  beforeAll(() => {
    ({ database, server, store, cookie } = uploads.current);
  });

  it("staff get a PDF as a download, never shown in a tab, and every file under a sandboxing policy", async () => {
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
    const answer = await postQuote([
      { name: "x-ray.pdf", type: "application/pdf", bytes: pdf },
      { name: "smile.png", type: "image/png", bytes: await smallPng() },
    ]);
    expect(answer.status).toBe(200);
    const secret = await fileLinkSecret(database.db);
    const opened = async (name: string) => {
      const [row] = await database.db.select().from(leadFiles).where(eq(leadFiles.fileName, name));
      const response = await fetch(`${server.url}${signFileLink(secret, row.id)}`, {
        headers: { Cookie: cookie },
      });
      expect(response.status).toBe(200);
      return response;
    };
    const document = await opened("x-ray.pdf");
    expect(document.headers.get("content-type")).toBe("application/pdf");
    expect(document.headers.get("content-disposition")).toMatch(/^attachment; filename="x-ray\.pdf"/);
    expect(document.headers.get("content-security-policy")).toBe(
      "sandbox; default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(Buffer.from(await document.arrayBuffer()).equals(pdf)).toBe(true);
    const picture = await opened("smile.png");
    expect(picture.headers.get("content-disposition")).toMatch(/^inline; filename="smile\.png"/);
    expect(picture.headers.get("content-security-policy")).toBe(
      "sandbox; default-src 'none'; style-src 'unsafe-inline'",
    );
  });

  it("staff open a file with the lead page's link, for its lifetime only; each opening is audited", async () => {
    const photo = await phonePhoto(200 * 1024);
    expect((await postQuote([{ name: "front teeth.jpg", type: "image/jpeg", bytes: photo }])).status).toBe(
      200,
    );
    const [lead] = await database.db.select().from(leads);
    const [file] = await database.db.select().from(leadFiles);

    const page = await fetch(`${server.url}/staff/leads/${lead.id}`, { headers: { Cookie: cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("X-rays and photos");
    expect(html).toContain("front teeth.jpg");
    const href = html.match(/href="(\/staff\/files\/[^"]+)"/)![1].replaceAll("&amp;", "&");

    const opened = await fetch(`${server.url}${href}`, { headers: { Cookie: cookie } });
    expect(opened.status).toBe(200);
    expect(opened.headers.get("content-type")).toBe("image/jpeg");
    expect(opened.headers.get("cache-control")).toBe("no-store");
    expect(opened.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await opened.arrayBuffer()).equals((await store.get(file.id))!)).toBe(true);
    const audited = await database.db.select().from(auditLog).where(eq(auditLog.action, "lead.file.open"));
    expect(audited).toHaveLength(1);
    expect(audited[0].subject).toBe(`lead:${lead.id}`);

    // Without a session the link is not enough.
    const anonymous = await fetch(`${server.url}${href}`, { redirect: "manual" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/staff\/sign-in/);
    // A link made 11 minutes ago has expired; a changed signature or another file's id is refused.
    const secret = await fileLinkSecret(database.db);
    const old = signFileLink(secret, file.id, Date.now() - 11 * 60_000);
    const expired = await fetch(`${server.url}${old}`, { headers: { Cookie: cookie } });
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain("expired");
    const forged = href.replace(/signature=[^&]+/, `signature=${"A".repeat(22)}`);
    expect((await fetch(`${server.url}${forged}`, { headers: { Cookie: cookie } })).status).toBe(404);
    const otherId = href.replace(file.id, "B".repeat(22));
    expect((await fetch(`${server.url}${otherId}`, { headers: { Cookie: cookie } })).status).toBe(404);
  });

  it("erasing the patient deletes their files from the store, and their links stop working", async () => {
    const png = await smallPng();
    await postQuote([
      { name: "a.png", type: "image/png", bytes: png },
      { name: "b.png", type: "image/png", bytes: png },
    ]);
    await postQuote([{ name: "c.png", type: "image/png", bytes: png }], {
      email: "someone.else@example.com",
    });
    const theirs = await database.db
      .select({ id: leadFiles.id })
      .from(leadFiles)
      .innerJoin(leads, eq(leads.id, leadFiles.leadId))
      .where(eq(leads.email, "ann@example.com"));
    expect(theirs).toHaveLength(2);
    const link = signFileLink(await fileLinkSecret(database.db), theirs[0].id);

    const erase = await fetch(`${server.url}/staff/gdpr`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: SITE, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "erase", email: "Ann@Example.com", confirm: "ann@example.com" }),
    });
    expect(erase.status).toBe(200);
    expect(await erase.text()).toContain("with 2 X-rays and photos");
    const left = await storedKeys();
    expect(left).toHaveLength(1);
    expect(left).not.toContain(theirs[0].id);
    expect(left).not.toContain(theirs[1].id);
    expect(await database.db.$count(leadFiles)).toBe(1);
    expect((await fetch(`${server.url}${link}`, { headers: { Cookie: cookie } })).status).toBe(404);
  });

  it(`files are deleted after the retention period; bytes no row names are purged after an hour`, async () => {
    const png = await smallPng();
    await postQuote([{ name: "old.png", type: "image/png", bytes: png }]);
    await postQuote([{ name: "new.png", type: "image/png", bytes: png }], { email: "new@example.com" });
    const [old] = await database.db.select().from(leadFiles).where(eq(leadFiles.fileName, "old.png"));
    await database.db
      .update(leadFiles)
      .set({ createdAt: new Date(Date.now() - 184 * 24 * 60 * 60_000) })
      .where(eq(leadFiles.id, old.id));

    expect(await expireOldFiles(database.db)).toBe(1);
    expect(await purgeDetachedFiles(database.db, store)).toBe(1);
    expect(await database.db.select({ name: leadFiles.fileName }).from(leadFiles)).toEqual([
      { name: "new.png" },
    ]);
    expect(await store.get(old.id)).toBeNull();
    // The lead itself stays.
    expect(await database.db.$count(leads)).toBe(2);

    // Bytes stored by a server that stopped before its lead committed.
    await store.put("stray0000000000000000a", png, "image/png");
    expect(await purgeStrayFiles(database.db, store)).toBe(0);
    expect(await purgeStrayFiles(database.db, store, Date.now() + 2 * 60 * 60_000)).toBe(1);
    expect(await storedKeys()).toHaveLength(1);
  });
});
