import type { Database } from "~/db/client.server";
import { newsletterSubscribers } from "~/db/schema";
import { NEWSLETTER_CONSENT_VERSION, type NewsletterSignup } from "~/lib/newsletter-schema";

/**
 * Stores a sign-up once per address (case-insensitive). Returns whether the address is new;
 * a repeat keeps the first row and its consent time.
 */
export async function subscribeToNewsletter(
  db: Database,
  signup: NewsletterSignup,
): Promise<{ created: boolean }> {
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({
      email: signup.email.toLowerCase(),
      consentVersion: NEWSLETTER_CONSENT_VERSION,
      sourcePage: signup.page ?? null,
    })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  return { created: inserted.length > 0 };
}
