import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { analyticsWords } from "~/content/staff-analytics";
import {
  barsHeight,
  CHART_WIDTH,
  chartColours,
  conversionChart,
  daysChart,
  DAYS_HEIGHT,
  shortDay,
  topListChart,
} from "./charts.server";
import type { AnalyticsDay, AnalyticsRow } from "./report";

const week: AnalyticsDay[] = [
  { day: "2026-11-02", views: 40, visitors: 12 },
  { day: "2026-11-03", views: 55, visitors: 17 },
  { day: "2026-11-04", views: 0, visitors: 0 },
  { day: "2026-11-05", views: 61, visitors: 23 },
  { day: "2026-11-06", views: 38, visitors: 9 },
  { day: "2026-11-07", views: 12, visitors: 4 },
  { day: "2026-11-08", views: 7, visitors: 2 },
];
const row = (value: string, views: number, entrances = 0): AnalyticsRow => ({
  value,
  views,
  visitors: Math.ceil(views / 3),
  entrances,
});

/** The drawing's own size: attributes and viewBox. */
const sizeOf = (svg: string) => ({
  width: svg.match(/^<svg[^>]* width="(\d+)"/)?.[1],
  height: svg.match(/^<svg[^>]* height="(\d+)"/)?.[1],
  viewBox: svg.match(/^<svg[^>]* viewBox="([^"]+)"/)?.[1],
});

describe("the visitors and page views chart", () => {
  const svg = daysChart(week);

  it("names every day on its axis and shows the series' names", () => {
    for (const day of ["2 Nov", "3 Nov", "5 Nov", "8 Nov"]) expect(svg).toContain(`>${day}<`);
    expect(svg).toContain(analyticsWords.charts.days.columns.visitors);
    expect(svg).toContain(analyticsWords.charts.days.columns.views);
  });

  it("is a fixed-size drawing that scales, hidden from screen readers, without script", () => {
    expect(sizeOf(svg)).toEqual({
      width: String(CHART_WIDTH),
      height: String(DAYS_HEIGHT),
      viewBox: `0 0 ${CHART_WIDTH} ${DAYS_HEIGHT}`,
    });
    expect(svg).toMatch(/^<svg aria-hidden="true" focusable="false" /);
    expect(svg).not.toMatch(/<script|on[a-z]+=|<foreignObject/i);
  });

  it("draws the site's colours, not ECharts' own", () => {
    expect(svg).toContain(chartColours.brand700);
    expect(svg).toContain(chartColours.accent600);
    expect(svg).not.toContain("#5470c6");
  });

  it("says there were no visits when every day is zero", () => {
    const empty = daysChart(week.map((day) => ({ ...day, views: 0, visitors: 0 })));
    expect(empty).toContain(analyticsWords.noVisits);
    expect(sizeOf(empty)).toEqual(sizeOf(svg));
    expect(daysChart([])).toContain(analyticsWords.noVisits);
  });
});

describe("a top list's bars", () => {
  const pages = [row("/", 120), row("/prices", 80), row("/treatments/dental-implant", 45)];

  it("draws each value's label and number", () => {
    const svg = topListChart(pages, "views");
    for (const text of ["/prices", ">120<", ">80<", ">45<"]) expect(svg).toContain(text);
  });

  it("grows with its rows, up to ten, and keeps its width", () => {
    const three = topListChart(pages, "views");
    expect(sizeOf(three)).toMatchObject({ width: String(CHART_WIDTH), height: String(barsHeight(3)) });
    const many = Array.from({ length: 20 }, (_, i) => row(`/page-${i}`, 100 - i));
    const svg = topListChart(many, "views");
    expect(sizeOf(svg).height).toBe(String(barsHeight(10)));
    expect(svg).toContain("/page-9");
    expect(svg).not.toContain("/page-10");
  });

  it("sorts sources by entrances, and writes a hostile campaign name as text", () => {
    const svg = topListChart([row("<script>alert(1)</script>", 10, 7), row("google", 30, 5)], "entrances");
    expect(svg).toContain(">7<");
    expect(svg).not.toMatch(/<script/i);
    expect(svg).toContain("&lt;script&gt;");
    const quoted = topListChart([row('"><img src=x onerror=alert(1)>', 3, 3)], "entrances");
    expect(quoted).not.toMatch(/<img/i);
    expect(quoted).toContain("&quot;&gt;&lt;img src=x onerror=alert(1)&gt;");
  });

  it("says there were no visits for an empty list", () => {
    const svg = topListChart([], "views");
    expect(svg).toContain(analyticsWords.noVisits);
    expect(sizeOf(svg).viewBox).toBe(`0 0 ${CHART_WIDTH} ${barsHeight(0)}`);
  });
});

describe("the conversion chart", () => {
  it("draws visitors, leads and paid bookings for each source", () => {
    const svg = conversionChart([
      { source: "google", visitors: 310, leads: 12, paidBookings: 3 },
      { source: "direct", visitors: 150, leads: 4, paidBookings: 1 },
    ]);
    for (const text of ["google", "direct", ">310<", ">12<", ">3<", "Paid bookings"])
      expect(svg).toContain(text);
    expect(svg).not.toMatch(/<script/i);
  });

  it("says there were no visits when there is no source", () => {
    expect(conversionChart([])).toContain(analyticsWords.noVisits);
  });
});

describe("the charts' colours and days", () => {
  it("are app.css's tokens", () => {
    const css = readFileSync(new URL("../../app.css", import.meta.url), "utf8");
    const token = (name: string) => css.match(new RegExp(`--color-${name}:\\s*(#[0-9a-f]+)`, "i"))?.[1];
    expect(chartColours).toEqual({
      brand700: token("brand-700"),
      brand400: token("brand-400"),
      brand50: token("brand-50"),
      accent600: token("accent-600"),
      ink: token("ink"),
      muted: token("muted"),
      line: token("line"),
      surface: token("surface"),
    });
  });

  it("writes a day short", () => {
    expect(shortDay("2026-01-09")).toBe("9 Jan");
    expect(shortDay("2026-12-31")).toBe("31 Dec");
  });
});
