/**
 * THE price list: every price on the site comes from this file (docs/prices.md).
 *
 * - `priceItems`: each item the clinic charges for, with its price in EUR, once.
 * - `priceGroups`: the groups of /prices, naming their items by id.
 * - `completeTreatments`: what a patient buys (a complete implant tooth, a crown, an All-on-4
 *   arch) as a list of items; its Budapest price is the sum of its items, never typed. The
 *   prices at home (UK, Germany, USA) are for the same complete treatment.
 * - `treatmentPagePrices`: which treatment pages show a "from" price, and from which treatments.
 *
 * To change a price, change its `eur` here: /prices, the home page's calculator and comparison,
 * the treatment pages and every total follow.
 */
import type { PriceGroupId, TreatmentSlug } from "./types";

/**
 * The one exchange rate: pence per euro (€1 = £0.86). Every pound amount on the site is a euro
 * amount converted once with it and rounded to the nearest pound (app/lib/money.ts).
 */
export const GBP_PENCE_PER_EUR = 86;

export interface PriceItem {
  title: string;
  /** EUR, or the word FREE. */
  eur: number | "FREE";
  note?: string;
  /** How the item is named inside a total's "includes" line ("surgery", "abutment"). */
  part?: string;
}

export const priceItems = {
  consultation: {
    title: "Consultation: review of your X-rays or photos, examination and written treatment plan",
    eur: "FREE",
    note: "By email or video call before you travel, and at your first treatment visit. The consultation day in Budapest is a separate, paid day.",
  },
  "panoramic-x-ray": { title: "Panoramic X-ray", eur: "FREE" },
  "implant-uncovering": { title: "Implant uncovering", eur: "FREE" },
  "healing-abutment": { title: "Healing abutment and impression for implant crowns", eur: "FREE" },
  "after-care-kit": {
    title: "After-care kit",
    eur: "FREE",
    note: "Given to you at the end of your treatment",
  },
  "ct-scan": { title: "CT scan", eur: 90, note: "3D imaging for implant planning" },
  hygiene: { title: "Hygiene treatment (scaling and polishing)", eur: 81, part: "scaling and polishing" },
  whitening: { title: "Teeth whitening", eur: 205, note: "In-clinic whitening", part: "in-clinic whitening" },
  "aesthetic-filling": {
    title: "Aesthetic filling",
    eur: 94,
    note: "Tooth-coloured composite",
    part: "a tooth-coloured composite filling",
  },
  "root-canal": { title: "Root canal treatment", eur: 104, note: "Per canal", part: "one canal" },
  "composite-inlay": { title: "Composite inlay", eur: 139, part: "composite inlay" },
  "ceramic-inlay": { title: "Ceramic inlay", eur: 167, part: "ceramic inlay" },
  "pfm-crown": {
    title: "PFM (porcelain-fused-to-metal) crown",
    eur: 171,
    part: "porcelain-fused-to-metal crown",
  },
  "zirconia-crown": { title: "Zirconia crown", eur: 191, part: "zirconia crown" },
  "zirconia-veneer": { title: "Zirconia veneer", eur: 192, part: "zirconia veneer" },
  "emax-veneer": { title: "E.max veneer", eur: 200, part: "E.max veneer" },
  "all-ceramic-crown": { title: "All-ceramic crown", eur: 200, part: "all-ceramic crown" },
  "alpha-bio-implant": { title: "Alpha Bio implant", eur: 322, part: "Alpha Bio implant" },
  "neodent-implant": { title: "Neodent implant", eur: 322, part: "Neodent implant" },
  "implant-surgery": {
    title: "Implant surgery (Alpha Bio, Neodent)",
    eur: 215,
    note: "Per implant",
    part: "surgery",
  },
  "straumann-implant": {
    title: "Straumann implant",
    eur: 504,
    note: "Premium Swiss system",
    part: "Straumann implant",
  },
  "premium-implant-surgery": {
    title: "Premium implant surgery (Straumann)",
    eur: 336,
    note: "Per implant",
    part: "surgery",
  },
  "standard-abutment": { title: "Abutment (standard)", eur: 218, part: "abutment" },
  "straumann-abutment": { title: "Abutment (Straumann)", eur: 289, part: "abutment" },
  "zirconia-abutment": {
    title: "Abutment (individual zirconia)",
    eur: 333,
    part: "individual zirconia abutment",
  },
  "metal-ceramic-implant-crown": {
    title: "Metal-ceramic crown on implant",
    eur: 161,
    part: "metal-ceramic crown",
  },
  "zirconia-implant-crown": { title: "Zirconia crown on implant", eur: 200, part: "zirconia crown" },
  "all-on-4-zirconium": {
    title: "All-on-4 bridge, zirconium",
    eur: 2116,
    note: "Per arch, implants priced separately",
    part: "zirconium bridge",
  },
  "all-on-4-metal-ceramic": {
    title: "All-on-4 bridge, metal ceramic",
    eur: 1915,
    note: "Per arch, implants priced separately",
    part: "metal-ceramic bridge",
  },
  "all-on-6-zirconium": {
    title: "All-on-6 bridge, zirconium",
    eur: 2217,
    note: "Per arch, implants priced separately",
    part: "zirconium bridge",
  },
  "all-on-6-metal-ceramic": {
    title: "All-on-6 bridge, metal ceramic",
    eur: 2016,
    note: "Per arch, implants priced separately",
    part: "metal-ceramic bridge",
  },
} as const satisfies Record<string, PriceItem>;

