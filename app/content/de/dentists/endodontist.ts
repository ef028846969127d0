import { sample } from "../../sample";
import type { Dentist } from "../../types";

export default {
  slug: "endodontist",
  name: sample("Dr. Botond Ferencz"),
  title: "Allgemeinzahnarzt mit Schwerpunkt Endodontie",
  // The card role is a label English types as a union (DentistRole); it is translated by a map where it is shown.
  role: "Endodontist",
  cardDescription:
    "Ein Allgemeinzahnarzt mit Schwerpunkt Endodontie, der 2019 1.952 Patienten behandelte und schmerzende oder entzündete Zähne mit sorgfältiger Wurzelkanalbehandlung erhält.",
  metaDescription:
    "Allgemeinzahnarzt in Budapest mit Schwerpunkt Endodontie und Wurzelkanalbehandlung, 1.952 Patienten im Jahr 2019. Beratung auf Englisch und Rumänisch.",
  stats: [{ value: "1.952", label: "Patienten im Jahr 2019" }],
  about: [
    "Er ist Allgemeinzahnarzt, und sein Hauptinteresse gilt der Endodontie: der Behandlung des Zahninneren, damit ein schmerzender oder entzündeter Zahn erhalten bleibt, statt entfernt zu werden. Er schloss sein Zahnmedizinstudium im Jahr 2015 ab und behandelte im Jahr 2019 1.952 Patienten.",
    "Viele internationale Patientinnen und Patienten kommen zuerst mit Zahnschmerzen oder einer alten Wurzelfüllung zu ihm, die Beschwerden macht. Er erklärt auf Englisch oder Rumänisch, was das Röntgenbild zeigt, und plant die Wurzelkanalbehandlung, die meist zwei bis drei Sitzungen dauert, so, dass sie in Ihren Aufenthalt passt und der Zahn anschließend bereit für eine Krone ist, falls er eine braucht.",
    "Neben Wurzelkanalbehandlungen bietet er die allgemeine zahnärztliche Versorgung an, von Kontrolluntersuchungen und Füllungen bis zu Inlays, die einen Zahn nach der Behandlung wiederherstellen.",
  ],
  specializations: [
    "Allgemeine Zahnmedizin",
    "Endodontie",
    "Wurzelkanalbehandlung",
    "Konservierende Zahnheilkunde",
  ],
  secondList: {
    heading: "Behandlungen",
    items: [
      "Wurzelkanalbehandlung",
      "Wurzelkanal-Revision",
      "Zahnfarbene Füllungen",
      "Inlays",
      "Kontrolluntersuchungen und Prophylaxe",
    ],
  },
  // English requires one of its two headings here (a literal union); it is translated where it is shown.
  educationHeading: "Education and Memberships",
  education: ["Abschluss in Zahnmedizin (DMD) im Jahr 2015"],
  memberships: ["Ungarische Ärztekammer"],
  languages: ["Englisch", "Rumänisch"],
} satisfies Dentist;
