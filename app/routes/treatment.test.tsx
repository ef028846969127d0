// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { Locale } from "~/content/locales";
import { treatmentPath } from "~/content/navigation";
import { labelsIn, priceWordsIn, treatmentsIn } from "~/content/translations";
import { formatEur } from "~/lib/format";
import { LocaleProvider } from "~/lib/locale";
import { localizePath } from "~/lib/locale-path";
import { fromPrice } from "~/lib/pricing";
import TreatmentPage, { loader, meta } from "./treatment";

afterEach(cleanup);

const slug = "dental-implant";
const site = "https://clinic.example";
const addressIn = (locale: Locale) => localizePath(treatmentPath(slug), locale);

const load = (pathname: string) =>
  loader({
    params: { slug: pathname.split("/").pop() },
    request: new Request(`${site}${pathname}`),
  } as never);

function metaOf(locale: Locale) {
  const pathname = addressIn(locale);
  const descriptors = meta({
    data: load(pathname),
    matches: [{ data: { siteUrl: site } }],
    location: { pathname },
    params: {},
  } as never) as Record<string, unknown>[];
  return {
    title: descriptors.find((d) => "title" in d)?.title as string,
    canonical: descriptors.find((d) => d.rel === "canonical")?.href,
    ogLocale: descriptors.find((d) => d.property === "og:locale")?.content,
    ld: JSON.stringify(descriptors.filter((d) => "script:ld+json" in d)),
  };
}

async function renderIn(locale: Locale) {
  const pathname = addressIn(locale);
  const Stub = createRoutesStub([
    { path: pathname, Component: TreatmentPage as never, loader: () => load(pathname) },
  ]);
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
    .filter((href) => href.startsWith("/"));

describe("a treatment page in German and French", () => {
  it("finds the treatment from the translated address, and 404s an English slug under /de", () => {
    expect(addressIn("de")).toBe("/de/behandlungen/zahnimplantat");
    expect(addressIn("fr")).toBe("/fr/traitements/implant-dentaire");
    expect(load(addressIn("de")).treatment).toBe(treatmentsIn.de[slug]);
    expect(load(addressIn("fr")).treatment).toBe(treatmentsIn.fr[slug]);
    expect(load("/treatments/dental-implant").treatment).toBe(treatmentsIn.en[slug]);
    for (const wrong of ["/de/behandlungen/dental-implant", "/de/behandlungen/nichts"]) {
      const answer = (() => {
        try {
          return load(wrong);
        } catch (thrown) {
          return thrown as { data: unknown; init: { status: number } };
        }
      })();
      expect(answer, wrong).toMatchObject({ data: labelsIn.de.notFound, init: { status: 404 } });
    }
  });

  it("has its own meta title, canonical address, og:locale and breadcrumb addresses", () => {
    const en = metaOf("en");
    const de = metaOf("de");
    const fr = metaOf("fr");
    expect(de.title).toContain(treatmentsIn.de[slug].metaTitle);
    expect(fr.title).toContain(treatmentsIn.fr[slug].metaTitle);
    expect(new Set([en.title, de.title, fr.title]).size).toBe(3);
    expect(de.canonical).toBe(`${site}/de/behandlungen/zahnimplantat`);
    expect(fr.canonical).toBe(`${site}/fr/traitements/implant-dentaire`);
    expect([en.ogLocale, de.ogLocale, fr.ogLocale]).toEqual(["en_GB", "de_DE", "fr_FR"]);
    expect(de.ld).toContain(`${site}/de/behandlungen/zahnimplantat`);
    expect(de.ld).toContain(treatmentsIn.de[slug].title);
    expect(en.ld).not.toContain("/de/");
  });

  it("German: the words, the 'from' price in German format, and every link in German", async () => {
    const heading = await renderIn("de");
    expect(heading.textContent).toBe(treatmentsIn.de[slug].title);
    const from = fromPrice(slug)!;
    const price = screen.getByTestId("from-price");
    expect(price.textContent).toContain(priceWordsIn.de.from);
    expect(within(price).getByTestId("from-amount").textContent).toContain(formatEur(from.eur, "de"));
    expect(formatEur(from.eur, "de")).toMatch(/^[\d.]+\u00a0€$/);
    expect(price.textContent).toContain(" und ");
    expect(within(price).getByRole("link").getAttribute("href")).toMatch(/^\/de\/preise#/);
    expect(screen.getByRole("link", { name: labelsIn.de.actions.viewPriceList }).getAttribute("href")).toBe(
      "/de/preise",
    );
    const internal = pageLinks();
    expect(internal.length).toBeGreaterThan(5);
    for (const href of internal) expect(href).toMatch(/^\/de(\/|#|$)/);
    expect(internal).toContain(localizePath(treatmentPath("straumann-implant"), "de"));
    expect(internal).toContain("/de/behandlungen/zahnimplantat#contact");
  });

  it("French: the words, the 'from' price in French format, and every link in French", async () => {
    const heading = await renderIn("fr");
    expect(heading.textContent).toBe(treatmentsIn.fr[slug].title);
    const from = fromPrice(slug)!;
    const price = screen.getByTestId("from-price");
    expect(price.textContent).toContain(priceWordsIn.fr.from);
    expect(within(price).getByTestId("from-amount").textContent).toContain(formatEur(from.eur, "fr"));
    expect(price.textContent).toContain(" et ");
    expect(screen.getByRole("link", { name: labelsIn.fr.actions.viewPriceList }).getAttribute("href")).toBe(
      "/fr/tarifs",
    );
    const internal = pageLinks();
    expect(internal.length).toBeGreaterThan(5);
    for (const href of internal) expect(href).toMatch(/^\/fr(\/|#|$)/);
  });
});
