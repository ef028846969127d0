/**
 * The French words of the consultation-day emails the PATIENT receives (twin of
 * app/content/booking-emails.ts): receipt, confirmation, changes, cancellation, reminders,
 * refunds and the calendar invitation. The clinic's own notices (`staffSubject`, `staffText`)
 * stay in English, as its staff read them: they are the English functions themselves.
 */
import * as en from "../booking-emails";
import type { Translated } from "../locales";
import { site } from "../site";
import { consultationDay as day } from "./consultation-day";
import { consultationEvent } from "./event";
import { writeTime as heure } from "./dates";
import type { Greeted } from "../email-courtesy";
import { greeting, signOff } from "./email-courtesy";

const address = `${site.address.street}, ${site.address.postalCode} ${site.address.city}, Hongrie`;
/** 'par téléphone au +36 … ou par e-mail à info@…' */
const contact = `par téléphone au ${site.phone.display} ou par e-mail à ${site.email}`;
/** '50 € / 43 £' */
const fee = consultationEvent.feeInWords;
const bring = `À apporter\u00a0: ${consultationEvent.whatToBring}.`;
const privateLink = "(Ce lien vous est strictement personnel\u00a0: merci de ne pas le partager.)";
const nearStation = "(à quelques minutes à pied de la gare de Nyugati)";

export const confirmationEmail: Translated<typeof en.confirmationEmail> = {
  address,
  icsSummary: `Journée de consultation chez ${site.name}`,
  icsDescription: (reference: string, time: string) =>
    [
      `Votre rendez-vous de consultation à ${heure(time)} (heure de Budapest), référence de réservation ${reference}.`,
      day.appointmentMeaning,
      day.arrivalAt(time),
      bring,
      day.rescheduleRule,
    ].join("\n"),
  patientSubject: (facts: en.ConfirmationFacts) => `Votre consultation du ${facts.date}`,
  patientText: (facts: en.ConfirmationFacts) =>
    [
      greeting(facts.firstName),
      "",
      "Merci d'avoir réservé votre Journée de consultation chez nous.",
      "",
      `Votre rendez-vous\u00a0: ${facts.when}`,
      `Lieu\u00a0: ${site.name}, ${address} ${nearStation}`,
      `Référence de réservation\u00a0: ${facts.reference}`,
      "",
      day.appointmentMeaning,
      day.arrivalAt(facts.time),
      bring,
      "",
      `Vos frais de ${fee} ne sont pas remboursables. ${consultationEvent.story.credit}`,
      day.rescheduleRule,
      "",
      `Modifier l'heure, reporter à une autre date ou annuler\u00a0: ${facts.manageUrl}`,
      privateLink,
      "",
      `Pour toute question ou modification, contactez-nous ${contact}.`,
      "",
      "Une invitation d'agenda est jointe à cet e-mail.",
      "",
      ...signOff(facts.siteUrl),
    ].join("\n"),
  /** The clinic's notice: English. */
  staffSubject: en.confirmationEmail.staffSubject,
  staffText: en.confirmationEmail.staffText,
};

export const receiptEmail: Translated<typeof en.receiptEmail> = {
  patientSubject: (facts: en.ReceiptFacts) =>
    `Paiement reçu\u00a0: votre Journée de consultation du ${facts.date}`,
  patientText: (facts: en.ReceiptFacts) =>
    [
      greeting(facts.firstName),
      "",
      `Merci\u00a0: nous avons bien reçu votre paiement de ${facts.amount}, et votre place pour la Journée de consultation du ${facts.date} est réservée.`,
      "",
      `Référence de réservation\u00a0: ${facts.reference}`,
      `Lieu\u00a0: ${site.name}, ${address}`,
      day.appointmentMeaning,
      "",
      "Prochaine étape\u00a0: choisissez l'heure de votre rendez-vous ce jour-là. Si vous ne l'avez pas encore fait, vous pouvez la choisir ici, et la modifier plus tard\u00a0:",
      facts.manageUrl,
      privateLink,
      "",
      "Avant votre visite, merci de remplir votre questionnaire médical (comptez environ 10 minutes), afin que votre dentiste puisse préparer vos soins en toute sécurité\u00a0:",
      facts.medicalHistoryUrl,
      "",
      consultationEvent.story.credit,
      day.rescheduleRule,
      "",
      `Pour toute question, contactez-nous ${contact}.`,
      "",
      ...signOff(facts.siteUrl),
    ].join("\n"),
  /** The clinic's notice: English. */
  staffSubject: en.receiptEmail.staffSubject,
  staffText: en.receiptEmail.staffText,
};

