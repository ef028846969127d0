import { contactFields } from "~/lib/contact-fields";
import { forms } from "~/content/forms";
import { isLocale, type Locale } from "~/content/locales";
import { discountCopyIn } from "~/content/in/discount";
import {
  fieldErrorWordsIn,
  formErrorSummariesIn,
  formErrorWordsIn,
  uploadMessagesIn,
} from "~/content/in/form-errors";
import { LANGUAGE_FIELD } from "~/lib/formspree";
import { localizePath } from "~/lib/locale-path";
import { IDEMPOTENCY_FIELD, isFormKey } from "~/lib/form-key";
import { DISCOUNT_FIELD } from "~/lib/discount-fields";
import { stripBidiControls } from "~/lib/text-rules";
import { attributionFor } from "../analytics/attribution.server";
import { DiscountCodeRefused } from "../newsletter/discounts.server";
import { discardStored, storeUploads, type LeadFileRow } from "../uploads/lead-files.server";
import { formAccepted, formspreeError, sourcePage, wantsJson } from "../platform/formspree.server";
import type { ServiceContext } from "../context.server";
import { createLead, recordSpam } from "./leads.server";
import { uploadAllowance } from "../uploads/allowance.server";
import {
  prepareUploads,
  UploadRejected,
  type IncomingFile,
  type PreparedUpload,
} from "../uploads/incoming.server";

/**
 * One form submission in Formspree's protocol (POST /f/:formId, and /f/quote with its
 * attachments): unknown or inactive form, empty form, honeypot, validation, then the lead is
 * stored (with its files) before the visitor is answered. JSON in or out, urlencoded and
 * multipart in; a plain HTML post is redirected to /thank-you (in the form's language).
 *
 * The form says its language in a hidden field (`language`: en, de, fr; English without it):
 * every answer is said in it, the lead is stored with it, and the patient's acknowledgement is
 * written in it.
 */
const THANK_YOU_PATH = "/thank-you";
const knownFields = new Set<string>([...contactFields, DISCOUNT_FIELD, LANGUAGE_FIELD]);

export interface SubmissionArgs {
  formId: string;
  raw: unknown;
  /** Files received with it (only the quote form's endpoint reads any). */
  files?: IncomingFile[];
  request: Request;
  context: ServiceContext;
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
  const { db, settings, log: logger } = context;
  const fields =
    raw && typeof raw === "object" && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const locale: Locale = isLocale(fields[LANGUAGE_FIELD]) ? fields[LANGUAGE_FIELD] : "en";
  const summaries = formErrorSummariesIn[locale];
  const said = formErrorWordsIn[locale];
  const refuse = (
    status: number,
    error: string,
    errors: Parameters<typeof formspreeError>[3],
    headers?: Record<string, string>,
  ) => formspreeError(request, status, error, errors, headers, locale);
  // Own properties only: '__proto__' or 'constructor' are not forms.
  const form = Object.hasOwn(forms, formId) ? forms[formId] : undefined;
  if (!form)
    return refuse(404, summaries.FORM_NOT_FOUND, [{ code: "FORM_NOT_FOUND", message: said.FORM_NOT_FOUND }]);
  if (!form.active) return refuse(403, summaries.INACTIVE, [{ code: "INACTIVE", message: said.INACTIVE }]);

  const visible = Object.entries(fields).filter(([key]) => !key.startsWith("_") && key !== LANGUAGE_FIELD);
  if (
    files.length === 0 &&
    (visible.length === 0 || visible.every(([, value]) => typeof value === "string" && value.trim() === ""))
  ) {
    await refundLimit();
    return refuse(400, summaries.EMPTY, [{ code: "EMPTY", message: said.EMPTY }]);
  }

  if (typeof fields._gotcha === "string" && fields._gotcha.trim() !== "") {
    // A bot's files are not kept: only its text, for review.
    await recordSpam(db, form.id, stringFields(fields));
    logger.info({ formId: form.id }, "honeypot submission stored as spam");
    return succeed(request, settings.siteUrl, locale);
  }

  const checked = form.validate(fields, fieldErrorWordsIn[locale]);
  if (!checked.ok) {
    await refundLimit();
    return refuse(400, summaries.INVALID, checked.errors);
  }

  // What brought the visitor, looked up while the files are prepared; it never fails the lead
  // (no answer in time, or none to give: the lead is stored without it).
  const attribution = attributionFor(context, request);

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
    // A file that is not what it should be is a mistake, and a full decoding line (503) is not
    // the visitor's doing: their request is given back. A limit reached is not.
    if (error.status !== 429) await refundLimit();
    const headers = error.retryAfterSeconds ? { "Retry-After": String(error.retryAfterSeconds) } : undefined;
    const message = locale !== "en" && error.say ? error.say(uploadMessagesIn[locale]) : error.message;
    return error.field
      ? refuse(error.status, summaries.FILES, [{ field: error.field, code: error.code, message }])
      : formspreeError(request, error.status, message, [{ code: error.code, message }], headers, locale);
  }

  const extra = Object.fromEntries(
    Object.entries(checked.data).filter(
      (entry): entry is [string, string] =>
        !entry[0].startsWith("_") && !knownFields.has(entry[0]) && typeof entry[1] === "string",
    ),
  );
  const store = prepared.length > 0 ? context.files : undefined;
  const stored: LeadFileRow[] = store ? await storeUploads(store, prepared) : [];
  const key = fields[IDEMPOTENCY_FIELD];
  let lead: { id: string; repeat: boolean };
  try {
    lead = await createLead(context, {
      formId: form.id,
      submission: checked.data,
      extra,
      sourcePage: sourcePage(request),
      idempotencyKey: isFormKey(key) ? key : undefined,
      files: stored,
      language: locale,
      attribution: await attribution,
    });
  } catch (error) {
    if (store) await discardStored(store, stored);
    // An unknown or used newsletter code: said at its field, and the lead was not stored.
    // Its rate-limit count is kept: codes are not to be guessed at leisure.
    if (error instanceof DiscountCodeRefused) {
      const discount = discountCopyIn[locale];
      return refuse(error.reason === "used" ? 409 : 400, discount.refusedTitle, [
        {
          field: DISCOUNT_FIELD,
          code: `DISCOUNT_CODE_${error.reason.toUpperCase()}`,
          message: locale === "en" ? error.message : discount[error.reason],
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
  return succeed(request, settings.siteUrl, locale);
}

/** The thank-you page in the form's language: /thank-you, /de/danke, /fr/merci. */
function succeed(request: Request, siteUrl: string, locale: Locale): Response {
  const thanks = localizePath(THANK_YOU_PATH, locale);
  if (wantsJson(request)) return formAccepted(`${siteUrl}${thanks}`);
  return new Response(null, { status: 303, headers: { Location: thanks } });
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
