import { CircleCheck, Info, MailX } from "lucide-react";
import { useEffect } from "react";
import { data } from "react-router";
import { NewsletterCard, SignupAgainForm } from "~/parts/newsletter/newsletter-card";
import { SUBSCRIBED_FLAG } from "~/lib/chrome";
import { defaultLocale, isLocale } from "~/content/locales";
import { newsletterPagesIn } from "~/content/in/newsletter";
import { siteIn } from "~/content/in/site";
import { useWords } from "~/lib/locale";
import { requireAppContext } from "~/context";
import { confirmPage } from "~/services/newsletter/pages.server";
import type { Route } from "./+types/newsletter.confirm";

/** No dark hero here: the navigation bar is solid from the start. */
export const handle = { solidNav: true };

/** In the subscriber's language, as the page is. */
export const meta: Route.MetaFunction = ({ data: loaded }) => {
  const locale = isLocale(loaded?.locale) ? loaded.locale : defaultLocale;
  return [
    { title: `${newsletterPagesIn[locale].confirmTabTitle} | ${siteIn[locale].name}` },
    { name: "robots", content: "noindex" },
  ];
};

/**
 * GET /newsletter/confirm/:token, the link in the confirmation email: confirms (once; again
 * shows the same code), 410 for an expired link or an address unsubscribed since, 404 otherwise.
 * The page speaks the subscriber's language (`locale`, which the root layout reads); a link
 * that is no one's is answered in English.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const view = await confirmPage(requireAppContext(context), params.token);
  return data(view.page, { status: view.status, headers: { "Cache-Control": "no-store" } });
}

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  const newsletterPages = useWords(newsletterPagesIn);
  const confirmed = "discountCode" in loaderData;
  useEffect(() => {
    if (!confirmed) return;
    try {
      // Subscribed now: the popup has nothing more to offer in this browser.
      window.localStorage.setItem(SUBSCRIBED_FLAG, "true");
    } catch {
      // Private browsing may refuse storage; the subscription itself is stored.
    }
  }, [confirmed]);

  if ("discountCode" in loaderData)
    return (
      <NewsletterCard icon={CircleCheck} heading={newsletterPages.confirmedTitle}>
        <p className="mt-4 text-muted">{newsletterPages.confirmedText}</p>
        <p
          data-testid="discount-code"
          className="mx-auto mt-4 w-fit rounded-xl border-2 border-dashed border-accent-600 bg-accent-100 px-6 py-3 font-mono text-2xl font-semibold tracking-wider text-brand-900"
        >
          {loaderData.discountCode}
        </p>
        <p className="mt-4 text-muted">{newsletterPages.confirmedNote}</p>
      </NewsletterCard>
    );
  const [icon, heading, text] =
    loaderData.status === "expired"
      ? [Info, newsletterPages.expiredTitle, newsletterPages.expiredText]
      : loaderData.status === "unsubscribed"
        ? [MailX, newsletterPages.unsubscribedTitle, newsletterPages.unsubscribedText]
        : [Info, newsletterPages.unknownTitle, newsletterPages.unknownText];
  return (
    <NewsletterCard icon={icon} heading={heading}>
      <p className="mt-4 text-muted">{text}</p>
      <SignupAgainForm />
    </NewsletterCard>
  );
}