export const refundEmail: Translated<typeof en.refundEmail> = {
  patientSubject: "Le paiement de votre Journée de consultation a été remboursé",
  patientText: (facts: en.RefundFacts) =>
    [
      greeting(facts.firstName),
      "",
      "Merci d'avoir choisi de réserver une Journée de consultation chez nous.",
      "",
      `Pendant votre paiement, la dernière place du ${facts.date} a été prise\u00a0: nous n'avons donc pas pu vous garder de place. Nous en sommes désolés.`,
      "",
      `Nous vous avons intégralement remboursé votre paiement de ${facts.amount} (référence du remboursement\u00a0: ${facts.refundReference}). Un remboursement apparaît généralement sur votre carte sous 5 à 10 jours ouvrés, selon votre banque.`,
      "",
      `D'autres Journées de consultation ont encore des places\u00a0: veuillez choisir une autre date sur ${facts.siteUrl}/fr/journee-de-consultation, ou appelez-nous au ${site.phone.display} et nous en réserverons une avec vous.`,
      "",
      `Pour toute question, contactez-nous ${contact}. Votre référence de réservation était ${facts.reference}.`,
      "",
      ...signOff(facts.siteUrl),
    ].join("\n"),
  /** The clinic's notice: English. */
  staffSubject: en.refundEmail.staffSubject,
  staffText: en.refundEmail.staffText,
};

const feeLine = `Vos frais de ${fee} ne sont pas remboursables\u00a0; en revanche, si vous décidez de vous faire soigner chez nous, ils sont déduits de votre plan de traitement.`;

export const changeEmail: Translated<typeof en.changeEmail> = {
  patientSubject: (facts: en.ChangeFacts) => `Votre consultation a été modifiée\u00a0: ${facts.when}`,
  patientText: (facts: en.ChangeFacts) =>
    [
      greeting(facts.firstName),
      "",
      "Votre réservation pour la Journée de consultation a été modifiée.",
      "",
      `Votre rendez-vous est désormais\u00a0: ${facts.when}`,
      `Auparavant\u00a0: ${facts.before}`,
      `Lieu\u00a0: ${site.name}, ${address}`,
      `Référence de réservation\u00a0: ${facts.reference}`,
      "",
      day.appointmentMeaning,
      facts.time
        ? day.arrivalAt(facts.time)
        : `Veuillez choisir l'heure de votre rendez-vous\u00a0: ${facts.manageUrl}`,
      bring,
      "",
      "L'invitation d'agenda jointe remplace celle que nous vous avons envoyée précédemment.",
      "",
      `Gérer ma réservation\u00a0: ${facts.manageUrl}`,
      `Pour toute question, contactez-nous ${contact}.`,
      "",
      ...signOff(facts.siteUrl),
    ].join("\n"),
  /** The clinic's notice: English. */
  staffSubject: en.changeEmail.staffSubject,
  staffText: en.changeEmail.staffText,
};

export const cancelEmail: Translated<typeof en.cancelEmail> = {
  patientSubject: (facts: en.CancelFacts) => `Votre consultation du ${facts.date} est annulée`,
  patientText: (facts: en.CancelFacts) =>
    [
      greeting(facts.firstName),
      "",
      "Votre réservation pour la Journée de consultation a été annulée, comme vous l'avez demandé.",
      "",
      `Annulé\u00a0: ${facts.when}`,
      `Référence de réservation\u00a0: ${facts.reference}`,
      "",
      feeLine,
      "Le fichier d'agenda joint supprime le rendez-vous de votre agenda.",
      "",
      `Si vous souhaitez venir un autre jour, contactez-nous ${contact}.`,
      "",
      ...signOff(facts.siteUrl),
    ].join("\n"),
  /** The clinic's notice: English. */
  staffSubject: en.cancelEmail.staffSubject,
  staffText: en.cancelEmail.staffText,
};

const whenLine = (facts: en.ReminderFacts) =>
  facts.time
    ? `Quand\u00a0: ${facts.date} à ${heure(facts.time)} (heure de Budapest)`
    : `Quand\u00a0: ${facts.date}, de ${heure(day.opens)} à ${heure(day.closes)} (heure de Budapest)\u00a0; vous n'avez pas encore choisi l'heure de votre rendez-vous`;

