/**
 * French words of the payment confirmation page (/consultation-success) and of the scheduler
 * it shows in a frame (/consultation-scheduler): twin of app/content/consultation-success.ts.
 */
import type * as en from "../consultation-success";
import type { Translated } from "../locales";
import { site } from "../site";
import { writeTime as heure } from "./dates";

export const paymentPage: Translated<typeof en.paymentPage> = {
  metaTitle: `Confirmation de paiement | ${site.name}`,
  checking: "Vérification de votre paiement…",
  showResult: "Afficher le résultat de votre paiement",
  checkFailed: {
    heading: "Nous n'avons pas pu vérifier votre paiement pour le moment",
    text: "Votre paiement a peut-être bien abouti, mais nous n'avons pas pu le confirmer pour l'instant. Veuillez actualiser cette page dans une minute\u00a0; si cela ne fonctionne toujours pas, contactez-nous et nous confirmerons votre réservation.",
  },
  backToEvent: "Retour à la Journée de consultation",
  confirmed: {
    heading: "Paiement confirmé\u00a0!",
    thanks: "Merci pour votre paiement",
    processed: "Votre paiement pour la consultation à la clinique a bien été effectué.",
    day: (date: string, hours: string) => `Journée de consultation\u00a0: ${date}, ${hours}`,
    confirmationId: "Numéro de confirmation\u00a0:",
    at: (date: string, time: string) => `${date} à ${heure(time)}`,
    showCalendar: "Afficher le calendrier des rendez-vous",
    hideCalendar: "Masquer le calendrier",
    saving: "Enregistrement de votre rendez-vous…",
    saveFailed: "Nous n'avons pas pu enregistrer cet horaire\u00a0:",
    saveAgain:
      "Veuillez choisir à nouveau un horaire dans le calendrier, ou appelez-nous et nous le réserverons pour vous.",
    nextSteps: "Prochaines étapes",
    manage: "Gérer ma réservation",
    manageText:
      "\u00a0: modifier l'heure, reporter à une autre date ou annuler. Le lien figure aussi dans votre e-mail de confirmation.",
    change: "Besoin de modifier quelque chose\u00a0? Appelez le",
  },
  notConfirmed: {
    unpaid: {
      heading: "Votre paiement n'a pas abouti",
      text: "Nous n'avons pas reçu votre paiement pour cette réservation\u00a0; aucune place n'est donc encore réservée. Si vous venez de payer, patientez une minute puis actualisez cette page.",
    },
    unknown: {
      heading: "Nous n'avons pas trouvé ce paiement",
      text: "Ce lien ne correspond à aucune réservation connue, nous ne pouvons donc pas confirmer de paiement. Si vous avez payé, contactez-nous en indiquant l'adresse e-mail utilisée et nous réglerons la question.",
    },
  },
};

export const schedulerPage: Translated<typeof en.schedulerPage> = {
  title: "Choisissez l'heure de votre rendez-vous",
  label: "Horaires de rendez-vous",
  budapestTime: "· heure de Budapest",
  freeTimes: "Horaires disponibles",
  fullyBooked: "Complet",
  placesLeft: (left: number) => (left === 1 ? "Plus qu'une place" : `Plus que ${left} places`),
  confirm: (time: string) => `Confirmer ${heure(time)}`,
  chooseTime: "Choisir un horaire",
  sending: "Envoi de votre choix… Votre confirmation s'affiche sur la page ci-dessus.",
};
