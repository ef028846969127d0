import { sample } from "../../sample";
import type { Dentist } from "../../types";

export default {
  slug: "clinical-director",
  name: sample("Dr. Bendegúz Várkonyi"),
  title: "Directeur clinique et chirurgien oral",
  // The card role is a label English types as a union (DentistRole); it is translated by a map where it is shown.
  role: "Oral surgeon",
  cardDescription:
    "Notre directeur clinique et chirurgien oral pose plus de 1\u202f100 implants par an et supervise la planification des cas implantaires et chirurgicaux complexes.",
  metaDescription:
    "Le directeur clinique et chirurgien oral de notre clinique de Budapest\u00a0: plus de 1\u202f100 implants par an (Neodent, Straumann, Alpha Bio). Anglais et allemand.",
  stats: [
    { value: "1\u202f100+", label: "implants par an" },
    { value: "1\u202f648", label: "patients en 2019" },
  ],
  about: [
    "En tant que directeur clinique, il supervise la planification des traitements dans toute la clinique et réalise lui-même nombre des interventions chirurgicales les plus exigeantes. Diplômé en chirurgie dentaire en 2000, il a obtenu sa spécialisation en chirurgie orale en 2004 puis en prothèse dentaire en 2005\u00a0: il conçoit ainsi l'implant et les dents qu'il portera comme un seul et même travail. Aujourd'hui, il pose plus de 1\u202f100 implants par an, et il a soigné 1\u202f648 patients en 2019.",
    "Beaucoup de ses patients viennent du Royaume-Uni et d'autres pays d'Europe de l'Ouest\u00a0; il planifie donc chaque cas en tenant compte du voyage. Il examine vos radiographies et vos photos avant votre arrivée, vous explique chaque étape clairement en anglais ou en allemand, et organise la chirurgie pour que vos séjours à Budapest soient aussi peu nombreux et aussi courts que le traitement le permet en toute sécurité.",
    "Il travaille avec les systèmes d'implants de trois fabricants reconnus, Neodent, Straumann et Alpha Bio, ce qui lui permet d'adapter l'implant à votre os, à votre budget et à la restauration prévue par-dessus.",
  ],
  specializations: ["Chirurgie orale", "Implantologie", "Chirurgie dento-alvéolaire", "Prothèse dentaire"],
  secondList: {
    heading: "Traitements",
    items: [
      "Implants dentaires (Neodent, Straumann, Alpha Bio)",
      "Restaurations complètes d'arcade All-on-4 et All-on-6",
      "Greffe osseuse",
      "Sinus lift",
      "Extraction des dents de sagesse",
      "Couronnes et bridges sur implants",
    ],
  },
  // English requires one of its two headings here (a literal union); it is translated where it is shown.
  educationHeading: "Education and Memberships",
  education: [
    "Diplôme de chirurgie dentaire (DMD) en 2000",
    "Spécialisation en chirurgie orale, 2004",
    "Spécialisation en prothèse dentaire, 2005",
  ],
  memberships: ["Chambre médicale hongroise", "Association dentaire hongroise"],
  languages: ["Anglais", "Allemand"],
} satisfies Dentist;
