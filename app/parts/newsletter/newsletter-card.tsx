import type { LucideIcon } from "lucide-react";
import type { FormEvent, ReactNode } from "react";
import { Link } from "react-router";
import { newsletterPagesIn } from "~/content/in/newsletter";
import { useLocalePath, useWords } from "~/lib/locale";
import { useNewsletterSignup } from "./use-newsletter-signup";

/** The one card the newsletter's confirmation and unsubscribe pages are drawn in. */
export function NewsletterCard({
  icon: Icon,
  heading,
  children,
}: {
  icon: LucideIcon;
  heading: string;
  children: ReactNode;
}) {
  const newsletterPages = useWords(newsletterPagesIn);
  const to = useLocalePath();
  return (
    <section className="bg-canvas pt-28 pb-20 md:pt-36">
      <div className="container-page max-w-2xl">
        <div className="card p-7 text-center md:p-10">
          <Icon aria-hidden="true" className="mx-auto size-16 text-accent-700" strokeWidth={1.5} />
          <h1 className="mt-4 text-3xl font-semibold">{heading}</h1>
          {children}
          <p className="mt-8">
            <Link to={to("/")} className="btn-outline">
              {newsletterPages.home}
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}

/**
 * A way back in from a dead link: the popup's sign-up, on the page (a new link by email), sent
 * by the newsletter's one sending path (send.ts).
 */
export function SignupAgainForm() {
  const newsletterPages = useWords(newsletterPagesIn);
  const { busy, answer, signUp } = useNewsletterSignup();
  if (answer && "ok" in answer)
    return (
      <p role="status" className="mt-6 rounded-lg bg-brand-50 p-4">
        {newsletterPages.signupAgainSent}
      </p>
    );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "");
    void signUp(email, window.location.pathname.replace(/[^/]+$/, ""));
  }

  return (
    <form onSubmit={submit} className="mx-auto mt-6 max-w-sm space-y-3 text-left">
      <label htmlFor="signup-again-email" className="block text-sm font-semibold text-ink">
        {newsletterPages.signupAgainLabel}
      </label>
      <input
        id="signup-again-email"
        name="email"
        type="email"
        required
        autoComplete="email"
        className="block w-full rounded-xl border border-line bg-white px-4 py-3 text-base text-ink"
      />
      <button type="submit" className="btn-primary w-full" disabled={busy}>
        {newsletterPages.signupAgainSubmit}
      </button>
      {answer && "error" in answer ? (
        <p role="alert" className="text-sm text-danger-700">
          {answer.error}
        </p>
      ) : null}
    </form>
  );
}
