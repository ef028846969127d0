import { sample } from "../../sample";
import type { Dentist } from "../../types";

export default {
  slug: "endodontist",
  name: sample("Dr. Botond Ferencz"),
  title: "Dentiste généraliste spécialisé en endodontie",
  // The card role is a label English types as a union (DentistRole); it is translated by a map where it is shown.
  role: "Endodontist",
  cardDescription:
    "Dentiste généraliste orienté vers l'endodontie, il a soigné 1\u202f952 patients en 2019 et sauve les dents douloureuses ou infectées par un traitement de canal minutieux.",
  metaDescription:
    "Dentiste généraliste à Budapest orienté vers l'endodontie et le traitement de canal, 1\u202f952 patients en 2019. Consultations en anglais et en roumain.",
  stats: [{ value: "1\u202f952", label: "patients en 2019" }],
  about: [
    "Dentiste généraliste, il s'intéresse avant tout à l'endodontie\u00a0: le traitement de l'intérieur de la dent, pour conserver une dent douloureuse ou infectée plutôt que de l'extraire. Diplômé en chirurgie dentaire en 2015, il a soigné 1\u202f952 patients en 2019.",
    "Beaucoup de patients internationaux viennent d'abord le voir pour une rage de dents ou une ancienne obturation canalaire qui commence à poser problème. Il vous explique en anglais ou en roumain ce que montre la radiographie, et planifie le traitement de canal, qui demande généralement deux à trois séances, pour qu'il tienne dans votre séjour et que la dent soit prête à recevoir une couronne si elle en a besoin.",
    "En plus des traitements de canal, il assure les soins dentaires courants, des contrôles et obturations jusqu'aux inlays qui restaurent une dent après traitement.",
  ],
  specializations: ["Dentisterie générale", "Endodontie", "Traitement de canal", "Dentisterie conservatrice"],
  secondList: {
    heading: "Traitements",
    items: [
      "Traitement de canal",
      "Retraitement de canal",
      "Obturations couleur dent",
      "Inlays dentaires",
      "Contrôles et soins préventifs",
    ],
  },
  // English requires one of its two headings here (a literal union); it is translated where it is shown.
  educationHeading: "Education and Memberships",
  education: ["Diplôme de chirurgie dentaire (DMD) en 2015"],
  memberships: ["Chambre médicale hongroise"],
  languages: ["Anglais", "Roumain"],
} satisfies Dentist;
