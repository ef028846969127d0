/**
 * French words of the patient's manage-booking page (/booking/<token>): twin of
 * app/content/manage-booking.ts.
 */
import type { Translated } from "../locales";
import type * as en from "../manage-booking";
import { site } from "../site";
import { consultationDay } from "./consultation-day";
import { consultationEvent } from "./event";

const noticeDays = consultationEvent.rescheduleNoticeDays;
/** '50 € / 43 £' */
const fee = consultationEvent.feeInWords;

export const manageBookingCopy: Translated<typeof en.manageBookingCopy> = {
  metaTitle: `Votre réservation | ${site.name}`,
  heading: "Votre réservation pour la Journée de consultation",
  reference: "Référence de réservation",
  day: "Journée de consultation",
  time: "Heure du rendez-vous",
  noTime: "Pas encore choisie\u00a0: veuillez choisir un horaire ci-dessous.",
  where: "Lieu",
  address: `${site.name}, ${site.address.street}, ${site.address.postalCode} ${site.address.city}`,
  meaning: consultationDay.appointmentMeaning,
  arrive: (time: string | null) => (time ? consultationDay.arrivalAt(time) : consultationDay.arrival),
  bringHeading: "À apporter",
  whatToBring: `Veuillez apporter ${consultationEvent.whatToBring}.`,
  private:
    "Cette page ne s'ouvre qu'à partir du lien figurant dans vos e-mails. Merci de ne pas partager ce lien.",
  changeTime: {
    heading: "Modifier l'heure",
    text: "Choisissez un autre horaire le même jour. Les horaires complets ne peuvent pas être sélectionnés.",
    legend: "Horaires de votre Journée de consultation",
    submit: "Modifier mon horaire",
    chooseFirst: "Choisir mon horaire",
    closed: `Votre Journée de consultation a commencé\u00a0: l'heure ne peut donc plus être modifiée en ligne. Veuillez nous appeler au ${site.phone.display}.`,
  },
  move: {
    heading: "Reporter à une autre date",
    text: (lastDay: string) =>
      `Vous pouvez reporter votre réservation à une autre Journée de consultation jusqu'au ${lastDay} (${noticeDays} jours avant la date prévue).`,
    closed: `Votre Journée de consultation a lieu dans moins de ${noticeDays} jours\u00a0: elle ne peut donc plus être reportée en ligne. Veuillez nous appeler au ${site.phone.display}, nous vous aiderons volontiers.`,
    dateLegend: "Choisissez une nouvelle date",
    showTimes: "Voir les horaires à cette date",
    timeLegend: (date: string) => `Horaires du ${date}`,
    submit: "Reporter ma réservation",
    full: "Complet",
    none: "Aucune autre Journée de consultation n'a de place disponible pour le moment. Veuillez nous appeler, nous trouverons une solution.",
  },
  cancel: {
    heading: "Annuler votre réservation",
    warning: `Les frais de consultation de ${fee} ne sont pas remboursables\u00a0: si vous annulez, ils ne vous sont pas restitués. Si une autre date vous convient mieux, vous pouvez plutôt reporter votre réservation.`,
    start: "Annuler ma réservation",
    confirmHeading: "Voulez-vous vraiment annuler\u00a0?",
    confirm: "Oui, annuler ma réservation",
    keep: "Non, conserver ma réservation",
    closed: `Votre Journée de consultation a commencé\u00a0: pour annuler, veuillez nous appeler au ${site.phone.display}.`,
  },
  cancelled: {
    heading: "Cette réservation est annulée",
    text: `Votre place a été libérée et les frais de ${fee} ne sont pas remboursés, conformément aux conditions de réservation. Si vous souhaitez venir un autre jour, veuillez nous appeler au ${site.phone.display} ou écrire à ${site.email}.`,
  },
  done: {
    time: "L'heure de votre rendez-vous a été modifiée. Nous vous avons envoyé une nouvelle invitation d'agenda par e-mail.",
    move: "Votre réservation a été reportée. Nous vous avons envoyé une nouvelle invitation d'agenda par e-mail.",
    cancel: "Votre réservation a été annulée. Nous vous avons envoyé une confirmation par e-mail.",
    reminders: "Votre choix de rappels a été enregistré.",
  },
  placesLeft: (left: number) => (left === 1 ? "Plus qu'une place" : `Plus que ${left} places`),
  yourTime: "Votre horaire",
  notFound: "Nous n'avons pas trouvé cette réservation.",
  chooseDate: "Veuillez choisir une date.",
  chooseTime: "Veuillez choisir un horaire.",
  questions: "Des questions\u00a0? Appelez le",
  orEmail: "ou écrivez à",
};
