import type * as en from "../plan-follow-ups";
import type { PlanFollowUpFacts } from "../plan-follow-ups";
import type { Translated } from "../locales";
import { planSignOff } from "./plan-patient";
import { site } from "./site";

/** Le lien, à qui il est destiné, et la formule de politesse qui termine chaque relance. */
const ending = (facts: PlanFollowUpFacts, lead: string) => [
  lead,
  facts.planUrl,
  "(Ce lien vous est personnel : merci de ne pas le partager.)",
  "",
  `Pour toute question sur votre plan, répondez à cet e-mail ou appelez-nous au ${site.phone.display}.`,
  "",
  ...planSignOff,
  facts.siteUrl,
];

/** Les relances du plan de traitement, en français (ce qu'elles disent : le module anglais). */
export const planFollowUpEmail: Translated<typeof en.planFollowUpEmail> = {
  notOpened: {
    subject: (facts: PlanFollowUpFacts) =>
      `Votre plan de traitement ${facts.reference} vous attend – ${site.name}`,
    text: (facts: PlanFollowUpFacts) =>
      [
        `Bonjour ${facts.patientName},`,
        "",
        `Il y a trois jours, nous vous avons envoyé votre plan de traitement écrit ${facts.reference}, et il n'a pas encore été ouvert. Notre e-mail est peut-être arrivé dans vos courriers indésirables.`,
        `Votre plan est valable jusqu'au ${facts.validUntil}.`,
        "",
        ...ending(facts, "Consultez votre plan, puis acceptez-le ou refusez-le ici :"),
      ].join("\n"),
  },
  notAnswered: {
    subject: (facts: PlanFollowUpFacts) =>
      `Des questions sur votre plan de traitement ${facts.reference} ? – ${site.name}`,
    text: (facts: PlanFollowUpFacts) =>
      [
        `Bonjour ${facts.patientName},`,
        "",
        `Merci d'avoir pris connaissance de votre plan de traitement ${facts.reference}. Si un point n'est pas clair, ou si vous souhaitez une modification, nous vous aiderons volontiers.`,
        `Votre plan est valable jusqu'au ${facts.validUntil}.`,
        "",
        ...ending(
          facts,
          "Lorsque vous aurez pris votre décision, vous pourrez accepter ou refuser votre plan ici :",
        ),
      ].join("\n"),
  },
  expiring: {
    subject: (facts: PlanFollowUpFacts) =>
      `Votre plan de traitement ${facts.reference} est valable jusqu'au ${facts.validUntil} – ${site.name}`,
    text: (facts: PlanFollowUpFacts) =>
      [
        `Bonjour ${facts.patientName},`,
        "",
        `Votre plan de traitement écrit ${facts.reference} est valable jusqu'au ${facts.validUntil}. Passé cette date, nous devrons vérifier à nouveau ses prix avant que vous puissiez l'accepter.`,
        "",
        ...ending(
          facts,
          "Pour l'accepter à ces prix, ou pour nous dire qu'il ne vous convient pas, ouvrez votre plan ici :",
        ),
      ].join("\n"),
  },
};
