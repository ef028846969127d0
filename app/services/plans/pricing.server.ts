/**
 * A plan's prices, with no database: its lines from the price list (a FREE item costs 0), its
 * visits in order, and its amounts: subtotal, the newsletter code's percentage, the consultation
 * day's credit and the total, all in integer euro cents. The price list is an argument (the
 * content's by default), so a test can change a price and see a sent version keep its own.
 */
import { discountPercent } from "~/content/discount";
import { priceItems, type PriceItem } from "~/content/price-list";
import { planSettings, planStaffErrors } from "~/content/plans";
import { planVisitKinds, type PlanItem, type PlanVisit } from "~/db/schema";
import { PlanError } from "./errors.server";
import { checkTeeth } from "./teeth.server";

/** The price list a plan is priced from: item id → item (app/content/price-list.ts). */
export type PriceList = Readonly<Record<string, PriceItem>>;

/** A line as staff write it: the price comes from the price list, never from the form. */
export interface PlanItemInput {
  itemId: string;
  quantity: number;
  teeth?: readonly unknown[];
  note?: string;
  /** 1 for the first visit. */
  visit: number;
}

/** A visit as staff write it; its kind ('first', 'second', …) is its position. */
export interface PlanVisitInput {
  workingDays: number;
  healingMonthsBefore: number;
}

export interface PlanAmounts {
  subtotalCents: number;
  consultationCreditCents: number;
  discountCents: number;
  totalCents: number;
}

const invalid = (message: string) => new PlanError(400, "invalid", message);
const wholeIn = (n: unknown, min: number, max: number) =>
  typeof n === "number" && Number.isInteger(n) && n >= min && n <= max;

/** The visits, checked and named by their order: one to four, no healing before the first. */
export function planVisits(visits: readonly PlanVisitInput[]): PlanVisit[] {
  if (visits.length > planVisitKinds.length) throw invalid(planStaffErrors.visits);
  return visits.map((visit, index) => {
    const healing = visit.healingMonthsBefore;
    if (
      !wholeIn(visit.workingDays, 1, planSettings.maxWorkingDays) ||
      !wholeIn(healing, 0, planSettings.maxHealingMonths) ||
      (index === 0 && healing !== 0)
    )
      throw invalid(planStaffErrors.visits);
    return { kind: planVisitKinds[index], workingDays: visit.workingDays, healingMonthsBefore: healing };
  });
}

/** An item's unit price in cents as the price list says it now (a FREE item is 0). */
function unitCents(itemId: string, priceList: PriceList): { title: string; unitCents: number } {
  const item = Object.hasOwn(priceList, itemId) ? priceList[itemId] : undefined;
  if (!item) throw invalid(planStaffErrors.unknownItem(itemId));
  return { title: item.title, unitCents: item.eur === "FREE" ? 0 : Math.round(item.eur * 100) };
}

/**
 * The lines, priced from the price list: each item on it, a whole quantity, permanent teeth,
 * a visit the plan has (any visit number is taken while the plan has no visits yet: a draft).
 */
export function priceLines(
  items: readonly PlanItemInput[],
  visitCount: number,
  priceList: PriceList = priceItems,
): PlanItem[] {
  return items.map((input) => {
    const { title, unitCents: unit } = unitCents(input.itemId, priceList);
    if (!wholeIn(input.quantity, 1, planSettings.maxQuantity))
      throw invalid(planStaffErrors.quantity(input.itemId));
    if (!wholeIn(input.visit, 1, visitCount > 0 ? visitCount : planVisitKinds.length))
      throw invalid(planStaffErrors.visit(input.visit));
    const note = input.note?.trim();
    if (note && note.length > planSettings.maxNoteLength) throw invalid(planStaffErrors.note);
    return {
      itemId: input.itemId,
      title,
      unitCents: unit,
      quantity: input.quantity,
      teeth: checkTeeth(input.teeth ?? []),
      ...(note ? { note } : {}),
      visit: input.visit,
      lineCents: unit * input.quantity,
    };
  });
}

/**
 * A version's amounts from its lines. The newsletter code takes its percentage off the treatment
 * (the subtotal, rounded to the cent, a half upwards), as the site promises; the consultation
 * day's fee is then credited, never more than what is left, so the total is never below 0.
 */
export function planAmounts(
  lines: readonly Pick<PlanItem, "lineCents">[],
  deductions: { creditCents: number; discountCode: boolean },
): PlanAmounts {
  const subtotalCents = lines.reduce((sum, line) => sum + line.lineCents, 0);
  const discountCents = deductions.discountCode ? Math.round((subtotalCents * discountPercent) / 100) : 0;
  const consultationCreditCents = Math.min(
    Math.max(deductions.creditCents, 0),
    subtotalCents - discountCents,
  );
  return {
    subtotalCents,
    consultationCreditCents,
    discountCents,
    totalCents: subtotalCents - discountCents - consultationCreditCents,
  };
}
