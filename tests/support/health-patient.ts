/**
 * What the patient's medical history pages' tests share (tests/http/health/patient-*.test.ts):
 * the form's fields as a browser posts them (every question answered no unless a test says
 * otherwise), the page and its posts over HTTP, and a page's text with React's entities read back.
 */
import { historyQuestions, type HistoryQuestionId } from "../../app/lib/medical-history";
import { historyFields } from "../../app/lib/medical-history-form";

/** The site's own origin, as the test server's SITE_URL says it (posts carry it as their Origin). */
export const SITE = "http://localhost:3000";

/** Entities React writes in text ('&#x27;'), read back as the characters. */
export const textOf = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/<!-- -->/g, "");

type Given = Partial<Record<HistoryQuestionId, "yes" | "no" | "unknown" | null>>;

/**
 * The form as a browser posts it: every top-level question answered no, then `given` over it
 * (null leaves a question unanswered), details and medicines as named, and the typed name.
 */
export function formFields(
  confirmedName: string,
  given: Given = {},
  extra: { details?: Partial<Record<HistoryQuestionId, string>>; medicines?: [string, string][] } = {},
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const question of historyQuestions) {
    const answer = question.id in given ? given[question.id] : question.parent ? null : "no";
    if (answer) fields[historyFields.answer(question.id)] = answer;
  }
  for (const [id, detail] of Object.entries(extra.details ?? {}))
    fields[historyFields.detail(id as HistoryQuestionId)] = detail;
  (extra.medicines ?? []).forEach(([name, dose], row) => {
    fields[historyFields.medicine(row, "name")] = name;
    fields[historyFields.medicine(row, "dose")] = dose;
  });
  fields[historyFields.confirmedName] = confirmedName;
  return fields;
}

/** The page and its form's post, on a test server. */
export function historyPages(serverUrl: () => string) {
  const page = async (token: string, init: RequestInit & { query?: string } = {}) => {
    const response = await fetch(`${serverUrl()}/medical-history/${token}${init.query ?? ""}`, init);
    return { response, html: textOf(await response.text()) };
  };
  const post = async (
    token: string,
    fields: Record<string, string>,
    headers: Record<string, string> = {},
  ) => {
    const response = await fetch(`${serverUrl()}/medical-history/${token}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE, ...headers },
      body: new URLSearchParams(fields).toString(),
    });
    return { response, html: textOf(await response.text()) };
  };
  return { page, post };
}

/** Whether the page shows a radio checked: `checked(html, "diabetes", "yes")`. */
export const isChecked = (html: string, id: HistoryQuestionId, value: string) =>
  new RegExp(`<input type="radio" id="mh-${id}-${value}"[^>]*checked=""`).test(html);

/** The no-store, noindex and no-referrer every answer under the link carries. */
export function privateHeadersOf(response: Response) {
  return {
    cacheControl: response.headers.get("cache-control"),
    robots: response.headers.get("x-robots-tag"),
    // Said once, by the edge (a route saying it too made it "no-referrer, no-referrer").
    referrer: response.headers.get("referrer-policy"),
  };
}
