/**
 * The medicines the dentist's flags look for in a patient's list, each by its English generic
 * name (what the reason says) and every name a patient in the UK, Germany or France may write
 * for it: the generic name in each language and the common brands. Matched by `medicineMatches`
 * as whole words, in any case and without accents (so 'Zoledronsäure' is 'zoledronsaure' and
 * 'Préviscan' 'previscan'). A name missing here is still seen by the dentist in the list; a new
 * one is a line here and a case in flags.server.test.ts.
 */
interface DrugNames {
  drug: string;
  names: readonly string[];
}

/** Anticoagulants (vitamin K antagonists, the direct oral ones, heparins) and antiplatelets. */
const anticoagulantDrugs: readonly DrugNames[] = [
  { drug: "warfarin", names: ["warfarin", "warfarine", "coumadin", "coumadine", "marevan"] },
  { drug: "acenocoumarol", names: ["acenocoumarol", "sintrom", "sinthrome", "minisintrom"] },
  { drug: "phenprocoumon", names: ["phenprocoumon", "marcumar", "marcoumar", "falithrom"] },
  { drug: "fluindione", names: ["fluindione", "previscan"] },
  { drug: "apixaban", names: ["apixaban", "eliquis"] },
  { drug: "rivaroxaban", names: ["rivaroxaban", "xarelto"] },
  { drug: "dabigatran", names: ["dabigatran", "pradaxa"] },
  { drug: "edoxaban", names: ["edoxaban", "lixiana", "savaysa"] },
  { drug: "heparin", names: ["heparin", "heparine", "heparins"] },
  { drug: "enoxaparin", names: ["enoxaparin", "enoxaparine", "clexane", "lovenox", "inhixa"] },
  { drug: "dalteparin", names: ["dalteparin", "dalteparine", "fragmin"] },
  { drug: "tinzaparin", names: ["tinzaparin", "tinzaparine", "innohep"] },
  { drug: "nadroparin", names: ["nadroparin", "nadroparine", "fraxiparin", "fraxiparine", "fraxodi"] },
  { drug: "certoparin", names: ["certoparin", "mono embolex"] },
  { drug: "fondaparinux", names: ["fondaparinux", "arixtra"] },
  { drug: "clopidogrel", names: ["clopidogrel", "plavix", "iscover"] },
  { drug: "prasugrel", names: ["prasugrel", "efient", "effient"] },
  { drug: "ticagrelor", names: ["ticagrelor", "brilique", "brilinta"] },
  { drug: "ticlopidine", names: ["ticlopidine", "ticlopidin", "ticlid"] },
  { drug: "dipyridamole", names: ["dipyridamole", "dipyridamol", "persantin", "persantine", "asasantin"] },
  {
    drug: "aspirin",
    names: [
      "aspirin",
      "aspirine",
      "acetylsalicylic acid",
      "acetylsalicylsaure",
      "acide acetylsalicylique",
      "ass",
      "asa",
      "herzass",
      "kardegic",
      "aspegic",
      "resprim",
    ],
  },
];

/** Antiresorptives: bisphosphonates, denosumab, and romosozumab (the same risk for the jaw). */
const antiresorptiveDrugs: readonly DrugNames[] = [
  {
    drug: "alendronate",
    names: [
      "alendronate",
      "alendronic",
      "alendronat",
      "alendron",
      "alendronsaure",
      "alendronique",
      "fosamax",
      "fosavance",
      "binosto",
    ],
  },
  {
    drug: "risedronate",
    names: ["risedronate", "risedronic", "risedronat", "risedronsaure", "risedronique", "actonel", "atelvia"],
  },
  {
    drug: "ibandronate",
    names: [
      "ibandronate",
      "ibandronic",
      "ibandronat",
      "ibandronsaure",
      "ibandronique",
      "bonviva",
      "bondronat",
    ],
  },
  {
    drug: "zoledronic acid",
    names: ["zoledronic", "zoledronate", "zoledronat", "zoledronsaure", "zoledronique", "aclasta", "zometa"],
  },
  { drug: "pamidronate", names: ["pamidronate", "pamidronic", "pamidronat", "pamidronsaure", "aredia"] },
  { drug: "etidronate", names: ["etidronate", "etidronic", "etidronat", "didronel"] },
  { drug: "clodronate", names: ["clodronate", "clodronic", "clodronat", "bonefos", "ostac", "clastoban"] },
  { drug: "denosumab", names: ["denosumab", "prolia", "xgeva"] },
  { drug: "romosozumab", names: ["romosozumab", "evenity"] },
];

/** Text as it is compared: no accents, lower case, ß as ss, every run of other characters one space. */
const comparable = (text: string) =>
  ` ${text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()} `;

const compiled = (drugs: readonly DrugNames[]) =>
  drugs.map(({ drug, names }) => ({ drug, names: names.map(comparable) }));
const anticoagulants = compiled(anticoagulantDrugs);
const antiresorptives = compiled(antiresorptiveDrugs);

/** The drugs of a list a medicine's name (as the patient wrote it) names, as whole words. */
export function medicineMatches(asWritten: string, kind: "anticoagulant" | "antiresorptive"): string[] {
  const text = comparable(asWritten);
  return (kind === "anticoagulant" ? anticoagulants : antiresorptives)
    .filter(({ names }) => names.some((name) => text.includes(name)))
    .map(({ drug }) => drug);
}
