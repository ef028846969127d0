/**
 * The shape of what the back office's analytics page shows for a period
 * (dashboard.server.ts builds it; routes/staff.analytics.tsx and its CSV export read it).
 * Days are the clinic's (Budapest time), ISO 'YYYY-MM-DD', both ends included.
 */
import type { AnalyticsPeriod } from "~/lib/analytics-period";

/** One value of a dimension over the period. Visitors are summed per day (a hash is one day's). */
export interface AnalyticsRow {
  value: string;
  views: number;
  visitors: number;
  entrances: number;
}

export interface AnalyticsDay {
  day: string;
  views: number;
  visitors: number;
}

/** Visit → lead → paid booking for one source over the period. */
export interface ConversionRow {
  source: string;
  /** Visitor-days whose entrance came from this source. */
  visitors: number;
  leads: number;
  paidBookings: number;
}

/**
 * Treatment plans for one value (a source, a campaign or a language) over the period: plans
 * first sent, plans accepted and the accepted versions' totals in euro cents, and the deposits
 * paid in the period.
 */
export interface PlanMoneyRow {
  value: string;
  sent: number;
  accepted: number;
  acceptedCents: number;
  depositCents: number;
}

/** The period's treatment plans in all, and by source, campaign and language (by value accepted). */
export interface PlanMoney {
  total: Omit<PlanMoneyRow, "value">;
  sources: PlanMoneyRow[];
  campaigns: PlanMoneyRow[];
  languages: PlanMoneyRow[];
}

export interface AnalyticsReport {
  period: AnalyticsPeriod;
  totals: { views: number; visitors: number; leads: number; paidBookings: number };
  /** Every day of the period, in order, zeros included. */
  days: AnalyticsDay[];
  /** Each list sorted by views (sources, campaigns, referrers: by entrances), largest first, at most 20. */
  pages: AnalyticsRow[];
  sources: AnalyticsRow[];
  campaigns: AnalyticsRow[];
  referrers: AnalyticsRow[];
  languages: AnalyticsRow[];
  devices: AnalyticsRow[];
  /** Sorted by visitors, largest first; 'direct' is a source like any other. */
  conversions: ConversionRow[];
  /** Treatment plans sent and accepted, and their value, by where the patient came from. */
  plans: PlanMoney;
}

/** No-shows by month and by reminder channel (attendance.server.ts builds it). */
export interface AttendanceRow {
  /** 'YYYY-MM', or the text channel ('none', 'sms', 'whatsapp'). */
  value: string;
  attended: number;
  noShows: number;
  /** Bookings of a day gone by that nobody marked. */
  unmarked: number;
}

export interface AttendanceFigures {
  months: AttendanceRow[];
  channels: AttendanceRow[];
}

/** No-shows out of those marked, as a share from 0 to 1; null when none was marked. */
export const noShowRate = (row: Pick<AttendanceRow, "attended" | "noShows">): number | null =>
  row.attended + row.noShows === 0 ? null : row.noShows / (row.attended + row.noShows);
