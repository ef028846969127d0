/**
 * L'identité de la clinique avec ses mots en français : slogan et pays. Toutes les valeurs d'identité (nom, téléphone, adresse, coordonnées bancaires…) viennent telles quelles de app/content/site.ts.
 */
import type { Translated } from "../locales";
import { site as enSite } from "../site";

export const site = {
  ...enSite,
  tagline: "Des soins dentaires privés au cœur de Budapest",
  address: { ...enSite.address, country: "Hongrie" },
  socials: [...enSite.socials],
} satisfies Translated<typeof enSite>;
