/**
 * The back office's words for what brought a patient (a lead's or a booking's "Came from"
 * rows, the leads inbox's source filter, the CSV columns). The attribution itself is found on
 * the server from that day's visits (app/services/analytics/attribution.server.ts).
 */
export const visitWords = {
  heading: "Came from",
  source: "Source / medium",
  campaign: "Campaign",
  referrer: "Referring site",
  landing: "Landing page",
  notKnown: "Not known",
  /** Why nothing is known, said under "Not known". */
  whyNotKnown:
    "Not found among that day's visits: the first visit may have been on another day, or the browser asked not to be tracked.",
  phoneBooking: "A phone booking: taken at the desk, not on the website.",
  phoneCell: "Phone booking",
  /** The leads inbox's filter. */
  filter: "Came from",
  /** The CSV exports' headers (leads and day sheet), added after their existing columns. */
  csv: {
    source: "Source",
    medium: "Medium",
    campaign: "Campaign",
    referrer: "Referring site",
    landing: "Landing page",
  },
  /** The day sheet's column. */
  column: "Came from",
};

/** Source and medium on one line: 'google.co.uk / organic'. */
export const sourceAndMedium = (source: string, medium: string | null) =>
  medium ? `${source} / ${medium}` : source;

/**
 * What brought the patient in one line of a clinic email, or undefined when not known:
 * 'google.co.uk / organic, campaign spring, landed on /prices'.
 */
export function cameFromText(visit: {
  visitSource: string | null;
  visitMedium: string | null;
  visitCampaign: string | null;
  visitLanding: string | null;
}): string | undefined {
  if (!visit.visitSource) return undefined;
  return [
    sourceAndMedium(visit.visitSource, visit.visitMedium),
    ...(visit.visitCampaign ? [`campaign ${visit.visitCampaign}`] : []),
    ...(visit.visitLanding ? [`landed on ${visit.visitLanding}`] : []),
  ].join(", ");
}
