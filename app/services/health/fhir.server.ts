/**
 * The medical history as FHIR R4: the questionnaire itself (`Questionnaire`, canonical
 * `<SITE_URL>/fhir/Questionnaire/medical-history`, in any of the form's languages, one set of
 * linkIds) and one person's latest answers (`QuestionnaireResponse`, status completed, authored
 * when they sent it, the subject by the name they typed; audited `health.fhir`). Each question's
 * linkId is its id; a section is a group; yes and no are HL7 v2 table 0136's Y and N
 * (http://terminology.hl7.org/CodeSystem/v2-0136) and "not sure" is data-absent-reason's
 * `asked-unknown`; a detail is a string item nested under its question (`<id>.detail`), asked
 * with Y or asked-unknown, and a follow-up a choice item nested under its question, asked with Y,
 * so in a response both sit in the answer's `item`; the medicines are a repeating group
 * (`medicine`: `medicine.name`, `medicine.dose`, one a medicine), asked with a yes to `takes-medicines`; the
 * typed name is `confirmation.name`, under the statement (`confirmation.statement`, display).
 */
import { createHash } from "node:crypto";
import { medicalHistoryFormIn } from "~/content/in/medical-history";
import { localeInfo, type Locale } from "~/content/locales";
import { historyAnswerDisplays } from "~/content/medical-history-staff";
import { site } from "~/content/site";
import {
  historyQuestions,
  medicalHistoryLimits,
  type HistoryAnswerValue,
  type MedicalHistoryAnswers,
} from "~/lib/medical-history";
import type { ServiceContext, StaffContext } from "../context.server";
import { recordAudit, subjectHash } from "../staff/audit.server";
import { openVersion } from "./crypto.server";
import { historyOf, latestVersionOf } from "./records.server";

interface Coding {
  system: string;
  code: string;
  display: string;
}

const YES_NO = "http://terminology.hl7.org/CodeSystem/v2-0136";
const ABSENT = "http://terminology.hl7.org/CodeSystem/data-absent-reason";
export const answerCodings: Record<HistoryAnswerValue, Coding> = {
  yes: { system: YES_NO, code: "Y", display: historyAnswerDisplays.yes },
  no: { system: YES_NO, code: "N", display: historyAnswerDisplays.no },
  unknown: { system: ABSENT, code: "asked-unknown", display: historyAnswerDisplays.unknown },
};

/** A Questionnaire's item, as far as this one uses them. */
export interface QuestionnaireItem {
  linkId: string;
  type: "group" | "display" | "choice" | "string";
  text?: string;
  required?: boolean;
  repeats?: boolean;
  maxLength?: number;
  answerOption?: { valueCoding: Coding }[];
  enableWhen?: { question: string; operator: "="; answerCoding: Coding }[];
  enableBehavior?: "any" | "all";
  item?: QuestionnaireItem[];
}

/** A QuestionnaireResponse's item: a group's items, or a question's answers (with their own items). */
export interface ResponseItem {
  linkId: string;
  text?: string;
  answer?: { valueCoding?: Coding; valueString?: string; item?: ResponseItem[] }[];
  item?: ResponseItem[];
}

const canonicalUrl = (siteUrl: string) => `${siteUrl}/fhir/Questionnaire/medical-history`;

/** The questionnaire's version: its questions' ids and where each sits, hashed (a new question is a new version). */
const questionnaireVersion = createHash("sha256")
  .update(JSON.stringify(historyQuestions))
  .digest("hex")
  .slice(0, 12);

const askedWith = (question: string, ...answers: HistoryAnswerValue[]) => ({
  enableWhen: answers.map((answer) => ({
    question,
    operator: "=" as const,
    answerCoding: answerCodings[answer],
  })),
  ...(answers.length > 1 ? { enableBehavior: "any" as const } : {}),
});

interface FormQuestion {
  id: string;
  text: string;
  detail?: string;
  followUp?: FormQuestion;
}

function questionItem(question: FormQuestion): QuestionnaireItem {
  const children: QuestionnaireItem[] = [];
  if (question.detail)
    children.push({
      linkId: `${question.id}.detail`,
      type: "string",
      text: question.detail,
      maxLength: medicalHistoryLimits.detail,
      ...askedWith(question.id, "yes", "unknown"),
    });
  if (question.followUp)
    children.push({ ...questionItem(question.followUp), ...askedWith(question.id, "yes") });
  return {
    linkId: question.id,
    type: "choice",
    text: question.text,
    required: true,
    answerOption: Object.values(answerCodings).map((valueCoding) => ({ valueCoding })),
    ...(children.length > 0 ? { item: children } : {}),
  };
}

