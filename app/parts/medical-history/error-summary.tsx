import { medicalHistoryFormIn } from "~/content/in/medical-history";
import { medicalHistoryPageIn } from "~/content/in/medical-history-page";
import { useWords } from "~/lib/locale";
import { controlOf } from "./fields";
import type { QuestionWords } from "./question";

/**
 * What was refused, at the top of the page, with focus on it as the page opens: the health
 * service's sentence, then each field's own, linked to its control (a question by its words, a
 * detail by its prompt, a medicine by its row). A refusal without fields (the pipeline's: too many
 * requests, a body too large) is its sentence alone.
 */
export function HistoryErrorSummary({
  message,
  fields,
}: {
  message: string;
  fields: Readonly<Record<string, string>>;
}) {
  const form = useWords(medicalHistoryFormIn);
  const page = useWords(medicalHistoryPageIn);
  const words = new Map<string, QuestionWords>();
  for (const section of form.sections)
    for (const question of section.questions as readonly QuestionWords[]) {
      words.set(question.id, question);
      if (question.followUp) words.set(question.followUp.id, question.followUp);
    }
  const labelOf = (path: string) => {
    const [kind, key, part] = path.split(".");
    if (kind === "answers") return part === "detail" ? words.get(key)?.detail : words.get(key)?.text;
    if (kind === "medicines")
      return key === undefined
        ? form.medicines.heading
        : `${part === "dose" ? form.medicines.dose : form.medicines.name}, ${page.medicineRow(Number(key) + 1)}`;
    return form.confirmation.nameLabel;
  };
  return (
    <div
      role="alert"
      tabIndex={-1}
      autoFocus
      aria-labelledby="mh-error-heading"
      className="rounded-xl border-2 border-danger-700 bg-danger-50 p-5"
      data-testid="history-errors"
    >
      <h2 id="mh-error-heading" className="font-sans text-lg font-semibold text-danger-700">
        {page.errorHeading}
      </h2>
      <p className="mt-2">{message}</p>
      {Object.keys(fields).length > 0 ? (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {Object.entries(fields).map(([path, sentence]) => (
            <li key={path}>
              <a href={`#${controlOf(path)}`} className="link">
                {labelOf(path)}
              </a>{" "}
              {sentence}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
