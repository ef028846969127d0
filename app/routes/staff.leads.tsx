import { Form, Link } from "react-router";
import { requireAppContext } from "~/context";
import {
  buttonClass,
  formatDateTime,
  inputClass,
  labelClass,
  PageTitle,
  secondaryButtonClass,
  staffMeta,
  tableClass,
  tdClass,
  thClass,
  TableScroller,
} from "~/components/staff/staff-ui";
import { leadStatuses, leadStatusLabels } from "~/lib/lead-status";
import { leadFilterSchema, type LeadFilter } from "~/lib/staff-schemas";
import { leadFilterOptions, searchLeads } from "~/services/staff-leads.server";
import { requireStaff } from "~/services/staff-session.server";
import type { Route } from "./+types/staff.leads";

/** /staff/leads: the inbox, newest first, with search, filters, paging and a CSV of the filter. */
export const meta: Route.MetaFunction = () => staffMeta("Leads");

/** The filter from the address bar; anything unreadable filters nothing. */
function parseLeadFilter(url: URL): LeadFilter {
  const parsed = leadFilterSchema.safeParse(Object.fromEntries(url.searchParams));
  return parsed.success ? parsed.data : {};
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = requireAppContext(context);
  await requireStaff(request, app);
  const url = new URL(request.url);
  const filter = parseLeadFilter(url);
  const [result, options] = await Promise.all([searchLeads(app.db, filter), leadFilterOptions(app.db)]);
  const query = new URLSearchParams(url.searchParams);
  query.delete("page");
  return { ...result, options, filter, query: query.toString() };
}

export default function Leads({ loaderData }: Route.ComponentProps) {
  const { rows, total, page, pages, options, filter, query } = loaderData;
  const pageLink = (n: number) =>
    `/staff/leads?${new URLSearchParams([...new URLSearchParams(query), ["page", String(n)]])}`;
  return (
    <>
      <PageTitle
        aside={
          <a
            href={`/staff/leads/export${query ? `?${query}` : ""}`}
            className={secondaryButtonClass}
            download
          >
            Export these leads (CSV)
          </a>
        }
      >
        Leads
      </PageTitle>
      <Form
        method="get"
        className="mb-5 grid gap-3 rounded-lg border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-7"
      >
        <div className="lg:col-span-2">
          <label htmlFor="q" className={labelClass}>
            Search name, email, phone, message
          </label>
          <input id="q" name="q" type="search" defaultValue={filter.q ?? ""} className={inputClass} />
        </div>
        <div>
          <label htmlFor="status" className={labelClass}>
            Status
          </label>
          <select id="status" name="status" defaultValue={filter.status ?? ""} className={inputClass}>
            <option value="">Any</option>
            {leadStatuses.map((s) => (
              <option key={s} value={s}>
                {leadStatusLabels[s]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="treatment" className={labelClass}>
            Treatment
          </label>
          <select
            id="treatment"
            name="treatment"
            defaultValue={filter.treatment ?? ""}
            className={inputClass}
          >
            <option value="">Any</option>
            {options.treatments.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="form" className={labelClass}>
            Form
          </label>
          <select id="form" name="form" defaultValue={filter.form ?? ""} className={inputClass}>
            <option value="">Any</option>
            {options.forms.map((f) => (
              <option key={f}>{f}</option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="from" className={labelClass}>
            From
          </label>
          <input id="from" name="from" type="date" defaultValue={filter.from ?? ""} className={inputClass} />
        </div>
        <div>
          <label htmlFor="to" className={labelClass}>
            To
          </label>
          <input id="to" name="to" type="date" defaultValue={filter.to ?? ""} className={inputClass} />
        </div>
        <div className="flex items-end gap-2 lg:col-span-7">
          <button type="submit" className={buttonClass}>
            Filter
          </button>
          <Link to="/staff/leads" className="link">
            Clear
          </Link>
        </div>
      </Form>
      <p role="status" className="mb-2 text-sm text-muted">
        {total === 1 ? "1 lead" : `${total} leads`}
        {pages > 1 ? `, page ${page} of ${pages}` : ""}
      </p>
      <TableScroller label="Leads">
        <table className={tableClass}>
          <thead>
            <tr>
              <th className={thClass}>Received</th>
              <th className={thClass}>Name</th>
              <th className={thClass}>Email</th>
              <th className={thClass}>Treatment</th>
              <th className={thClass}>Form</th>
              <th className={thClass}>Status</th>
              <th className={thClass}>Assignee</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((lead) => (
              <tr key={lead.id} className={lead.status === "new" ? "font-semibold" : undefined}>
                <td className={tdClass}>{formatDateTime(lead.createdAt)}</td>
                <td className={tdClass}>
                  <Link to={`/staff/leads/${lead.id}`} className="link">
                    {lead.name}
                  </Link>
                </td>
                <td className={`${tdClass} break-all`}>{lead.email}</td>
                <td className={tdClass}>{lead.treatment ?? "–"}</td>
                <td className={tdClass}>{lead.formId}</td>
                <td className={tdClass}>{leadStatusLabels[lead.status]}</td>
                <td className={`${tdClass} break-all`}>{lead.assignee ?? "–"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
      {pages > 1 ? (
        <nav aria-label="Pages" className="mt-4 flex gap-3">
          {page > 1 ? (
            <Link to={pageLink(page - 1)} className="link">
              Newer
            </Link>
          ) : null}
          {page < pages ? (
            <Link to={pageLink(page + 1)} className="link">
              Older
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
