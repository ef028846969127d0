/**
 * The consultation day, said one way (issue 30): its hours, what the appointment time a patient
 * chooses means, when to arrive, and the rule for moving to another date. Every page, email and
 * calendar file that speaks of the day takes its figures and sentences from here, so each figure
 * is written once. The day's programme hour by hour is `consultationEvent.daySchedule`
 * (app/content/event.ts), which agrees with these sentences.
 */

/** When the clinic's doors open and close on a consultation day (Budapest time). */
const opens = "9:00";
const closes = "16:30";
/**
 * The patient's own part of the day, from the appointment time they choose: their CT and
 * panoramic X-ray, intraoral scan and smile design, and specialist consultation. The calendar
 * invitation lasts this long.
 */
const personalMinutes = 60;
/** Arrive this long before the appointment time (the consultation day and treatment visits alike). */
const arriveMinutesBefore = 15;
/**
 * Spec section 9: a booking moves to another date only up to this many days before its day
 * (on that day itself at the latest); inside that, the date cannot be changed. The rule that
 * applies it is app/lib/notice-window.ts, used by the manage page, the moves and the date
 * choices alike.
 */
const rescheduleNoticeDays = 7;

const hours = `${opens}-${closes}`;

/** '11:00' less `minutes`, as '10:45' (the day's times never cross midnight). */
function minutesBefore(time: string, minutes: number): string {
  const [hh, mm] = time.split(":").map(Number);
  const total = hh * 60 + mm - minutes;
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, "0")}`;
}

export const consultationDay = {
  opens,
  closes,
  /** '9:00-16:30' */
  hours,
  personalMinutes,
  arriveMinutesBefore,
  rescheduleNoticeDays,
  /** The day's hours and what the chosen appointment time means, in two sentences. */
  appointmentMeaning: `The consultation day runs from ${opens} to ${closes} (Budapest time), with a shared programme of welcome, lunch with a short talk, and a closing session. The appointment time you choose is when your own part begins: your scans and your specialist consultation, about ${personalMinutes} minutes.`,
  /** The arrival rule, without a time. */
  arrival: `Please arrive ${arriveMinutesBefore} minutes before your appointment time.`,
  /** The arrival rule for a chosen time: 'Please arrive at 10:45, 15 minutes before your appointment at 11:00.' */
  arrivalAt: (time: string) =>
    `Please arrive at ${minutesBefore(time, arriveMinutesBefore)}, ${arriveMinutesBefore} minutes before your appointment at ${time}.`,
  /** The arrival rule for treatment appointments (prices and terms): the same figure. */
  treatmentArrival: `Please arrive ${arriveMinutesBefore} minutes before each appointment.`,
  /** The rule for moving to another date. */
  rescheduleRule: `You can move your booking to another consultation day up to ${rescheduleNoticeDays} days before your day; after that, the date cannot be changed.`,
  /** Beside a date inside the window, where dates are listed (short). */
  windowTag: `within ${rescheduleNoticeDays} days`,
  /** Under or beside a chosen date inside the window (event page, checkout, manage page, phone booking). */
  windowLabel: `Within ${rescheduleNoticeDays} days: this date cannot be changed after booking.`,
} as const;
