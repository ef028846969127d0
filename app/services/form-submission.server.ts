import { discountCopy } from "~/content/discount";
import { contactFields } from "~/lib/contact-fields";
import { formErrorSummaries, formErrorWords } from "~/content/form-errors";
import { forms } from "~/content/forms";
import type { AppContext } from "~/context";
import { IDEMPOTENCY_FIELD, isFormKey } from "~/lib/form-key";
import { logger } from "~/lib/logger.server";
import { DISCOUNT_FIELD } from "~/lib/discount-fields";
import { stripBidiControls } from "~/lib/text-rules";
import { DiscountCodeRefused } from "./discounts.server";
import { discardStored, storeUploads, type LeadFileRow } from "./lead-files.server";
import { formAccepted, formspreeError, sourcePage, wantsJson } from "./formspree.server";
import { fileStoreFor } from "./file-store.server";
import { createLead, recordSpam } from "./leads.server";
import { uploadAllowance } from "./upload-allowance.server";
import { prepareUploads, UploadRejected, type IncomingFile, type PreparedUpload } from "./uploads.server";

/**
 * One form submission in Formspree's protocol (POST /f/:formId, and /f/quote with its
 * attachments): unknown or inactive form, empty form, honeypot, validation, then the lead is
 * stored (with its files) before the visitor is answered. JSON in or out, urlencoded and
 * multipart in; a plain HTML post is redirected to /thank-you.
 */
export const THANK_YOU_PATH = "/thank-you";
const knownFields = new Set<string>([...contactFields, DISCOUNT_FIELD]);

export interface SubmissionArgs {
  formId: string;
  raw: unknown;
  /** Files received with it (only the quote form's endpoint reads any). */
  files?: IncomingFile[];
  request: Request;
  context: AppContext;
  refundLimit(): Promise<void>;
}

export async function handleSubmission({
  formId,
  raw,
  files = [],
  request,
  context,
  refundLimit,
}: SubmissionArgs): Promise<Response> {
  const { db, env } = context;
  // Own properties only: '__proto__' or 'constructor' are not forms.
  const form = Object.hasOwn(forms, formId) ? forms[formId] : undefined;
  if (!form)
    return formspreeError(request, 404, formErrorSummaries.FORM_NOT_FOUND, [
      { code: "FORM_NOT_FOUND", message: formErrorWords.FORM_NOT_FOUND },
    ]);
  if (!form.active)
    return formspreeError(request, 403, formErrorSummaries.INACTIVE, [
      { code: "INACTIVE", message: formErrorWords.INACTIVE },
    ]);

  const fields =
    raw && typeof raw === "object" && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const visible = Object.entries(fields).filter(([key]) => !key.startsWith("_"));
  if (
    files.length === 0 &&
    (visible.length === 0 || visible.every(([, value]) => typeof value === "string" && value.trim() === ""))
  ) {
    await refundLimit();
    return formspreeError(request, 400, formErrorSummaries.EMPTY, [
      { code: "EMPTY", message: formErrorWords.EMPTY },
    ]);
  }

  if (typeof fields._gotcha === "string" && fields._gotcha.trim() !== "") {
    // A bot's files are not kept: only its text, for review.
    await recordSpam(db, form.id, stringFields(fields));
    logger.info({ formId: form.id }, "honeypot submission stored as spam");
    return succeed(request, env.SITE_URL);
  }

  const checked = form.validate(fields);
  if (!checked.ok) {
    await refundLimit();
    return formspreeError(request, 400, formErrorSummaries.INVALID, checked.errors);
  }

  // Every file checked from its bytes (type, declared size) and the pixels charged to the
  // sender before any is decoded; then images re-encoded without their metadata.
  let prepared: PreparedUpload[];
  try {
    prepared = await prepareUploads(files, {
      decoder: context.images,
      allowPixels: uploadAllowance(context).allowPixels,
    });
  } catch (error) {
    if (!(error instanceof UploadRejected)) throw error;
    // A file that is not what it should be is a mistake; a limit reached is not given back.
    if (error.status !== 429) await refundLimit();
    const headers = error.retryAfterSeconds ? { "Retry-After": String(error.retryAfterSeconds) } : undefined;
    return error.field
      ? formspreeError(request, error.status, formErrorSummaries.FILES, [
          { field: error.field, code: error.code, message: error.message },
        ])
      : formspreeError(
          request,
          error.status,
          error.message,
          [{ code: error.code, message: error.message }],
          headers,
        );
  }

  const extra = Object.fromEntries(
    Object.entries(checked.data).filter(
      (entry): entry is [string, string] =>
        !entry[0].startsWith("_") && !knownFields.has(entry[0]) && typeof entry[1] === "string",
    ),
  );
  const store = prepared.length > 0 ? (context.files ?? fileStoreFor(env)) : undefined;
  const stored: LeadFileRow[] = store ? await storeUploads(store, prepared) : [];
  const key = fields[IDEMPOTENCY_FIELD];
  let lead: { id: string; repeat: boolean };
  try {
    lead = await createLead(
      db,
      {
        formId: form.id,
        submission: checked.data,
        extra,
        sourcePage: sourcePage(request),
        idempotencyKey: isFormKey(key) ? key : undefined,
        files: stored,
      },
      { clinicInbox: env.CLINIC_INBOX, siteUrl: env.SITE_URL },
    );
  } catch (error) {
    if (store) await discardStored(store, stored);
    // An unknown or used newsletter code: said at its field, and the lead was not stored.
    // Its rate-limit count is kept: codes are not to be guessed at leisure.
    if (error instanceof DiscountCodeRefused) {
      return formspreeError(request, error.reason === "used" ? 409 : 400, discountCopy.refusedTitle, [
        {
          field: DISCOUNT_FIELD,
          code: `DISCOUNT_CODE_${error.reason.toUpperCase()}`,
          message: error.message,
        },
      ]);
    }
    throw error;
  }
  // A repeat stored nothing new: its copies of the files are not needed.
  if (lead.repeat && store) await discardStored(store, stored);
  logger.info(
    { formId: form.id, leadId: lead.id, repeat: lead.repeat, files: stored.length },
    lead.repeat ? "repeat submission" : "lead stored",
  );
  return succeed(request, env.SITE_URL);
}

function succeed(request: Request, siteUrl: string): Response {
  if (wantsJson(request)) return formAccepted(`${siteUrl}${THANK_YOU_PATH}`);
  return new Response(null, { status: 303, headers: { Location: THANK_YOU_PATH } });
}

function stringFields(fields: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    // Spam is kept as sent, less what PostgreSQL cannot store (NUL, lone surrogates).
    Object.entries(fields).map(([k, v]) => [
      k,
      stripBidiControls(
        (typeof v === "string" ? v : JSON.stringify(v)).toWellFormed().replaceAll("\u0000", ""),
      ),
    ]),
  );
}
