import { TableScroller, tableClass, tdClass, thClass } from "./staff-ui";

/**
 * A table of figures already written as staff read them (counts, amounts in euros): its caption
 * as a heading, column headings, and rows that start with their label, as the analytics page's
 * chart tables are drawn (chart-figure.tsx), shown open because it has no drawing.
 */
export function FiguresTable({
  id,
  caption,
  columns,
  rows,
  empty,
}: {
  /** Unique on the page: the heading's id. */
  id: string;
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly [string, ...string[]])[];
  /** Said in the table when it has no row. */
  empty: string;
}) {
  const headingId = `${id}-heading`;
  return (
    // A heading and a table, not a landmark: the table's scrolling region is the one named area.
    <div className="min-w-0 rounded-lg border border-line bg-surface p-4">
      <h3 id={headingId} className="mb-3 text-base font-semibold text-brand-900">
        {caption}
      </h3>
      <TableScroller label={caption}>
        <table className={tableClass}>
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column, index) => (
                <th key={column} scope="col" className={`${thClass} ${index > 0 ? "text-right" : ""}`}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className={tdClass}>
                  {empty}
                </td>
              </tr>
            ) : null}
            {rows.map(([label, ...values], rowIndex) => (
              <tr key={`${label}-${rowIndex}`}>
                <th scope="row" className={`${tdClass} font-normal break-all`}>
                  {label}
                </th>
                {values.map((value, index) => (
                  <td key={index} className={`${tdClass} text-right tabular-nums`}>
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
    </div>
  );
}
