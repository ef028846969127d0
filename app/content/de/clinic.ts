import type * as en from "../clinic";
import type { Translated } from "../locales";

/** The clinic overview page (/clinic/<slug>): docs/product.md, Pages. */
export const clinicPage: Translated<typeof en.clinicPage> = {
  metaTitle: "Unsere private Zahnklinik in Budapest",
  metaDescription:
    "Unsere Klinik in Budapest und ihre acht Zahnärzte: Premium-Implantate, Kronen und Veneers nahe dem Westbahnhof, mit eigenem Dentallabor und 3 Jahren Garantie.",
  hero: {
    eyebrow: "Unsere Klinik",
    lead: "Eine Privatklinik im Zentrum von Budapest, in der Fachzahnärzte, ein hauseigenes Dentallabor und ein persönlicher Patientenbetreuer zusammenarbeiten, damit Sie in wenigen gut geplanten Tagen eine hochwertige Behandlung erhalten.",
  },
  intro:
    "Seit mehr als 15 Jahren behandeln wir Patientinnen und Patienten jeden Alters aus Ungarn und dem Ausland. Unsere Zahnärzte decken zusammen fast 40 Fachrichtungen ab, unsere Zahntechniker arbeiten im selben Gebäude, und wir verwenden Premium-Implantatsysteme von Neodent, Straumann und Alpha Bio. Jede Behandlung beginnt mit einer kostenlosen Erstberatung per E-Mail oder Videoanruf und einem schriftlichen Plan mit dem vollständigen Preis.",
  highlights: [
    {
      icon: "award",
      title: "Erstklassige Qualität",
      text: "ISO-9001-zertifizierte Behandlung, Premium-Materialien und ein hauseigenes Dentallabor, dazu unsere Garantie von 3 Jahren.",
    },
    {
      icon: "users",
      title: "Erfahrenes Team",
      text: "Oralchirurgen, Implantologen, Zahnärzte für ästhetische Zahnmedizin und Endodontologen, die komplexe Fälle gemeinsam planen.",
    },
    {
      icon: "thumbs-up",
      title: "Führender Anbieter",
      text: "Tausende behandelte Patientinnen und Patienten, ausgezeichnet als Superbrand und als eine der Besten Budapests (Best of Budapest).",
    },
  ],
  procedures: [
    { href: "/treatments/dental-implant", label: "Zahnimplantate" },
    { href: "/treatments/all-on-treatments", label: "All-on-4 und All-on-6" },
    { href: "/treatments/dental-crown", label: "Zahnkronen" },
    { href: "/treatments/porcelain-veneers", label: "Keramik-Veneers" },
    { href: "/prices", label: "Unsere Preisliste" },
  ],
  directions: {
    title: "Anfahrt",
    items: [
      "Wir liegen wenige Gehminuten vom Westbahnhof (Nyugati pályaudvar) im Zentrum von Budapest entfernt.",
      "Die Straßenbahnlinien 4 und 6 halten an der Station Nyugati pályaudvar am Großen Ring.",
      "Die Metrolinie M3 hält an der Station Nyugati pályaudvar.",
      "Unser Partnerhotel liegt 100 m von der Klinik entfernt; unser zweites Partnerhotel erreichen Sie in 20 Minuten Fahrt vom Stadtzentrum.",
      "Ein Tiefgaragenplatz steht auf Anfrage zur Verfügung: Geben Sie uns bei der Buchung Bescheid.",
    ],
  },
};

/** The clinic page's headings and buttons around its copy. */
export const clinicLabels: Translated<typeof en.clinicLabels> = {
  highlights: "Warum sich Patienten für uns entscheiden",
  team: "Unsere Zahnärzte",
  /** 'Zum Profil' with ' von Dr. …' for screen readers. */
  viewProfile: "Zum Profil",
  profileOf: (name: string) => `von ${name}`,
  procedures: "Beliebte Behandlungen",
  visit: "Kontakt und Öffnungszeiten",
  follow: "Folgen Sie uns",
  closing: {
    label: "Kontakt aufnehmen",
    text: "Möchten Sie einen kostenlosen, unverbindlichen Kostenvoranschlag?",
  },
};
