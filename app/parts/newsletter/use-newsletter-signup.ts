import { useState } from "react";
import { sendNewsletterSignup, type NewsletterAnswer } from "./send";

/**
 * The sign-up-again form's state (newsletter-card.tsx): busy while its sign-up is on its way, then
 * the answer. Apart from send.ts so the site script, which imports send.ts, carries no React.
 */
export function useNewsletterSignup() {
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<NewsletterAnswer | undefined>(undefined);

  async function signUp(email: string, page: string) {
    setBusy(true);
    setAnswer(undefined);
    const received = await sendNewsletterSignup(email, page);
    setAnswer(received);
    setBusy(false);
  }

  return { busy, answer, signUp };
}
