import { forms } from "~/content/forms";
import { IDEMPOTENCY_FIELD, isFormKey } from "~/lib/form-key";
import { logger } from "~/lib/logger.server";
import { endpointAction, formspreeError, sourcePage, wantsJson } from "~/services/endpoint.server";
import { createLead, recordSpam } from "~/services/leads.server";

/**
 * POST /f/:formId: our own form endpoint speaking Formspree's submission protocol, so the
 * contact form (or the official @formspree clients) work with nothing hosted elsewhere.
 * JSON in or out, urlencoded and multipart in; a plain HTML post is redirected to /thank-you.
 */
export const THANK_YOU_PATH = "/thank-you";
const knownFields = new Set(["name", "email", "phone", "treatment", "message"]);

export const action = endpointAction("forms", async ({ raw, request, params, context, refundLimit }) => {
  const { db, env } = context;
  const formId = String(params.formId);
  // Own properties only: '__proto__' or 'constructor' are not forms.
  const form = Object.hasOwn(forms, formId) ? forms[formId] : undefined;
  if (!form)
    return formspreeError(request, 404, "Form not found", [
      { code: "FORM_NOT_FOUND", message: "form not found" },
    ]);
  if (!form.active)
    return formspreeError(request, 403, "Form not active", [
      { code: "INACTIVE", message: "form not active" },
    ]);

  const fields =
    raw && typeof raw === "object" && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const visible = Object.entries(fields).filter(([key]) => !key.startsWith("_"));
  if (
    visible.length === 0 ||
    visible.every(([, value]) => typeof value === "string" && value.trim() === "")
  ) {
    await refundLimit();
    return formspreeError(request, 400, "Empty form", [{ code: "EMPTY", message: "empty form" }]);
  }

  if (typeof fields._gotcha === "string" && fields._gotcha.trim() !== "") {
    await recordSpam(db, form.id, stringFields(fields));
    logger.info({ formId: form.id }, "honeypot submission stored as spam");
    return succeed(request, env.SITE_URL);
  }

  const checked = form.validate(fields);
  if (!checked.ok) {
    await refundLimit();
    return formspreeError(request, 400, "Validation errors", checked.errors);
  }

  const extra = Object.fromEntries(
    Object.entries(checked.data).filter(
      (entry): entry is [string, string] =>
        !entry[0].startsWith("_") && !knownFields.has(entry[0]) && typeof entry[1] === "string",
    ),
  );
  const key = fields[IDEMPOTENCY_FIELD];
  const lead = await createLead(
    db,
    {
      formId: form.id,
      submission: checked.data,
      extra,
      sourcePage: sourcePage(request),
      idempotencyKey: isFormKey(key) ? key : undefined,
    },
    { clinicInbox: env.CLINIC_INBOX, siteUrl: env.SITE_URL },
  );
  logger.info(
    { formId: form.id, leadId: lead.id, repeat: lead.repeat },
    lead.repeat ? "repeat submission" : "lead stored",
  );
  return succeed(request, env.SITE_URL);
});

function succeed(request: Request, siteUrl: string): Response {
  if (wantsJson(request)) return Response.json({ ok: true, next: `${siteUrl}${THANK_YOU_PATH}` });
  return new Response(null, { status: 303, headers: { Location: THANK_YOU_PATH } });
}

function stringFields(fields: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    // Spam is kept as sent, less what PostgreSQL cannot store (NUL, lone surrogates).
    Object.entries(fields).map(([k, v]) => [
      k,
      (typeof v === "string" ? v : JSON.stringify(v)).toWellFormed().replaceAll("\u0000", ""),
    ]),
  );
}
