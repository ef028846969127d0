import { CreditCard } from "lucide-react";
import { depositPatientWordsIn } from "~/content/in/plan-deposit-patient";
import { planPageCopyIn } from "~/content/in/plan-page";
import { formatBudapestDateTime } from "~/lib/format";
import { useLocale, useWords } from "~/lib/locale";
import type { PlanPageData } from "~/lib/plan-page";
import { planAmount } from "./amount";

/**
 * The deposit on an accepted plan: what is asked and the button that opens the card payment (a
 * plain form: the endpoint sends the patient on to the provider), or what is paid and what is
 * left of the total. Draws only; the page's loader gives the figures (deposit-view.server.ts).
 */
export function PlanDeposit({ plan }: { plan: PlanPageData }) {
  const words = useWords(depositPatientWordsIn);
  const copy = useWords(planPageCopyIn);
  const locale = useLocale();
  const { deposit } = plan;
  const amount = (cents: number) => planAmount(cents, plan.currency, locale, copy.withPounds);
  const notice = plan.depositNotice
    ? plan.depositNotice in words.notices
      ? words.notices[plan.depositNotice as keyof typeof words.notices]
      : words.refusals[plan.depositNotice as keyof typeof words.refusals]
    : null;
  if (deposit.status === "none" && !notice) return null;
  return (
    <section className="card p-6 md:p-8" aria-labelledby="plan-deposit" data-testid="plan-deposit">
      <h2
        id="plan-deposit"
        className="flex items-center gap-2 font-sans text-xl font-semibold text-brand-900"
      >
        <CreditCard aria-hidden="true" className="size-6" />
        {words.page.heading}
      </h2>
      {notice ? (
        <p className="mt-3 rounded-xl bg-brand-50 p-4" role="status">
          {notice}
        </p>
      ) : null}
      {deposit.status === "due" || deposit.status === "open" ? (
        <p className="mt-3">{words.page.due(amount(deposit.amountCents))}</p>
      ) : null}
      {deposit.status === "open" ? <p className="mt-2 text-muted">{words.page.open}</p> : null}
      {deposit.status === "paid" && deposit.paidAt ? (
        <p className="mt-3">
          {words.page.paid(
            amount(deposit.paidCents),
            formatBudapestDateTime(new Date(deposit.paidAt), locale),
          )}
        </p>
      ) : null}
      {deposit.status === "refunded" ? <p className="mt-3">{words.page.refunded}</p> : null}
      {deposit.status === "paid" ? (
        <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-6 gap-y-1">
          <dt>{words.page.paidLabel}</dt>
          <dd className="text-right tabular-nums">{amount(deposit.paidCents)}</dd>
          <dt className="font-semibold">{words.page.remainingLabel}</dt>
          <dd className="text-right font-semibold tabular-nums">{amount(deposit.remainingCents)}</dd>
        </dl>
      ) : null}
      {deposit.canPay ? (
        <form method="post" action={deposit.payAction} className="mt-5 print:hidden">
          <button type="submit" className="btn-brand">
            {words.page.button(amount(deposit.amountCents))}
          </button>
        </form>
      ) : null}
    </section>
  );
}
