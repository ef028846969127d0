import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import sharp from "sharp";

/**
 * Test pictures made on the spot: a phone photo's worth of noise (JPEG compresses noise
 * badly, so the size is what we ask for) carrying an EXIF block with the phone's make and a
 * GPS position, as a phone camera writes it.
 */

/** Where the test photos say they were taken: Budapest, 47°29'52"N 19°2'24"E. */
export const GPS_LATITUDE = [47, 29, 52] as const;

/** A little-endian TIFF/EXIF block: IFD0 with Make and a GPS IFD with latitude and longitude. */
export function exifWithLocation(): Buffer {
  const tiff = Buffer.alloc(148);
  tiff.write("II", 0, "ascii");
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  const entry = (at: number, tag: number, type: number, count: number, value: number | string) => {
    tiff.writeUInt16LE(tag, at);
    tiff.writeUInt16LE(type, at + 2);
    tiff.writeUInt32LE(count, at + 4);
    if (typeof value === "string") tiff.write(value, at + 8, "ascii");
    else tiff.writeUInt32LE(value, at + 8);
  };
  // IFD0 at 8: Make (ASCII, at 38) and the GPS IFD's offset (46).
  tiff.writeUInt16LE(2, 8);
  entry(10, 0x010f, 2, 8, 38);
  entry(22, 0x8825, 4, 1, 46);
  tiff.writeUInt32LE(0, 34);
  tiff.write("PhoneCo\0", 38, "ascii");
  // GPS IFD at 46: N, latitude (3 rationals at 100), E, longitude (at 124).
  tiff.writeUInt16LE(4, 46);
  entry(48, 0x0001, 2, 2, "N\0");
  entry(60, 0x0002, 5, 3, 100);
  entry(72, 0x0003, 2, 2, "E\0");
  entry(84, 0x0004, 5, 3, 124);
  tiff.writeUInt32LE(0, 96);
  [...GPS_LATITUDE, 19, 2, 24].forEach((value, i) => {
    tiff.writeUInt32LE(value, 100 + i * 8);
    tiff.writeUInt32LE(1, 104 + i * 8);
  });
  return tiff;
}

/** Puts an EXIF block (APP1) right after a JPEG's start-of-image marker. */
export function withExif(jpeg: Buffer, tiff: Buffer): Buffer {
  const payload = Buffer.concat([Buffer.from("Exif\0\0", "binary"), tiff]);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), header, payload, jpeg.subarray(2)]);
}

/** A noisy JPEG of about `bytes` bytes (within 15 %), with the phone's EXIF and location. */
export async function phonePhoto(bytes: number): Promise<Buffer> {
  // Noise at quality 92 takes about 0.87 bytes per pixel.
  const side = Math.round(Math.sqrt(bytes / 0.87));
  const raw = randomBytes(side * side * 3);
  const jpeg = await sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
  return withExif(jpeg, exifWithLocation());
}

/** A small PNG (a drawn tooth on a plain ground). */
export function smallPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="90"><rect width="120" height="90" fill="#eef6f7"/><path d="M40 20 Q60 5 80 20 Q90 50 75 80 Q60 60 45 80 Q30 50 40 20Z" fill="#fff" stroke="#145c6a" stroke-width="3"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Does an EXIF block carry our GPS latitude (47/1 29/1 52/1 as little-endian rationals)? */
export function hasTestLocation(bytes: Buffer): boolean {
  const rationals = Buffer.alloc(24);
  GPS_LATITUDE.forEach((value, i) => {
    rationals.writeUInt32LE(value, i * 8);
    rationals.writeUInt32LE(1, i * 8 + 4);
  });
  return bytes.includes(rationals);
}

// HEIF files written in code: ftyp, then meta (hdlr, pitm, iinf, iloc, iref, iprp with ipco and
// ipma, idat), then mdat. Small, exact, and able to declare anything a header can declare.

const u8 = (value: number) => Buffer.from([value]);
const u16 = (value: number) => {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16BE(value);
  return bytes;
};
const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};
const fourCC = (type: string) => Buffer.from(type, "latin1");

export const box = (type: string, ...content: Buffer[]) => {
  const body = Buffer.concat(content);
  return Buffer.concat([u32(body.length + 8), fourCC(type), body]);
};
export const fullBox = (type: string, version: number, flags: number, ...content: Buffer[]) =>
  box(type, u8(version), Buffer.from([(flags >> 16) & 0xff, (flags >> 8) & 0xff, flags & 0xff]), ...content);

/** The `ispe` property: the size an image item says it has. */
export const ispe = (width: number, height: number) => fullBox("ispe", 0, 0, u32(width), u32(height));

