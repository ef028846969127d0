import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, open, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import busboy from "busboy";
import { UPLOAD_FIELD, uploadLimits } from "~/lib/upload-rules";
import { formBodyWords, uploadMessages } from "~/content/form-errors";
import type { Translated } from "~/content/locales";
import { declaredSize, pixelsOf } from "./image-header.server";
import type { ImageDecoder } from "./decoder";

/**
 * The quote form's attachments, from the bytes on the wire to bytes safe to keep:
 *
 * 1. `readMultipart` streams the multipart body to private temporary files (DATA_DIR/incoming,
 *    0600), counting as it goes: a sixth file is TOO_MANY_FILES, a file over 10 MB or a total
 *    over 25 MB is FILES_TOO_BIG, and either stops before another byte is written. Each file
 *    received is counted against its sender (`fileReceived`), whatever happens to it next.
 * 2. `prepareUploads` first inspects every file without decoding any: its type from its first
 *    bytes (never its name or the type the browser claims: JPEG, PNG, HEIC or PDF), then, for a
 *    picture, the size its header declares (services/uploads/image-header.server.ts), refused over
 *    `uploadLimits.maxPixels` or when the header cannot be read. Then the sender's pixel budget
 *    is charged (`allowPixels`), and only then are pictures decoded and encoded again, by an
 *    `ImageDecoder` outside the event loop (server/image-decoder.ts; when its line is full, the
 *    whole request is PICTURES_BUSY, 503, to be sent again in a minute): that keeps the pixels and
 *    drops every piece of metadata (EXIF, including GPS location and the phone's make; XMP;
 *    comments); HEIC becomes JPEG, which every browser shows. PDFs are kept as sent.
 *
 * Nothing here touches the database or the file store (services/uploads/lead-files.server.ts and
 * services/uploads/allowance.server.ts do).
 */

type StoredType = "image/jpeg" | "image/png" | "application/pdf";
export type SniffedType = StoredType | "image/heic";

export class UploadRejected extends Error {
  constructor(
    /** Formspree's code: FILES_TOO_BIG, TOO_MANY_FILES; or a field error's (TYPE_NOT_ALLOWED…). */
    readonly code: string,
    readonly status: 400 | 413 | 429 | 503,
    message: string,
    /** The file's field, for an error about one file. */
    readonly field?: string,
    /** For a 429 or 503: when the sender may try again. */
    readonly retryAfterSeconds?: number,
    /** The message in another language's words (uploadMessagesIn[locale]), where it has them. */
    readonly say?: (messages: UploadMessages) => string,
  ) {
    super(message);
  }
}

export type UploadMessages = Translated<typeof uploadMessages>;

/** A refusal said with the quote form's upload messages: English now, the form's language later. */
export const uploadRefusal = (
  code: string,
  status: 400 | 413 | 429 | 503,
  say: (messages: UploadMessages) => string,
  field?: string,
  retryAfterSeconds?: number,
) => new UploadRejected(code, status, say(uploadMessages), field, retryAfterSeconds, say);

export interface IncomingFile {
  /** The name the visitor's device gave it (not trusted: shown to staff, cleaned). */
  name: string;
  path: string;
  size: number;
}

export interface MultipartResult {
  fields: Record<string, string>;
  files: IncomingFile[];
  /** Deletes the temporary files (always call it, whatever happened next). */
  cleanup(): Promise<void>;
}

const FIELD_BYTES = 32 * 1024;

/**
 * Reads a multipart body, files to `tmpDir`. Fields other than the upload field must be text;
 * files in any other field are refused. Rejects with UploadRejected for the client's mistakes.
 */
