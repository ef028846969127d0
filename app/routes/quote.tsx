import { Clock, Phone, ShieldCheck, Stethoscope, type LucideIcon } from "lucide-react";
import { ContactSection } from "~/components/forms/contact-form";
import { ContactHeader } from "~/components/home/contact-header";
import { AnchorLink } from "~/components/layout/anchor-link";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { PageHero } from "~/components/ui/page-hero";
import { quoteSection } from "~/content/contact";
import { site } from "~/content/site";
import { breadcrumbJsonLd, clinicJsonLd } from "~/lib/json-ld";
import { DEFAULT_SITE_URL, getMeta } from "~/lib/meta";
import { siteUrlFrom } from "~/lib/route-data";
import type { Route } from "./+types/quote";

const path = "/quote";
const crumbs = [
  { name: "Home", path: "/" },
  { name: "Get a Quote", path },
];
const title = "Get Your Free Quote";
const description =
  "Request a free, no-obligation quote for your dental treatment in Budapest. Tell us what you need, attach an X-ray or photos if you have them, and we reply within 24 hours.";

const reassurance: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Stethoscope,
    title: "Reviewed by our dentists",
    text: "A dentist looks at your details, X-ray or photos before we send your personal quote.",
  },
  {
    icon: Clock,
    title: "Reply within 24 hours",
    text: "Your Dental Tourism Manager answers every enquiry within 24 hours, in English or French.",
  },
  {
    icon: ShieldCheck,
    title: "No obligation",
    text: "The quote is free and you decide in your own time. Your final price is confirmed in writing before any treatment begins.",
  },
];

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
        eyebrow="Free quote"
        title={title}
        lead="Tell us about the treatment you need. If you have a recent X-ray or photos of your teeth, attach them to the form: they help our dentists price your plan accurately. You receive a personal quote within 24 hours, with no obligation."
      >
        <AnchorLink href={`${path}#contact`} className="btn-primary">
          Request Your Quote
        </AnchorLink>
        <a href={site.phone.href} className="btn-ghost-light">
          <Phone aria-hidden="true" className="size-5" />
          Call {site.phone.display}
        </a>
      </PageHero>

      <section aria-labelledby="quote-promises-title" className="border-b border-line bg-white">
        <h2 id="quote-promises-title" className="sr-only">
          What to expect
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
