/**
 * The price list's words in French: item, group and treatment names, notes, and the words
 * around prices. Every price, count and rate comes from the English module (the one price
 * list, docs/prices.md); nothing here is a number of its own.
 */
import type { Translated } from "../locales";
import {
  completeTreatments as C,
  GBP_PENCE_PER_EUR,
  priceItems as P,
  type PriceGroup,
  type comparisonCountries as enComparisonCountries,
  type priceWords as enPriceWords,
} from "../price-list";

export const priceItems: Translated<typeof P> = {
  consultation: {
    title: "Consultation\u00a0: étude de vos radiographies ou photos, examen et plan de traitement écrit",
    eur: P.consultation.eur,
    note: "Par e-mail ou en visioconférence avant votre voyage, et lors de votre premier rendez-vous de soins. La Journée de consultation à Budapest est une journée à part, payante.",
  },
  "panoramic-x-ray": { title: "Radiographie panoramique", eur: P["panoramic-x-ray"].eur },
  "implant-uncovering": { title: "Dégagement de l’implant", eur: P["implant-uncovering"].eur },
  "healing-abutment": {
    title: "Vis de cicatrisation et empreinte pour couronnes sur implant",
    eur: P["healing-abutment"].eur,
  },
  "after-care-kit": {
    title: "Kit de soins post-opératoires",
    eur: P["after-care-kit"].eur,
    note: "Remis à la fin de votre traitement",
  },
  "ct-scan": {
    title: "Scanner 3D (CBCT)",
    eur: P["ct-scan"].eur,
    note: "Imagerie 3D pour planifier les implants",
  },
  hygiene: {
    title: "Séance d’hygiène (détartrage et polissage)",
    eur: P.hygiene.eur,
    part: "détartrage et polissage",
  },
  whitening: {
    title: "Blanchiment dentaire",
    eur: P.whitening.eur,
    note: "Blanchiment au cabinet",
    part: "blanchiment au cabinet",
  },
  "aesthetic-filling": {
    title: "Obturation esthétique",
    eur: P["aesthetic-filling"].eur,
    note: "Composite de la couleur des dents",
    part: "une obturation en composite de la couleur des dents",
  },
  "root-canal": {
    title: "Traitement de canal",
    eur: P["root-canal"].eur,
    note: "Par canal",
    part: "un canal",
  },
  "composite-inlay": {
    title: "Inlay en composite",
    eur: P["composite-inlay"].eur,
    part: "inlay en composite",
  },
  "ceramic-inlay": { title: "Inlay en céramique", eur: P["ceramic-inlay"].eur, part: "inlay en céramique" },
  "pfm-crown": {
    title: "Couronne céramo-métallique",
    eur: P["pfm-crown"].eur,
    part: "couronne céramo-métallique",
  },
  "zirconia-crown": {
    title: "Couronne en zircone",
    eur: P["zirconia-crown"].eur,
    part: "couronne en zircone",
  },
  "zirconia-veneer": {
    title: "Facette en zircone",
    eur: P["zirconia-veneer"].eur,
    part: "facette en zircone",
  },
  "emax-veneer": { title: "Facette E.max", eur: P["emax-veneer"].eur, part: "facette E.max" },
  "all-ceramic-crown": {
    title: "Couronne tout céramique",
    eur: P["all-ceramic-crown"].eur,
    part: "couronne tout céramique",
  },
  "alpha-bio-implant": {
    title: "Implant Alpha Bio",
    eur: P["alpha-bio-implant"].eur,
    part: "implant Alpha Bio",
  },
  "neodent-implant": { title: "Implant Neodent", eur: P["neodent-implant"].eur, part: "implant Neodent" },
  "implant-surgery": {
    title: "Pose chirurgicale de l’implant (Alpha Bio, Neodent)",
    eur: P["implant-surgery"].eur,
    note: "Par implant",
    part: "pose chirurgicale",
  },
  "straumann-implant": {
    title: "Implant Straumann",
    eur: P["straumann-implant"].eur,
    note: "Système suisse haut de gamme",
    part: "implant Straumann",
  },
  "premium-implant-surgery": {
    title: "Pose chirurgicale haut de gamme (Straumann)",
    eur: P["premium-implant-surgery"].eur,
    note: "Par implant",
    part: "pose chirurgicale",
  },
  "standard-abutment": { title: "Pilier (standard)", eur: P["standard-abutment"].eur, part: "pilier" },
  "straumann-abutment": { title: "Pilier (Straumann)", eur: P["straumann-abutment"].eur, part: "pilier" },
  "zirconia-abutment": {
    title: "Pilier (zircone, sur mesure)",
    eur: P["zirconia-abutment"].eur,
    part: "pilier en zircone sur mesure",
  },
  "metal-ceramic-implant-crown": {
    title: "Couronne céramo-métallique sur implant",
    eur: P["metal-ceramic-implant-crown"].eur,
    part: "couronne céramo-métallique",
  },
  "zirconia-implant-crown": {
    title: "Couronne en zircone sur implant",
    eur: P["zirconia-implant-crown"].eur,
    part: "couronne en zircone",
  },
  "all-on-4-zirconium": {
    title: "Bridge All-on-4 en zircone",
    eur: P["all-on-4-zirconium"].eur,
    note: "Par arcade, implants facturés séparément",
    part: "bridge en zircone",
  },
  "all-on-4-metal-ceramic": {
    title: "Bridge All-on-4 céramo-métallique",
    eur: P["all-on-4-metal-ceramic"].eur,
    note: "Par arcade, implants facturés séparément",
    part: "bridge céramo-métallique",
  },
  "all-on-6-zirconium": {
    title: "Bridge All-on-6 en zircone",
    eur: P["all-on-6-zirconium"].eur,
    note: "Par arcade, implants facturés séparément",
    part: "bridge en zircone",
  },
  "all-on-6-metal-ceramic": {
    title: "Bridge All-on-6 céramo-métallique",
    eur: P["all-on-6-metal-ceramic"].eur,
    note: "Par arcade, implants facturés séparément",
    part: "bridge céramo-métallique",
  },
};