/** An ImageGrid's data: 16-bit output sizes, or 32-bit ones (flag 1) when asked or needed. */
export function gridData(rows: number, columns: number, width: number, height: number, wide = false) {
  const large = wide || width > 0xffff || height > 0xffff;
  return Buffer.concat([
    u8(0),
    u8(large ? 1 : 0),
    u8(rows - 1),
    u8(columns - 1),
    ...(large ? [u32(width), u32(height)] : [u16(width), u16(height)]),
  ]);
}

/** An ImageOverlay's data: a canvas of the given size (16-bit sizes), no fill, no offsets. */
export const overlayData = (width: number, height: number) =>
  Buffer.concat([u8(0), u8(0), Buffer.alloc(8), u16(width), u16(height)]);

/**
 * An HEVC sequence parameter set declaring a picture size (only its first fields: enough for
 * a header reader, not for a decoder), with emulation prevention as in a real stream.
 */
export function spsNal(width: number, height: number): Buffer {
  const bits: number[] = [];
  const put = (value: number, count: number) => {
    for (let i = count - 1; i >= 0; i -= 1) bits.push(Math.floor(value / 2 ** i) % 2);
  };
  const exp = (value: number) => {
    const code = value + 1;
    const length = Math.floor(Math.log2(code));
    put(0, length);
    put(code, length + 1);
  };
  put(0x4201, 16); // NAL unit header: SPS (33), layer 0, temporal id 1
  put(0, 4); // sps_video_parameter_set_id
  put(0, 3); // sps_max_sub_layers_minus1
  put(1, 1); // sps_temporal_id_nesting_flag
  put(1, 8); // general profile space, tier, profile_idc (Main)
  put(0x60000000, 32); // compatibility flags
  put(0b1001, 4); // progressive, frame only
  put(0, 44);
  put(93, 8); // general_level_idc
  exp(0); // sps_seq_parameter_set_id
  exp(1); // chroma_format_idc: 4:2:0
  exp(width);
  exp(height);
  put(1, 1); // rbsp stop bit
  while (bits.length % 8 !== 0) bits.push(0);
  const raw: number[] = [];
  for (let i = 0; i < bits.length; i += 8) raw.push(parseInt(bits.slice(i, i + 8).join(""), 2));
  const escaped: number[] = [];
  let zeros = 0;
  for (const byte of raw) {
    if (zeros >= 2 && byte <= 3) {
      escaped.push(3);
      zeros = 0;
    }
    escaped.push(byte);
    zeros = byte === 0 ? zeros + 1 : 0;
  }
  return Buffer.from(escaped);
}

/** An `hvcC` property holding the given SPSs, for NAL units with 4-byte lengths. */
export function hvcC(...sps: Buffer[]): Buffer {
  const header = Buffer.alloc(22);
  header[0] = 1; // configurationVersion
  header[21] = 0x0f; // constant frame rate 0, one temporal layer, lengthSizeMinusOne 3
  const arrays =
    sps.length === 0
      ? []
      : [Buffer.concat([u8(0x80 | 33), u16(sps.length), ...sps.flatMap((unit) => [u16(unit.length), unit])])];
  return box("hvcC", header, u8(arrays.length), ...arrays);
}

/** Coded data for an item: NAL units, each after its 4-byte length. */
export const codedData = (...units: Buffer[]) =>
  Buffer.concat(units.flatMap((unit) => [u32(unit.length), unit]));

export interface HeifItem {
  id: number;
  /** The item's type: hvc1 (an HEVC picture), grid, iovl, Exif… */
  type: string;
  /** Its properties (ispe, hvcC…); the same Buffer given to several items is stored once. */
  properties?: Buffer[];
  /** Its bytes: in mdat (the same Buffer given to several items is stored once), or in idat. */
  data?: Buffer;
  inIdat?: boolean;
  /** The length iloc gives its data (default: all of it); shorter ones overlap the same bytes. */
  extentLength?: number;
  /** A derived image's inputs (a 'dimg' reference): a grid's tiles, in order. */
  inputs?: number[];
}

