import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StaffTable } from "./staff-table";
import { tableClass, TableScroller, tdClass, thClass } from "./staff-ui";

describe("StaffTable", () => {
  it("draws the same markup as the table the back office's pages wrote out by hand", () => {
    const rows = (
      <tr>
        <td className={tdClass}>a</td>
        <td className={tdClass}>b</td>
      </tr>
    );
    const shared = renderToStaticMarkup(
      <StaffTable
        label="Staff accounts"
        className="mb-6"
        headings={["Email", <span className="sr-only">Actions</span>]}
      >
        {rows}
      </StaffTable>,
    );
    const byHand = renderToStaticMarkup(
      <TableScroller label="Staff accounts" className="mb-6">
        <table className={tableClass}>
          <thead>
            <tr>
              <th className={thClass}>Email</th>
              <th className={thClass}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>{rows}</tbody>
        </table>
      </TableScroller>,
    );
    expect(shared).toBe(byHand);
    expect(
      renderToStaticMarkup(
        <StaffTable label="L" headings={["A"]}>
          {null}
        </StaffTable>,
      ),
    ).toContain('class="relative overflow-x-auto"');
  });
});
