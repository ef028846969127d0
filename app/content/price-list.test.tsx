// @vitest-environment jsdom
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { consultationEvent } from "~/content/event";
import {
  calculatorTreatments,
  comparisonCountries,
  comparisonRows,
  completeOnPricesPage,
  completeTreatments,
  priceGroups,
  priceItems,
  treatmentPagePrices,
  type CompleteTreatmentId,
} from "~/content/price-list";
import { treatments } from "~/content/treatments";
import type { TreatmentSlug } from "~/content/types";
import { calculateTreatmentCost, completeEur, costWithUnits, eurToGbp, savingsPercent } from "~/lib/pricing";
import { formatEur, formatGbp } from "~/lib/format";
import Home from "~/routes/home";
import Prices from "~/routes/prices";
import TreatmentPage from "~/routes/treatment";
import { renderPage } from "../../tests/support/render-page";

/**
 * Every figure a visitor reads is derived from the one price list (docs/prices.md): the totals
 * are the sums of their items, the pages show exactly those, and no page or content file types
 * an amount of its own.
 */

/** A complete treatment's total, added up here from the items' prices as a patient would. */
const sumOfItems = (id: CompleteTreatmentId) =>
  (completeTreatments[id].items as readonly { item: keyof typeof priceItems; count?: number }[]).reduce(
    (sum, { item, count = 1 }) => {
      const eur = priceItems[item].eur;
      return sum + (eur === "FREE" ? 0 : eur) * count;
    },
    0,
  );

/** An amount as the page writes it in each currency. */
const both = (eur: number) => [formatEur(eur), formatGbp(eurToGbp(eur))];

/** Every € or £ amount in a text. */
const amountsIn = (text: string) => text.match(/[€£]\d[\d,]*/g) ?? [];

/** The text of the elements shown in one currency (the other's spans left out). */
function textIn(element: Element, currency: "EUR" | "GBP"): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll(currency === "EUR" ? ".price-gbp" : ".price-eur"))
    hidden.remove();
  return copy.textContent!.replace(/\s+/g, " ").trim();
}

describe("complete treatments", () => {
  it("cost the sum of their items, in Budapest", () => {
    for (const id of Object.keys(completeTreatments) as CompleteTreatmentId[])
      expect(completeEur(id), id).toBe(sumOfItems(id));
  });

  it("are made with dental sense: an implant tooth has an implant, surgery, abutment and crown", () => {
    expect(completeTreatments["straumann-implant"].items.map((i) => i.item)).toEqual([
      "straumann-implant",
      "premium-implant-surgery",
      "straumann-abutment",
      "zirconia-implant-crown",
    ]);
    for (const id of ["neodent-implant", "alpha-bio-implant"] as const)
      expect(completeTreatments[id].items.map((i) => i.item).slice(1)).toEqual([
        "implant-surgery",
        "standard-abutment",
        "zirconia-implant-crown",
      ]);
    const allOn4: readonly { item: string; count?: number }[] = completeTreatments["all-on-4"].items;
    expect(allOn4.filter((i) => i.item.endsWith("implant")).map((i) => i.count)).toEqual([4]);
    expect(allOn4.filter((i) => i.item.endsWith("surgery")).map((i) => i.count)).toEqual([4]);
    const allOn6: readonly { item: string; count?: number }[] = completeTreatments["all-on-6"].items;
    expect(allOn6.filter((i) => i.item.endsWith("implant")).map((i) => i.count)).toEqual([6]);
  });

  it("name only items of the list, and every group names only items of the list", () => {
    for (const treatment of Object.values(completeTreatments))
      for (const { item } of treatment.items) expect(priceItems).toHaveProperty(item);
    for (const group of priceGroups) for (const item of group.items) expect(priceItems).toHaveProperty(item);
  });
});

