import { sample } from "../../sample";
import type { Dentist } from "../../types";

export default {
  slug: "general-dentist",
  name: sample("Dr. Gellért Vámosi"),
  title: "Dentiste généraliste",
  // The card role is a label English types as a union (DentistRole); it is translated by a map where it is shown.
  role: "Endodontist",
  cardDescription:
    "Dentiste généraliste expérimenté, en exercice depuis 2009, il assure contrôles, obturations, traitements de canal et couronnes, en anglais et en allemand.",
  metaDescription:
    "Dentiste généraliste expérimenté à Budapest\u00a0: contrôles, obturations, traitements de canal et couronnes. Consultations en anglais et en allemand.",
  stats: [],
  about: [
    "Il exerce la dentisterie générale depuis son diplôme en 2009, et une grande partie de son travail consiste en ces soins courants qui gardent la bouche en bonne santé\u00a0: contrôles, obturations, traitements de canal et couronnes. Les traitements de canal occupent une large place dans son activité, et il soigne souvent des patients dont le plan associe un traitement de canal à une nouvelle obturation ou couronne.",
    "Il parle anglais et allemand, et de nombreux patients internationaux le consultent pour un bilan complet avant ou pendant un traitement plus important. Il prend le temps d'expliquer ce qu'il constate, distingue ce qui doit être fait maintenant de ce qui peut attendre, et organise les soins en fonction des jours que vous passez à Budapest.",
  ],
  specializations: [
    "Dentisterie générale",
    "Traitement de canal",
    "Dentisterie conservatrice",
    "Couronnes et bridges",
  ],
  secondList: {
    heading: "Traitements",
    items: [
      "Contrôles dentaires",
      "Obturations couleur dent",
      "Traitement de canal",
      "Couronnes dentaires",
      "Extraction dentaire",
    ],
  },
  // English requires one of its two headings here (a literal union); it is translated where it is shown.
  educationHeading: "Education and Memberships",
  education: ["Diplôme de chirurgie dentaire (DMD) en 2009"],
  memberships: ["Chambre médicale hongroise"],
  languages: ["Anglais", "Allemand"],
} satisfies Dentist;
