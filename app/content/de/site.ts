/**
 * Die Identität der Klinik mit den Wörtern auf Deutsch: Slogan und Land. Alle Identitätswerte (Name, Telefon, Adresse, Bankverbindung …) kommen unverändert aus app/content/site.ts.
 */
import type { Translated } from "../locales";
import { site as enSite } from "../site";

export const site = {
  ...enSite,
  tagline: "Private Zahnmedizin im Herzen von Budapest",
  address: { ...enSite.address, country: "Ungarn" },
  socials: [...enSite.socials],
} satisfies Translated<typeof enSite>;
