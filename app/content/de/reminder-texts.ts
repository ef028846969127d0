/** Die Textnachrichten (SMS oder WhatsApp) neben den E-Mails, auf Deutsch (was sie sagen: das englische Modul). */
import type * as en from "../reminder-texts";
import type { MovedTextFacts, PlanTextFacts, ReminderTextFacts } from "../reminder-texts";
import type { Translated } from "../locales";
import { site } from "./site";

const stop = "Antworten Sie STOP, um keine SMS mehr zu erhalten.";

export const reminderTexts: Translated<typeof en.reminderTexts> = {
  dayBefore: (facts: ReminderTextFacts) =>
    facts.time
      ? `${site.name}: Bis morgen, ${facts.date}, um ${facts.time} Uhr (Budapester Zeit). Buchung ${facts.reference}. Ändern oder stornieren: ${facts.manageUrl} ${stop}`
      : `${site.name}: Ihr Beratungstag ist morgen, ${facts.date}. Bitte wählen Sie jetzt Ihre Terminzeit: ${facts.manageUrl} Buchung ${facts.reference}. ${stop}`,
  chooseTime: (facts: ReminderTextFacts) =>
    `${site.name}: Bitte wählen Sie Ihre Terminzeit für ${facts.date}. Das dauert eine Minute: ${facts.manageUrl} Buchung ${facts.reference}. ${stop}`,
  dayMoved: (facts: MovedTextFacts) =>
    facts.time
      ? `${site.name}: Es tut uns leid, die Klinik ist am ${facts.closedDate} geschlossen. Wir haben Ihre Buchung ${facts.reference} verlegt, neuer Termin: ${facts.date} um ${facts.time} Uhr (Budapester Zeit). Ändern: ${facts.manageUrl} ${stop}`
      : `${site.name}: Es tut uns leid, die Klinik ist am ${facts.closedDate} geschlossen. Wir haben Ihre Buchung ${facts.reference} verlegt, neuer Tag: ${facts.date}. Bitte wählen Sie eine Uhrzeit oder einen anderen Tag: ${facts.manageUrl} ${stop}`,
};

export const planTexts: Translated<typeof en.planTexts> = {
  notOpened: (facts: PlanTextFacts) =>
    `${site.name}: Ihr Behandlungsplan ${facts.reference} liegt für Sie bereit: ${facts.planUrl} ${stop}`,
  notAnswered: (facts: PlanTextFacts) =>
    `${site.name}: Hatten Sie schon Zeit, sich Ihren Behandlungsplan ${facts.reference} anzusehen? Hier können Sie ihn annehmen oder uns eine Frage stellen: ${facts.planUrl} ${stop}`,
  expiring: (facts: PlanTextFacts) =>
    `${site.name}: Ihr Behandlungsplan ${facts.reference} gilt bis ${facts.validUntil}. Annehmen oder eine Frage stellen: ${facts.planUrl} ${stop}`,
};

export const textChoice: Translated<typeof en.textChoice> = {
  emailOnly: "Ihre Erinnerungen kommen nur per E-Mail.",
  goesTo: (channel: string, number: string) =>
    `Die Erinnerung am Vortag kommt zusätzlich per ${channel} an ${number}.`,
  channelNames: { sms: "SMS", whatsapp: "WhatsApp" },
  stopped:
    "Ihre Nummer hat mit STOP geantwortet, deshalb senden wir ihr keine Nachrichten mehr. Wenn Sie sie wieder möchten, antworten Sie START auf unsere letzte Nachricht und wählen Sie dann hier.",
  needsInternational:
    "Für Textnachrichten brauchen wir Ihre Nummer mit Ländervorwahl (zum Beispiel +49 30 23125 123). Bitte rufen Sie uns an, um sie zu ändern.",
  zoneLabel: "Nachrichten senden nach der Uhrzeit von",
  zoneFromNumber: (city: string) => `Land meiner Nummer (Zeit in ${city})`,
  save: "Auswahl speichern",
  zoneUnknown: "Bitte wählen Sie eine Zeitzone aus der Liste.",
  legend: "Erinnerung per Textnachricht",
  hint: "Wir schreiben Ihnen immer per E-Mail. Die Erinnerung am Vortag können wir zusätzlich als Textnachricht an die oben angegebene Nummer senden: höchstens eine am Tag, nie zwischen 21 und 8 Uhr Ihrer Ortszeit. Mit der Antwort STOP beenden Sie sie jederzeit.",
  labels: { none: "Nur per E-Mail", sms: "Zusätzlich per SMS", whatsapp: "Zusätzlich per WhatsApp" },
};
