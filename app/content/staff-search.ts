import { leadStatusLabels } from "./staff-leads";

/** The words of the back office's search box, its results page and the patient page. */

const bookingStatusLabels: Record<string, string> = {
  pending: "Awaiting payment",
  paid: "Paid, no time chosen",
  scheduled: "Paid, time chosen",
  cancelled: "Cancelled",
  expired: "Checkout expired",
  refunded: "Refunded",
};

const channelLabels: Record<string, string> = {
  online: "Online",
  "phone-desk": "By phone, paying at the desk",
  "phone-link": "By phone, payment link",
};

export const staffSearchCopy = {
  box: {
    label: "Search patients",
    placeholder: "Reference, name, email or phone",
    submit: "Search",
    /** Said to screen readers beside the box. */
    shortcut: "Press / to search from any page.",
  },
  page: {
    title: "Search",
    heading: "Search",
    intro:
      "Type a booking reference as the patient reads it out (for example bdc 7k3m 9q2x), a phone number in any format, or part of a name or email address.",
    tooShort:
      "Type at least 3 letters of a name or email address, 6 digits of a phone number, or a booking reference.",
    none: (query: string) => `Nothing found for “${query}”.`,
    found: (hits: number, people: number) =>
      `${hits} ${hits === 1 ? "match" : "matches"} for ${people} ${people === 1 ? "person" : "people"}, newest first.`,
    more: (limit: number) =>
      `Only the newest ${limit} matches are shown. Add more of the name, email or phone number to find the others.`,
    resultsLabel: "Search results",
    patientLink: "Patient page",
    openLead: "Open lead",
    openDay: "Open day",
    kinds: { lead: "Lead", booking: "Booking" } as Record<"lead" | "booking", string>,
    columns: {
      what: "What",
      reference: "Reference",
      when: "Received or booked",
      status: "Status",
      open: "Open",
    },
    noName: "(no name given)",
    day: (date: string, time: string | null) => `Day ${date}${time ? ` at ${time}` : ""}`,
  },
  patient: {
    title: (name: string | null) => (name ? `Patient: ${name}` : "Patient"),
    noName: "Patient (no name given)",
    back: "← Back to the search",
    /** A table's scrolling area, named apart from its section (landmarks need names of their own). */
    tableLabel: (heading: string) => `Table: ${heading}`,
    facts: { email: "Email", phone: "Phone", noEmail: "None given", none: "–" },
    leads: {
      heading: "Leads",
      none: "No leads from this address.",
      columns: { received: "Received", treatment: "Treatment", status: "Status", open: "Open" },
      open: "Open lead",
    },
    bookings: {
      heading: "Consultation bookings",
      none: "No consultation bookings.",
      columns: {
        reference: "Reference",
        day: "Day",
        time: "Time",
        status: "Status",
        how: "How booked",
        amount: "Amount",
        booked: "Booked",
        attendance: "Attended",
        reminders: "Reminders",
      },
      noTime: "Not chosen",
      /** The person's record of coming: what the day sheets marked. */
      attendanceSummary: (attended: number, noShows: number) =>
        `Came ${attended} ${attended === 1 ? "time" : "times"}, did not come ${noShows} ${noShows === 1 ? "time" : "times"} (as marked on the day sheets).`,
      attendance: { attended: "Attended", no_show: "No-show", unmarked: "–" },
      reminderChannels: { none: "Email", sms: "Email + SMS", whatsapp: "Email + WhatsApp" },
      openDay: (date: string) => `Open day ${date}`,
    },
    emails: {
      heading: "Emails",
      intro:
        "Emails to this person, and the clinic's notifications about them. Only the subject is shown here.",
      none: "No emails.",
      columns: { when: "When", to: "To", subject: "Subject", state: "State" },
      toPatient: "Patient",
      toClinic: "Clinic",
      states: {
        sent: "Sent",
        failed: (attempts: number) =>
          `Not delivered yet (${attempts} ${attempts === 1 ? "attempt" : "attempts"})`,
        waiting: "Waiting to be sent",
      },
    },
    files: {
      heading: "X-rays and photos",
      none: "No files (none were sent, or they were deleted after their retention period).",
      linkNote: "Links work for ten minutes; reload the page for fresh ones.",
    },
  },
  leadStatusLabels: leadStatusLabels as Record<string, string>,
  bookingStatusLabels,
  channelLabels,
} as const;
