// The contact and quote forms' one sending path, used by ContactSection's handler (React) and
// by the page script on pages served without React: it reads the fields, checks them, checks the
// chosen files, and posts JSON or, with files, multipart to the Formspree-compatible endpoint.
import { LANGUAGE_FIELD, type AnswerWords, type FormErrorItem } from "~/lib/formspree";
import { contactFields } from "~/lib/contact-fields";
import type { FieldErrorWords } from "~/lib/field-errors";
import { DISCOUNT_FIELD } from "~/lib/discount-fields";
import { submitForm } from "~/lib/form-client";
import { IDEMPOTENCY_FIELD } from "~/lib/form-key";
import { checkChosenFiles, isChosenFile, UPLOAD_FIELD } from "~/lib/upload-rules";
import type { ContactFormWords } from "./contract";

export type FieldErrors = Record<string, FormErrorItem[]>;

export type SendResult =
  | { kind: "success" }
  | { kind: "errors"; fieldErrors: FieldErrors; formErrors: string[] };

export interface SendOptions {
  /** FORM_ENDPOINT: our own endpoint ("") or another Formspree-compatible one. */
  endpoint: string;
  formId: string;
  /** The filled-in form's key (one lead however often it is sent), kept by the caller. */
  key: string;
  /**
   * The checks made before anything is sent: the React form loads the whole schema on its first
   * send; the page script checks what a browser can without Zod. The server checks everything.
   */
  validate: (values: Record<string, string>) => FieldErrors | undefined | Promise<FieldErrors | undefined>;
  /** Told once the checks pass, just before the request, whether files go with it. */
  onSending?: (withFiles: boolean) => void;
  /** The page's words where it is not English (./contract.ts); English's otherwise. */
  words?: ContactFormWords;
}

/** The field sentences the form re-says (fieldErrorText), in the words given, or English's. */
export const fieldWordsOf = (
  words: ContactFormWords | undefined,
): Pick<FieldErrorWords, "missing" | "email"> | undefined =>
  words && { missing: (field) => words.missing[field] ?? words.missing[""], email: words.email };

/** The answers' words (readFormResponse), in the words given, or English's. */
const answerWordsOf = (words: ContactFormWords | undefined): AnswerWords | undefined =>
  words && { forms: words.forms, problems: words.problems };

/** The values the endpoint takes from the form: its fields, the trap, the code where asked, the key. */
function formValues(form: HTMLFormElement, key: string): Record<string, string> {
  const data = new FormData(form);
  const values: Record<string, string> = {};
  for (const name of [...contactFields, "_gotcha"]) values[name] = String(data.get(name) ?? "");
  // The newsletter code, where the form has its field (the quote form).
  if (form.elements.namedItem(DISCOUNT_FIELD))
    values[DISCOUNT_FIELD] = String(data.get(DISCOUNT_FIELD) ?? "");
  values[IDEMPOTENCY_FIELD] = key;
  // The page's language, where the form says it (a page not in English).
  if (form.elements.namedItem(LANGUAGE_FIELD))
    values[LANGUAGE_FIELD] = String(data.get(LANGUAGE_FIELD) ?? "");
  return values;
}

export async function sendContactForm(form: HTMLFormElement, options: SendOptions): Promise<SendResult> {
  const values = formValues(form, options.key);
  // X-rays and photos (the quote form): checked here as the server will, sent as multipart.
  const files = new FormData(form).getAll(UPLOAD_FIELD).filter(isChosenFile);
  const problems = await options.validate(values);
  const fileProblem = checkChosenFiles(files, options.words?.files);
  if (problems || fileProblem) {
    const fieldErrors: FieldErrors = { ...problems };
    if (fileProblem)
      fieldErrors[UPLOAD_FIELD] = [{ field: UPLOAD_FIELD, code: "FILES", message: fileProblem }];
    return { kind: "errors", fieldErrors, formErrors: [] };
  }
  options.onSending?.(files.length > 0);
  let body: Record<string, string> | FormData = values;
  if (files.length > 0) {
    body = new FormData();
    for (const [name, value] of Object.entries(values)) body.append(name, value);
    for (const file of files) body.append(UPLOAD_FIELD, file);
  }
  const outcome = await submitForm(options.endpoint, options.formId, body, answerWordsOf(options.words));
  return outcome.kind === "success" ? { kind: "success" } : outcome;
}
