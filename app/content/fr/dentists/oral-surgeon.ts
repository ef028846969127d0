import { sample } from "../../sample";
import type { Dentist } from "../../types";

export default {
  slug: "oral-surgeon",
  name: sample("Dr. Örs Kemenes"),
  title: "Chirurgien oral",
  // The card role is a label English types as a union (DentistRole); it is translated by a map where it is shown.
  role: "Oral surgeon",
  cardDescription: "Contenu à venir.",
  metaDescription:
    "Chirurgien oral de notre clinique privée à Budapest, au sein de l'équipe chirurgicale qui soigne des patients britanniques et d'Europe de l'Ouest. Profil complet à venir.",
  stats: [],
  about: ["Contenu à venir."],
  specializations: [],
  secondList: { heading: "Traitements", items: [] },
  // English requires one of its two headings here (a literal union); it is translated where it is shown.
  educationHeading: "Education and Memberships",
  education: [],
  memberships: [],
  languages: [],
} satisfies Dentist;
