/**
 * The German words of the waiting list for full consultation days (twin of
 * app/content/waiting-list.ts): the event page's form, the answer to joining, the entry's
 * private page and its emails and text.
 */
import type { Translated } from "../locales";
import { site } from "../site";
import type * as en from "../waiting-list";
import { consultationEvent } from "./event";

const hours = consultationEvent.waitingListOfferHours;
const contact = `telefonisch unter ${site.phone.display} oder per E-Mail an ${site.email}`;

export const waitingListForm: Translated<typeof en.waitingListForm> = {
  heading: "Benachrichtigen Sie mich, wenn ein Platz frei wird",
  intro: `Sagt jemand ab, bieten wir den Platz der ersten Person auf der Liste an. Sie hat ${hours} Stunden Zeit, ihn zu buchen; danach geht er an die nächste Person.`,
  day: "Tag",
  email: "E-Mail",
  name: "Ihr Name",
  phone: "Handynummer (freiwillig, mit Ländervorwahl)",
  phoneHint: "Zum Beispiel +49 151 23456789. Wir nutzen sie nur, um Ihnen einen freien Platz mitzuteilen.",
  channelLegend: "Benachrichtigung per",
  channels: { none: "Nur E-Mail", sms: "E-Mail und SMS", whatsapp: "E-Mail und WhatsApp" },
  consent:
    "Ich bin einverstanden, an die obige Nummer eine Nachricht zu einem freien Platz an diesem Tag zu erhalten. Mit STOP kann ich jederzeit widersprechen.",
  submit: "Auf die Warteliste setzen",
};

export const waitingListAnswers: Translated<typeof en.waitingListAnswers> = {
  joinedHeading: "Sie stehen auf der Warteliste",
  joined: (date: string, position: number) =>
    `Wir melden uns, sobald am ${date} ein Platz frei wird. Sie sind Nummer ${position} auf der Liste. Wir haben Ihnen einen Link geschickt, unter dem Sie Ihren Platz sehen oder die Liste verlassen können.`,
  alreadyHeading: "Sie stehen bereits auf der Liste",
  already: (date: string) =>
    `Diese E-Mail-Adresse steht bereits auf der Warteliste für den ${date}. Wir haben Ihnen Ihren Link noch einmal geschickt.`,
  refusedHeading: "Wir konnten Sie nicht auf die Liste setzen",
  placesFree: "An diesem Tag ist ein Platz frei, Sie können ihn also direkt buchen.",
  dayNotOffered: "Dieser Tag wird nicht mehr angeboten. Bitte wählen Sie einen anderen Tag.",
  emailInvalid: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
  phoneNeeded: "Bitte geben Sie Ihre Handynummer mit Ländervorwahl ein oder wählen Sie „Nur E-Mail“.",
  consentNeeded: "Bitte stimmen Sie den Nachrichten per Häkchen zu oder wählen Sie „Nur E-Mail“.",
  back: "Zurück zum Beratungstag",
};

export const waitingListPage: Translated<typeof en.waitingListPage> = {
  metaTitle: "Ihr Platz auf der Warteliste",
  heading: (date: string) => `Warteliste für den ${date}`,
  waiting: (position: number) =>
    position === 1
      ? "Sie stehen an erster Stelle. Wird ein Platz frei, schreiben wir Ihnen sofort."
      : `Sie sind Nummer ${position} auf der Liste. Wird ein Platz frei und sind Sie an der Reihe, schreiben wir Ihnen sofort.`,
  offered: (date: string, until: string) => `Ein Platz am ${date} ist für Sie reserviert bis ${until}.`,
  offeredNote: `Die Gebühr von ${consultationEvent.feeEur}\u00a0€ zahlen Sie wie bei jeder Buchung online.`,
  book: "Diesen Platz buchen",
  booked:
    "Sie haben die Buchung dieses Platzes begonnen. Die Bestätigung kommt per E-Mail, sobald bezahlt ist.",
  passed:
    "Das Angebot ist abgelaufen, bevor es angenommen wurde; der Platz ging an die nächste Person auf der Liste.",
  left: "Sie haben die Warteliste verlassen. Wir melden uns wegen dieses Tages nicht mehr.",
  closed: "Dieser Tag wird nicht mehr angeboten, daher ist seine Warteliste geschlossen.",
  leave: "Warteliste verlassen",
  offerGone: "Dieses Angebot ist abgelaufen oder wurde schon genutzt; es wurde nichts gebucht.",
  questions: `Fragen? Erreichen Sie uns ${contact}.`,
  backToEvent: "Andere Beratungstage ansehen",
};