export const reminderEmail: Translated<typeof en.reminderEmail> = {
  subject: (daysBefore: number, facts: en.ReminderFacts) =>
    daysBefore === 1
      ? facts.time
        ? `À demain, ${heure(facts.time)}\u00a0: votre Journée de consultation`
        : "À demain\u00a0: veuillez choisir l'heure de votre rendez-vous"
      : `Votre Journée de consultation a lieu dans ${daysBefore} jours\u00a0: ${facts.date}`,
  text: (daysBefore: number, facts: en.ReminderFacts) =>
    [
      greeting(facts.firstName),
      "",
      daysBefore === 1
        ? "Petit rappel\u00a0: votre Journée de consultation dans notre clinique a lieu demain."
        : `Petit rappel\u00a0: votre Journée de consultation dans notre clinique a lieu dans ${daysBefore} jours.`,
      "",
      whenLine(facts),
      `Lieu\u00a0: ${site.name}, ${address} ${nearStation}`,
      `Référence de réservation\u00a0: ${facts.reference}`,
      "",
      day.appointmentMeaning,
      ...(facts.time
        ? [day.arrivalAt(facts.time)]
        : [
            `Veuillez choisir dès maintenant l'heure de votre rendez-vous, afin que nous puissions vous accueillir\u00a0: ${facts.manageUrl}`,
          ]),
      bring,
      "",
      ...(facts.time ? [`Besoin de modifier l'heure ou d'annuler\u00a0? ${facts.manageUrl}`] : []),
      `Pour toute question, contactez-nous ${contact}.`,
      "",
      ...signOff(facts.siteUrl),
    ].join("\n"),
  chooseTimeSubject: (facts: en.ReminderFacts) =>
    `Veuillez choisir l'heure de votre rendez-vous du ${facts.date}`,
  chooseTimeText: (facts: en.ReminderFacts) =>
    [
      greeting(facts.firstName),
      "",
      `Merci encore d'avoir réservé votre Journée de consultation du ${facts.date}.`,
      "",
      "Vous n'avez pas encore choisi l'heure de votre rendez-vous. Veuillez la choisir ici (cela prend une minute, et vous pourrez la modifier plus tard)\u00a0:",
      facts.manageUrl,
      privateLink,
      "",
      `Référence de réservation\u00a0: ${facts.reference}`,
      `Lieu\u00a0: ${site.name}, ${address}`,
      day.appointmentMeaning,
      "",
      `Pour toute question, contactez-nous ${contact}.`,
      "",
      ...signOff(facts.siteUrl),
    ].join("\n"),
};

export const historyReminderEmail: Translated<typeof en.historyReminderEmail> = {
  subject: (facts: en.HistoryReminderFacts) =>
    `Avant votre Journée de consultation du ${facts.date}\u00a0: votre questionnaire médical`,
  text: (facts: en.HistoryReminderFacts) =>
    [
      greeting(facts.firstName),
      "",
      `Votre Journée de consultation du ${facts.date} a lieu dans une semaine, et nous n'avons pas encore votre questionnaire médical.`,
      "",
      "Merci de le remplir avant votre voyage (comptez environ 10 minutes), afin que votre dentiste puisse préparer vos soins en toute sécurité. Vos réponses sont chiffrées, et seuls les dentistes et le personnel de la clinique peuvent les lire\u00a0:",
      facts.medicalHistoryUrl,
      privateLink,
      "",
      `Référence de réservation\u00a0: ${facts.reference}`,
      `Votre réservation\u00a0: ${facts.manageUrl}`,
      `Pour toute question, contactez-nous ${contact}.`,
      "",
      ...signOff(facts.siteUrl),
    ].join("\n"),
};

/** Staff refunded a booking from the back office: the patient's email. */
export const staffRefundEmail: Translated<typeof en.staffRefundEmail> = {
  patientSubject: "Le paiement de votre Journée de consultation a été remboursé",
  patientText: (facts: { amount: string; date: string; reference: string; siteUrl: string } & Greeted) =>
    [
      greeting(facts.firstName),
      "",
      `Nous vous avons remboursé votre paiement de ${facts.amount} pour la Journée de consultation du ${facts.date} (référence de réservation ${facts.reference}).`,
      "Le remboursement apparaît généralement sous 5 à 10 jours ouvrés auprès de l'émetteur de votre carte.",
      "",
      `Pour toute question, contactez-nous ${contact}.`,
      "",
      ...signOff(facts.siteUrl),
    ].join("\n"),
};
