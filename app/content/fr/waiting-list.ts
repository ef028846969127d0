/**
 * The French words of the waiting list for full consultation days (twin of
 * app/content/waiting-list.ts): the event page's form, the answer to joining, the entry's
 * private page and its emails and text.
 */
import type { Translated } from "../locales";
import { site } from "../site";
import type * as en from "../waiting-list";
import { consultationEvent } from "./event";

const hours = consultationEvent.waitingListOfferHours;
const contact = `appelez le ${site.phone.display} ou écrivez à ${site.email}`;

export const waitingListForm: Translated<typeof en.waitingListForm> = {
  heading: "Prévenez-moi si une place se libère",
  intro: `Si quelqu’un annule, la place est proposée à la première personne de la liste, qui a ${hours} heures pour la réserver. Ensuite, elle passe à la suivante.`,
  day: "Jour",
  email: "E-mail",
  name: "Votre nom",
  phone: "Numéro de portable (facultatif, avec l’indicatif du pays)",
  phoneHint: "Par exemple +33 6 12 34 56 78. Utilisé uniquement pour vous prévenir d’une place libre.",
  channelLegend: "Me prévenir par",
  channels: { none: "E-mail uniquement", sms: "E-mail et SMS", whatsapp: "E-mail et WhatsApp" },
  consent:
    "J’accepte de recevoir un message au numéro ci-dessus au sujet d’une place libre ce jour-là. Je peux répondre STOP à tout moment.",
  submit: "M’inscrire sur la liste d’attente",
};

export const waitingListAnswers: Translated<typeof en.waitingListAnswers> = {
  joinedHeading: "Vous êtes sur la liste d’attente",
  joined: (date: string, position: number) =>
    `Nous vous préviendrons si une place se libère le ${date}. Vous êtes numéro ${position} sur la liste. Nous vous avons envoyé par e-mail un lien pour voir votre place ou quitter la liste.`,
  alreadyHeading: "Vous êtes déjà sur la liste",
  already: (date: string) =>
    `Cette adresse e-mail est déjà sur la liste d’attente du ${date}. Nous vous avons renvoyé votre lien par e-mail.`,
  refusedHeading: "Nous n’avons pas pu vous inscrire",
  placesFree: "Il reste une place ce jour-là : vous pouvez la réserver tout de suite.",
  dayNotOffered: "Ce jour n’est plus proposé. Veuillez choisir un autre jour.",
  emailInvalid: "Veuillez saisir une adresse e-mail valide.",
  phoneNeeded:
    "Veuillez saisir votre numéro de portable avec l’indicatif du pays, ou choisir « E-mail uniquement ».",
  consentNeeded: "Veuillez cocher la case pour accepter les messages, ou choisir « E-mail uniquement ».",
  back: "Retour à la journée de consultation",
};

export const waitingListPage: Translated<typeof en.waitingListPage> = {
  metaTitle: "Votre place sur la liste d’attente",
  heading: (date: string) => `Liste d’attente du ${date}`,
  waiting: (position: number) =>
    position === 1
      ? "Vous êtes en tête de liste. Si une place se libère, nous vous écrivons aussitôt."
      : `Vous êtes numéro ${position} sur la liste. Si une place se libère et que c’est votre tour, nous vous écrivons aussitôt.`,
  offered: (date: string, until: string) => `Une place le ${date} vous est réservée jusqu’au ${until}.`,
  offeredNote: `Les frais de ${consultationEvent.feeEur}\u00a0€ se paient en ligne, comme pour toute réservation.`,
  book: "Réserver cette place",
  booked:
    "Vous avez commencé à réserver cette place. La confirmation vous parviendra par e-mail une fois le paiement reçu.",
  passed: "L’offre a expiré avant d’être acceptée : la place est passée à la personne suivante sur la liste.",
  left: "Vous avez quitté la liste d’attente. Nous ne vous contacterons plus pour ce jour.",
  closed: "Ce jour n’est plus proposé, sa liste d’attente est donc close.",
  leave: "Quitter la liste d’attente",
  offerGone: "Cette offre a expiré ou a déjà été utilisée : rien n’a été réservé.",
  questions: `Des questions ? ${contact[0].toUpperCase()}${contact.slice(1)}.`,
  backToEvent: "Voir les autres journées de consultation",
};

const greeting = (name: string) => (name ? `Bonjour ${name},` : "Bonjour,");
const signature = (siteUrl: string) => [
  "",
  `Des questions ? ${contact[0].toUpperCase()}${contact.slice(1)}.`,
  "",
  site.name,
  siteUrl,
];

export const waitingListJoinedEmail: Translated<typeof en.waitingListJoinedEmail> = {
  subject: (facts: en.WaitingListEmailFacts) => `Vous êtes sur la liste d’attente du ${facts.date}`,
  text: (facts: en.WaitingListEmailFacts & { position: number }) =>
    [
      greeting(facts.name),
      "",
      `Vous êtes sur la liste d’attente de la journée de consultation du ${facts.date} (numéro ${facts.position}).`,
      `Si une place se libère et que c’est votre tour, nous vous écrirons ; la place vous sera alors réservée pendant ${hours} heures.`,
      "",
      "Voir votre place sur la liste, ou la quitter :",
      facts.link,
      "(Ce lien est personnel : merci de ne pas le partager.)",
      ...signature(facts.siteUrl),
    ].join("\n"),
};

export const waitingListOfferEmail: Translated<typeof en.waitingListOfferEmail> = {
  subject: (facts: en.WaitingListEmailFacts) => `Une place le ${facts.date} est libre pour vous`,
  text: (facts: en.WaitingListEmailFacts & { until: string }) =>
    [
      greeting(facts.name),
      "",
      `Bonne nouvelle : une place s’est libérée pour la journée de consultation du ${facts.date}, et nous vous la réservons jusqu’au ${facts.until}.`,
      "",
      "Réservez-la ici :",
      facts.link,
      "",
      "Si vous ne la réservez pas d’ici là, elle passera à la personne suivante sur la liste.",
      ...signature(facts.siteUrl),
    ].join("\n"),
  textMessage: (facts: { date: string; until: string; link: string }) =>
    `${site.name} : une place le ${facts.date} vous est réservée jusqu’au ${facts.until}. Réserver : ${facts.link}`,
};

export const waitingListPassedEmail: Translated<typeof en.waitingListPassedEmail> = {
  subject: (facts: en.WaitingListEmailFacts) => `La place du ${facts.date} est passée à la personne suivante`,
  text: (facts: en.WaitingListEmailFacts) =>
    [
      greeting(facts.name),
      "",
      `La place que nous vous avions réservée pour la journée de consultation du ${facts.date} n’a pas été réservée à temps : elle est passée à la personne suivante sur la liste d’attente.`,
      "Vous pouvez réserver un autre jour ici :",
      facts.link,
      ...signature(facts.siteUrl),
    ].join("\n"),
};

export const waitingListClosedEmail: Translated<typeof en.waitingListClosedEmail> = {
  subject: (facts: en.WaitingListEmailFacts) =>
    `La journée de consultation du ${facts.date} n’est plus proposée`,
  text: (facts: en.WaitingListEmailFacts) =>
    [
      greeting(facts.name),
      "",
      `Nous sommes désolés : la journée de consultation du ${facts.date} n’est plus proposée, sa liste d’attente est donc close.`,
      "Vous pouvez réserver un autre jour ici :",
      facts.link,
      ...signature(facts.siteUrl),
    ].join("\n"),
};
