import { describe, expect, it } from "vitest";
import type { HistoryAnswer, HistoryQuestionId, MedicalHistoryAnswers } from "~/lib/medical-history";
import { answersWith } from "../../../tests/support/health";
import { medicineMatches } from "./drug-names.server";
import { historyFlags } from "./flags.server";

const history = (
  answers: Partial<Record<HistoryQuestionId, HistoryAnswer>> = {},
  medicines: string[] = [],
): MedicalHistoryAnswers => ({
  answers: answersWith(answers),
  medicines: medicines.map((name) => ({ name, dose: "" })),
  confirmedName: "Anne Leroy",
});
const codes = (answers: MedicalHistoryAnswers) => historyFlags(answers).map((flag) => flag.code);

describe("the dentist's flags", () => {
  it("a patient on apixaban and alendronate, every question answered no: exactly those two flags", () => {
    const flags = historyFlags(
      history({ "takes-medicines": { answer: "yes" } }, ["Apixaban 5 mg", "Alendronate 70mg weekly"]),
    );
    expect(flags).toEqual([
      {
        code: "anticoagulant",
        label: "Anticoagulant or antiplatelet",
        reasons: ["Medicine “Apixaban 5 mg” (apixaban)"],
      },
      {
        code: "antiresorptive",
        label: "Antiresorptive (bisphosphonate, denosumab)",
        reasons: ["Medicine “Alendronate 70mg weekly” (alendronate)"],
      },
    ]);
  });

  it("none for a patient who answered no to everything and takes nothing", () => {
    expect(historyFlags(history())).toEqual([]);
  });

  it("each flag from its answer, with the answer as its reason", () => {
    expect(codes(history({ anticoagulants: { answer: "yes" } }))).toEqual(["anticoagulant"]);
    expect(codes(history({ bisphosphonates: { answer: "yes" } }))).toEqual(["antiresorptive"]);
    expect(codes(history({ denosumab: { answer: "yes" } }))).toEqual(["antiresorptive"]);
    expect(codes(history({ "allergy-local-anaesthetic": { answer: "yes" } }))).toEqual([
      "allergy-local-anaesthetic",
    ]);
    expect(codes(history({ "allergy-penicillin": { answer: "yes" } }))).toEqual(["allergy-penicillin"]);
    expect(codes(history({ endocarditis: { answer: "yes" } }))).toEqual(["antibiotic-cover"]);
    expect(codes(history({ pregnant: { answer: "yes" } }))).toEqual(["pregnancy"]);
    expect(historyFlags(history({ "allergy-penicillin": { answer: "yes" } }))[0].reasons).toEqual([
      "Allergy: penicillin or another antibiotic: yes",
    ]);
  });

  it("antibiotic cover for a prosthetic valve or a previous endocarditis, not for a pacemaker, a heart attack or valve disease alone", () => {
    const valve = { "heart-valve": { answer: "yes" } } as const;
    expect(codes(history({ ...valve, "heart-valve-prosthetic": { answer: "yes" } }))).toEqual([
      "antibiotic-cover",
    ]);
    expect(codes(history({ ...valve, "heart-valve-prosthetic": { answer: "no" } }))).toEqual([]);
    expect(codes(history({ pacemaker: { answer: "yes" }, "heart-attack": { answer: "yes" } }))).toEqual([]);
  });

  it("uncontrolled diabetes: diabetes yes and well controlled no or not sure", () => {
    const diabetes = { diabetes: { answer: "yes" } } as const;
    expect(codes(history({ ...diabetes, "diabetes-controlled": { answer: "yes" } }))).toEqual([]);
    expect(codes(history({ ...diabetes, "diabetes-controlled": { answer: "no" } }))).toEqual([
      "uncontrolled-diabetes",
    ]);
    const unsure = historyFlags(history({ ...diabetes, "diabetes-controlled": { answer: "unknown" } }));
    expect(unsure).toEqual([
      {
        code: "uncontrolled-diabetes",
        label: "Diabetes not well controlled",
        reasons: ["Diabetes: yes", "Diabetes well controlled: not sure"],
      },
    ]);
  });

  it("not for an answer of not sure or no (the dentist reads those in the history)", () => {
    expect(
      codes(history({ anticoagulants: { answer: "unknown" }, pregnant: { answer: "unknown" } })),
    ).toEqual([]);
  });

  it("gives every reason: the answer and each medicine", () => {
    const [flag] = historyFlags(
      history({ anticoagulants: { answer: "yes", detail: "Marcumar, INR 2,8" } }, [
        "Marcumar 3 mg",
        "ASS 100",
      ]),
    );
    expect(flag.reasons).toEqual([
      "Anticoagulant or antiplatelet: yes",
      "Medicine “Marcumar 3 mg” (phenprocoumon)",
      "Medicine “ASS 100” (aspirin)",
    ]);
  });
});

