import { Form, Link } from "react-router";
import { requireAppContext } from "~/context";
import { ChartFigure, type ChartTable } from "~/components/staff/chart-figure";
import { Field } from "~/components/staff/field";
import { FiguresTable } from "~/components/staff/figures-table";
import {
  buttonClass,
  labelClass,
  PageTitle,
  secondaryButtonClass,
  staffMeta,
} from "~/components/staff/staff-ui";
import { analyticsRanges, analyticsWords as words } from "~/content/staff-analytics";
import { languageLabel, valueLabel } from "~/lib/analytics-labels";
import { longDay, periodQuery } from "~/lib/analytics-period";
import { formatEurCents, formatNumber } from "~/lib/format";
import { analyticsPageView } from "~/services/analytics/pages.server";
import {
  noShowRate,
  type AnalyticsRow,
  type AttendanceFigures,
  type AttendanceRow,
  type PlanMoney,
  type PlanMoneyRow,
} from "~/services/analytics/report";
import type { TextChannel } from "~/lib/text-channels";
import { requireStaff } from "~/services/staff/session.server";
import type { Route } from "./+types/staff.analytics";

/**
 * /staff/analytics: the site's own visit counts for a period (issue 33): totals, visitors and
 * page views per day, the top lists, visit → lead → paid booking per source, and treatment plans
 * sent and accepted with their value by source, campaign and language (issue 42). The charts are
 * SVG drawn here in the loader (docs/decisions/0025-server-charts.md), so the chart library
 * never reaches the browser; each has its table. The period is a plain GET: links for the
 * usual ones, a form for a period of one's own.
 */
export const meta: Route.MetaFunction = () => staffMeta(words.title);

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, requireAppContext(context));
  return analyticsPageView(staff, new URL(request.url).searchParams);
}

/** A top list's table: the value, then its page views, visitors and entrances. */
const rowsTable = (column: string, rows: AnalyticsRow[], label = valueLabel): ChartTable => ({
  columns: [column, words.rowColumns.views, words.rowColumns.visitors, words.rowColumns.entrances],
  rows: rows.map((row) => [label(row.value), row.views, row.visitors, row.entrances] as const),
});

const planColumns = [
  words.plans.columns.sent,
  words.plans.columns.accepted,
  words.plans.columns.acceptedValue,
  words.plans.columns.deposits,
];
const planRow = (row: PlanMoneyRow, label = valueLabel) =>
  [
    label(row.value),
    formatNumber(row.sent),
    formatNumber(row.accepted),
    formatEurCents(row.acceptedCents),
    formatEurCents(row.depositCents),
  ] as const;