describe("the home page shows the totals of the list", () => {
  it("the comparison table: each row's Budapest total, prices at home and saving", async () => {
    const page = await renderPage("/", Home);
    const rows = [...page.querySelectorAll("#price-comparison tbody tr")];
    expect(rows.map((row) => row.getAttribute("data-treatment"))).toEqual([...comparisonRows]);
    for (const row of rows) {
      const id = row.getAttribute("data-treatment") as (typeof comparisonRows)[number];
      const budapest = sumOfItems(id);
      const cells = [...row.querySelectorAll("td")];
      expect(textIn(cells[0], "EUR")).toBe(formatEur(budapest));
      expect(textIn(cells[0], "GBP")).toBe(formatGbp(eurToGbp(budapest)));
      comparisonCountries.forEach((country, i) => {
        const home = completeTreatments[id].abroad[country.key];
        expect(textIn(cells[i + 1], "EUR")).toBe(`${formatEur(home)}Save ${savingsPercent(budapest, home)}%`);
        expect(textIn(cells[i + 1], "GBP")).toBe(
          `${formatGbp(eurToGbp(home))}Save ${savingsPercent(budapest, home)}%`,
        );
      });
      // Says what the total includes.
      expect(row.querySelector("th")!.textContent).toContain(completeTreatments[id].name);
    }
  });

  it("the calculator: its unit prices, its starting total and savings, and what they include", async () => {
    const page = await renderPage("/", Home);
    const calculator = page.querySelector("#calculator")!;
    const implant = sumOfItems(calculatorTreatments.implant);
    const crown = sumOfItems(calculatorTreatments.crown);
    expect(textIn(calculator.querySelector("#calculator-implants-hint")!, "EUR")).toBe(
      `${formatEur(implant)} each in Budapest`,
    );
    expect(textIn(calculator.querySelector("#calculator-crowns-hint")!, "GBP")).toBe(
      `${formatGbp(eurToGbp(crown))} each in Budapest`,
    );
    // The unit prices the site script sums with, drawn into the page: the list's.
    const units = JSON.parse(calculator.getAttribute("data-units")!);
    expect(units.implant.budapest).toBe(implant);
    expect(units.crown.budapest).toBe(crown);
    expect(units.implant.uk).toBe(completeTreatments[calculatorTreatments.implant].abroad.uk);
    expect(costWithUnits(units, 3, 4)).toEqual(calculateTreatmentCost(3, 4));
    const implants = Number(calculator.querySelector<HTMLInputElement>("#calculator-implants")!.value);
    const crowns = Number(calculator.querySelector<HTMLInputElement>("#calculator-crowns")!.value);
    const total = implants * implant + crowns * crown;
    const result = calculateTreatmentCost(implants, crowns);
    expect(textIn(calculator.querySelector("[data-calculator-total]")!, "EUR")).toBe(formatEur(total));
    expect(textIn(calculator.querySelector("[data-calculator-total]")!, "GBP")).toBe(
      formatGbp(eurToGbp(total)),
    );
    for (const country of comparisonCountries) {
      const saving =
        implants * completeTreatments[calculatorTreatments.implant].abroad[country.key] +
        crowns * completeTreatments[calculatorTreatments.crown].abroad[country.key] -
        total;
      expect(result.savings[country.key]).toBe(saving);
      expect(textIn(calculator.querySelector(`[data-calculator-saving="${country.key}"]`)!, "EUR")).toBe(
        formatEur(saving),
      );
    }
    const includes = calculator.querySelector("[data-testid='calculator-includes']")!.textContent!;
    expect(includes).toContain(
      "complete Straumann implant (Straumann implant, surgery, abutment and zirconia crown)",
    );
    expect(includes).toContain("all-ceramic crown");
  });
});

describe("/prices shows every item once and the complete totals", () => {
  it("each item's price, and each complete treatment's total with what it includes", async () => {
    const page = await renderPage("/prices", Prices);
    for (const group of priceGroups) {
      const rows = [...page.querySelectorAll(`#${group.id} [data-item]`)];
      expect(rows.map((row) => row.getAttribute("data-item"))).toEqual(group.items);
      for (const row of rows) {
        const eur = priceItems[row.getAttribute("data-item") as keyof typeof priceItems].eur;
        const cell = row.querySelector("td")!;
        expect(textIn(cell, "EUR")).toBe(eur === "FREE" ? "FREE" : formatEur(eur));
        expect(textIn(cell, "GBP")).toBe(eur === "FREE" ? "FREE" : formatGbp(eurToGbp(eur)));
      }
    }
    const complete = [...page.querySelectorAll("[data-complete]")];
    expect(complete.map((row) => row.getAttribute("data-complete"))).toEqual(completeOnPricesPage);
    for (const row of complete) {
      const id = row.getAttribute("data-complete") as CompleteTreatmentId;
      expect(textIn(row.querySelector("td")!, "EUR")).toBe(formatEur(sumOfItems(id)));
      expect(textIn(row.querySelector("td")!, "GBP")).toBe(formatGbp(eurToGbp(sumOfItems(id))));
      expect(row.querySelector("th")!.textContent).toMatch(/Includes: .+/);
    }
  });
});

