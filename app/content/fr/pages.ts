/** Les mots de la page Plan du site et les titres des pages fixes (français). */
import type * as en from "../pages";
import type { Translated } from "../locales";
import { clinicPath } from "../site";

/** Le titre de chaque page fixe de `staticPages`, selon son chemin anglais. */
export const pageTitles: Record<string, string> = {
  "/": "Accueil",
  [clinicPath]: "Notre clinique",
  "/about/team": "Notre équipe",
  "/consultation-event": "Journée de consultation",
  "/thank-you": "Merci",
  "/prices": "Tarifs",
  "/travel-info": "Informations pratiques",
  "/quote": "Demander un devis",
  "/gallery": "Galerie",
  "/privacy": "Politique de confidentialité",
  "/terms": "Conditions générales",
  "/sitemap": "Plan du site",
};

/** Les noms des groupes de pages de `slugPages`, selon leur nom anglais. */
export const slugGroups: Record<string, string> = {
  Pages: "Pages",
  Treatments: "Traitements",
  "Our dentists": "Nos dentistes",
};

/** Les mots de /sitemap autour de la liste des pages. */
export const sitemapPage: Translated<typeof en.sitemapPage> = {
  title: "Plan du site",
  description: (siteName: string) =>
    `Toutes les pages du site de ${siteName}\u00a0: traitements, tarifs, informations pratiques, notre clinique, notre équipe et nos dentistes.`,
  eyebrow: "Trouver votre chemin",
  lead: "Toutes les pages de notre site, réunies en un seul endroit.",
  forSearchEngines: "Pour les moteurs de recherche\u00a0:",
  xmlLink: "sitemap.xml",
};
