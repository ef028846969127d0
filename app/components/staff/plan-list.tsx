import { Form, Link } from "react-router";
import { planStatusLabels, staffPlansWords } from "~/content/staff-plans";
import { formatEurCents, formatEventDate } from "~/lib/format";
import { StaffTable } from "./staff-table";
import { secondaryButtonClass, tdClass } from "./staff-ui";

/** A person's or a lead's treatment plans (status, version, total, link), and the button that writes one. */

const words = staffPlansWords.list;

export interface PlanListRow {
  planId: string;
  reference: string;
  version: number;
  status: keyof typeof planStatusLabels;
  totalCents: number;
  validUntil: string;
  href: string;
  hasDraft: boolean;
}

export function PlanList({ plans }: { plans: PlanListRow[] }) {
  if (plans.length === 0) return <p className="text-sm">{words.none}</p>;
  return (
    <StaffTable
      label={words.tableLabel}
      headings={[
        words.columns.reference,
        words.columns.version,
        words.columns.status,
        words.columns.total,
        words.columns.validUntil,
      ]}
    >
      {plans.map((plan) => (
        <tr key={plan.planId}>
          <td className={`${tdClass} font-mono`}>
            <Link to={plan.href} className="link">
              {plan.reference}
            </Link>
          </td>
          <td className={tdClass}>{plan.version}</td>
          <td className={tdClass}>
            {plan.hasDraft ? words.withDraft(planStatusLabels[plan.status]) : planStatusLabels[plan.status]}
          </td>
          <td className={`${tdClass} tabular-nums`}>{formatEurCents(plan.totalCents)}</td>
          <td className={tdClass}>{formatEventDate(plan.validUntil)}</td>
        </tr>
      ))}
    </StaffTable>
  );
}

/** "Write a treatment plan": posts to the pipeline page, which writes it and opens it. */
export function WritePlanButton({
  source,
  name,
}: {
  source: { leadId: string } | { bookingId: string };
  /** Its accessible name when several are on a page (it starts with the words shown). */
  name?: string;
}) {
  return (
    <Form method="post" action="/staff/plans" className="inline">
      <input type="hidden" name="intent" value="create" />
      {"leadId" in source ? (
        <input type="hidden" name="leadId" value={source.leadId} />
      ) : (
        <input type="hidden" name="bookingId" value={source.bookingId} />
      )}
      <button type="submit" className={secondaryButtonClass} aria-label={name}>
        {words.write}
      </button>
    </Form>
  );
}
