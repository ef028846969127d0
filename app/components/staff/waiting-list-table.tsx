import { staffWaitingList as t } from "~/content/staff-waiting-list";
import { StaffTable } from "./staff-table";
import { tdClass } from "./staff-ui";

/** One person on a day's waiting list, as the day sheet's view gives it. */
interface WaitingListRow {
  id: string;
  position: number | null;
  name: string;
  email: string;
  phone: string;
  channel: string;
  status: string;
  joined: string;
  heldUntil: string;
}

/** The day sheet's "Waiting list": everyone who joined the day's list, first come first. */
export function WaitingListTable({ list }: { list: { rows: WaitingListRow[]; summary: string } }) {
  const c = t.columns;
  return (
    <section aria-labelledby="waiting-list-heading" className="mb-6" data-testid="staff-waiting-list">
      <h2 id="waiting-list-heading" className="mb-2 text-lg font-semibold text-brand-900">
        {t.heading}
      </h2>
      {list.rows.length === 0 ? (
        <p className="text-muted">{t.empty}</p>
      ) : (
        <>
          <p className="mb-2 text-muted">{list.summary}</p>
          <StaffTable
            label={t.table}
            headings={[c.position, c.name, c.email, c.phone, c.channel, c.status, c.joined, c.heldUntil]}
          >
            {list.rows.map((row) => (
              <tr key={row.id}>
                <td className={tdClass}>{row.position ?? ""}</td>
                <td className={tdClass}>{row.name}</td>
                <td className={tdClass}>{row.email}</td>
                <td className={tdClass}>{row.phone}</td>
                <td className={tdClass}>{row.channel}</td>
                <td className={tdClass}>{row.status}</td>
                <td className={tdClass}>{row.joined}</td>
                <td className={tdClass}>{row.heldUntil}</td>
              </tr>
            ))}
          </StaffTable>
        </>
      )}
    </section>
  );
}
