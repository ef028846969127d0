import { Banknote, CreditCard, Info, Landmark, type LucideIcon } from "lucide-react";
import { CallButton } from "~/components/ui/call-button";
import { ContactSection } from "~/parts/contact-form/contact-form";
import { AnchorLink } from "~/components/layout/anchor-link";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { Icon } from "~/components/ui/icon";
import { PageHero } from "~/components/ui/page-hero";
import { ByCurrency, Money } from "~/components/ui/money";
import { CurrencySwitch } from "~/parts/currency-switch/currency-switch";
import {
  completeOnPricesPage,
  // The prices themselves: a translation names the items, the one price list prices them.
  priceItems as listedPrices,
  type PriceGroup,
  type PriceItem,
} from "~/content/price-list";
import type { Locale } from "~/content/locales";
import { stringsIn } from "~/content/in/en";
import { labelsIn } from "~/content/in/labels";
import { completeTreatmentsIn, priceGroupsIn, priceItemsIn, priceWordsIn } from "~/content/in/price-list";
import { pricesLabelsIn, pricesPageIn } from "~/content/in/prices";
import { siteIn } from "~/content/in/site";
import { breadcrumbJsonLd, clinicJsonLd } from "~/lib/json-ld";
import { useLocale, useLocalePath, useWords } from "~/lib/locale";
import { localeOfPath, localizePath } from "~/lib/locale-path";
import { getMeta } from "~/lib/meta";
import { siteUrlFrom } from "~/lib/route-data";
import { completeEur, includesInWords, itemEur } from "~/lib/pricing";
import type { Route } from "./+types/prices";

/** Complete as HTML: sent without React's scripts (docs/decisions/0012-static-pages.md). */
export const handle = { hydrate: false } as const;

const path = "/prices";
/** Home, Prices: in the page's language, each path as that language writes it. */
const crumbsIn = (locale: Locale) => [
  { name: stringsIn[locale]["nav.home"], path: localizePath("/", locale) },
  { name: stringsIn[locale]["nav.prices"], path: localizePath(path, locale) },
];

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const locale = localeOfPath(location.pathname);
  const pricesPage = pricesPageIn[locale];
  const priceGroups = priceGroupsIn[locale];
  const priceItems = priceItemsIn[locale];
  const siteUrl = siteUrlFrom(matches);
  const catalogue = {
    "@type": "OfferCatalog",
    name: pricesPage.title,
    itemListElement: priceGroups.map((group) => ({
      "@type": "OfferCatalog",
      name: group.title,
      itemListElement: group.items.map((id) => ({
        "@type": "Offer",
        itemOffered: { "@type": "Service", name: priceItems[id].title },
        price: itemEur(id),
        priceCurrency: "EUR",
      })),
    })),
  };
  return getMeta({
    title: pricesPage.title,
    description: pricesPage.metaDescription,
    path,
    locale,
    siteUrl,
    jsonLd: [
      { ...clinicJsonLd(siteUrl), hasOfferCatalog: catalogue },
      breadcrumbJsonLd(crumbsIn(locale), siteUrl),
    ],
  });
};

/**
 * The currency choice and what it means: the status line and the rounding rule. The page holds
 * every figure in both currencies; the stylesheet shows the chosen one (decision 0020).
 */
function CurrencyChoice() {
  const priceWords = useWords(priceWordsIn);
  const to = useLocalePath();
  return (
    <div>
      <CurrencySwitch back={to(path)} />
      <p className="mt-3 text-sm text-muted" data-testid="currency-status">
        <ByCurrency eur={priceWords.shownIn.EUR} gbp={priceWords.shownIn.GBP} />
      </p>
      <p className="mt-2 text-sm text-muted">{priceWords.rate}</p>
    </div>
  );
}

