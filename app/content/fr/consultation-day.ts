/**
 * La Journée de consultation, décrite d'une seule façon (French twin of
 * app/content/consultation-day.ts). The figures come from the English module, where each is
 * written once.
 */
import type * as en from "../consultation-day";
import { consultationDay as enDay } from "../consultation-day";
import type { Translated } from "../locales";

const { opens, closes, hours, personalMinutes, arriveMinutesBefore, rescheduleNoticeDays } = enDay;

/** '11:00' less `minutes`, as '10:45' (the day's times never cross midnight). */
function minutesBefore(time: string, minutes: number): string {
  const [hh, mm] = time.split(":").map(Number);
  const total = hh * 60 + mm - minutes;
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, "0")}`;
}

/** A 'H:MM' time as French writes it: '9:00' -> '9 h', '16:30' -> '16 h 30'. */
export const heure = (time: string) => {
  const [hh, mm] = time.split(":");
  return mm === "00" ? `${Number(hh)}\u00a0h` : `${Number(hh)}\u00a0h\u00a0${mm}`;
};

export const consultationDay: Translated<typeof en.consultationDay> = {
  opens,
  closes,
  hours,
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
