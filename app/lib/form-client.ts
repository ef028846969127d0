import { fetchWithin } from "./fetch-within";
import { englishAnswerWords, readFormResponse, type AnswerWords, type SubmitOutcome } from "./formspree";

// Sends a form to a Formspree-compatible endpoint and reads its answer (./formspree.ts).

/**
 * Longest wait for the endpoint's answer: a stalled connection is said as one, and a resend
 * carries the same key, so it is still one lead. Files get longer: 25 MB from a phone.
 */
export const SEND_TIMEOUT_MS = { json: 30_000, files: 10 * 60_000 } as const;

/**
 * Posts the form to `${endpoint}/f/${formId}`, asking for a JSON answer: as JSON, or as
 * multipart when it carries files (the quote form's attachments).
 */
export async function submitForm(
  endpoint: string,
  formId: string,
  data: Record<string, string> | FormData,
  words: AnswerWords = englishAnswerWords,
): Promise<SubmitOutcome> {
  let response: Response;
  const multipart = typeof FormData !== "undefined" && data instanceof FormData;
  try {
    response = await fetchWithin(
      multipart ? SEND_TIMEOUT_MS.files : SEND_TIMEOUT_MS.json,
      `${endpoint}/f/${encodeURIComponent(formId)}`,
      {
        method: "POST",
        // The browser writes a multipart body's Content-Type itself (with its boundary).
        headers: multipart
          ? { Accept: "application/json" }
          : { "Content-Type": "application/json", Accept: "application/json" },
        body: multipart ? data : JSON.stringify(data),
      },
    );
  } catch {
    return {
      kind: "errors",
      fieldErrors: {},
      formErrors: [words.problems.unreachable],
    };
  }
  const body = await response.json().catch(() => null);
  const outcome = readFormResponse(body, words);
  if (outcome.kind === "success" && !response.ok) {
    return { kind: "errors", fieldErrors: {}, formErrors: [words.problems.unexpected] };
  }
  return outcome;
}
