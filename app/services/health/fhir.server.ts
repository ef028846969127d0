/**
 * The medical history in FHIR R4, for the practice's own system: the questionnaire (every
 * question in English, by its stable id as the linkId, answered from the ValueSet yesnodontknow:
 * Y, N or asked-unknown) and a person's latest answers as its QuestionnaireResponse (the detail
 * and the medicines in the patient's own words, in their language). Reading the answers records
 * one audit row `health.export` naming the history and the version (never an answer).
 *
 * Written by the staff pages' branch against the signatures the core was to provide
 * (`fhirQuestionnaire(siteUrl)`, `fhirQuestionnaireResponse(ctx, email)`): where the core's own
 * FHIR files exist, they take this file's place.
 */
import { medicalHistoryForm as form } from "~/content/medical-history";
import { localeInfo } from "~/content/locales";
import {
  historyQuestions,
  isAsked,
  type HistoryAnswerValue,
  type HistoryQuestion,
  type MedicalHistoryAnswers,
} from "~/lib/medical-history";
import type { StaffContext } from "../context.server";
import { recordAudit } from "../staff/audit.server";
import { openVersion } from "./crypto.server";
import { HealthError } from "./errors.server";
import { historyOf, latestVersionOf } from "./records.server";

const YES_NO = "http://terminology.hl7.org/CodeSystem/v2-0136";
// The ValueSet yesnodontknow's codes (their displays are the code systems' own, left out).
const coding: Record<HistoryAnswerValue, { system: string; code: string }> = {
  yes: { system: YES_NO, code: "Y" },
  no: { system: YES_NO, code: "N" },
  unknown: { system: "http://terminology.hl7.org/CodeSystem/data-absent-reason", code: "asked-unknown" },
};

const questionnaireUrl = (siteUrl: string) => `${siteUrl}/fhir/Questionnaire/medical-history`;
const detailId = (id: string) => `${id}.detail`;
const sectionId = (id: string) => `section.${id}`;

type FormQuestion = { id: string; text: string; detail?: string; followUp?: FormQuestion };
const formQuestions = new Map<string, FormQuestion>(
  form.sections.flatMap((section) =>
    (section.questions as readonly FormQuestion[]).flatMap((q) =>
      q.followUp ? [[q.id, q] as const, [q.followUp.id, q.followUp] as const] : [[q.id, q] as const],
    ),
  ),
);

const whenYes = (question: string) => [{ question, operator: "=", answerCoding: coding.yes }];

function questionItems(question: HistoryQuestion) {
  const words = formQuestions.get(question.id)!;
  return [
    {
      linkId: question.id,
      text: words.text,
      type: "choice",
      required: true,
      answerValueSet: "http://hl7.org/fhir/ValueSet/yesnodontknow",
      ...(question.parent ? { enableWhen: whenYes(question.parent) } : {}),
    },
    ...(question.hasDetail
      ? [
          {
            linkId: detailId(question.id),
            text: words.detail,
            type: "string",
            enableWhen: whenYes(question.id),
          },
        ]
      : []),
  ];
}

/** The questionnaire, in English, as a FHIR R4 Questionnaire resource. */
export function fhirQuestionnaire(siteUrl: string): object {
  return {
    resourceType: "Questionnaire",
    url: questionnaireUrl(siteUrl),
    name: "MedicalHistory",
    title: form.heading,
    status: "active",
    language: localeInfo.en.tag,
    item: [
      ...form.sections.map((section) => ({
        linkId: sectionId(section.id),
        text: section.title,
        type: "group",
        item: historyQuestions.filter((q) => q.section === section.id).flatMap(questionItems),
      })),
      {
        linkId: "medicines",
        text: form.medicines.heading,
        type: "group",
        repeats: true,
        item: [
          { linkId: "medicines.name", text: form.medicines.name, type: "string", required: true },
          { linkId: "medicines.dose", text: form.medicines.dose, type: "string" },
        ],
      },
      {
        linkId: "confirmation",
        text: form.confirmation.statement,
        type: "group",
        item: [
          { linkId: "confirmation.name", text: form.confirmation.nameLabel, type: "string", required: true },
        ],
      },
    ],
  };
}

function answeredItems({ answers }: MedicalHistoryAnswers, question: HistoryQuestion) {
  const given = answers[question.id];
  if (!given || !isAsked(question, answers)) return [];
  return [
    { linkId: question.id, answer: [{ valueCoding: coding[given.answer] }] },
    ...(given.detail ? [{ linkId: detailId(question.id), answer: [{ valueString: given.detail }] }] : []),
  ];
}

/**
 * A person's latest answers as a FHIR R4 QuestionnaireResponse (audited `health.export`); a 404
 * HealthError when they have none.
 */
export async function fhirQuestionnaireResponse(ctx: StaffContext, email: string): Promise<object> {
  const history = await historyOf(ctx.db, email);
  const latest = history ? await latestVersionOf(ctx.db, history.id) : undefined;
  if (!history || !latest) throw new HealthError(404, "not-found", "no medical history");
  const answers = openVersion(ctx, latest);
  await recordAudit(ctx.db, ctx.staff, "health.export", `health:${history.id}`, {
    version: latest.version,
    format: "fhir-r4",
  });
  return {
    resourceType: "QuestionnaireResponse",
    language: localeInfo[latest.language].tag,
    identifier: {
      system: `${ctx.settings.siteUrl}/fhir/medical-history`,
      value: `${history.id}/${latest.version}`,
    },
    questionnaire: questionnaireUrl(ctx.settings.siteUrl),
    status: "completed",
    subject: { identifier: { system: "urn:ietf:rfc:3986", value: `mailto:${history.email}` } },
    authored: latest.submittedAt.toISOString(),
    item: [
      ...form.sections
        .map((section) => ({
          linkId: sectionId(section.id),
          item: historyQuestions
            .filter((q) => q.section === section.id)
            .flatMap((q) => answeredItems(answers, q)),
        }))
        .filter((section) => section.item.length > 0),
      ...answers.medicines.map((medicine) => ({
        linkId: "medicines",
        item: [
          { linkId: "medicines.name", answer: [{ valueString: medicine.name }] },
          ...(medicine.dose ? [{ linkId: "medicines.dose", answer: [{ valueString: medicine.dose }] }] : []),
        ],
      })),
      {
        linkId: "confirmation",
        item: [{ linkId: "confirmation.name", answer: [{ valueString: answers.confirmedName }] }],
      },
    ],
  };
}
