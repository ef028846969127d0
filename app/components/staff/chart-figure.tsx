import { analyticsWords } from "~/content/staff-analytics";
import { formatNumber } from "~/lib/format";
import { TableScroller, tableClass, tdClass, thClass } from "./staff-ui";

/** A chart's figures as a table: column headings, and rows that start with their label. */
export interface ChartTable {
  columns: readonly string[];
  rows: readonly (readonly [string, ...number[]])[];
}

/**
 * One chart of the analytics page: its heading, the drawing (an SVG string drawn on the server,
 * services/analytics/charts.server.ts, aria-hidden) and the same figures as a table behind
 * "Show as table". The table is the accessible version for everyone: a screen reader meets the
 * heading, skips the drawing and reaches the table's summary; sighted staff open it for exact
 * numbers (docs/decisions/0025-server-charts.md).
 */
export function ChartFigure({
  id,
  caption,
  svg,
  table,
}: {
  /** Unique on the page: names the figure's heading. */
  id: string;
  caption: string;
  svg: string;
  table: ChartTable;
}) {
  const headingId = `${id}-heading`;
  return (
    <figure aria-labelledby={headingId} className="min-w-0 rounded-lg border border-line bg-surface p-4">
      <figcaption>
        <h2 id={headingId} className="mb-3 text-lg font-semibold text-brand-900">
          {caption}
        </h2>
      </figcaption>
      <div
        // Never wider than one and a half times its own size: a full-width figure on a desk screen
        // would draw its labels at 30 px.
        className="mx-auto max-w-[52.5rem] *:h-auto *:w-full"
        // Drawn on the server by ECharts from the report: its text is escaped, it has no script.
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      <details className="mt-3">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-800 underline-offset-4 hover:underline">
          {analyticsWords.showTable}
        </summary>
        <TableScroller label={caption} className="mt-2">
          <table className={tableClass}>
            <caption className="sr-only">{caption}</caption>
            <thead>
              <tr>
                {table.columns.map((column, index) => (
                  <th key={column} scope="col" className={`${thClass} ${index > 0 ? "text-right" : ""}`}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.length === 0 ? (
                <tr>
                  <td colSpan={table.columns.length} className={tdClass}>
                    {analyticsWords.noVisits}
                  </td>
                </tr>
              ) : null}
              {table.rows.map(([label, ...values], rowIndex) => (
                <tr key={`${label}-${rowIndex}`}>
                  <th scope="row" className={`${tdClass} font-normal break-all`}>
                    {label}
                  </th>
                  {values.map((value, index) => (
                    <td key={index} className={`${tdClass} text-right tabular-nums`}>
                      {formatNumber(value)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      </details>
    </figure>
  );
}
