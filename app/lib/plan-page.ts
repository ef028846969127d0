/**
 * What the patient's plan page draws (/plan/<token>), filled by the plans service
 * (app/services/plans/pages.server.ts) and drawn by app/components/plan: the shown version, its
 * state, and two things worked out from the price list: the comparison with prices at home and
 * what is included at no charge. Pure, so it is tested beside itself.
 */
import {
  completeTreatments,
  priceItems,
  type CompleteTreatment,
  type CompleteTreatmentId,
  type Country,
  type PriceItemId,
} from "../content/price-list";
import type { Currency } from "./currency";
import type { HistoryLinkBox } from "./medical-history-paths";

/** One line as the page shows it (the version's frozen line). */
export interface PlanPageItem {
  itemId: string;
  title: string;
  quantity: number;
  teeth: number[];
  note?: string;
  visit: number;
  lineCents: number;
}

interface PlanPageVisit {
  workingDays: number;
  healingMonthsBefore: number;
}

/** A complete treatment found whole on the plan, with its price on the plan and at home. */
interface HomeComparisonRow {
  id: CompleteTreatmentId;
  count: number;
  planCents: number;
  homeCents: number;
}

export interface HomeComparison {
  market: Country;
  rows: HomeComparisonRow[];
  /** Some paid items of the plan are in no compared treatment. */
  othersNotCompared: boolean;
}

/** open: may be answered; the others say why not. */
export type PlanPageState = "open" | "accepted" | "declined" | "expired" | "superseded" | "answered";

export interface PlanPageData {
  locale: "en" | "de" | "fr";
  path: string;
  pdfPath: string;
  reference: string;
  patientName: string;
  currency: Currency;
  version: number;
  currentVersion: number;
  state: PlanPageState;
  /** The Budapest date the shown version was sent. */
  sentOn: string | null;
  dentist: string | null;
  validUntil: string;
  visits: PlanPageVisit[];
  items: PlanPageItem[];
  subtotalCents: number;
  discountCents: number;
  consultationCreditCents: number;
  totalCents: number;
  /** ISO times. */
  acceptedAt: string | null;
  declinedAt: string | null;
  comparison: HomeComparison | null;
  included: PriceItemId[];
  /** Earlier versions, the latest first: their number and the Budapest date they were sent. */
  earlier: { version: number; sentOn: string }[];
  confirmDecline: boolean;
  /** The deposit once the plan is accepted (app/services/plans/deposit-view.server.ts). */
  deposit: PlanPageDeposit;
  /** What the page says on coming back from the payment page or a refused payment (?deposit=…). */
  depositNotice: PlanDepositNotice | null;
  /** The patient's medical history's link and state, while it takes answers. */
  medicalHistory: HistoryLinkBox | null;
}

interface PlanPageDeposit {
  status: "none" | "due" | "open" | "paid" | "refunded";
  amountCents: number;
  paidCents: number;
  remainingCents: number;
  canPay: boolean;
  /** ISO time. */
  paidAt: string | null;
  payAction: string;
}

/** The notices and refusals the deposit's return and checkout send the patient back with. */
export type PlanDepositNotice =
  | "paid"
  | "pending"
  | "cancelled"
  | "notAccepted"
  | "none"
  | "providerUnavailable";

/** ?deposit=<value> as the page's notice: the return's outcome, or the refusal's PlanError code. */
export function depositNoticeOf(value: string | null): PlanDepositNotice | null {
  switch (value) {
    case "paid":
    case "pending":
    case "cancelled":
      return value;
    case "deposit-paid":
      return "paid";
    case "not-accepted":
      return "notAccepted";
    case "no-deposit":
    case "deposit-closed":
      return "none";
    case "provider-unavailable":
      return "providerUnavailable";
    default:
      return null;
  }
}

/** The compared treatments, those with most parts first, so an All-on-4 is found before a single implant. */
const compared = (Object.entries(completeTreatments) as [CompleteTreatmentId, CompleteTreatment][])
  .filter(([, treatment]) => treatment.abroad)
  .sort(([, a], [, b]) => partsOf(b) - partsOf(a));

function partsOf(treatment: CompleteTreatment) {
  return treatment.items.reduce((sum, { count = 1 }) => sum + count, 0);
}

/**
 * The plan beside prices at home: a compared complete treatment counts only where every one of
 * its items is on the plan in its number (across visits: an implant in the first and its crown in
 * the second make one tooth), priced with the plan's own frozen prices. No market, no comparison.
 */
export function homeComparison(items: PlanPageItem[], market: Country | null): HomeComparison | null {
  if (!market) return null;
  const left = new Map<string, number>();
  const unitCents = new Map<string, number>();
  for (const item of items) {
    left.set(item.itemId, (left.get(item.itemId) ?? 0) + item.quantity);
    unitCents.set(item.itemId, Math.round(item.lineCents / item.quantity));
  }
  const rows: HomeComparisonRow[] = [];
  for (const [id, treatment] of compared) {
    const count = Math.min(
      ...treatment.items.map(({ item, count = 1 }) => Math.floor((left.get(item) ?? 0) / count)),
    );
    if (count < 1) continue;
    let planCents = 0;
    for (const { item, count: each = 1 } of treatment.items) {
      left.set(item, left.get(item)! - each * count);
      planCents += unitCents.get(item)! * each * count;
    }
    rows.push({ id, count, planCents, homeCents: treatment.abroad![market] * 100 * count });
  }
  const othersNotCompared = [...left].some(([id, quantity]) => quantity > 0 && (unitCents.get(id) ?? 0) > 0);
  return { market, rows, othersNotCompared };
}

const implantItems = new Set<string>(["straumann-implant", "neodent-implant", "alpha-bio-implant"]);

/**
 * What comes at no charge: the free items on the plan, the consultation and the after-care kit
 * every patient has, and for an implant its uncovering and healing abutment (the price list's
 * free services).
 */
export function includedItems(items: PlanPageItem[]): PriceItemId[] {
  const onPlan = new Set(items.map((item) => item.itemId));
  const hasImplant = items.some((item) => implantItems.has(item.itemId));
  return (Object.keys(priceItems) as PriceItemId[]).filter(
    (id) =>
      priceItems[id].eur === "FREE" &&
      (onPlan.has(id) ||
        id === "consultation" ||
        id === "after-care-kit" ||
        (hasImplant && (id === "implant-uncovering" || id === "healing-abutment"))),
  );
}
