/**
 * The analytics report's money: treatment plans sent and accepted in the period and the value
 * accepted, by the source and campaign their lead or booking was attributed to and by the
 * patient's language (the plan keeps a copy of the attribution: app/db/plan-schema.ts). Part of
 * the report's one query (dashboard.server.ts): one pass over the plans, grouped three ways.
 *
 * A plan counts as sent when its first version was sent in the period (a new version is not a
 * new plan), and as accepted when a version of it was accepted in the period, for that version's
 * total; its deposits count when they were paid in the period (and not refunded since).
 */
import { sql } from "drizzle-orm";
import { NO_CAMPAIGN } from "~/lib/analytics-labels";
import type { PlanMoney, PlanMoneyRow } from "./report";

/** What a plan row of the report's query carries (a JSON object, so a figure is one more key). */
export interface PlanMoneyFigures {
  sent: number;
  accepted: number;
  acceptedCents: number;
  depositCents: number;
}

/** The rows of the `plan_money` step: dimension ('source', 'campaign', 'language'), value, figures. */
export function planMoneySql(start: string, end: string, unknownSource: string) {
  const sentIn = sql`first_sent_at >= ${start} and first_sent_at < ${end}`;
  const acceptedIn = sql`accepted_at >= ${start} and accepted_at < ${end}`;
  const paidIn = sql`deposit_cents > 0`;
  return sql`
    select case when grouping(source) = 0 then 'source' when grouping(campaign) = 0 then 'campaign'
        else 'language' end as dimension,
      coalesce(source, campaign, language) as value,
      jsonb_build_object(
        'sent', count(*) filter (where ${sentIn}),
        'accepted', count(*) filter (where ${acceptedIn}),
        'acceptedCents', coalesce(sum(accepted_cents) filter (where ${acceptedIn}), 0),
        'depositCents', coalesce(sum(deposit_cents), 0)
      ) as figures
    from (
      select coalesce(p.visit_source, ${unknownSource}) as source,
        coalesce(p.visit_campaign, ${NO_CAMPAIGN}) as campaign, p.language,
        (select min(v.sent_at) from treatment_plan_versions v where v.plan_id = p.id) as first_sent_at,
        a.accepted_at, a.total_cents as accepted_cents,
        (select coalesce(sum(d.amount_cents), 0) from plan_deposits d
          where d.plan_id = p.id and d.status = 'paid' and d.paid_at >= ${start} and d.paid_at < ${end})
          as deposit_cents
      from treatment_plans p
      left join treatment_plan_versions a on a.plan_id = p.id and a.status = 'accepted'
    ) plans
    where ${sentIn} or ${acceptedIn} or ${paidIn}
    group by grouping sets ((source), (campaign), (language))`;
}

/** The report's plan figures from the query's rows: each list by value accepted, then by plans sent. */
export function planMoneyOf(
  rows: { dimension: string; value: string; figures: PlanMoneyFigures }[],
): PlanMoney {
  const list = (dimension: string): PlanMoneyRow[] =>
    rows
      .filter((row) => row.dimension === dimension)
      .map(({ value, figures }) => ({
        value,
        sent: Number(figures.sent),
        accepted: Number(figures.accepted),
        acceptedCents: Number(figures.acceptedCents),
        depositCents: Number(figures.depositCents),
      }))
      .sort(
        (a, b) =>
          b.acceptedCents - a.acceptedCents ||
          b.accepted - a.accepted ||
          b.sent - a.sent ||
          (a.value < b.value ? -1 : 1),
      );
  const sources = list("source");
  // Every plan has one source (unknown included): their sum is the period's.
  const total = sources.reduce(
    (sum, row) => ({
      sent: sum.sent + row.sent,
      accepted: sum.accepted + row.accepted,
      acceptedCents: sum.acceptedCents + row.acceptedCents,
      depositCents: sum.depositCents + row.depositCents,
    }),
    { sent: 0, accepted: 0, acceptedCents: 0, depositCents: 0 },
  );
  return { total, sources, campaigns: list("campaign"), languages: list("language") };
}
