import { Bytes, Malformed, type DeclaredSize } from "./binary-reader.server";
import { readHvcC, spsSizesInCodedData } from "./hevc-size.server";

/**
 * The size a picture says it has, read from its header without decoding it (nothing here
 * allocates more than the file's own bytes), so that a picture too large to decode is refused
 * before any decoder sees it (services/uploads/incoming.server.ts):
 *
 * - JPEG: the frame header (SOF), the first one before the scan data;
 * - PNG: the IHDR chunk;
 * - HEIF/HEIC: every image item's `ispe` property, the output size of every `grid` and `iovl`
 *   (read from the item's data, in `idat` or the file), and the picture size in every HEVC
 *   sequence parameter set, in the item's `hvcC` and in its coded data (hevc-size.server.ts).
 *
 * The answer is the largest size declared anywhere in the file. A header that cannot be read,
 * or a primary HEIF item that declares no size at all, is `null`: such a file is refused as
 * unreadable, never decoded blind.
 */

export type HeaderType = "image/jpeg" | "image/png" | "image/heic";

/** The largest picture the file declares, or null when its header cannot be read or declares none. */
export function declaredSize(bytes: Uint8Array, type: HeaderType): DeclaredSize | null {
  try {
    const file = new Bytes(bytes);
    if (type === "image/jpeg") return jpegSize(file);
    if (type === "image/png") return pngSize(file);
    return heifSize(file);
  } catch (error) {
    if (error instanceof Malformed) return null;
    throw error;
  }
}

export const pixelsOf = (size: DeclaredSize) => size.width * size.height;

const checked = (size: DeclaredSize): DeclaredSize => {
  if (size.width <= 0 || size.height <= 0) throw new Malformed();
  return size;
};

const largest = (sizes: DeclaredSize[]): DeclaredSize =>
  sizes.reduce((a, b) => (pixelsOf(b) > pixelsOf(a) ? b : a));

// JPEG

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic); C4, C8 and CC are not. */
const isFrameHeader = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegSize(file: Bytes): DeclaredSize {
  let at = 2;
  for (;;) {
    if (file.u8(at) !== 0xff) throw new Malformed();
    while (file.u8(at) === 0xff) at += 1; // fill bytes
    const marker = file.u8(at);
    at += 1;
    // Markers without a length: TEM, restart markers, a stray start of image.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) continue;
    // The scan data or the end, and no frame header yet.
    if (marker === 0xd9 || marker === 0xda) throw new Malformed();
    const length = file.u16(at);
    if (length < 2) throw new Malformed();
    // A height of 0 is given later (DNL): the size is not in the header, so it is unreadable.
    if (isFrameHeader(marker)) return checked({ height: file.u16(at + 3), width: file.u16(at + 5) });
    at += length;
  }
}

// PNG

function pngSize(file: Bytes): DeclaredSize {
  if (file.u32(8) !== 13 || file.ascii(12, 4) !== "IHDR") throw new Malformed();
  return checked({ width: file.u32(16), height: file.u32(20) });
}

// HEIF (ISO/IEC 23008-12 in ISO base media boxes)

interface Box {
  type: string;
  /** Where the box's content starts (after its header) and where the box ends. */
  start: number;
  end: number;
}

/** The boxes between `start` and `end`. */
function boxes(file: Bytes, start: number, end: number): Box[] {
  const found: Box[] = [];
  let at = start;
  while (at < end) {
    let size = file.u32(at);
    const type = file.ascii(at + 4, 4);
    let header = 8;
    if (size === 1) {
      size = file.uint(at + 8, 8);
      header = 16;
    } else if (size === 0) size = end - at; // to the end of its container
    if (size < header || at + size > end) throw new Malformed();
    found.push({ type, start: at + header, end: at + size });
    at += size;
  }
  return found;
}

const only = (list: Box[], type: string): Box | undefined => {
  const matching = list.filter((box) => box.type === type);
  if (matching.length > 1) throw new Malformed();
  return matching[0];
};
const required = (list: Box[], type: string): Box => {
  const box = only(list, type);
  if (!box) throw new Malformed();
  return box;
};

