/**
 * Der Beratungstag (/consultation-event): German twin of app/content/event.ts. Figures, dates
 * and settings come from the English module; the words are German.
 */
import type * as en from "../event";
import { consultationEvent as enEvent } from "../event";
import type { Translated } from "../locales";
import { sample } from "../sample";
import { site } from "../site";
import { consultationDay as day } from "./consultation-day";

const { feeEur, feeGbp, checkoutMinutes, schedule } = enEvent;
/** '50 € / 43 £' */
const fee = `${feeEur} € / ${feeGbp} £`;

export const consultationEvent: Translated<typeof en.consultationEvent> = {
  feeEur,
  feeGbp,
  feeInWords: fee,
  story: {
    free: "Ihre Erstberatung ist kostenlos: Senden Sie uns Ihre Röntgenbilder oder Fotos, oder sprechen Sie mit Ihrem Patientenbetreuer am Telefon oder per Videoanruf, und Sie erhalten von uns per E-Mail einen schriftlichen Behandlungsplan mit dem vollständigen Preis.",
    day: `Der Beratungstag in Budapest (${fee}) bietet zusätzlich eine persönliche Untersuchung vor Ort: 3D-Röntgen (DVT) und Panoramaröntgenaufnahme, Intraoralscan und Smile Design, eine Beratung durch einen Spezialisten und die Behandlungsplanung.`,
    credit: `Wenn Sie sich für die Behandlung entscheiden, werden die ${feeEur} € von Ihrem Behandlungsplan abgezogen; dort stehen sie als Position „Gutschrift Beratungstag −${feeEur} €“.`,
    creditLine: `Gutschrift Beratungstag −${feeEur} €`,
  },
  chargedInEuros: `${feeEur} € (etwa ${feeGbp} £); die Abbuchung erfolgt in Euro.`,
  currency: enEvent.currency,
  capacity: enEvent.capacity,
  checkoutMinutes,
  waitingListOfferHours: enEvent.waitingListOfferHours,
  schedule: "dates" in schedule ? { dates: [...schedule.dates] } : { ...schedule },
  datesNote: {
    "next-working-day":
      "Beratungstage finden am 1. des Monats statt oder am nächsten Werktag, wenn der 1. auf ein Wochenende oder einen Feiertag fällt.",
    "skip-month":
      "Beratungstage finden am 1. des Monats statt; fällt der 1. auf ein Wochenende oder einen Feiertag, gibt es in diesem Monat keinen Termin.",
  },
  appointmentTimes: [...enEvent.appointmentTimes],
  placesPerTime: enEvent.placesPerTime,
  rescheduleNoticeDays: day.rescheduleNoticeDays,
  reminders: { daysBefore: [...enEvent.reminders.daysBefore], sendAt: enEvent.reminders.sendAt },
  dayHours: day.hours,
  whatToBring:
    "einen Lichtbildausweis, eine Liste der Medikamente, die Sie einnehmen, und gegebenenfalls aktuelle Röntgenbilder oder zahnärztliche Befunde",
  metaTitle: "Beratungstag in Budapest: Jetzt Ihren Platz buchen",
  metaDescription: `Buchen Sie Ihren Beratungstag in unserer Budapester Klinik für ${fee}: 3D-Röntgen, Panoramaröntgen, Smile Design und ein Behandlungsplan vom Spezialisten. Die Gebühr wird von Ihrem Behandlungsplan abgezogen.`,
  hero: {
    eyebrow: `Beratungstag · ${fee}`,
    title: "Ihr kompletter Beratungstag in Budapest",
    lead: `Ein Tag, ein Ort, alle Antworten: Diagnostik, eine Beratung durch einen Spezialisten und ein schriftlicher Behandlungsplan mit Festpreis. Wenn Sie sich für die Behandlung entscheiden, werden die ${feeEur} € von Ihrem Behandlungsplan abgezogen.`,
  },
  included: [
    {
      icon: "scan",
      title: "3D-Röntgen (DVT) und Panoramaröntgenaufnahme",
      text: "Vollständige 3D- und Panoramabildgebung: So sieht Ihr Zahnarzt Knochen und Wurzeln, nicht nur die Zähne.",
    },
    {
      icon: "sparkles",
      title: "Intraoralscan und Smile Design",
      text: "Ein digitaler Scan Ihrer Zähne und eine Vorschau darauf, wie Ihr neues Lächeln aussehen könnte.",
    },
    {
      icon: "stethoscope",
      title: "Beratung durch einen Spezialisten",
      text: "Zeit mit einem Spezialisten, um Ihre Möglichkeiten, Risiken und den Zeitrahmen in verständlichen Worten zu besprechen.",
    },
    {
      icon: "calendar",
      title: "Schriftlicher Behandlungsplan",
      text: "Ein klarer Plan mit Festpreis und den Terminen jedes Besuchs, den Sie mit nach Hause nehmen.",
    },
  ],
  daySchedule: [
    { time: "9:00–10:00 Uhr", activity: "Einlass: Begrüßungskaffee und Vorstellung der Klinik" },
    {
      time: "10:00–12:30 Uhr",
      activity:
        "Termine am Vormittag: Ihre eigenen Aufnahmen und Ihre Beratung durch einen Spezialisten, ab der von Ihnen gewählten Zeit",
    },
    {
      time: "12:30–13:30 Uhr",
      activity: "Mittagessen mit Kurzvortrag: Zahnimplantate, Zahnkronen und Veneers erklärt",
    },
    {
      time: "13:30–15:30 Uhr",
      activity:
        "Termine am Nachmittag: Ihre eigenen Aufnahmen und Ihre Beratung durch einen Spezialisten, ab der von Ihnen gewählten Zeit",
    },
    { time: "15:30–16:30 Uhr", activity: "Ihr schriftlicher Behandlungsplan, Fragen und nächste Schritte" },
  ],
  timeChosenAfterPayment: "Ihre Terminzeit wählen Sie direkt nach der Zahlung.",
  scheduleHeading: "Ihr Tag, Stunde für Stunde",
  personalPart: {
    heading: `Ihr persönlicher Teil des Tages: etwa ${day.personalMinutes} Minuten ab Ihrer Terminzeit`,
    steps: [
      "3D-Röntgen (DVT) und Panoramaröntgenaufnahme",
      "Intraoralscan und digitales Smile Design",
      "Beratung durch einen Spezialisten: Ihre Möglichkeiten, Risiken und der Zeitrahmen",
    ],
  },
  testimonials: [
    sample({
      name: "Helen W.",
      location: "Bristol, Großbritannien",
      treatment: "Beratungstag",
      rating: 5,
      text: "Ich kam mit vielen Fragen und ging mit einem schriftlichen Plan und einem Preis, dem ich vertrauen konnte. Die Aufnahmen auf dem Bildschirm zu sehen, hat mir alles verständlich gemacht.",
    }),
    sample({
      name: "Marc D.",
      location: "Brüssel, Belgien",
      treatment: "Beratungstag",
      rating: 5,
      text: "Sehr gut organisiert. Der Tag lief pünktlich, der Spezialist nahm sich so viel Zeit, wie ich brauchte, und die Gebühr wurde später von meiner Behandlung abgezogen.",
    }),
    sample({
      name: "Siobhan K.",
      location: "Galway, Irland",
      treatment: "Beratungstag",
      rating: 5,
      text: "Ich war unsicher, ob ich für eine Zahnbehandlung ins Ausland reisen sollte. Das Team vorher kennenzulernen und die Klinik selbst zu sehen, war genau das, was ich brauchte.",
    }),
  ],
  faq: [
    {
      question: `Was ist in der Gebühr von ${fee} enthalten?`,
      answer: `Ihr Platz am Beratungstag: 3D-Röntgen (DVT) und Panoramaröntgenaufnahme, Intraoralscan, Smile Design, eine Beratung durch einen Spezialisten und ein schriftlicher Behandlungsplan. Wenn Sie uns Ihre Röntgenbilder oder Fotos senden oder mit Ihrem Patientenbetreuer telefonieren, ist das kostenlos, und Sie erhalten ebenfalls einen schriftlichen Plan per E-Mail; der Beratungstag ergänzt die Aufnahmen und den Spezialisten vor Ort. Wenn Sie sich für die Behandlung entscheiden, werden die ${feeEur} € von Ihrem Behandlungsplan abgezogen, als Position „Gutschrift Beratungstag −${feeEur} €“.`,
    },
    {
      question: "Wird die Gebühr erstattet?",
      answer: `Nein, die Gebühr wird nicht erstattet. Wenn Sie sich aber für die Behandlung entscheiden, werden die vollen ${feeEur} € von Ihrem Behandlungsplan abgezogen. ${day.rescheduleRule}`,
    },
    {
      question: "Wie passt meine Terminzeit in den Tag?",
      answer: day.appointmentMeaning,
    },
    {
      question: "Wann wähle ich meine Terminzeit?",
      answer:
        "Direkt nach der Zahlung: Die Bestätigungsseite zeigt die freien Zeiten an Ihrem Beratungstag. Sie erhalten eine Bestätigung per E-Mail mit allen Details und einer Kalendereinladung.",
    },
    {
      question: "Was sollte ich mitbringen?",
      answer: `Einen Lichtbildausweis, eine Liste der Medikamente, die Sie einnehmen, und gegebenenfalls aktuelle Röntgenbilder oder zahnärztliche Befunde. ${day.arrival}`,
    },
    {
      question: "Kann ich die Behandlung auf derselben Reise beginnen?",
      answer:
        "Oft ja. Wenn Ihr Plan es zulässt, können wir die erste Behandlung in den darauffolgenden Tagen einplanen. Sagen Sie es Ihrem Patientenbetreuer bei der Buchung, damit wir Ihren Aufenthalt planen können.",
    },
    {
      question: "Wo findet der Tag statt?",
      answer:
        "In unserer Klinik im Zentrum von Budapest, wenige Gehminuten vom Bahnhof Nyugati entfernt, nahe den Straßenbahnlinien 4 und 6 und der Metrolinie M3.",
    },
  ],
  checkoutExpired: `Dieser Bezahlvorgang ist abgelaufen: Während Sie bezahlen, wird ein Platz ${checkoutMinutes} Minuten für Sie freigehalten, daher wurde keine Zahlung eingezogen. Bitte gehen Sie zurück und buchen Sie erneut.`,
  refunded: {
    heading: "Ihre Zahlung wurde erstattet",
    text: "Der gewählte Beratungstag wurde ausgebucht, während Sie bezahlt haben. Wir konnten Ihnen daher keinen Platz freihalten, und Ihre Zahlung wird vollständig erstattet. Die Erstattung wird Ihrer Karte in der Regel innerhalb von 5 bis 10 Werktagen gutgeschrieben; wir bestätigen sie Ihnen auch per E-Mail. Wir bitten um Entschuldigung für die Unannehmlichkeiten. Bitte wählen Sie ein anderes Datum, oder rufen Sie uns an, dann finden wir gemeinsam einen Termin.",
    chooseAnotherDate: "Anderes Datum wählen",
  },
  cancelled: {
    heading: "Diese Buchung wurde storniert",
    text: "Diese Buchung für den Beratungstag wurde bezahlt und inzwischen storniert, daher ist kein Platz mehr für Sie reserviert. Falls Sie sie nicht stornieren wollten oder ein anderes Datum buchen möchten, rufen Sie uns bitte an oder schreiben Sie uns eine E-Mail.",
  },
  confirmation: {
    beforeScheduling:
      "Bitte wählen Sie Ihre Terminzeit im Kalender oben. Danach erhalten Sie eine Bestätigung per E-Mail mit allen Details.",
    afterScheduling: (time: string) => `Ihr Termin ist eingetragen. ${day.arrivalAt(time)}`,
    scheduledNotice: "Ihr Termin ist gebucht! Wir freuen uns auf Ihren Besuch.",
  },
};

