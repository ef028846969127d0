import { openingHoursWordsIn } from "~/content/in/dates";
import { site } from "~/content/site";
import { useLocale } from "~/lib/locale";
import { openingHoursLines } from "~/lib/opening-hours";

/** The clinic's opening hours, one line per run of days: the same everywhere they appear. */
export function OpeningHours({ className = "" }: { className?: string }) {
  const locale = useLocale();
  return (
    <ul className={className} data-testid="opening-hours">
      {openingHoursLines(site.openingHours, locale).map((line) => (
        <li key={line.days}>{openingHoursWordsIn[locale].line(line.days, line.hours)}</li>
      ))}
    </ul>
  );
}
