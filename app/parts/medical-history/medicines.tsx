import { medicalHistoryFormIn } from "~/content/in/medical-history";
import { medicalHistoryPageIn } from "~/content/in/medical-history-page";
import { medicalHistoryLimits } from "~/lib/medical-history";
import { historyFields, type HistoryFormValues } from "~/lib/medical-history-form";
import { useWords } from "~/lib/locale";
import { historyAttr, historyFormContract } from "./contract";
import { historyIds } from "./fields";
import { FieldError } from "./question";

/**
 * The medicines the patient takes, asked with a yes to 'Do you take any medicines': rows of a
 * name and a dose. Without JavaScript, 'More rows' sends the form back to the page with more
 * empty rows, keeping what was typed; the page's script adds a row in place instead, up to the
 * limit (20).
 */
export function HistoryMedicines({
  values,
  errors,
  rows,
}: {
  values: HistoryFormValues;
  errors: Readonly<Record<string, string>>;
  rows: number;
}) {
  const form = useWords(medicalHistoryFormIn);
  const page = useWords(medicalHistoryPageIn);
  const groupError = errors.medicines;
  return (
    <div
      id={historyIds.medicines}
      role="group"
      aria-labelledby={`${historyIds.medicines}-heading`}
      aria-describedby={groupError ? historyIds.error(historyIds.medicines) : undefined}
    >
      <h3 id={`${historyIds.medicines}-heading`} className="font-sans text-base font-semibold text-ink">
        <span className="text-brand-800">{page.ifYes}</span> {form.medicines.heading}
      </h3>
      <p className="mt-1 text-muted">{form.medicines.intro}</p>
      <FieldError id={historyIds.error(historyIds.medicines)} text={groupError} />
      <input
        type="hidden"
        name={historyFields.medicineRows}
        value={rows}
        {...historyAttr(historyFormContract.rowCount)}
      />
      <ol {...historyAttr(historyFormContract.medicines)} className="mt-4 space-y-4">
        {Array.from({ length: rows }, (_, row) => (
          <li
            key={row}
            {...historyAttr(historyFormContract.row)}
            className="grid gap-3 rounded-xl bg-canvas p-3 sm:grid-cols-[3fr_2fr]"
          >
            {(["name", "dose"] as const).map((part) => {
              const name = historyFields.medicine(row, part);
              const controlId = historyIds.medicine(row, part);
              const error = errors[name];
              return (
                <div key={part}>
                  <label htmlFor={controlId} className="block text-sm font-semibold text-ink">
                    {part === "name" ? form.medicines.name : form.medicines.dose}
                    <span className="sr-only" {...historyAttr(historyFormContract.rowNumber)}>
                      {`, ${page.medicineRow(row + 1)}`}
                    </span>
                  </label>
                  <FieldError id={historyIds.error(controlId)} text={error} />
                  <input
                    id={controlId}
                    name={name}
                    type="text"
                    maxLength={medicalHistoryLimits.medicineText}
                    defaultValue={values[name] ?? ""}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? historyIds.error(controlId) : undefined}
                    className="mt-1 block min-h-12 w-full rounded-xl border-2 border-line bg-surface px-4 text-base"
                  />
                </div>
              );
            })}
          </li>
        ))}
      </ol>
      {rows < medicalHistoryLimits.medicines ? (
        <button
          type="submit"
          name={historyFields.intent}
          value="more-rows"
          formNoValidate
          {...historyAttr(historyFormContract.moreRows, medicalHistoryLimits.medicines)}
          className="btn-outline mt-4"
        >
          {page.moreRows}
        </button>
      ) : null}
    </div>
  );
}
