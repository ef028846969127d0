import { describe, expect, it } from "vitest";
import { answersWith, germanInput, historyInput } from "../../../tests/support/health";
import { historyQuestions } from "../medical-history";
import { medicalHistorySchema } from "./medical-history";

const fieldsOf = (result: ReturnType<ReturnType<typeof medicalHistorySchema>["safeParse"]>) =>
  result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));

describe("a medical history as the patient sends it", () => {
  it("takes every question answered, and gives each word back as written, trimmed", () => {
    const result = medicalHistorySchema("de").safeParse(germanInput());
    expect(result.success).toBe(true);
    const data = result.data!;
    expect(data.confirmedName).toBe("greta   müller-weiß");
    expect(data.answers["general-health"]).toEqual({
      answer: "yes",
      detail: "Schilddrüsenunterfunktion, seit 2019 behandelt",
    });
    expect(data.answers["allergy-penicillin"]?.detail).toBe("Penicillin-Allergie: Hautausschlag, Atemnot");
    expect(data.medicines).toEqual(germanInput().medicines);
    expect(Object.keys(data.answers)).toEqual(historyQuestions.filter((q) => !q.parent).map((q) => q.id));
  });

  it("says which questions are not answered, in the patient's language", () => {
    const answers: Record<string, unknown> = answersWith();
    delete answers.anticoagulants;
    answers.pregnant = { answer: "maybe" };
    const input = { ...historyInput("Greta Müller-Weiß"), answers };
    expect(fieldsOf(medicalHistorySchema("de").safeParse(input))).toEqual({
      "answers.anticoagulants": "Bitte beantworten Sie diese Frage.",
      "answers.pregnant": "Bitte beantworten Sie diese Frage.",
    });
    expect(fieldsOf(medicalHistorySchema("fr").safeParse(input))["answers.pregnant"]).toBe(
      "Merci de répondre à cette question.",
    );
    expect(fieldsOf(medicalHistorySchema("en").safeParse({ answers: {} }))).toMatchObject({
      "answers.general-health": "Please answer this question.",
      "answers.anaesthesia-problems": "Please answer this question.",
      confirmedName: "Please type your full name as it appears on your booking or treatment plan.",
    });
  });

  it("asks a follow-up only after its question's yes, and drops it otherwise (and any id the form has not)", () => {
    const withoutFollowUp = historyInput("A", { answers: { diabetes: { answer: "yes" } } });
    expect(fieldsOf(medicalHistorySchema("en").safeParse(withoutFollowUp))).toEqual({
      "answers.diabetes-controlled": "Please answer this question.",
    });
    const notAsked = historyInput("A", {
      answers: { "diabetes-controlled": { answer: "no" }, ...({ "made-up": { answer: "yes" } } as object) },
    });
    const parsed = medicalHistorySchema("en").parse(notAsked);
    expect(parsed.answers["diabetes-controlled"]).toBeUndefined();
    expect(Object.keys(parsed.answers)).not.toContain("made-up");
  });

  it("keeps details to 500 characters and medicines to 20 named rows, dropping empty ones", () => {
    const long = historyInput("A", {
      answers: { "allergy-other": { answer: "yes", detail: "x".repeat(501) } },
      medicines: [
        { name: "", dose: "" },
        { name: "", dose: "5 mg" },
        ...Array.from({ length: 20 }, (_, i) => ({ name: `Medicine ${i}`, dose: "" })),
      ],
    });
    expect(fieldsOf(medicalHistorySchema("en").safeParse(long))).toEqual({
      "answers.allergy-other.detail": "Please keep this under 500 characters.",
      "medicines.1.name": "Please give the name of the medicine.",
      medicines: "Please list at most 20 medicines, and tell your dentist about the others.",
    });
    const fine = historyInput("A", {
      answers: { "allergy-other": { answer: "yes", detail: ` ${"x".repeat(500)} ` } },
      medicines: [
        { name: "  ", dose: " " },
        { name: " Ramipril ", dose: " 5 mg " },
      ],
    });
    const parsed = medicalHistorySchema("en").parse(fine);
    expect(parsed.answers["allergy-other"]?.detail).toHaveLength(500);
    expect(parsed.medicines).toEqual([{ name: "Ramipril", dose: "5 mg" }]);
  });

  it("keeps a detail with a yes or a not sure, and drops one sent with a no", () => {
    const input = historyInput("A", {
      answers: {
        smoking: { answer: "no", detail: "stopped in 2020" },
        alcohol: { answer: "unknown", detail: "wine at weekends" },
      },
    });
    const parsed = medicalHistorySchema("en").parse(input);
    expect(parsed.answers.smoking).toEqual({ answer: "no" });
    expect(parsed.answers.alcohol).toEqual({ answer: "unknown", detail: "wine at weekends" });
  });

  it("needs a medicine listed after a yes to taking medicines", () => {
    const input = historyInput("A", { answers: { "takes-medicines": { answer: "yes" } } });
    expect(fieldsOf(medicalHistorySchema("fr").safeParse(input))).toEqual({
      medicines: "Vous avez répondu oui : merci d’indiquer vos médicaments.",
    });
  });
});
