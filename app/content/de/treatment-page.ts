/** Words around every treatment page's own content: the layout's buttons, headings and labels. */
import type * as en from "../treatment-page";
import type { Translated } from "../locales";
import type { Treatment } from "../types";

export const priceGroupLabels: Record<Treatment["priceGroup"], string> = {
  "free-services": "Kostenlose Leistungen",
  "dental-x-ray": "Zahnröntgen",
  "dental-hygiene": "Dentalhygiene",
  "conservative-dentistry": "Konservierende Zahnheilkunde",
  "restorative-dentistry": "Restaurative Zahnheilkunde",
  implants: "Implantate",
};

export const treatmentPageLabels: Translated<typeof en.treatmentPageLabels> = {
  /** The contact section's heading on every treatment page (section names must differ on a page). */
  contactTitle: "Ihr kostenloser, persönlicher Kostenvoranschlag",
  contact: {
    eyebrow: "Kostenlose Beratung",
    intro:
      "Senden Sie uns eine Nachricht, gern auch mit Röntgenbild oder Fotos, falls vorhanden. Wir antworten innerhalb von 24 Stunden mit einer ehrlichen Einschätzung und einem kostenlosen schriftlichen Behandlungsplan mit dem vollständigen Preis.",
  },
  keyBenefits: "Die wichtigsten Vorteile",
  do: "Empfohlen",
  avoid: "Zu vermeiden",
  /** The comparison table's first column when the content leaves it unnamed (screen readers). */
  feature: "Merkmal",
  /** 'Weitere Behandlungen: Implantologie' */
  moreIn: (group: string) => `Weitere Behandlungen: ${group}`,
  /** 'Preise: Implantate' */
  prices: (group: string) => `Preise: ${group}`,
  step: (number: number) => `Schritt ${number}: `,
};
