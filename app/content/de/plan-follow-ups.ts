import type * as en from "../plan-follow-ups";
import type { PlanFollowUpFacts } from "../plan-follow-ups";
import type { Translated } from "../locales";
import { planSignOff } from "./plan-patient";
import { site } from "./site";

/** Der Link, wer ihn nutzen darf, und der Gruß am Ende jeder Erinnerung. */
const ending = (facts: PlanFollowUpFacts, lead: string) => [
  lead,
  facts.planUrl,
  "(Dieser Link ist nur für Sie bestimmt: Bitte geben Sie ihn nicht weiter.)",
  "",
  `Wenn Sie eine Frage zu Ihrem Plan haben, antworten Sie einfach auf diese E-Mail oder rufen Sie uns an: ${site.phone.display}.`,
  "",
  ...planSignOff,
  facts.siteUrl,
];

/** Die Erinnerungen zum Behandlungsplan auf Deutsch (was sie sagen: das englische Modul). */
export const planFollowUpEmail: Translated<typeof en.planFollowUpEmail> = {
  notOpened: {
    subject: (facts: PlanFollowUpFacts) =>
      `Ihr Behandlungsplan ${facts.reference} wartet auf Sie – ${site.name}`,
    text: (facts: PlanFollowUpFacts) =>
      [
        `Guten Tag ${facts.patientName},`,
        "",
        `vor drei Tagen haben wir Ihnen Ihren schriftlichen Behandlungsplan ${facts.reference} geschickt, und er wurde noch nicht geöffnet. Vielleicht ist unsere E-Mail in Ihrem Spam-Ordner gelandet.`,
        `Ihr Plan ist gültig bis ${facts.validUntil}.`,
        "",
        ...ending(facts, "Hier können Sie Ihren Plan lesen und ihn annehmen oder ablehnen:"),
      ].join("\n"),
  },
  notAnswered: {
    subject: (facts: PlanFollowUpFacts) =>
      `Haben Sie Fragen zu Ihrem Behandlungsplan ${facts.reference}? – ${site.name}`,
    text: (facts: PlanFollowUpFacts) =>
      [
        `Guten Tag ${facts.patientName},`,
        "",
        `vielen Dank, dass Sie sich Ihren Behandlungsplan ${facts.reference} angesehen haben. Wenn etwas unklar ist oder Sie sich eine Änderung wünschen, helfen wir Ihnen gern weiter.`,
        `Ihr Plan ist gültig bis ${facts.validUntil}.`,
        "",
        ...ending(
          facts,
          "Sobald Sie sich entschieden haben, können Sie Ihren Plan hier annehmen oder ablehnen:",
        ),
      ].join("\n"),
  },
  expiring: {
    subject: (facts: PlanFollowUpFacts) =>
      `Ihr Behandlungsplan ${facts.reference} ist gültig bis ${facts.validUntil} – ${site.name}`,
    text: (facts: PlanFollowUpFacts) =>
      [
        `Guten Tag ${facts.patientName},`,
        "",
        `Ihr schriftlicher Behandlungsplan ${facts.reference} ist gültig bis ${facts.validUntil}. Danach müssen wir die Preise erneut prüfen, bevor Sie ihn annehmen können.`,
        "",
        ...ending(
          facts,
          "Wenn Sie den Plan zu diesen Preisen annehmen oder uns sagen möchten, dass er nicht für Sie infrage kommt, öffnen Sie ihn hier:",
        ),
      ].join("\n"),
  },
};
