// @vitest-environment jsdom
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider, useLoaderData } from "react-router";
import { describe, expect, it } from "vitest";
import { localeInfo, type Locale } from "~/content/locales";
import {
  clinicPageIn,
  dentistPageLabelsIn,
  dentistsIn,
  homeIn,
  homeLabelsIn,
  teamIntroIn,
  teamLabelsIn,
} from "~/content/translations";
import { LocaleProvider } from "~/lib/locale";
import { localizePath } from "~/lib/locale-path";
import { runCostCalculator } from "~/parts/cost-calculator/script";
import ClinicPage, { meta as clinicMeta } from "./clinic";
import DentistPage, { loader as dentistLoader, meta as dentistMeta } from "./dentist";
import Home, { meta as homeMeta } from "./home";
import TeamPage, { meta as teamMeta } from "./team";

/** A page as the server sends it at a German or French address, with the root's language. */
async function render(
  path: string,
  locale: Locale,
  Component: React.ComponentType<{ loaderData: never }>,
  loader?: (args: { request: Request }) => unknown,
): Promise<Document> {
  const Page = () => <Component loaderData={useLoaderData() as never} />;
  const handler = createStaticHandler([{ path, Component: Page, loader: loader as never }]);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <LocaleProvider value={locale}>
      <StaticRouterProvider router={router} context={context} />
    </LocaleProvider>,
  );
  return new DOMParser().parseFromString(html, "text/html");
}

/** What a visitor reads: the page's text without its scripts' data. */
function textOf(page: Document): string {
  const body = page.body.cloneNode(true) as HTMLElement;
  for (const script of body.querySelectorAll("script")) script.remove();
  return body.textContent!;
}

const hrefs = (page: Document) => [...page.querySelectorAll("a[href]")].map((a) => a.getAttribute("href")!);
/** Links to this site's pages (not tel:, mailto:, the currency switch or other sites). */
const pageLinks = (page: Document) =>
  hrefs(page).filter((href) => href.startsWith("/") && !href.startsWith("/currency/"));

type MetaArgs = Parameters<typeof homeMeta>[0];
const titleOf = (descriptors: ReturnType<typeof homeMeta>) =>
  (descriptors.find((d) => "title" in d) as { title: string }).title;
const metaAt = (pathname: string, data?: unknown) =>
  ({ matches: [], location: { pathname }, data, params: {} }) as unknown as MetaArgs;

/** 1.234 € · 1 234 € (a thin no-break space between groups, a no-break space before the sign). */
const euros = { de: /^\d{1,3}(\.\d{3})*\u00a0€$/, fr: /^\d{1,3}(\u202f\d{3})*\u00a0€$/ };
/** At least one amount of four digits or more, to see the grouping. */
const grouped = { de: /^\d{1,3}(\.\d{3})+\u00a0€$/, fr: /^\d{1,3}(\u202f\d{3})+\u00a0€$/ };

describe.each(["de", "fr"] as const)("the home page in %s", (locale) => {
  const path = localizePath("/", locale);
  const home = homeIn[locale];

  it("says the home page's words, in the page's language", async () => {
    const page = await render(path, locale, Home);
    expect(page.querySelector("h1")?.textContent).toBe(home.hero.title);
    const text = textOf(page);
    expect(text).toContain(home.calculator.title);
    expect(text).toContain(home.comparison.title);
    expect(text).toContain(home.treatments.cards[0].title);
    expect(text).not.toContain(homeIn.en.hero.title);
    expect(text).not.toContain(homeIn.en.calculator.title);
  });

  it("links to its own language's pages", async () => {
    const page = await render(path, locale, Home);
    const links = pageLinks(page);
    expect(links).toContain(`${path}#contact`);
    expect(links).toContain(localizePath("/treatments/fixed-dentures", locale));
    expect(links.filter((href) => href.startsWith("/treatments/"))).toEqual([]);
  });

  it("writes prices as the language does, in the comparison and the calculator", async () => {
    const page = await render(path, locale, Home);
    const total = page.querySelector('[data-testid="budapest-total"] .price-eur')!.textContent!;
    expect(total).toMatch(euros[locale]);
    const comparison = [...page.querySelectorAll('[data-testid="comparison-budapest"] .price-eur')];
    expect(comparison.length).toBeGreaterThan(0);
    for (const cell of comparison) expect(cell.textContent).toMatch(euros[locale]);
    expect(comparison.some((cell) => grouped[locale].test(cell.textContent!))).toBe(true);
  });

  it("names the stepper buttons without lowering German nouns", async () => {
    const page = await render(path, locale, Home);
    const minus = page.querySelector('[data-count-field="implants"] [data-count-step="-1"]')!;
    const label = home.calculator.implantsLabel;
    const inSentence = locale === "de" ? label : label.charAt(0).toLowerCase() + label.slice(1);
    expect(minus.getAttribute("aria-label")).toBe(homeLabelsIn[locale].calculator.fewer(inSentence));
  });

  it("the calculator's script writes the new total in the page's language", async () => {
    const page = await render(path, locale, Home);
    document.body.innerHTML = page.body.innerHTML;
    expect(document.querySelector("[data-calculator]")?.getAttribute("data-locale")).toBe(locale);
    runCostCalculator();
    const plus = document.querySelector<HTMLButtonElement>(
      '[data-count-field="implants"] [data-count-step="1"]',
    )!;
    const total = document.querySelector('[data-testid="budapest-total"] .price-eur')!;
    const before = total.textContent;
    plus.click();
    expect(total.textContent).not.toBe(before);
    expect(total.textContent).toMatch(euros[locale]);
  });

  it("has its own meta title, and says its language", () => {
    const descriptors = homeMeta(metaAt(path));
    expect(titleOf(descriptors)).toContain(homeLabelsIn[locale].meta.title);
    expect(titleOf(descriptors)).not.toBe(titleOf(homeMeta(metaAt("/"))));
    expect(descriptors).toContainEqual({ property: "og:locale", content: localeInfo[locale].og });
  });
});

