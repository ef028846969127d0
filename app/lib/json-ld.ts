import type { Locale } from "~/content/locales";
import { clinicPath, site as siteData } from "~/content/site";
import { siteIn } from "~/content/in/site";
import { localizePath } from "./locale-path";
import { DEFAULT_SITE_URL } from "./meta";
import { openingHoursSpecification } from "./opening-hours";

/**
 * schema.org Dentist for the clinic: address, geo, opening hours, telephone, price range,
 * profiles; its page's address and its words in the page's language.
 */
export function clinicJsonLd(siteUrl = DEFAULT_SITE_URL, locale: Locale = "en") {
  const site = siteIn[locale];
  return {
    "@context": "https://schema.org",
    "@type": "Dentist",
    "@id": `${siteUrl}/#clinic`,
    name: site.name,
    url: `${siteUrl}${localizePath(clinicPath, locale)}`,
    telephone: site.phone.display,
    email: site.email,
    priceRange: site.priceRange,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      postalCode: site.address.postalCode,
      addressLocality: site.address.city,
      addressCountry: site.address.countryCode,
    },
    geo: {
      "@type": "GeoCoordinates",
      latitude: site.address.geo.latitude,
      longitude: site.address.geo.longitude,
    },
    openingHoursSpecification: openingHoursSpecification(siteData.openingHours),
    sameAs: site.socials.map((s) => s.href),
  };
}

/**
 * schema.org BreadcrumbList from [name, path] pairs: English paths are written in the page's
 * language (a path already written in it stays as it is).
 */
export function breadcrumbJsonLd(
  items: { name: string; path: string }[],
  siteUrl = DEFAULT_SITE_URL,
  locale: Locale = "en",
) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: `${siteUrl}${localizePath(item.path, locale)}`,
    })),
  };
}
