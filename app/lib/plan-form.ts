/**
 * The staff plan editor's form, read without JavaScript: a plain form posts every field by name
 * (`row-3-teeth`, `visit-2-days`…), empty rows and visits are left out, a ticked "Remove" drops
 * one. This reads what was posted into what the form shows again (`state`, as typed) and the
 * draft the use case checks (`draft`, each line and visit knowing its row, so an error the use
 * case finds is shown beside its field). Only the shape is checked here (a number is a number);
 * the rules (tooth 19, a quantity of 100) are the plans capability's.
 */

/** The most rows and visits one form carries (the price list has about thirty items). */
export const planFormLimits = { rows: 40, visits: 4, teethLength: 100, noteLength: 2000 } as const;

export interface PlanRowState {
  item: string;
  quantity: string;
  teeth: string;
  note: string;
  visit: string;
}

interface PlanVisitState {
  days: string;
  healing: string;
}

/** What the editor shows: the fields as typed (or as the draft stored them). */
export interface PlanFormState {
  dentist: string;
  validUntil: string;
  visits: PlanVisitState[];
  rows: PlanRowState[];
}

export interface PlanFieldError {
  /** The id of the field it is about (the summary links to it). */
  field: string;
  message: string;
}

/** The draft read from the form: each visit and line with the position it came from. */
export interface PlanFormDraft {
  dentist: string | null;
  validUntil: string;
  visits: { workingDays: number; healingMonthsBefore: number; index: number }[];
  items: {
    itemId: string;
    quantity: number;
    teeth: unknown[];
    note?: string;
    visit: number;
    index: number;
  }[];
}

/** The ids (and names) of the editor's fields. Rows and visits are counted from 1. */
export const planFieldIds = {
  dentist: "dentist",
  validUntil: "validUntil",
  visitDays: (n: number) => `visit-${n}-days`,
  visitHealing: (n: number) => `visit-${n}-healing`,
  visitRemove: (n: number) => `visit-${n}-remove`,
  rowItem: (n: number) => `row-${n}-item`,
  rowQuantity: (n: number) => `row-${n}-quantity`,
  rowTeeth: (n: number) => `row-${n}-teeth`,
  rowNote: (n: number) => `row-${n}-note`,
  rowVisit: (n: number) => `row-${n}-visit`,
  rowRemove: (n: number) => `row-${n}-remove`,
  rowCount: "rowCount",
  visitCount: "visitCount",
} as const;

export interface PlanFormWords {
  quantity: string;
  teeth: string;
  workingDays: string;
  healing: string;
  visit: string;
}

const text = (fields: Record<string, unknown>, name: string, max = 200) => {
  const value = fields[name];
  return typeof value === "string" ? value.trim().slice(0, max) : "";
};
const count = (fields: Record<string, unknown>, name: string, max: number) => {
  const n = Number.parseInt(text(fields, name), 10);
  return Number.isInteger(n) && n > 0 ? Math.min(n, max) : 0;
};
const whole = (value: string) => (/^\d{1,3}$/.test(value) ? Number(value) : null);

/**
 * Tooth numbers as typed ('36, 46' or '36 46'): a permanent tooth's number is a number; any other
 * two digits are kept as typed ('19', '09'), for the use case to refuse by name. Null when a part
 * is not two digits.
 */
function readTeeth(value: string): unknown[] | null {
  const parts = value.split(/[\s,;]+/).filter(Boolean);
  if (!parts.every((part) => /^\d{1,2}$/.test(part))) return null;
  return parts.map((part) => (/^[1-4][1-8]$/.test(part) ? Number(part) : part));
}

