// Every format of app/lib/format.ts, by exact output (e2e tests assert the same text on screen),
// and the rule that the clinic's time zone is written in that module only.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { consultationDay as frDay } from "~/content/fr/consultation-day";
import { paymentPage as frSuccess } from "~/content/fr/consultation-success";
import { consultationEvent as frEvent } from "~/content/fr/event";
import { priceItems } from "~/content/price-list";
import {
  BUDAPEST_TIME_ZONE,
  budapestSpreadsheetTime,
  formatBudapestDateTime,
  formatBytes,
  formatCount,
  formatDateTime,
  formatEur,
  formatEurCents,
  formatEurInGbp,
  formatEventDate,
  formatEventMonth,
  formatGbp,
  formatListPrice,
  formatNumber,
  formatTime,
  formatTimeRange,
} from "./format";
import { openingHoursLines } from "./opening-hours";

// Budapest leaves winter time at 01:00 UTC on 29 March 2026 (02:00 -> 03:00) and returns to it
// at 01:00 UTC on 25 October 2026 (03:00 -> 02:00).

describe("times in Budapest", () => {
  it("reads a UTC instant as the clinic's clock, summer and winter", () => {
    // 13:30 UTC is 14:30 in Budapest in November (CET) and 15:30 in July (CEST).
    expect(formatBudapestDateTime(new Date("2026-11-26T13:30:00Z"))).toBe(
      "Thu 26 Nov 2026, 14:30 (Budapest time)",
    );
    expect(formatBudapestDateTime(new Date("2027-07-01T13:30:00Z"))).toBe(
      "Thu 1 Jul 2027, 15:30 (Budapest time)",
    );
    expect(budapestSpreadsheetTime(new Date("2026-11-26T23:30:00Z"))).toBe("2026-11-27 00:30");
    expect(budapestSpreadsheetTime(new Date("2027-07-01T13:05:00Z"))).toBe("2027-07-01 15:05");
  });

  it("moves with the clocks on the night of a change", () => {
    // An hour apart in UTC across the spring change: the clock jumps from 01:30 to 03:30.
    expect(formatBudapestDateTime(new Date("2026-03-29T00:30:00Z"))).toBe(
      "Sun 29 Mar 2026, 01:30 (Budapest time)",
    );
    expect(formatBudapestDateTime(new Date("2026-03-29T01:30:00Z"))).toBe(
      "Sun 29 Mar 2026, 03:30 (Budapest time)",
    );
    // An hour apart in UTC across the autumn change: 02:30 happens twice.
    expect(budapestSpreadsheetTime(new Date("2026-10-25T00:30:00Z"))).toBe("2026-10-25 02:30");
    expect(budapestSpreadsheetTime(new Date("2026-10-25T01:30:00Z"))).toBe("2026-10-25 02:30");
  });

  it("writes the back office's date and time, and a dash for none", () => {
    expect(formatDateTime(new Date("2026-11-26T13:30:00Z"))).toBe("26 Nov 2026, 14:30");
    expect(formatDateTime("2026-03-29T01:30:00Z")).toBe("29 Mar 2026, 03:30");
    expect(formatDateTime("2026-10-25T00:30:00Z")).toBe("25 Oct 2026, 02:30");
    expect(formatDateTime(null)).toBe("–");
    expect(formatDateTime(undefined)).toBe("–");
    expect(formatDateTime("")).toBe("–");
  });
});

describe("event days", () => {
  it("formats months and days in British English", () => {
    expect(formatEventMonth("2025-04-01")).toBe("April 2025");
    expect(formatEventDate("2025-04-01")).toBe("Tuesday 1 April 2025");
    expect(formatEventDate("2028-02-29")).toBe("Tuesday 29 February 2028");
    // The days of the clock changes are days like any other.
    expect(formatEventDate("2026-03-29")).toBe("Sunday 29 March 2026");
    expect(formatEventDate("2026-10-25")).toBe("Sunday 25 October 2026");
  });
  it("names every day as Intl does in en-GB, 2025 to 2032", () => {
    const month = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });
    const day = new Intl.DateTimeFormat("en-GB", {
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    const differences: string[] = [];
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2033, 0, 1); t += 86_400_000) {
      const date = new Date(t);
      const iso = date.toISOString().slice(0, 10);
      const intlDay = day
        .formatToParts(date)
        .filter((part) => part.type !== "literal")
        .map((part) => part.value)
        .join(" ");
      if (formatEventDate(iso) !== intlDay) differences.push(`${iso}: ${formatEventDate(iso)} / ${intlDay}`);
      if (formatEventMonth(iso) !== month.format(date)) differences.push(`${iso}: ${formatEventMonth(iso)}`);
    }
    expect(differences).toEqual([]);
  });
});

