import { CircleCheck, Info, Lock } from "lucide-react";
import { ClinicContact } from "~/components/ui/clinic-contact";
import { medicalHistoryFormIn, medicalHistoryRefusalsIn } from "~/content/in/medical-history";
import { medicalHistoryPageIn } from "~/content/in/medical-history-page";
import { formatBudapestDateTime, formatEventDate } from "~/lib/format";
import { useLocale, useLocalePath, useWords } from "~/lib/locale";

/** What the page's pieces draw (app/services/health/form-page.server.ts `HistoryPageData`). */
interface HistoryState {
  filled: boolean;
  version: number | null;
  /** ISO time. */
  lastSubmittedAt: string | null;
  changeable: boolean;
  changeableUntil: string | null;
}

/**
 * The page's opening: why the dentist asks, how long it takes, how the answers are kept (with
 * the privacy policy's section, in the page's language), and whether the clinic has them.
 */
export function HistoryIntro({ page }: { page: HistoryState }) {
  const form = useWords(medicalHistoryFormIn);
  const words = useWords(medicalHistoryPageIn);
  const locale = useLocale();
  const to = useLocalePath();
  return (
    <div className="card p-6 md:p-10">
      <h1 className="text-3xl font-semibold md:text-4xl">{form.heading}</h1>
      <p className="mt-4">{form.intro}</p>
      <p className="mt-3">{words.why}</p>
      <p className="mt-3 font-semibold">{words.time}</p>
      <p className="mt-3 flex gap-2">
        <Lock aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
        <span>
          {words.privacy}{" "}
          <a href={to("/privacy#medical-history")} className="link">
            {words.privacyLink}
          </a>
        </span>
      </p>
      <p className="mt-3 text-sm text-muted">{form.private}</p>
      <p className="mt-5 rounded-xl bg-brand-50 p-4 font-medium text-brand-900" data-testid="history-status">
        {page.filled && page.lastSubmittedAt
          ? page.changeable
            ? form.status.lastSent(formatBudapestDateTime(new Date(page.lastSubmittedAt), locale))
            : form.status.thanks
          : form.status.notFilled}
      </p>
    </div>
  );
}

/** After a submission: what the clinic now has, and until when it may be changed; focus lands here. */
export function HistorySentNotice({ page }: { page: HistoryState }) {
  const words = useWords(medicalHistoryPageIn);
  const locale = useLocale();
  if (!page.version || !page.lastSubmittedAt) return null;
  return (
    <p
      role="status"
      tabIndex={-1}
      autoFocus
      className="flex gap-3 rounded-xl border border-success-700/30 bg-success-50 p-4 font-semibold text-success-700"
      data-testid="history-sent"
    >
      <CircleCheck aria-hidden="true" className="size-6 shrink-0" />
      <span>
        {words.sent(page.version, formatBudapestDateTime(new Date(page.lastSubmittedAt), locale))}{" "}
        {page.changeableUntil
          ? words.changeUntil(formatEventDate(page.changeableUntil, locale))
          : page.changeable
            ? words.changeLater
            : null}
      </span>
    </p>
  );
}

/** The link no longer takes answers: the status said above, no form, and how to reach the clinic. */
export function HistoryClosed({ page }: { page: HistoryState }) {
  const words = useWords(medicalHistoryPageIn);
  const refusals = useWords(medicalHistoryRefusalsIn);
  return (
    <section className="card p-6 md:p-8" aria-labelledby="mh-closed" data-testid="history-closed">
      <h2 id="mh-closed" className="flex items-center gap-2 font-sans text-xl font-semibold text-brand-900">
        <Info aria-hidden="true" className="size-6 shrink-0" />
        {words.closedHeading}
      </h2>
      <p className="mt-2">{page.filled ? refusals.closed : refusals.closedEmpty}</p>
      <HistoryClinicContact />
    </section>
  );
}

/** The clinic's phone and email, in the page's words. */
export function HistoryClinicContact({ className = "mt-3" }: { className?: string }) {
  const words = useWords(medicalHistoryPageIn);
  return <ClinicContact lead={words.reach} orEmail={words.orEmail} className={className} />;
}
