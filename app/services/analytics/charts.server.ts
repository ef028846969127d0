/**
 * The analytics page's charts, drawn on the server as SVG markup with ECharts' server-side
 * renderer (docs/decisions/0025-server-charts.md): no DOM, no script, nothing sent to the
 * browser but the drawing. Each function takes part of the report (report.ts) and gives one
 * SVG string of fixed width and height with a viewBox, so CSS can scale it to a phone; the
 * drawing is aria-hidden, the table beside it (components/staff/chart-figure.tsx) is what a
 * screen reader reads.
 */
import * as echarts from "echarts/core";
import { BarChart, LineChart } from "echarts/charts";
import { GridComponent, LegendComponent } from "echarts/components";
import { SVGRenderer } from "echarts/renderers";
import type { EChartsCoreOption } from "echarts/core";
import { analyticsWords as words } from "~/content/staff-analytics";
import { languageLabel, valueLabel } from "~/lib/analytics-labels";
import type { AnalyticsDay, AnalyticsReport, AnalyticsRow, ConversionRow } from "./report";

echarts.use([LineChart, BarChart, GridComponent, LegendComponent, SVGRenderer]);

/**
 * The site's tokens (app/app.css; charts.server.test.ts checks they still match). Every colour
 * a line or bar is drawn in has at least 3:1 against white (WCAG 1.4.11); text is ink or muted.
 */
export const chartColours = {
  brand700: "#0f4c5c",
  brand400: "#3f8c9a",
  brand50: "#eef6f7",
  accent600: "#b98421",
  ink: "#1c2a30",
  muted: "#4a5a61",
  line: "#e4ddd2",
  surface: "#ffffff",
} as const;

/**
 * The system font stack, as app.css's --font-sans (the back office loads no web font). Single
 * quotes: ECharts writes the family into a style="…" attribute without escaping double quotes.
 */
const chartFont =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', system-ui, sans-serif";

/**
 * 560 wide: about its own size in half of a desk screen, and on a 390 px phone still drawn at
 * 0.6 (its 13 px labels at about 8 px; the table has the exact figures).
 */
export const CHART_WIDTH = 560;
export const DAYS_HEIGHT = 280;
/** A bar chart draws at most this many rows; its table lists them all. */
const MAX_BARS = 10;
const BAR_ROW = 28;
const BAR_FRAME = 40;

/** A bar chart's height for `rows` rows (at least one row's room, for the empty state). */
export const barsHeight = (rows: number, perRow = BAR_ROW) =>
  BAR_FRAME + Math.max(1, Math.min(rows, MAX_BARS)) * perRow;

/** '2026-11-03' → '3 Nov' (the table gives the full date). */
export function shortDay(iso: string): string {
  const [, month, day] = iso.split("-").map(Number);
  return `${day} ${words.shortMonths[month - 1]}`;
}

/**
 * One SVG: ECharts with animation off draws the final picture at once. The drawing is marked
 * aria-hidden and unfocusable; width and height stay as attributes (the page's CSS scales it).
 */
function draw(option: EChartsCoreOption, width: number, height: number): string {
  const chart = echarts.init(null, null, { renderer: "svg", ssr: true, width, height });
  try {
    chart.setOption({
      animation: false,
      backgroundColor: chartColours.surface,
      textStyle: { fontFamily: chartFont, color: chartColours.ink, fontSize: 13 },
      ...option,
    });
    return hidden(chart.renderToSVGString());
  } finally {
    chart.dispose();
  }
}

const hidden = (svg: string) => svg.replace(/^<svg /, '<svg aria-hidden="true" focusable="false" ');

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A period without visits: the frame of the chart, and one sentence where the lines would be. */
function emptyChart(width: number, height: number, message: string = words.noVisits): string {
  return hidden(
    `<svg width="${width}" height="${height}" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">` +
      `<rect x="0.5" y="0.5" width="${width - 1}" height="${height - 1}" rx="8" fill="${chartColours.brand50}" stroke="${chartColours.line}"/>` +
      `<text x="${width / 2}" y="${height / 2}" text-anchor="middle" dominant-baseline="middle" fill="${chartColours.muted}" font-family="${escapeXml(chartFont)}" font-size="16">${escapeXml(message)}</text>` +
      `</svg>`,
  );
}

const axisText = { color: chartColours.muted, fontSize: 13 };
const splitLine = { lineStyle: { color: chartColours.line } };
const legend = (names: string[]) => ({
  top: 4,
  left: "center",
  data: names,
  textStyle: { color: chartColours.ink, fontSize: 14 },
  itemGap: 20,
});

