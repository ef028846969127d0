import type { IconName } from "./types";

/** The clinic overview page (/clinic/<slug>): docs/product.md, Pages. */
export const clinicPage = {
  metaTitle: "Our Private Dental Clinic in Budapest",
  metaDescription:
    "Meet our Budapest clinic and its eight dentists: premium implants, crowns and veneers near Nyugati station, with an in-house laboratory and a 3-year warranty.",
  hero: {
    eyebrow: "Our clinic",
    lead: "A private clinic in central Budapest where specialists, an in-house laboratory and a dedicated Dental Tourism Manager work together, so you can have high-quality treatment in a few well-planned days.",
  },
  intro:
    "For more than 15 years we have treated patients of all ages from Hungary and abroad. Our dentists cover nearly 40 specialties between them, our technicians work in the same building, and we use premium implant systems from Neodent, Straumann and Alpha Bio. Every treatment starts with a free first consultation, by email or video call, and a written plan with the full price.",
  highlights: [
    {
      icon: "award",
      title: "Premium Quality",
      text: "ISO 9001 certified care, premium materials and an in-house laboratory, backed by our 3-year warranty.",
    },
    {
      icon: "users",
      title: "Expert Team",
      text: "Oral surgeons, implantologists, cosmetic dentists and endodontists who plan complex cases together.",
    },
    {
      icon: "thumbs-up",
      title: "Leading Provider",
      text: "Thousands of patients treated and recognised as a Superbrand and among the Best of Budapest.",
    },
  ] satisfies { icon: IconName; title: string; text: string }[],
  procedures: [
    { href: "/treatments/dental-implant", label: "Dental implants" },
    { href: "/treatments/all-on-treatments", label: "All-on-4 and All-on-6" },
    { href: "/treatments/dental-crown", label: "Dental crowns" },
    { href: "/treatments/porcelain-veneers", label: "Porcelain veneers" },
    { href: "/prices", label: "Our price list" },
  ],
  directions: {
    title: "Getting here",
    items: [
      "We are a few minutes' walk from Nyugati railway station in central Budapest.",
      "Trams 4 and 6 stop at Nyugati pályaudvar, on the Grand Boulevard.",
      "The M3 metro line stops at Nyugati pályaudvar.",
      "Our partner hotel is 100 m from the clinic; our second partner hotel is a 20-minute ride from the city centre.",
      "Underground parking is available on request: let us know when you book.",
    ],
  },
} as const;

/** The clinic page's headings and buttons around its copy. */
export const clinicLabels = {
  highlights: "Why patients choose us",
  team: "Meet our dentists",
  /** 'View profile' with ' of Dr …' for screen readers. */
  viewProfile: "View profile",
  profileOf: (name: string) => `of ${name}`,
  procedures: "Popular procedures",
  visit: "Contact and opening hours",
  follow: "Follow us",
  closing: {
    label: "Get in touch",
    text: "Ready for a free, no-obligation quote?",
  },
} as const;
