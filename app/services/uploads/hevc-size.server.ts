import { Bits, Bytes, Malformed, type DeclaredSize } from "./binary-reader.server";

/**
 * The picture size an HEVC stream declares, in its sequence parameter sets (SPS): the decoder
 * allocates what they say, whatever the container's `ispe` claims. Read from an `hvcC`
 * property and from an item's coded data (NAL units, each after its length).
 */

/** An HEVC configuration: the length of its NAL units' size fields, and its SPSs' sizes. */
export function readHvcC(
  file: Bytes,
  hvcC: { start: number; end: number },
): { nalLengthSize: number; sizes: DeclaredSize[] } {
  const nalLengthSize = (file.u8(hvcC.start + 21) & 0x03) + 1;
  if (nalLengthSize === 3) throw new Malformed();
  const arrays = file.u8(hvcC.start + 22);
  const sizes: DeclaredSize[] = [];
  let at = hvcC.start + 23;
  for (let a = 0; a < arrays; a += 1) {
    const nalType = file.u8(at) & 0x3f;
    const count = file.u16(at + 1);
    at += 3;
    for (let n = 0; n < count; n += 1) {
      const length = file.u16(at);
      const unit = file.slice(at + 2, at + 2 + length);
      if (nalType === SPS) sizes.push(spsSize(unit));
      at += 2 + length;
    }
  }
  if (at > hvcC.end) throw new Malformed();
  return { nalLengthSize, sizes };
}

const SPS = 33;

/** The SPSs sent in an item's coded data (NAL units, each after its length). */
export function spsSizesInCodedData(data: Uint8Array, nalLengthSize: number): DeclaredSize[] {
  const bytes = new Bytes(data);
  const sizes: DeclaredSize[] = [];
  let at = 0;
  while (at < data.length) {
    const length = bytes.uint(at, nalLengthSize);
    at += nalLengthSize;
    const unit = bytes.slice(at, at + length);
    if (length > 0 && ((unit[0] >> 1) & 0x3f) === SPS) sizes.push(spsSize(unit));
    at += length;
  }
  return sizes;
}

/** pic_width/height_in_luma_samples of an HEVC sequence parameter set (H.265 7.3.2.2.1). */
function spsSize(unit: Uint8Array): DeclaredSize {
  const bits = new Bits(withoutEmulationPrevention(unit));
  bits.skip(16); // NAL unit header
  bits.skip(4); // sps_video_parameter_set_id
  const subLayers = bits.read(3); // sps_max_sub_layers_minus1
  bits.skip(1);
  // profile_tier_level(1, subLayers): the general profile (88 bits) and level (8).
  bits.skip(96);
  const profilePresent: boolean[] = [];
  const levelPresent: boolean[] = [];
  for (let i = 0; i < subLayers; i += 1) {
    profilePresent.push(bits.read(1) === 1);
    levelPresent.push(bits.read(1) === 1);
  }
  if (subLayers > 0) bits.skip(2 * (8 - subLayers));
  for (let i = 0; i < subLayers; i += 1) {
    if (profilePresent[i]) bits.skip(88);
    if (levelPresent[i]) bits.skip(8);
  }
  bits.exp(); // sps_seq_parameter_set_id
  if (bits.exp() === 3) bits.skip(1); // chroma_format_idc 4:4:4: separate_colour_plane_flag
  const size = { width: bits.exp(), height: bits.exp() };
  if (size.width === 0 || size.height === 0) throw new Malformed();
  return size;
}

/** The RBSP: 00 00 03 in a NAL unit stands for 00 00. */
function withoutEmulationPrevention(unit: Uint8Array): Uint8Array {
  const out: number[] = [];
  let zeros = 0;
  for (const byte of unit) {
    if (zeros >= 2 && byte === 3) {
      zeros = 0;
      continue;
    }
    zeros = byte === 0 ? zeros + 1 : 0;
    out.push(byte);
  }
  return Uint8Array.from(out);
}