export type PriceItemId = keyof typeof priceItems;

export interface PriceGroup {
  /** Anchor id on /prices (link: /prices#<id>). */
  id: PriceGroupId;
  title: string;
  intro?: string;
  items: PriceItemId[];
}

export const priceGroups: PriceGroup[] = [
  {
    id: "free-services",
    title: "Free Services",
    intro: "Included at no extra charge.",
    items: ["consultation", "panoramic-x-ray", "implant-uncovering", "healing-abutment", "after-care-kit"],
  },
  {
    id: "dental-x-ray",
    title: "Dental X-ray",
    intro: "Imaging is taken in the clinic, so your dentist can plan your treatment on the day.",
    items: ["ct-scan", "panoramic-x-ray"],
  },
  { id: "dental-hygiene", title: "Dental Hygiene", items: ["hygiene", "whitening"] },
  {
    id: "conservative-dentistry",
    title: "Conservative Dentistry",
    intro: "Treatments that save and repair your natural teeth.",
    items: ["aesthetic-filling", "root-canal", "composite-inlay", "ceramic-inlay"],
  },
  {
    id: "restorative-dentistry",
    title: "Restorative Dentistry",
    intro: "Crowns and veneers are made in our in-house laboratory.",
    items: ["pfm-crown", "zirconia-crown", "zirconia-veneer", "emax-veneer", "all-ceramic-crown"],
  },
  {
    id: "implants",
    title: "Implants",
    intro:
      "A complete implant tooth has four parts: the implant, its surgery, the abutment and the crown. The complete prices below add them up; your treatment plan lists every item you need.",
    items: [
      "alpha-bio-implant",
      "neodent-implant",
      "implant-surgery",
      "straumann-implant",
      "premium-implant-surgery",
      "standard-abutment",
      "straumann-abutment",
      "zirconia-abutment",
      "metal-ceramic-implant-crown",
      "zirconia-implant-crown",
      "all-on-4-zirconium",
      "all-on-4-metal-ceramic",
      "all-on-6-zirconium",
      "all-on-6-metal-ceramic",
    ],
  },
];

/** Countries the home page compares with; `inSentence` takes its article if it has one. */
export const comparisonCountries = [
  { key: "uk", label: "UK", inSentence: "the UK" },
  { key: "germany", label: "Germany", inSentence: "Germany" },
  { key: "usa", label: "USA", inSentence: "the USA" },
] as const;

export type Country = (typeof comparisonCountries)[number]["key"];