/** The medical history form as a FHIR R4 Questionnaire, in `language` (English by default). */
export function fhirQuestionnaire(ctx: Pick<ServiceContext, "settings">, language: Locale = "en") {
  const form = medicalHistoryFormIn[language];
  const medicines: QuestionnaireItem = {
    linkId: "medicine",
    type: "group",
    text: form.medicines.heading,
    repeats: true,
    ...askedWith("takes-medicines", "yes"),
    item: [
      {
        linkId: "medicine.name",
        type: "string",
        text: form.medicines.name,
        required: true,
        maxLength: medicalHistoryLimits.medicineText,
      },
      {
        linkId: "medicine.dose",
        type: "string",
        text: form.medicines.dose,
        maxLength: medicalHistoryLimits.medicineText,
      },
    ],
  };
  const sections: QuestionnaireItem[] = form.sections.map((section) => ({
    linkId: section.id,
    type: "group",
    text: section.title,
    item: [
      ...section.questions.map((question) => questionItem(question as FormQuestion)),
      ...(section.id === "medicines" ? [medicines] : []),
    ],
  }));
  return {
    resourceType: "Questionnaire" as const,
    id: "medical-history",
    url: canonicalUrl(ctx.settings.siteUrl),
    version: questionnaireVersion,
    name: "MedicalHistory",
    title: form.heading,
    status: "active" as const,
    subjectType: ["Patient"],
    language: localeInfo[language].tag,
    publisher: site.name,
    description: form.intro,
    item: [
      ...sections,
      {
        linkId: "confirmation",
        type: "group" as const,
        text: form.confirmation.heading,
        item: [
          { linkId: "confirmation.statement", type: "display" as const, text: form.confirmation.statement },
          {
            linkId: "confirmation.name",
            type: "string" as const,
            text: form.confirmation.nameLabel,
            required: true,
            maxLength: medicalHistoryLimits.confirmedName,
          },
        ],
      },
    ] satisfies QuestionnaireItem[],
  };
}

/** The answers as the response's items, following the questionnaire's items. */
function responseItems(
  questionnaireItems: QuestionnaireItem[],
  history: MedicalHistoryAnswers,
): ResponseItem[] {
  const answers = history.answers as Record<string, { answer: HistoryAnswerValue; detail?: string }>;
  const itemFor = (item: QuestionnaireItem): ResponseItem[] => {
    if (item.type === "display") return [];
    if (item.linkId === "medicine")
      return history.medicines.map((medicine) => ({
        linkId: "medicine",
        text: item.text,
        item: [
          { linkId: "medicine.name", answer: [{ valueString: medicine.name }] },
          ...(medicine.dose ? [{ linkId: "medicine.dose", answer: [{ valueString: medicine.dose }] }] : []),
        ],
      }));
    if (item.linkId === "confirmation.name")
      return [{ linkId: item.linkId, text: item.text, answer: [{ valueString: history.confirmedName }] }];
    if (item.type === "group") {
      const inside = (item.item ?? []).flatMap(itemFor);
      return inside.length > 0 ? [{ linkId: item.linkId, text: item.text, item: inside }] : [];
    }
    if (item.type === "string") {
      const detail = answers[item.linkId.replace(/\.detail$/, "")]?.detail;
      return detail ? [{ linkId: item.linkId, text: item.text, answer: [{ valueString: detail }] }] : [];
    }
    const given = answers[item.linkId];
    if (!given) return [];
    const nested = (item.item ?? []).flatMap(itemFor);
    return [
      {
        linkId: item.linkId,
        text: item.text,
        answer: [
          { valueCoding: answerCodings[given.answer], ...(nested.length > 0 ? { item: nested } : {}) },
        ],
      },
    ];
  };
  return questionnaireItems.flatMap(itemFor);
}

/**
 * The person's latest answers as a FHIR R4 QuestionnaireResponse (the questions' texts in the
 * language they answered in; their words as they wrote them), or null when they have none.
 * Audited `health.fhir`, one row a call.
 */
export async function fhirQuestionnaireResponse(ctx: StaffContext, email: string) {
  const history = await historyOf(ctx.db, email);
  const latest = history ? await latestVersionOf(ctx.db, history.id) : undefined;
  if (!history || !latest) {
    await recordAudit(ctx.db, ctx.staff, "health.fhir", subjectHash(email), { versions: 0 });
    return null;
  }
  const answers = openVersion(ctx, latest);
  await recordAudit(ctx.db, ctx.staff, "health.fhir", `health:${history.id}`, { version: latest.version });
  const questionnaire = fhirQuestionnaire(ctx, latest.language);
  return {
    resourceType: "QuestionnaireResponse" as const,
    id: `${history.id}-${latest.version}`,
    questionnaire: `${questionnaire.url}|${questionnaire.version}`,
    status: "completed" as const,
    authored: latest.submittedAt.toISOString(),
    language: localeInfo[latest.language].tag,
    subject: { display: answers.confirmedName },
    source: { display: answers.confirmedName },
    item: responseItems(questionnaire.item, answers),
  };
}
