import type * as en from "../team";
import type { TourismManager } from "../team";
import type { Translated } from "../locales";
import { sample } from "../sample";

/**
 * The team page (/about/team): the two Patientenbetreuers and the journey explainer.
 */

export const teamIntro: Translated<typeof en.teamIntro> = {
  title: "Ihre Patientenbetreuer",
  lead: "Von Ihrer ersten Nachricht bis zur letzten Kontrolluntersuchung kümmert sich ein fester Patientenbetreuer um Ihre Reise: Er beantwortet Ihre Fragen, vereinbart Ihre Termine und hilft bei Flügen, Hotel und Transfers, damit Sie sich ganz auf Ihre Behandlung konzentrieren können.",
};

export const tourismManagers: TourismManager[] = [
  {
    id: "english",
    name: sample("Emese Dévai"),
    role: "Patientenbetreuerin",
    languages: ["Englisch", "Ungarisch"],
    phone: "+3615550101",
    phoneDisplay: "+36 1 555 0101",
    email: "english@clinic.example",
    bio: "Erste Ansprechpartnerin für Patientinnen und Patienten aus Großbritannien, Irland oder einem anderen englischsprachigen Land: leitet Ihre Fotos und Röntgenbilder an die Zahnärzte weiter, sendet Ihnen einen kostenlosen Kostenvoranschlag, bucht Ihre Termine und hilft Ihnen, Flüge, Unterkunft und Flughafentransfer zu planen.",
  },
  {
    id: "french",
    name: sample("Noémi Szakolczai"),
    role: "Patientenbetreuerin für französischsprachige Patienten (Responsable du tourisme dentaire)",
    languages: ["Französisch", "Englisch", "Ungarisch"],
    phone: "+3615550102",
    phoneDisplay: "+36 1 555 0102",
    email: "francais@clinic.example",
    bio: "Betreut Patientinnen und Patienten aus Frankreich, Belgien, der Schweiz und anderen französischsprachigen Ländern: beantwortet Ihre Fragen auf Französisch, kümmert sich um Ihren kostenlosen Kostenvoranschlag und Ihre Termine und hilft bei Reise, Unterkunft und Transfers, von Ihrer ersten Anfrage bis zu Ihren Nachsorgeterminen.",
  },
];

/** The journey explainer list: from first contact to aftercare. */
export const journeySteps: Translated<typeof en.journeySteps> = [
  {
    title: "Senden Sie uns Ihre Fotos oder Ihr Röntgenbild",
    text: "Kontaktieren Sie Ihren Patientenbetreuer per Telefon, E-Mail oder über das Kontaktformular und senden Sie ein aktuelles Röntgenbild oder einige Fotos Ihrer Zähne. Unsere Zahnärzte sehen sie sich an, und Sie erhalten einen kostenlosen, unverbindlichen Kostenvoranschlag mit Behandlungsplan.",
  },
  {
    title: "Planen Sie Ihre Reise",
    text: "Sobald Sie mit dem Plan zufrieden sind, vereinbaren wir Ihre Behandlungstermine, helfen Ihnen bei der Buchung von Flügen und Hotel, auch in unseren Partnerhotels nahe der Klinik, und organisieren Ihren Transfer vom Flughafen Budapest.",
  },
  {
    title: "Erster Besuch: Beratung und 3D-Röntgen",
    text: "Am ersten Tag lernen Sie Ihren Zahnarzt bei einer Beratung kennen, bei Bedarf mit Panoramaröntgenaufnahme (OPG) oder 3D-Röntgen (DVT). Ihr Behandlungsplan und Ihr Endpreis werden bestätigt, bevor die Behandlung beginnt.",
  },
  {
    title: "Ihre Behandlung",
    text: "Viele Behandlungen wie Kronen, Veneers und Wurzelkanalbehandlungen sind in 3–5 Tagen abgeschlossen. Eine Implantatbehandlung erfolgt in Etappen von 3–12 Tagen, mit einer Einheilzeit zu Hause zwischen dem Eingriff und den endgültigen Zähnen.",
  },
  {
    title: "Nachsorge vor Ihrem Rückflug",
    text: "Vor Ihrer Abreise kontrollieren wir das Ergebnis, geben Ihnen ein Nachsorge-Set mit und erklären Ihnen, wie Sie Ihre neuen Zähne pflegen. Ihr Manager bleibt mit Ihnen in Kontakt, falls Sie zu Hause noch Fragen haben.",
  },
  {
    title: "Garantie und Nachsorge",
    text: "Für Ihre Behandlung gilt unsere Garantie von 3 Jahren. Wir empfehlen eine Kontrolluntersuchung alle sechs Monate, und Ihr Manager kann Nachsorgetermine für Ihre nächste Reise nach Budapest vereinbaren.",
  },
];

/** The team page's meta, headings and labels around its copy. */
export const teamLabels: Translated<typeof en.teamLabels> = {
  crumb: "Unser Team",
  metaTitle: "Ihre Patientenbetreuer in Budapest",
  metaDescription:
    "Lernen Sie die englisch- und französischsprachigen Patientenbetreuer kennen, die Ihre Behandlung, Termine, Flüge und Ihr Hotel in Budapest planen.",
  eyebrow: "Unser Team",
  managers: "Patientenbetreuer",
  photoAlt: (name: string) => `Foto von ${name}`,
  /** 'Spricht Englisch, Französisch' */
  speaks: (languages: string) => `Spricht ${languages}`,
  journey: "So läuft Ihre Reise ab",
  contact: {
    eyebrow: "Hier beginnen",
    title: "Schreiben Sie uns",
    intro: "Ihr Patientenbetreuer antwortet Ihnen innerhalb von 24 Stunden.",
  },
};
