import type { Translated } from "../locales";
import type * as en from "../newsletter";
import { CONFIRM_LINK_DAYS } from "../newsletter";
import { site } from "../site";
import { discountHowTo } from "./discount";

/**
 * The newsletter's words in German: the double opt-in emails, the confirmation and unsubscribe
 * pages. The newsletter service supplies the facts (links, the subscriber's code).
 */

/** The footer of every newsletter email: the one-click unsubscribe link is always there. */
const footer = (unsubscribeUrl: string) => [
  "",
  "--",
  `${site.name}, ${site.address.city}`,
  `Sie erhalten diese E-Mail, weil diese Adresse bei der Newsletter-Anmeldung auf unserer Website eingegeben wurde. Mit einem Klick abmelden: ${unsubscribeUrl}`,
];

export const newsletterEmails: Translated<typeof en.newsletterEmails> = {
  confirmSubject: "Bitte bestätigen Sie Ihr Newsletter-Abonnement",
  confirmText: (facts: { confirmUrl: string; unsubscribeUrl: string }) =>
    [
      `Vielen Dank für Ihre Anmeldung zum Newsletter von ${site.name}.`,
      "",
      "Bitte bestätigen Sie über diesen Link, dass dies Ihre E-Mail-Adresse ist:",
      facts.confirmUrl,
      "",
      `Nach Ihrer Bestätigung erhalten Sie Ihren persönlichen Code für 10\u00a0% Rabatt auf Ihre erste Behandlung. Der Link ist ${CONFIRM_LINK_DAYS} Tage lang gültig.`,
      "",
      "Falls Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail einfach: Wir schreiben Ihnen nur dann wieder, wenn die Adresse bestätigt wird.",
      ...footer(facts.unsubscribeUrl),
    ].join("\n"),
  welcomeSubject: "Ihr Rabattcode über 10\u00a0%",
  welcomeText: (facts: { code: string; pageUrl: (path: string) => string; unsubscribeUrl: string }) =>
    [
      `Willkommen beim Newsletter von ${site.name}. Ihr Abonnement ist bestätigt.`,
      "",
      `Ihr Code für 10\u00a0% Rabatt auf Ihre erste Behandlung: ${facts.code}`,
      "",
      ...discountHowTo.lines(facts.pageUrl),
      "",
      "Wir melden uns ab und zu mit Reisetipps und Ratgebern zu Behandlungen.",
      facts.pageUrl("/"),
      ...footer(facts.unsubscribeUrl),
    ].join("\n"),
  alreadySubject: "Sie sind bereits angemeldet",
  alreadyText: (facts: { code: string | null; pageUrl: (path: string) => string; unsubscribeUrl: string }) =>
    [
      `Jemand (vermutlich Sie) hat darum gebeten, diese Adresse für den Newsletter von ${site.name} anzumelden. Sie ist bereits angemeldet, Sie müssen also nichts weiter tun.`,
      ...(facts.code
        ? [
            "",
            `Ihr Code für 10\u00a0% Rabatt auf Ihre erste Behandlung: ${facts.code}`,
            "",
            ...discountHowTo.lines(facts.pageUrl),
          ]
        : []),
      "",
      facts.pageUrl("/"),
      ...footer(facts.unsubscribeUrl),
    ].join("\n"),
};

export const newsletterPages: Translated<typeof en.newsletterPages> = {
  confirmTabTitle: "Newsletter",
  unsubscribeTabTitle: "Abmelden",
  confirmedTitle: "Ihr Abonnement ist bestätigt",
  confirmedText:
    "Vielen Dank. Hier ist Ihr persönlicher Code für 10\u00a0% Rabatt auf Ihre erste Behandlung:",
  confirmedNote: `Wir haben ihn Ihnen auch per E-Mail geschickt. ${discountHowTo.page}`,
  expiredTitle: "Dieser Bestätigungslink ist abgelaufen",
  expiredText: `Bestätigungslinks sind ${CONFIRM_LINK_DAYS} Tage lang gültig. Geben Sie unten Ihre Adresse ein, und wir senden Ihnen einen neuen Link.`,
  unknownTitle: "Dieser Bestätigungslink funktioniert nicht",
  unknownText:
    "Möglicherweise ist er unvollständig, oder ein neuerer Link hat ihn ersetzt. Geben Sie unten Ihre Adresse ein, und wir senden Ihnen einen neuen Link.",
  unsubscribedTitle: "Diese Adresse wurde abgemeldet",
  unsubscribedText:
    "Wenn Sie wieder von uns hören möchten, geben Sie unten Ihre Adresse ein, um sich erneut anzumelden.",
  signupAgainLabel: "E-Mail-Adresse",
  signupAgainSubmit: "Neuen Link senden",
  signupAgainSent:
    "Bitte sehen Sie in Ihrem Posteingang nach: Wir haben Ihnen einen Link zur Bestätigung Ihres Abonnements gesendet.",
  unsubscribeTitle: "Vom Newsletter abmelden",
  unsubscribeText: (maskedEmail: string) =>
    `Klicken Sie auf die Schaltfläche, damit an ${maskedEmail} keine Newsletter-E-Mails mehr gesendet werden.`,
  unsubscribeButton: "Abmelden",
  unsubscribeDoneTitle: "Sie wurden abgemeldet",
  unsubscribeDoneText:
    "Wir senden Ihnen keine Newsletter-E-Mails mehr. Ihr Rabattcode, falls Sie einen haben, bleibt gültig.",
  unsubscribeUnknownTitle: "Dieser Abmeldelink funktioniert nicht",
  unsubscribeUnknownText: `Möglicherweise ist er unvollständig. Wenn Sie keine E-Mails mehr von uns erhalten möchten, schreiben Sie an ${site.email}, und wir entfernen Ihre Adresse.`,
  home: "Zur Startseite",
};
