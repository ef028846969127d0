import { visitWords } from "~/content/staff-attribution";

/** What brought a patient, as a lead or a booking stores it (each null when not known). */
export interface VisitAttribution {
  visitSource: string | null;
  visitMedium: string | null;
  visitCampaign: string | null;
  visitReferrer: string | null;
  visitLanding: string | null;
}

/**
 * The CSV columns of what brought a patient, keyed by the stored fields (leads and the day
 * sheet export the same five, empty when not known).
 */
export const visitCsvColumns = [
  ["visitSource", visitWords.csv.source],
  ["visitMedium", visitWords.csv.medium],
  ["visitCampaign", visitWords.csv.campaign],
  ["visitReferrer", visitWords.csv.referrer],
  ["visitLanding", visitWords.csv.landing],
] as const satisfies readonly (readonly [keyof VisitAttribution, string])[];

/** Only the five fields of a lead or booking row. */
export const visitOf = (row: VisitAttribution): VisitAttribution => ({
  visitSource: row.visitSource,
  visitMedium: row.visitMedium,
  visitCampaign: row.visitCampaign,
  visitReferrer: row.visitReferrer,
  visitLanding: row.visitLanding,
});

/**
 * The leads inbox's `?source=` for leads with no known source. The dashboard counts them as
 * 'unknown' too, so a campaign that called itself that is counted with them there and here.
 */
export const NOT_KNOWN_SOURCE = "unknown";
