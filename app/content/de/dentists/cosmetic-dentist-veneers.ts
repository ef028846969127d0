import { sample } from "../../sample";
import type { Dentist } from "../../types";

export default {
  slug: "cosmetic-dentist-veneers",
  name: sample("Dr. Dorottya Szalóki"),
  title: "Zahnärztin für ästhetische Zahnmedizin",
  // The card role is a label English types as a union (DentistRole); it is translated by a map where it is shown.
  role: "Cosmetic dentist",
  cardDescription:
    "Eine Zahnärztin für ästhetische Zahnmedizin mit klinischer Erfahrung in Israel, spezialisiert auf Veneers, Kronen und die Zahnfleischbehandlungen, mit denen ein neues Lächeln natürlich wirkt.",
  metaDescription:
    "Ästhetische Zahnmedizin in Budapest mit Erfahrung aus Israel: Keramik-Veneers, Kronen und Zahnfleischbehandlungen. Beratung auf Englisch, Russisch und Hebräisch.",
  stats: [],
  about: [
    "Sie widmet sich der sichtbaren Seite der Zahnmedizin: Keramik-Veneers, Kronen und den Zahnfleischbehandlungen, die ihnen den Rahmen geben. Nach ihrem Abschluss in Zahnmedizin im Jahr 2016 absolvierte sie 2017 eine Weiterbildung in ästhetischer Zahnmedizin und sammelte klinische Erfahrung in Israel.",
    "Sie spricht Englisch, Russisch und Hebräisch, was viele internationale Patientinnen und Patienten als beruhigend empfinden, wenn es um etwas so Persönliches wie ihr Lächeln geht. Sie beginnt mit dem, was Sie verändern möchten, zeigt Ihnen, was realistisch ist, und plant die Präparation und das Einsetzen von Veneers oder Kronen passend zu der Zeit, die Sie in Budapest verbringen können.",
    "Gesundes Zahnfleisch ist die Grundlage jedes dauerhaften ästhetischen Ergebnisses. Deshalb untersucht und behandelt sie zuerst das Zahnfleisch und gestaltet dann die neuen Zähne passend zu Ihrem Gesicht, Ihrem Biss und Ihrer natürlichen Farbgebung.",
  ],
  specializations: ["Ästhetische Zahnmedizin", "Keramik-Veneers", "Zahnkronen", "Zahnfleischbehandlungen"],
  secondList: {
    heading: "Behandlungen",
    items: [
      "Keramik- und e.max-Veneers",
      "Kronen aus Zirkon und Vollkeramik",
      "Zahnfleischbehandlung vor ästhetischen Behandlungen",
      "Zahnaufhellung",
    ],
  },
  // English requires one of its two headings here (a literal union); it is translated where it is shown.
  educationHeading: "Education and Memberships",
  education: [
    "Abschluss in Zahnmedizin (DMD) im Jahr 2016",
    "Weiterbildung in ästhetischer Zahnmedizin, 2017",
    "Klinische Erfahrung in Israel",
  ],
  memberships: ["Ungarische Ärztekammer"],
  languages: ["Englisch", "Russisch", "Hebräisch"],
} satisfies Dentist;