const callUs = `rufen Sie uns bitte unter ${site.phone.display} an`;

export const bookingRefusals: Translated<typeof en.bookingRefusals> = {
  fullyBooked: "Dieser Beratungstag ist ausgebucht. Bitte wählen Sie ein anderes Datum.",
  dayNotOffered: "Dieser Beratungstag ist nicht verfügbar. Bitte wählen Sie ein anderes Datum.",
  appointmentFormat:
    "Bitte senden Sie appointment_date im Format YYYY-MM-DD und appointment_time im Format HH:MM.",
  timeNotOffered: "Diese Zeit wird am Beratungstag nicht angeboten.",
  bookingNotFound: "Wir konnten diese Buchung nicht finden.",
  alreadyScheduled:
    "Für diese Buchung ist bereits ein Termin eingetragen. Wenn Sie ihn ändern möchten, wenden Sie sich bitte an die Klinik.",
  notPaid: "Diese Buchung ist noch nicht bezahlt.",
  wrongDay: "Der Termin muss an dem Tag liegen, den Sie gebucht haben.",
  timeJustTaken: "Diese Zeit wurde gerade vergeben. Bitte wählen Sie eine andere Zeit.",
  timeFullyBooked: "Diese Zeit ist ausgebucht. Bitte wählen Sie eine andere Zeit.",
  cancelled: "Diese Buchung wurde storniert.",
  noLongerPaid: "Diese Buchung ist nicht mehr bezahlt.",
  refundOnlyPaid: "Nur eine bezahlte Buchung kann erstattet werden.",
  changedMeanwhile: "Diese Buchung wurde soeben geändert. Bitte sehen Sie sie sich noch einmal an.",
  moveTooLate: (noticeDays: number) =>
    `Eine Buchung kann bis ${noticeDays} Tage vor dem Termin online auf ein anderes Datum verlegt werden. Um sie jetzt zu verlegen, ${callUs}.`,
  dayBegunChange: `Ihr Beratungstag hat begonnen: Wenn Sie etwas ändern möchten, ${callUs}.`,
  dayBegunCancel: `Ihr Beratungstag hat begonnen: Wenn Sie stornieren möchten, ${callUs}.`,
};