interface Extent {
  offset: number;
  length: number;
}

interface ItemLocation {
  /** 0: in the file; 1: in `idat`. (2, a reference to another item, is not read.) */
  method: number;
  extents: Extent[];
}

function heifSize(file: Bytes): DeclaredSize {
  const meta = required(boxes(file, 0, file.length), "meta");
  const children = boxes(file, meta.start + 4, meta.end); // after the full box's version and flags
  const hdlr = required(children, "hdlr");
  if (file.ascii(hdlr.start + 8, 4) !== "pict") throw new Malformed();

  const pitm = required(children, "pitm");
  const primary = file.u8(pitm.start) === 0 ? file.u16(pitm.start + 4) : file.u32(pitm.start + 4);

  const itemTypes = readItemTypes(file, required(children, "iinf"));
  const iprp = boxes(file, required(children, "iprp").start, required(children, "iprp").end);
  const properties = boxes(file, required(iprp, "ipco").start, required(iprp, "ipco").end);
  const associations = readAssociations(
    file,
    iprp.filter((box) => box.type === "ipma"),
  );
  const iloc = only(children, "iloc");
  const locations = iloc ? readLocations(file, iloc) : new Map<number, ItemLocation>();
  const idat = only(children, "idat");

  /**
   * Item data scanned for parameter sets may be shared by many items (a grid of one repeated
   * tile): each extent is read once, and all of them together at most a few times the file,
   * so that no header makes this loop long.
   */
  let scanBudget = 4 * file.length;
  const scanned = new Set<string>();
  const itemData = (id: number): Uint8Array[] => {
    const location = locations.get(id);
    if (!location) throw new Malformed();
    const source =
      location.method === 0
        ? { start: 0, end: file.length }
        : location.method === 1 && idat
          ? { start: idat.start, end: idat.end }
          : null;
    if (!source) throw new Malformed();
    return location.extents.map(({ offset, length }) => {
      const start = source.start + offset;
      const end = length === 0 ? source.end : start + length;
      if (end > source.end) throw new Malformed();
      return file.slice(start, end);
    });
  };

  const sizesOf = (id: number, type: string): DeclaredSize[] => {
    const sizes: DeclaredSize[] = [];
    let nalLengthSize: number | null = null;
    for (const index of associations.get(id) ?? []) {
      const property = properties[index - 1];
      if (!property) throw new Malformed();
      if (property.type === "ispe")
        sizes.push(checked({ width: file.u32(property.start + 4), height: file.u32(property.start + 8) }));
      if (property.type === "hvcC") {
        const config = readHvcC(file, property);
        nalLengthSize = config.nalLengthSize;
        sizes.push(...config.sizes);
      }
    }
    // The header is at the start of the item's data: its first extent is enough.
    if (type === "grid" || type === "iovl") sizes.push(derivedOutputSize(new Bytes(itemData(id)[0]), type));
    if (type === "hvc1" && nalLengthSize !== null && locations.has(id)) {
      const location = locations.get(id)!;
      const key = JSON.stringify(location);
      if (!scanned.has(key)) {
        scanned.add(key);
        for (const part of itemData(id)) {
          scanBudget -= part.length;
          if (scanBudget < 0) throw new Malformed();
          sizes.push(...spsSizesInCodedData(part, nalLengthSize));
        }
      }
    }
    return sizes;
  };

  if (!itemTypes.has(primary)) throw new Malformed();
  const all: DeclaredSize[] = [];
  for (const [id, type] of itemTypes) {
    const sizes = sizesOf(id, type);
    // The picture shown must say how large it is; another item may be anything, but is counted.
    if (id === primary && sizes.length === 0) throw new Malformed();
    all.push(...sizes);
  }
  return largest(all);
}

