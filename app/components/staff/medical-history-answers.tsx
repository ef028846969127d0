import { medicalHistoryForm } from "~/content/medical-history";
import { staffHistoryWords as words } from "~/content/staff-medical-history";
import type { HistoryAnswerValue } from "~/lib/medical-history";

/**
 * The dentist's page's answers (app/routes/staff.patient-medical-history.tsx): each section of
 * the form with every question asked, in English, and its answer; what the patient wrote in their
 * own words marked as theirs, in their language. One column on a phone, two on a wide screen and
 * on paper, where only each question's short name is printed.
 */

/** The patient's language: its English name for the reader, its tag for the browser. */
interface Language {
  language: string;
  lang: string;
}

interface Question {
  id: string;
  name: string;
  text: string;
  followUp: boolean;
  answer: HistoryAnswerValue | null;
  detail: string | null;
}

interface Section {
  id: string;
  title: string;
  questions: Question[];
}

/** Words the patient wrote, quoted as theirs: "Patient's own words (German): „…“". */
function PatientWords({ language, lang, children }: Language & { children: string }) {
  return (
    <span className="mt-0.5 block text-sm print:mt-0 print:text-[8pt]">
      <span className="text-muted">{words.page.ownWords(language)}</span>{" "}
      <q lang={lang} className="italic">
        {children}
      </q>
    </span>
  );
}

function Answer({ answer }: { answer: HistoryAnswerValue | null }) {
  if (!answer) return <span className="font-semibold">{words.page.notAnswered}</span>;
  const text = medicalHistoryForm.answers[answer];
  // "Yes" and "Not sure" are what a dentist reads for: set apart by weight and a frame, not colour.
  return answer === "no" ? (
    <span>{text}</span>
  ) : (
    <span className="rounded border border-ink px-1 font-bold print:px-0.5">{text}</span>
  );
}

export function HistoryAnswers({ sections, language, lang }: Language & { sections: Section[] }) {
  return (
    <div className="gap-6 lg:columns-2 print:columns-2 print:gap-4">
      {sections.map((section) => (
        <section
          key={section.id}
          aria-labelledby={`answers-${section.id}`}
          className="mb-4 break-inside-avoid print:mb-1.5"
        >
          <h3
            id={`answers-${section.id}`}
            className="mb-1 border-b border-line text-base font-semibold text-brand-900 print:mb-0.5 print:text-[9pt]"
          >
            {section.title}
          </h3>
          <dl>
            {section.questions.map((question) => (
              <div
                key={question.id}
                className={`grid grid-cols-[1fr_auto] gap-x-3 border-b border-line py-1.5 print:py-px ${
                  question.followUp ? "pl-4" : ""
                }`}
              >
                <dt>
                  <span className="font-semibold print:font-normal">{question.name}</span>
                  <span className="block text-sm text-muted print:hidden">{question.text}</span>
                </dt>
                <dd className="text-right">
                  <Answer answer={question.answer} />
                </dd>
                {question.detail ? (
                  <dd className="col-span-2">
                    <PatientWords language={language} lang={lang}>
                      {question.detail}
                    </PatientWords>
                  </dd>
                ) : null}
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}

/** The medicines as the patient wrote them, each row theirs. */
export function HistoryMedicines({
  medicines,
  language,
  lang,
}: Language & { medicines: { name: string; dose: string }[] }) {
  const t = words.page;
  if (medicines.length === 0) return <p className="text-sm">{t.noMedicines}</p>;
  return (
    <table className="w-full border-collapse text-left text-sm print:text-[8pt]">
      <caption className="mb-1 text-left text-sm text-muted print:text-[8pt]">{t.ownWords(language)}</caption>
      <thead>
        <tr>
          <th scope="col" className="border-b-2 border-line px-2 py-1 font-semibold print:py-0">
            {t.medicineColumns.name}
          </th>
          <th scope="col" className="border-b-2 border-line px-2 py-1 font-semibold print:py-0">
            {t.medicineColumns.dose}
          </th>
        </tr>
      </thead>
      <tbody>
        {medicines.map((medicine, index) => (
          <tr key={index} lang={lang}>
            <td className="border-b border-line px-2 py-1 print:py-0">{medicine.name}</td>
            <td className="border-b border-line px-2 py-1 print:py-0">{medicine.dose}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