export const checkoutDescription: Translated<typeof en.checkoutDescription> = (date: string) =>
  `Beratungstag, ${date} (wird bei Behandlung vom Behandlungsplan abgezogen)`;

export const eventPageLabels: Translated<typeof en.eventPageLabels> = {
  crumb: "Beratungstag",
  book: `Jetzt Platz buchen – ${feeEur} € / ${feeGbp} £`,
  secure: "Sichern Sie sich jetzt Ihren Platz",
  seeDates: "Termine ansehen",
  included: "Das ist enthalten",
  chooseDate: "Wählen Sie Ihr Datum",
  previousDate: "Vorheriges Datum",
  nextDate: "Nächstes Datum",
  allDates: "Alle Termine",
  noScript:
    "Für die Online-Zahlung ist JavaScript in Ihrem Browser erforderlich. Um ohne JavaScript zu buchen, rufen Sie uns an unter",
  attendees: { eyebrow: "Teilnehmer", title: "Das sagen bisherige Teilnehmer" },
  faqHeading: "Häufige Fragen",
  reserve: "Reservieren Sie Ihren Platz",
  credited: `Die Gebühr von ${fee} wird von Ihrem Behandlungsplan abgezogen, wenn Sie sich für die Behandlung entscheiden.`,
  nextEvent: "Nächster Termin:",
  openingHours: "Öffnungszeiten der Klinik",
};
