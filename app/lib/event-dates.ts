/** Event days as ISO dates ('2025-04-01'). */

const pad = (n: number) => String(n).padStart(2, "0");
export const isoDate = (year: number, month0: number, day: number) =>
  `${year}-${pad(month0 + 1)}-${pad(day)}`;

/** Today's date in Budapest, as an ISO date. */
export function budapestToday(now: Date): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Budapest",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
  return parts; // en-CA formats as YYYY-MM-DD
}

/** The ISO date `days` after (or, negative, before) `iso`. */
export function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.split("-").map(Number);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return isoDate(t.getUTCFullYear(), t.getUTCMonth(), t.getUTCDate());
}

/** The instant a Budapest wall-clock time ('09:00' on '2025-04-01') happens, CET or CEST. */
export function budapestInstant(iso: string, time: string): Date {
  const [y, m, d] = iso.split("-").map(Number);
  const [hh, mm] = time.split(":").map(Number);
  const wall = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/Budapest",
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  });
  const wanted = `${String(d).padStart(2, "0")}/${pad(m)}/${y}, ${pad(hh)}:${pad(mm)}`;
  // Budapest is UTC+1 in winter and UTC+2 in summer: one of the two reads back as asked.
  for (const offset of [1, 2]) {
    const candidate = new Date(Date.UTC(y, m - 1, d, hh - offset, mm));
    if (wall.format(candidate) === wanted) return candidate;
  }
  return new Date(Date.UTC(y, m - 1, d, hh - 1, mm));
}

/**
 * The next `count` event days: the 1st of each following month, or the clinic's own list,
 * always strictly after today (Budapest time), so no past or same-day date is offered.
 */
export function upcomingEventDates(
  now: Date,
  schedule: { rule: "first-of-month"; count: number } | { dates: readonly string[] },
): string[] {
  const today = budapestToday(now);
  if ("dates" in schedule) return [...schedule.dates].filter((d) => d > today).sort();
  const [year, month] = today.split("-").map(Number);
  return Array.from({ length: schedule.count }, (_, i) => {
    const index = month - 1 + 1 + i; // months after the current one
    return isoDate(year + Math.floor(index / 12), index % 12, 1);
  });
}

/** 'April 2025' */
export function formatEventMonth(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  return new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

/** 'Tuesday 1 April 2025' */
export function formatEventDate(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  const parts = new Intl.DateTimeFormat("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  })
    .formatToParts(new Date(Date.UTC(y, m - 1, d)))
    .filter((part) => part.type !== "literal");
  return parts.map((part) => part.value).join(" ");
}

/** Index after `current` in a list of `length`, wrapping both ways. */
export const wrapIndex = (current: number, step: number, length: number) =>
  (((current + step) % length) + length) % length;
