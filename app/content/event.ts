import type { EventSchedule } from "~/lib/event-dates";
import { consultationDay as day } from "./consultation-day";
import { eurToGbp } from "../lib/pricing";
import { sample } from "./sample";
import { site } from "./site";
import type { IconName } from "./types";

/**
 * A started checkout holds one place this long, and the checkout closes then. Not below 30:
 * Stripe refuses a shorter checkout session.
 */
const checkoutMinutes = 30;

/** The fee in EUR, what the checkout charges; the pounds are it at the one rate (docs/prices.md). */
const feeEur = 50;
const feeGbp = eurToGbp(feeEur);
/** '€50 / £43' */
const fee = `€${feeEur} / £${feeGbp}`;

/**
 * The paid consultation day (/consultation-event): docs/product.md, The consultation day.
 */
export const consultationEvent = {
  feeEur,
  /** Derived from the one exchange rate: €50 is £43 (the product description's £42 did not follow its own rule). */
  feeGbp,
  feeInWords: fee,
  /**
   * One story about what is free (issue 42; docs/prices.md, What is free), said the same on every
   * page and email that speaks of a consultation: what is free, what the paid day adds, and how
   * its fee comes back on the treatment plan.
   */
  story: {
    /** What is free: the first review, by email or a call, answered with a written plan. */
    free: "Your first consultation is free: send us your X-rays or photos, or talk to your Dental Tourism Manager by phone or video call, and we email you a written treatment plan with the full price.",
    /** What the paid day in Budapest adds (the day's slots). */
    day: `The consultation day in Budapest (${fee}) adds an examination in person: a CT scan and panoramic X-ray, an intraoral scan and smile design, a specialist consultation and treatment planning.`,
    /** How the fee comes back. */
    credit: `If you go ahead with treatment, the €${feeEur} is deducted from your treatment plan, where it appears as the line "Consultation day credit −€${feeEur}".`,
    /** The treatment plan's line for it. */
    creditLine: `Consultation day credit −€${feeEur}`,
  },
  /** Said at the checkout when the visitor sees pounds: the charge is in euros. */
  chargedInEuros: `€${feeEur} (about £${feeGbp}); you are charged in euros.`,
  currency: "eur",
  /** Places per event day. */
  capacity: 20,
  checkoutMinutes,
  /**
   * A place freed on a full day is held this long for the first on its waiting list; untaken,
   * it passes to the next (app/services/bookings/waiting-list.server.ts).
   */
  waitingListOfferHours: 2,
  /**
   * Which days are offered: the 1st of each of the next six months (never today or a past
   * date). When the 1st is a weekend day or a Hungarian public holiday, `closedDay` says what
   * happens: "next-working-day" moves the event to the next day the clinic is open,
   * "skip-month" offers no day that month. The clinic can instead list its dates here, e.g.
   * { dates: ["2027-01-04", "2027-02-01"] }; a list wins over the rule.
   */
  schedule: { rule: "first-of-month", count: 6, closedDay: "next-working-day" } as EventSchedule,
  /** Under the month selector: when event days fall, for each choice of `closedDay`. */
  datesNote: {
    "next-working-day":
      "Event days are held on the 1st of the month, or on the next working day when the 1st falls on a weekend or a public holiday.",
    "skip-month":
      "Event days are held on the 1st of the month; a month whose 1st falls on a weekend or a public holiday has none.",
  },
  /** Appointment times chosen after payment, and how many patients each time takes. */
  appointmentTimes: ["10:00", "10:30", "11:00", "11:30", "13:30", "14:00", "14:30"],
  placesPerTime: 3,
  /** Spec section 9 (app/content/consultation-day.ts, where the day's figures are written once). */
  rescheduleNoticeDays: day.rescheduleNoticeDays,
  /** Reminder emails: this many days before the consultation day, at this time in Budapest. */
  reminders: { daysBefore: [7, 1], sendAt: "09:00" },
  dayHours: day.hours,
  /** What a patient brings on the day (the FAQ's answer, the emails, the manage page). */
  whatToBring: "photo ID, a list of any medicines you take, and any recent dental X-rays or reports",
  metaTitle: "Consultation Day in Budapest: Book Your Place",
  metaDescription: `Book a full consultation day at our Budapest clinic for ${fee}: CT and panoramic X-ray, smile design and a specialist plan. The fee is deducted from your treatment plan if you go ahead.`,
  hero: {
    eyebrow: `Consultation day · ${fee}`,
    title: "Your Complete Consultation Day in Budapest",
    lead: `One day, one place, every answer: diagnostics, a specialist consultation and a written treatment plan with a fixed price. If you go ahead with treatment, the €${feeEur} is deducted from your treatment plan.`,
  },
  included: [
    {
      icon: "scan",
      title: "CT and panoramic X-ray",
      text: "Full 3D and panoramic imaging, so your dentist sees bone and roots, not just teeth.",
    },
    {
      icon: "sparkles",
      title: "Intraoral scan and smile design",
      text: "A digital scan of your teeth and a preview of what your new smile could look like.",
    },
    {
      icon: "stethoscope",
      title: "Specialist consultation",
      text: "Time with a specialist to discuss your options, risks and timescales in plain English.",
    },
    {
      icon: "calendar",
      title: "Written treatment plan",
      text: "A clear plan with a fixed price and the dates of each visit, yours to take home.",
    },
  ] satisfies { icon: IconName; title: string; text: string }[],
  /**
   * The day hour by hour: the shared programme, and the stretches in which each patient's own
   * part begins at the time they chose (`appointmentTimes`: 10:00-11:30 and 13:30-14:30, each
   * part `consultationDay.personalMinutes` long). It must agree with `consultationDay`.
   */
  daySchedule: [
    { time: "9:00-10:00", activity: "Doors open: welcome coffee and an introduction to the clinic" },
    {
      time: "10:00-12:30",
      activity: "Morning appointments: your own scans and specialist consultation, from the time you chose",
    },
    { time: "12:30-13:30", activity: "Lunch, with a mini-lecture: implants, crowns and veneers explained" },
    {
      time: "13:30-15:30",
      activity: "Afternoon appointments: your own scans and specialist consultation, from the time you chose",
    },
    { time: "15:30-16:30", activity: "Your written treatment plan, questions and next steps" },
  ],
  /** Under 'Choose your date', after the day's hours and what the appointment time means. */
  timeChosenAfterPayment: "You choose your appointment time straight after paying.",
  scheduleHeading: "Your day, hour by hour",
  /** What happens in the patient's own part of the day, from their appointment time. */
  personalPart: {
    heading: `Your own part of the day: about ${day.personalMinutes} minutes from your appointment time`,
    steps: [
      "CT scan and panoramic X-ray",
      "Intraoral scan and digital smile design",
      "Specialist consultation: your options, risks and timescales",
    ],
  },
  testimonials: [
    sample({
      name: "Helen W.",
      location: "Bristol, UK",
      treatment: "Consultation day",
      rating: 5,
      text: "I came with a lot of questions and left with a written plan and a price I could trust. Seeing the scan on screen made everything make sense.",
    }),
    sample({
      name: "Marc D.",
      location: "Brussels, Belgium",
      treatment: "Consultation day",
      rating: 5,
      text: "Very well organised. The day ran to time, the specialist took as long as I needed, and the fee came off my treatment later.",
    }),
    sample({
      name: "Siobhan K.",
      location: "Galway, Ireland",
      treatment: "Consultation day",
      rating: 5,
      text: "I was nervous about travelling for dental work. Meeting the team first and seeing the clinic for myself was exactly what I needed.",
    }),
  ],
  faq: [
    {
      question: `What does the ${fee} fee cover?`,
      answer: `Your place on the consultation day: CT and panoramic X-ray, intraoral scan, smile design, a specialist consultation and a written treatment plan. Sending us your X-rays or photos, or a call with your Dental Tourism Manager, is free and also brings you a written plan by email; the day adds the scans and the specialist in person. If you go ahead with treatment, the €${feeEur} is deducted from your treatment plan, as the line "Consultation day credit −€${feeEur}".`,
    },
    {
      question: "Is the fee refundable?",
      answer: `No, the fee is non-refundable, but if you go ahead with treatment, the full €${feeEur} is deducted from your treatment plan. ${day.rescheduleRule}`,
    },
    {
      question: "How does my appointment time fit into the day?",
      answer: day.appointmentMeaning,
    },
    {
      question: "When do I choose my appointment time?",
      answer:
        "Straight after payment: the confirmation page shows the free times on your event day. You receive a confirmation email with the details and a calendar invitation.",
    },
    {
      question: "What should I bring?",
      answer: `Photo ID, a list of any medicines you take, and any recent dental X-rays or reports. ${day.arrival}`,
    },
    {
      question: "Can I start treatment on the same trip?",
      answer:
        "Often, yes. If your plan allows, we can schedule the first treatment in the following days. Tell your Dental Tourism Manager when you book so we can plan your stay.",
    },
    {
      question: "Where does the day take place?",
      answer:
        "At our clinic in central Budapest, a few minutes' walk from Nyugati railway station, close to trams 4 and 6 and the M3 metro.",
    },
  ],
  /** The test-mode checkout page, when its time ran out before payment. */
  checkoutExpired: `This checkout has expired: a place is held for ${checkoutMinutes} minutes while you pay, so no payment was taken. Please go back and book again.`,
  /** The confirmation page, when a payment arrived after the day had filled up and was given back. */
  refunded: {
    heading: "Your payment has been refunded",
    text: "The consultation day you chose filled up while you were paying, so we could not keep a place for you, and your payment is being refunded in full. A refund usually reaches your card within 5 to 10 working days; we also confirm it by email. We are sorry for the trouble. Please choose another date, or call us and we will find one with you.",
    chooseAnotherDate: "Choose another date",
  },
  /** The confirmation page of a booking that was paid and then cancelled. */
  cancelled: {
    heading: "This booking has been cancelled",
    text: "This consultation-day booking was paid and has since been cancelled, so it no longer holds a place. If you did not mean to cancel it, or would like to book another date, please call or email us.",
  },
  confirmation: {
    beforeScheduling:
      "Please select your appointment time from the calendar above. After scheduling, you'll receive a confirmation email with all the details.",
    afterScheduling: (time: string) => `Your appointment has been scheduled. ${day.arrivalAt(time)}`,
    scheduledNotice: "Appointment successfully scheduled! We look forward to seeing you.",
  },
} as const;

