import { analyticsWords } from "~/content/staff-analytics";
import { languageLabel, valueLabel } from "~/lib/analytics-labels";
import { toLabelledCsv } from "~/lib/csv";
import type { AnalyticsReport, AnalyticsRow, PlanMoneyRow } from "./report";

/**
 * The analytics page's figures as one CSV for a spreadsheet: the period's totals, then a row per
 * day, per value of each list and per source's conversions, each named by its list in the first
 * column (so one filter in the spreadsheet shows one list). Empty cells where a list has no such
 * figure; then the treatment plans sent and accepted with their value, in all and by source,
 * campaign and language. Gives the CSV and its number of rows (for the audit log).
 */
interface CsvRow extends Record<string, unknown> {
  section: string;
  value: string;
  views?: number;
  visitors?: number;
  entrances?: number;
  leads?: number;
  paidBookings?: number;
  plansSent?: number;
  plansAccepted?: number;
  acceptedEur?: string;
  depositsEur?: string;
}

const { columns, sections, period } = analyticsWords.csv;

/** A plan row's figures as the CSV's columns: the value in euros with its cents ('2660.00'). */
const planFigures = ({ sent, accepted, acceptedCents, depositCents }: Omit<PlanMoneyRow, "value">) => ({
  plansSent: sent,
  plansAccepted: accepted,
  acceptedEur: (acceptedCents / 100).toFixed(2),
  depositsEur: (depositCents / 100).toFixed(2),
});

export function analyticsCsv(report: AnalyticsReport): { csv: string; rows: number } {
  const list = (section: string, rows: AnalyticsRow[], label = valueLabel): CsvRow[] =>
    rows.map(({ value, views, visitors, entrances }) => ({
      section,
      value: label(value),
      views,
      visitors,
      entrances,
    }));
  const plans = (section: string, rows: PlanMoneyRow[], label = valueLabel): CsvRow[] =>
    rows.map(({ value, ...figures }) => ({ section, value: label(value), ...planFigures(figures) }));
  const rows: CsvRow[] = [
    { section: sections.total, value: period(report.period.from, report.period.to), ...report.totals },
    ...report.days.map(({ day, views, visitors }) => ({
      section: sections.day,
      value: day,
      views,
      visitors,
    })),
    ...list(sections.page, report.pages),
    ...list(sections.source, report.sources),
    ...list(sections.campaign, report.campaigns),
    ...list(sections.referrer, report.referrers),
    // As the page names them ('German'), not as stored ('de').
    ...list(sections.language, report.languages, languageLabel),
    ...list(sections.device, report.devices),
    ...report.conversions.map(({ source, visitors, leads, paidBookings }) => ({
      section: sections.conversion,
      value: valueLabel(source),
      visitors,
      leads,
      paidBookings,
    })),
    {
      section: sections.planTotal,
      value: period(report.period.from, report.period.to),
      ...planFigures(report.plans.total),
    },
    ...plans(sections.planSource, report.plans.sources),
    ...plans(sections.planCampaign, report.plans.campaigns),
    ...plans(sections.planLanguage, report.plans.languages, languageLabel),
  ];
  const csv = toLabelledCsv(rows, [
    ["section", columns.section],
    ["value", columns.value],
    ["views", columns.views],
    ["visitors", columns.visitors],
    ["entrances", columns.entrances],
    ["leads", columns.leads],
    ["paidBookings", columns.paidBookings],
    ["plansSent", columns.plansSent],
    ["plansAccepted", columns.plansAccepted],
    ["acceptedEur", columns.acceptedEur],
    ["depositsEur", columns.depositsEur],
  ]);
  return { csv, rows: rows.length };
}
