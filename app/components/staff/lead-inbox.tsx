import { Link } from "react-router";
import { tdClass } from "~/components/staff/staff-ui";
import { formatDateTime } from "~/lib/format";
import { StaffTable } from "~/components/staff/staff-table";
import { inboxViews, inboxWords, leadStatusLabels, waitedFor, type InboxView } from "~/content/staff-leads";
import { localeInfo, type Locale } from "~/content/locales";
import type { LeadStatus } from "~/lib/lead-status";
import { discountStaff } from "~/content/discount";

/** The inbox's views as links (they work without JavaScript) and its rows. */

const words = inboxWords;

export function InboxTabs({
  view,
  counts,
  query,
}: {
  view: InboxView;
  counts: Record<InboxView, number>;
  /** The current filters (without the page): kept when the view changes. */
  query: string;
}) {
  const linkTo = (v: InboxView) => {
    const params = new URLSearchParams(query);
    params.delete("view");
    if (v !== "all") params.set("view", v);
    const search = params.toString();
    return `/staff/leads${search ? `?${search}` : ""}`;
  };
  return (
    <nav aria-label={words.viewsLabel} className="mb-2">
      <ul className="flex flex-wrap gap-2">
        {inboxViews.map((v) => (
          <li key={v}>
            <Link
              to={linkTo(v)}
              aria-current={v === view ? "page" : undefined}
              className={`inline-flex min-h-11 items-center gap-2 rounded-md border px-3 py-2 font-semibold ${
                v === view
                  ? "border-brand-800 bg-brand-800 text-white"
                  : "border-brand-700 bg-white text-brand-800 hover:bg-brand-50"
              }`}
            >
              {words.views[v]}
              <span
                className={`rounded-full px-2 text-sm ${v === view ? "bg-white text-brand-900" : "bg-brand-50"}`}
              >
                {counts[v]}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export interface InboxRow {
  id: string;
  createdAt: Date;
  name: string;
  phone: string | null;
  treatment: string | null;
  /** A newsletter code used with the lead: the clinic's quote takes 10% off. */
  discountCode: string | null;
  preview: string;
  files: number;
  status: LeadStatus;
  assignee: string | null;
  /** The patient's language: said under the name when it is not English. */
  language: Locale;
}

export function InboxRows({ rows, view, now }: { rows: InboxRow[]; view: InboxView; now: Date }) {
  if (rows.length === 0) return <p className="rounded-lg border border-line bg-surface p-4">{words.none}</p>;
  const c = words.columns;
  return (
    <StaffTable
      label={words.title}
      headings={[
        view === "unanswered" ? c.waited : c.age,
        c.name,
        c.phone,
        c.treatment,
        c.message,
        c.files,
        c.status,
        c.assignee,
      ]}
    >
      {rows.map((lead) => (
        <tr key={lead.id} className={lead.status === "new" ? "font-semibold" : undefined}>
          <td className={`${tdClass} whitespace-nowrap`}>
            <span title={formatDateTime(lead.createdAt)}>
              {waitedFor(new Date(lead.createdAt), new Date(now))}
            </span>
            <span className="block text-xs font-normal text-muted">{formatDateTime(lead.createdAt)}</span>
          </td>
          <td className={tdClass}>
            <Link to={`/staff/leads/${lead.id}`} className="link">
              {lead.name}
            </Link>
            {lead.language !== "en" ? (
              <span className="block text-xs font-normal text-muted">
                {localeInfo[lead.language].englishName}
              </span>
            ) : null}
          </td>
          <td className={`${tdClass} whitespace-nowrap`}>{lead.phone ?? "–"}</td>
          <td className={tdClass}>
            {lead.treatment ?? "–"}
            {lead.discountCode ? (
              <span className="block text-xs font-normal text-muted">
                {discountStaff.badge(lead.discountCode)}
              </span>
            ) : null}
          </td>
          <td className={`${tdClass} max-w-sm font-normal`}>{lead.preview || "–"}</td>
          <td className={tdClass}>
            {lead.files > 0 ? (
              <span
                role="img"
                aria-label={words.filesAttached(lead.files)}
                title={words.filesAttached(lead.files)}
              >
                📎 {lead.files}
              </span>
            ) : null}
          </td>
          <td className={tdClass}>{leadStatusLabels[lead.status]}</td>
          <td className={`${tdClass} break-all`}>{lead.assignee ?? "–"}</td>
        </tr>
      ))}
    </StaffTable>
  );
}