/** A HEIF file: `ftyp` with the given major brand, `meta` describing the items, `mdat`. */
export function heifFile({
  primary,
  items,
  brand = "heic",
  handler = "pict",
}: {
  primary: number;
  items: HeifItem[];
  brand?: string;
  handler?: string;
}): Buffer {
  const ftyp = box("ftyp", fourCC(brand), u32(0), fourCC("mif1"), fourCC("heic"));
  const hdlr = fullBox("hdlr", 0, 0, u32(0), fourCC(handler), Buffer.alloc(13));
  const pitm = fullBox("pitm", 0, 0, u16(primary));
  const iinf = fullBox(
    "iinf",
    0,
    0,
    u16(items.length),
    ...items.map((item) => fullBox("infe", 2, 0, u16(item.id), u16(0), fourCC(item.type), u8(0))),
  );
  const derived = items.filter((item) => item.inputs);
  const iref = fullBox(
    "iref",
    0,
    0,
    ...derived.map((item) => box("dimg", u16(item.id), u16(item.inputs!.length), ...item.inputs!.map(u16))),
  );
  const properties = [...new Set(items.flatMap((item) => item.properties ?? []))];
  const ipco = box("ipco", ...properties);
  const withProperties = items.filter((item) => item.properties?.length);
  // Property indexes take 7 bits, or 15 (flag 1) when there are more than 127 properties.
  const wide = properties.length > 127;
  const ipma = fullBox(
    "ipma",
    0,
    wide ? 1 : 0,
    u32(withProperties.length),
    ...withProperties.map((item) =>
      Buffer.concat([
        u16(item.id),
        u8(item.properties!.length),
        ...item.properties!.map((property) => (wide ? u16 : u8)(properties.indexOf(property) + 1)),
      ]),
    ),
  );
  const inIdat = items.filter((item) => item.data && item.inIdat);
  const idatContent = Buffer.concat(inIdat.map((item) => item.data!));
  const inMdat = [...new Set(items.filter((item) => item.data && !item.inIdat).map((item) => item.data!))];
  const mdatContent = Buffer.concat(inMdat);
  const located = items.filter((item) => item.data);

  const meta = (mdatStart: number) => {
    const iloc = fullBox(
      "iloc",
      1,
      0,
      u8(0x44), // 4-byte offsets and lengths
      u8(0), // no base offset, no extent index
      u16(located.length),
      ...located.map((item) => {
        const offset = item.inIdat
          ? idatContent.indexOf(item.data!)
          : mdatStart +
            8 +
            inMdat.slice(0, inMdat.indexOf(item.data!)).reduce((sum, data) => sum + data.length, 0);
        return Buffer.concat([
          u16(item.id),
          u16(item.inIdat ? 1 : 0),
          u16(0),
          u16(1),
          u32(offset),
          u32(item.extentLength ?? item.data!.length),
        ]);
      }),
    );
    return fullBox(
      "meta",
      0,
      0,
      hdlr,
      pitm,
      iloc,
      iinf,
      ...(derived.length ? [iref] : []),
      box("iprp", ipco, ipma),
      ...(inIdat.length ? [box("idat", idatContent)] : []),
    );
  };
  const mdatStart = ftyp.length + meta(0).length;
  return Buffer.concat([ftyp, meta(mdatStart), box("mdat", mdatContent)]);
}

const fixtureHeic = () => readFileSync(new URL("../fixtures/photo-with-location.heic", import.meta.url));

/** The fixture's picture (320×240, one HEVC-coded item): its `hvcC` property and its coded bytes. */
export function fixtureTile(): { hvcC: Buffer; data: Buffer; width: number; height: number } {
  const file = fixtureHeic();
  const children = (start: number, end: number) => {
    const found: Record<string, { start: number; end: number }> = {};
    for (let at = start; at < end; ) {
      const size = file.readUInt32BE(at);
      found[file.toString("latin1", at + 4, at + 8)] ??= { start: at, end: at + size };
      at += size;
    }
    return found;
  };
  const meta = children(0, file.length).meta;
  const inMeta = children(meta.start + 12, meta.end);
  const iprp = children(inMeta.iprp.start + 8, inMeta.iprp.end);
  const hvcCBox = children(iprp.ipco.start + 8, iprp.ipco.end).hvcC;
  // iloc version 0 with 4-byte offsets and lengths and a 4-byte base offset: the first item is
  // the picture, in one extent.
  const entry = inMeta.iloc.start + 16;
  const offset = file.readUInt32BE(entry + 4) + file.readUInt32BE(entry + 10);
  const length = file.readUInt32BE(entry + 14);
  return {
    hvcC: file.subarray(hvcCBox.start, hvcCBox.end),
    data: file.subarray(offset, offset + length),
    width: 320,
    height: 240,
  };
}

/**
 * A real, decodable HEIC: a grid of `rows` × `columns` copies of the fixture's picture (all
 * tiles point at the same coded bytes), so its size is 320·columns × 240·rows pixels for a few
 * kilobytes. `declared` lets the grid claim another output size.
 */
export function heicGrid(
  rows: number,
  columns: number,
  declared?: { width: number; height: number },
): Buffer {
  const tile = fixtureTile();
  const width = declared?.width ?? tile.width * columns;
  const height = declared?.height ?? tile.height * rows;
  const tileIspe = ispe(tile.width, tile.height);
  const tiles: HeifItem[] = Array.from({ length: rows * columns }, (_, i) => ({
    id: i + 2,
    type: "hvc1",
    properties: [tile.hvcC, tileIspe],
    data: tile.data,
  }));
  return heifFile({
    primary: 1,
    items: [
      {
        id: 1,
        type: "grid",
        properties: [ispe(width, height)],
        data: gridData(rows, columns, width, height),
        inIdat: true,
        inputs: tiles.map((item) => item.id),
      },
      ...tiles,
    ],
  });
}
