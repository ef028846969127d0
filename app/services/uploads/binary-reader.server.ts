/**
 * Bounds-checked readers for the header parsers (image-header.server.ts, hevc-size.server.ts):
 * a read past the end throws Malformed, never returns a wrong number.
 */

export class Malformed extends Error {}

/** A picture's size as its header declares it (image-header.server.ts, hevc-size.server.ts). */
export interface DeclaredSize {
  width: number;
  height: number;
}

/** Big-endian bytes. */
export class Bytes {
  private readonly view: DataView;
  constructor(readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
  get length() {
    return this.bytes.length;
  }
  private check(at: number, size: number) {
    if (!Number.isInteger(at) || at < 0 || at + size > this.bytes.length) throw new Malformed();
  }
  u8(at: number) {
    this.check(at, 1);
    return this.bytes[at];
  }
  u16(at: number) {
    this.check(at, 2);
    return this.view.getUint16(at);
  }
  u32(at: number) {
    this.check(at, 4);
    return this.view.getUint32(at);
  }
  /** An unsigned number of 0, 1, 2, 4 or 8 bytes (ISO BMFF's variable-size fields). */
  uint(at: number, size: number): number {
    if (size === 0) return 0;
    if (size === 1) return this.u8(at);
    if (size === 2) return this.u16(at);
    if (size === 4) return this.u32(at);
    if (size !== 8) throw new Malformed();
    this.check(at, 8);
    const value = this.view.getBigUint64(at);
    if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new Malformed();
    return Number(value);
  }
  ascii(at: number, length: number) {
    this.check(at, length);
    return String.fromCharCode(...this.bytes.subarray(at, at + length));
  }
  slice(start: number, end: number) {
    this.check(start, end - start);
    return this.bytes.subarray(start, end);
  }
}

/** Bits, most significant first (H.265's syntax). */
export class Bits {
  private at = 0;
  constructor(private readonly bytes: Uint8Array) {}
  skip(count: number) {
    this.at += count;
    if (this.at > this.bytes.length * 8) throw new Malformed();
  }
  read(count: number): number {
    let value = 0;
    for (let i = 0; i < count; i += 1) {
      if (this.at >= this.bytes.length * 8) throw new Malformed();
      const bit = (this.bytes[this.at >> 3] >> (7 - (this.at & 7))) & 1;
      value = value * 2 + bit;
      this.at += 1;
    }
    return value;
  }
  /** ue(v): an Exp-Golomb coded number. */
  exp(): number {
    let zeros = 0;
    while (this.read(1) === 0) {
      zeros += 1;
      if (zeros > 31) throw new Malformed();
    }
    return 2 ** zeros - 1 + this.read(zeros);
  }
}
