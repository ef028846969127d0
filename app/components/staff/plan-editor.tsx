import { Form } from "react-router";
import { staffPlansWords } from "~/content/staff-plans";
import {
  planFieldIds as ids,
  type PlanFieldError,
  type PlanFormState,
  type PlanRowState,
} from "~/lib/plan-form";
import { Field } from "./field";
import { buttonClass, inputClass, labelClass, secondaryButtonClass } from "./staff-ui";

/**
 * The draft's editor: one plain form (it works without JavaScript). The dentist and the date,
 * the visits, the item rows (a few empty ones; "Add a row" saves and shows one more; a ticked
 * "Remove" drops a row or a visit when the form is saved), then save or send. Each error is
 * beside its field; the page puts their summary at its top.
 */

const words = staffPlansWords.editor;

interface PriceChoiceGroup {
  title: string;
  items: { id: string; title: string; price: string }[];
}

export interface PlanEditorProps {
  version: number;
  state: PlanFormState;
  blankRows: number;
  blankVisits: number;
  priceChoices: PriceChoiceGroup[];
  dentistChoices: { slug: string; name: string }[];
  minDate: string;
  errors: PlanFieldError[];
  patientEmail: string;
  /** The running totals (the page draws them from the draft as last saved). */
  totals: React.ReactNode;
}

const emptyRow: PlanRowState = { item: "", quantity: "1", teeth: "", note: "", visit: "1" };

function RemoveBox({ name, label }: { name: string; label: string }) {
  return (
    <label className="flex min-h-11 items-center gap-2 text-sm">
      <input type="checkbox" name={name} id={name} value="1" className="size-5" />
      {label}
    </label>
  );
}

