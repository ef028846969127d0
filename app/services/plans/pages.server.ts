/**
 * The patient's plan page (/plan/<token>): what it draws, one call for its loader, and the
 * answer it posts, one call for its action. The rules are the use cases' (patient-page.server.ts,
 * answers.server.ts); this file only shapes their results for the page: the version asked for
 * (?version=N of an earlier one), its state in words the page chooses by, the comparison with
 * prices at home and what is included (app/lib/plan-page.ts).
 */
import { budapestToday } from "~/lib/event-dates";
import {
  depositNoticeOf,
  homeComparison,
  includedItems,
  type PlanPageData,
  type PlanPageState,
} from "~/lib/plan-page";
import { planPath, planPdfPath } from "~/lib/plan-paths";
import type { ServiceContext } from "../context.server";
import { historyLinkBox } from "../health/link-box.server";
import { acceptPlan, declinePlan } from "./answers.server";
import { depositViewByToken } from "./deposit-view.server";
import { planByToken, viewPlanByToken, type PatientPlanView } from "./patient-page.server";

type ShownVersion = PatientPlanView["current"];

function stateOf(
  version: ShownVersion,
  isCurrent: boolean,
  answerable: boolean,
  today: string,
): PlanPageState {
  if (!isCurrent) return "superseded";
  if (version.status === "accepted") return "accepted";
  if (version.status === "declined") return "declined";
  if (answerable) return "open";
  if (version.status === "expired" || version.validUntil < today) return "expired";
  return "answered";
}

async function depositShown(ctx: ServiceContext, token: string): Promise<PlanPageData["deposit"]> {
  const { status, amountCents, paidCents, remainingCents, canPay, paidAt, payAction } =
    await depositViewByToken(ctx, token);
  return {
    status,
    amountCents,
    paidCents,
    remainingCents,
    canPay,
    paidAt: paidAt?.toISOString() ?? null,
    payAction,
  };
}

/** The page's data; `counts` is false for a request nobody reads (HEAD, a prefetch). */
export async function planPageView(
  ctx: ServiceContext,
  token: string,
  query: URLSearchParams,
  { counts }: { counts: boolean },
): Promise<PlanPageData> {
  const view = await viewPlanByToken(ctx, token, { markViewed: counts });
  const asked = Number(query.get("version"));
  const shown = view.earlier.find((v) => v.version === asked) ?? view.current;
  const isCurrent = shown.version === view.current.version;
  const state = stateOf(shown, isCurrent, view.answerable, budapestToday(ctx.now()));
  const path = planPath(token);
  return {
    locale: view.language,
    path,
    pdfPath: planPdfPath(token, isCurrent ? undefined : shown.version),
    reference: view.reference,
    patientName: view.patientName,
    currency: view.currency,
    version: shown.version,
    currentVersion: view.current.version,
    state,
    sentOn: shown.sentAt ? budapestToday(shown.sentAt) : null,
    dentist: shown.dentist,
    validUntil: shown.validUntil,
    visits: shown.visits.map(({ workingDays, healingMonthsBefore }) => ({
      workingDays,
      healingMonthsBefore,
    })),
    items: shown.items.map(({ itemId, title, quantity, teeth, note, visit, lineCents }) => ({
      itemId,
      title,
      quantity,
      teeth,
      ...(note ? { note } : {}),
      visit,
      lineCents,
    })),
    subtotalCents: shown.subtotalCents,
    discountCents: shown.discountCents,
    consultationCreditCents: shown.consultationCreditCents,
    totalCents: shown.totalCents,
    acceptedAt: shown.acceptedAt?.toISOString() ?? null,
    declinedAt: shown.declinedAt?.toISOString() ?? null,
    comparison: homeComparison(shown.items, view.market),
    included: includedItems(shown.items),
    earlier: view.earlier.map((v) => ({ version: v.version, sentOn: budapestToday(v.sentAt!) })),
    confirmDecline: state === "open" && query.get("decline") === "confirm",
    deposit: await depositShown(ctx, token),
    depositNotice: depositNoticeOf(query.get("deposit")),
    medicalHistory: await historyLinkBox(ctx, { planId: (await planByToken(ctx.db, token)).id }),
  };
}

export interface PlanAnswerInput {
  intent: "accept" | "decline";
  version: number;
  name?: string;
  terms?: string;
  reason?: "price" | "timing" | "another-clinic" | "other" | "";
}

/** The patient's answer from the page: accept (name and the terms' box) or decline (a reason or none). */
export async function answerPlanByLink(ctx: ServiceContext, token: string, input: PlanAnswerInput) {
  if (input.intent === "accept")
    return acceptPlan(ctx, token, {
      version: input.version,
      name: input.name ?? "",
      termsAccepted: input.terms === "yes",
    });
  return declinePlan(ctx, token, { version: input.version, reason: input.reason || null });
}
