/**
 * The contract between the upload checks (incoming.server.ts) and the picture decoder the server
 * starts (server/image-decoder.ts), which runs each decode in a process of its own.
 */

/** A picture to decode and encode again (server/image-decoder.ts runs it in a process of its own). */
export interface DecodeJob {
  path: string;
  heic: boolean;
  output: "jpeg" | "png";
  /** sharp's own limit, the same cap again: the header was checked, the pixels are too. */
  maxPixels: number;
}

/**
 * What a decode came to. (An answer rather than an error class: the decoder is made by the
 * server, outside the app's bundle, where a class of ours would not be the same class.)
 */
export type DecodeResult =
  | { ok: true; bytes: Buffer }
  /** busy: the decoder's line was full, or the picture waited too long for its turn. */
  | { ok: false; reason: "unreadable" | "too-slow" | "busy" };

/** Decodes pictures away from the event loop. */
export interface ImageDecoder {
  decode(job: DecodeJob): Promise<DecodeResult>;
}
