import { CircleCheck } from "lucide-react";
import { Link } from "react-router";
import { PageHero } from "~/components/ui/page-hero";
import { contactCopyIn, thankYouPageIn } from "~/content/in/contact";
import { labelsIn } from "~/content/in/labels";
import { siteIn } from "~/content/in/site";
import { useLocalePath, useWords } from "~/lib/locale";
import { localeOfPath } from "~/lib/locale-path";
import { getMeta } from "~/lib/meta";
import { siteUrlFrom } from "~/lib/route-data";
import type { Route } from "./+types/thank-you";

/** Complete as HTML: sent without React's scripts (docs/decisions/0012-static-pages.md). */
export const handle = { hydrate: false } as const;

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const locale = localeOfPath(location.pathname);
  return getMeta({
    title: thankYouPageIn[locale].metaTitle,
    description: thankYouPageIn[locale].metaDescription,
    path: "/thank-you",
    locale,
    siteUrl: siteUrlFrom(matches),
    noindex: true,
  });
};

/** Where a contact form sent without JavaScript lands after a successful post. */
export default function ThankYou() {
  const contactCopy = useWords(contactCopyIn);
  const thankYouPage = useWords(thankYouPageIn);
  const labels = useWords(labelsIn);
  const site = useWords(siteIn);
  const to = useLocalePath();
  return (
    <>
      <PageHero
        eyebrow={thankYouPage.eyebrow}
        title={contactCopy.thanksTitle}
        lead={contactCopy.thanksText}
      />
      <section className="section container-page">
        <div className="card mx-auto max-w-2xl p-8 text-center">
          <CircleCheck aria-hidden="true" className="mx-auto size-12 text-success-700" strokeWidth={1.5} />
          <p className="mt-4 text-lg">{contactCopy.shortThanks}</p>
          <p className="mt-2 text-muted">
            {thankYouPage.sooner}{" "}
            <a href={site.phone.href} className="link">
              {site.phone.display}
            </a>
            .
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to={to("/")} className="btn-primary">
              {labels.actions.returnHome}
            </Link>
            <Link to={to("/travel-info")} className="btn-outline">
              {labels.actions.travelInformation}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
