/**
 * The words of the back office's day sheet (/staff/consultation-days/:date): its table, its
 * buttons and messages and its CSV's headers. The confirmation it sends a patient for the day
 * is in app/content/desk-emails.ts.
 */
export const daySheet = {
  title: (date: string) => `Consultation day ${date}`,
  allDays: "← All days",
  summary: (paid: number, held: number, free: number) => `${paid} paid · ${held} held · ${free} free`,
  perTime: "Per time",
  perTimeTable: "Places per appointment time",
  time: "Time",
  booked: "Booked",
  free: "Free",
  sheetHeading: "Day sheet",
  sheetTable: "Patients on this day, by time",
  empty: "No bookings for this day yet.",
  columns: {
    time: "Time",
    name: "Name",
    phone: "Phone",
    email: "Email",
    reference: "Reference",
    payment: "Payment",
    channel: "Channel",
    status: "Status",
    paidAt: "Paid at (Budapest time)",
    note: "Note",
  },
  /** The sheet's column of each patient's language (not in the CSV, whose columns are fixed). */
  languageColumn: "Language",
  /** The phone booking form's choice of the caller's language. */
  patientLanguage: "Patient's language",
  /** The day sheet's filter by language. */
  languageFilter: "Show patients speaking",
  allLanguages: "All languages",
  filter: "Filter",
  noTime: "No time chosen",
  notGiven: "Not given",
  payment: { paid: "Paid", desk: "To pay at desk", unpaid: "Unpaid", refunded: "Refunded" },
  channel: { online: "Online", "phone-desk": "Phone", "phone-link": "Phone" } as Record<string, string>,
  status: {
    scheduled: "Scheduled",
    paid: "No time chosen",
    refunded: "Refunded",
    pending: "Waiting for payment",
    attended: "Attended",
    noShow: "No-show",
  },
  noteLabel: (name: string) => `Note for ${name}`,
  saveNote: "Save note",
  paidAtDesk: "Paid at the desk",
  actions: "Actions",
  moreFor: (name: string) => `Move, attendance or refund: ${name}`,
  print: "Print",
  exportDay: "Export the day",
  sendConfirmations: "Send confirmations for the day",
  sendConfirmationsHint:
    "Emails each patient of the day what to bring and their time (or a link to choose one). Each patient gets it once.",
  daySettings: "Day settings",
  bookCaller: "Book a caller",
  move: "Move",
  date: "Date",
  moveButton: "Move booking",
  onTheDay: "On the day",
  attendance: { unknown: "Not marked", attended: "Attended", no_show: "No-show" },
  saveAttendance: "Save attendance",
  refundReason: "Refund reason",
  refundButton: "Refund payment",
  saved: {
    move: "Booking moved. The patient has been emailed the new time with an updated calendar invitation.",
    attendance: "Attendance saved.",
    refund: "Refunded. The patient has been emailed.",
    note: "Note saved.",
    desk: "Marked as paid at the desk.",
    "phone-repeat": "That phone booking was sent twice; it was booked once and is on this sheet.",
  } as Record<string, string>,
  confirmationsSent: (queued: number, already: number) =>
    [
      queued === 0
        ? "No new confirmations to send."
        : `${queued} ${queued === 1 ? "confirmation" : "confirmations"} queued.`,
      already > 0
        ? `${already} ${already === 1 ? "patient had" : "patients had"} already been sent one for this day.`
        : "",
    ]
      .filter(Boolean)
      .join(" "),
  notFound: "We could not find this booking on this day.",
  notFoundPaid: "We could not find this paid booking.",
  notDesk: "Only a phone booking to be paid at the desk can be marked as paid here.",
  noteTooLong: "At most 1000 characters.",
};
