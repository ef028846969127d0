/**
 * The staff editor's draft checked field by field with the plans' own rules (the dentist, the
 * date, each visit, each line: its item, quantity, teeth, note and visit), so each refusal is
 * shown beside the field it is about; the use case checks the whole again when it saves.
 */
import { findDentist } from "~/content/dentists/find";
import { planStaffErrors } from "~/content/plans";
import { staffPlansWords } from "~/content/staff-plans";
import { budapestToday, isIsoDate } from "~/lib/event-dates";
import { planFieldIds as ids, type PlanFieldError, type PlanFormDraft } from "~/lib/plan-form";
import type { ServiceContext } from "../context.server";
import { PlanError } from "./errors.server";
import { planVisits, priceLines } from "./pricing.server";
import { checkTeeth } from "./teeth.server";
import type { PlanDraftInput } from "./drafts.server";

const messageOf = (work: () => unknown): string | null => {
  try {
    work();
    return null;
  } catch (error) {
    if (error instanceof PlanError) return error.message;
    throw error;
  }
};

/** Every field the plans' rules refuse, in the form's order. */
export function planFieldErrors(ctx: Pick<ServiceContext, "now">, draft: PlanFormDraft): PlanFieldError[] {
  const errors: PlanFieldError[] = [];
  if (draft.dentist !== null && !findDentist(draft.dentist))
    errors.push({ field: ids.dentist, message: staffPlansWords.errors.dentist });
  if (!isIsoDate(draft.validUntil) || draft.validUntil <= budapestToday(ctx.now()))
    errors.push({ field: ids.validUntil, message: planStaffErrors.validUntil });
  draft.visits.forEach((visit, i) => {
    // Each visit with those before it, so "no healing before the first" is the first's alone.
    const earlier = draft.visits.slice(0, i).map(() => ({ workingDays: 1, healingMonthsBefore: 0 }));
    if (messageOf(() => planVisits([...earlier, visit])) === null) return;
    const daysWrong = messageOf(() => planVisits([...earlier, { ...visit, healingMonthsBefore: 0 }]));
    errors.push(
      daysWrong
        ? { field: ids.visitDays(visit.index), message: staffPlansWords.errors.workingDays }
        : { field: ids.visitHealing(visit.index), message: staffPlansWords.errors.healing },
    );
  });
  for (const item of draft.items) {
    const teeth = messageOf(() => checkTeeth(item.teeth));
    if (teeth) errors.push({ field: ids.rowTeeth(item.index), message: teeth });
    const line = messageOf(() => priceLines([{ ...item, teeth: [] }], draft.visits.length));
    if (!line) continue;
    const field =
      line === planStaffErrors.unknownItem(item.itemId)
        ? ids.rowItem(item.index)
        : line === planStaffErrors.quantity(item.itemId)
          ? ids.rowQuantity(item.index)
          : line === planStaffErrors.note
            ? ids.rowNote(item.index)
            : ids.rowVisit(item.index);
    errors.push({ field, message: line });
  }
  return errors;
}

/** The draft as the use case takes it. */
export const draftInputOf = (draft: PlanFormDraft): PlanDraftInput => ({
  dentist: draft.dentist,
  validUntil: draft.validUntil,
  visits: draft.visits.map(({ workingDays, healingMonthsBefore }) => ({ workingDays, healingMonthsBefore })),
  items: draft.items.map(({ index: _index, ...item }) => item),
});
