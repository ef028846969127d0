import { ClipboardList } from "lucide-react";
import { medicalHistoryBoxIn } from "~/content/in/medical-history-page";
import { formatEventDate } from "~/lib/format";
import { useLocale, useWords } from "~/lib/locale";
import type { HistoryLinkBox } from "~/lib/medical-history-paths";

/**
 * The medical history's box on the manage-booking page and the plan page, while the link takes
 * answers: not filled in yet, or received on a date (which version), and the link to fill it in
 * or to check and change the answers. A plain link: the form is a page of its own.
 */
export function MedicalHistoryBox({ box }: { box: HistoryLinkBox }) {
  const words = useWords(medicalHistoryBoxIn);
  const locale = useLocale();
  return (
    <section
      className="card p-7 print:hidden"
      aria-labelledby="medical-history-box"
      data-testid="medical-history-box"
    >
      <h2
        id="medical-history-box"
        className="flex items-center gap-2 font-sans text-xl font-semibold text-brand-900"
      >
        <ClipboardList aria-hidden="true" className="size-6 shrink-0" />
        {words.heading}
      </h2>
      <p className="mt-2 text-muted">{words.text}</p>
      <p className="mt-3 font-semibold text-ink" data-testid="medical-history-state">
        {box.version && box.receivedOn
          ? words.received(formatEventDate(box.receivedOn, locale), box.version)
          : words.notFilled}
      </p>
      <a href={box.path} className={`${box.version ? "btn-outline" : "btn-brand"} mt-4`}>
        {box.version ? words.update : words.fill}
      </a>
    </section>
  );
}
