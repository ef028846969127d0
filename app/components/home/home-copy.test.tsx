// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { homeLabelsIn } from "~/content/in/home";
import { comparisonCountriesIn } from "~/content/in/price-list";
import Home from "~/routes/home";
import { renderPage } from "../../../tests/support/render-page";

describe("the home page's words and links", () => {
  it("the fixed dentures card links to the fixed dentures page", async () => {
    const page = await renderPage("/", Home);
    const card = [...page.querySelectorAll("#treatments h3")].find(
      (heading) => heading.textContent === "All-on-4 & All-on-6",
    );
    expect(card).toBeTruthy();
    const links = [...card!.closest("li, article, div")!.querySelectorAll("a")].map((a) =>
      a.getAttribute("href"),
    );
    expect(links).toContain("/treatments/fixed-dentures");
    expect(links).not.toContain("/treatments/all-on-treatments");
  });

  it("the calculator names each country as a sentence does: the UK, Germany, the USA", async () => {
    const text = (await renderPage("/", Home)).body.textContent!;
    expect(text).toContain("You save against the UK");
    expect(text).toContain("You save against Germany");
    expect(text).toContain("You save against the USA");
    expect(text).not.toContain("the Germany");
  });

  it("says each saving as one whole sentence in German and French, the country in its place", () => {
    const sentences = (locale: "de" | "fr") =>
      comparisonCountriesIn[locale].map((country) =>
        homeLabelsIn[locale].calculator.savingAgainst(country.inSentence),
      );
    expect(sentences("fr")).toEqual([
      "Votre économie par rapport au Royaume-Uni",
      "Votre économie par rapport à l’Allemagne",
      "Votre économie par rapport aux États-Unis",
    ]);
    expect(sentences("de")).toEqual([
      "Ihre Ersparnis gegenüber Großbritannien",
      "Ihre Ersparnis gegenüber Deutschland",
      "Ihre Ersparnis gegenüber den USA",
    ]);
  });
});
