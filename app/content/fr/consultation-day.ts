/**
 * La Journée de consultation, décrite d'une seule façon (French twin of
 * app/content/consultation-day.ts). The figures come from the English module, where each is
 * written once.
 */
import type * as en from "../consultation-day";
import { consultationDay as enDay } from "../consultation-day";
import type { Translated } from "../locales";
import { writeTime as heure, writeTimeRange } from "./dates";

const { opens, closes, personalMinutes, arriveMinutesBefore, rescheduleNoticeDays } = enDay;

/** '11:00' less `minutes`, as '10:45' (the day's times never cross midnight). */
function minutesBefore(time: string, minutes: number): string {
  const [hh, mm] = time.split(":").map(Number);
  const total = hh * 60 + mm - minutes;
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, "0")}`;
}

/**
 * Every French time is written by dates.ts's writeTime ('9 h', '16 h 30'); `heure` is its name
 * in the French content, kept here for the modules that import it from this one.
 */
export { writeTime as heure } from "./dates";

export const consultationDay: Translated<typeof en.consultationDay> = {
  opens,
  closes,
  /** '9 h – 16 h 30' */
  hours: writeTimeRange(opens, closes),
  personalMinutes,
  arriveMinutesBefore,
  rescheduleNoticeDays,
  appointmentMeaning: `La Journée de consultation se déroule de ${heure(opens)} à ${heure(closes)} (heure de Budapest), avec un programme commun\u00a0: accueil, déjeuner avec un court exposé et séance de clôture. L'heure de rendez-vous que vous choisissez marque le début de votre partie personnelle\u00a0: vos examens d'imagerie et votre consultation avec un spécialiste, environ ${personalMinutes} minutes.`,
  arrival: `Merci d'arriver ${arriveMinutesBefore} minutes avant l'heure de votre rendez-vous.`,
  arrivalAt: (time: string) =>
    `Merci d'arriver à ${heure(minutesBefore(time, arriveMinutesBefore))}, soit ${arriveMinutesBefore} minutes avant votre rendez-vous de ${heure(time)}.`,
  treatmentArrival: `Merci d'arriver ${arriveMinutesBefore} minutes avant chaque rendez-vous.`,
  rescheduleRule: `Vous pouvez reporter votre réservation à une autre Journée de consultation jusqu'à ${rescheduleNoticeDays} jours avant la date prévue\u00a0; passé ce délai, la date ne peut plus être modifiée.`,
  windowTag: `dans les ${rescheduleNoticeDays} jours`,
  windowLabel: `Dans les ${rescheduleNoticeDays} jours\u00a0: cette date ne pourra plus être modifiée après la réservation.`,
};
