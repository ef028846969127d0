import { fieldErrorWords } from "../content/form-errors";
import { fieldCodes, type FormErrorItem } from "./formspree";

/**
 * The one place a field's problem becomes what a person reads (app/content/form-errors.ts) and
 * the Formspree code an API client reads: the endpoint's schema check, the page without
 * JavaScript, the site script's and the React form's checks before sending all use it, so each
 * path says the same sentence. Without Zod: the site script imports it.
 */
export type FieldProblem =
  | "missing"
  | "absent"
  | "email"
  | "phone"
  | "choice"
  | "tooLong"
  | "oneLine"
  | "unstorable"
  | "notText";

const codes: Record<FieldProblem, string> = {
  missing: fieldCodes.empty,
  absent: fieldCodes.missing,
  email: fieldCodes.email,
  phone: fieldCodes.text,
  choice: fieldCodes.text,
  tooLong: fieldCodes.text,
  oneLine: fieldCodes.text,
  unstorable: fieldCodes.text,
  notText: fieldCodes.text,
};

/**
 * The sentences in one language: English's by default; the server and the React form pass
 * `fieldErrorWordsIn[locale]` (app/content/translations.ts), the site script the few sentences
 * the markup carries for its language (app/parts/contact-form), so it bundles English only.
 */
export type FieldErrorWords = typeof fieldErrorWords;

/** The sentence for a field's problem (`max` is the length limit of tooLong). */
export function fieldErrorSentence(
  field: string,
  problem: FieldProblem,
  max = 0,
  words: FieldErrorWords = fieldErrorWords,
): string {
  switch (problem) {
    case "missing":
    case "absent":
      return words.missing(field);
    case "email":
    case "phone":
    case "choice":
      return words[problem];
    case "tooLong":
      return words.tooLong(field, max);
    case "oneLine":
    case "unstorable":
    case "notText":
      return words[problem](field);
  }
}

/** Formspree's error item for a field's problem: its code, and the sentence as its message. */
export function fieldError(
  field: string,
  problem: FieldProblem,
  max?: number,
  words: FieldErrorWords = fieldErrorWords,
): FormErrorItem {
  return { field, code: codes[problem], message: fieldErrorSentence(field, problem, max, words) };
}

/**
 * What the form shows under a field for the items an endpoint answered with: the codes that
 * mean one thing are said in our words whoever answered (another Formspree-style service
 * included); any other item's message is shown as sent (ours is already the sentence).
 */
export function fieldErrorText(
  items: readonly FormErrorItem[],
  words: Pick<FieldErrorWords, "missing" | "email"> = fieldErrorWords,
): string {
  const sentences = items.map((item) => {
    const field = item.field ?? "";
    if (item.code === "REQUIRED_FIELD_EMPTY" || item.code === "REQUIRED_FIELD_MISSING")
      return words.missing(field);
    if (item.code === "TYPE_EMAIL") return words.email;
    return item.message;
  });
  return [...new Set(sentences)].join(" ");
}