describe("event days in German and French", () => {
  for (const [locale, tag] of [
    ["de", "de-DE"],
    ["fr", "fr-FR"],
  ] as const) {
    it(`names every day of 2026 and 2027 as Intl does in ${tag}`, () => {
      const month = new Intl.DateTimeFormat(tag, { month: "long", year: "numeric", timeZone: "UTC" });
      const day = new Intl.DateTimeFormat(tag, {
        weekday: "long",
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      });
      const differences: string[] = [];
      for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2028, 0, 1); t += 86_400_000) {
        const date = new Date(t);
        const iso = date.toISOString().slice(0, 10);
        // French writes the first of the month '1er' ('mardi 1er avril'), where Intl writes '1'.
        const intlDay = locale === "fr" ? day.format(date).replace(/ 1 /, " 1er ") : day.format(date);
        if (formatEventDate(iso, locale) !== intlDay)
          differences.push(`${iso}: ${formatEventDate(iso, locale)} / ${intlDay}`);
        if (formatEventMonth(iso, locale) !== month.format(date))
          differences.push(`${iso}: ${formatEventMonth(iso, locale)} / ${month.format(date)}`);
      }
      expect(differences).toEqual([]);
    });
  }

  it("writes an email's time in the patient's language, Budapest time", () => {
    const when = new Date("2026-11-26T13:30:00Z");
    expect(formatBudapestDateTime(when)).toBe("Thu 26 Nov 2026, 14:30 (Budapest time)");
    expect(formatBudapestDateTime(when, "de")).toBe("Do., 26. Nov. 2026, 14:30 Uhr (Budapester Zeit)");
    expect(formatBudapestDateTime(when, "fr")).toBe(
      "jeu. 26 nov. 2026 à 14\u00a0h\u00a030 (heure de Budapest)",
    );
    const first = new Date("2027-04-01T09:00:00Z");
    expect(formatBudapestDateTime(first, "fr")).toBe("jeu. 1er avr. 2027 à 11\u00a0h (heure de Budapest)");
    expect(formatBudapestDateTime(first)).toBe("Thu 1 Apr 2027, 11:00 (Budapest time)");
  });

  it("writes the first of the month '1er' in French, and every other day as a number", () => {
    expect(formatEventDate("2027-04-01", "fr")).toBe("jeudi 1er avril 2027");
    expect(formatEventDate("2027-04-02", "fr")).toBe("vendredi 2 avril 2027");
    expect(formatEventDate("2027-04-11", "fr")).toBe("dimanche 11 avril 2027");
    expect(formatEventDate("2027-04-01", "de")).toBe("Donnerstag, 1. April 2027");
    expect(formatEventDate("2027-04-01")).toBe("Thursday 1 April 2027");
  });
});