export async function readMultipart(
  body: WebReadableStream<Uint8Array> | ReadableStream<Uint8Array> | null,
  contentType: string,
  tmpDir: string,
  {
    fileReceived,
  }: {
    /**
     * Called as each file's last byte arrives, or the last a size limit let in (an empty file
     * input is not a file); a rejection stops the upload (UploadRejected: the client's answer;
     * anything else: thrown on).
     */
    fileReceived?: () => Promise<void>;
  } = {},
): Promise<MultipartResult> {
  await mkdir(tmpDir, { recursive: true, mode: 0o700 });
  const files: IncomingFile[] = [];
  const fields: Record<string, string> = {};
  const cleanup = async () => {
    await Promise.all(files.map((file) => rm(file.path, { force: true })));
  };
  if (!body) return { fields, files, cleanup };

  const source = Readable.fromWeb(body as WebReadableStream<Uint8Array>);
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      limits: {
        files: uploadLimits.maxFiles,
        fileSize: uploadLimits.maxFileBytes,
        fields: 50,
        fieldSize: FIELD_BYTES,
        parts: 60,
      },
    });
  } catch {
    throw new UploadRejected("MALFORMED", 400, formBodyWords.malformed);
  }

  let total = 0;
  const writes: Promise<void>[] = [];
  const charges: Promise<void>[] = [];
  const outputs: ReturnType<typeof createWriteStream>[] = [];
  let refusal: Error | undefined;
  const result = new Promise<void>((resolve, reject) => {
    let settled = false;
    const fail = (error: Error) => {
      refusal ??= error;
      if (settled) return;
      settled = true;
      source.unpipe(parser);
      for (const out of outputs) out.destroy();
      // Read what the client still sends (the edge caps it) and throw it away, so that the
      // answer reaches a client that is still uploading instead of a reset connection.
      source.on("error", () => undefined);
      source.resume();
      reject(error);
    };

    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) {
        fail(new UploadRejected("TOO_LARGE", 413, formBodyWords.fieldTooLong));
        return;
      }
      fields[name] = value;
    });
    parser.on("file", (name, stream, info) => {
      if (settled) {
        stream.resume();
        return;
      }
      if (name !== UPLOAD_FIELD) {
        stream.resume();
        fail(new UploadRejected("NO_FILE_UPLOADS", 400, formBodyWords.fileOutsideAttachments));
        return;
      }
      const file: IncomingFile = {
        name: info.filename ?? "",
        path: path.join(tmpDir, `${randomBytes(16).toString("base64url")}.upload`),
        size: 0,
      };
      files.push(file);
      const out = createWriteStream(file.path, { mode: 0o600 });
      outputs.push(out);
      // Counted once its bytes are in: all of them, or as many as a size limit let in.
      let charged = false;
      const charge = () => {
        if (charged || !fileReceived || !isFile(file)) return;
        charged = true;
        charges.push(fileReceived().catch(fail));
      };
      stream.on("data", (chunk: Buffer) => {
        file.size += chunk.length;
        total += chunk.length;
        if (total > uploadLimits.maxTotalBytes) {
          stream.unpipe(out);
          stream.resume();
          charge();
          fail(new UploadRejected("FILES_TOO_BIG", 413, uploadMessages.FILES_TOO_BIG));
        }
      });
      stream.on("limit", () => {
        charge();
        fail(new UploadRejected("FILES_TOO_BIG", 413, uploadMessages.FILES_TOO_BIG));
      });
      stream.on("end", charge);
      writes.push(
        new Promise((done) => {
          out.on("close", () => done());
          out.on("error", () => done());
        }),
      );
      stream.pipe(out);
    });
    parser.on("filesLimit", () =>
      fail(new UploadRejected("TOO_MANY_FILES", 400, uploadMessages.TOO_MANY_FILES)),
    );
    parser.on("partsLimit", () => fail(new UploadRejected("TOO_LARGE", 413, formBodyWords.tooManyParts)));
    parser.on("fieldsLimit", () => fail(new UploadRejected("TOO_LARGE", 413, formBodyWords.tooManyFields)));
    parser.on("error", () => fail(new UploadRejected("MALFORMED", 400, formBodyWords.malformed)));
    source.on("error", (error: Error & { code?: string }) =>
      fail(
        error.code === "BODY_TOO_LARGE"
          ? new UploadRejected("FILES_TOO_BIG", 413, uploadMessages.FILES_TOO_BIG)
          : new UploadRejected("MALFORMED", 400, formBodyWords.interrupted),
      ),
    );
    parser.on("close", () => {
      if (settled) return;
      settled = true;
      resolve();
    });
    source.pipe(parser);
  });

  try {
    await result;
    // Every file's stream has ended once its copy is written: every charge has been asked for.
    await Promise.all(writes);
    await Promise.all(charges);
    if (refusal) throw refusal;
  } catch (error) {
    await Promise.all(writes);
    await Promise.all(charges);
    await cleanup();
    throw error;
  }
  const chosen = files.filter(isFile);
  for (const file of files) if (!chosen.includes(file)) await rm(file.path, { force: true });
  files.splice(0, files.length, ...chosen);
  return { fields, files, cleanup };
}

/** A file input left empty is sent as a part with no name and no bytes: not a file. */
const isFile = (file: IncomingFile) => file.size > 0 || file.name !== "";