/** The posted form: what to show again, the draft, and the fields whose shape is wrong. */
export function readPlanForm(
  fields: Record<string, unknown>,
  words: PlanFormWords,
): { state: PlanFormState; draft: PlanFormDraft; errors: PlanFieldError[] } {
  const ids = planFieldIds;
  const errors: PlanFieldError[] = [];
  const visits: PlanVisitState[] = [];
  const draftVisits: PlanFormDraft["visits"] = [];
  // Removing a visit moves the lines of the visits after it one visit earlier.
  const removedVisits: number[] = [];
  for (let n = 1; n <= count(fields, ids.visitCount, planFormLimits.visits); n++) {
    const visit = { days: text(fields, ids.visitDays(n)), healing: text(fields, ids.visitHealing(n)) };
    if (fields[ids.visitRemove(n)] !== undefined) {
      removedVisits.push(n);
      continue;
    }
    if (!visit.days && (!visit.healing || visit.healing === "0")) continue;
    visits.push(visit);
    const kept = visits.length;
    const days = whole(visit.days);
    const healing = visit.healing ? whole(visit.healing) : 0;
    if (days === null) errors.push({ field: ids.visitDays(kept), message: words.workingDays });
    if (healing === null) errors.push({ field: ids.visitHealing(kept), message: words.healing });
    draftVisits.push({ workingDays: days ?? 0, healingMonthsBefore: healing ?? 0, index: kept });
  }
  const rows: PlanRowState[] = [];
  const items: PlanFormDraft["items"] = [];
  for (let n = 1; n <= count(fields, ids.rowCount, planFormLimits.rows); n++) {
    const row: PlanRowState = {
      item: text(fields, ids.rowItem(n)),
      quantity: text(fields, ids.rowQuantity(n)),
      teeth: text(fields, ids.rowTeeth(n), planFormLimits.teethLength),
      note: text(fields, ids.rowNote(n), planFormLimits.noteLength),
      visit: text(fields, ids.rowVisit(n)),
    };
    if (fields[ids.rowRemove(n)] !== undefined || !row.item) continue;
    const visitNumber = whole(row.visit);
    if (visitNumber !== null) {
      const shift = removedVisits.filter((removed) => removed < visitNumber).length;
      row.visit = String(Math.max(1, visitNumber - shift));
    }
    rows.push(row);
    const kept = rows.length;
    const quantity = whole(row.quantity || "1");
    const teeth = readTeeth(row.teeth);
    const visit = whole(row.visit || "1");
    if (quantity === null) errors.push({ field: ids.rowQuantity(kept), message: words.quantity });
    if (teeth === null) errors.push({ field: ids.rowTeeth(kept), message: words.teeth });
    if (visit === null) errors.push({ field: ids.rowVisit(kept), message: words.visit });
    items.push({
      itemId: row.item,
      quantity: quantity ?? 0,
      teeth: teeth ?? [],
      ...(row.note ? { note: row.note } : {}),
      visit: visit ?? 1,
      index: kept,
    });
  }
  const dentist = text(fields, ids.dentist);
  return {
    state: { dentist, validUntil: text(fields, ids.validUntil, 10), visits, rows },
    draft: {
      dentist: dentist || null,
      validUntil: text(fields, ids.validUntil, 10),
      visits: draftVisits,
      items,
    },
    errors,
  };
}

/** A stored draft as the editor shows it. */
export function planFormStateOf(draft: {
  dentist: string | null;
  validUntil: string;
  visits: readonly { workingDays: number; healingMonthsBefore: number }[];
  items: readonly {
    itemId: string;
    quantity: number;
    teeth: readonly number[];
    note?: string;
    visit: number;
  }[];
}): PlanFormState {
  return {
    dentist: draft.dentist ?? "",
    validUntil: draft.validUntil,
    visits: draft.visits.map((v) => ({
      days: String(v.workingDays),
      healing: String(v.healingMonthsBefore),
    })),
    rows: draft.items.map((item) => ({
      item: item.itemId,
      quantity: String(item.quantity),
      teeth: item.teeth.join(", "),
      note: item.note ?? "",
      visit: String(item.visit),
    })),
  };
}
