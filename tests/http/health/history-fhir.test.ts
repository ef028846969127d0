import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { locales } from "../../../app/content/locales";
import { historyQuestions } from "../../../app/lib/medical-history";
import type { ServiceContext, StaffContext } from "../../../app/services/context.server";
import {
  answerCodings,
  fhirQuestionnaire,
  fhirQuestionnaireResponse,
  type QuestionnaireItem,
  type ResponseItem,
} from "../../../app/services/health/fhir.server";
import { submitHistory } from "../../../app/services/health/submit.server";
import { testContext } from "../../support/context";
import { createTestDatabase, testBackends, truncateAll, type TestDatabase } from "../../support/database";
import {
  auditCount,
  germanInput,
  germanPatient,
  healthStaff,
  historyInput,
  historyToken,
} from "../../support/health";
import { paidConsultation } from "../../support/plans";

const NOW = new Date("2027-02-20T10:00:00Z");
const SETTINGS = { siteUrl: "https://www.clinic.test" };

/** Every item of a questionnaire by linkId, with its type. */
function questionnaireItems(items: QuestionnaireItem[], into = new Map<string, QuestionnaireItem>()) {
  for (const item of items) {
    expect(into.has(item.linkId), `${item.linkId} twice`).toBe(false);
    into.set(item.linkId, item);
    questionnaireItems(item.item ?? [], into);
  }
  return into;
}

/** Every linkId a response uses, with its answers, through groups and answers' own items. */
function responseLinkIds(items: ResponseItem[], into: ResponseItem[] = []) {
  for (const item of items) {
    into.push(item);
    responseLinkIds(item.item ?? [], into);
    for (const answer of item.answer ?? []) responseLinkIds(answer.item ?? [], into);
  }
  return into;
}

describe("the questionnaire as FHIR R4", () => {
  const ctx = testContext({} as never, { settings: SETTINGS });

  it("is a Questionnaire with its canonical URL, a linkId for every question, and Y / N / asked-unknown", () => {
    const questionnaire = fhirQuestionnaire(ctx);
    expect(questionnaire).toMatchObject({
      resourceType: "Questionnaire",
      url: "https://www.clinic.test/fhir/Questionnaire/medical-history",
      status: "active",
      language: "en-GB",
      version: expect.stringMatching(/^[0-9a-f]{12}$/),
    });
    const items = questionnaireItems(questionnaire.item);
    for (const question of historyQuestions) {
      const item = items.get(question.id)!;
      expect(item, question.id).toMatchObject({ type: "choice", required: true });
      expect(item.answerOption?.map((o) => o.valueCoding.code)).toEqual(["Y", "N", "asked-unknown"]);
      expect(items.has(`${question.id}.detail`)).toBe(question.hasDetail);
    }
    expect(items.get("diabetes")!.item!.map((i) => i.linkId)).toEqual([
      "diabetes.detail",
      "diabetes-controlled",
    ]);
    expect(items.get("diabetes-controlled")!.enableWhen).toEqual([
      { question: "diabetes", operator: "=", answerCoding: answerCodings.yes },
    ]);
    expect(items.get("anticoagulants.detail")).toMatchObject({
      type: "string",
      maxLength: 500,
      enableBehavior: "any",
    });
    expect(items.get("medicine")).toMatchObject({ type: "group", repeats: true });
    expect(items.get("confirmation.name")).toMatchObject({ type: "string", required: true });
    for (const item of items.values())
      for (const condition of item.enableWhen ?? []) expect(items.has(condition.question)).toBe(true);
  });

  it("has the same linkIds in every language, its texts in that language", () => {
    const ids = (language: (typeof locales)[number]) => [
      ...questionnaireItems(fhirQuestionnaire(ctx, language).item).keys(),
    ];
    for (const language of locales) expect(ids(language)).toEqual(ids("en"));
    const german = fhirQuestionnaire(ctx, "de");
    expect(german.language).toBe("de-DE");
    expect(questionnaireItems(german.item).get("pregnant")?.text).toBe(
      "Sind Sie schwanger, oder könnten Sie schwanger sein?",
    );
  });
});

