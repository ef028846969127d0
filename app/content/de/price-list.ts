/**
 * The price list's words in German: item, group and treatment names, notes, and the words
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
    title:
      "Beratung: Auswertung Ihrer Röntgenbilder oder Fotos, Untersuchung und schriftlicher Behandlungsplan",
    eur: P.consultation.eur,
    note: "Per E-Mail oder Videoanruf vor Ihrer Reise und bei Ihrem ersten Behandlungstermin. Der Beratungstag in Budapest ist ein eigener, kostenpflichtiger Tag.",
  },
  "panoramic-x-ray": { title: "Panoramaröntgenaufnahme (OPG)", eur: P["panoramic-x-ray"].eur },
  "implant-uncovering": { title: "Freilegung des Implantats", eur: P["implant-uncovering"].eur },
  "healing-abutment": {
    title: "Gingivaformer und Abformung für Implantatkronen",
    eur: P["healing-abutment"].eur,
  },
  "after-care-kit": {
    title: "Nachsorge-Set",
    eur: P["after-care-kit"].eur,
    note: "Wird Ihnen am Ende Ihrer Behandlung mitgegeben",
  },
  "ct-scan": {
    title: "DVT (3D-Röntgen)",
    eur: P["ct-scan"].eur,
    note: "3D-Aufnahme für die Implantatplanung",
  },
  hygiene: {
    title: "Dentalhygiene-Behandlung (Zahnsteinentfernung und Politur)",
    eur: P.hygiene.eur,
    part: "Zahnsteinentfernung und Politur",
  },
  whitening: {
    title: "Zahnaufhellung (Bleaching)",
    eur: P.whitening.eur,
    note: "Aufhellung in der Praxis",
    part: "Zahnaufhellung in der Praxis",
  },
  "aesthetic-filling": {
    title: "Ästhetische Füllung",
    eur: P["aesthetic-filling"].eur,
    note: "Zahnfarbenes Komposit",
    part: "eine zahnfarbene Kompositfüllung",
  },
  "root-canal": {
    title: "Wurzelkanalbehandlung",
    eur: P["root-canal"].eur,
    note: "Pro Kanal",
    part: "einen Wurzelkanal",
  },
  "composite-inlay": { title: "Komposit-Inlay", eur: P["composite-inlay"].eur, part: "Komposit-Inlay" },
  "ceramic-inlay": { title: "Keramik-Inlay", eur: P["ceramic-inlay"].eur, part: "Keramik-Inlay" },
  "pfm-crown": {
    title: "VMK-Krone (Metallkeramik)",
    eur: P["pfm-crown"].eur,
    part: "Metallkeramikkrone",
  },
  "zirconia-crown": { title: "Zirkonkrone", eur: P["zirconia-crown"].eur, part: "Zirkonkrone" },
  "zirconia-veneer": { title: "Zirkon-Veneer", eur: P["zirconia-veneer"].eur, part: "Zirkon-Veneer" },
  "emax-veneer": { title: "E.max-Veneer", eur: P["emax-veneer"].eur, part: "E.max-Veneer" },
  "all-ceramic-crown": {
    title: "Vollkeramikkrone",
    eur: P["all-ceramic-crown"].eur,
    part: "Vollkeramikkrone",
  },
  "alpha-bio-implant": {
    title: "Alpha-Bio-Implantat",
    eur: P["alpha-bio-implant"].eur,
    part: "Alpha-Bio-Implantat",
  },
  "neodent-implant": { title: "Neodent-Implantat", eur: P["neodent-implant"].eur, part: "Neodent-Implantat" },
  "implant-surgery": {
    title: "Implantation, chirurgischer Eingriff (Alpha Bio, Neodent)",
    eur: P["implant-surgery"].eur,
    note: "Pro Implantat",
    part: "Implantation",
  },
  "straumann-implant": {
    title: "Straumann-Implantat",
    eur: P["straumann-implant"].eur,
    note: "Premium-System aus der Schweiz",
    part: "Straumann-Implantat",
  },
  "premium-implant-surgery": {
    title: "Premium-Implantation, chirurgischer Eingriff (Straumann)",
    eur: P["premium-implant-surgery"].eur,
    note: "Pro Implantat",
    part: "Implantation",
  },
  "standard-abutment": { title: "Standard-Abutment", eur: P["standard-abutment"].eur, part: "Abutment" },
  "straumann-abutment": { title: "Straumann-Abutment", eur: P["straumann-abutment"].eur, part: "Abutment" },
  "zirconia-abutment": {
    title: "Individuelles Zirkon-Abutment",
    eur: P["zirconia-abutment"].eur,
    part: "individuelles Zirkon-Abutment",
  },
  "metal-ceramic-implant-crown": {
    title: "Metallkeramikkrone auf Implantat",
    eur: P["metal-ceramic-implant-crown"].eur,
    part: "Metallkeramikkrone",
  },
  "zirconia-implant-crown": {
    title: "Zirkonkrone auf Implantat",
    eur: P["zirconia-implant-crown"].eur,
    part: "Zirkonkrone",
  },
  "all-on-4-zirconium": {
    title: "All-on-4-Brücke aus Zirkon",
    eur: P["all-on-4-zirconium"].eur,
    note: "Pro Kiefer, Implantate werden separat berechnet",
    part: "Zirkonbrücke",
  },
  "all-on-4-metal-ceramic": {
    title: "All-on-4-Brücke aus Metallkeramik",
    eur: P["all-on-4-metal-ceramic"].eur,
    note: "Pro Kiefer, Implantate werden separat berechnet",
    part: "Metallkeramikbrücke",
  },
  "all-on-6-zirconium": {
    title: "All-on-6-Brücke aus Zirkon",
    eur: P["all-on-6-zirconium"].eur,
    note: "Pro Kiefer, Implantate werden separat berechnet",
    part: "Zirkonbrücke",
  },
  "all-on-6-metal-ceramic": {
    title: "All-on-6-Brücke aus Metallkeramik",
    eur: P["all-on-6-metal-ceramic"].eur,
    note: "Pro Kiefer, Implantate werden separat berechnet",
    part: "Metallkeramikbrücke",
  },
};

export const priceGroups: PriceGroup[] = [
  {
    id: "free-services",
    title: "Kostenlose Leistungen",
    intro: "Ohne Aufpreis inbegriffen.",
    items: ["consultation", "panoramic-x-ray", "implant-uncovering", "healing-abutment", "after-care-kit"],
  },
  {
    id: "dental-x-ray",
    title: "Zahnärztliches Röntgen",
    intro:
      "Die Aufnahmen entstehen in der Klinik, sodass Ihr Zahnarzt Ihre Behandlung noch am selben Tag planen kann.",
    items: ["ct-scan", "panoramic-x-ray"],
  },
  { id: "dental-hygiene", title: "Dentalhygiene", items: ["hygiene", "whitening"] },
  {
    id: "conservative-dentistry",
    title: "Zahnerhaltung",
    intro: "Behandlungen, die Ihre natürlichen Zähne erhalten und wiederherstellen.",
    items: ["aesthetic-filling", "root-canal", "composite-inlay", "ceramic-inlay"],
  },
  {
    id: "restorative-dentistry",
    title: "Restaurative Zahnmedizin",
    intro: "Kronen und Veneers werden in unserem hauseigenen Dentallabor gefertigt.",
    items: ["pfm-crown", "zirconia-crown", "zirconia-veneer", "emax-veneer", "all-ceramic-crown"],
  },
  {
    id: "implants",
    title: "Implantate",
    intro:
      "Ein kompletter Implantatzahn besteht aus vier Teilen: dem Implantat, dem chirurgischen Eingriff, dem Abutment und der Krone. Die Komplettpreise unten setzen sich aus diesen Teilen zusammen; Ihr Behandlungsplan führt jeden Posten auf, den Sie benötigen.",
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
 * Countries the home page compares with. `inSentence` is in the dative, as both sentences that
 * use it need it ('im Vergleich mit …', 'Ersparnis gegenüber …'): "den USA".
 */
