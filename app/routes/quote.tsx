import { Clock, ShieldCheck, Stethoscope, type LucideIcon } from "lucide-react";
import { CallButton } from "~/components/ui/call-button";
import { ContactSection } from "~/parts/contact-form/contact-form";
import { ContactHeader } from "~/components/home/contact-header";
import { AnchorLink } from "~/components/layout/anchor-link";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { PageHero } from "~/components/ui/page-hero";
import type { Locale } from "~/content/locales";
import { quoteSectionIn } from "~/content/in/contact";
import { stringsIn } from "~/content/in/en";
import { quotePageIn } from "~/content/in/quote";
import { breadcrumbJsonLd, clinicJsonLd } from "~/lib/json-ld";
import { useLocale } from "~/lib/locale";
import { localeOfPath, localizePath } from "~/lib/locale-path";
import { DEFAULT_SITE_URL, getMeta } from "~/lib/meta";
import { siteUrlFrom } from "~/lib/route-data";
import type { Route } from "./+types/quote";

const path = "/quote";
/** The trail in the page's language, with its addresses in it. */
const crumbsIn = (locale: Locale) => [
  { name: stringsIn[locale]["nav.home"], path: localizePath("/", locale) },
  { name: quotePageIn[locale].crumb, path: localizePath(path, locale) },
];

const reassuranceIcons: LucideIcon[] = [Stethoscope, Clock, ShieldCheck];

/**
 * Sent without React (docs/decisions/0015): the site script sends its form in place, files and
 * all, as it does the contact form on every other page.
 */
export const handle = { hydrate: false } as const;

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const siteUrl = siteUrlFrom(matches);
  const locale = localeOfPath(location.pathname);
  const { title, description } = quotePageIn[locale];
  const crumbs = crumbsIn(locale);
  return getMeta({
    title,
    description,
    path,
    locale,
    siteUrl,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "ContactPage",
        name: title,
        description,
        url: `${siteUrl ?? DEFAULT_SITE_URL}${localizePath(path, locale)}`,
        about: clinicJsonLd(siteUrl),
      },
      breadcrumbJsonLd(crumbs, siteUrl),
    ],
  });
};

export default function QuotePage() {
  const locale = useLocale();
  const quotePage = quotePageIn[locale];
  const quoteSection = quoteSectionIn[locale];
  const crumbs = crumbsIn(locale);
  const title = quotePage.title;
  const reassurance = quotePage.reassurance.map((item, index) => ({
    ...item,
    icon: reassuranceIcons[index] ?? ShieldCheck,
  }));
  return (
    <>
      <PageHero
        before={<Breadcrumbs items={crumbs} />}
        eyebrow={quotePage.eyebrow}
        title={title}
        lead={quotePage.lead}
      >
        <AnchorLink href={`${localizePath(path, locale)}#contact`} className="btn-primary">
          {quotePage.request}
        </AnchorLink>
        <CallButton />
      </PageHero>

      <section aria-labelledby="quote-promises-title" className="border-b border-line bg-white">
        <h2 id="quote-promises-title" className="sr-only">
          {quotePage.expectHeading}
        </h2>
        <ul className="container-page grid gap-6 py-10 md:grid-cols-3">
          {reassurance.map((item) => (
            <li key={item.title} className="flex gap-4">
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent-100 text-accent-700">
                <item.icon aria-hidden="true" className="size-6" strokeWidth={1.75} />
              </span>
              <div>
                <h3 className="font-sans text-lg font-semibold text-brand-900">{item.title}</h3>
                <p className="mt-1 text-[1rem] text-muted">{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <ContactSection
        formId="quote"
        attachments
        discountCode
        header={
          <ContactHeader
            id="contact-title"
            eyebrow={quoteSection.eyebrow}
            title={quoteSection.title}
            intro={quoteSection.intro}
          />
        }
      />
    </>
  );
}
