// @vitest-environment jsdom
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  useLocation,
  type RouteObject,
} from "react-router";
import { describe, expect, it } from "vitest";
import type { Locale } from "~/content/locales";
import { treatmentLabel } from "~/content/navigation";
import {
  layoutLabelsIn,
  pageTitlesIn,
  siteIn,
  stringsIn,
  treatmentMenuIn,
  whatsappWordsIn,
} from "~/content/translations";
import { compareValueText, parseCompareWords } from "~/lib/compare";
import { documentLocale } from "~/lib/document-locale";
import { formatCount } from "~/lib/format";
import { LocaleProvider } from "~/lib/locale";
import { localeOfPath, localizePath } from "~/lib/locale-path";
import { whatsappMessage } from "~/lib/whatsapp";
import { Footer } from "./footer";
import { Navbar } from "./navbar";

/** Renders routes as the server would and parses the HTML, to read it as a visitor does. */
async function render(path: string, routes: RouteObject[]): Promise<{ doc: Document; status: number }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(<StaticRouterProvider router={router} context={context} />);
  return { doc: new DOMParser().parseFromString(html, "text/html"), status: context.statusCode };
}

/** The bar, the phone menu and the footer, in the language of the address (as the root layout does). */
function Chrome() {
  const { pathname } = useLocation();
  return (
    <LocaleProvider value={localeOfPath(pathname)}>
      <Navbar />
      <Footer />
    </LocaleProvider>
  );
}

const chromeAt = async (path: string) => (await render(path, [{ path, Component: Chrome }])).doc;

const linkNamed = (doc: Document, scope: string, name: string) =>
  [...doc.querySelectorAll<HTMLAnchorElement>(`${scope} a`)].find((a) => a.textContent?.trim() === name);

describe.each([
  { locale: "de" as Locale, path: "/de/preise", home: "/de" },
  { locale: "fr" as Locale, path: "/fr/tarifs", home: "/fr" },
])("the chrome in $locale", ({ locale, path, home }) => {
  const strings = stringsIn[locale];

  it("names the menu and its links in the language, each leading to the page in the language", async () => {
    const doc = await chromeAt(path);
    const bar = doc.querySelector("[data-testid=navbar]")!;
    expect(bar.textContent).toContain(strings["nav.skipToContent"]);
    expect(bar.querySelector(`a[href="${home}"]`)).not.toBeNull();
    expect(bar.querySelector("nav")!.getAttribute("aria-label")).toBe(strings["nav.main"]);
    const prices = linkNamed(doc, "[data-testid=navbar] nav", strings["nav.prices"]);
    expect(prices?.getAttribute("href")).toBe(localizePath("/prices", locale));
    expect(prices?.getAttribute("href")).toBe(path);
    // The Treatments panel: the groups and treatments in the language, at their translated addresses.
    const menu = treatmentMenuIn[locale];
    expect(bar.textContent).toContain(menu[0].label);
    const implant = linkNamed(doc, "[data-testid=navbar]", treatmentLabel("dental-implant", menu));
    expect(implant?.getAttribute("href")).toBe(localizePath("/treatments/dental-implant", locale));
    expect(implant?.getAttribute("href")).toMatch(new RegExp(`^${home}/`));
    // Book Now goes to the contact form of this language's home page.
    const book = linkNamed(doc, "[data-testid=navbar]", strings["nav.bookNow"]);
    expect(book?.getAttribute("href")).toBe(`${home}#contact`);
    // The phone menu.
    const phoneMenu = doc.querySelector("[data-testid=mobile-menu]")!;
    expect(phoneMenu.textContent).toContain(layoutLabelsIn[locale].menu);
    expect(linkNamed(doc, "[data-testid=mobile-menu]", strings["nav.team"])?.getAttribute("href")).toBe(
      localizePath("/about/team", locale),
    );
    // Chat: the first message is in the language.
    const chat = doc.querySelector<HTMLAnchorElement>("[data-testid=whatsapp-link-bar]")!;
    expect(chat.getAttribute("aria-label")).toBe(`${strings["whatsapp.label"]} ${strings["footer.newTab"]}`);
    expect(decodeURIComponent(chat.href.split("?text=")[1])).toBe(
      whatsappWordsIn[locale].aboutPage(siteIn[locale].name, pageTitlesIn[locale]["/prices"], path),
    );
  });

  it("writes the footer's words, hours and links in the language", async () => {
    const doc = await chromeAt(path);
    const footer = doc.querySelector("footer")!;
    for (const key of [
      "footer.quickLinks",
      "footer.treatments",
      "footer.openingHours",
      "footer.rights",
    ] as const)
      expect(footer.textContent).toContain(strings[key]);
    expect(footer.textContent).toContain(layoutLabelsIn[locale].logoLine);
    expect(linkNamed(doc, "footer", strings["footer.privacy"])?.getAttribute("href")).toBe(
      localizePath("/privacy", locale),
    );
    expect(linkNamed(doc, "footer", strings["footer.about"])?.getAttribute("href")).toBe(`${home}#about`);
    const crown = linkNamed(doc, "footer", treatmentLabel("dental-crown", treatmentMenuIn[locale]));
    expect(crown?.getAttribute("href")).toBe(localizePath("/treatments/dental-crown", locale));
    const hours = [...footer.querySelectorAll("[data-testid=opening-hours] li")].map((li) => li.textContent);
    // The hours as the language writes a range, and a line ('Lundi au vendredi : 9 h – 19 h').
    expect(hours[0]).toBe(
      {
        en: "Monday to Friday: 9:00-19:00",
        de: "Montag bis Freitag: 9:00–19:00 Uhr",
        fr: "Lundi au vendredi\u00a0: 9\u00a0h – 19\u00a0h",
      }[locale],
    );
    // The currency links come back to this page.
    expect(footer.querySelector("[data-currency-link=GBP]")?.getAttribute("href")).toBe(
      `/currency/GBP?back=${encodeURIComponent(path)}`,
    );
  });

  it("offers the same page in the other languages, this one marked as current", async () => {
    const doc = await chromeAt(path);
    const switches = [...doc.querySelectorAll("footer nav a[hreflang]")];
    expect(switches.map((a) => a.getAttribute("href"))).toEqual(["/prices", "/de/preise", "/fr/tarifs"]);
    const current = switches.filter((a) => a.getAttribute("aria-current") === "page");
    expect(current.map((a) => a.getAttribute("href"))).toEqual([path]);
  });
});

