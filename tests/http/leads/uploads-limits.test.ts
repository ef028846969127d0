/**
 * The quote form's attachments, what is refused for its size: too many files, too many bytes,
 * too many pixels (before any decoding), a sender's hourly file and pixel budgets, and a decode
 * that takes too long. Setup in tests/support/uploads.ts.
 */
import { readFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { beforeAll, describe, expect, it } from "vitest";
import { leads } from "../../../app/db/schema";
import { uploadMessagesIn } from "../../../app/content/in/form-errors";
import { uploadLimits, uploadMessages } from "../../../app/lib/upload-rules";
import type { DecodeResult } from "../../../app/services/uploads/decoder";
import { testBackends, type TestDatabase } from "../../support/database";
import type { TestServer } from "../../support/http-server";
import { heicGrid, phonePhoto, smallPng } from "../../support/images";
import { declaresTooMuch, executable, heic, MB, useUploadServer } from "../../support/uploads";
import { startImageDecoder, type ImageDecoderPool } from "../../../server/image-decoder";

// Each test sends megabytes through multipart parsing and image encoding: generous time.
describe.each(testBackends())("quote-form attachments on %s: limits", { timeout: 120_000 }, (backend) => {
  const uploads = useUploadServer(backend);
  const { postQuote, storedKeys, incoming, startAnother } = uploads;
  let database: TestDatabase;
  let server: TestServer;
  let images: ImageDecoderPool;
  beforeAll(() => {
    ({ database, server, images } = uploads.current);
  });

  it("six files are TOO_MANY_FILES and nothing is stored", async () => {
    const png = await smallPng();
    const six = Array.from({ length: 6 }, (_, i) => ({
      name: `tooth-${i}.png`,
      type: "image/png",
      bytes: png,
    }));
    const answer = await postQuote(six);
    expect(answer.status).toBe(400);
    const body = await answer.json();
    expect(body.errors[0]).toMatchObject({ code: "TOO_MANY_FILES" });
    expect(body.errors[0].message).toContain("up to 5");
    expect(await database.db.$count(leads)).toBe(0);
    expect(await storedKeys()).toEqual([]);
    expect(incoming()).toEqual([]);
  });

  it("an 11 MB file is FILES_TOO_BIG (413) and nothing is stored; so is 26 MB in three files under 10 MB", async () => {
    const big = Buffer.alloc(11 * MB, 1);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const answer = await postQuote([{ name: "huge.jpg", type: "image/jpeg", bytes: big }]);
    expect(answer.status).toBe(413);
    expect((await answer.json()).errors[0]).toMatchObject({ code: "FILES_TOO_BIG" });

    const nine = Buffer.alloc(9 * MB, 2);
    const three = [0, 1, 2].map((i) => ({ name: `scan-${i}.jpg`, type: "image/jpeg", bytes: nine }));
    const total = await postQuote(three);
    expect(total.status).toBe(413);
    expect((await total.json()).errors[0]).toMatchObject({ code: "FILES_TOO_BIG" });

    expect(await database.db.$count(leads)).toBe(0);
    expect(await storedKeys()).toEqual([]);
    expect(incoming()).toEqual([]);
  });

  it("a body declaring more than the limit is refused before a byte is read", async () => {
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: "127.0.0.1",
          port: new URL(server.url).port,
          method: "POST",
          path: "/f/quote",
          headers: {
            Accept: "application/json",
            "Content-Type": "multipart/form-data; boundary=x",
            "Content-Length": String(uploadLimits.maxTotalBytes + 1024 * 1024),
          },
        },
        (res) => {
          let text = "";
          res.on("data", (chunk) => (text += chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on("error", reject);
      req.end();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text).errors[0]).toMatchObject({ code: "FILES_TOO_BIG" });
  });

  it("a HEIF declaring more pixels than allowed is refused before anything decodes it: one picture, a grid of small tiles, a real grid just over 60 MP", async () => {
    const before = images.started;
    const oversized = [
      { name: "one-picture.heic", bytes: declaresTooMuch(), megapixels: 108 },
      {
        name: "small-tiles.heic",
        bytes: heicGrid(2, 2, { width: 40_000, height: 30_000 }),
        megapixels: 1200,
      },
      // 28 × 28 copies of a 320 × 240 picture: 8960 × 6720, a photo that decodes (in ~10 s).
      { name: "just-over.heic", bytes: heicGrid(28, 28), megapixels: 61 },
    ];
    for (const file of oversized) {
      const started = performance.now();
      const answer = await postQuote([{ name: file.name, type: "image/heic", bytes: file.bytes }]);
      const elapsed = performance.now() - started;
      expect(answer.status).toBe(400);
      expect((await answer.json()).errors).toEqual([
        expect.objectContaining({
          field: "attachments",
          code: "TOO_MANY_PIXELS",
          message: expect.stringContaining(
            `“${file.name}” is too large a picture (${file.megapixels} megapixels`,
          ),
        }),
      ]);
      // The header alone answered: no decoding process was started.
      expect(elapsed).toBeLessThan(1500);
      expect(images.started).toBe(before);
    }
    expect(await database.db.$count(leads)).toBe(0);
    expect(await storedKeys()).toEqual([]);
    expect(incoming()).toEqual([]);
  });

  it("a file of the wrong type in the last position is refused before any of the others is decoded", async () => {
    const before = images.started;
    const answer = await postQuote([
      { name: "IMG_0007.HEIC", type: "image/heic", bytes: heic },
      { name: "IMG_2041.JPG", type: "image/jpeg", bytes: await phonePhoto(200 * 1024) },
      { name: "smile.png", type: "image/png", bytes: await smallPng() },
      { name: "x-ray.png", type: "image/png", bytes: executable },
    ]);
    expect(answer.status).toBe(400);
    expect((await answer.json()).errors).toEqual([
      expect.objectContaining({
        code: "TYPE_NOT_ALLOWED",
        message: expect.stringContaining("“x-ray.png” is not"),
      }),
    ]);
    expect(images.started).toBe(before);
    expect(await database.db.$count(leads)).toBe(0);
    expect(await storedKeys()).toEqual([]);
  });

  it("refused files count against their sender: after three, the next upload is refused (429) though none was accepted", async () => {
    const limited = await startAnother({ rateLimits: { files: { limit: 3, windowMs: 60 * 60_000 } } });
    try {
      const tooBig = Buffer.alloc(11 * MB, 1);
      tooBig.set([0xff, 0xd8, 0xff, 0xe0]);
      const refused = [
        { file: { name: "smile.png", type: "image/png", bytes: executable }, status: 400 },
        { file: { name: "huge.heic", type: "image/heic", bytes: declaresTooMuch() }, status: 400 },
        { file: { name: "scan.jpg", type: "image/jpeg", bytes: tooBig }, status: 413 },
      ];
      for (const { file, status } of refused)
        expect((await postQuote([file], {}, "/f/quote", limited)).status).toBe(status);
      const before = images.started;
      const answer = await postQuote(
        [{ name: "smile.png", type: "image/png", bytes: await smallPng() }],
        {},
        "/f/quote",
        limited,
      );
      expect(answer.status).toBe(429);
      expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(60 * 59);
      expect((await answer.json()).errors).toEqual([
        { code: "TOO_MANY_REQUESTS", message: uploadMessages.FILES_RECENTLY },
      ]);
      expect(images.started).toBe(before);
      expect(await database.db.$count(leads)).toBe(0);
      expect(await storedKeys()).toEqual([]);
      expect(incoming()).toEqual([]);
    } finally {
      await limited.close();
    }
  });

  it("past its pixel budget for the hour, a sender's pictures are refused (429) before any is decoded", async () => {
    const limited = await startAnother({ rateLimits: { pixels: { limit: 15, windowMs: 60 * 60_000 } } });
    try {
      const before = images.started;
      // 2560 × 1920: 5 MP of 15.
      const first = await postQuote(
        [{ name: "IMG_1.HEIC", type: "image/heic", bytes: heicGrid(8, 8) }],
        {},
        "/f/quote",
        limited,
      );
      expect(first.status).toBe(200);
      // 3840 × 2880: 12 MP more, 17 in all.
      const second = await postQuote(
        [{ name: "IMG_2.HEIC", type: "image/heic", bytes: heicGrid(12, 12) }],
        { email: "ann.again@example.com" },
        "/f/quote",
        limited,
      );
      expect(second.status).toBe(429);
      expect(second.headers.get("retry-after")).toMatch(/^\d+$/);
      expect((await second.json()).errors).toEqual([
        { code: "TOO_MANY_REQUESTS", message: uploadMessages.PIXELS_RECENTLY },
      ]);
      expect(images.started - before).toBe(1);
      expect(await database.db.$count(leads)).toBe(1);
    } finally {
      await limited.close();
    }
  });

  it("past the decoding queue's bound, a picture is refused at once (503, Retry-After: 60) in the form's language, and nothing is stored; sent again once the queue moves, it is taken", async () => {
    // Fake decodes: the queue's filler waits for the gate; any other picture comes back as sent.
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const busy = startImageDecoder({
      work: async (job): Promise<DecodeResult> => {
        if (job.path === "filler") {
          await gate;
          return { ok: false, reason: "unreadable" };
        }
        return { ok: true, bytes: await readFile(job.path) };
      },
    });
    const limited = await startAnother({ images: busy });
    try {
      // Two decoding and eight waiting: the queue is full.
      const filling = Array.from({ length: 10 }, () =>
        busy.decode({ path: "filler", heic: false, output: "jpeg", maxPixels: uploadLimits.maxPixels }),
      );
      const photo = { name: "IMG_6.PNG", type: "image/png", bytes: await smallPng() };
      const answer = await postQuote([photo], { language: "de" }, "/f/quote", limited);
      expect(answer.status).toBe(503);
      expect(answer.headers.get("retry-after")).toBe("60");
      expect((await answer.json()).errors).toEqual([
        { code: "PICTURES_BUSY", message: uploadMessagesIn.de.PICTURES_BUSY },
      ]);
      expect(await database.db.$count(leads)).toBe(0);
      expect(await storedKeys()).toEqual([]);
      expect(incoming()).toEqual([]);

      open();
      await Promise.all(filling);
      const again = await postQuote([photo], { language: "de" }, "/f/quote", limited);
      expect(again.status).toBe(200);
      expect(await database.db.$count(leads)).toBe(1);
      expect(await storedKeys()).toHaveLength(1);
    } finally {
      await limited.close();
    }
  });

  it("a decode that outlasts its time limit is stopped, and the file refused with a clear message", async () => {
    const hurried = startImageDecoder({ timeLimitMs: 300 });
    const limited = await startAnother({ images: hurried });
    try {
      const answer = await postQuote(
        [{ name: "IMG_5.HEIC", type: "image/heic", bytes: heicGrid(8, 8) }],
        {},
        "/f/quote",
        limited,
      );
      expect(answer.status).toBe(400);
      expect((await answer.json()).errors).toEqual([
        expect.objectContaining({
          field: "attachments",
          code: "TOO_SLOW",
          message: uploadMessages.tooSlow("IMG_5.HEIC"),
        }),
      ]);
      expect(hurried.started).toBe(1);
      expect(hurried.running).toBe(0);
      expect(await database.db.$count(leads)).toBe(0);
    } finally {
      await limited.close();
    }
  });
});