export const comparisonCountries: Translated<typeof enComparisonCountries> = [
  { key: "uk", label: "Großbritannien", inSentence: "Großbritannien" },
  { key: "germany", label: "Deutschland", inSentence: "Deutschland" },
  { key: "usa", label: "USA", inSentence: "den USA" },
];

/** Complete treatments: names and units; items, counts and prices at home are English's. */
export const completeTreatments: Translated<typeof C> = {
  "straumann-implant": {
    name: "Straumann-Implantat komplett",
    group: C["straumann-implant"].group,
    items: [...C["straumann-implant"].items],
    abroad: C["straumann-implant"].abroad,
  },
  "neodent-implant": {
    name: "Neodent-Implantat komplett",
    group: C["neodent-implant"].group,
    items: [...C["neodent-implant"].items],
    abroad: C["neodent-implant"].abroad,
  },
  "alpha-bio-implant": {
    name: "Alpha-Bio-Implantat komplett",
    group: C["alpha-bio-implant"].group,
    items: [...C["alpha-bio-implant"].items],
  },
  "porcelain-crown": {
    name: "Keramikkrone",
    group: C["porcelain-crown"].group,
    items: [...C["porcelain-crown"].items],
    abroad: C["porcelain-crown"].abroad,
  },
  "zirconia-crown": {
    name: "Zirkonkrone",
    group: C["zirconia-crown"].group,
    items: [...C["zirconia-crown"].items],
  },
  "pfm-crown": {
    name: "Metallkeramikkrone (VMK)",
    group: C["pfm-crown"].group,
    items: [...C["pfm-crown"].items],
  },
  "all-on-4": {
    name: "All-on-4 mit Straumann-Implantaten",
    group: C["all-on-4"].group,
    per: "pro Kiefer",
    items: [...C["all-on-4"].items],
    abroad: C["all-on-4"].abroad,
  },
  "all-on-4-neodent": {
    name: "All-on-4 mit Neodent-Implantaten",
    group: C["all-on-4-neodent"].group,
    per: "pro Kiefer",
    items: [...C["all-on-4-neodent"].items],
  },
  "all-on-6": {
    name: "All-on-6 mit Straumann-Implantaten",
    group: C["all-on-6"].group,
    per: "pro Kiefer",
    items: [...C["all-on-6"].items],
    abroad: C["all-on-6"].abroad,
  },
  "all-on-6-neodent": {
    name: "All-on-6 mit Neodent-Implantaten",
    group: C["all-on-6-neodent"].group,
    per: "pro Kiefer",
    items: [...C["all-on-6-neodent"].items],
  },
  "zirconia-veneer": {
    name: "Zirkon-Veneer",
    group: C["zirconia-veneer"].group,
    items: [...C["zirconia-veneer"].items],
  },
  "emax-veneer": { name: "E.max-Veneer", group: C["emax-veneer"].group, items: [...C["emax-veneer"].items] },
  "composite-inlay": {
    name: "Komposit-Inlay",
    group: C["composite-inlay"].group,
    items: [...C["composite-inlay"].items],
  },
  "ceramic-inlay": {
    name: "Keramik-Inlay",
    group: C["ceramic-inlay"].group,
    items: [...C["ceramic-inlay"].items],
  },
  "aesthetic-filling": {
    name: "Ästhetische Füllung",
    group: C["aesthetic-filling"].group,
    items: [...C["aesthetic-filling"].items],
  },
  "root-canal": {
    name: "Wurzelkanalbehandlung",
    group: C["root-canal"].group,
    per: "pro Kanal",
    items: [...C["root-canal"].items],
  },
  hygiene: { name: "Dentalhygiene-Behandlung", group: C.hygiene.group, items: [...C.hygiene.items] },
  whitening: { name: "Zahnaufhellung", group: C.whitening.group, items: [...C.whitening.items] },
};

