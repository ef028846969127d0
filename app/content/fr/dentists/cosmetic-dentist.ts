import { sample } from "../../sample";
import type { Dentist } from "../../types";

export default {
  slug: "cosmetic-dentist",
  name: sample("Dr. Csenge Ördögh"),
  title: "Dentiste esthétique",
  // The card role is a label English types as a union (DentistRole); it is translated by a map where it is shown.
  role: "Cosmetic dentist",
  cardDescription:
    "Dentiste esthétique, elle réalise obturations couleur dent, blanchiments et soins esthétiques courants, avec des consultations en anglais et en roumain.",
  metaDescription:
    "Dentiste esthétique de notre clinique de Budapest\u00a0: obturations couleur dent, blanchiment et soins esthétiques, avec des consultations en anglais et en roumain.",
  stats: [],
  about: [
    "Diplômée en chirurgie dentaire en 2019, elle travaille au sein de l'équipe esthétique de la clinique sur les traitements qui changent l'apparence d'un sourire au quotidien\u00a0: obturations couleur dent, blanchiment professionnel et préparation des facettes et des couronnes. Aux côtés des dentistes esthétiques et prothésistes plus expérimentés de la clinique, elle apporte une formation récente et un grand souci du détail.",
    "Elle parle anglais et roumain, et les patients internationaux la consultent souvent pour un contrôle ou un soin esthétique plus simple. Elle explique les options avec des mots simples, s'assure que vous connaissez le plan et le coût avant tout début de traitement, et organise les rendez-vous pendant les jours que vous passez à Budapest.",
    "Ce sont souvent les petits changements qui font la plus grande différence. Remplacer des obturations sombres par des obturations couleur dent, un détartrage professionnel minutieux et un blanchiment peuvent raviver un sourire sans retirer plus de dent que nécessaire.",
  ],
  specializations: [
    "Dentisterie esthétique",
    "Obturations esthétiques",
    "Blanchiment dentaire",
    "Dentisterie préventive",
  ],
  secondList: {
    heading: "Traitements",
    items: [
      "Obturations couleur dent",
      "Blanchiment dentaire professionnel",
      "Détartrage et polissage",
      "Prévention des caries",
    ],
  },
  // English requires one of its two headings here (a literal union); it is translated where it is shown.
  educationHeading: "Education and Memberships",
  education: ["Diplôme de chirurgie dentaire (DMD) en 2019"],
  memberships: ["Chambre médicale hongroise"],
  languages: ["Anglais", "Roumain"],
} satisfies Dentist;
