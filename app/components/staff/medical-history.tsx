import { TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { staffHistoryWords as words } from "~/content/staff-medical-history";
import { formatDateTime } from "~/lib/format";

/**
 * The medical history's flags and states as the back office draws them: the patient page's
 * section, and the day sheet's line under a patient. A flag is told by its words, a heavy
 * border and a warning sign, never by its colour alone.
 */

export interface ShownFlag {
  label: string;
  reasons: string[];
}

/** The flags that need attention before treatment, each with its reasons; or "nothing flagged". */
export function HealthFlags({
  flags,
  headingId,
  level = 3,
}: {
  flags: ShownFlag[];
  headingId: string;
  /** The heading's level where it stands: under the page's title (2) or a section's (3). */
  level?: 2 | 3;
}) {
  const Heading = `h${level}` as const;
  return (
    <div>
      <Heading
        id={headingId}
        className={`mb-2 font-semibold text-brand-900 print:mb-1 print:text-[10pt] ${level === 2 ? "text-lg" : "text-base"}`}
      >
        {words.section.flagsHeading}
      </Heading>
      {flags.length === 0 ? (
        <p className="text-sm">{words.section.noFlags}</p>
      ) : (
        <ul aria-labelledby={headingId} className="space-y-2 print:space-y-1">
          {flags.map((flag) => (
            <li
              key={flag.label}
              className="rounded-md border-2 border-l-8 border-danger-700 bg-danger-50 px-3 py-2 text-sm text-ink print:border print:border-l-4 print:bg-white print:px-2 print:py-0.5 print:text-[8.5pt]"
            >
              <p className="flex items-start gap-2 font-semibold text-danger-700">
                <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" strokeWidth={2} />
                {flag.label}
              </p>
              <ul className="ml-6 list-disc">
                {flag.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

type Section =
  | { status: "no-email" | "unreadable" }
  | { status: "not-filled"; link: string | null }
  | { status: "filled"; version: number; submittedAt: Date | string; flags: ShownFlag[]; href: string };

/** The patient page's "Medical history": its flags and last version, or the link to fill it in. */
export function PatientHistory({ history }: { history: Section }) {
  const t = words.section;
  switch (history.status) {
    case "no-email":
      return <p className="text-sm">{t.noEmail}</p>;
    case "unreadable":
      return (
        <p
          role="alert"
          className="rounded-md border border-danger-700 bg-danger-50 p-3 text-sm text-danger-700"
        >
          {t.unreadable}
        </p>
      );
    case "not-filled":
      return (
        <>
          <p className="mb-2 font-semibold">{t.notFilled}</p>
          {history.link ? (
            <>
              <p className="text-sm">{t.link}</p>
              <p className="mt-1 rounded-md bg-brand-50 p-2 font-mono text-sm break-all select-all">
                {history.link}
              </p>
            </>
          ) : (
            <p className="text-sm">{t.noLink}</p>
          )}
        </>
      );
    case "filled":
      return (
        <>
          <HealthFlags flags={history.flags} headingId="history-flags" />
          <p className="mt-3 text-sm">{t.lastSent(history.version, formatDateTime(history.submittedAt))}</p>
          <p className="mt-2">
            <Link to={history.href} className="link font-semibold">
              {t.read}
            </Link>
          </p>
        </>
      );
  }
}

export type DaySheetHistoryState =
  | { status: "none" }
  | { status: "not-filled" | "unreadable"; href: string }
  | { status: "filled"; flags: string[]; href: string };

/**
 * The day sheet's line under a patient: "Medical history: not filled in yet", or its flags in a
 * word or two each, linked to the dentist's page; short enough for a phone and a printed sheet.
 */
export function DaySheetHistory({ history, name }: { history: DaySheetHistoryState; name: string }) {
  if (history.status === "none") return null;
  const t = words.daySheet;
  const flagged = history.status === "filled" && history.flags.length > 0;
  return (
    <span className="mt-1 block text-xs" data-testid="booking-medical-history">
      <Link to={history.href} className="link">
        {t.label}
        <span className="sr-only"> {t.of(name)}</span>
      </Link>
      :{" "}
      {history.status === "filled" ? (
        flagged ? (
          <span className="inline-flex flex-wrap gap-1 align-top">
            {history.flags.map((flag) => (
              <span
                key={flag}
                className="inline-flex items-center gap-1 rounded border border-danger-700 bg-danger-50 px-1 font-semibold text-danger-700 print:bg-white"
              >
                <TriangleAlert aria-hidden="true" className="size-3 shrink-0" strokeWidth={2.5} />
                {flag}
              </span>
            ))}
          </span>
        ) : (
          <span>{t.noFlags}</span>
        )
      ) : (
        <span className={history.status === "unreadable" ? "font-semibold text-danger-700" : "font-semibold"}>
          {history.status === "unreadable" ? t.unreadable : t.notFilled}
        </span>
      )}
    </span>
  );
}
