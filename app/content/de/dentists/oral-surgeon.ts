import { sample } from "../../sample";
import type { Dentist } from "../../types";

export default {
  slug: "oral-surgeon",
  name: sample("Dr. Örs Kemenes"),
  title: "Oralchirurg",
  // The card role is a label English types as a union (DentistRole); it is translated by a map where it is shown.
  role: "Oral surgeon",
  cardDescription: "Inhalte folgen in Kürze.",
  metaDescription:
    "Oralchirurg unserer privaten Zahnklinik in Budapest, Teil des chirurgischen Teams für Patienten aus Großbritannien und Westeuropa. Vollständiges Profil folgt.",
  stats: [],
  about: ["Inhalte folgen in Kürze."],
  specializations: [],
  secondList: { heading: "Behandlungen", items: [] },
  // English requires one of its two headings here (a literal union); it is translated where it is shown.
  educationHeading: "Education and Memberships",
  education: [],
  memberships: [],
  languages: [],
} satisfies Dentist;
