import type * as en from "../plan-patient";
import type { PlanAcceptedFacts, PlanSentFacts } from "../plan-patient";
import type { Translated } from "../locales";
import { site } from "./site";

const address = `${site.address.street}, ${site.address.postalCode} ${site.address.city}, ${site.address.country}`;

/** How every email about a plan ends (the plan, its answer, its follow-ups, its deposit). */
export const planSignOff: Translated<typeof en.planSignOff> = ["Bien cordialement,", site.name, address];

/** Le plan de traitement, pour le patient, en français (ce qu'il dit : le module anglais). */
export const planSentEmail: Translated<typeof en.planSentEmail> = {
  subject: (facts: PlanSentFacts) =>
    facts.revised
      ? `Votre plan de traitement mis à jour ${facts.reference} – ${site.name}`
      : `Votre plan de traitement ${facts.reference} – ${site.name}`,
  text: (facts: PlanSentFacts) =>
    [
      `Bonjour ${facts.patientName},`,
      "",
      facts.revised
        ? `Votre plan de traitement écrit mis à jour est prêt. Il s'agit de la version ${facts.version}, qui remplace le plan que nous vous avions envoyé.`
        : `Votre plan de traitement écrit de ${site.name} est prêt.`,
      "",
      `Référence du plan : ${facts.reference} (version ${facts.version})`,
      `Votre dentiste : ${facts.dentist}`,
      ...(facts.credit ? [`Frais de votre journée de consultation, déduits : −${facts.credit}`] : []),
      ...(facts.discount ? [`Votre code newsletter, 10 % de remise : −${facts.discount}`] : []),
      facts.totalInPounds
        ? `Total : ${facts.total} (environ ${facts.totalInPounds} ; vous payez en euros)`
        : `Total : ${facts.total}`,
      `Valable jusqu'au : ${facts.validUntil}`,
      "",
      "Consultez votre plan, avec chaque acte, vos séjours et tout ce qui est compris, puis acceptez-le ou refusez-le ici :",
      facts.planUrl,
      "(Ce lien vous est personnel : merci de ne pas le partager.)",
      "",
      "Avant vos soins, votre dentiste a besoin de votre questionnaire médical. Merci de le remplir, ou de vérifier vos réponses, ici (comptez environ 10 minutes) :",
      facts.medicalHistoryUrl,
      "",
      `Pour toute question sur votre plan, répondez à cet e-mail ou appelez-nous au ${site.phone.display}.`,
      "",
      ...planSignOff,
      facts.siteUrl,
    ].join("\n"),
};

export const planAcceptedEmail: Translated<typeof en.planAcceptedEmail> = {
  subject: (facts: PlanAcceptedFacts) =>
    `Vous avez accepté le plan de traitement ${facts.reference} – ${site.name}`,
  text: (facts: PlanAcceptedFacts) =>
    [
      `Bonjour ${facts.patientName},`,
      "",
      `Merci : vous avez accepté la version ${facts.version} de votre plan de traitement ${facts.reference} le ${facts.acceptedAt}. Son montant total est de ${facts.total}.`,
      "",
      ...(facts.deposit
        ? [
            `Pour réserver vos dates de traitement, vous pouvez régler un acompte de ${facts.deposit} par carte depuis la page de votre plan. Il est déduit de votre total.`,
            "",
          ]
        : []),
      "Votre responsable du tourisme dentaire vous contactera très prochainement pour organiser votre première visite. Votre plan, tel que vous l’avez accepté :",
      facts.planUrl,
      "(Ce lien est personnel : merci de ne pas le partager.)",
      "",
      `Pour toute question, répondez simplement à cet e-mail ou appelez-nous au ${site.phone.display}.`,
      "",
      ...planSignOff,
      facts.siteUrl,
    ].join("\n"),
};

export const planRefusals: Translated<typeof en.planRefusals> = {
  notFound: "Ce lien n'ouvre aucun plan de traitement. Merci de le vérifier ou de contacter la clinique.",
  notCurrent: (version: number, current: number) =>
    `La version ${version} de ce plan ne peut plus recevoir de réponse : la version en vigueur est la version ${current}.`,
  expired: (validUntil: string) =>
    `Ce plan était valable jusqu'au ${validUntil} et ne peut plus être accepté. Merci de contacter la clinique pour obtenir un plan mis à jour.`,
  answered: "Vous avez déjà répondu à ce plan.",
  name: "Merci de saisir votre nom complet tel qu'il figure sur le plan.",
  terms: "Merci de confirmer que vous acceptez les conditions du plan.",
  reason: "Merci de choisir l'une des raisons proposées, ou aucune.",
};

export const planDeclineReasonWords: Translated<typeof en.planDeclineReasonWords> = {
  price: "Le prix",
  timing: "Le calendrier",
  "another-clinic": "J'ai choisi une autre clinique",
  other: "Une autre raison",
};
