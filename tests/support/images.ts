import { randomBytes } from "node:crypto";
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
