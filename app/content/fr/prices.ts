/**
 * Les mots de la page des tarifs (/prices) en français. Les prix, groupes et totaux viennent de la
 * grille tarifaire (app/content/price-list.ts), les coordonnées bancaires de `site.bank`.
 */
import type * as en from "../prices";
import type { Translated } from "../locales";
import { consultationDay } from "../consultation-day";
import { consultationEvent as frEvent } from "./event";
import { GBP_PENCE_PER_EUR } from "../price-list";

/** '1 € = 0,86 £', d'après le taux de change unique. */
const rate = `1\u00a0€ = ${(GBP_PENCE_PER_EUR / 100).toFixed(2).replace(".", ",")}\u00a0£`;

export const pricesPage: Translated<typeof en.pricesPage> = {
  title: "Tarifs dentaires à Budapest",
  subtitle:
    "Prix indicatifs en euros ou en livres pour nos traitements les plus courants. Avant le début de tout traitement, vous recevez un plan de traitement écrit avec votre prix complet.",
  reassurance: [
    {
      icon: "shield",
      title: "Garantie de 3 ans",
      text: "Les couronnes, bridges, facettes et travaux sur implants sont couverts par notre garantie de 3 ans si vous vous rendez régulièrement à vos contrôles.",
    },
    {
      icon: "clock",
      title: "Traitement en 3 à 5 jours",
      text: "Grâce à notre laboratoire dentaire intégré, la plupart des traitements par couronnes, facettes et bridges sont réalisés en un seul séjour de 3 à 5 jours.",
    },
    {
      icon: "users",
      title: "Un accompagnement personnel",
      text: "Votre responsable du tourisme dentaire répond à vos questions, prend vos rendez-vous et vous aide à organiser vols, hôtel et transferts.",
    },
  ],
  paymentOptions: [
    {
      title: "Carte bancaire",
      text: "Payez à l'accueil par carte de crédit ou de débit.",
    },
    {
      title: "Virement bancaire",
      text: "Virez le montant en EUR ou en GBP sur le compte correspondant indiqué dans nos coordonnées bancaires. Merci d'indiquer vos nom et prénom comme référence du paiement.",
    },
    {
      title: "Espèces",
      text: "Payez en espèces, en EUR ou en GBP, à l'accueil.",
    },
  ],
  importantInformation: [
    "Les prix sont indicatifs. Votre prix définitif est confirmé dans votre plan de traitement écrit.",
    "Le paiement est dû avant chaque étape du traitement.",
    "Un paiement échelonné est possible lorsque votre traitement s'étend sur plus d'une visite.",
    `Les montants en livres sont calculés au taux de ${rate}, arrondis à la livre près\u00a0; à la clinique, vous payez en euros ou en livres.`,
    `Merci d'arriver ${consultationDay.arriveMinutesBefore}\u00a0minutes avant chaque rendez-vous.`,
    "La garantie de 3 ans suppose un contrôle tous les 6 mois et le respect des consignes de suivi que vous donne votre dentiste.",
    `${frEvent.story.day} ${frEvent.story.credit}`,
  ],
  metaDescription:
    "Tarifs dentaires indicatifs à Budapest en EUR ou GBP\u00a0: implants, couronnes, facettes, obturations, hygiène. Étude gratuite de vos radiographies, plan de traitement écrit avant tout soin.",
};

/** Titres, boutons et libellés de la page des tarifs. */
export const pricesLabels: Translated<typeof en.pricesLabels> = {
  eyebrow: "Tarifs",
  reassurance: "Inclus dans chaque traitement",
  groups: "Groupes de tarifs",
  freeConsultation: frEvent.story.free,
  payment: "Modes de paiement",
  bankTransfer: "Coordonnées pour le virement bancaire",
  bank: {
    bank: "Banque",
    company: "Société",
    swift: "SWIFT / BIC",
    eur: "Compte en EUR",
    gbp: "Compte en GBP",
  },
  important: "Informations importantes",
};