export interface CompleteTreatment {
  /** Its name as a heading or a row ("Complete Straumann implant"). */
  name: string;
  /** Its group on /prices, where its items are listed. */
  group: PriceGroupId;
  /** Its items, each with how many of it (1 unless said). */
  items: { item: PriceItemId; count?: number }[];
  /** Unit the price is for, said after it ("per arch"), if not one of it. */
  per?: string;
  /**
   * The same complete treatment's price at home, in EUR (the product description's comparison
   * table): only for the treatments the home page compares.
   */
  abroad?: Record<Country, number>;
}

/**
 * Complete treatments (docs/prices.md says why each is made of these items):
 * an implant tooth is the implant, its surgery, an abutment and a crown on the implant; the
 * Straumann one uses its premium surgery and own abutment. A crown on a natural tooth is the
 * crown alone. An All-on-4 or All-on-6 arch is its implants, each with its surgery, and the
 * bridge (the list says "implants priced separately"; the healing abutments are free).
 */
export const completeTreatments = {
  "straumann-implant": {
    name: "Complete Straumann implant",
    group: "implants",
    items: [
      { item: "straumann-implant" },
      { item: "premium-implant-surgery" },
      { item: "straumann-abutment" },
      { item: "zirconia-implant-crown" },
    ],
    abroad: { uk: 2500, germany: 1800, usa: 3500 },
  },
  "neodent-implant": {
    name: "Complete Neodent implant",
    group: "implants",
    items: [
      { item: "neodent-implant" },
      { item: "implant-surgery" },
      { item: "standard-abutment" },
      { item: "zirconia-implant-crown" },
    ],
    abroad: { uk: 2000, germany: 1500, usa: 3000 },
  },
  "alpha-bio-implant": {
    name: "Complete Alpha Bio implant",
    group: "implants",
    items: [
      { item: "alpha-bio-implant" },
      { item: "implant-surgery" },
      { item: "standard-abutment" },
      { item: "zirconia-implant-crown" },
    ],
  },
  "porcelain-crown": {
    name: "Porcelain dental crown",
    group: "restorative-dentistry",
    items: [{ item: "all-ceramic-crown" }],
    abroad: { uk: 950, germany: 800, usa: 1200 },
  },
  "zirconia-crown": {
    name: "Zirconia crown",
    group: "restorative-dentistry",
    items: [{ item: "zirconia-crown" }],
  },
  "pfm-crown": {
    name: "Porcelain-fused-to-metal crown",
    group: "restorative-dentistry",
    items: [{ item: "pfm-crown" }],
  },
  "all-on-4": {
    name: "All-on-4 with Straumann implants",
    group: "implants",
    per: "per arch",
    items: [
      { item: "straumann-implant", count: 4 },
      { item: "premium-implant-surgery", count: 4 },
      { item: "all-on-4-zirconium" },
    ],
    abroad: { uk: 15000, germany: 12000, usa: 24000 },
  },
  "all-on-4-neodent": {
    name: "All-on-4 with Neodent implants",
    group: "implants",
    per: "per arch",
    items: [
      { item: "neodent-implant", count: 4 },
      { item: "implant-surgery", count: 4 },
      { item: "all-on-4-metal-ceramic" },
    ],
  },
  "all-on-6": {
    name: "All-on-6 with Straumann implants",
    group: "implants",
    per: "per arch",
    items: [
      { item: "straumann-implant", count: 6 },
      { item: "premium-implant-surgery", count: 6 },
      { item: "all-on-6-zirconium" },
    ],
    abroad: { uk: 18000, germany: 15000, usa: 28000 },
  },
  "all-on-6-neodent": {
    name: "All-on-6 with Neodent implants",
    group: "implants",
    per: "per arch",
    items: [
      { item: "neodent-implant", count: 6 },
      { item: "implant-surgery", count: 6 },
      { item: "all-on-6-metal-ceramic" },
    ],
  },
  "zirconia-veneer": {
    name: "Zirconia veneer",
    group: "restorative-dentistry",
    items: [{ item: "zirconia-veneer" }],
  },
  "emax-veneer": { name: "E.max veneer", group: "restorative-dentistry", items: [{ item: "emax-veneer" }] },
  "composite-inlay": {
    name: "Composite inlay",
    group: "conservative-dentistry",
    items: [{ item: "composite-inlay" }],
  },
  "ceramic-inlay": {
    name: "Ceramic inlay",
    group: "conservative-dentistry",
    items: [{ item: "ceramic-inlay" }],
  },
  "aesthetic-filling": {
    name: "Aesthetic filling",
    group: "conservative-dentistry",
    items: [{ item: "aesthetic-filling" }],
  },
  "root-canal": {
    name: "Root canal treatment",
    group: "conservative-dentistry",
    per: "per canal",
    items: [{ item: "root-canal" }],
  },
  hygiene: { name: "Hygiene treatment", group: "dental-hygiene", items: [{ item: "hygiene" }] },
  whitening: { name: "Teeth whitening", group: "dental-hygiene", items: [{ item: "whitening" }] },
} as const satisfies Record<string, CompleteTreatment>;