export function PlanEditor(props: PlanEditorProps) {
  const { state, errors } = props;
  const errorOf = (field: string) => errors.find((e) => e.field === field)?.message;
  const visits = [
    ...state.visits,
    ...Array.from({ length: props.blankVisits }, () => ({ days: "", healing: "" })),
  ];
  const rows = [...state.rows, ...Array.from({ length: props.blankRows }, () => emptyRow)];
  const visitOptions = Array.from({ length: Math.max(visits.length, 1) }, (_, i) => ({
    value: String(i + 1),
    label: staffPlansWords.versions.visitN(i + 1),
  }));
  // A new key for each render from saved data: the fields start from what was stored.
  return (
    <Form method="post" className="space-y-5" aria-labelledby="editor-heading">
      <h2 id="editor-heading" className="text-lg font-semibold text-brand-900">
        {words.heading(props.version)}
      </h2>
      <p className="text-sm">{words.intro}</p>
      {/* Enter in a field submits a form's first button: make it "Save draft", not "Add a visit". */}
      <button type="submit" name="intent" value="save" hidden tabIndex={-1} aria-hidden="true" />
      <input type="hidden" name={ids.rowCount} value={rows.length} />
      <input type="hidden" name={ids.visitCount} value={visits.length} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          as="select"
          id={ids.dentist}
          name={ids.dentist}
          label={words.dentist}
          defaultValue={state.dentist}
          error={errorOf(ids.dentist)}
          options={[
            { value: "", label: words.noDentist },
            ...props.dentistChoices.map((d) => ({ value: d.slug, label: d.name })),
          ]}
        />
        <Field
          id={ids.validUntil}
          name={ids.validUntil}
          type="date"
          label={words.validUntil}
          hint={words.validUntilHint}
          min={props.minDate}
          required
          defaultValue={state.validUntil}
          error={errorOf(ids.validUntil)}
        />
      </div>

      <fieldset className="space-y-3">
        <legend className="mb-2 text-base font-semibold text-brand-900">{words.visits}</legend>
        {visits.map((visit, i) => {
          const n = i + 1;
          return (
            <fieldset
              key={n}
              className="grid items-end gap-3 rounded-md border border-line p-3 sm:grid-cols-[1fr_1fr_max-content]"
            >
              <legend className="px-1 text-sm font-semibold">{words.visitLegend(n)}</legend>
              <Field
                id={ids.visitDays(n)}
                name={ids.visitDays(n)}
                label={words.workingDays}
                type="number"
                inputMode="numeric"
                min={1}
                max={30}
                defaultValue={visit.days}
                error={errorOf(ids.visitDays(n))}
              />
              <Field
                id={ids.visitHealing(n)}
                name={ids.visitHealing(n)}
                label={words.healing}
                type="number"
                inputMode="numeric"
                min={0}
                max={12}
                defaultValue={n === 1 ? "0" : visit.healing}
                readOnly={n === 1}
                hint={n === 1 ? words.healingFirst : undefined}
                error={errorOf(ids.visitHealing(n))}
              />
              <RemoveBox name={ids.visitRemove(n)} label={words.removeVisit(n)} />
            </fieldset>
          );
        })}
        {visits.length < 4 ? (
          <button type="submit" name="intent" value="add-visit" className={secondaryButtonClass}>
            {words.addVisit}
          </button>
        ) : null}
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="mb-2 text-base font-semibold text-brand-900">{words.items}</legend>
        {rows.map((row, i) => {
          const n = i + 1;
          const itemError = errorOf(ids.rowItem(n));
          return (
            <fieldset
              key={n}
              className="grid items-start gap-3 rounded-md border border-line p-3 lg:grid-cols-[3fr_6rem_10rem_3fr_8rem_max-content]"
            >
              <legend className="px-1 text-sm font-semibold">{words.rowLegend(n)}</legend>
              <div>
                <label htmlFor={ids.rowItem(n)} className={labelClass}>
                  {words.item}
                </label>
                {itemError ? (
                  <p id={`${ids.rowItem(n)}-error`} className="mb-1 text-sm font-semibold text-danger-700">
                    {itemError}
                  </p>
                ) : null}
                <select
                  id={ids.rowItem(n)}
                  name={ids.rowItem(n)}
                  defaultValue={row.item}
                  className={inputClass}
                  aria-invalid={itemError ? true : undefined}
                  aria-describedby={itemError ? `${ids.rowItem(n)}-error` : undefined}
                >
                  <option value="">{words.noItem}</option>
                  {props.priceChoices.map((group) => (
                    <optgroup key={group.title} label={group.title}>
                      {group.items.map((item) => (
                        <option key={item.id} value={item.id}>
                          {words.itemOption(item.title, item.price)}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </select>
              </div>
              <Field
                id={ids.rowQuantity(n)}
                name={ids.rowQuantity(n)}
                label={words.quantity}
                type="number"
                inputMode="numeric"
                min={1}
                max={99}
                defaultValue={row.quantity}
                error={errorOf(ids.rowQuantity(n))}
              />
              <Field
                id={ids.rowTeeth(n)}
                name={ids.rowTeeth(n)}
                label={words.teeth}
                hint={words.teethHint}
                hintId={`${ids.rowTeeth(n)}-hint`}
                maxLength={100}
                defaultValue={row.teeth}
                error={errorOf(ids.rowTeeth(n))}
              />
              <Field
                id={ids.rowNote(n)}
                name={ids.rowNote(n)}
                label={words.note}
                maxLength={500}
                defaultValue={row.note}
                error={errorOf(ids.rowNote(n))}
              />
              <Field
                as="select"
                id={ids.rowVisit(n)}
                name={ids.rowVisit(n)}
                label={words.visit}
                defaultValue={row.visit}
                error={errorOf(ids.rowVisit(n))}
                options={visitOptions}
              />
              <div className="lg:pt-6">
                <RemoveBox name={ids.rowRemove(n)} label={words.removeRow(n)} />
              </div>
            </fieldset>
          );
        })}
        <button type="submit" name="intent" value="add-row" className={secondaryButtonClass}>
          {words.addRow}
        </button>
      </fieldset>

      {props.totals}

      <div className="flex flex-wrap items-center gap-3 border-t border-line pt-4">
        <button type="submit" name="intent" value="save" className={buttonClass}>
          {words.save}
        </button>
        <button type="submit" name="intent" value="send" className={buttonClass} aria-describedby="send-hint">
          {words.send}
        </button>
        <p id="send-hint" className="basis-full text-sm text-muted">
          {words.sendHint(props.patientEmail)}
        </p>
      </div>
    </Form>
  );
}
