/**
 * La Journée de consultation (/consultation-event) : French twin of app/content/event.ts.
 * Figures, dates and settings come from the English module; the words are French.
 */
import type * as en from "../event";
import { consultationEvent as enEvent } from "../event";
import type { Translated } from "../locales";
import { sample } from "../sample";
import { site } from "../site";
import { consultationDay as day } from "./consultation-day";

const { feeEur, feeGbp, checkoutMinutes, schedule } = enEvent;
/** '50 € / 43 £' */
const fee = `${feeEur}\u00a0€ / ${feeGbp}\u00a0£`;

export const consultationEvent: Translated<typeof en.consultationEvent> = {
  feeEur,
  feeGbp,
  feeInWords: fee,
  story: {
    free: "Votre première consultation est gratuite\u00a0: envoyez-nous vos radiographies ou vos photos, ou échangez avec votre responsable du tourisme dentaire par téléphone ou en visioconférence, et nous vous envoyons par e-mail un plan de traitement écrit avec le prix complet.",
    day: `La Journée de consultation à Budapest (${fee}) ajoute un examen en personne\u00a0: scanner 3D (CBCT) et radiographie panoramique, scan intra-oral et smile design, consultation avec un spécialiste et planification du traitement.`,
    credit: `Si vous décidez de vous faire soigner, les ${feeEur}\u00a0€ sont déduits de votre plan de traitement, où ils figurent sur la ligne «\u00a0Crédit Journée de consultation −${feeEur}\u00a0€\u00a0».`,
    creditLine: `Crédit Journée de consultation −${feeEur}\u00a0€`,
  },
  chargedInEuros: `${feeEur}\u00a0€ (environ ${feeGbp}\u00a0£)\u00a0; le paiement est débité en euros.`,
  currency: enEvent.currency,
  capacity: enEvent.capacity,
  checkoutMinutes,
  waitingListOfferHours: enEvent.waitingListOfferHours,
  schedule: "dates" in schedule ? { dates: [...schedule.dates] } : { ...schedule },
  datesNote: {
    "next-working-day":
      "Les Journées de consultation ont lieu le 1er du mois, ou le jour ouvré suivant lorsque le 1er tombe un week-end ou un jour férié.",
    "skip-month":
      "Les Journées de consultation ont lieu le 1er du mois\u00a0; lorsque le 1er tombe un week-end ou un jour férié, il n'y en a pas ce mois-là.",
  },
  appointmentTimes: [...enEvent.appointmentTimes],
  placesPerTime: enEvent.placesPerTime,
  rescheduleNoticeDays: day.rescheduleNoticeDays,
  reminders: { daysBefore: [...enEvent.reminders.daysBefore], sendAt: enEvent.reminders.sendAt },
  dayHours: day.hours,
  whatToBring:
    "une pièce d'identité avec photo, la liste des médicaments que vous prenez, ainsi que vos radiographies ou comptes rendus dentaires récents, le cas échéant",
  metaTitle: "Journée de consultation à Budapest\u00a0: réservez votre place",
  metaDescription: `Réservez votre Journée de consultation à Budapest pour ${fee}\u00a0: scanner 3D, radiographie panoramique, smile design et plan de traitement. Frais déduits de votre plan de traitement.`,
  hero: {
    eyebrow: `Journée de consultation · ${fee}`,
    title: "Votre Journée de consultation complète à Budapest",
    lead: `Un jour, un lieu, toutes les réponses\u00a0: diagnostic, consultation avec un spécialiste et plan de traitement écrit à prix fixe. Si vous décidez de vous faire soigner, les ${feeEur}\u00a0€ sont déduits de votre plan de traitement.`,
  },
  included: [
    {
      icon: "scan",
      title: "Scanner 3D (CBCT) et radiographie panoramique",
      text: "Une imagerie 3D et panoramique complète, pour que votre dentiste voie l'os et les racines, pas seulement les dents.",
    },
    {
      icon: "sparkles",
      title: "Scan intra-oral et smile design",
      text: "Une empreinte numérique de vos dents et un aperçu de ce à quoi pourrait ressembler votre nouveau sourire.",
    },
    {
      icon: "stethoscope",
      title: "Consultation avec un spécialiste",
      text: "Du temps avec un spécialiste pour parler de vos options, des risques et des délais, en termes simples.",
    },
    {
      icon: "calendar",
      title: "Plan de traitement écrit",
      text: "Un plan clair, avec un prix fixe et les dates de chaque visite, que vous emportez chez vous.",
    },
  ],
  daySchedule: [
    {
      time: "9\u00a0h – 10\u00a0h",
      activity: "Accueil\u00a0: café de bienvenue et présentation de la clinique",
    },
    {
      time: "10\u00a0h – 12\u00a0h\u00a030",
      activity:
        "Rendez-vous du matin\u00a0: vos examens d'imagerie et votre consultation avec un spécialiste, à partir de l'heure que vous avez choisie",
    },
    {
      time: "12\u00a0h\u00a030 – 13\u00a0h\u00a030",
      activity: "Déjeuner et mini-conférence\u00a0: implants dentaires, couronnes et facettes expliqués",
    },
    {
      time: "13\u00a0h\u00a030 – 15\u00a0h\u00a030",
      activity:
        "Rendez-vous de l'après-midi\u00a0: vos examens d'imagerie et votre consultation avec un spécialiste, à partir de l'heure que vous avez choisie",
    },
    {
      time: "15\u00a0h\u00a030 – 16\u00a0h\u00a030",
      activity: "Votre plan de traitement écrit, vos questions et les prochaines étapes",
    },
  ],
  timeChosenAfterPayment: "Vous choisissez l'heure de votre rendez-vous juste après le paiement.",
  scheduleHeading: "Votre journée, heure par heure",
  personalPart: {
    heading: `Votre partie personnelle de la journée\u00a0: environ ${day.personalMinutes} minutes à partir de l'heure de votre rendez-vous`,
    steps: [
      "Scanner 3D (CBCT) et radiographie panoramique",
      "Scan intra-oral et smile design numérique",
      "Consultation avec un spécialiste\u00a0: vos options, les risques et les délais",
    ],
  },
  testimonials: [
    sample({
      name: "Helen W.",
      location: "Bristol, Royaume-Uni",
      treatment: "Journée de consultation",
      rating: 5,
      text: "Je suis venue avec beaucoup de questions et je suis repartie avec un plan écrit et un prix en lequel j'avais confiance. Voir les images à l'écran m'a permis de tout comprendre.",
    }),
    sample({
      name: "Marc D.",
      location: "Bruxelles, Belgique",
      treatment: "Journée de consultation",
      rating: 5,
      text: "Très bien organisé. La journée a respecté l'horaire, le spécialiste a pris tout le temps nécessaire, et les frais ont ensuite été déduits de mon traitement.",
    }),
    sample({
      name: "Siobhan K.",
      location: "Galway, Irlande",
      treatment: "Journée de consultation",
      rating: 5,
      text: "J'appréhendais de voyager pour des soins dentaires. Rencontrer l'équipe d'abord et voir la clinique de mes propres yeux, c'était exactement ce qu'il me fallait.",
    }),
  ],
  faq: [
    {
      question: `Que comprennent les frais de ${fee}\u00a0?`,
      answer: `Votre place à la Journée de consultation\u00a0: scanner 3D (CBCT) et radiographie panoramique, scan intra-oral, smile design, consultation avec un spécialiste et plan de traitement écrit. Nous envoyer vos radiographies ou vos photos, ou échanger par téléphone avec votre responsable du tourisme dentaire, est gratuit et vous apporte aussi un plan écrit par e-mail\u00a0; la Journée y ajoute les examens et le spécialiste en personne. Si vous décidez de vous faire soigner, les ${feeEur}\u00a0€ sont déduits de votre plan de traitement, sur la ligne «\u00a0Crédit Journée de consultation −${feeEur}\u00a0€\u00a0».`,
    },
    {
      question: "Les frais sont-ils remboursables\u00a0?",
      answer: `Non, les frais ne sont pas remboursables, mais si vous décidez de vous faire soigner, la totalité des ${feeEur}\u00a0€ est déduite de votre plan de traitement. ${day.rescheduleRule}`,
    },
    {
      question: "Comment mon heure de rendez-vous s'inscrit-elle dans la journée\u00a0?",
      answer: day.appointmentMeaning,
    },
    {
      question: "Quand dois-je choisir l'heure de mon rendez-vous\u00a0?",
      answer:
        "Juste après le paiement\u00a0: la page de confirmation affiche les horaires libres de votre Journée de consultation. Vous recevez ensuite un e-mail de confirmation avec tous les détails et une invitation d'agenda.",
    },
    {
      question: "Que dois-je apporter\u00a0?",
      answer: `Une pièce d'identité avec photo, la liste des médicaments que vous prenez, ainsi que vos radiographies ou comptes rendus dentaires récents, le cas échéant. ${day.arrival}`,
    },
    {
      question: "Puis-je commencer le traitement pendant le même séjour\u00a0?",
      answer:
        "Souvent, oui. Si votre plan le permet, nous pouvons programmer le premier soin dans les jours qui suivent. Prévenez votre responsable du tourisme dentaire lors de la réservation afin que nous puissions organiser votre séjour.",
    },
    {
      question: "Où se déroule la journée\u00a0?",
      answer:
        "Dans notre clinique du centre de Budapest, à quelques minutes à pied de la gare de Nyugati, près des trams 4 et 6 et du métro M3.",
    },
  ],
  checkoutExpired: `Cette session de paiement a expiré\u00a0: une place vous est réservée pendant ${checkoutMinutes} minutes le temps du paiement, aucun montant n'a donc été débité. Veuillez revenir en arrière et réserver à nouveau.`,
  refunded: {
    heading: "Votre paiement a été remboursé",
    text: "La Journée de consultation choisie est devenue complète pendant votre paiement\u00a0: nous n'avons pas pu vous garder de place, et votre paiement est intégralement remboursé. Un remboursement apparaît généralement sur votre carte sous 5 à 10 jours ouvrés\u00a0; nous vous le confirmons également par e-mail. Nous sommes désolés pour ce désagrément. Veuillez choisir une autre date, ou appelez-nous et nous en trouverons une avec vous.",
    chooseAnotherDate: "Choisir une autre date",
  },
  cancelled: {
    heading: "Cette réservation a été annulée",
    text: "Cette réservation pour la Journée de consultation a été payée puis annulée\u00a0; elle ne vous réserve donc plus de place. Si vous ne souhaitiez pas l'annuler, ou si vous voulez réserver une autre date, appelez-nous ou écrivez-nous par e-mail.",
  },
  confirmation: {
    beforeScheduling:
      "Veuillez choisir l'heure de votre rendez-vous dans le calendrier ci-dessus. Vous recevrez ensuite un e-mail de confirmation avec tous les détails.",
    afterScheduling: (time: string) => `Votre rendez-vous est fixé. ${day.arrivalAt(time)}`,
    scheduledNotice: "Votre rendez-vous est bien enregistré\u00a0! Nous nous réjouissons de vous accueillir.",
  },
};

