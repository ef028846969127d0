import { consultationDay } from "./consultation-day";
import { consultationEvent } from "./event";
import { site } from "./site";

const noticeDays = consultationEvent.rescheduleNoticeDays;
const fee = `€${consultationEvent.feeEur} / £${consultationEvent.feeGbp}`;

/** The words of the patient's manage-booking page (/booking/<token>). */
export const manageBookingCopy = {
  metaTitle: `Your booking | ${site.name}`,
  heading: "Your consultation day booking",
  reference: "Booking reference",
  day: "Consultation day",
  time: "Appointment time",
  noTime: "Not chosen yet: please choose a time below.",
  where: "Where",
  address: `${site.name}, ${site.address.street}, ${site.address.postalCode} ${site.address.city}`,
  /** The day's hours and what the appointment time means (the one source). */
  meaning: consultationDay.appointmentMeaning,
  /** The arrival time, for the chosen time, or the rule while none is chosen. */
  arrive: (time: string | null) => (time ? consultationDay.arrivalAt(time) : consultationDay.arrival),
  bringHeading: "What to bring",
  whatToBring: `Please bring ${consultationEvent.whatToBring}.`,
  private: "This page opens only from the link in your emails. Please do not share the link.",
  changeTime: {
    heading: "Change the time",
    text: "Choose another time on the same day. Times that are full cannot be chosen.",
    legend: "Times on your consultation day",
    submit: "Change my time",
    chooseFirst: "Choose my time",
    closed: `Your consultation day has begun, so the time can no longer be changed online. Please call us on ${site.phone.display}.`,
  },
  move: {
    heading: "Move to another date",
    text: (lastDay: string) =>
      `You can move your booking to another consultation day until ${lastDay} (${noticeDays} days before your day).`,
    closed: `Your consultation day is less than ${noticeDays} days away, so it can no longer be moved online. Please call us on ${site.phone.display} and we will help.`,
    dateLegend: "Choose a new date",
    showTimes: "See times on this date",
    timeLegend: (date: string) => `Times on ${date}`,
    submit: "Move my booking",
    full: "Fully booked",
    none: "No other consultation day has a place left just now. Please call us and we will find a way.",
  },
  cancel: {
    heading: "Cancel your booking",
    warning: `The consultation fee of ${fee} is non-refundable: if you cancel, it is not paid back. If another date suits you better, you can move your booking instead.`,
    start: "Cancel my booking",
    confirmHeading: "Are you sure you want to cancel?",
    confirm: "Yes, cancel my booking",
    keep: "No, keep my booking",
    closed: `Your consultation day has begun: to cancel, please call us on ${site.phone.display}.`,
  },
  cancelled: {
    heading: "This booking is cancelled",
    text: `Your place has been given up and the fee of ${fee} is not refunded, as the booking terms say. If you would like to come on another day, please call us on ${site.phone.display} or email ${site.email}.`,
  },
  done: {
    time: "Your appointment time has been changed. We have emailed you a new calendar invitation.",
    move: "Your booking has been moved. We have emailed you a new calendar invitation.",
    cancel: "Your booking has been cancelled. We have emailed you a confirmation.",
    reminders: "Your choice of reminders has been saved.",
  },
  placesLeft: (left: number) => (left === 1 ? "1 place left" : `${left} places left`),
  yourTime: "Your time",
  notFound: "We could not find this booking.",
  chooseDate: "Please choose a date.",
  chooseTime: "Please choose a time.",
  questions: "Questions? Call",
  orEmail: "or email",
} as const;
