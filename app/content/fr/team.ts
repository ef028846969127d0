import type * as en from "../team";
import type { TourismManager } from "../team";
import type { Translated } from "../locales";
import { sample } from "../sample";

/**
 * The team page (/about/team): the two Dental Tourism Managers and the journey explainer.
 */

export const teamIntro: Translated<typeof en.teamIntro> = {
  title: "Vos responsables du tourisme dentaire",
  lead: "De votre premier message à votre dernier contrôle, une seule personne s'occupe de votre séjour\u00a0: elle répond à vos questions, organise vos rendez-vous et vous aide pour les vols, l'hôtel et les transferts, afin que vous puissiez vous concentrer sur votre traitement.",
};

export const tourismManagers: TourismManager[] = [
  {
    id: "english",
    name: sample("Emese Dévai"),
    role: "Responsable du tourisme dentaire",
    languages: ["anglais", "hongrois"],
    phone: "+3615550101",
    phoneDisplay: "+36 1 555 0101",
    email: "english@clinic.example",
    bio: "Votre premier contact si vous venez du Royaume-Uni, d'Irlande ou d'un autre pays anglophone\u00a0: elle transmet vos photos et radiographies aux dentistes, vous envoie un devis gratuit, réserve vos rendez-vous et vous aide à organiser vos vols, votre hébergement et votre transfert depuis l'aéroport.",
  },
  {
    id: "french",
    name: sample("Noémi Szakolczai"),
    role: "Responsable du tourisme dentaire pour les patients francophones",
    languages: ["français", "anglais", "hongrois"],
    phone: "+3615550102",
    phoneDisplay: "+36 1 555 0102",
    email: "francais@clinic.example",
    bio: "S'occupe des patients venant de France, de Belgique, de Suisse et d'autres pays francophones\u00a0: elle répond à vos questions en français, organise votre devis gratuit et vos rendez-vous, et vous aide pour le voyage, l'hébergement et les transferts, de votre première demande jusqu'à vos visites de suivi.",
  },
];

/** The journey explainer list: from first contact to aftercare. */
export const journeySteps: Translated<typeof en.journeySteps> = [
  {
    title: "Envoyez-nous vos photos ou votre radiographie",
    text: "Contactez votre responsable du tourisme dentaire par téléphone, par e-mail ou via le formulaire de contact, et envoyez une radiographie récente ou quelques photos de vos dents. Nos dentistes les examinent et vous recevez un devis et un plan de traitement gratuits et sans engagement.",
  },
  {
    title: "Organisez votre voyage",
    text: "Une fois le plan validé, nous convenons ensemble de vos dates de traitement, vous aidons à réserver vols et hôtel, y compris dans nos hôtels partenaires proches de la clinique, et organisons votre transfert depuis l'aéroport de Budapest.",
  },
  {
    title: "Première visite\u00a0: consultation et scanner 3D",
    text: "Le premier jour, vous rencontrez votre dentiste pour une consultation, avec une radiographie panoramique ou un scanner 3D (CBCT) si nécessaire. Votre plan de traitement et votre prix définitif sont confirmés avant le début de tout soin.",
  },
  {
    title: "Votre traitement",
    text: "De nombreux traitements, comme les couronnes, les facettes et les traitements de canal, sont réalisés en 3 à 5 jours. Le traitement implantaire se fait en plusieurs séjours de 3 à 12 jours, avec une période de cicatrisation chez vous entre la chirurgie et les dents définitives.",
  },
  {
    title: "Suivi avant votre vol retour",
    text: "Avant votre départ, nous contrôlons le résultat, vous remettons un kit de soins post-traitement et vous expliquons comment entretenir vos nouvelles dents. Votre responsable reste en contact avec vous si vous avez des questions une fois de retour chez vous.",
  },
  {
    title: "Garantie et suivi",
    text: "Votre traitement est couvert par notre garantie de 3 ans. Nous recommandons un contrôle tous les six mois, et votre responsable peut organiser des visites de suivi lors de votre prochain séjour à Budapest.",
  },
];

/** The team page's meta, headings and labels around its copy. */
export const teamLabels: Translated<typeof en.teamLabels> = {
  crumb: "Notre équipe",
  metaTitle: "Vos responsables du tourisme dentaire à Budapest",
  metaDescription:
    "Les responsables du tourisme dentaire anglophone et francophone organisent vos soins, rendez-vous, vols et hôtel à Budapest, du premier message au suivi.",
  eyebrow: "Notre équipe",
  managers: "Responsables du tourisme dentaire",
  photoAlt: (name: string) => `Photo de ${name}`,
  /** 'Parle anglais, français' */
  speaks: (languages: string) => `Parle ${languages}`,
  journey: "Comment se déroule votre parcours",
  contact: {
    eyebrow: "Commencez ici",
    title: "Envoyez-nous un message",
    intro: "Votre responsable du tourisme dentaire vous répondra sous 24 heures.",
  },
};