describe("treatment pages show their 'from' price, or none", () => {
  const render = (slug: TreatmentSlug) =>
    renderPage(`/treatments/${slug}`, TreatmentPage as never, () => ({ treatment: treatments[slug] }));

  it.each(Object.keys(treatments) as TreatmentSlug[])("%s", async (slug) => {
    const page = await render(slug);
    const from = page.querySelector("[data-testid='from-price']");
    const options = treatmentPagePrices[slug];
    if (!options) {
      expect(from).toBeNull();
      expect(amountsIn(page.querySelector("main, body")!.textContent!)).toEqual([]);
      return;
    }
    const cheapest = Math.min(...options.map(sumOfItems));
    const amount = from!.querySelector("[data-testid='from-amount']")!;
    expect(textIn(amount, "EUR")).toBe(formatEur(cheapest));
    expect(textIn(amount, "GBP")).toBe(formatGbp(eurToGbp(cheapest)));
    const group = completeTreatments[options.find((id) => sumOfItems(id) === cheapest)!].group;
    expect(from!.querySelector("a")!.getAttribute("href")).toBe(`/prices#${group}`);
  });
});

describe("no page types a price of its own", () => {
  it("every amount on the home page, /prices and the treatment pages comes from the list", async () => {
    const derived = new Set<string>();
    for (const item of Object.values(priceItems))
      if (item.eur !== "FREE") both(item.eur).forEach((a) => derived.add(a));
    for (const id of Object.keys(completeTreatments) as CompleteTreatmentId[]) {
      both(sumOfItems(id)).forEach((a) => derived.add(a));
      const abroad: Record<string, number> | undefined = (
        completeTreatments[id] as { abroad?: Record<string, number> }
      ).abroad;
      for (const home of Object.values(abroad ?? {})) both(home).forEach((a) => derived.add(a));
    }
    const start = calculateTreatmentCost(1, 2);
    for (const eur of [start.budapest, ...Object.values(start.savings)])
      both(eur).forEach((a) => derived.add(a));
    // The consultation fee (app/content/event.ts) and the rate sentence (€1 = £0.86).
    both(consultationEvent.feeEur).forEach((a) => derived.add(a));
    derived.add("€1").add("£0");

    const pages = [
      await renderPage("/", Home),
      await renderPage("/prices", Prices),
      ...(await Promise.all(
        (Object.keys(treatments) as TreatmentSlug[]).map((slug) =>
          renderPage(`/treatments/${slug}`, TreatmentPage as never, () => ({ treatment: treatments[slug] })),
        ),
      )),
    ];
    for (const page of pages)
      for (const amount of amountsIn(page.body.textContent!)) expect(derived, amount).toContain(amount);
  });

  it("every saving a page claims ('up to 79%', '47-52% less') is one the list gives against the UK", async () => {
    const rows = Object.keys(completeTreatments) as CompleteTreatmentId[];
    const savings = new Set<number>();
    for (const id of rows) {
      const abroad = (completeTreatments[id] as { abroad?: Record<string, number> }).abroad;
      if (abroad) for (const home of Object.values(abroad)) savings.add(savingsPercent(sumOfItems(id), home));
    }
    const pages = [
      await renderPage("/", Home),
      ...(await Promise.all(
        (Object.keys(treatments) as TreatmentSlug[]).map((slug) =>
          renderPage(`/treatments/${slug}`, TreatmentPage as never, () => ({ treatment: treatments[slug] })),
        ),
      )),
    ];
    let claims = 0;
    for (const page of pages) {
      const text = page.body.textContent! + (page.head?.textContent ?? "");
      for (const [, low, high] of text.matchAll(/(?:up to |Save |(\d+)-)(\d+)%/g)) {
        claims++;
        if (low) expect(savings, `${low}%`).toContain(Number(low));
        expect(savings, `${high}%`).toContain(Number(high));
      }
    }
    expect(claims).toBeGreaterThan(3);
  });

  it("no content file, component, part or route writes a € or £ amount outside the price list", () => {
    const root = path.resolve(__dirname, "..");
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) files.push(full);
      }
    };
    for (const dir of ["content", "components", "parts", "routes"]) walk(path.join(root, dir));
    expect(files.length).toBeGreaterThan(50);
    const offenders: string[] = [];
    for (const file of files) {
      if (file.endsWith(path.join("content", "price-list.ts"))) continue;
      const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
      // Only what a visitor could read: strings, template text and JSX text (comments are not).
      const visit = (node: ts.Node) => {
        if (
          ts.isStringLiteral(node) ||
          ts.isNoSubstitutionTemplateLiteral(node) ||
          ts.isTemplateHead(node) ||
          ts.isTemplateMiddle(node) ||
          ts.isTemplateTail(node) ||
          ts.isJsxText(node)
        ) {
          if (/[€£]\s?\d|\b0\.86\b/.test(node.text))
            offenders.push(`${path.relative(root, file)}: ${JSON.stringify(node.text.slice(0, 80))}`);
        }
        if (node.kind === ts.SyntaxKind.NumericLiteral && (node as ts.NumericLiteral).text === "0.86")
          offenders.push(`${path.relative(root, file)}: a second exchange rate`);
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    expect(offenders).toEqual([]);
  });
});