export type CompleteTreatmentId = keyof typeof completeTreatments;

/** The complete treatments shown on /prices above the itemised implant list. */
export const completeOnPricesPage: CompleteTreatmentId[] = [
  "neodent-implant",
  "alpha-bio-implant",
  "straumann-implant",
  "all-on-4-neodent",
  "all-on-4",
  "all-on-6-neodent",
  "all-on-6",
];

/** Rows of the home page's comparison table: each has prices at home (`abroad`). */
export const comparisonRows = [
  "straumann-implant",
  "neodent-implant",
  "porcelain-crown",
  "all-on-4",
  "all-on-6",
] as const;

/** What the calculator counts: an implant is a complete implant tooth, a crown one on a natural tooth. */
export const calculatorTreatments = { implant: "straumann-implant", crown: "porcelain-crown" } as const;

/** The calculator's limits: whole numbers from 0 to 32 (a full set of teeth). */
export const calculatorLimits = { min: 0, max: 32 } as const;

/**
 * Treatment pages that show a "from" price: the cheapest of these complete treatments, with a
 * link to their group on /prices. A page not listed here shows no price.
 */
export const treatmentPagePrices: Partial<Record<TreatmentSlug, CompleteTreatmentId[]>> = {
  "dental-implant": ["neodent-implant", "alpha-bio-implant", "straumann-implant"],
  "straumann-implant": ["straumann-implant"],
  "all-on-treatments": ["all-on-4-neodent", "all-on-4", "all-on-6-neodent", "all-on-6"],
  "dental-crown": ["pfm-crown", "zirconia-crown", "porcelain-crown"],
  "porcelain-veneers": ["zirconia-veneer", "emax-veneer"],
  "dental-inlays": ["composite-inlay", "ceramic-inlay"],
  "dental-filling": ["aesthetic-filling"],
  "root-canal-treatment": ["root-canal"],
  "tartar-removal": ["hygiene"],
  "tooth-whitening": ["whitening"],
};

/** €1 = £0.86, as written. */
const rateInWords = `€1 = £${(GBP_PENCE_PER_EUR / 100).toFixed(2)}`;

/** The words around prices and the currency choice. */
export const priceWords = {
  /** The rounding rule, said once: on /prices and under the calculator. */
  rate: `Pounds are shown at ${rateInWords}, rounded to the nearest pound; you pay in euros or pounds at the clinic.`,
  currency: "Currency",
  show: { EUR: "Show in EUR", GBP: "Show in GBP" },
  /** Footer switch: short labels. */
  short: { EUR: "€ EUR", GBP: "£ GBP" },
  /** Said to a screen reader after the chosen one. */
  chosen: "(chosen)",
  shownIn: { EUR: "Prices shown in euros (EUR).", GBP: "Prices shown in pounds sterling (GBP)." },
  from: "From",
  includes: "Includes",
  /** The link from a treatment page to its group on /prices. */
  seeGroup: (groupTitle: string) => `See every price: ${groupTitle}`,
  completeTitle: "Complete treatments",
  completeIntro: "What a patient usually buys, added up from the items below.",
  priceHeading: "Price",
  treatmentHeading: "Treatment",
  free: "FREE",
};