describe("the chrome in English", () => {
  it("keeps its English words and paths", async () => {
    const doc = await chromeAt("/prices");
    expect(linkNamed(doc, "[data-testid=navbar] nav", "Prices")?.getAttribute("href")).toBe("/prices");
    expect(linkNamed(doc, "[data-testid=navbar]", "Dental Implants")?.getAttribute("href")).toBe(
      "/treatments/dental-implant",
    );
    expect(linkNamed(doc, "footer", "Privacy Policy")?.getAttribute("href")).toBe("/privacy");
    expect(linkNamed(doc, "footer", "About us")?.getAttribute("href")).toBe("/#about");
    expect(doc.querySelector("footer")!.textContent).toContain("Monday to Friday: 9:00-19:00");
  });
});

describe("the WhatsApp message", () => {
  it("is in the page's language and names the page as the visitor sees it", () => {
    expect(whatsappMessage("/de/preise", "BDC", "de")).toBe(
      whatsappWordsIn.de.aboutPage("BDC", pageTitlesIn.de["/prices"], "/de/preise"),
    );
    expect(whatsappMessage("/fr/traitements/implant-dentaire/", "BDC", "fr")).toBe(
      whatsappWordsIn.fr.aboutPage(
        "BDC",
        treatmentLabel("dental-implant", treatmentMenuIn.fr),
        "/fr/traitements/implant-dentaire",
      ),
    );
    expect(whatsappMessage("/booking/AbCdEf0123", "BDC", "de")).toBe(whatsappWordsIn.de.general("BDC"));
  });
});

describe("what the site script writes in the page's language", () => {
  it("reads the language from <html lang>, and says a comparison's value in it", () => {
    document.documentElement.lang = "fr-FR";
    expect(documentLocale()).toBe("fr");
    document.documentElement.lang = "en-GB";
    expect(documentLocale()).toBe("en");
    expect(compareValueText(30)).toBe("30% before, 70% after");
    const words = parseCompareWords(JSON.stringify({ before: "vorher", after: "nachher", tag: "de-DE" }));
    expect(compareValueText(30, words)).toMatch(/^30\s%\svorher, 70\s%\snachher$/);
    expect(formatCount(5000, documentLocaleOf("de-DE"))).toBe("5.000+");
  });
});

function documentLocaleOf(tag: string) {
  document.documentElement.lang = tag;
  return documentLocale();
}
