// Formspree's protocol on the server: the answers as HTTP. JSON for scripts and Formspree's
// clients; for a browser without JavaScript, a redirect on success and a plain page on failure.
// The protocol's shapes and codes are app/lib/formspree.ts.
import { fieldErrorText } from "~/lib/field-errors";
import { accepted, refused, type FormErrorItem } from "~/lib/formspree";
import { localeInfo, type Locale } from "~/content/locales";
import { fieldErrorWordsIn, formErrorPageIn, formErrorWordsIn } from "~/content/in/form-errors";
import { localeOfPath, localizePath } from "~/lib/locale-path";

/** Does the caller want JSON (fetch, Formspree's clients) or a page (a plain HTML form post)? */
export function wantsJson(request: Request): boolean {
  const accept = request.headers.get("accept") ?? "";
  const type = request.headers.get("content-type") ?? "";
  return accept.includes("application/json") || type.startsWith("application/json");
}

/** Formspree's success answer to a script: where to go next. */
export const formAccepted = (next: string): Response => Response.json(accepted(next));

/**
 * Formspree's failure answer: JSON for scripts, a plain page for a browser without JavaScript.
 * In the form's language (its hidden `language` field; else the language of the page it was
 * sent from): the form-level codes' messages and the page are said in it. Field items come
 * with their sentences already in it (validateContact, the upload checks).
 */
export function formspreeError(
  request: Request,
  status: number,
  error: string,
  items: FormErrorItem[],
  headers?: Record<string, string>,
  locale: Locale = localeOfPath(sourcePage(request) ?? "/"),
): Response {
  const said = formErrorWordsIn[locale];
  const errors =
    locale === "en"
      ? items
      : items.map((item) => (item.field || !said[item.code] ? item : { ...item, message: said[item.code] }));
  if (wantsJson(request)) {
    return Response.json(refused(error, errors), { status, headers });
  }
  return new Response(errorPage(error, errors, backTo(request), locale), {
    status,
    headers: { ...headers, "Content-Type": "text/html; charset=utf-8" },
  });
}

/** The page the form was sent from, on our own site only. */
export function sourcePage(request: Request): string | undefined {
  const referer = request.headers.get("referer");
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    return url.origin === new URL(request.url).origin ? url.pathname : undefined;
  } catch {
    return undefined;
  }
}

const backTo = (request: Request) => `${sourcePage(request) ?? "/"}#contact`;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/** What a visitor without JavaScript sees when a form post has a problem. */
function errorPage(error: string, errors: FormErrorItem[], back: string, locale: Locale): string {
  const words = formErrorPageIn[locale];
  const fields = errors.filter((e) => e.field);
  // Field errors are sentences saying what to do (~/lib/field-errors.ts), said as the form says them.
  const fieldItems = fields
    .map((e) => `<li>${escapeHtml(fieldErrorText([e], fieldErrorWordsIn[locale]))}</li>`)
    .join("");
  const formItems = errors
    .filter((e) => !e.field)
    .map((e) => `<p>${escapeHtml(formErrorWordsIn[locale][e.code] ?? e.message)}</p>`)
    .join("");
  const lead = fields.length > 0 ? `<p>${escapeHtml(words.fieldsIntro)}</p><ul>${fieldItems}</ul>` : "";
  const summary = formItems || lead ? "" : `<p>${escapeHtml(error.replace(/\.$/, ""))}.</p>`;
  return `<!doctype html><html lang="${localeInfo[locale].tag}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(words.title)}</title>
<style>body{font:18px/1.6 system-ui,sans-serif;color:#1c2a30;background:#fbf8f3;margin:0;padding:3rem 1.25rem}main{max-width:36rem;margin:auto}h1{color:#082a34}a{color:#0f4c5c}</style></head>
<body><main><h1>${escapeHtml(words.title)}</h1>${summary}${formItems}${lead}<p><a href="${escapeHtml(back)}">${escapeHtml(words.back)}</a> ${escapeHtml(words.or)} <a href="${escapeHtml(localizePath("/", locale))}">${escapeHtml(words.home)}</a>.</p></main></body></html>`;
}
