/**
 * The back office's view of this month's texts against the clinic's cap (content,
 * app/content/staff-text-messages.ts): a warning from `warnAtShare` of it, and the day texts go
 * again once it is reached (the first of next month, in Budapest, whose month the count is).
 */
import { eq } from "drizzle-orm";
import { textMonthCounts } from "~/db/schema";
import { textMessageLimits } from "~/content/staff-text-messages";
import type { ServiceContext } from "../context.server";
import { textMonthOf } from "./text-delivery.server";

export interface TextMonthView {
  sent: number;
  cap: number;
  /** `nearing` from the warning share of the cap, `reached` at it. */
  state: "ok" | "nearing" | "reached";
  /** When texts go again after the cap: the next month's first day ('2026-12-01'). */
  resumes: string;
}

/** This month's texts and the cap (the content's unless a test sets its own). */
export async function textMonthView(
  ctx: ServiceContext,
  limits: { monthlyCap: number; warnAtShare: number } = textMessageLimits,
): Promise<TextMonthView> {
  const month = textMonthOf(ctx.now());
  const [row] = await ctx.db
    .select({ sent: textMonthCounts.sent })
    .from(textMonthCounts)
    .where(eq(textMonthCounts.month, month));
  const sent = row?.sent ?? 0;
  const cap = limits.monthlyCap;
  const [year, monthNumber] = month.split("-").map(Number);
  const next = monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, "0")}`;
  return {
    sent,
    cap,
    state: sent >= cap ? "reached" : sent >= cap * limits.warnAtShare ? "nearing" : "ok",
    resumes: `${next}-01`,
  };
}
