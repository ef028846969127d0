/**
 * What the quote form accepts as attachments (X-rays and photos), shared by the browser (to
 * say so before sending) and the server (which enforces it on the bytes it receives). Only the
 * quote form takes files; every other form answers NO_FILE_UPLOADS.
 */
const MB = 1024 * 1024;

export const uploadLimits = {
  maxFiles: 5,
  maxFileBytes: 10 * MB,
  maxTotalBytes: 25 * MB,
  /**
   * The largest picture decoded, as its header declares it (checked before decoding). Phones'
   * main cameras save 12-50 MP; panoramic X-rays are a few MP. Decoding a 60 MP HEIC already
   * takes ~0.7 GB and ~9 s; anything larger is not a photo of teeth we need, and is how a small
   * file becomes a decompression bomb. (A 64 MP or larger photo rarely fits in 10 MB anyway.)
   */
  maxPixels: 60_000_000,
} as const;

const megapixels = (pixels: number) => Math.ceil(pixels / 1_000_000);

/**
 * How long attachments are kept before they are deleted (a lead's other details stay): the
 * privacy policy says it in these words (app/content/legal.ts).
 */
export const uploadRetention = { days: 183, words: "6 months" } as const;

/** The form field the files are sent in. */
export const UPLOAD_FIELD = "attachments";

/** What the file picker offers: by extension and by type, as phones label them differently. */
export const uploadAccept =
  ".jpg,.jpeg,.png,.heic,.heif,.pdf,image/jpeg,image/png,image/heic,image/heif,application/pdf";

export const uploadMessages = {
  FILES_TOO_BIG: `The attached files are too big: each file may be up to ${uploadLimits.maxFileBytes / MB} MB, and ${uploadLimits.maxTotalBytes / MB} MB in all. Please send fewer or smaller files, or email the rest to us.`,
  TOO_MANY_FILES: `Too many files were attached: please choose up to ${uploadLimits.maxFiles}.`,
  wrongType: (name: string) =>
    `“${name}” is not a JPEG, PNG, HEIC or PDF file. Please attach X-rays and photos in one of those formats.`,
  unreadable: (name: string) => `“${name}” could not be opened as an image. Please try another copy of it.`,
  tooManyPixels: (name: string, pixels: number) =>
    `“${name}” is too large a picture (${megapixels(pixels)} megapixels; we can open up to ${megapixels(uploadLimits.maxPixels)}). Please send a smaller copy of it, such as a screenshot.`,
  tooSlow: (name: string) =>
    `“${name}” took too long to open. Please send a smaller copy of it, such as a screenshot.`,
  FILES_RECENTLY:
    "Your connection has sent us more files in the last hour than we can take. Please try again later, or email the files to us.",
  PIXELS_RECENTLY:
    "Your connection has sent us more pictures in the last hour than we can open. Please try again later, or email the pictures to us.",
} as const;

/** A file the visitor chose (an empty file field sends an unnamed, empty one). */
export const isChosenFile = (value: FormDataEntryValue): value is File =>
  typeof value !== "string" && (value.size > 0 || value.name !== "");

/** The problem with a chosen set of files before it is sent, or null (the server checks again). */
export function checkChosenFiles(files: readonly { name: string; size: number }[]): string | null {
  if (files.length > uploadLimits.maxFiles) return uploadMessages.TOO_MANY_FILES;
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (files.some((file) => file.size > uploadLimits.maxFileBytes) || total > uploadLimits.maxTotalBytes)
    return uploadMessages.FILES_TOO_BIG;
  return null;
}

/** A size as people read it: 2.4 MB, 380 kB. */
export function formatBytes(bytes: number): string {
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} kB`;
}
