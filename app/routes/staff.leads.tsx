import { Form, Link } from "react-router";
import { requireAppContext } from "~/context";
import {
  buttonClass,
  inputClass,
  labelClass,
  PageTitle,
  secondaryButtonClass,
  staffMeta,
} from "~/components/staff/staff-ui";
import { InboxRows, InboxTabs } from "~/components/staff/lead-inbox";
import { inboxWords, leadStatusLabels, type InboxView } from "~/content/staff-leads";
import { locales, localeInfo } from "~/content/locales";
import { visitWords } from "~/content/staff-attribution";
import { NOT_KNOWN_SOURCE } from "~/lib/visit-columns";
import { leadInboxSchema, type LeadInboxQuery } from "~/lib/schemas/leads";
import { leadStatuses } from "~/lib/lead-status";
import { inboxPage } from "~/services/leads/inbox.server";
import { leadFilterOptions } from "~/services/leads/records.server";
import { requireStaff } from "~/services/staff/session.server";
import type { Route } from "./+types/staff.leads";

/**
 * /staff/leads: the inbox. Views (Unanswered, oldest first, with how long each has waited;
 * Today; Assigned to me; All) as links with counts, search, filters, paging, and a CSV of what
 * is shown.
 */
export const meta: Route.MetaFunction = () => staffMeta(inboxWords.title);

/** The view and filter from the address bar; anything unreadable filters nothing. */
function parseInboxQuery(url: URL): LeadInboxQuery {
  const parsed = leadInboxSchema.safeParse(Object.fromEntries(url.searchParams));
  return parsed.success ? parsed.data : {};
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = requireAppContext(context);
  const user = await requireStaff(request, app);
  const url = new URL(request.url);
  const filter = parseInboxQuery(url);
  const view: InboxView = filter.view ?? "all";
  const now = new Date();
  const [result, options] = await Promise.all([
    inboxPage(app.db, filter, view, { userId: user.id, now }),
    leadFilterOptions(app.db),
  ]);
  const query = new URLSearchParams(url.searchParams);
  query.delete("page");
  // A source from a link (the dashboard's) stays chosen in the select, with leads from it or not.
  const sources =
    filter.source && filter.source !== NOT_KNOWN_SOURCE && !options.sources.includes(filter.source)
      ? [...options.sources, filter.source]
      : options.sources;
  return { ...result, options: { ...options, sources }, filter, view, now, query: query.toString() };
}

export default function Leads({ loaderData }: Route.ComponentProps) {
  const { rows, counts, total, page, pages, options, filter, view, now, query } = loaderData;
  const pageLink = (n: number) =>
    `/staff/leads?${new URLSearchParams([...new URLSearchParams(query), ["page", String(n)]])}`;
  return (
    <>
      <PageTitle
        aside={
          <div className="flex flex-wrap gap-2">
            <Link to="/staff/leads/templates" className={secondaryButtonClass}>
              {inboxWords.templatesLink}
            </Link>
            <a
              href={`/staff/leads/export${query ? `?${query}` : ""}`}
              className={secondaryButtonClass}
              download
            >
              {inboxWords.export}
            </a>
          </div>
        }
      >
        {inboxWords.title}
      </PageTitle>
      <InboxTabs view={view} counts={counts} query={query} />
      <p className="mb-4 text-sm text-muted">{inboxWords.viewHelp[view]}</p>
      <Form
        method="get"
        className="mb-5 grid gap-3 rounded-lg border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-9"
      >
        {view !== "all" ? <input type="hidden" name="view" value={view} /> : null}
        <div className="lg:col-span-2">
          <label htmlFor="q" className={labelClass}>
            {inboxWords.filters.q}
          </label>
          <input id="q" name="q" type="search" defaultValue={filter.q ?? ""} className={inputClass} />
        </div>
        <div>
          <label htmlFor="status" className={labelClass}>
            {inboxWords.filters.status}
          </label>
          <select id="status" name="status" defaultValue={filter.status ?? ""} className={inputClass}>
            <option value="">{inboxWords.filters.any}</option>
            {leadStatuses.map((s) => (
              <option key={s} value={s}>
                {leadStatusLabels[s]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="treatment" className={labelClass}>
            {inboxWords.filters.treatment}
          </label>
          <select
            id="treatment"
            name="treatment"
            defaultValue={filter.treatment ?? ""}
            className={inputClass}
          >
            <option value="">{inboxWords.filters.any}</option>
            {options.treatments.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="form" className={labelClass}>
            {inboxWords.filters.form}
          </label>
          <select id="form" name="form" defaultValue={filter.form ?? ""} className={inputClass}>
            <option value="">{inboxWords.filters.any}</option>
            {options.forms.map((f) => (
              <option key={f}>{f}</option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="language" className={labelClass}>
            {inboxWords.filters.language}
          </label>
          <select id="language" name="language" defaultValue={filter.language ?? ""} className={inputClass}>
            <option value="">{inboxWords.filters.any}</option>
            {locales.map((l) => (
              <option key={l} value={l}>
                {localeInfo[l].englishName}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="source" className={labelClass}>
            {visitWords.filter}
          </label>
          <select id="source" name="source" defaultValue={filter.source ?? ""} className={inputClass}>
            <option value="">{inboxWords.filters.any}</option>
            {options.sources.map((s) => (
              <option key={s}>{s}</option>
            ))}
            <option value={NOT_KNOWN_SOURCE}>{visitWords.notKnown}</option>
          </select>
        </div>
        <div>
          <label htmlFor="from" className={labelClass}>
            {inboxWords.filters.from}
          </label>
          <input id="from" name="from" type="date" defaultValue={filter.from ?? ""} className={inputClass} />
        </div>
        <div>
          <label htmlFor="to" className={labelClass}>
            {inboxWords.filters.to}
          </label>
          <input id="to" name="to" type="date" defaultValue={filter.to ?? ""} className={inputClass} />
        </div>
        <div className="flex items-end gap-2 lg:col-span-9">
          <button type="submit" className={buttonClass}>
            {inboxWords.filters.filter}
          </button>
          <Link to={view === "all" ? "/staff/leads" : `/staff/leads?view=${view}`} className="link">
            {inboxWords.filters.clear}
          </Link>
        </div>
      </Form>
      <p role="status" className="mb-2 text-sm text-muted">
        {inboxWords.count(total, page, pages)}
      </p>
      <InboxRows rows={rows} view={view} now={now} />
      {pages > 1 ? (
        <nav aria-label={inboxWords.pages} className="mt-4 flex gap-3">
          {page > 1 ? (
            <Link to={pageLink(page - 1)} className="link">
              {inboxWords.previous}
            </Link>
          ) : null}
          {page < pages ? (
            <Link to={pageLink(page + 1)} className="link">
              {inboxWords.next}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
