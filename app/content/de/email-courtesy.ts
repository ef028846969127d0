/** Anrede und Grußformel jeder E-Mail an Patientinnen und Patienten (Deutsch). */
import type * as en from "../email-courtesy";
import type { Translated } from "../locales";
import { site } from "./site";

/** 'Guten Tag Anna,' oder, ohne Namen, 'Guten Tag,'. */
export const greeting: Translated<typeof en.greeting> = (name: string | null | undefined) =>
  name ? `Guten Tag ${name},` : "Guten Tag,";

/** Die Grußformel (ohne Komma, wie im Deutschen üblich), der Name der Klinik, ihre Adresse, die Website. */
export const signOff: Translated<typeof en.signOff> = (siteUrl: string) => [
  "Mit freundlichen Grüßen",
  site.name,
  `${site.address.street}, ${site.address.postalCode} ${site.address.city}, ${site.address.country}`,
  siteUrl,
];
