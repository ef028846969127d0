import type { OpeningHoursRow } from "~/lib/opening-hours";
import { sample } from "./sample";

/**
 * The clinic's identity. EVERY VALUE HERE IS A PLACEHOLDER until the clinic supplies its own:
 * reserved `.example` domains, fictional phone numbers and account details, and values marked
 * `sample(…)`. Change them here and nowhere else; every page reads them from this file.
 * `npm run check:launch` lists what is left.
 */
export const site = {
  name: sample("Budapest Dental Clinic"), // the clinic's trading name
  shortName: "BDC",
  /** URL segment of the clinic overview page: /clinic/<slug>. */
  clinicSlug: "budapest-dental-clinic",
  tagline: "Private dental care in the heart of Budapest",
  phone: { display: "+36 1 555 0100", href: "tel:+3615550100" }, // PLACEHOLDER
  email: "info@clinic.example", // PLACEHOLDER (reserved domain)
  /**
   * WhatsApp click-to-chat (https://wa.me/<number>): the number in international form, digits
   * only (no +, no 00, no spaces). PLACEHOLDER: a fictional number until the clinic gives its own.
   */
  whatsapp: { number: sample("36205550100") },
  address: {
    street: sample("Example utca 1."),
    postalCode: "1055",
    city: "Budapest",
    country: "Hungary",
    countryCode: "HU",
    /** Near Nyugati railway station (used for the map link and JSON-LD). */
    geo: { latitude: 47.5107, longitude: 19.0566 },
  },
  /**
   * When the clinic is open, the one source for every page, the footer and the JSON-LD: each
   * row the days it covers and the times, 24-hour 'HH:MM'. A day in no row is closed. (The spec
   * gave two readings; this is the one on its home and event pages, see docs/product.md.)
   */
  openingHours: [
    { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "09:00", closes: "19:00" },
    { days: ["Saturday"], opens: "09:00", closes: "14:00" },
  ] satisfies OpeningHoursRow[],
  socials: [
    { name: "Facebook", href: "https://facebook.example/budapest-dental-clinic" }, // PLACEHOLDER
    { name: "Instagram", href: "https://instagram.example/budapest-dental-clinic" }, // PLACEHOLDER
    { name: "Twitter", href: "https://twitter.example/budapest-dental-clinic" }, // PLACEHOLDER
    { name: "LinkedIn", href: "https://linkedin.example/company/budapest-dental-clinic" }, // PLACEHOLDER
  ],
  bank: {
    bankName: sample("Example Bank Zrt."),
    companyName: sample("Budapest Dental Clinic Kft."),
    swift: sample("EXMPHUHB"),
    eurAccount: "HU00 0000 0000 0000 0000 0000 0001", // PLACEHOLDER
    gbpAccount: "HU00 0000 0000 0000 0000 0000 0002", // PLACEHOLDER
  },
  /** Company registration details the legal pages need. PLACEHOLDERS. */
  legal: {
    companyName: sample("Budapest Dental Clinic Kft."),
    registrationNumber: "[company registration number]",
    taxNumber: "[tax number]",
    healthcareLicence: "[healthcare provider licence number]",
  },
  priceRange: "€€",
  accommodationPartner: {
    name: sample("Partner Hotel Budapest"),
    href: "https://partner-hotel.example/booking",
  },
} as const;

export const clinicPath = `/clinic/${site.clinicSlug}`;
