/** Die Wörter der Sitemap-Seite und die Titel der festen Seiten (Deutsch). */
import type * as en from "../pages";
import type { Translated } from "../locales";
import { clinicPath } from "../site";

/** Der Titel jeder festen Seite aus `staticPages`, nach ihrem englischen Pfad. */
export const pageTitles: Record<string, string> = {
  "/": "Startseite",
  [clinicPath]: "Unsere Klinik",
  "/about/team": "Unser Team",
  "/consultation-event": "Beratungstag",
  "/thank-you": "Vielen Dank",
  "/prices": "Preise",
  "/travel-info": "Reiseinformationen",
  "/quote": "Kostenvoranschlag anfordern",
  "/gallery": "Galerie",
  "/privacy": "Datenschutzerklärung",
  "/terms": "Allgemeine Geschäftsbedingungen",
  "/sitemap": "Seitenübersicht",
};

/** Die Namen der Seitengruppen aus `slugPages`, nach ihrem englischen Namen. */
export const slugGroups: Record<string, string> = {
  Pages: "Seiten",
  Treatments: "Behandlungen",
  "Our dentists": "Unsere Zahnärzte",
};

/** Die Wörter von /sitemap rund um die Liste der Seiten. */
export const sitemapPage: Translated<typeof en.sitemapPage> = {
  title: "Seitenübersicht",
  description: (siteName: string) =>
    `Alle Seiten der Website von ${siteName}: Behandlungen, Preise, Reiseinformationen, unsere Klinik, unser Team und unsere Zahnärzte.`,
  eyebrow: "Schnell zum Ziel",
  lead: "Alle Seiten unserer Website auf einen Blick.",
  forSearchEngines: "Für Suchmaschinen:",
  xmlLink: "sitemap.xml",
};
