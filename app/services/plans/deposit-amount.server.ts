/**
 * How much deposit a plan asks (the clinic's rule, app/content/plan-deposit.ts): a share of the
 * accepted version's total rounded to whole euros, or a fixed number of euros; never more than
 * the total, and none (0) when the total is 0. Pure: no database.
 */
import { planDepositSettings, type DepositRule } from "~/content/plan-deposit";

export function depositAmountCents(totalCents: number, rule: DepositRule = planDepositSettings.rule): number {
  if (!Number.isFinite(totalCents) || totalCents <= 0) return 0;
  const asked =
    rule.kind === "percent"
      ? Math.round((totalCents * rule.percent) / 100 / 100) * 100
      : Math.round(rule.eur * 100);
  return Math.max(0, Math.min(asked, totalCents));
}