describe.each(testBackends())("a person's answers as a FHIR QuestionnaireResponse on %s", (backend) => {
  let database: TestDatabase;
  let ctx: ServiceContext;
  let staff: StaffContext;
  beforeAll(async () => {
    database = await createTestDatabase(backend);
  });
  afterAll(async () => database?.dispose());
  beforeEach(async () => {
    await truncateAll(database);
    ctx = testContext(database, { settings: SETTINGS, now: NOW });
    staff = await healthStaff(ctx);
  });

  it("is completed, authored when sent, its subject the name typed, every linkId the questionnaire's", async () => {
    const booking = await paidConsultation(ctx, { ...germanPatient, language: "de" });
    const input = germanInput();
    input.answers.diabetes = { answer: "yes", detail: "Typ 2, Metformin" };
    Object.assign(input.answers, { "diabetes-controlled": { answer: "unknown" } });
    await submitHistory(ctx, await historyToken(ctx, { bookingId: booking.id }), input);
    const response = await fhirQuestionnaireResponse(staff, germanPatient.email);
    if (!response) throw new Error("no response");
    expect(response).toMatchObject({
      resourceType: "QuestionnaireResponse",
      questionnaire: expect.stringMatching(
        /^https:\/\/www\.clinic\.test\/fhir\/Questionnaire\/medical-history\|[0-9a-f]{12}$/,
      ),
      status: "completed",
      authored: NOW.toISOString(),
      language: "de-DE",
      subject: { display: "greta   müller-weiß" },
    });
    const items = questionnaireItems(fhirQuestionnaire(ctx, "de").item);
    const used = responseLinkIds(response.item);
    for (const item of used) expect(items.has(item.linkId), item.linkId).toBe(true);
    for (const item of used.filter((i) => items.get(i.linkId)?.type === "choice"))
      expect(items.get(item.linkId)!.answerOption).toContainEqual({
        valueCoding: item.answer![0].valueCoding,
      });
    const byId = (id: string) => used.filter((item) => item.linkId === id);
    expect(byId("general-health")[0].answer![0]).toEqual({
      valueCoding: answerCodings.yes,
      item: [
        {
          linkId: "general-health.detail",
          text: "Welche, und wie wird sie behandelt?",
          answer: [{ valueString: "Schilddrüsenunterfunktion, seit 2019 behandelt" }],
        },
      ],
    });
    expect(byId("smoking")[0].answer![0].valueCoding).toEqual(answerCodings.unknown);
    expect(byId("diabetes-controlled")[0].answer).toEqual([{ valueCoding: answerCodings.unknown }]);
    expect(byId("medicine").map((m) => m.item)).toEqual([
      [
        { linkId: "medicine.name", answer: [{ valueString: "L-Thyroxin 75 µg" }] },
        { linkId: "medicine.dose", answer: [{ valueString: "1× täglich morgens, nüchtern" }] },
      ],
      [
        { linkId: "medicine.name", answer: [{ valueString: "Ibuprofen" }] },
        { linkId: "medicine.dose", answer: [{ valueString: "bei Bedarf, höchstens 3× 400 mg" }] },
      ],
    ]);
    expect(byId("confirmation.name")[0].answer).toEqual([{ valueString: "greta   müller-weiß" }]);
    // Every question answered has its item; none of the questions not asked.
    const answered = byId("anticoagulants");
    expect(answered[0].answer).toEqual([{ valueCoding: answerCodings.no }]);
    expect(byId("heart-valve-prosthetic")).toEqual([]);
    expect(await auditCount(ctx, "health.fhir")).toBe(1);
  });

  it("is null for a person without a history, and that look is audited too", async () => {
    const booking = await paidConsultation(ctx);
    await submitHistory(ctx, await historyToken(ctx, { bookingId: booking.id }), historyInput("Anne Leroy"));
    expect(await fhirQuestionnaireResponse(staff, "nobody@example.com")).toBeNull();
    expect(await fhirQuestionnaireResponse(staff, "anne@example.com")).toMatchObject({
      subject: { display: "Anne Leroy" },
    });
    expect(await auditCount(ctx, "health.fhir")).toBe(2);
  });
});
