import type { Translated } from "../locales";
import type * as en from "../newsletter";
import { CONFIRM_LINK_DAYS } from "../newsletter";
import { site } from "../site";
import { discountHowTo } from "./discount";

/**
 * The newsletter's words in French: the double opt-in emails, the confirmation and unsubscribe
 * pages. The newsletter service supplies the facts (links, the subscriber's code).
 */

/** The footer of every newsletter email: the one-click unsubscribe link is always there. */
const footer = (unsubscribeUrl: string) => [
  "",
  "--",
  `${site.name}, ${site.address.city}`,
  `Vous recevez cet e-mail parce que cette adresse a été saisie dans le formulaire d’inscription à la newsletter de notre site. Se désinscrire en un clic\u00a0: ${unsubscribeUrl}`,
];

export const newsletterEmails: Translated<typeof en.newsletterEmails> = {
  confirmSubject: "Veuillez confirmer votre inscription",
  confirmText: (facts: { confirmUrl: string; unsubscribeUrl: string }) =>
    [
      `Merci pour votre inscription à la newsletter de ${site.name}.`,
      "",
      "Veuillez confirmer qu’il s’agit bien de votre adresse e-mail en ouvrant ce lien\u00a0:",
      facts.confirmUrl,
      "",
      `Dès votre confirmation, vous recevrez votre code personnel de 10\u00a0% de réduction sur votre premier traitement. Le lien est valable ${CONFIRM_LINK_DAYS}\u00a0jours.`,
      "",
      "Si vous n’avez pas demandé cette inscription, ignorez cet e-mail\u00a0: nous ne vous écrirons plus, sauf si l’adresse est confirmée.",
      ...footer(facts.unsubscribeUrl),
    ].join("\n"),
  welcomeSubject: "Votre code de réduction de 10\u00a0%",
  welcomeText: (facts: { code: string; pageUrl: (path: string) => string; unsubscribeUrl: string }) =>
    [
      `Bienvenue dans la newsletter de ${site.name}. Votre inscription est confirmée.`,
      "",
      `Votre code de 10\u00a0% de réduction sur votre premier traitement\u00a0: ${facts.code}`,
      "",
      ...discountHowTo.lines(facts.pageUrl),
      "",
      "Nous vous écrirons de temps en temps avec des conseils de voyage et des guides sur les traitements.",
      facts.pageUrl("/"),
      ...footer(facts.unsubscribeUrl),
    ].join("\n"),
  alreadySubject: "Cette adresse est déjà inscrite",
  alreadyText: (facts: { code: string | null; pageUrl: (path: string) => string; unsubscribeUrl: string }) =>
    [
      `Quelqu’un (sans doute vous) a demandé l’inscription de cette adresse à la newsletter de ${site.name}. Elle est déjà inscrite\u00a0: vous n’avez rien d’autre à faire.`,
      ...(facts.code
        ? [
            "",
            `Votre code de 10\u00a0% de réduction sur votre premier traitement\u00a0: ${facts.code}`,
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
  unsubscribeTabTitle: "Désinscription",
  confirmedTitle: "Votre inscription est confirmée",
  confirmedText:
    "Merci. Voici votre code personnel de 10\u00a0% de réduction sur votre premier traitement\u00a0:",
  confirmedNote: `Nous vous l’avons également envoyé par e-mail. ${discountHowTo.page}`,
  expiredTitle: "Ce lien de confirmation a expiré",
  expiredText: `Les liens de confirmation sont valables ${CONFIRM_LINK_DAYS}\u00a0jours. Saisissez votre adresse ci-dessous et nous vous en enverrons un nouveau.`,
  unknownTitle: "Ce lien de confirmation ne fonctionne pas",
  unknownText:
    "Il est peut-être incomplet, ou un lien plus récent l’a remplacé. Saisissez votre adresse ci-dessous et nous vous en enverrons un nouveau.",
  unsubscribedTitle: "Cette adresse a été désinscrite",
  unsubscribedText:
    "Si vous souhaitez de nouveau recevoir de nos nouvelles, saisissez votre adresse ci-dessous pour vous réinscrire.",
  signupAgainLabel: "Adresse e-mail",
  signupAgainSubmit: "M’envoyer un nouveau lien",
  signupAgainSent:
    "Consultez votre boîte de réception\u00a0: nous vous avons envoyé un lien pour confirmer votre inscription.",
  unsubscribeTitle: "Se désinscrire de notre newsletter",
  unsubscribeText: (maskedEmail: string) =>
    `Cliquez sur le bouton pour ne plus recevoir aucun e-mail de la newsletter à l’adresse ${maskedEmail}.`,
  unsubscribeButton: "Se désinscrire",
  unsubscribeDoneTitle: "Votre désinscription est confirmée",
  unsubscribeDoneText:
    "Nous ne vous enverrons plus d’e-mails de la newsletter. Votre code de réduction, si vous en avez un, reste valable.",
  unsubscribeUnknownTitle: "Ce lien de désinscription ne fonctionne pas",
  unsubscribeUnknownText: `Il est peut-être incomplet. Pour ne plus recevoir nos e-mails, écrivez à ${site.email} et nous supprimerons votre adresse.`,
  home: "Aller à la page d’accueil",
};
