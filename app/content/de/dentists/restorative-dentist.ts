import { sample } from "../../sample";
import type { Dentist } from "../../types";

export default {
  slug: "restorative-dentist",
  name: sample("Dr. Boglárka Halmosi"),
  title: "Zahnärztin",
  // The card role is a label English types as a union (DentistRole); it is translated by a map where it is shown.
  role: "Endodontist",
  cardDescription:
    "Eine Zahnärztin für konservierende, endodontische, restaurative und prothetische Behandlungen, die 2019 1.616 Patienten behandelte, von Füllungen und Wurzelkanälen bis zu Kronen und Brücken.",
  metaDescription:
    "Zahnärztin in Budapest für konservierende, endodontische, restaurative und prothetische Behandlungen, 1.616 Patienten im Jahr 2019. Beratung auf Englisch.",
  stats: [{ value: "1.616", label: "Patienten im Jahr 2019" }],
  about: [
    "Sie kümmert sich um die Zähne, die sich noch erhalten lassen. Ihre tägliche Arbeit umfasst konservierende Zahnheilkunde und Endodontie, von zahnfarbenen Füllungen und Inlays bis zur Wurzelkanalbehandlung, dazu restaurative und prothetische Arbeiten wie Kronen und Brücken. Sie schloss ihr Zahnmedizinstudium im Jahr 2010 ab, legte 2014 ihre Fachzahnarztprüfung ab und behandelte im Jahr 2019 1.616 Patienten.",
    "Für Patientinnen und Patienten aus dem Ausland plant sie Wurzelkanalbehandlungen und Restaurationen so, dass sie in einen kurzen Aufenthalt passen; eine Wurzelkanalbehandlung dauert meist zwei bis drei Sitzungen. Sie erklärt die Möglichkeiten auf Englisch, zeigt Ihnen, was Ihre Röntgenbilder zeigen, und sorgt dafür, dass Sie bei der Abreise wissen, wie Sie die Arbeit zu Hause pflegen.",
    "Ihr Ansatz ist konservierend im ursprünglichen Sinn: so viel natürliche Zahnsubstanz wie möglich erhalten und erst dann zu einer Krone oder Brücke übergehen, wenn eine Füllung oder ein Inlay nicht mehr ausreicht.",
  ],
  specializations: [
    "Konservierende Zahnheilkunde",
    "Endodontie",
    "Restaurative Zahnheilkunde",
    "Zahnärztliche Prothetik",
  ],
  secondList: {
    heading: "Behandlungen",
    items: [
      "Wurzelkanalbehandlung",
      "Zahnfarbene Füllungen",
      "Inlays aus Komposit und Keramik",
      "Zahnkronen",
      "Zahnbrücken",
    ],
  },
  // English requires one of its two headings here (a literal union); it is translated where it is shown.
  educationHeading: "Education and Memberships",
  education: ["Abschluss in Zahnmedizin (DMD) im Jahr 2010", "Fachzahnarztprüfung, 2014"],
  memberships: ["Ungarische Ärztekammer", "Ungarischer Zahnärzteverband"],
  languages: ["Englisch"],
} satisfies Dentist;
