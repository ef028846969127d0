import { sample } from "../../sample";
import type { Dentist } from "../../types";

export default {
  slug: "restorative-dentist",
  name: sample("Dr. Boglárka Halmosi"),
  title: "Dentiste",
  // The card role is a label English types as a union (DentistRole); it is translated by a map where it is shown.
  role: "Endodontist",
  cardDescription:
    "Dentiste en soins conservateurs, endodontiques, restaurateurs et prothétiques, elle a soigné 1\u202f616 patients en 2019, des obturations et traitements de canal aux couronnes et bridges.",
  metaDescription:
    "Dentiste à Budapest en soins conservateurs, endodontiques, restaurateurs et prothétiques, 1\u202f616 patients soignés en 2019. Consultations en anglais.",
  stats: [{ value: "1\u202f616", label: "patients en 2019" }],
  about: [
    "Elle prend soin des dents qui peuvent encore être sauvées. Son travail quotidien couvre la dentisterie conservatrice et l'endodontie, des obturations couleur dent et inlays jusqu'au traitement de canal, ainsi que les travaux de restauration et de prothèse comme les couronnes et les bridges. Diplômée en chirurgie dentaire en 2010, elle a réussi son examen de spécialité en 2014 et a soigné 1\u202f616 patients en 2019.",
    "Pour les patients venant de l'étranger, elle planifie traitements de canal et restaurations de façon à tenir dans un court séjour\u00a0; un traitement de canal demande généralement deux à trois séances. Elle vous explique les options en anglais, vous montre ce que révèlent vos radiographies et s'assure qu'en partant, vous savez comment entretenir vos soins une fois chez vous.",
    "Son approche est conservatrice au sens premier du terme\u00a0: garder le plus possible de dent naturelle, et ne passer à une couronne ou à un bridge que lorsqu'une obturation ou un inlay ne suffit plus.",
  ],
  specializations: [
    "Dentisterie conservatrice",
    "Endodontie",
    "Dentisterie restauratrice",
    "Prothèse dentaire",
  ],
  secondList: {
    heading: "Traitements",
    items: [
      "Traitement de canal",
      "Obturations couleur dent",
      "Inlays en composite et en céramique",
      "Couronnes dentaires",
      "Bridges dentaires",
    ],
  },
  // English requires one of its two headings here (a literal union); it is translated where it is shown.
  educationHeading: "Education and Memberships",
  education: ["Diplôme de chirurgie dentaire (DMD) en 2010", "Examen de spécialité, 2014"],
  memberships: ["Chambre médicale hongroise", "Association dentaire hongroise"],
  languages: ["Anglais"],
} satisfies Dentist;
