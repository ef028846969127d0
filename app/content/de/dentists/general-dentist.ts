import { sample } from "../../sample";
import type { Dentist } from "../../types";

export default {
  slug: "general-dentist",
  name: sample("Dr. Gellért Vámosi"),
  title: "Allgemeinzahnarzt",
  // The card role is a label English types as a union (DentistRole); it is translated by a map where it is shown.
  role: "Endodontist",
  cardDescription:
    "Ein erfahrener Allgemeinzahnarzt, seit 2009 in der Praxis tätig, für Kontrolluntersuchungen, Füllungen, Wurzelkanalbehandlungen und Kronen, auf Englisch und Deutsch.",
  metaDescription:
    "Erfahrener Allgemeinzahnarzt in Budapest für Kontrolluntersuchungen, Füllungen, Wurzelkanalbehandlungen und Kronen. Beratung auf Englisch und Deutsch.",
  stats: [],
  about: [
    "Seit seinem Abschluss im Jahr 2009 ist er als Allgemeinzahnarzt tätig, und ein großer Teil seiner Arbeit ist die alltägliche Versorgung, die den Mund gesund hält: Kontrolluntersuchungen, Füllungen, Wurzelkanalbehandlungen und Kronen. Wurzelkanalbehandlungen machen einen großen Teil seiner Arbeit aus, und er behandelt oft Patienten, deren Plan eine Wurzelkanalbehandlung mit einer neuen Füllung oder Krone verbindet.",
    "Er spricht Englisch und Deutsch, und viele internationale Patientinnen und Patienten kommen vor oder neben einer größeren Behandlung zu ihm für eine umfassende Kontrolluntersuchung. Er nimmt sich Zeit, seine Befunde zu erklären, trennt, was jetzt nötig ist, von dem, was warten kann, und plant die Behandlung rund um die Tage, die Sie in Budapest verbringen.",
  ],
  specializations: [
    "Allgemeine Zahnmedizin",
    "Wurzelkanalbehandlung",
    "Konservierende Zahnheilkunde",
    "Kronen und Brücken",
  ],
  secondList: {
    heading: "Behandlungen",
    items: [
      "Zahnärztliche Kontrolluntersuchungen",
      "Zahnfarbene Füllungen",
      "Wurzelkanalbehandlung",
      "Zahnkronen",
      "Zahnextraktion",
    ],
  },
  // English requires one of its two headings here (a literal union); it is translated where it is shown.
  educationHeading: "Education and Memberships",
  education: ["Abschluss in Zahnmedizin (DMD) im Jahr 2009"],
  memberships: ["Ungarische Ärztekammer"],
  languages: ["Englisch", "Deutsch"],
} satisfies Dentist;
