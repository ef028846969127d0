// @vitest-environment jsdom
/** The prices, travel, legal and sitemap pages in German and French: words, formats, links. */
import { cleanup, render, screen } from "@testing-library/react";
import type { ComponentType } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { Locale } from "~/content/locales";
import { completeOnPricesPage } from "~/content/price-list";
import {
  pageTitlesIn,
  priceWordsIn,
  pricesPageIn,
  privacyPolicyIn,
  slugGroupsIn,
  termsAndConditionsIn,
  travelLabelsIn,
  travelPageIn,
  treatmentMenuIn,
} from "~/content/translations";
import { formatEur, formatEurInGbp } from "~/lib/format";
import { LocaleProvider } from "~/lib/locale";
import { localizePath } from "~/lib/locale-path";
import { completeEur } from "~/lib/pricing";
import PricesPage, { meta as pricesMeta } from "./prices";
import PrivacyPage from "./privacy";
import SitemapPage from "./sitemap";
import TermsPage from "./terms";
import TravelInfoPage, { meta as travelMeta } from "./travel-info";

afterEach(cleanup);

async function renderPage(Page: ComponentType, englishPath: string, locale: Locale) {
  const pathname = localizePath(englishPath, locale);
  const Stub = createRoutesStub([{ path: pathname, Component: Page as never }]);
  render(
    <LocaleProvider value={locale}>
      <Stub initialEntries={[pathname]} />
    </LocaleProvider>,
  );
  return screen.findByRole("heading", { level: 1 }, { timeout: 5000 });
}

/** The page's own links to pages of this site (the contact form's are its part's). */
const pageLinks = () =>
  screen
    .getAllByRole("link")
    .filter((link) => !link.closest("#contact"))
    .map((link) => link.getAttribute("href") ?? "")
    .filter((href) => href.startsWith("/") && !href.startsWith("/currency/") && href !== "/sitemap.xml");

const metaTitle = (meta: (args: never) => unknown, pathname: string) =>
  (meta({ matches: [], location: { pathname }, params: {} } as never) as { title?: string }[]).find(
    (d) => d.title,
  )?.title;

describe("/de/preise and /fr/tarifs", () => {
  for (const locale of ["de", "fr"] as const) {
    it(`${locale}: the price list's words, its amounts in ${locale} format, "free" in ${locale}`, async () => {
      const heading = await renderPage(PricesPage, "/prices", locale);
      expect(heading.textContent).toBe(pricesPageIn[locale].title);
      const prices = screen.getAllByTestId("price").map((cell) => cell.textContent ?? "");
      expect(prices.filter((text) => text === priceWordsIn[locale].free).length).toBeGreaterThan(0);
      expect(prices.join(" ")).not.toContain("FREE");
      const complete = screen.getAllByTestId("complete-price").map((cell) => cell.textContent ?? "");
      const first = completeOnPricesPage[0];
      expect(complete).toContain(
        `${formatEur(completeEur(first), locale)}${formatEurInGbp(completeEur(first), locale)}`,
      );
      for (const text of complete) expect(text).toMatch(/\u00a0€/);
      expect(document.body.textContent).toContain(`${priceWordsIn[locale].includes}: `);
      expect(document.body.textContent).toContain(locale === "de" ? " und " : " et ");
      for (const href of pageLinks()) expect(href).toMatch(new RegExp(`^/${locale}(/|#|$)`));
      expect(metaTitle(pricesMeta as never, localizePath("/prices", locale))).toContain(
        pricesPageIn[locale].title,
      );
    });
  }
  it("German amounts group thousands with a dot, French with a narrow space", () => {
    expect(formatEur(12345, "de")).toBe("12.345\u00a0€");
    expect(formatEur(12345, "fr")).toBe("12\u202f345\u00a0€");
  });
});

describe("/de/reiseinformationen", () => {
  it("speaks German, and its links stay in German", async () => {
    const heading = await renderPage(TravelInfoPage, "/travel-info", "de");
    expect(heading.textContent).toBe(travelPageIn.de.title);
    expect(screen.getByText(travelLabelsIn.de.partnerHotels)).toBeTruthy();
    expect(document.body.textContent).toContain(travelLabelsIn.de.step(1));
    for (const href of pageLinks()) expect(href).toMatch(/^\/de(\/|#|$)/);
    expect(metaTitle(travelMeta as never, localizePath("/travel-info", "de"))).toContain(
      travelLabelsIn.de.metaTitle,
    );
  });
});

describe("the legal pages in French", () => {
  it("privacy and terms show the French texts", async () => {
    expect((await renderPage(PrivacyPage, "/privacy", "fr")).textContent).toBe(privacyPolicyIn.fr.title);
    expect(screen.getByText(privacyPolicyIn.fr.sections[0].title, { selector: "h2" })).toBeTruthy();
    cleanup();
    expect((await renderPage(TermsPage, "/terms", "fr")).textContent).toBe(termsAndConditionsIn.fr.title);
    for (const href of pageLinks()) expect(href).toMatch(/^\/fr(\/|#|$)/);
  });
});

describe("/de/sitemap", () => {
  it("names every page and group in German and links to the German addresses", async () => {
    await renderPage(SitemapPage, "/sitemap", "de");
    for (const group of Object.values(slugGroupsIn.de))
      expect(screen.getByRole("heading", { level: 2, name: group })).toBeTruthy();
    const prices = screen.getByRole("link", { name: pageTitlesIn.de["/prices"] });
    expect(prices.getAttribute("href")).toBe("/de/preise");
    const implant = treatmentMenuIn.de.flatMap((g) => g.items).find((i) => i.slug === "dental-implant")!;
    expect(screen.getByRole("link", { name: implant.label }).getAttribute("href")).toBe(
      "/de/behandlungen/zahnimplantat",
    );
    for (const href of pageLinks()) expect(href).toMatch(/^\/de(\/|#|$)/);
  });
});
