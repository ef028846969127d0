import type { ReactNode } from "react";
import { medicalHistoryFormIn } from "~/content/in/medical-history";
import { medicalHistoryPageIn } from "~/content/in/medical-history-page";
import { historyAnswerValues, medicalHistoryLimits, type HistoryQuestionId } from "~/lib/medical-history";
import { historyFields, type HistoryFormValues } from "~/lib/medical-history-form";
import { useWords } from "~/lib/locale";
import { historyAttr, historyFormContract } from "./contract";
import { historyIds } from "./fields";

/** A question as the questionnaire words it (app/content/medical-history.ts), in the page's language. */
export interface QuestionWords {
  id: string;
  text: string;
  detail?: string;
  followUp?: QuestionWords;
}

/** A refusal's sentence beside its control. */
export function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className="mt-2 font-semibold text-danger-700">
      {text}
    </p>
  ) : null;
}

/**
 * One question: a fieldset whose legend is the question, its three answers as radios (Yes, No,
 * Not sure), its refusal under the legend; then what is asked only with a yes (its detail in the
 * patient's own words, a follow-up question, or `children`: the medicines), said 'If yes:'. The
 * page's script shows that part only while the answer is yes, unless it holds a refusal.
 */
export function HistoryQuestion({
  question,
  values,
  errors,
  followUp = false,
  children,
}: {
  question: QuestionWords;
  values: HistoryFormValues;
  errors: Readonly<Record<string, string>>;
  followUp?: boolean;
  children?: ReactNode;
}) {
  const form = useWords(medicalHistoryFormIn);
  const page = useWords(medicalHistoryPageIn);
  const id = question.id as HistoryQuestionId;
  const name = historyFields.answer(id);
  const errorId = historyIds.error(historyIds.answer(id));
  const error = errors[name];
  const errorInDetail = Object.keys(errors).some((path) => path.startsWith(`${name}.`));
  const errorInMore = Object.keys(errors).some(
    (path) =>
      (question.followUp &&
        path.startsWith(historyFields.answer(question.followUp.id as HistoryQuestionId))) ||
      (children !== undefined && path.startsWith("medicines")),
  );
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      className={error ? "border-l-4 border-danger-700 pl-4" : undefined}
    >
      <legend className="font-semibold text-ink">
        {followUp ? <span className="text-brand-800">{page.ifYes} </span> : null}
        {question.text}
      </legend>
      <FieldError id={errorId} text={error} />
      <div className="mt-3 flex flex-wrap gap-2">
        {historyAnswerValues.map((value) => (
          <label
            key={value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border-2 border-line bg-surface px-4 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              id={historyIds.radio(id, value)}
              name={name}
              value={value}
              defaultChecked={values[name] === value}
              className="size-5 shrink-0 accent-brand-700"
            />
            {form.answers[value]}
          </label>
        ))}
      </div>
      {question.detail ? (
        <div
          {...historyAttr(historyFormContract.ifYes, name)}
          {...historyAttr(historyFormContract.alsoUnsure)}
          {...(errorInDetail ? historyAttr(historyFormContract.hasError) : {})}
          className="mt-4 border-l-4 border-brand-100 pl-4"
        >
          <Detail id={id} prompt={question.detail} values={values} errors={errors} />
        </div>
      ) : null}
      {question.followUp || children ? (
        <div
          {...historyAttr(historyFormContract.ifYes, name)}
          {...(errorInMore ? historyAttr(historyFormContract.hasError) : {})}
          className="mt-4 space-y-5 border-l-4 border-brand-100 pl-4"
        >
          {question.followUp ? (
            <HistoryQuestion question={question.followUp} values={values} errors={errors} followUp />
          ) : null}
          {children}
        </div>
      ) : null}
    </fieldset>
  );
}

/** A question's detail: the patient's own words, asked with a yes or a not sure. */
function Detail({
  id,
  prompt,
  values,
  errors,
}: {
  id: HistoryQuestionId;
  prompt: string;
  values: HistoryFormValues;
  errors: Readonly<Record<string, string>>;
}) {
  const page = useWords(medicalHistoryPageIn);
  const name = historyFields.detail(id);
  const controlId = historyIds.detail(id);
  const error = errors[name];
  return (
    <div>
      <label htmlFor={controlId} className="block text-ink">
        <span className="font-semibold text-brand-800">{page.ifYesOrUnsure}</span> {prompt}{" "}
        <span className="text-muted">{page.ownWords}</span>
      </label>
      <FieldError id={historyIds.error(controlId)} text={error} />
      <textarea
        id={controlId}
        name={name}
        rows={3}
        maxLength={medicalHistoryLimits.detail}
        defaultValue={values[name] ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? historyIds.error(controlId) : undefined}
        className="mt-2 block w-full rounded-xl border-2 border-line bg-surface px-4 py-3 text-base"
      />
    </div>
  );
}