describe("the English home page keeps its words and formats", () => {
  it("writes euros as English does, with no language on the calculator", async () => {
    const page = await render("/", "en", Home);
    expect(page.querySelector('[data-testid="budapest-total"] .price-eur')!.textContent).toMatch(/^€[\d,]+$/);
    expect(page.querySelector("[data-calculator]")!.hasAttribute("data-locale")).toBe(false);
    const minus = page.querySelector('[data-count-field="implants"] [data-count-step="-1"]')!;
    expect(minus.getAttribute("aria-label")).toBe("One fewer: number of implants");
  });
});

describe.each(["de", "fr"] as const)("the clinic page in %s", (locale) => {
  const path = localizePath("/clinic/budapest-dental-clinic", locale);

  it("says its words, names each dentist's role and links to its language's pages", async () => {
    const page = await render(path, locale, ClinicPage);
    const text = textOf(page);
    expect(text).toContain(clinicPageIn[locale].hero.lead);
    expect(text).toContain(dentistPageLabelsIn[locale].roles["Oral surgeon"]);
    expect(text).not.toContain(clinicPageIn.en.hero.lead);
    const links = pageLinks(page);
    expect(links).toContain(localizePath("/dentists/clinical-director", locale));
    expect(links).toContain(localizePath("/treatments/dental-implant", locale));
    expect(links).toContain(localizePath("/quote", locale));
    expect(links).toContain(localizePath("/", locale));
    expect(links.every((href) => href === `/${locale}` || href.startsWith(`/${locale}/`))).toBe(true);
  });

  it("has its own meta title", () => {
    const title = titleOf(clinicMeta(metaAt(path) as never));
    expect(title).toContain(clinicPageIn[locale].metaTitle);
    expect(title).not.toBe(titleOf(clinicMeta(metaAt("/clinic/budapest-dental-clinic") as never)));
  });
});

describe.each(["de", "fr"] as const)("the team page in %s", (locale) => {
  const path = localizePath("/about/team", locale);

  it("says its words and links home in its language", async () => {
    const page = await render(path, locale, TeamPage);
    expect(page.querySelector("h1")?.textContent).toBe(teamIntroIn[locale].title);
    expect(textOf(page)).toContain(teamLabelsIn[locale].journey);
    expect(pageLinks(page)).toContain(localizePath("/", locale));
  });

  it("has its own meta title", () => {
    const title = titleOf(teamMeta(metaAt(path) as never));
    expect(title).toContain(teamLabelsIn[locale].metaTitle);
    expect(title).not.toBe(titleOf(teamMeta(metaAt("/about/team") as never)));
  });
});

describe.each(["de", "fr"] as const)("a dentist's page in %s", (locale) => {
  const path = localizePath("/dentists/clinical-director", locale);
  const dentist = dentistsIn[locale]["clinical-director"];
  const load = ({ request }: { request: Request }) => dentistLoader({ request, params: {} } as never);

  it("finds the dentist by the translated address, and says their page in the language", async () => {
    expect(path).not.toBe("/dentists/clinical-director");
    const page = await render(path, locale, DentistPage as never, load);
    expect(page.querySelector("h1")?.textContent).toBe(dentist.name);
    const text = textOf(page);
    expect(text).toContain(dentist.title);
    expect(text).toContain(dentist.about[0]);
    expect(text).toContain(dentistPageLabelsIn[locale].educationHeadings["Education and Memberships"]);
    expect(text).not.toContain("Education and Memberships");
    const links = pageLinks(page);
    expect(links).toContain(`${path}#contact`);
    expect(links).toContain(localizePath("/clinic/budapest-dental-clinic", locale));
  });

  it("answers 404 for an unknown dentist", () => {
    const request = new Request(`http://localhost${localizePath("/dentists", locale)}/nobody`);
    expect(() => load({ request })).toThrow();
  });

  it("has its own meta title", () => {
    const data = load({ request: new Request(`http://localhost${path}`) });
    const title = titleOf(dentistMeta(metaAt(path, data) as never));
    expect(title).toContain(dentist.title);
    const english = load({ request: new Request("http://localhost/dentists/clinical-director") });
    expect(title).not.toBe(titleOf(dentistMeta(metaAt("/dentists/clinical-director", english) as never)));
  });
});