function PriceTable({ group }: { group: PriceGroup }) {
  const locale = useLocale();
  const priceWords = useWords(priceWordsIn);
  const priceItems = useWords(priceItemsIn);
  const completeTreatments = useWords(completeTreatmentsIn);
  const complete = completeOnPricesPage.filter((id) => completeTreatments[id].group === group.id);
  return (
    <section id={group.id} aria-labelledby={`${group.id}-title`} className="outline-none">
      <h2 id={`${group.id}-title`} className="text-2xl font-semibold md:text-3xl">
        {group.title}
      </h2>
      {group.intro ? <p className="prose-width mt-2 text-muted">{group.intro}</p> : null}
      {complete.length > 0 ? (
        <div className="card mt-5 px-5 md:px-6" data-testid="complete-treatments">
          <table className="w-full border-collapse text-left">
            <caption className="pt-4 text-left font-sans text-lg font-semibold text-brand-900">
              {priceWords.completeTitle}
              <span className="block text-sm font-normal text-muted">{priceWords.completeIntro}</span>
            </caption>
            <PriceTableHead />
            <tbody>
              {complete.map((id) => {
                const treatment: { name: string; per?: string } = completeTreatments[id];
                return (
                  <tr key={id} className="border-t border-line" data-complete={id}>
                    <th scope="row" className="py-4 pr-4 text-left font-normal">
                      <span className="block font-medium text-ink">
                        {treatment.name}
                        {treatment.per ? `, ${treatment.per}` : ""}
                      </span>
                      <span className="block text-sm text-muted">
                        {priceWords.includes}: {includesInWords(id, locale, priceItems)}
                      </span>
                    </th>
                    <td
                      className="py-4 text-right align-top whitespace-nowrap tabular-nums"
                      data-testid="complete-price"
                    >
                      <span className="text-lg font-semibold text-brand-900">
                        <Money eur={completeEur(id)} />
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      <div className="card mt-5 px-5 md:px-6">
        <table className="w-full border-collapse text-left">
          <PriceTableHead />
          <tbody>
            {group.items.map((id) => {
              const words: { title: string; note?: string } = priceItems[id];
              const item: PriceItem = { title: words.title, note: words.note, eur: listedPrices[id].eur };
              return (
                <tr key={id} className="border-t border-line" data-item={id}>
                  <th scope="row" className="py-4 pr-4 text-left font-normal">
                    <span className="block font-medium text-ink">{item.title}</span>
                    {item.note ? <span className="block text-sm text-muted">{item.note}</span> : null}
                  </th>
                  <td
                    className="py-4 text-right align-top whitespace-nowrap tabular-nums"
                    data-testid="price"
                  >
                    {item.eur === "FREE" ? (
                      <span className="inline-block rounded-full bg-success-50 px-3 py-0.5 text-sm font-semibold text-success-700">
                        {priceWords.free}
                      </span>
                    ) : (
                      <span className="text-lg font-semibold text-brand-900">
                        <Money eur={item.eur} />
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

const paymentIcons: LucideIcon[] = [CreditCard, Landmark, Banknote];

export default function PricesPage() {
  const locale = useLocale();
  const to = useLocalePath();
  const labels = useWords(labelsIn);
  const pricesLabels = useWords(pricesLabelsIn);
  const pricesPage = useWords(pricesPageIn);
  const priceGroups = useWords(priceGroupsIn);
  const { bank } = useWords(siteIn);
  const crumbs = crumbsIn(locale);
  const bookingLink = `${to(path)}#contact`;
  return (
    <>
      <PageHero
        before={<Breadcrumbs items={crumbs} />}
        eyebrow={pricesLabels.eyebrow}
        title={pricesPage.title}
        lead={pricesPage.subtitle}
      >
        <AnchorLink href={bookingLink} className="btn-primary">
          {labels.actions.bookConsultation}
        </AnchorLink>
        <CallButton />
      </PageHero>

      <section aria-labelledby="reassurance-title" className="border-b border-line bg-white">
        <h2 id="reassurance-title" className="sr-only">
          {pricesLabels.reassurance}
        </h2>
        <ul className="container-page grid gap-6 py-10 md:grid-cols-3">
          {pricesPage.reassurance.map((item) => (
            <li key={item.title} className="flex gap-4">
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent-100 text-accent-700">
                <Icon name={item.icon} />
              </span>
              <div>
                <h3 className="font-sans text-lg font-semibold text-brand-900">{item.title}</h3>
                <p className="mt-1 text-[1rem] text-muted">{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <div className="section container-page grid gap-10 lg:grid-cols-[17rem_1fr] lg:gap-14">
        <div className="lg:sticky lg:top-28 lg:self-start">
          <CurrencyChoice />
          <nav aria-labelledby="price-groups-title" className="mt-8 hidden lg:block">
            <h2 id="price-groups-title" className="eyebrow font-sans">
              {pricesLabels.groups}
            </h2>
            <ul className="mt-3 space-y-1">
              {priceGroups.map((group) => (
                <li key={group.id}>
                  <a
                    href={`#${group.id}`}
                    className="block rounded-lg px-3 py-2 text-[0.95rem] font-medium text-brand-800 hover:bg-brand-50"
                  >
                    {group.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>

        <div className="min-w-0 space-y-14">
          {priceGroups.map((group) => (
            <PriceTable key={group.id} group={group} />
          ))}
          <div className="flex flex-col items-start gap-4 rounded-2xl bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between md:p-8">
            <p className="max-w-xl text-[1rem] text-ink">{pricesLabels.freeConsultation}</p>
            <AnchorLink href={bookingLink} className="btn-primary shrink-0">
              {labels.actions.bookConsultation}
            </AnchorLink>
          </div>
        </div>
      </div>

      <section aria-labelledby="payment-title" className="bg-white">
        <div className="section container-page">
          <h2 id="payment-title" className="section-title">
            {pricesLabels.payment}
          </h2>
          <ul className="mt-8 grid gap-5 md:grid-cols-3">
            {pricesPage.paymentOptions.map((option, index) => {
              const PaymentIcon = paymentIcons[index] ?? CreditCard;
              return (
                <li key={option.title} className="card p-6">
                  <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <PaymentIcon aria-hidden="true" className="size-6" strokeWidth={1.75} />
                  </span>
                  <h3 className="mt-4 text-xl font-semibold">{option.title}</h3>
                  <p className="mt-2 text-[1rem] text-muted">{option.text}</p>
                </li>
              );
            })}
          </ul>

          <h3 className="mt-12 text-2xl font-semibold">{pricesLabels.bankTransfer}</h3>
          <dl className="card mt-5 max-w-2xl divide-y divide-line px-6" data-testid="bank-details">
            {[
              [pricesLabels.bank.bank, bank.bankName],
              [pricesLabels.bank.company, bank.companyName],
              [pricesLabels.bank.swift, bank.swift],
              [pricesLabels.bank.eur, bank.eurAccount],
              [pricesLabels.bank.gbp, bank.gbpAccount],
            ].map(([term, value]) => (
              <div key={term} className="grid gap-1 py-4 sm:grid-cols-[9rem_1fr] sm:gap-4">
                <dt className="text-[0.95rem] text-muted">{term}</dt>
                <dd className="font-semibold break-words text-ink tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="important-title" className="section container-page">
        <h2 id="important-title" className="section-title">
          {pricesLabels.important}
        </h2>
        <ul className="prose-width mt-6 space-y-3">
          {pricesPage.importantInformation.map((line) => (
            <li key={line} className="flex gap-3">
              <Info aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-600" />
              <span>{line}</span>
            </li>
          ))}
        </ul>
      </section>

      <ContactSection />
    </>
  );
}

/** The head of every price table: the treatment, and the price in the chosen currency. */
function PriceTableHead() {
  const priceWords = useWords(priceWordsIn);
  return (
    <thead>
      <tr className="text-xs font-semibold tracking-[0.12em] text-muted uppercase">
        <th scope="col" className="py-3 pr-4 font-semibold">
          {priceWords.treatmentHeading}
        </th>
        <th scope="col" className="py-3 text-right font-semibold whitespace-nowrap">
          {priceWords.priceHeading} (<ByCurrency eur="EUR" gbp="GBP" />)
        </th>
      </tr>
    </thead>
  );
}
