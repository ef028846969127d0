import { sample } from "../../sample";
import type { Dentist } from "../../types";

export default {
  slug: "clinical-director",
  name: sample("Dr. Bendegúz Várkonyi"),
  title: "Klinischer Leiter und Oralchirurg",
  // The card role is a label English types as a union (DentistRole); it is translated by a map where it is shown.
  role: "Oral surgeon",
  cardDescription:
    "Unser klinischer Leiter und Oralchirurg setzt mehr als 1.100 Implantate pro Jahr und verantwortet die Planung komplexer implantologischer und chirurgischer Fälle.",
  metaDescription:
    "Der klinische Leiter und Oralchirurg unserer Klinik in Budapest: über 1.100 Implantate pro Jahr mit Neodent, Straumann und Alpha Bio. Englisch und Deutsch.",
  stats: [
    { value: "1.100+", label: "Implantate pro Jahr" },
    { value: "1.648", label: "Patienten im Jahr 2019" },
  ],
  about: [
    "Als klinischer Leiter verantwortet er die Behandlungsplanung in der gesamten Klinik und führt viele der anspruchsvollsten chirurgischen Eingriffe selbst durch. Er schloss sein Zahnmedizinstudium im Jahr 2000 ab, erwarb 2004 die Fachzahnarztqualifikation für Oralchirurgie und 2005 für Prothetik. So plant er das Implantat und die Zähne, die darauf sitzen werden, als eine Einheit. Heute setzt er mehr als 1.100 Implantate pro Jahr; im Jahr 2019 behandelte er 1.648 Patienten.",
    "Viele seiner Patientinnen und Patienten reisen aus Großbritannien und anderen Ländern Westeuropas an, deshalb plant er jeden Fall mit Blick auf die Reise. Er sieht sich Ihre Röntgenbilder und Fotos vor Ihrer Ankunft an, erklärt jeden Schritt verständlich auf Englisch oder Deutsch und plant die Eingriffe so, dass Ihre Aufenthalte in Budapest so wenige und so kurz sind, wie es die Behandlung sicher zulässt.",
    "Er arbeitet mit Implantatsystemen von drei etablierten Herstellern, Neodent, Straumann und Alpha Bio. So kann er das Implantat auf Ihren Knochen, Ihr Budget und den darauf geplanten Zahnersatz abstimmen.",
  ],
  specializations: ["Oralchirurgie", "Implantologie", "Dentoalveoläre Chirurgie", "Zahnärztliche Prothetik"],
  secondList: {
    heading: "Behandlungen",
    items: [
      "Zahnimplantate (Neodent, Straumann, Alpha Bio)",
      "All-on-4 und All-on-6: festsitzender Zahnersatz für den ganzen Kiefer",
      "Knochenaufbau",
      "Sinuslift",
      "Weisheitszahnentfernung",
      "Implantatgetragene Kronen und Brücken",
    ],
  },
  // English requires one of its two headings here (a literal union); it is translated where it is shown.
  educationHeading: "Education and Memberships",
  education: [
    "Abschluss in Zahnmedizin (DMD) im Jahr 2000",
    "Fachzahnarzt für Oralchirurgie, 2004",
    "Fachzahnarzt für Prothetik, 2005",
  ],
  memberships: ["Ungarische Ärztekammer", "Ungarischer Zahnärzteverband"],
  languages: ["Englisch", "Deutsch"],
} satisfies Dentist;
