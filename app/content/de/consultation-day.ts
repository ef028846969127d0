/**
 * Der Beratungstag, einheitlich beschrieben (German twin of app/content/consultation-day.ts).
 * The figures come from the English module, where each is written once.
 */
import type * as en from "../consultation-day";
import { consultationDay as enDay } from "../consultation-day";
import type { Translated } from "../locales";
import { writeTimeRange } from "./dates";

const { opens, closes, personalMinutes, arriveMinutesBefore, rescheduleNoticeDays } = enDay;

/** '11:00' less `minutes`, as '10:45' (the day's times never cross midnight). */
function minutesBefore(time: string, minutes: number): string {
  const [hh, mm] = time.split(":").map(Number);
  const total = hh * 60 + mm - minutes;
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, "0")}`;
}

export const consultationDay: Translated<typeof en.consultationDay> = {
  opens,
  closes,
  /** '9:00–16:30 Uhr' */
  hours: writeTimeRange(opens, closes),
  personalMinutes,
  arriveMinutesBefore,
  rescheduleNoticeDays,
  appointmentMeaning: `Der Beratungstag dauert von ${opens} bis ${closes} Uhr (Budapester Zeit), mit einem gemeinsamen Programm aus Begrüßung, Mittagessen mit kurzem Vortrag und einer Abschlussrunde. Die Terminzeit, die Sie wählen, ist der Beginn Ihres persönlichen Teils: Ihre Aufnahmen und Ihre Beratung durch einen Spezialisten, etwa ${personalMinutes} Minuten.`,
  arrival: `Bitte kommen Sie ${arriveMinutesBefore} Minuten vor Ihrer Terminzeit.`,
  arrivalAt: (time: string) =>
    `Bitte kommen Sie um ${minutesBefore(time, arriveMinutesBefore)} Uhr, ${arriveMinutesBefore} Minuten vor Ihrem Termin um ${time} Uhr.`,
  treatmentArrival: `Bitte kommen Sie zu jedem Termin ${arriveMinutesBefore} Minuten früher.`,
  rescheduleRule: `Sie können Ihre Buchung bis ${rescheduleNoticeDays} Tage vor Ihrem Termin auf einen anderen Beratungstag verlegen; danach kann das Datum nicht mehr geändert werden.`,
  windowTag: `innerhalb von ${rescheduleNoticeDays} Tagen`,
  windowLabel: `Innerhalb von ${rescheduleNoticeDays} Tagen: Dieses Datum kann nach der Buchung nicht mehr geändert werden.`,
};
