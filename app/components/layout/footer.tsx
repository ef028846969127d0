import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { Link, useLocation } from "react-router";
import type { StringKey } from "~/content/en";
import { treatmentLabel, treatmentPath } from "~/content/navigation";
import { stringsIn } from "~/content/in/en";
import { layoutLabelsIn, treatmentMenuIn } from "~/content/in/navigation";
import { priceWordsIn } from "~/content/in/price-list";
import { siteIn } from "~/content/in/site";
import type { TreatmentSlug } from "~/content/types";
import { useLocalePath, useWords } from "~/lib/locale";
import { CurrencySwitch } from "~/parts/currency-switch/currency-switch";
import { OpeningHours } from "../ui/opening-hours";
import { SocialLinks } from "../ui/social-links";
import { AnchorLink } from "./anchor-link";
import { useNonce } from "~/lib/nonce";
import { Logo } from "./logo";
import { LanguageSwitch } from "./language-switch";

const quickLinks: { href: string; labelKey: StringKey }[] = [
  { href: "/", labelKey: "nav.home" },
  { href: "/#about", labelKey: "footer.about" },
  { href: "/#treatments", labelKey: "footer.treatmentsAnchor" },
  { href: "/#dental-tourism", labelKey: "footer.tourism" },
  { href: "/#contact", labelKey: "footer.contactAnchor" },
];

const popularTreatments: TreatmentSlug[] = [
  "dental-implant",
  "dental-crown",
  "all-on-treatments",
  "porcelain-veneers",
];

const linkClass = "text-brand-100 hover:text-white hover:underline underline-offset-4";

/**
 * The year at the moment the page is read. Most pages are prerendered at build time, and a
 * build can be a year old: the server's render writes its year, and a tiny inline script
 * (allowed by the page's CSP through its nonce, or its hash once prerendered) sets the
 * visitor's year before the page is shown. Rewriting the prepared bytes on the server instead
 * would cost their one-time compression and ETag; without JavaScript the server's year stays.
 */
function CurrentYear() {
  const nonce = useNonce();
  return (
    <>
      <span id="footer-year" suppressHydrationWarning>
        {new Date().getFullYear()}
      </span>
      <script
        nonce={nonce || undefined}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: FOOTER_YEAR_SCRIPT }}
      />
    </>
  );
}

const FOOTER_YEAR_SCRIPT = `document.getElementById("footer-year").textContent=new Date().getFullYear()`;

export function Footer() {
  const strings = useWords(stringsIn);
  const t = (key: StringKey) => strings[key];
  const site = useWords(siteIn);
  const layoutLabels = useWords(layoutLabelsIn);
  const priceWords = useWords(priceWordsIn);
  const treatmentMenu = useWords(treatmentMenuIn);
  const to = useLocalePath();
  const { address } = site;
  // The currency links come back to this page (without JavaScript, through /currency/…).
  const { pathname } = useLocation();
  return (
    <footer className="bg-brand-900 text-brand-100" aria-labelledby="footer-heading">
      <h2 id="footer-heading" className="sr-only">
        {layoutLabels.footerHeading(site.name)}
      </h2>
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <Logo tone="light" />
          <p className="flex gap-3 text-[0.95rem]">
            <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-300" />
            <span>
              {address.street}
              <br />
              {address.postalCode} {address.city}, {address.country}
            </span>
          </p>
          <div className="flex gap-3 text-[0.95rem]">
            <Clock aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-300" />
            <div>
              <p className="font-semibold text-white">{t("footer.openingHours")}</p>
              <OpeningHours />
            </div>
          </div>
        </div>

        <nav aria-labelledby="footer-quick">
          <h3 id="footer-quick" className="mb-4 font-sans text-base font-semibold text-white">
            {t("footer.quickLinks")}
          </h3>
          <ul className="space-y-2 text-[0.95rem]">
            {quickLinks.map((link) => (
              <li key={link.href}>
                <AnchorLink href={to(link.href)} className={linkClass}>
                  {t(link.labelKey)}
                </AnchorLink>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-treatments">
          <h3 id="footer-treatments" className="mb-4 font-sans text-base font-semibold text-white">
            {t("footer.treatments")}
          </h3>
          <ul className="space-y-2 text-[0.95rem]">
            {popularTreatments.map((slug) => (
              <li key={slug}>
                <Link to={to(treatmentPath(slug))} className={linkClass}>
                  {treatmentLabel(slug, treatmentMenu)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h3 className="mb-4 font-sans text-base font-semibold text-white">{t("footer.contact")}</h3>
          <ul className="space-y-3 text-[0.95rem]">
            <li>
              <a href={site.phone.href} className={`inline-flex items-center gap-2 ${linkClass}`}>
                <Phone aria-hidden="true" className="size-4 text-accent-300" />
                {site.phone.display}
              </a>
            </li>
            <li>
              <a href={`mailto:${site.email}`} className={`inline-flex items-center gap-2 ${linkClass}`}>
                <Mail aria-hidden="true" className="size-4 text-accent-300" />
                {site.email}
              </a>
            </li>
          </ul>
          <h3 className="mt-8 mb-3 font-sans text-base font-semibold text-white">{t("footer.follow")}</h3>
          <SocialLinks tone="light" />
          <h3 className="mt-8 mb-3 font-sans text-base font-semibold text-white">{priceWords.currency}</h3>
          <CurrencySwitch back={pathname} size="small" />
          <LanguageSwitch className="mt-6 -ml-2" linkClassName={linkClass} />
        </div>
      </div>
      {/* Room under the last line for the scroll-to-top button, which would cover it at the end
          of the page where the page's margin is narrower than the button (under 1440 px). */}
      <div className="border-t border-brand-800 pb-[calc(4.5rem+env(safe-area-inset-bottom))] min-[90rem]:pb-0">
        <div className="container-page flex flex-col gap-3 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © <CurrentYear /> {site.name}. {t("footer.rights")}
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <Link to={to("/privacy")} className={linkClass}>
                {t("footer.privacy")}
              </Link>
            </li>
            <li>
              <Link to={to("/terms")} className={linkClass}>
                {t("footer.terms")}
              </Link>
            </li>
            <li>
              <Link to={to("/sitemap")} className={linkClass}>
                {t("footer.sitemap")}
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
