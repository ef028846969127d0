import { sample } from "../../sample";
import type { Dentist } from "../../types";

export default {
  slug: "lead-implant-surgeon",
  name: sample("Dr. Kolos Terebesi"),
  title: "Leitender Chirurg in der Implantologie",
  // The card role is a label English types as a union (DentistRole); it is translated by a map where it is shown.
  role: "Lead surgeon",
  cardDescription:
    "Unser leitender Chirurg in der Implantologie setzt rund 1.200 Implantate pro Jahr, vom Einzelzahnimplantat bis zur Versorgung des ganzen Kiefers mit All-on-4 und All-on-6.",
  metaDescription:
    "Leitender Implantatchirurg in Budapest: rund 1.200 Implantate pro Jahr, über 1.300 Patienten 2019, vom Einzelimplantat bis All-on-4. Englisch und Deutsch.",
  stats: [
    { value: "ca. 1.200", label: "Implantate pro Jahr" },
    { value: "1.300+", label: "Patienten im Jahr 2019" },
  ],
  about: [
    "Er leitet die Implantatchirurgie der Klinik, setzt rund 1.200 Implantate pro Jahr und behandelte im Jahr 2019 mehr als 1.300 Patienten. Er schloss sein Zahnmedizinstudium 2012 ab und legte 2015 seine Fachzahnarztprüfung ab; seitdem steht die Implantologie im Mittelpunkt seiner Arbeit, von Einzelimplantaten und implantatgetragenen Brücken bis zur Versorgung des ganzen Kiefers.",
    "Die meisten seiner Patientinnen und Patienten reisen für ihre Implantate nach Budapest. Deshalb plant er die Behandlung in Etappen, die sich mit Beruf und Familie vereinbaren lassen. Ein typischer Ablauf beginnt mit einer Beratung und einem 3D-Röntgen (DVT), setzt sich in den folgenden Tagen mit dem Eingriff fort und endet mit den endgültigen Kronen, sobald die Implantate eingeheilt sind, meist drei bis sechs Monate später. Er erklärt jede Etappe auf Englisch oder Deutsch und sagt Ihnen im Voraus, mit wie vielen Besuchen Sie rechnen müssen.",
    "Ist der Knochen zu dünn, setzt er Knochenaufbau und Sinuslift ein, und er wählt unter den Premium-Implantatsystemen, mit denen die Klinik arbeitet, Neodent, Straumann und Alpha Bio, das passende für jeden Fall.",
  ],
  specializations: [
    "Implantologie",
    "Implantatchirurgie",
    "Versorgung des ganzen Kiefers",
    "Knochenaugmentation",
  ],
  secondList: {
    heading: "Behandlungen",
    items: [
      "Einzelzahnimplantate",
      "All-on-4 und All-on-6",
      "Implantatgetragene Brücken",
      "Knochenaufbau",
      "Sinuslift",
    ],
  },
  // English requires one of its two headings here (a literal union); it is translated where it is shown.
  educationHeading: "Education and Memberships",
  education: ["Abschluss in Zahnmedizin (DMD) im Jahr 2012", "Fachzahnarztprüfung, 2015"],
  memberships: ["Ungarische Ärztekammer", "Ungarischer Zahnärzteverband"],
  languages: ["Englisch", "Deutsch"],
} satisfies Dentist;