/** 1 € = 0,86 £, as written in German. */
const rateInWords = `1\u00a0€ = ${(GBP_PENCE_PER_EUR / 100).toFixed(2).replace(".", ",")}\u00a0£`;

/** The words around prices and the currency choice. */
export const priceWords: Translated<typeof enPriceWords> = {
  rate: `Pfundbeträge werden zum Kurs ${rateInWords} angezeigt und auf volle Pfund gerundet; in der Klinik zahlen Sie in Euro oder Pfund.`,
  currency: "Währung",
  show: { EUR: "In EUR anzeigen", GBP: "In GBP anzeigen" },
  short: { EUR: "€ EUR", GBP: "£ GBP" },
  chosen: "(ausgewählt)",
  shownIn: { EUR: "Preise in Euro (EUR).", GBP: "Preise in britischen Pfund (GBP)." },
  from: "Ab",
  includes: "Enthält",
  seeGroup: (groupTitle: string) => `Alle Preise ansehen: ${groupTitle}`,
  completeTitle: "Komplettbehandlungen",
  completeIntro:
    "Was Patienten üblicherweise in Anspruch nehmen, zusammengerechnet aus den einzelnen Posten unten.",
  priceHeading: "Preis",
  treatmentHeading: "Behandlung",
  free: "KOSTENLOS",
};
