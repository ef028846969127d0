/**
 * The words of the payment confirmation page (/consultation-success) and of the scheduler it
 * shows in a frame (/consultation-scheduler).
 */
import { site } from "./site";

export const paymentPage = {
  metaTitle: `Payment confirmation | ${site.name}`,
  checking: "Checking your payment…",
  /** Without JavaScript: the link that waits for the answer. */
  showResult: "Show the result of your payment",
  checkFailed: {
    heading: "We could not check your payment just now",
    text: "Your payment may well have gone through, but we could not confirm it at this moment. Please refresh this page in a minute; if it still does not work, contact us and we will confirm your booking.",
  },
  backToEvent: "Back to the consultation day",
  confirmed: {
    heading: "Payment Confirmed!",
    thanks: "Thank You for Your Payment",
    processed: "Your payment for the clinic consultation has been successfully processed.",
    /** 'Consultation day: Monday 1 June 2026, 9:00–17:00' */
    day: (date: string, hours: string) => `Consultation day: ${date}, ${hours}`,
    confirmationId: "Confirmation ID:",
    /** 'Monday 1 June 2026 at 10:30' */
    at: (date: string, time: string) => `${date} at ${time}`,
    showCalendar: "Show Appointment Calendar",
    hideCalendar: "Hide Calendar",
    saving: "Saving your appointment…",
    saveFailed: "We could not save that time:",
    saveAgain: "Please choose a time again in the calendar, or call us and we will book it for you.",
    nextSteps: "Next steps",
    manage: "Manage your booking",
    manageText:
      ": change the time, move to another date or cancel. The link is also in your confirmation email.",
    change: "Need to change something? Call",
  },
  notConfirmed: {
    unpaid: {
      heading: "Your payment has not been completed",
      text: "We have not received your payment for this booking, so no place has been reserved yet. If you have just paid, wait a minute and refresh this page.",
    },
    unknown: {
      heading: "We could not find this payment",
      text: "This link does not match a booking we know of, so we cannot confirm a payment. If you have paid, please contact us with the email address you used and we will sort it out.",
    },
  },
} as const;

export const schedulerPage = {
  title: "Choose your appointment time",
  label: "Appointment times",
  /** Under the heading: 'Monday 1 June 2026 · Budapest time'. */
  budapestTime: "· Budapest time",
  freeTimes: "Free times",
  fullyBooked: "Fully booked",
  placesLeft: (left: number) => `${left} ${left === 1 ? "place" : "places"} left`,
  confirm: (time: string) => `Confirm ${time}`,
  chooseTime: "Choose a time",
  sending: "Sending your choice… your confirmation appears on the page above.",
} as const;