export const priceGroups: PriceGroup[] = [
  {
    id: "free-services",
    title: "Services gratuits",
    intro: "Inclus sans supplément.",
    items: ["consultation", "panoramic-x-ray", "implant-uncovering", "healing-abutment", "after-care-kit"],
  },
  {
    id: "dental-x-ray",
    title: "Radiologie dentaire",
    intro:
      "Les examens d’imagerie sont réalisés à la clinique, afin que votre dentiste puisse planifier votre traitement le jour même.",
    items: ["ct-scan", "panoramic-x-ray"],
  },
  { id: "dental-hygiene", title: "Hygiène dentaire", items: ["hygiene", "whitening"] },
  {
    id: "conservative-dentistry",
    title: "Soins conservateurs",
    intro: "Des traitements qui préservent et réparent vos dents naturelles.",
    items: ["aesthetic-filling", "root-canal", "composite-inlay", "ceramic-inlay"],
  },
  {
    id: "restorative-dentistry",
    title: "Dentisterie restauratrice",
    intro: "Les couronnes et les facettes sont fabriquées dans notre propre laboratoire dentaire.",
    items: ["pfm-crown", "zirconia-crown", "zirconia-veneer", "emax-veneer", "all-ceramic-crown"],
  },
  {
    id: "implants",
    title: "Implantologie",
    intro:
      "Une dent implantaire complète comprend quatre éléments\u00a0: l’implant, sa pose chirurgicale, le pilier et la couronne. Les prix complets ci-dessous en font la somme\u00a0; votre plan de traitement détaille chaque élément dont vous avez besoin.",
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

/**
 * Countries the home page compares with. `inSentence` carries its article joined with « à », as
 * both sentences that use it need it (« Votre économie par rapport au Royaume-Uni », « par rapport aux États-Unis »).
 */
export const comparisonCountries: Translated<typeof enComparisonCountries> = [
  { key: "uk", label: "Royaume-Uni", inSentence: "au Royaume-Uni" },
  { key: "germany", label: "Allemagne", inSentence: "à l’Allemagne" },
  { key: "usa", label: "États-Unis", inSentence: "aux États-Unis" },
];

/** Complete treatments: names and units; items, counts and prices at home are English's. */
export const completeTreatments: Translated<typeof C> = {
  "straumann-implant": {
    name: "Implant Straumann complet",
    group: C["straumann-implant"].group,
    items: [...C["straumann-implant"].items],
    abroad: C["straumann-implant"].abroad,
  },
  "neodent-implant": {
    name: "Implant Neodent complet",
    group: C["neodent-implant"].group,
    items: [...C["neodent-implant"].items],
    abroad: C["neodent-implant"].abroad,
  },
  "alpha-bio-implant": {
    name: "Implant Alpha Bio complet",
    group: C["alpha-bio-implant"].group,
    items: [...C["alpha-bio-implant"].items],
  },
  "porcelain-crown": {
    name: "Couronne dentaire en céramique",
    group: C["porcelain-crown"].group,
    items: [...C["porcelain-crown"].items],
    abroad: C["porcelain-crown"].abroad,
  },
  "zirconia-crown": {
    name: "Couronne en zircone",
    group: C["zirconia-crown"].group,
    items: [...C["zirconia-crown"].items],
  },
  "pfm-crown": {
    name: "Couronne céramo-métallique",
    group: C["pfm-crown"].group,
    items: [...C["pfm-crown"].items],
  },
  "all-on-4": {
    name: "All-on-4 avec implants Straumann",
    group: C["all-on-4"].group,
    per: "par arcade",
    items: [...C["all-on-4"].items],
    abroad: C["all-on-4"].abroad,
  },
  "all-on-4-neodent": {
    name: "All-on-4 avec implants Neodent",
    group: C["all-on-4-neodent"].group,
    per: "par arcade",
    items: [...C["all-on-4-neodent"].items],
  },
  "all-on-6": {
    name: "All-on-6 avec implants Straumann",
    group: C["all-on-6"].group,
    per: "par arcade",
    items: [...C["all-on-6"].items],
    abroad: C["all-on-6"].abroad,
  },
  "all-on-6-neodent": {
    name: "All-on-6 avec implants Neodent",
    group: C["all-on-6-neodent"].group,
    per: "par arcade",
    items: [...C["all-on-6-neodent"].items],
  },
  "zirconia-veneer": {
    name: "Facette en zircone",
    group: C["zirconia-veneer"].group,
    items: [...C["zirconia-veneer"].items],
  },
  "emax-veneer": { name: "Facette E.max", group: C["emax-veneer"].group, items: [...C["emax-veneer"].items] },
  "composite-inlay": {
    name: "Inlay en composite",
    group: C["composite-inlay"].group,
    items: [...C["composite-inlay"].items],
  },
  "ceramic-inlay": {
    name: "Inlay en céramique",
    group: C["ceramic-inlay"].group,
    items: [...C["ceramic-inlay"].items],
  },
  "aesthetic-filling": {
    name: "Obturation esthétique",
    group: C["aesthetic-filling"].group,
    items: [...C["aesthetic-filling"].items],
  },
  "root-canal": {
    name: "Traitement de canal",
    group: C["root-canal"].group,
    per: "par canal",
    items: [...C["root-canal"].items],
  },
  hygiene: { name: "Séance d’hygiène", group: C.hygiene.group, items: [...C.hygiene.items] },
  whitening: { name: "Blanchiment dentaire", group: C.whitening.group, items: [...C.whitening.items] },
};

/** 1 € = 0,86 £, as written in French. */
const rateInWords = `1\u00a0€ = ${(GBP_PENCE_PER_EUR / 100).toFixed(2).replace(".", ",")}\u00a0£`;

/** The words around prices and the currency choice. */
export const priceWords: Translated<typeof enPriceWords> = {
  rate: `Les montants en livres sont affichés au taux de ${rateInWords}, arrondis à la livre la plus proche\u00a0; à la clinique, vous payez en euros ou en livres.`,
  currency: "Devise",
  show: { EUR: "Afficher en EUR", GBP: "Afficher en GBP" },
  short: { EUR: "€ EUR", GBP: "£ GBP" },
  chosen: "(sélectionné)",
  shownIn: { EUR: "Prix affichés en euros (EUR).", GBP: "Prix affichés en livres sterling (GBP)." },
  from: "À partir de",
  includes: "Comprend",
  seeGroup: (groupTitle: string) => `Voir tous les prix\u00a0: ${groupTitle}`,
  completeTitle: "Traitements complets",
  completeIntro: "Ce que les patients choisissent le plus souvent, calculé à partir des éléments ci-dessous.",
  priceHeading: "Prix",
  treatmentHeading: "Traitement",
  free: "GRATUIT",
};