describe("clock times and ranges in each language", () => {
  it("writes a time as each language does: '11:00' · '11:00 Uhr' · '11 h', '9 h 30'", () => {
    expect(formatTime("11:00")).toBe("11:00");
    expect(formatTime("11:00", "de")).toBe("11:00 Uhr");
    expect(formatTime("11:00", "fr")).toBe("11\u00a0h");
    expect(formatTime("9:30", "fr")).toBe("9\u00a0h\u00a030");
    expect(formatTime("09:30", "fr")).toBe("9\u00a0h\u00a030");
    expect(formatTime("09:05", "de")).toBe("9:05 Uhr");
  });

  it("writes a range as each language does: '9:00-16:30' · '9:00–16:30 Uhr' · '9 h – 16 h 30'", () => {
    expect(formatTimeRange("9:00", "16:30")).toBe("9:00-16:30");
    expect(formatTimeRange("09:00", "16:30", "de")).toBe("9:00–16:30 Uhr");
    expect(formatTimeRange("9:00", "16:30", "fr")).toBe("9\u00a0h – 16\u00a0h\u00a030");
  });

  it("writes opening hours as a range in the language", () => {
    const rows = [
      {
        days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] as const,
        opens: "09:00",
        closes: "19:00",
      },
    ];
    const days = (locale: "en" | "de" | "fr") =>
      openingHoursLines(
        rows.map((row) => ({ ...row, days: [...row.days] })),
        locale,
      )[0];
    expect(days("en")).toEqual({ days: "Monday to Friday", hours: "9:00-19:00" });
    expect(days("de")).toEqual({ days: "Montag bis Freitag", hours: "9:00–19:00 Uhr" });
    expect(days("fr")).toEqual({ days: "lundi au vendredi", hours: "9\u00a0h – 19\u00a0h" });
  });

  it("leaves no 'HH:MM' time in the French consultation day's words, pages or emails", () => {
    const hhmm = /\b\d{1,2}:\d{2}\b/;
    const words = [
      frDay.appointmentMeaning,
      frDay.hours,
      frDay.arrivalAt("11:00"),
      frDay.arrivalAt("9:30"),
      frEvent.dayHours,
      ...frEvent.daySchedule.map((item) => item.time),
      frSuccess.confirmed.day("jeudi 1er avril 2027", frEvent.dayHours),
      frSuccess.confirmed.at("jeudi 1er avril 2027", "11:00"),
    ];
    expect(words.filter((text) => hhmm.test(text))).toEqual([]);
    expect(frDay.arrivalAt("11:00")).toContain("10\u00a0h\u00a045");
    expect(frDay.hours).toBe("9\u00a0h – 16\u00a0h\u00a030");
  });
});

describe("formatEur, formatGbp, formatNumber", () => {
  const intl = (options?: Intl.NumberFormatOptions) => new Intl.NumberFormat("en-GB", options);
  const eur = intl({ style: "currency", currency: "EUR", maximumFractionDigits: 0 });
  const gbp = intl({ style: "currency", currency: "GBP", maximumFractionDigits: 0 });
  const samples = [
    0, 7, 77, 999, 1000, 2660, 12345, 999999, 1000000, 1234567890, -5, -2660, 0.4, 2.5, 3.5, 1999.5, -2.5,
  ];

  it("write what Intl writes for en-GB, amount by amount", () => {
    for (const n of samples) {
      expect(formatEur(n), `€ ${n}`).toBe(eur.format(n));
      expect(formatGbp(n), `£ ${n}`).toBe(gbp.format(n));
      expect(formatNumber(Math.round(n)), `${n}`).toBe(intl().format(Math.round(n)));
    }
  });

  it("look as a visitor reads them", () => {
    expect(formatEur(2660)).toBe("€2,660");
    expect(formatGbp(77)).toBe("£77");
    expect(formatNumber(5000)).toBe("5,000");
    expect(formatEur(-850)).toBe("-€850");
    expect(formatEurInGbp(1329)).toBe("£1,143");
    expect(formatGbp(-77)).toBe("-£77");
    expect(formatEurInGbp(-25)).toBe("-£22");
    expect(formatNumber(-1234.4)).toBe("-1,234");
    expect(formatEur(-0.4)).toBe("€0");
  });
});

