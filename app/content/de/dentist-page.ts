import type * as en from "../dentist-page";
import type { Translated } from "../locales";

/** Words around every dentist's own content on /dentists/<slug>: headings, list titles, contact. */
export const dentistPageLabels: Translated<typeof en.dentistPageLabels> = {
  /** A dentist's portrait, here and on the clinic page: 'Porträt von Dr. …'. */
  portraitAlt: (name: string) => `Porträt von ${name}`,
  about: "Über mich",
  expertise: "Fachgebiete",
  specialisations: "Schwerpunkte",
  education: "Ausbildung",
  memberships: "Mitgliedschaften",
  languages: "Sprachen",
  /** The card role names the field, so it fits a dentist of either gender. */
  roles: {
    "Lead surgeon": "Chirurgische Leitung",
    "Oral surgeon": "Oralchirurgie",
    "Cosmetic dentist": "Ästhetische Zahnmedizin",
    Endodontist: "Endodontie",
  },
  educationHeadings: {
    "Education and Memberships": "Ausbildung und Mitgliedschaften",
    Achievements: "Erfolge",
  },
  schedule: {
    heading: "Vereinbaren Sie Ihren Beratungstermin",
    text: "Rufen Sie uns an oder schreiben Sie uns, und wir finden einen Termin, der zu Ihrer Reise passt.",
  },
  contact: {
    eyebrow: "Kostenlose Beratung",
    title: "Buchen Sie Ihren Beratungstermin",
    intro:
      "Sagen Sie uns, was Sie verändern möchten, und senden Sie uns Röntgenbilder oder Fotos, falls vorhanden. Wir antworten innerhalb von 24 Stunden, und Ihr schriftlicher Behandlungsplan mit dem vollständigen Preis ist kostenlos.",
  },
};
