/**
 * The French words of the consultation-day emails the back office sends to a PATIENT (twin of
 * app/content/desk-emails.ts): a phone booking's confirmation or payment link, a closed day's
 * move or cancellation, and the day's confirmation sent from the day sheet.
 */
import * as en from "../desk-emails";
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
/** '50 €': paid in euros, at the desk or by the link. */
const fee = `${consultationEvent.feeEur}\u00a0€`;
const bring = `À apporter\u00a0: ${consultationEvent.whatToBring}.`;
const privateLink = "(Ce lien vous est strictement personnel\u00a0: merci de ne pas le partager.)";

export const deskBookingEmail: Translated<typeof en.deskBookingEmail> = {
  subject: (facts: en.DeskBookingFacts) => `Votre Journée de consultation du ${facts.date} est réservée`,
  text: (facts: en.DeskBookingFacts) =>
    [
      greeting(facts.name),
      "",
      `Merci pour votre appel\u00a0: votre place pour la Journée de consultation du ${facts.date} est réservée.`,
      "",
      `Référence de réservation\u00a0: ${facts.reference}`,
      `Lieu\u00a0: ${site.name}, ${address}`,
      day.appointmentMeaning,
      "",
      `Les frais de ${fee} sont à régler à l'accueil à votre arrivée. ${consultationEvent.story.credit}`,
      bring,
      "",
      "Choisissez l'heure de votre rendez-vous, reportez ou annulez votre réservation ici\u00a0:",
      facts.manageUrl,
      privateLink,
      "",
      `Pour toute question, contactez-nous ${contact}.`,
      "",
      ...signOff(facts.siteUrl),
    ].join("\n"),
};

export const paymentLinkEmail: Translated<typeof en.paymentLinkEmail> = {
  subject: (facts: en.PaymentLinkFacts) =>
    `Votre lien de paiement pour la Journée de consultation du ${facts.date}`,
  text: (facts: en.PaymentLinkFacts) =>
    [
      greeting(facts.name),
      "",
      `Merci pour votre appel. Nous vous réservons une place pour la Journée de consultation du ${facts.date}.`,
      `Pour la confirmer, veuillez régler les frais de ${fee} ici\u00a0:`,
      facts.paymentUrl,
      "",
      `La place vous est réservée jusqu'au ${facts.expires}\u00a0; passé ce délai, le lien ne fonctionnera plus.`,
      `Référence de réservation\u00a0: ${facts.reference}`,
      "",
      "Une fois le paiement effectué, vous recevrez un reçu et pourrez choisir l'heure de votre rendez-vous.",
      "",
      `Pour toute question, contactez-nous ${contact}.`,
      "",
      ...signOff(facts.siteUrl),
    ].join("\n"),
};

export const dayMovedEmail: Translated<typeof en.dayMovedEmail> = {
  subject: (facts: en.DayMovedFacts) => `Votre Journée de consultation a été déplacée au ${facts.to}`,
  text: (facts: en.DayMovedFacts) =>
    [
      greeting(facts.firstName),
      "",
      `Nous en sommes désolés\u00a0: la clinique a dû annuler la Journée de consultation du ${facts.from}${facts.reason ? ` (${facts.reason})` : ""}.`,
      "",
      `Votre place est désormais réservée pour le ${facts.to}, sans frais supplémentaires.`,
      `Référence de réservation\u00a0: ${facts.reference}`,
      "",
      "Veuillez choisir ici l'heure de votre rendez-vous pour la nouvelle date (vous pouvez aussi reporter ou annuler)\u00a0:",
      facts.manageUrl,
      privateLink,
      "",
      `Si la nouvelle date ne vous convient pas, contactez-nous ${contact}\u00a0: nous vous en proposerons une autre ou vous rembourserons.`,
      "",
      ...signOff(facts.siteUrl),
    ].join("\n"),
};

export const deskCancelledEmail: Translated<typeof en.deskCancelledEmail> = {
  subject: (date: string) => `Votre Journée de consultation du ${date} est annulée`,
  text: (facts: { date: string; reference: string; siteUrl: string } & Greeted) =>
    [
      greeting(facts.firstName),
      "",
      `Nous en sommes désolés\u00a0: la clinique a dû annuler votre réservation pour la Journée de consultation du ${facts.date} (référence ${facts.reference}).`,
      "Vous n'aviez encore rien payé\u00a0: il n'y a donc rien à rembourser.",
      "",
      `Pour réserver une autre date, contactez-nous ${contact}.`,
      "",
      ...signOff(facts.siteUrl),
    ].join("\n"),
};

export const dayConfirmationEmail: Translated<typeof en.dayConfirmationEmail> = {
  subject: (facts: en.DayConfirmationFacts) =>
    facts.time
      ? `Confirmé\u00a0: votre consultation du ${facts.date} à ${heure(facts.time)}`
      : `Confirmé\u00a0: votre consultation du ${facts.date} (veuillez choisir votre heure)`,
  text: (facts: en.DayConfirmationFacts) =>
    [
      greeting(facts.name),
      "",
      `Nous nous réjouissons de vous accueillir pour votre Journée de consultation du ${facts.date}.`,
      "",
      facts.time
        ? `Votre rendez-vous\u00a0: le ${facts.date} à ${heure(facts.time)} (heure de Budapest). ${day.arrivalAt(facts.time)}`
        : `Vous n'avez pas encore choisi l'heure de votre rendez-vous. Veuillez la choisir ici\u00a0: ${facts.manageUrl}`,
      `Lieu\u00a0: ${site.name}, ${address}`,
      `Référence de réservation\u00a0: ${facts.reference}`,
      "",
      day.appointmentMeaning,
      bring,
      "",
      ...(facts.time ? [`Modifier l'heure ou annuler\u00a0: ${facts.manageUrl}`] : []),
      `Pour toute question, contactez-nous ${contact}.`,
      "",
      ...signOff(facts.siteUrl),
    ].join("\n"),
};
