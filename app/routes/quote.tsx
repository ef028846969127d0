import { Clock, ShieldCheck, Stethoscope, type LucideIcon } from "lucide-react";
import { CallButton } from "~/components/ui/call-button";
import { ContactSection } from "~/parts/contact-form/contact-form";
import { ContactHeader } from "~/components/home/contact-header";
import { AnchorLink } from "~/components/layout/anchor-link";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { PageHero } from "~/components/ui/page-hero";
import { t } from "~/content/en";
import { quoteSection } from "~/content/contact";
import { quotePage } from "~/content/quote";
import { breadcrumbJsonLd, clinicJsonLd } from "~/lib/json-ld";
import { DEFAULT_SITE_URL, getMeta } from "~/lib/meta";
import { siteUrlFrom } from "~/lib/route-data";
import type { Route } from "./+types/quote";

const path = "/quote";
const crumbs = [
  { name: t("nav.home"), path: "/" },
  { name: quotePage.crumb, path },
];
const title = quotePage.title;
const description = quotePage.description;

const reassuranceIcons: LucideIcon[] = [Stethoscope, Clock, ShieldCheck];
const reassurance = quotePage.reassurance.map((item, index) => ({
  ...item,
  icon: reassuranceIcons[index] ?? ShieldCheck,
}));

/**
 * Sent without React (docs/decisions/0015): the site script sends its form in place, files and
 * all, as it does the contact form on every other page.
 */
export const handle = { hydrate: false } as const;

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteUrl = siteUrlFrom(matches);
  return getMeta({
    title,
    description,
    path,
    siteUrl,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "ContactPage",
        name: title,
        description,
        url: `${siteUrl ?? DEFAULT_SITE_URL}${path}`,
        about: clinicJsonLd(siteUrl),
      },
      breadcrumbJsonLd(crumbs, siteUrl),
    ],
  });
};

export default function QuotePage() {
  return (
    <>
      <PageHero
        before={<Breadcrumbs items={crumbs} />}
        eyebrow={quotePage.eyebrow}
        title={title}
        lead={quotePage.lead}
      >
        <AnchorLink href={`${path}#contact`} className="btn-primary">
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
