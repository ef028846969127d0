import { Gift, X } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { t } from "~/content/en";
import { useDeferredModule } from "~/lib/use-deferred-module";

/** docs/product.md, Figures: shown 10 s after load, closes 3 s after a sign-up, local flag key and value. */
export const POPUP_DELAY_MS = 10_000;
export const POPUP_AUTO_CLOSE_MS = 3_000;
export const SUBSCRIBED_FLAG = "newsletterSubscribed";

function alreadySubscribed(): boolean {
  try {
    return window.localStorage.getItem(SUBSCRIBED_FLAG) === "true";
  } catch {
    return false;
  }
}

type SignupAnswer = { ok: true } | { error: string };

// The dialog's code is fetched after hydration, not with the page: ready before the popup opens.
const loadDialog = () => import("@radix-ui/react-dialog");

export function NewsletterPopup() {
  const Dialog = useDeferredModule(loadDialog, true);
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<SignupAnswer>();
  const sending = fetcher.state !== "idle";
  const answer = sending ? undefined : fetcher.data;
  const subscribed = answer !== undefined && "ok" in answer;
  const view = subscribed ? "thanks" : sending ? "sending" : "form";
  const error =
    answer && "error" in answer
      ? `${answer.error ?? "We could not sign you up just now."} Please try again.`
      : null;

  useEffect(() => {
    // Storage is read when the popup is due, not while the page hydrates: a page's first read of
    // localStorage is slow on a phone (the browser opens the site's storage then).
    const timer = window.setTimeout(() => {
      if (!alreadySubscribed()) setOpen(true);
    }, POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!subscribed) return;
    try {
      window.localStorage.setItem(SUBSCRIBED_FLAG, "true");
    } catch {
      // Private browsing may refuse storage; the sign-up itself is stored.
    }
    const timer = window.setTimeout(() => setOpen(false), POPUP_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [subscribed]);

  function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "");
    void fetcher.submit(
      { email, page: window.location.pathname },
      { method: "post", action: "/api/newsletter", encType: "application/json" },
    );
  }

  if (!Dialog) return null;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-brand-900/50" />
        <Dialog.Content
          data-testid="newsletter-popup"
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-7 shadow-2xl"
        >
          <Dialog.Close
            aria-label={t("newsletter.close")}
            className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-brand-50 hover:text-brand-900"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
          {view === "thanks" ? (
            <div role="status" className="py-4 text-center">
              <Dialog.Title className="font-display text-2xl font-semibold text-brand-900">
                {t("newsletter.thanksTitle")}
              </Dialog.Title>
              <Dialog.Description className="mt-3 text-muted">
                {t("newsletter.thanksText")}
              </Dialog.Description>
            </div>
          ) : (
            <>
              <div className="mb-4 inline-flex size-12 items-center justify-center rounded-full bg-accent-100 text-accent-700">
                <Gift aria-hidden="true" className="size-6" />
              </div>
              <Dialog.Title className="pr-8 font-display text-2xl font-semibold text-brand-900">
                {t("newsletter.title")}
              </Dialog.Title>
              <Dialog.Description className="mt-2 text-muted">{t("newsletter.text")}</Dialog.Description>
              <form onSubmit={subscribe} className="mt-5 space-y-3">
                <label htmlFor="newsletter-email" className="block text-sm font-semibold text-ink">
                  {t("newsletter.emailLabel")}
                </label>
                <input
                  id="newsletter-email"
                  name="email"
                  type="email"
                  required
                  autoComplete="email"
                  className="block w-full rounded-xl border border-line bg-white px-4 py-3 text-base text-ink"
                />
                <button type="submit" className="btn-primary w-full" disabled={view === "sending"}>
                  {view === "sending" ? "Sending..." : t("newsletter.submit")}
                </button>
                {error ? (
                  <p role="alert" className="text-sm text-danger-700">
                    {error}
                  </p>
                ) : null}
                <p className="text-xs text-muted">{t("newsletter.privacy")}</p>
              </form>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
