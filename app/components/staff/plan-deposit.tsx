import { Form } from "react-router";
import { depositStaffErrors } from "~/content/plan-deposit";
import { staffPlansWords } from "~/content/staff-plans";
import { formatDateTime, formatEurCents } from "~/lib/format";
import { buttonClass } from "./staff-ui";

const words = staffPlansWords.plan.deposit;
/** What the refund's redirect says (?deposit-refund=…): its outcome, or the refusal's code. */
const notices = {
  refunded: words.refundedNotice,
  "deposit-closed": words.closedNotice,
  "provider-unavailable": depositStaffErrors.providerUnavailable,
};

/** The figures the staff plan page gives it (app/services/plans/deposit-view.server.ts's view). */
interface Deposit {
  status: "none" | "due" | "open" | "paid" | "refunded";
  amountCents: number;
  paidCents: number;
  remainingCents: number;
  paidAt: Date | string | null;
  refundable: boolean;
  refundedAt: Date | string | null;
  refundReference: string | null;
  refundAction: string;
  depositId: string | null;
}

/**
 * A plan's deposit in the back office: due, being paid, paid (and what remains of the plan) or
 * refunded, and the refund button for a paid one. Draws only: the refund is a plain form to the
 * deposit's refund endpoint, which comes back with ?deposit-refund=refunded|deposit-closed.
 */
export function PlanDepositPanel({ deposit, notice }: { deposit: Deposit; notice: string | null }) {
  const amount = formatEurCents(deposit.amountCents);
  return (
    <section aria-labelledby="deposit" className="rounded-lg border border-line bg-surface p-4">
      <h2 id="deposit" className="mb-2 text-lg font-semibold text-brand-900">
        {words.heading}
      </h2>
      {notice && notice in notices ? (
        <p role="status" className="mb-2 text-sm font-semibold">
          {notices[notice as keyof typeof notices]}
        </p>
      ) : null}
      <p className="text-sm" data-testid="staff-deposit">
        {deposit.status === "none"
          ? words.none
          : deposit.status === "due"
            ? words.due(amount)
            : deposit.status === "open"
              ? words.open(amount)
              : deposit.status === "paid"
                ? words.paid(formatEurCents(deposit.paidCents), formatDateTime(deposit.paidAt))
                : words.refunded(formatDateTime(deposit.refundedAt), deposit.refundReference)}
      </p>
      {deposit.status === "paid" ? (
        <p className="mt-1 text-sm">{words.remaining(formatEurCents(deposit.remainingCents))}</p>
      ) : null}
      {deposit.refundable && deposit.depositId ? (
        <Form method="post" action={deposit.refundAction} className="mt-3">
          <input type="hidden" name="depositId" value={deposit.depositId} />
          <p className="mb-2 text-xs text-muted" id="refund-hint">
            {words.refundHint}
          </p>
          <button type="submit" className={buttonClass} aria-describedby="refund-hint">
            {words.refund}
          </button>
        </Form>
      ) : null}
    </section>
  );
}
