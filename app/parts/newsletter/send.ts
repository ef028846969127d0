import { newsletterErrorWords } from "~/content/form-errors";
import type { Locale } from "~/content/locales";
import { fetchWithin } from "~/lib/fetch-within";
import { SEND_TIMEOUT_MS } from "~/lib/form-client";

/**
 * The newsletter's one sending path: the popup's script (script.ts) and the sign-up-again form on
 * the newsletter's link pages (newsletter-card.tsx, through use-newsletter-signup.ts) both post
 * here. No React here: the site script imports this file, and only the English words with it.
 */

/** The sign-up endpoint (app/routes/api.newsletter.ts). */
export const NEWSLETTER_PATH = "/api/newsletter";

/** Stored (a link is on its way), or what to tell the visitor. */
export type NewsletterAnswer = { ok: true } | { error: string };

/** The sign-up's error sentences in one language (app/content/form-errors.ts and its translations). */
export type NewsletterErrorWords = Record<keyof typeof newsletterErrorWords, string>;

/**
 * Posts {email, page, language} to the endpoint as JSON, asking for JSON (English, the default,
 * is not sent). A failed sign-up is said in the endpoint's own sentence (it says what to do), in
 * `words`' language when it is one of the sign-up's sentences; no answer, a stalled one or one
 * without a sentence is said as a failure to try again.
 */
export async function sendNewsletterSignup(
  email: string,
  page: string,
  language?: Locale,
  words: NewsletterErrorWords = newsletterErrorWords,
): Promise<NewsletterAnswer> {
  const failed = { error: `${words.failed} ${words.tryAgain}` };
  try {
    const response = await fetchWithin(SEND_TIMEOUT_MS.json, NEWSLETTER_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ email, page, language: language === "en" ? undefined : language }),
    });
    if (response.ok) return { ok: true };
    const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
    return typeof body?.error === "string" ? { error: inLanguage(body.error, words) } : failed;
  } catch {
    return failed;
  }
}

/** The endpoint writes the schema's English sentences: the same sentence in `words`' language. */
function inLanguage(sentence: string, words: NewsletterErrorWords): string {
  const key = (Object.keys(newsletterErrorWords) as (keyof NewsletterErrorWords)[]).find(
    (name) => newsletterErrorWords[name] === sentence,
  );
  return key ? words[key] : sentence;
}
