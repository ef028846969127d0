import { medicalHistoryFormIn } from "~/content/in/medical-history";
import { medicalHistoryLimits } from "~/lib/medical-history";
import { historyFields, type HistoryFormValues } from "~/lib/medical-history-form";
import { useWords } from "~/lib/locale";
import { historyAttr, historyFormContract } from "./contract";
import { historyIds } from "./fields";
import { HistoryMedicines } from "./medicines";
import { FieldError, HistoryQuestion, type QuestionWords } from "./question";

/**
 * The medical history form (/medical-history/<token>): the questionnaire by section in the
 * patient's language, each question's Yes / No / Not sure, the medicines, the confirmation with
 * the typed name, and one button that sends it. A plain form posted to its own page: it works
 * without JavaScript, and the page's script (script.ts) only shows what a yes asks once it is
 * answered yes, adds medicine rows in place and sends the form once.
 */
export function MedicalHistoryForm({
  path,
  values,
  errors,
  medicineRows,
}: {
  path: string;
  values: HistoryFormValues;
  errors: Readonly<Record<string, string>>;
  medicineRows: number;
}) {
  const form = useWords(medicalHistoryFormIn);
  const nameError = errors[historyFields.confirmedName];
  const nameErrorId = historyIds.error(historyIds.confirmedName);
  return (
    <form
      method="post"
      action={path}
      noValidate
      className="space-y-6"
      {...historyAttr(historyFormContract.form)}
    >
      {/* Enter in a field sends the form (the first submit button is the default), never 'More rows'. */}
      <button type="submit" hidden tabIndex={-1} />
      {form.sections.map((section) => (
        <section key={section.id} className="card p-6 md:p-8" aria-labelledby={`mh-section-${section.id}`}>
          <h2 id={`mh-section-${section.id}`} className="mb-5 font-sans text-xl font-semibold text-brand-900">
            {section.title}
          </h2>
          {/* A line between questions (a fieldset's own border would run into its legend). */}
          <div className="divide-y divide-line">
            {section.questions.map((question: QuestionWords) => (
              <div key={question.id} className="py-5 first:pt-0 last:pb-0">
                <HistoryQuestion question={question} values={values} errors={errors}>
                  {question.id === "takes-medicines" ? (
                    <HistoryMedicines values={values} errors={errors} rows={medicineRows} />
                  ) : undefined}
                </HistoryQuestion>
              </div>
            ))}
          </div>
        </section>
      ))}
      <section className="card p-6 md:p-8" aria-labelledby="mh-confirmation">
        <h2 id="mh-confirmation" className="font-sans text-xl font-semibold text-brand-900">
          {form.confirmation.heading}
        </h2>
        <p className="mt-3">{form.confirmation.statement}</p>
        <label htmlFor={historyIds.confirmedName} className="mt-5 block font-semibold text-ink">
          {form.confirmation.nameLabel}
        </label>
        <p id={`${historyIds.confirmedName}-hint`} className="text-sm text-muted">
          {form.confirmation.nameHint}
        </p>
        <FieldError id={nameErrorId} text={nameError} />
        <input
          id={historyIds.confirmedName}
          name={historyFields.confirmedName}
          type="text"
          autoComplete="name"
          maxLength={medicalHistoryLimits.confirmedName}
          defaultValue={values[historyFields.confirmedName] ?? ""}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={[`${historyIds.confirmedName}-hint`, ...(nameError ? [nameErrorId] : [])].join(
            " ",
          )}
          className="mt-2 block min-h-12 w-full max-w-md rounded-xl border-2 border-line bg-surface px-4 text-base"
        />
        <button type="submit" className="btn-brand mt-6">
          {form.confirmation.submit}
        </button>
      </section>
    </form>
  );
}