const callUs = `veuillez nous appeler au ${site.phone.display}`;

export const bookingRefusals: Translated<typeof en.bookingRefusals> = {
  fullyBooked: "Cette Journée de consultation est complète. Veuillez choisir une autre date.",
  dayNotOffered: "Cette Journée de consultation n'est pas disponible. Veuillez choisir une autre date.",
  appointmentFormat:
    "Veuillez envoyer appointment_date au format YYYY-MM-DD et appointment_time au format HH:MM.",
  timeNotOffered: "Cet horaire n'est pas proposé lors de la Journée de consultation.",
  bookingNotFound: "Nous n'avons pas trouvé cette réservation.",
  alreadyScheduled:
    "Cette réservation a déjà un rendez-vous. Pour le modifier, veuillez contacter la clinique.",
  notPaid: "Cette réservation n'a pas encore été payée.",
  wrongDay: "Le rendez-vous doit avoir lieu le jour que vous avez réservé.",
  timeJustTaken: "Cet horaire vient d'être pris. Veuillez en choisir un autre.",
  timeFullyBooked: "Cet horaire est complet. Veuillez en choisir un autre.",
  cancelled: "Cette réservation a été annulée.",
  noLongerPaid: "Cette réservation n'est plus payée.",
  refundOnlyPaid: "Seule une réservation payée peut être remboursée.",
  changedMeanwhile: "Cette réservation vient d'être modifiée. Veuillez la consulter à nouveau.",
  moveTooLate: (noticeDays: number) =>
    `Une réservation peut être reportée en ligne à une autre date jusqu'à ${noticeDays} jours avant la date prévue. Pour la reporter maintenant, ${callUs}.`,
  dayBegunChange: `Votre Journée de consultation a commencé\u00a0: pour toute modification, ${callUs}.`,
  dayBegunCancel: `Votre Journée de consultation a commencé\u00a0: pour annuler, ${callUs}.`,
};

export const checkoutDescription: Translated<typeof en.checkoutDescription> = (date: string) =>
  `Journée de consultation, ${date} (déduite du plan de traitement si vous vous faites soigner)`;

export const eventPageLabels: Translated<typeof en.eventPageLabels> = {
  crumb: "Journée de consultation",
  book: `Réserver ma place – ${feeEur}\u00a0€ / ${feeGbp}\u00a0£`,
  secure: "Réservez votre place dès maintenant",
  seeDates: "Voir les dates",
  included: "Ce qui est inclus",
  chooseDate: "Choisissez votre date",
  previousDate: "Date précédente",
  nextDate: "Date suivante",
  allDates: "Toutes les dates",
  noScript:
    "Le paiement en ligne nécessite JavaScript dans votre navigateur. Pour réserver sans JavaScript, appelez-nous au",
  attendees: { eyebrow: "Participants", title: "Ce qu'en disent nos anciens participants" },
  faqHeading: "Questions fréquentes",
  reserve: "Réservez votre place",
  credited: `Les frais de ${fee} sont déduits de votre plan de traitement si vous décidez de vous faire soigner.`,
  nextEvent: "Prochaine date\u00a0:",
  openingHours: "Horaires d'ouverture de la clinique",
};
