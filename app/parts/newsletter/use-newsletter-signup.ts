import { useRef, useState } from "react";
import { newsletterErrorWordsIn } from "~/content/in/form-errors";
import { useLocale } from "~/lib/locale";
import { sendNewsletterSignup, type NewsletterAnswer } from "./send";

/**
 * The sign-up-again form's state (newsletter-card.tsx): busy while its sign-up is on its way, then
 * the answer, in the page's language (the subscriber's). Apart from send.ts so the site script,
 * which imports send.ts, carries no React.
 */
export function useNewsletterSignup() {
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<NewsletterAnswer | undefined>(undefined);
  // A second click before React has drawn the disabled button sends nothing more.
  const sending = useRef(false);

  async function signUp(email: string, page: string) {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setAnswer(undefined);
    try {
      setAnswer(await sendNewsletterSignup(email, page, locale, newsletterErrorWordsIn[locale]));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  return { busy, answer, signUp };
}
