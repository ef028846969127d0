import type * as en from "../dentist-page";
import type { Translated } from "../locales";

/** Words around every dentist's own content on /dentists/<slug>: headings, list titles, contact. */
export const dentistPageLabels: Translated<typeof en.dentistPageLabels> = {
  /** A dentist's portrait, here and on the clinic page: 'Portrait de Dr …'. */
  portraitAlt: (name: string) => `Portrait de ${name}`,
  about: "Présentation",
  expertise: "Domaines d'expertise",
  specialisations: "Spécialités",
  education: "Formation",
  memberships: "Affiliations professionnelles",
  languages: "Langues parlées",
  /** The card role names the field, so it fits a dentist of either gender. */
  roles: {
    "Lead surgeon": "Direction chirurgicale",
    "Oral surgeon": "Chirurgie orale",
    "Cosmetic dentist": "Dentisterie esthétique",
    Endodontist: "Endodontie",
  },
  educationHeadings: {
    "Education and Memberships": "Formation et affiliations",
    Achievements: "Réalisations",
  },
  schedule: {
    heading: "Planifiez votre consultation",
    text: "Appelez-nous ou envoyez-nous un message, et nous trouverons un créneau adapté à votre voyage.",
  },
  contact: {
    eyebrow: "Consultation gratuite",
    title: "Réservez votre consultation",
    intro:
      "Dites-nous ce que vous souhaitez changer, et envoyez-nous des radiographies ou des photos si vous en avez. Nous vous répondons sous 24 heures, et votre plan de traitement écrit avec le prix complet est gratuit.",
  },
};
