/** Words around every treatment page's own content: the layout's buttons, headings and labels. */
import type { Treatment } from "./types";

export const priceGroupLabels: Record<Treatment["priceGroup"], string> = {
  "free-services": "Free Services",
  "dental-x-ray": "Dental X-ray",
  "dental-hygiene": "Dental Hygiene",
  "conservative-dentistry": "Conservative Dentistry",
  "restorative-dentistry": "Restorative Dentistry",
  implants: "Implants",
};

export const treatmentPageLabels = {
  /** The contact section's heading on every treatment page (section names must differ on a page). */
  contactTitle: "Get your free, personal quote",
  contact: {
    eyebrow: "Free consultation",
    intro:
      "Send us a message, or an X-ray or photos if you have them. We reply within 24 hours with honest advice and a free written treatment plan with the full price.",
  },
  keyBenefits: "Key benefits",
  do: "Do",
  avoid: "Avoid",
  /** The comparison table's first column when the content leaves it unnamed (screen readers). */
  feature: "Feature",
  /** 'More in Implantology' */
  moreIn: (group: string) => `More in ${group}`,
  /** 'Prices: Implants' */
  prices: (group: string) => `Prices: ${group}`,
  /** Before a numbered step's title, for screen readers: 'Step 2: '. */
  step: (number: number) => `Step ${number}: `,
} as const;
