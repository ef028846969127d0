import { Form, Link } from "react-router";
import { requireAppContext } from "~/context";
import { Field, languageOptions, type FieldOption } from "~/components/staff/field";
import { buttonClass, PageTitle, secondaryButtonClass, staffMeta } from "~/components/staff/staff-ui";
import { InboxRows, InboxTabs } from "~/components/staff/lead-inbox";
import { inboxWords, leadStatusLabels } from "~/content/staff-leads";
import { visitWords } from "~/content/staff-attribution";
import { NOT_KNOWN_SOURCE } from "~/lib/visit-columns";
import { leadStatuses } from "~/lib/lead-status";
import { leadsInboxView } from "~/services/leads/pages.server";
import { requireStaff } from "~/services/staff/session.server";
import type { Route } from "./+types/staff.leads";

/**
 * /staff/leads: the inbox. Views (Unanswered, oldest first, with how long each has waited;
 * Today; Assigned to me; All) as links with counts, search, filters, paging, and a CSV of what
 * is shown.
 */
export const meta: Route.MetaFunction = () => staffMeta(inboxWords.title);

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, requireAppContext(context));
  return leadsInboxView(staff, new URL(request.url).searchParams);
}

type InboxChoice = "status" | "treatment" | "form" | "language" | "source";

export default function Leads({ loaderData }: Route.ComponentProps) {
  const { rows, counts, total, page, pages, options, filter, view, now, query } = loaderData;
  // The filters that are a choice: "any" first, then each value with its words (a value with
  // no words of its own is its own words, and has no value attribute).
  const choices: { id: InboxChoice; label: string; options: readonly FieldOption[] }[] = [
    {
      id: "status",
      label: inboxWords.filters.status,
      options: leadStatuses.map((s) => ({ value: s, label: leadStatusLabels[s] })),
    },
    {
      id: "treatment",
      label: inboxWords.filters.treatment,
      options: options.treatments.map((t) => ({ label: t })),
    },
    { id: "form", label: inboxWords.filters.form, options: options.forms.map((f) => ({ label: f })) },
    { id: "language", label: inboxWords.filters.language, options: languageOptions },
    {
      id: "source",
      label: visitWords.filter,
      options: [
        ...options.sources.map((source) => ({ label: source })),
        { value: NOT_KNOWN_SOURCE, label: visitWords.notKnown },
      ],
    },
  ];
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
        <Field
          id="q"
          label={inboxWords.filters.q}
          wrapperClassName="lg:col-span-2"
          name="q"
          type="search"
          defaultValue={filter.q ?? ""}
        />
        {choices.map((choice) => (
          <Field
            key={choice.id}
            as="select"
            id={choice.id}
            label={choice.label}
            name={choice.id}
            defaultValue={filter[choice.id] ?? ""}
            options={[{ value: "", label: inboxWords.filters.any }, ...choice.options]}
          />
        ))}
        <Field
          id="from"
          label={inboxWords.filters.from}
          name="from"
          type="date"
          defaultValue={filter.from ?? ""}
        />
        <Field id="to" label={inboxWords.filters.to} name="to" type="date" defaultValue={filter.to ?? ""} />
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
