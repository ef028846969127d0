import { sample } from "../../sample";
import type { Dentist } from "../../types";

export default {
  slug: "lead-implant-surgeon",
  name: sample("Dr. Kolos Terebesi"),
  title: "Chirurgien principal en implantologie",
  // The card role is a label English types as a union (DentistRole); it is translated by a map where it is shown.
  role: "Lead surgeon",
  cardDescription:
    "Notre chirurgien principal en implantologie pose environ 1\u202f200 implants par an, de l'implant unitaire aux traitements complets d'arcade All-on-4 et All-on-6.",
  metaDescription:
    "Chirurgien implantologue principal à Budapest\u00a0: quelque 1\u202f200 implants par an, plus de 1\u202f300 patients en 2019, de l'implant seul à l'All-on-4. Anglais, allemand.",
  stats: [
    { value: "env. 1\u202f200", label: "implants par an" },
    { value: "1\u202f300+", label: "patients en 2019" },
  ],
  about: [
    "Il dirige la chirurgie implantaire de la clinique, pose environ 1\u202f200 implants par an et a soigné plus de 1\u202f300 patients en 2019. Diplômé en chirurgie dentaire en 2012, il a réussi son examen de spécialité en 2015\u00a0; depuis, son activité est centrée sur l'implantologie, des implants unitaires et bridges sur implants jusqu'aux traitements complets d'arcade.",
    "La plupart de ses patients viennent à Budapest pour leurs implants\u00a0; il planifie donc le traitement en phases compatibles avec le travail et la vie de famille. Un parcours implantaire type commence par une consultation et un scanner 3D (CBCT), se poursuit par la chirurgie dans les jours qui suivent, et se termine par la pose des couronnes définitives une fois les implants cicatrisés, généralement trois à six mois plus tard. Il vous explique chaque étape en anglais ou en allemand et vous indique à l'avance combien de visites prévoir.",
    "Lorsque l'os est trop mince, il a recours à la greffe osseuse et au sinus lift, et il choisit parmi les systèmes d'implants haut de gamme avec lesquels travaille la clinique, Neodent, Straumann et Alpha Bio, celui qui convient à chaque cas.",
  ],
  specializations: [
    "Implantologie",
    "Chirurgie implantaire",
    "Restaurations complètes d'arcade",
    "Augmentation osseuse",
  ],
  secondList: {
    heading: "Traitements",
    items: [
      "Implants unitaires",
      "All-on-4 et All-on-6",
      "Bridges sur implants",
      "Greffe osseuse",
      "Sinus lift",
    ],
  },
  // English requires one of its two headings here (a literal union); it is translated where it is shown.
  educationHeading: "Education and Memberships",
  education: ["Diplôme de chirurgie dentaire (DMD) en 2012", "Examen de spécialité, 2015"],
  memberships: ["Chambre médicale hongroise", "Association dentaire hongroise"],
  languages: ["Anglais", "Allemand"],
} satisfies Dentist;
