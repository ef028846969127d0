import { site, clinicPath } from "~/content/site";
import { DEFAULT_SITE_URL } from "./meta";
import { openingHoursSpecification } from "./opening-hours";

/** schema.org Dentist for the clinic: address, geo, opening hours, telephone, price range, profiles. */
export function clinicJsonLd(siteUrl = DEFAULT_SITE_URL) {
  return {
    "@context": "https://schema.org",
    "@type": "Dentist",
    "@id": `${siteUrl}/#clinic`,
    name: site.name,
    url: `${siteUrl}${clinicPath}`,
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
    openingHoursSpecification: openingHoursSpecification(site.openingHours),
    sameAs: site.socials.map((s) => s.href),
  };
}

/** schema.org BreadcrumbList from [name, path] pairs. */
export function breadcrumbJsonLd(items: { name: string; path: string }[], siteUrl = DEFAULT_SITE_URL) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: `${siteUrl}${item.path}`,
    })),
  };
}