const greeting = (name: string) => (name ? `Guten Tag ${name},` : "Guten Tag,");
const signature = (siteUrl: string) => [
  "",
  `Bei Fragen erreichen Sie uns ${contact}.`,
  "",
  site.name,
  siteUrl,
];

export const waitingListJoinedEmail: Translated<typeof en.waitingListJoinedEmail> = {
  subject: (facts: en.WaitingListEmailFacts) => `Sie stehen auf der Warteliste für den ${facts.date}`,
  text: (facts: en.WaitingListEmailFacts & { position: number }) =>
    [
      greeting(facts.name),
      "",
      `Sie stehen auf der Warteliste für den Beratungstag am ${facts.date} (Nummer ${facts.position}).`,
      `Wird ein Platz frei und sind Sie an der Reihe, schreiben wir Ihnen; der Platz wird dann ${hours} Stunden für Sie freigehalten.`,
      "",
      "Hier sehen Sie Ihren Platz auf der Liste oder verlassen sie:",
      facts.link,
      "(Dieser Link gilt nur für Sie: Bitte geben Sie ihn nicht weiter.)",
      ...signature(facts.siteUrl),
    ].join("\n"),
};

export const waitingListOfferEmail: Translated<typeof en.waitingListOfferEmail> = {
  subject: (facts: en.WaitingListEmailFacts) => `Ein Platz am ${facts.date} ist für Sie frei`,
  text: (facts: en.WaitingListEmailFacts & { until: string }) =>
    [
      greeting(facts.name),
      "",
      `Gute Nachricht: Für den Beratungstag am ${facts.date} ist ein Platz frei geworden, und wir halten ihn für Sie frei bis ${facts.until}.`,
      "",
      "Hier buchen Sie ihn:",
      facts.link,
      "",
      "Buchen Sie ihn bis dahin nicht, geht er an die nächste Person auf der Liste.",
      ...signature(facts.siteUrl),
    ].join("\n"),
  textMessage: (facts: { date: string; until: string; link: string }) =>
    `${site.name}: Ein Platz am ${facts.date} ist bis ${facts.until} für Sie reserviert. Buchen: ${facts.link}`,
};

export const waitingListPassedEmail: Translated<typeof en.waitingListPassedEmail> = {
  subject: (facts: en.WaitingListEmailFacts) => `Der Platz am ${facts.date} ging an die nächste Person`,
  text: (facts: en.WaitingListEmailFacts) =>
    [
      greeting(facts.name),
      "",
      `Der Platz, den wir für Sie am Beratungstag am ${facts.date} freigehalten haben, wurde nicht rechtzeitig gebucht; er ging daher an die nächste Person auf der Warteliste.`,
      "Gern können Sie hier einen anderen Tag buchen:",
      facts.link,
      ...signature(facts.siteUrl),
    ].join("\n"),
};

export const waitingListClosedEmail: Translated<typeof en.waitingListClosedEmail> = {
  subject: (facts: en.WaitingListEmailFacts) => `Der Beratungstag am ${facts.date} wird nicht mehr angeboten`,
  text: (facts: en.WaitingListEmailFacts) =>
    [
      greeting(facts.name),
      "",
      `Es tut uns leid: Der Beratungstag am ${facts.date} wird nicht mehr angeboten, daher ist seine Warteliste geschlossen.`,
      "Gern können Sie hier einen anderen Tag buchen:",
      facts.link,
      ...signature(facts.siteUrl),
    ].join("\n"),
};
