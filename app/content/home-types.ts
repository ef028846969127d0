import type { IconName, TreatmentSlug } from "./types";

/** Which drawn smile to show; a real photo path can replace it (`photo`). */
export type SmileState =
  | "missing-tooth"
  | "implant-restored"
  | "worn-uneven"
  | "veneers"
  | "stained"
  | "whitened"
  | "broken-crown"
  | "crown-bridge"
  | "toothless-arch"
  | "full-arch";

export interface PictureSource {
  /** The drawn illustration used while the clinic has no photo. */
  illustration: SmileState;
  /** Optional real photo, e.g. '/images/results/implants-before.jpg' (under public/). */
  photo?: string;
  alt: string;
}

export interface TreatmentResult {
  id: string;
  title: string;
  description: string;
  before: PictureSource;
  after: PictureSource;
}

export interface HomeContent {
  hero: { eyebrow: string; title: string; subtitle: string; trust: string[] };
  results: { eyebrow: string; title: string; intro: string; items: TreatmentResult[] };
  about: {
    eyebrow: string;
    title: string; // 'Exclusive Private Dental Clinic'
    paragraphs: string[];
    stats: { value: number; label: string }[]; // 5000 happy patients, 20 expert dentists, 30 countries served
    awards: { title: string; text: string }[]; // Superbrand, Best of Budapest, ISO 9001
  };
  whyChooseUs: {
    eyebrow: string;
    title: string;
    intro: string;
    cards: {
      id: "quality" | "care" | "experience" | "affordable";
      icon: IconName;
      title: string;
      text: string;
    }[];
  };
  treatments: {
    eyebrow: string;
    title: string;
    intro: string;
    cards: {
      id: string;
      title: string;
      description: string;
      link: `/treatments/${TreatmentSlug}`;
      icon: IconName;
      article: { title: string; paragraphs: string[]; illustration: SmileState; imageAlt: string };
    }[];
  };
  tourism: {
    eyebrow: string;
    title: string;
    intro: string;
    blocks: {
      id: "savings" | "standards" | "efficiency" | "destination";
      icon: IconName;
      title: string;
      text: string;
    }[];
    partner: { eyebrow: string; title: string; text: string; linkLabel: string };
  };
  journey: { eyebrow: string; title: string; intro: string; steps: { title: string; text: string }[] };
  calculator: {
    eyebrow: string;
    title: string;
    intro: string;
    note: string;
    implantsLabel: string;
    crownsLabel: string;
    eachInBudapest: string;
    resultLabel: string;
    /** What the result's prices include, built from the price list. */
    includes: string;
    /** Said beside a field whose typed count is not a whole number from 0 to 32. */
    limitMessage: string;
  };
  comparison: {
    eyebrow: string;
    title: string;
    intro: string;
    disclaimer: string;
    caption: string;
    treatmentHeading: string;
    budapestHeading: string;
    /** 'Save 47%' */
    save: (percent: number) => string;
  };
  testimonials: {
    eyebrow: string;
    title: string;
    items: { name: string; location: string; text: string; treatment: string; rating: 5 }[];
  };
  contact: { eyebrow: string; title: string; intro: string };
}
