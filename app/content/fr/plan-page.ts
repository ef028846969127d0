/** La page du plan de traitement pour le patient (/plan/<token>) : jumelle de app/content/plan-page.ts. */
import type { Translated } from "../locales";
import type * as en from "../plan-page";
import type { Country } from "../price-list";
import { site } from "../site";

const inCountry: Record<Country, string> = {
  uk: "au Royaume-Uni",
  germany: "en Allemagne",
  usa: "aux États-Unis",
};

export const planPageCopy: Translated<typeof en.planPageCopy> = {
  metaTitle: (reference: string) => `Votre plan de traitement ${reference} | ${site.name}`,
  heading: "Votre plan de traitement",
  reference: "Référence du plan",
  version: (version: number) => `Version ${version}`,
  patient: "Patient",
  dentist: "Votre dentiste",
  validUntil: "Valable jusqu’au",
  private: "Cette page ne s’ouvre qu’à partir du lien de votre e-mail. Merci de ne pas partager ce lien.",
  pdf: "Télécharger le PDF",
  visitsHeading: "Vos séjours à Budapest",
  trips: (trips: number) =>
    trips === 1
      ? "Votre traitement demande un seul voyage à Budapest."
      : `Votre traitement demande ${trips} voyages à Budapest.`,
  visitNames: ["Premier séjour", "Deuxième séjour", "Troisième séjour", "Quatrième séjour"],
  workingDays: (days: number) => (days === 1 ? "1 jour de soins" : `${days} jours de soins`),
  nights: (nights: number) =>
    nights === 1 ? "environ 1 nuit à Budapest" : `environ ${nights} nuits à Budapest`,
  healing: (months: number) =>
    months === 1
      ? "Après 1 mois de cicatrisation chez vous :"
      : `Après ${months} mois de cicatrisation chez vous :`,
  columns: { item: "Soin", teeth: "Dents", quantity: "Quantité", amount: "Montant" },
  noTeeth: "–",
  free: "Gratuit",
  priceHeading: "Le prix",
  subtotal: "Sous-total",
  discount: (percent: number) => `Réduction newsletter (${percent}\u00a0%)`,
  creditLabel: "Crédit Journée de consultation",
  total: "Total",
  withPounds: (eur: string, pounds: string) => `${eur} (environ ${pounds})`,
  aboutPounds: (pounds: string) => `environ ${pounds}`,
  chargedInEuros:
    "Vous payez en euros : les montants en livres sont indicatifs, à notre taux de change unique.",
  homeHeading: "Ce que le même traitement coûte chez vous",
  homeIntro: (market: Country) =>
    `Notre liste de prix indique le prix habituel ${inCountry[market]} de certains traitements complets. Lorsque votre plan en contient toutes les parties, vous pouvez comparer ici.`,
  homeColumns: {
    treatment: "Traitement complet",
    budapest: "Dans ce plan",
    home: (market: Country) => `${inCountry[market].charAt(0).toUpperCase()}${inCountry[market].slice(1)}`,
  },
  homeRest:
    "Les autres soins de votre plan ne sont pas comparés : notre liste de prix n’indique pas leur prix chez vous.",
  homeNone:
    "Notre liste de prix n’indique de prix chez vous pour aucun des soins de votre plan : plutôt qu’une estimation, nous ne montrons pas de comparaison.",
  homeNote:
    "Les prix chez vous sont des prix habituels pour le même traitement complet, pas le devis d’une autre clinique.",
  includedHeading: "Inclus sans supplément",
  questionsHeading: "Des questions sur votre plan ?",
  questionsText:
    "Posez-nous vos questions avant de décider. Votre responsable du tourisme dentaire vous répond par WhatsApp, par e-mail ou par téléphone.",
  whatsapp: "WhatsApp",
  whatsappMessage: (reference: string) =>
    `Bonjour ${site.name}, j’ai une question sur mon plan de traitement ${reference}.`,
  accept: {
    heading: "Accepter ce plan",
    text: (version: number) =>
      `Pour accepter la version ${version} de votre plan, saisissez votre nom complet tel qu’il figure sur le plan et cochez la case.`,
    nameLabel: "Votre nom complet",
    termsLabel: "J’accepte ce plan de traitement et les conditions",
    termsLink: "Lire les conditions",
    submit: "Accepter le plan de traitement",
  },
  accepted: {
    heading: "Vous avez accepté ce plan",
    text: (version: number, when: string) =>
      `Vous avez accepté la version ${version} de votre plan le ${when}. Merci : la clinique est prévenue, et votre responsable du tourisme dentaire vous contactera pour organiser votre premier séjour.`,
  },
  decline: {
    heading: "Vous ne souhaitez pas donner suite ?",
    text: "Si ce plan ne vous convient pas, vous pouvez nous le dire ici.",
    start: "Refuser ce plan",
    confirmHeading: "Refuser ce plan ?",
    confirmText:
      "Une fois refusé, ce plan ne pourra plus être accepté en ligne. Si vous changez d’avis, contactez-nous et nous vous préparerons un nouveau plan.",
    reasonLegend: "Voulez-vous nous dire pourquoi ? (facultatif)",
    noReason: "Je préfère ne pas le dire",
    submit: "Refuser",
    keep: "Garder le plan",
  },
  declined: {
    heading: "Vous avez refusé ce plan",
    text: (when: string) =>
      `Vous avez refusé ce plan le ${when}. Si vous souhaitez en parler ou recevoir un nouveau plan, nous serons heureux de vous aider.`,
  },
  expiredHeading: "Ce plan a expiré",
  answeredHeading: "Ce plan a déjà reçu une réponse",
  superseded: (current: number) =>
    `Ceci est une version antérieure de votre plan. Votre plan actuel est la version ${current}.`,
  readVersion: (version: number) => `Lire la version ${version}`,
  earlierHeading: "Versions antérieures",
  earlierVersion: (version: number, sentOn: string) =>
    `Version ${version}, envoyée le ${sentOn}, remplacée par une version plus récente`,
  contact: `Vous pouvez joindre la clinique au ${site.phone.display} ou à ${site.email}.`,
  pdfDocument: {
    title: "Plan de traitement",
    issued: "Émis le",
    unitPrice: "Prix unitaire",
    pageOf: (page: number, pages: number) => `Page ${page} sur ${pages}`,
    footer: "Les prix de ce plan sont garantis jusqu’à sa date de validité.",
    notes: "Remarques",
  },
  errorSummary: "Votre réponse n’a pas été enregistrée :",
};
