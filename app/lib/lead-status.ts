/**
 * A lead's workflow in the back office: new → contacted → quote sent → booked → closed / not interested
 * (their names: leadStatusLabels in app/content/staff-leads.ts).
 */
export const leadStatuses = ["new", "contacted", "quote_sent", "booked", "closed", "not_interested"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/**
 * Statuses that mean the enquiry led to treatment: such a person's enquiries are kept; everyone
 * else's are deleted `enquiryRetention` after their last contact (app/services/leads/retention.server.ts).
 */
export const treatedLeadStatuses = ["booked", "closed"] as const satisfies readonly LeadStatus[];

/** How long enquiries that do not lead to treatment are kept: the privacy policy says so in these words. */
export const enquiryRetention = { years: 2, words: "2 years" } as const;
