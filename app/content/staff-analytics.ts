import { monthNames } from "./dates";
import { staffPageNames } from "./staff-nav";

/**
 * The words of the back office's analytics page: the period chooser, the totals, each chart's
 * caption and table, the notes on how visitors are counted, the words drawn inside the charts
 * (app/services/analytics/charts.server.ts) and the CSV export's headers.
 */

/** The periods offered, in days ending today (Budapest), and a period of one's own. */
export const analyticsRanges = ["7", "30", "90", "365"] as const;
export type AnalyticsRange = (typeof analyticsRanges)[number] | "custom";

export const analyticsWords = {
  title: staffPageNames.analytics,
  export: "Export (CSV)",
  period: {
    /** The preset periods' links. */
    legend: "Period",
    ranges: {
      "7": "Last 7 days",
      "30": "Last 30 days",
      "90": "Last 90 days",
      "365": "Last 365 days",
      custom: "From and to",
    } satisfies Record<AnalyticsRange, string>,
    from: "From",
    to: "To",
    submit: "Show",
    custom: "A period of your own",
    /** The period shown, under the chooser: '1 November 2026 to 30 November 2026'. */
    showing: (from: string, to: string) => `Showing ${from} to ${to} (Budapest days).`,
  },
  periodErrors: {
    invalid: "Please give both days as dates. Showing the last 30 days instead.",
    order: "The first day comes after the last. Showing the last 30 days instead.",
    tooLong: "A period can be at most two years. Showing the last 30 days instead.",
  },
  totals: {
    label: "Totals for the period",
    views: "Page views",
    visitors: "Visitors",
    leads: "Leads",
    paidBookings: "Paid bookings",
  },
  /** Beside the visitors figure: what a visitor is, and who is not counted as one. */
  visitorsNote:
    "Visitors are counted per day: a browser is not followed from one day to the next, so a person who comes back on three days counts three times. Browsers that send Global Privacy Control or Do Not Track count as page views only, never as visitors.",
  showTable: "Show as table",
  /**
   * A list's row for the values too rare to be kept by name: each day keeps its 200 most seen
   * values of a list and adds up the rest here (their visitors are added up too).
   */
  otherValue: "All rarer values",
  /** A treatment plan whose enquiry or booking came with no campaign. */
  noCampaign: "No campaign",
  /** Said inside an empty chart. */
  noVisits: "No visits in this period",
  charts: {
    days: {
      caption: "Visitors and page views per day",
      table: "Visitors and page views per day",
      columns: { day: "Day", visitors: "Visitors", views: "Page views" },
    },
    pages: { caption: "Top pages by page views", column: "Page" },
    sources: { caption: "Top sources by entrances", column: "Source" },
    campaigns: { caption: "Top campaigns by entrances", column: "Campaign" },
    referrers: { caption: "Top referring sites by entrances", column: "Site" },
    languages: { caption: "Page views by language", column: "Language" },
    devices: { caption: "Page views by device", column: "Device" },
    conversions: {
      caption: "From visit to lead to paid booking, by source",
      columns: { source: "Source", visitors: "Visitors", leads: "Leads", paidBookings: "Paid bookings" },
    },
  },
  /**
   * Treatment plans by where the patient came from: plans first sent in the period, plans
   * accepted in it and the accepted plans' totals, from the attribution their enquiry or
   * booking carried.
   */
  plans: {
    heading: "Treatment plans by where patients came from",
    note: "Plans first sent and plans accepted in this period, with the accepted plans' totals and the deposits paid in euros, by the source and campaign of the patient's enquiry or booking and by the patient's language.",
    totals: {
      sent: "Plans sent",
      accepted: "Plans accepted",
      acceptedValue: "Value accepted",
      deposits: "Deposits paid",
    },
    tables: {
      sources: { caption: "Treatment plans by source", column: "Source" },
      campaigns: { caption: "Treatment plans by campaign", column: "Campaign" },
      languages: { caption: "Treatment plans by the patient's language", column: "Language" },
    },
    columns: {
      sent: "Plans sent",
      accepted: "Plans accepted",
      acceptedValue: "Value accepted",
      deposits: "Deposits paid",
    },
    none: "No treatment plans were sent or accepted in this period.",
  },
  attendance: {
    heading: "Attendance and reminders",
    note: "Paid consultation bookings whose day fell in this period (up to today), as the day sheets marked them. The rate is no-shows out of the bookings marked; the reminders are what the patient chose at booking or on their booking page.",
    tables: {
      channels: { caption: "No-shows by the reminders the patient had", column: "Reminders" },
      months: { caption: "No-shows by month", column: "Month" },
    },
    columns: { attended: "Attended", noShows: "No-shows", rate: "No-show rate", unmarked: "Not marked" },
    channels: { none: "Email only", sms: "Email and SMS", whatsapp: "Email and WhatsApp" },
    /** A share from 0 to 1 as a percentage with one decimal: '12.5%'; '–' when nothing was marked. */
    rate: (share: number | null) => (share === null ? "–" : `${(share * 100).toFixed(1)}%`),
    month: (yearMonth: string) => {
      const [year, month] = yearMonth.split("-").map(Number);
      return `${monthNames[month - 1]} ${year}`;
    },
    none: "No consultation day in this period has been marked yet.",
  },
  /** The columns of a top list's table. */
  rowColumns: { views: "Page views", visitors: "Visitors", entrances: "Entrances" },
  /** The one series of each bar chart, named in its legend-less drawing's table. */
  series: { views: "Page views", visitors: "Visitors", entrances: "Entrances" },
  conversionSeries: { visitors: "Visitors", leads: "Leads", paidBookings: "Paid bookings" },
  /** Short month names on the charts' day axis: '3 Nov'. */
  shortMonths: monthNames.map((name) => name.slice(0, 3)),
  /** The CSV: the totals, then one row per day and per value of each list, named by its list. */
  csv: {
    columns: {
      section: "List",
      value: "Value",
      views: "Page views",
      visitors: "Visitors",
      entrances: "Entrances",
      leads: "Leads",
      paidBookings: "Paid bookings",
      plansSent: "Plans sent",
      plansAccepted: "Plans accepted",
      acceptedEur: "Value accepted (EUR)",
      depositsEur: "Deposits paid (EUR)",
    },
    sections: {
      total: "Total",
      day: "Day",
      page: "Page",
      source: "Source",
      campaign: "Campaign",
      referrer: "Referrer",
      language: "Language",
      device: "Device",
      conversion: "Conversion by source",
      planTotal: "Treatment plans",
      planSource: "Treatment plans by source",
      planCampaign: "Treatment plans by campaign",
      planLanguage: "Treatment plans by language",
    },
    /** The totals row's value: the period. */
    period: (from: string, to: string) => `${from} to ${to}`,
    filename: (from: string, to: string) => `analytics-${from}-to-${to}.csv`,
  },
};
