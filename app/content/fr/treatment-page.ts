/** Words around every treatment page's own content: the layout's buttons, headings and labels. */
import type * as en from "../treatment-page";
import type { Translated } from "../locales";
import type { Treatment } from "../types";

export const priceGroupLabels: Record<Treatment["priceGroup"], string> = {
  "free-services": "Prestations gratuites",
  "dental-x-ray": "Radiologie dentaire",
  "dental-hygiene": "Hygiène dentaire",
  "conservative-dentistry": "Dentisterie conservatrice",
  "restorative-dentistry": "Dentisterie restauratrice",
  implants: "Implants dentaires",
};

export const treatmentPageLabels: Translated<typeof en.treatmentPageLabels> = {
  /** The contact section's heading on every treatment page (section names must differ on a page). */
  contactTitle: "Votre devis personnalisé gratuit",
  contact: {
    eyebrow: "Consultation gratuite",
    intro:
      "Envoyez-nous un message, avec une radiographie ou des photos si vous en avez, et nous vous répondrons sous 24 heures avec un avis honnête et un plan de traitement écrit gratuit, avec le prix complet.",
  },
  keyBenefits: "Principaux avantages",
  do: "À faire",
  avoid: "À éviter",
  /** The comparison table's first column when the content leaves it unnamed (screen readers). */
  feature: "Caractéristique",
  /** 'Autres traitements : Implantologie' */
  moreIn: (group: string) => `Autres traitements\u00a0: ${group}`,
  /** 'Tarifs : Implants' */
  prices: (group: string) => `Tarifs\u00a0: ${group}`,
  step: (number: number) => `Étape ${number}\u00a0: `,
};
