/** A lead's workflow in the back office: new → contacted → quote sent → booked → closed / not interested. */
export const leadStatuses = ["new", "contacted", "quote_sent", "booked", "closed", "not_interested"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const leadStatusLabels: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  quote_sent: "Quote sent",
  booked: "Booked",
  closed: "Closed",
  not_interested: "Not interested",
};
