/**
 * What the quote form accepts as attachments (X-rays and photos), shared by the browser (to
 * say so before sending) and the server (which enforces it on the bytes it receives). Only the
 * quote form takes files; every other form answers NO_FILE_UPLOADS.
 */
import { uploadMessages } from "../content/form-errors";
import { uploadLimits } from "./upload-limits";

export { uploadLimits, uploadMessages };

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

/** A file the visitor chose (an empty file field sends an unnamed, empty one). */
export const isChosenFile = (value: FormDataEntryValue): value is File =>
  typeof value !== "string" && (value.size > 0 || value.name !== "");

/** The problem with a chosen set of files before it is sent, or null (the server checks again). */
export function checkChosenFiles(
  files: readonly { name: string; size: number }[],
  messages: { FILES_TOO_BIG: string; TOO_MANY_FILES: string } = uploadMessages,
): string | null {
  if (files.length > uploadLimits.maxFiles) return messages.TOO_MANY_FILES;
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (files.some((file) => file.size > uploadLimits.maxFileBytes) || total > uploadLimits.maxTotalBytes)
    return messages.FILES_TOO_BIG;
  return null;
}