/** Treatment plans sent and accepted, and the value accepted, in all and by where patients came from. */
function PlanMoneySection({ plans }: { plans: PlanMoney }) {
  const totals = [
    [words.plans.totals.sent, formatNumber(plans.total.sent)],
    [words.plans.totals.accepted, formatNumber(plans.total.accepted)],
    [words.plans.totals.acceptedValue, formatEurCents(plans.total.acceptedCents)],
    [words.plans.totals.deposits, formatEurCents(plans.total.depositCents)],
  ] as const;
  const tables = [
    { key: "sources", rows: plans.sources },
    { key: "campaigns", rows: plans.campaigns },
    { key: "languages", rows: plans.languages, label: languageLabel },
  ] as const;
  return (
    <section aria-labelledby="plans-heading" className="grid gap-4">
      <div>
        <h2 id="plans-heading" className="text-lg font-semibold text-brand-900">
          {words.plans.heading}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-muted">{words.plans.note}</p>
      </div>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {totals.map(([term, figure]) => (
          <div key={term} className="rounded-lg border border-line bg-surface p-4">
            <dt className="text-sm font-semibold text-muted">{term}</dt>
            <dd className="text-3xl font-semibold text-brand-900 tabular-nums">{figure}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-5 lg:grid-cols-3">
        {tables.map((table) => (
          <FiguresTable
            key={table.key}
            id={`plans-${table.key}`}
            caption={words.plans.tables[table.key].caption}
            columns={[words.plans.tables[table.key].column, ...planColumns]}
            rows={table.rows.map((row) => planRow(row, "label" in table ? table.label : undefined))}
            empty={words.plans.none}
          />
        ))}
      </div>
    </section>
  );
}

/** No-shows by the reminders patients had and by month (issue 44), with the rate of each. */
function AttendanceSection({ attendance }: { attendance: AttendanceFigures }) {
  const copy = words.attendance;
  const columns = [copy.columns.attended, copy.columns.noShows, copy.columns.rate, copy.columns.unmarked];
  const row = (label: string, figures: AttendanceRow) =>
    [
      label,
      formatNumber(figures.attended),
      formatNumber(figures.noShows),
      copy.rate(noShowRate(figures)),
      formatNumber(figures.unmarked),
    ] as const;
  const marked = attendance.channels.some((c) => c.attended + c.noShows > 0);
  return (
    <section aria-labelledby="attendance-heading" className="grid gap-4">
      <div>
        <h2 id="attendance-heading" className="text-lg font-semibold text-brand-900">
          {copy.heading}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-muted">{copy.note}</p>
      </div>
      <div className="grid gap-5 lg:grid-cols-2">
        <FiguresTable
          id="attendance-channels"
          caption={copy.tables.channels.caption}
          columns={[copy.tables.channels.column, ...columns]}
          rows={marked ? attendance.channels.map((c) => row(copy.channels[c.value as TextChannel], c)) : []}
          empty={copy.none}
        />
        <FiguresTable
          id="attendance-months"
          caption={copy.tables.months.caption}
          columns={[copy.tables.months.column, ...columns]}
          rows={attendance.months.map((m) => row(copy.month(m.value), m))}
          empty={copy.none}
        />
      </div>
    </section>
  );
}

const presetClass = (active: boolean) =>
  `inline-flex min-h-11 items-center rounded-md border px-3 py-2 font-semibold ${
    active
      ? "border-brand-800 bg-brand-800 text-white"
      : "border-brand-700 bg-white text-brand-800 hover:bg-brand-50"
  }`;

export default function Analytics({ loaderData }: Route.ComponentProps) {
  const { report, charts, range, period, error } = loaderData;
  const { totals } = report;
  const lists = [
    { key: "pages", rows: report.pages },
    { key: "sources", rows: report.sources },
    { key: "campaigns", rows: report.campaigns },
    { key: "referrers", rows: report.referrers },
    { key: "languages", rows: report.languages, label: languageLabel },
    { key: "devices", rows: report.devices },
  ] as const;
  return (
    <>
      <PageTitle
        aside={
          <a
            href={`/staff/analytics/export?${periodQuery({ range, period })}`}
            className={secondaryButtonClass}
            download
          >
            {words.export}
          </a>
        }
      >
        {words.title}
      </PageTitle>
      <div className="mb-5 space-y-3 rounded-lg border border-line bg-surface p-4">
        <nav aria-label={words.period.legend} className="flex flex-wrap gap-2">
          {analyticsRanges.map((days) => (
            <Link
              key={days}
              to={`/staff/analytics?range=${days}`}
              className={presetClass(range === days)}
              aria-current={range === days ? "page" : undefined}
            >
              {words.period.ranges[days]}
            </Link>
          ))}
        </nav>
        <Form method="get" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="range" value="custom" />
          <fieldset className="flex flex-wrap items-end gap-3">
            <legend className={labelClass}>{words.period.custom}</legend>
            <Field
              id="from"
              label={words.period.from}
              name="from"
              type="date"
              required
              defaultValue={period.from}
            />
            <Field id="to" label={words.period.to} name="to" type="date" required defaultValue={period.to} />
          </fieldset>
          <button type="submit" className={buttonClass}>
            {words.period.submit}
          </button>
        </Form>
        {error ? (
          <p role="alert" className="rounded-lg border border-danger-700 bg-danger-50 p-3 text-danger-700">
            {error}
          </p>
        ) : null}
        <p className="text-sm text-muted">{words.period.showing(longDay(period.from), longDay(period.to))}</p>
      </div>

      <section aria-label={words.totals.label} className="mb-6">
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {(["views", "visitors", "leads", "paidBookings"] as const).map((key) => (
            <div key={key} className="rounded-lg border border-line bg-surface p-4">
              <dt className="text-sm font-semibold text-muted">{words.totals[key]}</dt>
              <dd className="text-3xl font-semibold text-brand-900 tabular-nums">
                {formatNumber(totals[key])}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 max-w-3xl text-sm text-muted">{words.visitorsNote}</p>
      </section>

      <div className="grid gap-5">
        <ChartFigure
          id="days"
          caption={words.charts.days.caption}
          svg={charts.days}
          table={{
            columns: [
              words.charts.days.columns.day,
              words.charts.days.columns.visitors,
              words.charts.days.columns.views,
            ],
            rows: report.days.map((day) => [longDay(day.day), day.visitors, day.views] as const),
          }}
        />
        <div className="grid gap-5 lg:grid-cols-2">
          {lists.map((list) => (
            <ChartFigure
              key={list.key}
              id={list.key}
              caption={words.charts[list.key].caption}
              svg={charts[list.key]}
              table={rowsTable(
                words.charts[list.key].column,
                [...list.rows],
                "label" in list ? list.label : undefined,
              )}
            />
          ))}
        </div>
        <ChartFigure
          id="conversions"
          caption={words.charts.conversions.caption}
          svg={charts.conversions}
          table={{
            columns: Object.values(words.charts.conversions.columns),
            rows: report.conversions.map(
              (row) => [valueLabel(row.source), row.visitors, row.leads, row.paidBookings] as const,
            ),
          }}
        />
        <PlanMoneySection plans={report.plans} />
        <AttendanceSection attendance={loaderData.attendance} />
      </div>
    </>
  );
}
