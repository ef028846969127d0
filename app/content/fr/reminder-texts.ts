/** Les messages texte (SMS ou WhatsApp) envoyés en plus des e-mails, en français (ce qu'ils disent : le module anglais). */
import type * as en from "../reminder-texts";
import type { MovedTextFacts, PlanTextFacts, ReminderTextFacts } from "../reminder-texts";
import type { Translated } from "../locales";
import { heure } from "./consultation-day";
import { site } from "./site";

const stop = "Répondez STOP pour ne plus recevoir de SMS.";

export const reminderTexts: Translated<typeof en.reminderTexts> = {
  dayBefore: (facts: ReminderTextFacts) =>
    facts.time
      ? `${site.name} : à demain, ${facts.date}, à ${heure(facts.time)} (heure de Budapest). Réservation ${facts.reference}. Pour modifier ou annuler : ${facts.manageUrl} ${stop}`
      : `${site.name} : votre journée de consultation a lieu demain, ${facts.date}. Merci de choisir dès maintenant votre heure de rendez-vous : ${facts.manageUrl} Réservation ${facts.reference}. ${stop}`,
  chooseTime: (facts: ReminderTextFacts) =>
    `${site.name} : merci de choisir votre heure de rendez-vous pour le ${facts.date}. Cela prend une minute : ${facts.manageUrl} Réservation ${facts.reference}. ${stop}`,
  dayMoved: (facts: MovedTextFacts) =>
    facts.time
      ? `${site.name} : nous sommes désolés, la clinique est fermée le ${facts.closedDate} ; votre réservation ${facts.reference} a été déplacée au ${facts.date} à ${heure(facts.time)} (heure de Budapest). Pour la modifier : ${facts.manageUrl} ${stop}`
      : `${site.name} : nous sommes désolés, la clinique est fermée le ${facts.closedDate} ; votre réservation ${facts.reference} a été déplacée au ${facts.date}. Merci de choisir une heure ou un autre jour : ${facts.manageUrl} ${stop}`,
};

export const planTexts: Translated<typeof en.planTexts> = {
  notOpened: (facts: PlanTextFacts) =>
    `${site.name} : votre plan de traitement ${facts.reference} est prêt, vous pouvez le consulter ici : ${facts.planUrl} ${stop}`,
  notAnswered: (facts: PlanTextFacts) =>
    `${site.name} : avez-vous eu le temps de lire votre plan de traitement ${facts.reference} ? Vous pouvez l'accepter ou nous poser une question ici : ${facts.planUrl} ${stop}`,
  expiring: (facts: PlanTextFacts) =>
    `${site.name} : votre plan de traitement ${facts.reference} est valable jusqu'au ${facts.validUntil}. Pour l'accepter ou poser une question : ${facts.planUrl} ${stop}`,
};

export const textChoice: Translated<typeof en.textChoice> = {
  emailOnly: "Vos rappels vous parviennent uniquement par e-mail.",
  goesTo: (channel: string, number: string) =>
    `Le rappel de la veille vous parvient aussi par ${channel} au ${number}.`,
  channelNames: { sms: "SMS", whatsapp: "WhatsApp" },
  stopped:
    "Votre numéro a répondu STOP : nous ne lui envoyons plus de messages. Pour les recevoir de nouveau, répondez START à notre dernier message, puis faites votre choix ici.",
  needsInternational:
    "Pour les messages texte, il nous faut votre numéro avec l'indicatif du pays (par exemple +33 6 39 98 12 34). Merci de nous appeler pour le modifier.",
  zoneLabel: "Envoyer les messages selon l'heure de",
  zoneFromNumber: (city: string) => `Pays de mon numéro (heure de ${city})`,
  save: "Enregistrer mon choix",
  zoneUnknown: "Merci de choisir un fuseau horaire dans la liste.",
  legend: "Rappels par message texte",
  hint: "Nous vous écrivons toujours par e-mail. Nous pouvons aussi vous envoyer le rappel de la veille par message texte au numéro indiqué ci-dessus : un par jour au plus, jamais entre 21 h et 8 h à votre heure locale. Répondez STOP à tout moment pour y mettre fin.",
  labels: { none: "E-mail uniquement", sms: "Par SMS en plus", whatsapp: "Par WhatsApp en plus" },
};
