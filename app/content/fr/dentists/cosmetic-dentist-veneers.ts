import { sample } from "../../sample";
import type { Dentist } from "../../types";

export default {
  slug: "cosmetic-dentist-veneers",
  name: sample("Dr. Dorottya Szalóki"),
  title: "Dentiste esthétique",
  // The card role is a label English types as a union (DentistRole); it is translated by a map where it is shown.
  role: "Cosmetic dentist",
  cardDescription:
    "Dentiste esthétique forte d'une expérience clinique en Israël, elle se consacre aux facettes, aux couronnes et aux soins des gencives qui donnent à un nouveau sourire un aspect naturel.",
  metaDescription:
    "Dentiste esthétique à Budapest, expérience en Israël\u00a0: facettes en céramique, couronnes et soins des gencives. Consultations en anglais, russe et hébreu.",
  stats: [],
  about: [
    "Elle se consacre à la partie visible de la dentisterie\u00a0: les facettes en céramique, les couronnes et les soins des gencives qui les mettent en valeur. Diplômée en chirurgie dentaire en 2016, elle a suivi une formation complémentaire en dentisterie esthétique en 2017 et a acquis une expérience clinique en Israël.",
    "Elle parle anglais, russe et hébreu, ce que de nombreux patients internationaux trouvent rassurant lorsqu'il s'agit d'un sujet aussi personnel que leur sourire. Elle part de ce que vous souhaitez changer, vous montre ce qui est réaliste, et planifie la préparation et la pose des facettes ou des couronnes en fonction du temps que vous pouvez passer à Budapest.",
    "Des gencives saines sont la base de tout résultat esthétique durable\u00a0: elle examine et soigne donc d'abord les gencives, puis façonne les nouvelles dents en fonction de votre visage, de votre occlusion et de votre teint naturel.",
  ],
  specializations: [
    "Dentisterie esthétique",
    "Facettes en céramique",
    "Couronnes dentaires",
    "Soins des gencives",
  ],
  secondList: {
    heading: "Traitements",
    items: [
      "Facettes en céramique et en e.max",
      "Couronnes en zircone et tout céramique",
      "Soins des gencives avant un traitement esthétique",
      "Blanchiment dentaire",
    ],
  },
  // English requires one of its two headings here (a literal union); it is translated where it is shown.
  educationHeading: "Education and Memberships",
  education: [
    "Diplôme de chirurgie dentaire (DMD) en 2016",
    "Formation en dentisterie esthétique, 2017",
    "Expérience clinique en Israël",
  ],
  memberships: ["Chambre médicale hongroise"],
  languages: ["Anglais", "Russe", "Hébreu"],
} satisfies Dentist;
