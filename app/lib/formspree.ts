// Formspree's protocol, in one place: our endpoint speaks it (POST /f/:formId, docs/product.md)
// so the clinic could point the forms at Formspree itself, and the forms read it. The error item
// and its codes, the two answers' shapes, and how a form reads an answer. The server's half
// (answers as HTTP, the page for a browser without JavaScript) is app/services/platform/formspree.server.ts;
// the words are in app/content/form-errors.ts.
import { formErrorWords, formProblemWords } from "../content/form-errors";

/**
 * The hidden field in which a form on a German or French page says its language (en, de, fr):
 * the endpoint answers in it and stores the lead with it. A form without it is English.
 */
export const LANGUAGE_FIELD = "language";

/** An error item: a field error has `field`, a form error has none. */
export interface FormErrorItem {
  field?: string;
  code: string;
  message: string;
}

/** The field codes Formspree sends, by the kind of problem. */
export const fieldCodes = {
  empty: "REQUIRED_FIELD_EMPTY",
  missing: "REQUIRED_FIELD_MISSING",
  email: "TYPE_EMAIL",
  numeric: "TYPE_NUMERIC",
  text: "TYPE_TEXT",
} as const;

/** Our own API error codes said as Formspree's form codes. */
export const formCode = (code: string): string =>
  ({ TOO_LARGE: "TOO_LARGE", MALFORMED: "UNSPECIFIED", SERVER_ERROR: "UNSPECIFIED" })[code] ?? code;

/** The answer to a form that was taken: where a browser goes next. */
export interface FormAccepted {
  ok: true;
  next: string;
}

/** The answer to a form that was refused: a summary and its items. */
export interface FormRefused {
  error: string;
  errors: FormErrorItem[];
}

export const accepted = (next: string): FormAccepted => ({ ok: true, next });
export const refused = (error: string, errors: FormErrorItem[]): FormRefused => ({ error, errors });

export type SubmitOutcome =
  | { kind: "success"; next: string }
  | { kind: "errors"; fieldErrors: Record<string, FormErrorItem[]>; formErrors: string[] };

/** A form's words for the answers it reads (English's by default; the page's language from its markup). */
export interface AnswerWords {
  forms: Record<string, string>;
  problems: typeof formProblemWords;
}
export const englishAnswerWords: AnswerWords = { forms: formErrorWords, problems: formProblemWords };

/** Reads an answer: `{next}` is success; `{errors}` or `{error}` are failures. */
export function readFormResponse(body: unknown, words: AnswerWords = englishAnswerWords): SubmitOutcome {
  const unexpected: SubmitOutcome = {
    kind: "errors",
    fieldErrors: {},
    formErrors: [words.problems.unexpected],
  };
  if (!body || typeof body !== "object") return unexpected;
  const value = body as { next?: unknown; errors?: unknown; error?: unknown };
  if (typeof value.next === "string") return { kind: "success", next: value.next };
  if (Array.isArray(value.errors)) {
    const fieldErrors: Record<string, FormErrorItem[]> = {};
    const formErrors: string[] = [];
    for (const item of value.errors as FormErrorItem[]) {
      if (!item || typeof item !== "object" || typeof item.message !== "string") return unexpected;
      if (item.field) (fieldErrors[item.field] ??= []).push(item);
      else formErrors.push(words.forms[item.code] ?? item.message);
    }
    return { kind: "errors", fieldErrors, formErrors };
  }
  if (typeof value.error === "string") return { kind: "errors", fieldErrors: {}, formErrors: [value.error] };
  return unexpected;
}
