import type * as en from "../plan-patient";
import type { PlanAcceptedFacts, PlanSentFacts } from "../plan-patient";
import type { Translated } from "../locales";
import { site } from "./site";

const address = `${site.address.street}, ${site.address.postalCode} ${site.address.city}, ${site.address.country}`;

/** How every email about a plan ends (the plan, its answer, its follow-ups, its deposit). */
export const planSignOff: Translated<typeof en.planSignOff> = ["Mit freundlichen Grüßen", site.name, address];

/** Der Behandlungsplan für Patientinnen und Patienten auf Deutsch (was er sagt: das englische Modul). */
export const planSentEmail: Translated<typeof en.planSentEmail> = {
  subject: (facts: PlanSentFacts) =>
    facts.revised
      ? `Ihr aktualisierter Behandlungsplan ${facts.reference} – ${site.name}`
      : `Ihr Behandlungsplan ${facts.reference} – ${site.name}`,
  text: (facts: PlanSentFacts) =>
    [
      `Guten Tag ${facts.patientName},`,
      "",
      facts.revised
        ? `Ihr aktualisierter schriftlicher Behandlungsplan liegt vor. Dies ist Version ${facts.version}; sie ersetzt den Plan, den wir Ihnen zuvor geschickt haben.`
        : `Ihr schriftlicher Behandlungsplan von ${site.name} liegt vor.`,
      "",
      `Planreferenz: ${facts.reference} (Version ${facts.version})`,
      `Ihre Zahnärztin bzw. Ihr Zahnarzt: ${facts.dentist}`,
      ...(facts.credit ? [`Gebühr Ihres Beratungstags, angerechnet: −${facts.credit}`] : []),
      ...(facts.discount ? [`Ihr Newsletter-Code, 10 % Rabatt: −${facts.discount}`] : []),
      facts.totalInPounds
        ? `Gesamtbetrag: ${facts.total} (etwa ${facts.totalInPounds}; Sie zahlen in Euro)`
        : `Gesamtbetrag: ${facts.total}`,
      `Gültig bis: ${facts.validUntil}`,
      "",
      "Hier finden Sie Ihren Plan mit allen Leistungen, Ihren Aufenthalten und allem, was inbegriffen ist, und können ihn annehmen oder ablehnen:",
      facts.planUrl,
      "(Dieser Link ist nur für Sie bestimmt: Bitte geben Sie ihn nicht weiter.)",
      "",
      "Vor Ihrer Behandlung braucht Ihre Zahnärztin bzw. Ihr Zahnarzt Ihren Anamnesebogen. Bitte füllen Sie ihn hier aus oder prüfen Sie Ihre Angaben (das dauert etwa 10 Minuten):",
      facts.medicalHistoryUrl,
      "",
      `Wenn Sie eine Frage zu Ihrem Plan haben, antworten Sie einfach auf diese E-Mail oder rufen Sie uns an: ${site.phone.display}.`,
      "",
      ...planSignOff,
      facts.siteUrl,
    ].join("\n"),
};

export const planAcceptedEmail: Translated<typeof en.planAcceptedEmail> = {
  subject: (facts: PlanAcceptedFacts) =>
    `Sie haben den Behandlungsplan ${facts.reference} angenommen – ${site.name}`,
  text: (facts: PlanAcceptedFacts) =>
    [
      `Guten Tag ${facts.patientName},`,
      "",
      `vielen Dank: Sie haben am ${facts.acceptedAt} Version ${facts.version} Ihres Behandlungsplans ${facts.reference} angenommen. Der Gesamtbetrag beträgt ${facts.total}.`,
      "",
      ...(facts.deposit
        ? [
            `Um Ihre Behandlungstermine zu sichern, können Sie auf der Seite Ihres Plans eine Anzahlung von ${facts.deposit} per Karte leisten. Sie wird von Ihrem Gesamtbetrag abgezogen.`,
            "",
          ]
        : []),
      "Ihr Patientenbetreuer meldet sich in Kürze bei Ihnen, um Ihren ersten Besuch zu planen. Ihr Plan, so wie Sie ihn angenommen haben:",
      facts.planUrl,
      "(Dieser Link gehört nur Ihnen: Bitte geben Sie ihn nicht weiter.)",
      "",
      `Wenn Sie eine Frage haben, antworten Sie einfach auf diese E-Mail oder rufen Sie uns an: ${site.phone.display}.`,
      "",
      ...planSignOff,
      facts.siteUrl,
    ].join("\n"),
};

export const planRefusals: Translated<typeof en.planRefusals> = {
  notFound:
    "Dieser Link öffnet keinen Behandlungsplan. Bitte prüfen Sie ihn oder wenden Sie sich an die Klinik.",
  notCurrent: (version: number, current: number) =>
    `Auf Version ${version} dieses Plans kann nicht mehr geantwortet werden: Aktuell ist Version ${current}.`,
  expired: (validUntil: string) =>
    `Dieser Plan war bis ${validUntil} gültig und kann nicht mehr angenommen werden. Bitte fragen Sie bei der Klinik nach einem aktualisierten Plan.`,
  answered: "Auf diesen Plan wurde bereits geantwortet.",
  name: "Bitte geben Sie Ihren vollständigen Namen so ein, wie er auf dem Plan steht.",
  terms: "Bitte bestätigen Sie, dass Sie die Bedingungen des Plans annehmen.",
  reason: "Bitte wählen Sie einen der genannten Gründe oder keinen.",
};

export const planDeclineReasonWords: Translated<typeof en.planDeclineReasonWords> = {
  price: "Der Preis",
  timing: "Der Zeitpunkt",
  "another-clinic": "Ich habe mich für eine andere Klinik entschieden",
  other: "Ein anderer Grund",
};
