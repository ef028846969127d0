// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { Footer } from "~/components/layout/footer";
import { site } from "~/content/site";
import { clinicJsonLd } from "~/lib/json-ld";
import { openingHoursLines, WEEKDAYS } from "~/lib/opening-hours";
import ClinicPage from "~/routes/clinic";
import { eventDayTimes } from "~/lib/event-day-times";
import EventPage, { meta as eventMeta } from "~/routes/consultation-event";
import Home from "~/routes/home";
import { renderPage } from "../../../tests/support/render-page";

/** What a visitor reads in a page's opening-hours lists, line by line. */
async function hoursShown(
  path: string,
  Component: React.ComponentType<{ loaderData: never }>,
  loader?: () => unknown,
) {
  const page = await renderPage(path, Component, loader);
  return [...page.querySelectorAll("[data-testid=opening-hours]")].map((list) =>
    [...list.querySelectorAll("li")].map((item) => item.textContent),
  );
}

/** The same hours read back from schema.org's openingHoursSpecification. */
function hoursInJsonLd(spec: { dayOfWeek: string[]; opens: string; closes: string }[]) {
  return WEEKDAYS.map((day) => {
    const row = spec.find((r) => r.dayOfWeek.includes(`https://schema.org/${day}`));
    return `${day}: ${row ? `${row.opens}-${row.closes}` : "closed"}`;
  });
}

describe("one set of opening hours", () => {
  const expected = ["Monday to Friday: 9:00-19:00", "Saturday: 9:00-14:00", "Sunday: Closed"];

  it("the home page, the event page, the clinic page and the footer all show the hours of site.ts", async () => {
    const shown = [
      ...(await hoursShown("/", Home)),
      ...(await hoursShown("/consultation-event", EventPage as never, () => ({
        dates: ["2027-01-04"],
        seats: { "2027-01-04": 20 },
        next: eventDayTimes("2027-01-04"),
      }))),
      ...(await hoursShown(`/clinic/${site.clinicSlug}`, ClinicPage)),
      ...(await hoursShown("/privacy", Footer)),
    ];
    // Home and clinic: the contact block; event page: its own list; the footer on its own.
    expect(shown.length).toBe(4);
    for (const lines of shown) expect(lines).toEqual(expected);
  });

  it("the JSON-LD of the clinic and of the event day carries the same hours", () => {
    const fromSite = hoursInJsonLd(
      site.openingHours.map((row) => ({
        dayOfWeek: row.days.map((d) => `https://schema.org/${d}`),
        opens: row.opens,
        closes: row.closes,
      })),
    );
    expect(fromSite).toEqual([
      "Monday: 09:00-19:00",
      "Tuesday: 09:00-19:00",
      "Wednesday: 09:00-19:00",
      "Thursday: 09:00-19:00",
      "Friday: 09:00-19:00",
      "Saturday: 09:00-14:00",
      "Sunday: closed",
    ]);
    expect(hoursInJsonLd(clinicJsonLd().openingHoursSpecification)).toEqual(fromSite);
    const tags = eventMeta({
      data: { dates: ["2027-07-01"], seats: {}, next: eventDayTimes("2027-07-01") },
      matches: [],
      location: { pathname: "/consultation-event" },
    } as never) as Record<string, unknown>[];
    const event = tags
      .map((tag) => tag["script:ld+json"] as Record<string, unknown> | undefined)
      .find((json) => json?.["@type"] === "Event") as {
      startDate: string;
      endDate: string;
      location: { openingHoursSpecification: never };
    };
    expect(hoursInJsonLd(event.location.openingHoursSpecification)).toEqual(fromSite);
    // July is summer time in Budapest; January is not.
    expect(event.startDate).toBe("2027-07-01T09:00:00+02:00");
    expect(event.endDate).toBe("2027-07-01T16:30:00+02:00");
  });
});

describe("opening-hours lines", () => {
  it("groups runs of days and names the closed ones", () => {
    expect(
      openingHoursLines([
        { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "08:00", closes: "20:00" },
      ]),
    ).toEqual([
      { days: "Monday to Friday", hours: "8:00-20:00" },
      { days: "Saturday and Sunday", hours: "Closed" },
    ]);
  });
});
