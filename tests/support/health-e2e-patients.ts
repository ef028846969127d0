import { addDays, budapestToday } from "../../app/lib/event-dates";

/**
 * The patients of the browser tests' medical histories (tests/support/health-e2e-seed.ts makes
 * them before the e2e server starts): booked on a day far enough ahead that no other spec books
 * or moves anyone there, and found by their names on its day sheet.
 */
export const e2eHistoryPatients = {
  /** On apixaban and alendronic acid: two flags. */
  ruth: { name: "Ruth Baker", email: "ruth.history@example.co.uk", language: "en" },
  /** A typical German history: free text in German, two medicines, one flag. */
  greta: { name: "Greta Müller-Weiß", email: "greta.history@example.de", language: "de" },
  /** Has not filled it in. */
  tom: { name: "Tom Notyet", email: "tom.history@example.com", language: "en" },
} as const;

/** Their consultation day: 200 days from today (Budapest). */
export const e2eHistoryDay = (now = new Date()) => addDays(budapestToday(now), 200);
