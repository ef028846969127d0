import { site } from "~/content/site";
import { openingHoursLines } from "~/lib/opening-hours";

/** The clinic's opening hours, one line per run of days: the same everywhere they appear. */
export function OpeningHours({ className = "" }: { className?: string }) {
  return (
    <ul className={className} data-testid="opening-hours">
      {openingHoursLines(site.openingHours).map((line) => (
        <li key={line.days}>
          {line.days}: {line.hours}
        </li>
      ))}
    </ul>
  );
}