/** The file's type, from its first bytes. */
export function sniffType(head: Uint8Array): SniffedType | null {
  const at = (offset: number, bytes: number[]) => bytes.every((byte, i) => head[offset + i] === byte);
  const ascii = (offset: number, length: number) =>
    String.fromCharCode(...head.subarray(offset, offset + length));
  if (at(0, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (ascii(0, 5) === "%PDF-") return "application/pdf";
  // ISO base media file: a 'ftyp' box first, whose major brand says HEIF with HEVC pictures.
  if (head.length >= 12 && ascii(4, 4) === "ftyp" && heicBrands.has(ascii(8, 4))) return "image/heic";
  return null;
}
const heicBrands = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs", "mif1", "msf1"]);

export interface PreparedUpload {
  fileName: string;
  contentType: StoredType;
  bytes: Buffer;
}

interface Inspected {
  file: IncomingFile;
  displayName: string;
  type: SniffedType;
  /** Megapixels the decoder will be asked for (0 for a PDF), rounded up. */
  megapixels: number;
}

/**
 * Checks every received file from its bytes, then makes the copies we keep: no file is decoded
 * before every file has passed its checks and the sender's pixel budget allowed them all.
 * Rejects with UploadRejected for the client's files; `allowPixels` may too (over budget).
 */
export async function prepareUploads(
  files: IncomingFile[],
  { decoder, allowPixels }: { decoder?: ImageDecoder; allowPixels(megapixels: number): Promise<void> },
): Promise<PreparedUpload[]> {
  const typed = [];
  for (const file of files) typed.push(await sniffFile(file));
  const inspected = [];
  for (const file of typed) inspected.push(await checkDeclaredSize(file));
  const megapixels = inspected.reduce((sum, file) => sum + file.megapixels, 0);
  if (megapixels > 0) {
    if (!decoder) throw new Error("No image decoder in the request's context");
    await allowPixels(megapixels);
  }
  // One at a time: one visitor's five photos do not take every decoding slot of the server.
  const prepared: PreparedUpload[] = [];
  for (const file of inspected) prepared.push(await prepareOne(file, decoder!));
  return prepared;
}

/** When a visitor refused because the decoder is busy may send again (Retry-After). */
const PICTURES_BUSY_RETRY_SECONDS = 60;

const wrongType = (name: string) =>
  uploadRefusal("TYPE_NOT_ALLOWED", 400, (m) => m.wrongType(name), UPLOAD_FIELD);
const unreadable = (name: string) =>
  uploadRefusal("UNREADABLE", 400, (m) => m.unreadable(name), UPLOAD_FIELD);

async function sniffFile(file: IncomingFile): Promise<Omit<Inspected, "megapixels">> {
  const displayName = cleanFileName(file.name);
  const head = Buffer.alloc(32);
  const handle = await open(file.path, "r");
  try {
    await handle.read(head, 0, head.length, 0);
  } finally {
    await handle.close();
  }
  const type = sniffType(head);
  if (!type) throw wrongType(displayName);
  return { file, displayName, type };
}

async function checkDeclaredSize(file: Omit<Inspected, "megapixels">): Promise<Inspected> {
  if (file.type === "application/pdf") return { ...file, megapixels: 0 };
  // At most 10 MB (readMultipart's limit), read once, and nothing is allocated from it.
  const size = declaredSize(await readFile(file.file.path), file.type);
  if (!size) throw unreadable(file.displayName);
  const pixels = pixelsOf(size);
  if (pixels > uploadLimits.maxPixels)
    throw uploadRefusal(
      "TOO_MANY_PIXELS",
      400,
      (m) => m.tooManyPixels(file.displayName, pixels),
      UPLOAD_FIELD,
    );
  return { ...file, megapixels: Math.ceil(pixels / 1_000_000) };
}

async function prepareOne(
  { file, displayName, type }: Inspected,
  decoder: ImageDecoder,
): Promise<PreparedUpload> {
  if (type === "application/pdf") {
    return {
      fileName: withExtension(displayName, "pdf"),
      contentType: type,
      bytes: await readFile(file.path),
    };
  }
  const output = type === "image/png" ? "png" : "jpeg";
  const result = await decoder.decode({
    path: file.path,
    heic: type === "image/heic",
    output,
    maxPixels: uploadLimits.maxPixels,
  });
  if (!result.ok) {
    // Not the file's fault: the whole request is refused, to be sent again in a minute.
    if (result.reason === "busy")
      throw uploadRefusal(
        "PICTURES_BUSY",
        503,
        (m) => m.PICTURES_BUSY,
        undefined,
        PICTURES_BUSY_RETRY_SECONDS,
      );
    if (result.reason === "too-slow")
      throw uploadRefusal("TOO_SLOW", 400, (m) => m.tooSlow(displayName), UPLOAD_FIELD);
    throw unreadable(displayName);
  }
  return output === "png"
    ? { fileName: withExtension(displayName, "png"), contentType: "image/png", bytes: result.bytes }
    : { fileName: withExtension(displayName, "jpg"), contentType: "image/jpeg", bytes: result.bytes };
}

/** A name staff can read: no path, no control characters, at most 100 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}"<>|*?:]/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 100);
  return cleaned || "attachment";
}

function withExtension(name: string, extension: string): string {
  const stem = name.replace(/\.[A-Za-z0-9]{1,5}$/, "") || "attachment";
  return `${stem}.${extension}`;
}
