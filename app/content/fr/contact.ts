import type * as en from "../contact";
import type { Translated } from "../locales";

/**
 * The contact form's treatment choices, in the order English lists them. The form still sends
 * the English option (app/lib/schemas/contact.ts checks it against English): these are its labels.
 */
export const treatmentOptions: Translated<typeof en.treatmentOptions> = [
  "Implants dentaires",
  "Couronnes et bridges",
  "All-on-4",
  "All-on-6",
  "Dentisterie esthétique",
  "Autre",
];

export const contactSection: Translated<typeof en.contactSection> = {
  eyebrow: "Contactez-nous",
  title: "Réservez votre consultation gratuite",
  intro:
    "Dites-nous ce dont vous avez besoin, ou demandez une consultation par téléphone ou en visioconférence avec votre responsable du tourisme dentaire. Cette première consultation est gratuite\u00a0: nous vous répondons sous 24\u00a0heures et, dès que nos dentistes ont vu vos radiographies ou vos photos, nous vous envoyons par e-mail un plan de traitement écrit avec le prix complet.",
};

export const quoteSection: Translated<typeof en.quoteSection> = {
  eyebrow: "Devis gratuit",
  title: "Demandez votre devis gratuit",
  intro:
    "Indiquez-nous le traitement que vous souhaitez et, si vous en avez, joignez une radiographie récente ou des photos de vos dents. Nos dentistes examinent l’ensemble et vous répondent sous 24\u00a0heures avec un devis écrit.",
};

export const contactCopy: Translated<typeof en.contactCopy> = {
  labels: {
    name: "Nom *",
    email: "E-mail *",
    phone: "Téléphone",
    treatment: "Traitement",
    message: "Votre message",
  },
  selectPlaceholder: "Choisir un traitement",
  messageHint:
    "Dites-nous ce que vous aimeriez améliorer. Merci de ne pas donner plus de détails sur votre santé que nécessaire pour un premier devis.",
  attachments: {
    label: "Radiographies ou photos (facultatif)",
    hint: "Une radiographie panoramique ou des photos nettes de vos dents aident nos dentistes à chiffrer votre plan de traitement. Jusqu’à 5\u00a0fichiers JPEG, PNG, HEIC ou PDF, 10\u00a0Mo chacun et 25\u00a0Mo au total. Nous supprimons les données de localisation et d’appareil contenues dans les photos avant de les enregistrer.",
    sendingWithFiles: "Envoi de vos fichiers…",
  },
  submit: "Envoyer le message",
  sending: "Envoi en cours…",
  thanksTitle: "Merci de nous avoir contactés\u00a0!",
  thanksText: "Nous avons bien reçu votre message et vous répondrons sous 24\u00a0heures.",
  shortThanks: "Votre message a bien été envoyé. Nous vous répondrons très prochainement.",
  consent:
    "En envoyant ce formulaire, vous acceptez que nous utilisions vos données pour répondre à votre demande, comme décrit dans notre",
  consentLink: "politique de confidentialité",
  gotcha: "Laissez ce champ vide",
};

export const thankYouPage: Translated<typeof en.thankYouPage> = {
  metaTitle: "Merci pour votre message",
  metaDescription: "Nous avons bien reçu votre message et vous répondrons sous 24\u00a0heures.",
  eyebrow: "Message reçu",
  sooner: "Besoin d’une réponse plus rapide\u00a0? Appelez-nous au",
};