/**
 * Why a booking, a move or an appointment time was refused, as the patient or staff read it
 * (app/services/bookings: holds, scheduling, changes, day-closing).
 */
const callUs = `please call us on ${site.phone.display}`;

export const bookingRefusals = {
  fullyBooked: "That consultation day is fully booked. Please choose another date.",
  dayNotOffered: "That consultation day is not available. Please choose another date.",
  appointmentFormat: "Please send appointment_date as YYYY-MM-DD and appointment_time as HH:MM.",
  timeNotOffered: "That time is not offered on the consultation day.",
  bookingNotFound: "We could not find this booking.",
  alreadyScheduled: "This booking already has an appointment. To change it, please contact the clinic.",
  notPaid: "This booking has not been paid yet.",
  wrongDay: "The appointment must be on the day you booked.",
  timeJustTaken: "That time has just been taken. Please choose another time.",
  timeFullyBooked: "That time is fully booked. Please choose another time.",
  cancelled: "This booking has been cancelled.",
  noLongerPaid: "This booking is no longer paid.",
  refundOnlyPaid: "Only a paid booking can be refunded.",
  changedMeanwhile: "This booking was changed a moment ago. Please look at it again.",
  moveTooLate: (noticeDays: number) =>
    `A booking can be moved to another date online up to ${noticeDays} days before the day. To move it now, ${callUs}.`,
  dayBegunChange: `Your consultation day has begun: to change anything, ${callUs}.`,
  dayBegunCancel: `Your consultation day has begun: to cancel, ${callUs}.`,
} as const;

/** What the card statement and the payment page call the fee. */
export const checkoutDescription = (date: string) =>
  `Consultation day, ${date} (deducted from your treatment plan if you go ahead)`;

/** The consultation day page's buttons, headings and labels around its copy. */
export const eventPageLabels = {
  crumb: "Consultation Day",
  /** The booking button: 'Book Your Spot - €… / £…'. */
  book: `Book Your Spot - €${consultationEvent.feeEur} / £${consultationEvent.feeGbp}`,
  secure: "Secure Your Spot Now",
  seeDates: "See the dates",
  included: "What is included",
  chooseDate: "Choose your date",
  previousDate: "Previous date",
  nextDate: "Next date",
  allDates: "All event dates",
  noScript: "Paying online needs JavaScript in your browser. To book without it, call us on",
  attendees: { eyebrow: "Attendees", title: "What past attendees say" },
  faqHeading: "Frequently asked questions",
  reserve: "Reserve your place",
  /** Above the last booking button, before the rule for moving the date: one whole sentence. */
  credited: `The fee of ${fee} is deducted from your treatment plan if you go ahead with treatment.`,
  nextEvent: "Next event:",
  openingHours: "Clinic opening hours",
} as const;
