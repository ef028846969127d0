import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import type { DecodeResult } from "../app/services/uploads/decoder";
import { heicGrid, phonePhoto } from "../tests/support/images";
import { startImageDecoder } from "./image-decoder";

const dir = mkdtempSync(path.join(tmpdir(), "dental-decoder-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const saved = (name: string, bytes: Buffer) => {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  return file;
};
const decoded = (result: DecodeResult) => {
  if (!result.ok) throw new Error(`decode failed: ${result.reason}`);
  return result.bytes;
};
const job = (file: string, heic = false) => ({
  path: file,
  heic,
  output: "jpeg" as const,
  maxPixels: 60_000_000,
});

describe("pictures decoded in a process of their own", { timeout: 60_000 }, () => {
  it("turns a HEIC grid into a JPEG of its size, in one process that is gone afterwards", async () => {
    const decoder = startImageDecoder();
    const jpeg = decoded(await decoder.decode(job(saved("grid.heic", heicGrid(2, 3)), true)));
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: "jpeg", width: 960, height: 480 });
    expect(decoder.started).toBe(1);
    expect(decoder.running).toBe(0);
  });

  it("keeps a photo's pixels and drops its EXIF", async () => {
    const decoder = startImageDecoder();
    const photo = await phonePhoto(100 * 1024);
    const jpeg = decoded(await decoder.decode(job(saved("photo.jpg", photo))));
    const meta = await sharp(jpeg).metadata();
    expect(meta.width).toBe((await sharp(photo).metadata()).width);
    expect(meta.exif).toBeUndefined();
  });

  it("refuses what it cannot decode, and a picture over sharp's own pixel limit", async () => {
    const decoder = startImageDecoder();
    const broken = saved(
      "broken.jpg",
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(512, 7)]),
    );
    await expect(decoder.decode(job(broken))).resolves.toEqual({ ok: false, reason: "unreadable" });
    const photo = saved("photo2.jpg", await phonePhoto(100 * 1024));
    await expect(decoder.decode({ ...job(photo), maxPixels: 1000 })).resolves.toEqual({
      ok: false,
      reason: "unreadable",
    });
    expect(decoder.running).toBe(0);
  });

  it("kills a decode at its time limit", async () => {
    const decoder = startImageDecoder({ timeLimitMs: 200 });
    const started = performance.now();
    await expect(decoder.decode(job(saved("slow.heic", heicGrid(8, 8)), true))).resolves.toEqual({
      ok: false,
      reason: "too-slow",
    });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(decoder.running).toBe(0);
  });

  it("runs at most two at once; the others wait their turn", async () => {
    const decoder = startImageDecoder();
    const file = saved("small.heic", heicGrid(1, 1));
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, decoder.running)), 5);
    try {
      const all = await Promise.all(Array.from({ length: 3 }, () => decoder.decode(job(file, true))));
      expect(all).toHaveLength(3);
    } finally {
      clearInterval(watch);
    }
    expect(decoder.started).toBe(3);
    expect(most).toBe(2);
  });
});

describe("the decoding queue", () => {
  /** Slow fake decodes: each waits for the gate, then says the picture could not be read. */
  const slowWork = () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const work = async (): Promise<DecodeResult> => {
      await gate;
      return { ok: false, reason: "unreadable" };
    };
    return { work, open };
  };

  it("keeps at most eight pictures waiting: the next is refused at once as busy, and the rest still decode", async () => {
    const { work, open } = slowWork();
    const decoder = startImageDecoder({ work });
    const queued = Array.from({ length: 10 }, () => decoder.decode(job("queued.jpg")));
    expect(decoder.waiting).toBe(8);
    const started = performance.now();
    await expect(decoder.decode(job("one-more.jpg"))).resolves.toEqual({ ok: false, reason: "busy" });
    expect(performance.now() - started).toBeLessThan(100);
    expect(decoder.waiting).toBe(8);
    open();
    expect(await Promise.all(queued)).toEqual(Array(10).fill({ ok: false, reason: "unreadable" }));
    expect(decoder.waiting).toBe(0);
  });

  it("refuses a picture as busy once it has waited past its deadline, and takes its place out of the line", async () => {
    const { work, open } = slowWork();
    const decoder = startImageDecoder({ work, waitLimitMs: 200 });
    const running = [decoder.decode(job("a.jpg")), decoder.decode(job("b.jpg"))];
    const started = performance.now();
    await expect(decoder.decode(job("late.jpg"))).resolves.toEqual({ ok: false, reason: "busy" });
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
    expect(decoder.waiting).toBe(0);
    open();
    await Promise.all(running);
    // The slots were handed back: a picture now decodes without waiting.
    await expect(decoder.decode(job("c.jpg"))).resolves.toEqual({ ok: false, reason: "unreadable" });
  });
});
