import { ArrowRight, Phone } from "lucide-react";
import { Link } from "react-router";
import { ContactSection } from "~/parts/contact-form/contact-form";
import { ContactHeader } from "~/components/home/contact-header";
import { AnchorLink } from "~/components/layout/anchor-link";
import { Breadcrumbs, type Crumb } from "~/components/ui/breadcrumbs";
import { PageHero } from "~/components/ui/page-hero";
import { Money } from "~/components/ui/money";
import type { Locale } from "~/content/locales";
import { treatmentPath, type TreatmentMenuGroup } from "~/content/navigation";
import { stringsIn } from "~/content/in/en";
import { labelsIn } from "~/content/in/labels";
import { treatmentMenuIn } from "~/content/in/navigation";
import { completeTreatmentsIn, priceGroupsIn, priceItemsIn, priceWordsIn } from "~/content/in/price-list";
import { siteIn } from "~/content/in/site";
import { priceGroupLabelsIn, treatmentPageLabelsIn } from "~/content/in/treatment-page";
import type { Treatment, TreatmentSlug } from "~/content/types";
import { useLocale, useLocalePath, useWords } from "~/lib/locale";
import { localizePath } from "~/lib/locale-path";
import { fromPrice, includesInWords } from "~/lib/pricing";
import { TreatmentSectionView } from "./sections";

/** Home, Treatments, this page: in the page's language, each path as that language writes it. */
export function treatmentCrumbs(treatment: Treatment, locale: Locale = "en"): Crumb[] {
  const strings = stringsIn[locale];
  return [
    { name: strings["nav.home"], path: localizePath("/", locale) },
    { name: strings["nav.treatments"], path: localizePath("/#treatments", locale) },
    { name: treatment.title, path: localizePath(treatmentPath(treatment.slug), locale) },
  ];
}

/** The Treatments menu's group a treatment is in, in the language given. */
function menuGroupIn(menu: TreatmentMenuGroup[], slug: TreatmentSlug): TreatmentMenuGroup {
  const group = menu.find((g) => g.items.some((i) => i.slug === slug));
  if (!group) throw new Error(`Treatment ${slug} is in no menu group`);
  return group;
}

/**
 * The page's "from" price: its cheapest complete treatment on the price list, what it includes,
 * and a link to its group on /prices. Nothing for a page the price list does not price.
 */
function FromPrice({ slug }: { slug: TreatmentSlug }) {
  const locale = useLocale();
  const to = useLocalePath();
  const priceWords = useWords(priceWordsIn);
  const completeTreatments = useWords(completeTreatmentsIn);
  const priceGroups = useWords(priceGroupsIn);
  const priceItems = useWords(priceItemsIn);
  const from = fromPrice(slug);
  if (!from) return null;
  const treatment: { name: string; group: string; per?: string } = completeTreatments[from.id];
  const group = priceGroups.find((candidate) => candidate.id === treatment.group);
  return (
    <div className="mb-2 w-full text-brand-100" data-testid="from-price">
      <p>
        <span className="text-lg">{priceWords.from} </span>
        <strong className="font-display text-3xl font-semibold text-white" data-testid="from-amount">
          <Money eur={from.eur} />
        </strong>
        {treatment.per ? <span className="text-lg"> {treatment.per}</span> : null}
      </p>
      <p className="mt-1 text-[0.95rem]">
        {treatment.name}: {includesInWords(from.id, locale, priceItems)}.{" "}
        <a
          href={to(`/prices#${treatment.group}`)}
          className="font-semibold text-white underline underline-offset-4"
        >
          {priceWords.seeGroup(group?.title ?? "")}
        </a>
      </p>
    </div>
  );
}

/** Every treatment page: one layout, the content object decides which sections appear. */
export function TreatmentLayout({ treatment }: { treatment: Treatment }) {
  const locale = useLocale();
  const to = useLocalePath();
  const labels = useWords(labelsIn);
  const site = useWords(siteIn);
  const treatmentPageLabels = useWords(treatmentPageLabelsIn);
  const priceGroupLabels = useWords(priceGroupLabelsIn);
  const path = to(treatmentPath(treatment.slug));
  const group = menuGroupIn(useWords(treatmentMenuIn), treatment.slug);
  const siblings = group.items.filter((item) => item.slug !== treatment.slug);
  const crumbs = treatmentCrumbs(treatment, locale);
  return (
    <>
      <PageHero
        before={<Breadcrumbs items={crumbs} />}
        eyebrow={treatment.hero.eyebrow}
        title={treatment.title}
        lead={treatment.hero.lead}
      >
        <FromPrice slug={treatment.slug} />
        <AnchorLink href={`${path}#contact`} className="btn-primary">
          {labels.actions.bookFreeConsultation}
        </AnchorLink>
        <Link to={to("/prices")} className="btn-ghost-light">
          {labels.actions.viewPriceList}
        </Link>
      </PageHero>

      {treatment.sections.map((section, index) => (
        <TreatmentSectionView key={`${section.type}-${index}`} section={section} index={index} />
      ))}

      <section aria-labelledby="closing-title" className="bg-brand-800 text-white">
        <div className="section container-page flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 id="closing-title" className="section-title text-white">
              {treatment.closing.heading}
            </h2>
            <p className="mt-3 text-brand-100">{treatment.closing.text}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <a href={site.phone.href} className="btn-ghost-light">
              <Phone aria-hidden="true" className="size-5" />
              {labels.actions.call} {site.phone.display}
            </a>
            <AnchorLink href={`${path}#contact`} className="btn-primary">
              {labels.actions.getFreeQuote}
            </AnchorLink>
          </div>
        </div>
      </section>

      <section aria-labelledby="related-title" className="section container-page">
        <h2 id="related-title" className="section-title">
          {treatmentPageLabels.moreIn(group.label)}
        </h2>
        <ul className="mt-6 card-rows [--gap:0.75rem] sm:[--cols:2] lg:[--cols:3]">
          {siblings.map((item) => (
            <li key={item.slug}>
              <Link
                to={to(treatmentPath(item.slug))}
                className="card flex items-center justify-between gap-3 p-4 font-medium text-brand-800 hover:border-brand-300"
              >
                {item.label}
                <ArrowRight aria-hidden="true" className="size-5 shrink-0 text-brand-500" />
              </Link>
            </li>
          ))}
          <li>
            <Link
              to={to(`/prices#${treatment.priceGroup}`)}
              className="flex items-center justify-between gap-3 rounded-[var(--radius-card)] border border-accent-300 bg-accent-100 p-4 font-medium text-brand-900"
            >
              {treatmentPageLabels.prices(priceGroupLabels[treatment.priceGroup])}
              <ArrowRight aria-hidden="true" className="size-5 shrink-0" />
            </Link>
          </li>
        </ul>
      </section>

      <ContactSection
        header={
          <ContactHeader
            id="contact-title"
            eyebrow={treatmentPageLabels.contact.eyebrow}
            title={treatmentPageLabels.contactTitle}
            intro={treatmentPageLabels.contact.intro}
          />
        }
      />
    </>
  );
}
