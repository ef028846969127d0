/**
 * The quote form's attachments, what is kept: photos re-encoded without their EXIF (HEIC as
 * JPEG), PNGs and PDFs as sent, files that are not what they claim refused, and the forms
 * without files working as before. Setup in tests/support/uploads.ts.
 */
import { statSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { leadFiles, leads, outbox } from "../../../app/db/schema";
import type { FileStore } from "../../../app/services/uploads/file-store.server";
import { testBackends, type TestDatabase } from "../../support/database";
import type { TestServer } from "../../support/http-server";
import { hasTestLocation, phonePhoto, smallPng } from "../../support/images";
import { executable, fields, heic, MB, SITE, useUploadServer } from "../../support/uploads";

// Each test sends megabytes through multipart parsing and image encoding: generous time.
describe.each(testBackends())("quote-form attachments on %s: stored", { timeout: 120_000 }, (backend) => {
  const uploads = useUploadServer(backend);
  const { postQuote, storedKeys, incoming } = uploads;
  let database: TestDatabase;
  let server: TestServer;
  let dataDir: string;
  let store: FileStore;
  beforeAll(() => {
    ({ database, server, dataDir, store } = uploads.current);
  });

  it("a 4 MB phone photo with its GPS position is stored re-encoded, without any EXIF", async () => {
    const photo = await phonePhoto(4 * MB);
    expect(photo.length).toBeGreaterThan(3.5 * MB);
    expect(hasTestLocation((await sharp(photo).metadata()).exif!)).toBe(true);

    const answer = await postQuote([{ name: "IMG_2041.JPG", type: "image/jpeg", bytes: photo }]);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ ok: true });

    const [lead] = await database.db.select().from(leads);
    expect(lead).toMatchObject({ formId: "quote", email: "ann@example.com" });
    const rows = await database.db.select().from(leadFiles);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ leadId: lead.id, fileName: "IMG_2041.jpg", contentType: "image/jpeg" });
    expect(rows[0].id).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const stored = (await store.get(rows[0].id))!;
    expect(rows[0].sizeBytes).toBe(stored.length);
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.width).toBe((await sharp(photo).metadata()).width);
    expect(meta.exif).toBeUndefined();
    expect(hasTestLocation(stored)).toBe(false);
    expect(stored.includes(Buffer.from("PhoneCo"))).toBe(false);
    // Kept privately, under a random name, and nothing left behind in the incoming directory.
    expect(statSync(path.join(dataDir, "uploads", rows[0].id)).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(dataDir, "uploads")).mode & 0o777).toBe(0o700);
    expect(incoming()).toEqual([]);

    const staffEmail = (await database.db.select().from(outbox)).find((email) => email.kind === "lead-staff");
    expect(staffEmail?.textBody).toContain("Attachments (1)");
    expect(staffEmail?.textBody).toContain("IMG_2041.jpg");
    expect(staffEmail?.textBody).toContain(`${SITE}/staff/leads/${lead.id}`);
  });

  it("a HEIC photo becomes a JPEG without its EXIF; a PNG and a PDF are kept with their own type", async () => {
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
    const answer = await postQuote([
      { name: "IMG_0007.HEIC", type: "image/heic", bytes: heic },
      { name: "smile.png", type: "image/png", bytes: await smallPng() },
      { name: "panoramic x-ray.pdf", type: "application/pdf", bytes: pdf },
    ]);
    expect(answer.status).toBe(200);
    const rows = await database.db.select().from(leadFiles);
    const byName = Object.fromEntries(rows.map((row) => [row.fileName, row]));
    expect(Object.keys(byName).sort()).toEqual(["IMG_0007.jpg", "panoramic x-ray.pdf", "smile.png"]);
    const fromHeic = (await store.get(byName["IMG_0007.jpg"].id))!;
    expect(byName["IMG_0007.jpg"].contentType).toBe("image/jpeg");
    const meta = await sharp(fromHeic).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 320, height: 240 });
    expect(meta.exif).toBeUndefined();
    expect(heic.includes(Buffer.from("PhoneCo"))).toBe(true);
    expect(fromHeic.includes(Buffer.from("PhoneCo"))).toBe(false);
    expect((await sharp((await store.get(byName["smile.png"].id))!).metadata()).format).toBe("png");
    expect((await store.get(byName["panoramic x-ray.pdf"].id))!.equals(pdf)).toBe(true);
  });

  it("an executable renamed .png is refused (400) and nothing is stored", async () => {
    const answer = await postQuote([{ name: "smile.png", type: "image/png", bytes: executable }]);
    expect(answer.status).toBe(400);
    const body = await answer.json();
    expect(body.errors).toEqual([
      expect.objectContaining({
        field: "attachments",
        message: expect.stringContaining("“smile.png” is not a JPEG, PNG, HEIC or PDF file"),
      }),
    ]);
    expect(await database.db.$count(leads)).toBe(0);
    expect(await database.db.$count(leadFiles)).toBe(0);
    expect(await database.db.$count(outbox)).toBe(0);
    expect(await storedKeys()).toEqual([]);
    expect(incoming()).toEqual([]);
  });

  it("without JavaScript, a refused file gets a plain page that says which file and why", async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append("attachments", new Blob([Buffer.from("MZ\x90\x00 not a picture")]), "teeth.png");
    const answer = await fetch(`${server.url}/f/quote`, {
      method: "POST",
      headers: { Referer: `${SITE}/quote` },
      body: form,
    });
    expect(answer.status).toBe(400);
    expect(answer.headers.get("content-type")).toContain("text/html");
    const html = await answer.text();
    expect(html).toContain("<p>Some details need another look:</p>");
    expect(html).toContain("<li>“teeth.png” is not a JPEG, PNG, HEIC or PDF file.");
    expect(html).toContain('href="/quote#contact"');
    expect(await database.db.$count(leads)).toBe(0);
  });

  it("eight quote requests with photos at once are all stored (image work waits its turn)", async () => {
    const photos = await Promise.all(Array.from({ length: 8 }, () => phonePhoto(600 * 1024)));
    const answers = await Promise.all(
      photos.map((bytes, i) =>
        postQuote([{ name: `photo-${i}.jpg`, type: "image/jpeg", bytes }], {
          email: `burst${i}@example.com`,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(await database.db.$count(leads)).toBe(8);
    expect(await storedKeys()).toHaveLength(8);
  });

  it("a JPEG that is only a JPEG's first bytes is refused as unreadable", async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2048, 7)]);
    const answer = await postQuote([{ name: "photo.jpg", type: "image/jpeg", bytes: broken }]);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(await answer.json())).toContain("could not be opened as an image");
    expect(await database.db.$count(leads)).toBe(0);
    expect(await storedKeys()).toEqual([]);
  });

  it("the contact form still takes no files (NO_FILE_UPLOADS)", async () => {
    const answer = await postQuote(
      [{ name: "smile.png", type: "image/png", bytes: await smallPng() }],
      {},
      "/f/contact",
    );
    expect(answer.status).toBe(400);
    expect((await answer.json()).errors[0]).toMatchObject({ code: "NO_FILE_UPLOADS" });
    expect(await database.db.$count(leads)).toBe(0);
  });

  it("a quote without files, and a plain form post without JavaScript, are leads as before", async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    // An empty file input is sent as an unnamed, empty file: not an attachment.
    form.append("attachments", new Blob([]), "");
    const answer = await fetch(`${server.url}/f/quote`, { method: "POST", redirect: "manual", body: form });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/thank-you");
    expect(await database.db.$count(leads)).toBe(1);
    expect(await database.db.$count(leadFiles)).toBe(0);
  });

  it("a repeat of the same form (same key) stores one lead and one copy of its files", async () => {
    const png = await smallPng();
    const key = "k3y-for-one-filled-in-form";
    const answers = await Promise.all(
      [0, 1].map(() =>
        postQuote([{ name: "smile.png", type: "image/png", bytes: png }], { _idempotency_key: key }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await database.db.$count(leads)).toBe(1);
    expect(await database.db.$count(leadFiles)).toBe(1);
    expect(await storedKeys()).toHaveLength(1);
  });
});
