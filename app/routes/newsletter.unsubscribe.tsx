import { Info, MailX } from "lucide-react";
import { data, Form, useNavigation } from "react-router";
import { NewsletterCard } from "~/parts/newsletter/newsletter-card";
import { defaultLocale, isLocale } from "~/content/locales";
import { newsletterPagesIn } from "~/content/in/newsletter";
import { siteIn } from "~/content/in/site";
import { useWords } from "~/lib/locale";
import { requireAppContext } from "~/context";
import { endpointAction } from "~/endpoints/endpoint.server";
import { unsubscribe } from "~/services/newsletter/newsletter.server";
import { unsubscribePage } from "~/services/newsletter/pages.server";
import type { Route } from "./+types/newsletter.unsubscribe";

/** No dark hero here: the navigation bar is solid from the start. */
export const handle = { solidNav: true };

/** In the subscriber's language, as the page is. */
export const meta: Route.MetaFunction = ({ data: loaded }) => {
  const locale = isLocale(loaded?.locale) ? loaded.locale : defaultLocale;
  return [
    { title: `${newsletterPagesIn[locale].unsubscribeTabTitle} | ${siteIn[locale].name}` },
    { name: "robots", content: "noindex" },
  ];
};

/**
 * GET /newsletter/unsubscribe/:token asks first: mail security scanners fetch every link in an
 * email, and a GET that unsubscribed would unsubscribe people who never clicked. The page speaks
 * the subscriber's language (`locale`, which the root layout reads); a link that is no one's, English.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const view = await unsubscribePage(requireAppContext(context), params.token);
  return data(view.page, { status: view.status, headers: { "Cache-Control": "no-store" } });
}

/**
 * POST /newsletter/unsubscribe/:token: the page's button, or a mail client's one-click
 * 'Unsubscribe' (RFC 8058, body 'List-Unsubscribe=One-Click'). Either way the address is
 * unsubscribed at once; repeating it changes nothing.
 */
export const action = endpointAction("newsletterUnsubscribe", async ({ params, context }) => {
  const result = await unsubscribe(context, params.token ?? "");
  if (result === "unknown") return data({ state: "unknown" as const }, { status: 404 });
  return { state: "done" as const };
});

export default function NewsletterUnsubscribe({ loaderData }: Route.ComponentProps) {
  const newsletterPages = useWords(newsletterPagesIn);
  const navigation = useNavigation();
  if (loaderData.state === "unknown")
    return (
      <NewsletterCard icon={Info} heading={newsletterPages.unsubscribeUnknownTitle}>
        <p className="mt-4 text-muted">{newsletterPages.unsubscribeUnknownText}</p>
      </NewsletterCard>
    );
  if (loaderData.state === "done")
    return (
      <NewsletterCard icon={MailX} heading={newsletterPages.unsubscribeDoneTitle}>
        <p role="status" className="mt-4 text-muted">
          {newsletterPages.unsubscribeDoneText}
        </p>
      </NewsletterCard>
    );
  return (
    <NewsletterCard icon={MailX} heading={newsletterPages.unsubscribeTitle}>
      <p className="mt-4 text-muted">{newsletterPages.unsubscribeText(loaderData.maskedEmail)}</p>
      <Form method="post" className="mt-6">
        <button type="submit" className="btn-primary" disabled={navigation.state !== "idle"}>
          {newsletterPages.unsubscribeButton}
        </button>
      </Form>
    </NewsletterCard>
  );
}
