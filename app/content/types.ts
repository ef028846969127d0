/**
 * Shapes of the site's content. Words live in app/content; components only lay them out.
 */

/** Icons a content file may name; the UI maps each to one lucide-react icon. */
export type IconName =
  | "shield"
  | "clock"
  | "sparkles"
  | "smile"
  | "award"
  | "heart"
  | "stethoscope"
  | "calendar"
  | "check"
  | "microscope"
  | "zap"
  | "euro"
  | "plane"
  | "users"
  | "syringe"
  | "scan"
  | "layers"
  | "leaf"
  | "sun"
  | "thumbs-up"
  | "activity"
  | "hospital"
  | "phone"
  | "map-pin";

export type MenuGroupId =
  | "restorative-dentistry"
  | "implantology"
  | "oral-surgery"
  | "dental-hygiene"
  | "cosmetic-dentistry"
  | "special-services";

/** Anchor ids of the price groups on /prices. */
export type PriceGroupId =
  | "free-services"
  | "dental-x-ray"
  | "dental-hygiene"
  | "conservative-dentistry"
  | "restorative-dentistry"
  | "implants";

export const treatmentSlugs = [
  "dental-crown",
  "dental-bridges",
  "fixed-dentures",
  "removable-dentures",
  "dental-inlays",
  "root-canal-treatment",
  "laser-root-treatment",
  "microscopic-root-treatment",
  "root-canal-details",
  "misconceptions",
  "dental-implant",
  "all-on-treatments",
  "implantation-process",
  "health-conditions",
  "straumann-implant",
  "after-implantation",
  "tooth-extraction",
  "wisdom-tooth",
  "bone-grafting",
  "sinus-lift",
  "tartar-removal",
  "tooth-whitening",
  "dental-filling",
  "tooth-decay-prevention",
  "porcelain-veneers",
  "invisible-aligner",
  "anesthetic-dentistry",
] as const;

export type TreatmentSlug = (typeof treatmentSlugs)[number];

export interface IconItem {
  icon: IconName;
  title: string;
  text: string;
}

/** The sections a treatment page may use, in the order the page lists them. */
export type TreatmentSection =
  /** A short row of benefits under the hero (usually four). */
  | { type: "benefits"; items: IconItem[] }
  /** Four highlight tiles with a heading. */
  | { type: "highlights"; heading: string; intro?: string; items: IconItem[] }
  /** An explanatory section: a heading and paragraphs, optionally a bullet list after them. */
  | { type: "text"; id?: string; heading: string; paragraphs: string[]; bullets?: string[] }
  /** Titled cards: types of crown, graft types, myths and facts, brands… */
  | {
      type: "cards";
      id?: string;
      heading: string;
      intro?: string;
      items: { title: string; text: string; label?: string }[];
    }
  /** Numbered process steps. */
  | {
      type: "steps";
      id?: string;
      heading: string;
      intro?: string;
      steps: { title: string; text: string; duration?: string }[];
    }
  /** A timeline: when → what. */
  | {
      type: "timeline";
      heading: string;
      intro?: string;
      items: { when: string; title: string; text: string }[];
    }
  /** Do and avoid lists. */
  | { type: "doAvoid"; heading: string; intro?: string; do: string[]; avoid: string[] }
  /** A comparison table: first column is the row label. */
  | {
      type: "comparison";
      heading: string;
      intro?: string;
      columns: string[];
      rows: { label: string; values: string[] }[];
      note?: string;
    }
  /** Questions and answers. */
  | { type: "faq"; heading: string; items: { question: string; answer: string }[] };

export interface Treatment {
  slug: TreatmentSlug;
  group: MenuGroupId;
  /** The page's H1. */
  title: string;
  /** <title> and og:title (the site name is appended). Unique per page. */
  metaTitle: string;
  /** Meta description: 120-160 characters, unique per page. */
  metaDescription: string;
  hero: {
    /** Small line above the H1, e.g. 'Restorative Dentistry'. */
    eyebrow: string;
    /** One or two sentences under the H1. */
    lead: string;
  };
  /** Which group on /prices holds this treatment's prices (link: /prices#<id>). */
  priceGroup: PriceGroupId;
  /** schema.org type for JSON-LD: 'MedicalProcedure' unless a closer one fits. */
  schemaType?: "MedicalProcedure" | "TherapeuticProcedure" | "SurgicalProcedure" | "MedicalWebPage";
  sections: TreatmentSection[];
  /** The closing block above the contact form. */
  closing: { heading: string; text: string };
}

/** Role labels are in sentence case, like every label on the site (issue 30: one style). */
type DentistRole = "Lead surgeon" | "Oral surgeon" | "Cosmetic dentist" | "Endodontist";

export interface Dentist {
  /** Fixed URL segment under /dentists/. */
  slug: string;
  /** Placeholder name the clinic replaces. */
  name: string;
  /** Title shown under the name, e.g. 'Clinical leader and oral surgeon'. */
  title: string;
  /** Card role on the clinic page. */
  role: DentistRole;
  /** One or two sentences for the team card. */
  cardDescription: string;
  metaDescription: string;
  /** A real photo path under /images/…; without it an initials portrait is drawn. */
  photo?: string;
  /** Headline figures, e.g. { value: '1,100+', label: 'implants per year' }. */
  stats: { value: string; label: string }[];
  about: string[];
  specializations: string[];
  /** The second list under Areas of Expertise. */
  secondList: { heading: string; items: string[] };
  /** 'Education and Memberships' or 'Achievements'. */
  educationHeading: "Education and Memberships" | "Achievements";
  education: string[];
  memberships: string[];
  languages: string[];
}
