import { sample } from "../../sample";
import type { Dentist } from "../../types";

export default {
  slug: "cosmetic-dentist",
  name: sample("Dr. Csenge Ördögh"),
  title: "Zahnärztin für ästhetische Zahnmedizin",
  // The card role is a label English types as a union (DentistRole); it is translated by a map where it is shown.
  role: "Cosmetic dentist",
  cardDescription:
    "Eine Zahnärztin für ästhetische Zahnmedizin mit zahnfarbenen Füllungen, Zahnaufhellung und ästhetischer Alltagsversorgung, mit Beratung auf Englisch und Rumänisch.",
  metaDescription:
    "Ästhetische Zahnmedizin in unserer Klinik in Budapest: zahnfarbene Füllungen, Zahnaufhellung und ästhetische Versorgung. Beratung auf Englisch und Rumänisch.",
  stats: [],
  about: [
    "Sie schloss ihr Zahnmedizinstudium im Jahr 2019 ab und arbeitet im ästhetischen Team der Klinik an den Behandlungen, die das Erscheinungsbild eines Lächelns im Alltag verändern: zahnfarbene Füllungen, professionelle Zahnaufhellung und die Vorbereitung für Veneers und Kronen. An der Seite der erfahreneren Kolleginnen und Kollegen aus ästhetischer Zahnmedizin und Prothetik bringt sie eine aktuelle Ausbildung und große Sorgfalt im Detail mit.",
    "Sie spricht Englisch und Rumänisch, und internationale Patientinnen und Patienten kommen oft für eine Kontrolluntersuchung oder eine kleinere ästhetische Behandlung zu ihr. Sie erklärt die Möglichkeiten in verständlichen Worten, sorgt dafür, dass Sie Plan und Kosten kennen, bevor etwas beginnt, und legt die Termine in die Tage, die Sie in Budapest verbringen.",
    "Kleine Veränderungen bewirken oft den größten Unterschied. Dunkle Füllungen durch zahnfarbene zu ersetzen, eine gründliche professionelle Zahnreinigung und eine Zahnaufhellung können ein Lächeln auffrischen, ohne mehr Zahnsubstanz als nötig abzutragen.",
  ],
  specializations: ["Ästhetische Zahnmedizin", "Ästhetische Füllungen", "Zahnaufhellung", "Zahnprophylaxe"],
  secondList: {
    heading: "Behandlungen",
    items: [
      "Zahnfarbene Füllungen",
      "Professionelle Zahnaufhellung",
      "Zahnsteinentfernung und Politur",
      "Kariesvorbeugung",
    ],
  },
  // English requires one of its two headings here (a literal union); it is translated where it is shown.
  educationHeading: "Education and Memberships",
  education: ["Abschluss in Zahnmedizin (DMD) im Jahr 2019"],
  memberships: ["Ungarische Ärztekammer"],
  languages: ["Englisch", "Rumänisch"],
} satisfies Dentist;
