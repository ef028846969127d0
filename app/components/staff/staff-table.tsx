import type { ReactNode } from "react";
import { tableClass, TableScroller, thClass } from "./staff-ui";

/**
 * A back-office table: a named region that scrolls sideways on a phone (TableScroller), one row
 * of column headings and the caller's rows. The headings' words come from the caller.
 */
export function StaffTable({
  label,
  className,
  headings,
  children,
}: {
  /** The scrolling region's accessible name. */
  label: string;
  /** Classes for the scrolling region (margins, print rules). */
  className?: string;
  headings: ReactNode[];
  /** The body's rows. */
  children: ReactNode;
}) {
  return (
    <TableScroller label={label} className={className}>
      <table className={tableClass}>
        <thead>
          <tr>
            {headings.map((heading, index) => (
              <th key={index} className={thClass}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableScroller>
  );
}
