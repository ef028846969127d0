import { readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  codedData,
  exifWithLocation,
  fixtureTile,
  gridData,
  heicGrid,
  heifFile,
  hvcC,
  ispe,
  overlayData,
  smallPng,
  spsNal,
  withExif,
  type HeifItem,
} from "../../../tests/support/images";
import { declaredSize } from "./image-header.server";

const heic = readFileSync(new URL("../../../tests/fixtures/photo-with-location.heic", import.meta.url));

const jpegOf = (...segments: number[][]) => Buffer.from([0xff, 0xd8, ...segments.flat()]);
/** A JPEG segment: marker, then its length (which counts itself) and content. */
const segment = (marker: number, content: number[]) => [
  0xff,
  marker,
  (content.length + 2) >> 8,
  (content.length + 2) & 0xff,
  ...content,
];
const frame = (marker: number, width: number, height: number) =>
  segment(marker, [
    8,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    3,
    1,
    0x22,
    0,
    2,
    0x11,
    1,
    3,
    0x11,
    1,
  ]);

describe("a JPEG's declared size, from its frame header", () => {
  it("reads the size of real JPEGs, baseline and progressive, after an EXIF block", async () => {
    const raw = { raw: { width: 640, height: 480, channels: 3 as const } };
    const pixels = Buffer.alloc(640 * 480 * 3, 128);
    const baseline = withExif(await sharp(pixels, raw).jpeg().toBuffer(), exifWithLocation());
    const progressive = await sharp(pixels, raw).jpeg({ progressive: true }).toBuffer();
    expect(declaredSize(baseline, "image/jpeg")).toEqual({ width: 640, height: 480 });
    expect(declaredSize(progressive, "image/jpeg")).toEqual({ width: 640, height: 480 });
  });

  it("reads what a crafted header claims, whatever follows", () => {
    const app0 = segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0]);
    expect(declaredSize(jpegOf(app0, frame(0xc0, 60_000, 50_000)), "image/jpeg")).toEqual({
      width: 60_000,
      height: 50_000,
    });
    // Fill bytes before a marker; an arithmetic-coded frame (SOF9).
    expect(declaredSize(jpegOf([0xff, 0xff], frame(0xc9, 100, 200)), "image/jpeg")).toEqual({
      width: 100,
      height: 200,
    });
  });

  it("is unreadable without a frame header before the scan, with a height left for later, or cut short", () => {
    const scan = segment(0xda, [1, 1, 0, 0, 0x3f, 0]);
    expect(declaredSize(jpegOf(scan, frame(0xc0, 10, 10)), "image/jpeg")).toBeNull();
    expect(declaredSize(jpegOf(frame(0xc0, 640, 0)), "image/jpeg")).toBeNull();
    expect(declaredSize(jpegOf(segment(0xe1, Array(40).fill(0))).subarray(0, 20), "image/jpeg")).toBeNull();
    expect(declaredSize(jpegOf([0x00, 0x01]), "image/jpeg")).toBeNull();
  });
});

describe("a PNG's declared size, from IHDR", () => {
  it("reads a real PNG and a crafted one", async () => {
    expect(declaredSize(await smallPng(), "image/png")).toEqual({ width: 120, height: 90 });
    const huge = Buffer.from(await smallPng());
    huge.writeUInt32BE(100_000, 16);
    huge.writeUInt32BE(80_000, 20);
    expect(declaredSize(huge, "image/png")).toEqual({ width: 100_000, height: 80_000 });
  });

  it("is unreadable without IHDR first, or with a zero side", async () => {
    const renamed = Buffer.from(await smallPng());
    renamed.write("IHDX", 12, "latin1");
    expect(declaredSize(renamed, "image/png")).toBeNull();
    const flat = Buffer.from(await smallPng());
    flat.writeUInt32BE(0, 20);
    expect(declaredSize(flat, "image/png")).toBeNull();
    expect(declaredSize((await smallPng()).subarray(0, 20), "image/png")).toBeNull();
  });
});