/** Item id → item type, from `iinf`'s `infe` boxes (version 2 and 3 carry a type). */
function readItemTypes(file: Bytes, iinf: Box): Map<number, string> {
  const version = file.u8(iinf.start);
  const types = new Map<number, string>();
  for (const infe of boxes(file, iinf.start + (version === 0 ? 6 : 8), iinf.end)) {
    if (infe.type !== "infe") continue;
    const infeVersion = file.u8(infe.start);
    if (infeVersion < 2) continue;
    const id = infeVersion === 2 ? file.u16(infe.start + 4) : file.u32(infe.start + 4);
    const typeAt = infe.start + (infeVersion === 2 ? 8 : 10);
    if (types.has(id)) throw new Malformed();
    types.set(id, file.ascii(typeAt, 4));
  }
  return types;
}

/** Item id → the (1-based) indexes of its properties in `ipco`, from every `ipma`. */
function readAssociations(file: Bytes, ipmas: Box[]): Map<number, number[]> {
  if (ipmas.length === 0) throw new Malformed();
  const associations = new Map<number, number[]>();
  for (const ipma of ipmas) {
    const version = file.u8(ipma.start);
    const wide = (file.u8(ipma.start + 3) & 1) === 1;
    const count = file.u32(ipma.start + 4);
    let at = ipma.start + 8;
    for (let entry = 0; entry < count; entry += 1) {
      const id = version < 1 ? file.u16(at) : file.u32(at);
      at += version < 1 ? 2 : 4;
      const associationCount = file.u8(at);
      at += 1;
      const indexes = associations.get(id) ?? [];
      for (let i = 0; i < associationCount; i += 1) {
        // The high bit says 'essential'; the rest is the index (0: no property).
        const index = wide ? file.u16(at) & 0x7fff : file.u8(at) & 0x7f;
        at += wide ? 2 : 1;
        if (index > 0) indexes.push(index);
      }
      associations.set(id, indexes);
    }
    if (at > ipma.end) throw new Malformed();
  }
  return associations;
}

/** Item id → where its data is, from `iloc` (versions 0, 1 and 2). */
function readLocations(file: Bytes, iloc: Box): Map<number, ItemLocation> {
  const version = file.u8(iloc.start);
  if (version > 2) throw new Malformed();
  const sizes = file.u8(iloc.start + 4);
  const more = file.u8(iloc.start + 5);
  const offsetSize = sizes >> 4;
  const lengthSize = sizes & 0x0f;
  const baseOffsetSize = more >> 4;
  const indexSize = version === 0 ? 0 : more & 0x0f;
  let at = iloc.start + 6;
  const count = version < 2 ? file.u16(at) : file.u32(at);
  at += version < 2 ? 2 : 4;
  const locations = new Map<number, ItemLocation>();
  for (let item = 0; item < count; item += 1) {
    const id = version < 2 ? file.u16(at) : file.u32(at);
    at += version < 2 ? 2 : 4;
    let method = 0;
    if (version > 0) {
      method = file.u16(at) & 0x0f;
      at += 2;
    }
    at += 2; // data_reference_index (0: this file)
    const baseOffset = file.uint(at, baseOffsetSize);
    at += baseOffsetSize;
    const extentCount = file.u16(at);
    at += 2;
    const extents: Extent[] = [];
    for (let e = 0; e < extentCount; e += 1) {
      at += indexSize;
      const offset = baseOffset + file.uint(at, offsetSize);
      at += offsetSize;
      const length = file.uint(at, lengthSize);
      at += lengthSize;
      extents.push({ offset, length });
    }
    if (extents.length === 0 || locations.has(id)) throw new Malformed();
    locations.set(id, { method, extents });
  }
  if (at > iloc.end) throw new Malformed();
  return locations;
}

/** A grid's or an overlay's output size: 16-bit fields, or 32-bit when flags say so. */
function derivedOutputSize(data: Bytes, type: "grid" | "iovl"): DeclaredSize {
  if (data.u8(0) !== 0) throw new Malformed();
  const wide = (data.u8(1) & 1) === 1;
  // A grid: rows and columns (one byte each); an overlay: the canvas's fill colour (4 × 16 bits).
  const at = type === "grid" ? 4 : 10;
  return checked(
    wide
      ? { width: data.u32(at), height: data.u32(at + 4) }
      : { width: data.u16(at), height: data.u16(at + 2) },
  );
}
