import { newsletterErrorWords } from "~/content/form-errors";
import { fetchWithin } from "~/lib/fetch-within";
import { SEND_TIMEOUT_MS } from "~/lib/form-client";

/**
 * The newsletter's one sending path: the popup's script (script.ts) and the sign-up-again form on
 * the newsletter's link pages (newsletter-card.tsx, through use-newsletter-signup.ts) both post
 * here. No React here: the site script imports this file.
 */

/** The sign-up endpoint (app/routes/api.newsletter.ts). */
export const NEWSLETTER_PATH = "/api/newsletter";

/** Stored (a link is on its way), or what to tell the visitor. */
export type NewsletterAnswer = { ok: true } | { error: string };

/**
 * Posts {email, page} to the endpoint as JSON, asking for JSON. A failed sign-up is said in the
 * endpoint's own sentence (it says what to do); no answer, a stalled one or one without a sentence
 * is said as a failure to try again.
 */
export async function sendNewsletterSignup(email: string, page: string): Promise<NewsletterAnswer> {
  const failed = { error: `${newsletterErrorWords.failed} ${newsletterErrorWords.tryAgain}` };
  try {
    const response = await fetchWithin(SEND_TIMEOUT_MS.json, NEWSLETTER_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ email, page }),
    });
    if (response.ok) return { ok: true };
    const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
    return typeof body?.error === "string" ? { error: body.error } : failed;
  } catch {
    return failed;
  }
}
