/**
 * The back office's words for the waiting list (issue 44): the day sheet's section and the
 * outbox's label of an offer's text. English only, as every staff page.
 */
export const staffWaitingList = {
  heading: "Waiting list",
  table: "People waiting for a place on this day, first come first offered",
  empty: "Nobody is on the waiting list for this day.",
  columns: {
    position: "#",
    name: "Name",
    email: "Email",
    phone: "Phone",
    channel: "Texts",
    status: "Status",
    joined: "Joined (Budapest time)",
    heldUntil: "Offer held until",
  },
  channel: { none: "Email only", sms: "SMS", whatsapp: "WhatsApp" },
  status: {
    waiting: "Waiting",
    offered: "Offered",
    booked: "Booking started",
    passed: "Offer ran out",
    left: "Left the list",
    closed: "Closed",
  },
  notGiven: "Not given",
  summary: (waiting: number, offered: number) => `${waiting} waiting · ${offered} offered`,
  /** Beside an offer's text in the outbox. */
  offerTextLabel: "Waiting list: place offered",
};