/** Visitors (a filled area) and page views (a line) for every day of the period. */
export function daysChart(days: AnalyticsDay[]): string {
  if (days.every((day) => day.views === 0 && day.visitors === 0)) return emptyChart(CHART_WIDTH, DAYS_HEIGHT);
  const { visitors, views } = words.charts.days.columns;
  const line = (name: string, color: string, values: number[], area: boolean) => ({
    type: "line",
    name,
    data: values,
    color,
    showSymbol: days.length <= 31,
    symbolSize: 5,
    lineStyle: { width: 2, color },
    ...(area ? { areaStyle: { color, opacity: 0.15 } } : {}),
  });
  return draw(
    {
      legend: legend([visitors, views]),
      grid: { top: 40, left: 20, right: 28, bottom: 8 },
      xAxis: {
        type: "category",
        boundaryGap: false,
        data: days.map((day) => shortDay(day.day)),
        axisLabel: axisText,
        axisLine: { lineStyle: { color: chartColours.muted } },
        axisTick: { show: false },
      },
      yAxis: { type: "value", minInterval: 1, axisLabel: axisText, splitLine },
      series: [
        line(
          visitors,
          chartColours.brand700,
          days.map((day) => day.visitors),
          true,
        ),
        line(
          views,
          chartColours.accent600,
          days.map((day) => day.views),
          false,
        ),
      ],
    },
    CHART_WIDTH,
    DAYS_HEIGHT,
  );
}

const categoryAxis = (labels: string[]) => ({
  type: "category",
  data: labels,
  inverse: true,
  axisLabel: { ...axisText, color: chartColours.ink, width: 180, overflow: "truncate" },
  axisLine: { lineStyle: { color: chartColours.muted } },
  axisTick: { show: false },
});
const valueAxis = { type: "value", minInterval: 1, axisLabel: axisText, splitLine };
const barLabel = { show: true, position: "right", color: chartColours.ink, fontSize: 13 };

/**
 * A top list (pages, sources, campaigns, languages, devices) as horizontal bars, largest at the
 * top, at most MAX_BARS of them: `measure` is what the list is sorted by (views or entrances).
 */
export function topListChart(
  rows: AnalyticsRow[],
  measure: "views" | "entrances",
  label: (value: string) => string = valueLabel,
): string {
  const shown = rows.slice(0, MAX_BARS).filter((row) => row[measure] > 0);
  const height = barsHeight(shown.length);
  if (shown.length === 0) return emptyChart(CHART_WIDTH, height);
  return draw(
    {
      grid: { top: 8, left: 12, right: 48, bottom: 8 },
      xAxis: valueAxis,
      yAxis: categoryAxis(shown.map((row) => label(row.value))),
      series: [
        {
          type: "bar",
          name: words.series[measure],
          data: shown.map((row) => row[measure]),
          color: chartColours.brand700,
          barMaxWidth: 18,
          label: barLabel,
        },
      ],
    },
    CHART_WIDTH,
    height,
  );
}

/** Visitors, leads and paid bookings side by side for each source (the largest MAX_BARS). */
export function conversionChart(rows: ConversionRow[]): string {
  const shown = rows.slice(0, MAX_BARS).filter((row) => row.visitors + row.leads + row.paidBookings > 0);
  const perRow = 3 * 14 + 12;
  const height = barsHeight(shown.length, perRow) + 24;
  if (shown.length === 0) return emptyChart(CHART_WIDTH, height);
  const names = words.conversionSeries;
  const bars = (name: string, color: string, values: number[]) => ({
    type: "bar",
    name,
    data: values,
    color,
    barMaxWidth: 12,
    barGap: "15%",
    label: { ...barLabel, fontSize: 12 },
  });
  return draw(
    {
      legend: legend([names.visitors, names.leads, names.paidBookings]),
      grid: { top: 36, left: 12, right: 48, bottom: 8 },
      xAxis: valueAxis,
      yAxis: categoryAxis(shown.map((row) => valueLabel(row.source))),
      series: [
        bars(
          names.visitors,
          chartColours.brand700,
          shown.map((row) => row.visitors),
        ),
        bars(
          names.leads,
          chartColours.brand400,
          shown.map((row) => row.leads),
        ),
        bars(
          names.paidBookings,
          chartColours.accent600,
          shown.map((row) => row.paidBookings),
        ),
      ],
    },
    CHART_WIDTH,
    height,
  );
}

/** Every chart of the analytics page, drawn for the loader (so ECharts never reaches a browser). */
export function analyticsCharts(report: AnalyticsReport) {
  return {
    days: daysChart(report.days),
    pages: topListChart(report.pages, "views"),
    sources: topListChart(report.sources, "entrances"),
    campaigns: topListChart(report.campaigns, "entrances"),
    referrers: topListChart(report.referrers, "entrances"),
    languages: topListChart(report.languages, "views", languageLabel),
    devices: topListChart(report.devices, "views"),
    conversions: conversionChart(report.conversions),
  };
}