describe("a HEIF's declared size, from its items", () => {
  const tile = fixtureTile();
  const picture = (width: number, height: number, more: Partial<HeifItem> = {}): HeifItem => ({
    id: 1,
    type: "hvc1",
    properties: [tile.hvcC, ispe(width, height)],
    data: tile.data,
    ...more,
  });

  it("reads a phone's HEIC and a grid of tiles", () => {
    expect(declaredSize(heic, "image/heic")).toEqual({ width: 320, height: 240 });
    expect(declaredSize(heicGrid(3, 4), "image/heic")).toEqual({ width: 1280, height: 720 });
  });

  it("takes a single picture's ispe", () => {
    const file = heifFile({ primary: 1, items: [picture(12_000, 9_000)] });
    expect(declaredSize(file, "image/heic")).toEqual({ width: 12_000, height: 9_000 });
  });

  it("takes a grid's output size over its ispe, in 16 or 32 bits, from idat or the file", () => {
    const gridOf = (data: Buffer, inIdat: boolean) =>
      heifFile({
        primary: 1,
        items: [
          { id: 1, type: "grid", properties: [ispe(640, 480)], data, inIdat, inputs: [2] },
          { ...picture(320, 240), id: 2 },
        ],
      });
    expect(declaredSize(gridOf(gridData(1, 1, 65_000, 60_000), true), "image/heic")).toEqual({
      width: 65_000,
      height: 60_000,
    });
    expect(declaredSize(gridOf(gridData(1, 1, 40_000, 30_000, true), true), "image/heic")).toEqual({
      width: 40_000,
      height: 30_000,
    });
    expect(declaredSize(gridOf(gridData(1, 1, 100_000, 100_000), false), "image/heic")).toEqual({
      width: 100_000,
      height: 100_000,
    });
  });

  it("takes an overlay's canvas", () => {
    const file = heifFile({
      primary: 1,
      items: [
        {
          id: 1,
          type: "iovl",
          properties: [ispe(320, 240)],
          data: overlayData(50_000, 40_000),
          inIdat: true,
          inputs: [2],
        },
        { ...picture(320, 240), id: 2 },
      ],
    });
    expect(declaredSize(file, "image/heic")).toEqual({ width: 50_000, height: 40_000 });
  });

  it("counts every image item, not only the primary one (a hidden item, a thumbnail)", () => {
    const file = heifFile({ primary: 1, items: [picture(320, 240), { ...picture(30_000, 20_000), id: 2 }] });
    expect(declaredSize(file, "image/heic")).toEqual({ width: 30_000, height: 20_000 });
    // Among 130 items with a property each (so ipma's indexes take 15 bits), the last one.
    const many = Array.from({ length: 130 }, (_, i) => picture(320, 200 + i, { id: i + 1 }));
    many[129] = picture(25_000, 20_000, { id: 130 });
    expect(declaredSize(heifFile({ primary: 1, items: many }), "image/heic")).toEqual({
      width: 25_000,
      height: 20_000,
    });
  });

  it("takes the size in an HEVC parameter set, in hvcC or in the coded data, over a smaller ispe", () => {
    const inConfig = heifFile({
      primary: 1,
      items: [
        { id: 1, type: "hvc1", properties: [hvcC(spsNal(16_384, 16_384)), ispe(320, 240)], data: tile.data },
      ],
    });
    expect(declaredSize(inConfig, "image/heic")).toEqual({ width: 16_384, height: 16_384 });

    const inBand = heifFile({
      primary: 1,
      items: [
        {
          id: 1,
          type: "hvc1",
          properties: [hvcC(spsNal(320, 240)), ispe(320, 240)],
          data: codedData(spsNal(20_000, 12_000), Buffer.from([0x26, 0x01, 0xaf])),
        },
      ],
    });
    expect(declaredSize(inBand, "image/heic")).toEqual({ width: 20_000, height: 12_000 });
  });

  it("reads a parameter set through its emulation prevention bytes", () => {
    // 65 535 wide: its Exp-Golomb code starts with 16 zero bits, escaped as 00 00 03.
    const sps = spsNal(65_535, 2);
    expect(sps.includes(Buffer.from([0, 0, 3]))).toBe(true);
    const file = heifFile({
      primary: 1,
      items: [{ id: 1, type: "hvc1", properties: [hvcC(sps), ispe(1, 1)], data: tile.data }],
    });
    expect(declaredSize(file, "image/heic")).toEqual({ width: 65_535, height: 2 });
  });

  it("is unreadable when the primary item declares no size, or the header does not hold together", () => {
    const noSize = heifFile({ primary: 1, items: [{ id: 1, type: "hvc1", data: tile.data }] });
    expect(declaredSize(noSize, "image/heic")).toBeNull();
    const noPrimary = heifFile({ primary: 9, items: [picture(320, 240)] });
    expect(declaredSize(noPrimary, "image/heic")).toBeNull();
    const notPictures = heifFile({ primary: 1, items: [picture(320, 240)], handler: "vide" });
    expect(declaredSize(notPictures, "image/heic")).toBeNull();
    const gridWithoutData = heifFile({
      primary: 1,
      items: [
        { id: 1, type: "grid", properties: [ispe(320, 240)], inputs: [2] },
        { ...picture(320, 240), id: 2 },
      ],
    });
    expect(declaredSize(gridWithoutData, "image/heic")).toBeNull();

    const good = heifFile({ primary: 1, items: [picture(320, 240)] });
    expect(declaredSize(good.subarray(0, 200), "image/heic")).toBeNull();
    const oversizedBox = Buffer.from(good);
    oversizedBox.writeUInt32BE(0x7fffffff, good.indexOf("meta") - 4);
    expect(declaredSize(oversizedBox, "image/heic")).toBeNull();
    const noMeta = Buffer.from(good);
    noMeta.write("mett", good.indexOf("meta"), "latin1");
    expect(declaredSize(noMeta, "image/heic")).toBeNull();
    // A property index past the end of ipco.
    const strayIndex = Buffer.from(good);
    const ipma = good.indexOf("ipma");
    strayIndex[ipma + 4 + 4 + 4 + 2 + 1] = 0x7f;
    expect(declaredSize(strayIndex, "image/heic")).toBeNull();
  });

  it("scans shared coded data once, and gives up on overlapping data that would take long to scan", () => {
    // 729 tiles on the same bytes: read once.
    expect(declaredSize(heicGrid(27, 27), "image/heic")).toEqual({ width: 8640, height: 6480 });
    // 300 items on overlapping ranges of 20 kB: 6 MB to scan in a 30 kB file. (Each has its own
    // ispe: more than 127 properties, so their indexes in ipma take 15 bits.)
    const units = codedData(...Array.from({ length: 4000 }, () => Buffer.from([0x26])));
    const items = (count: number) =>
      Array.from({ length: count }, (_, i) => ({
        ...picture(320, 240 + i),
        id: i + 1,
        data: units,
        extentLength: units.length - 5 * i,
      }));
    expect(declaredSize(heifFile({ primary: 1, items: items(3) }), "image/heic")).toEqual({
      width: 320,
      height: 242,
    });
    expect(declaredSize(heifFile({ primary: 1, items: items(300) }), "image/heic")).toBeNull();
  });
});