describe("money and counts in German and French", () => {
  const samples = [0, 7, 999, 1000, 1234, 2660, 12345, 1000000, -5, -2660, 2.5, 1999.5];
  for (const [locale, tag] of [
    ["de", "de-DE"],
    ["fr", "fr-FR"],
  ] as const) {
    it(`write what Intl writes for ${tag}, amount by amount`, () => {
      const eur = new Intl.NumberFormat(tag, {
        style: "currency",
        currency: "EUR",
        maximumFractionDigits: 0,
      });
      const gbp = new Intl.NumberFormat(tag, {
        style: "currency",
        currency: "GBP",
        maximumFractionDigits: 0,
      });
      const cents = new Intl.NumberFormat(tag, { style: "currency", currency: "EUR" });
      const count = new Intl.NumberFormat(tag);
      for (const n of samples) {
        expect(formatEur(n, locale), `€ ${n}`).toBe(eur.format(n));
        expect(formatGbp(n, locale), `£ ${n}`).toBe(gbp.format(n));
        expect(formatNumber(Math.round(n), locale), `${n}`).toBe(count.format(Math.round(n)));
        expect(formatEurCents(Math.round(n * 100), locale), `cents ${n}`).toBe(
          cents.format(Math.round(n * 100) / 100),
        );
      }
    });
  }

  it("look as a German or French reader expects", () => {
    expect(formatEur(1234, "de")).toBe("1.234\u00a0€");
    expect(formatEur(1234, "fr")).toBe("1\u202f234\u00a0€");
    expect(formatEur(1234, "en")).toBe("€1,234");
    expect(formatEurCents(5000, "de")).toBe("50,00\u00a0€");
  });
});

describe("formatEurCents", () => {
  it("writes a charge to the cent", () => {
    expect(formatEurCents(5000)).toBe("€50.00");
    expect(formatEurCents(15050)).toBe("€150.50");
    expect(formatEurCents(5)).toBe("€0.05");
  });
});

describe("formatListPrice", () => {
  it("shows a CT scan as €90 or £77", () => {
    expect(formatListPrice(90, "EUR")).toBe("€90");
    expect(formatListPrice(90, "GBP")).toBe("£77");
  });
  it("groups thousands and rounds to whole pounds", () => {
    expect(formatListPrice(2116, "EUR")).toBe("€2,116");
    expect(formatListPrice(2116, "GBP")).toBe("£1,820");
  });
  it("keeps FREE as FREE in both currencies", () => {
    expect(formatListPrice("FREE", "EUR")).toBe("FREE");
    expect(formatListPrice("FREE", "GBP")).toBe("FREE");
  });
  it("gives every priced item on /prices a different EUR and GBP label", () => {
    for (const item of Object.values(priceItems)) {
      if (item.eur === "FREE") continue;
      expect(formatListPrice(item.eur, "EUR")).toMatch(/^€[\d,]+$/);
      expect(formatListPrice(item.eur, "GBP")).toMatch(/^£[\d,]+$/);
    }
  });
});

describe("counts and file sizes", () => {
  it("writes a counter's target with its plus", () => {
    expect(formatCount(5000)).toBe("5,000+");
    expect(formatCount(15)).toBe("15+");
    expect(formatCount(0)).toBe("0+");
  });
  it("writes a size in MB from 1 MB, else in whole kB (never 0 kB)", () => {
    expect(formatBytes(2.5 * 1024 * 1024)).toBe("2.5 MB");
    expect(formatBytes(1024 * 1024)).toBe("1.0 MB");
    expect(formatBytes(380 * 1024)).toBe("380 kB");
    expect(formatBytes(1)).toBe("1 kB");
    expect(formatBytes(0)).toBe("1 kB");
  });
});

describe("the clinic's time zone is named once", () => {
  it("no source file in app/, server/ or scripts/ but format.ts writes its IANA name", () => {
    const repo = path.resolve(__dirname, "../..");
    const home = path.join("app", "lib", "format.ts");
    const source = /\.(ts|tsx|mts|js|mjs|cjs)$/;
    // Tests may say it: they check what the code writes (an .ics file's TZID, for one).
    const test = /\.(test|spec)\.[a-z]+$/;
    const offenders = ["app", "server", "scripts"].flatMap((folder) =>
      readdirSync(path.join(repo, folder), { recursive: true, encoding: "utf8" })
        .map((file) => path.join(folder, file))
        .filter((file) => source.test(file) && !test.test(file) && file !== home)
        .filter((file) => readFileSync(path.join(repo, file), "utf8").includes("Europe/Budapest")),
    );
    expect(offenders).toEqual([]);
    expect(BUDAPEST_TIME_ZONE).toBe("Europe/Budapest");
  });
});