describe("medicine names", () => {
  it("finds generic names and brands in English, German and French, in any case and with or without accents", () => {
    const anticoagulant = (name: string) => medicineMatches(name, "anticoagulant");
    const antiresorptive = (name: string) => medicineMatches(name, "antiresorptive");
    expect(anticoagulant("ELIQUIS 2.5mg")).toEqual(["apixaban"]);
    expect(anticoagulant("Xarelto")).toEqual(["rivaroxaban"]);
    expect(anticoagulant("Préviscan 20 mg")).toEqual(["fluindione"]);
    expect(anticoagulant("previscan")).toEqual(["fluindione"]);
    expect(anticoagulant("Kardégic 75")).toEqual(["aspirin"]);
    expect(anticoagulant("Acetylsalicylsäure 100")).toEqual(["aspirin"]);
    expect(anticoagulant("acide acétylsalicylique")).toEqual(["aspirin"]);
    expect(anticoagulant("Clexane 40 mg injection")).toEqual(["enoxaparin"]);
    expect(anticoagulant("Lovenox")).toEqual(["enoxaparin"]);
    expect(anticoagulant("Héparine")).toEqual(["heparin"]);
    expect(anticoagulant("Mono-Embolex")).toEqual(["certoparin"]);
    expect(anticoagulant("Brilique 90")).toEqual(["ticagrelor"]);
    expect(anticoagulant("Sintrom")).toEqual(["acenocoumarol"]);
    expect(anticoagulant("Falithrom")).toEqual(["phenprocoumon"]);
    expect(anticoagulant("Lixiana")).toEqual(["edoxaban"]);
    expect(anticoagulant("Pradaxa 150")).toEqual(["dabigatran"]);
    expect(anticoagulant("Plavix")).toEqual(["clopidogrel"]);
    expect(anticoagulant("Fragmin")).toEqual(["dalteparin"]);
    expect(anticoagulant("prasugrel")).toEqual(["prasugrel"]);
    expect(anticoagulant("warfarin")).toEqual(["warfarin"]);
    expect(antiresorptive("Zoledronsäure (Aclasta) 1× jährlich")).toEqual(["zoledronic acid"]);
    expect(antiresorptive("acide zolédronique")).toEqual(["zoledronic acid"]);
    expect(antiresorptive("Alendronsäure")).toEqual(["alendronate"]);
    expect(antiresorptive("Fosamax")).toEqual(["alendronate"]);
    expect(antiresorptive("Alendronic acid")).toEqual(["alendronate"]);
    expect(antiresorptive("risédronate")).toEqual(["risedronate"]);
    expect(antiresorptive("Bonviva")).toEqual(["ibandronate"]);
    expect(antiresorptive("Zometa")).toEqual(["zoledronic acid"]);
    expect(antiresorptive("pamidronate")).toEqual(["pamidronate"]);
    expect(antiresorptive("PROLIA 60 mg")).toEqual(["denosumab"]);
    expect(antiresorptive("Xgeva")).toEqual(["denosumab"]);
    expect(antiresorptive("Evenity")).toEqual(["romosozumab"]);
  });

  it("matches whole words only", () => {
    expect(medicineMatches("Passiflora", "anticoagulant")).toEqual([]);
    expect(medicineMatches("Glass of wine", "anticoagulant")).toEqual([]);
    expect(medicineMatches("Heparinoid cream", "anticoagulant")).toEqual([]);
    expect(medicineMatches("Prolianol", "antiresorptive")).toEqual([]);
    expect(medicineMatches("Ramipril 5 mg", "anticoagulant")).toEqual([]);
  });
});
