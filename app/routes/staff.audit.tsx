import { requireAppContext } from "~/context";
import { staffAuditCopy as copy } from "~/content/staff-audit";
import { PageTitle, staffMeta, tdClass } from "~/components/staff/staff-ui";
import { formatDateTime } from "~/lib/format";
import { StaffTable } from "~/components/staff/staff-table";
import { auditLogView } from "~/services/staff/pages.server";
import { requireStaff } from "~/services/staff/session.server";
import type { Route } from "./+types/staff.audit";

/** /staff/audit (administrators): the latest 200 entries of the audit log. */
export const meta: Route.MetaFunction = () => staffMeta(copy.title);

export async function loader({ request, context }: Route.LoaderArgs) {
  return auditLogView(await requireStaff(request, requireAppContext(context), "admin"));
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageTitle>{copy.title}</PageTitle>
      <p className="mb-3 text-sm text-muted">{copy.intro}</p>
      <StaffTable
        label={copy.tableLabel}
        headings={[
          copy.columns.when,
          copy.columns.who,
          copy.columns.what,
          copy.columns.subject,
          copy.columns.details,
        ]}
      >
        {loaderData.entries.map((entry) => (
          <tr key={entry.id}>
            <td className={tdClass}>{formatDateTime(entry.at)}</td>
            <td className={`${tdClass} break-all`}>{entry.actorEmail}</td>
            <td className={tdClass}>
              {entry.what ? <span className="block font-semibold">{entry.what}</span> : null}
              <span className={entry.what ? "font-mono text-xs" : undefined}>{entry.action}</span>
            </td>
            <td className={`${tdClass} font-mono text-xs break-all`}>{entry.subject ?? "–"}</td>
            <td className={`${tdClass} text-xs`}>
              {entry.inWords ? <span className="block text-sm">{entry.inWords}</span> : null}
              {Object.entries(entry.detail)
                .map(([key, value]) => `${key}: ${value}`)
                .join(", ")}
            </td>
          </tr>
        ))}
      </StaffTable>
    </>
  );
}
