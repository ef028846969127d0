/** Indicative prices in EUR (docs/product.md, Prices and the calculator). */
export interface PriceRow {
  treatment: string;
  budapest: number;
  uk: number;
  germany: number;
  usa: number;
}

export const comparisonRows: PriceRow[] = [
  { treatment: "Straumann dental implant", budapest: 850, uk: 2500, germany: 1800, usa: 3500 },
  { treatment: "Neodent dental implant", budapest: 650, uk: 2000, germany: 1500, usa: 3000 },
  { treatment: "Porcelain dental crown", budapest: 320, uk: 950, germany: 800, usa: 1200 },
  { treatment: "All-on-4", budapest: 5500, uk: 15000, germany: 12000, usa: 24000 },
  { treatment: "All-on-6", budapest: 7500, uk: 18000, germany: 15000, usa: 28000 },
];

/** Unit prices the calculator uses: an implant and a crown in each country. */
export const calculatorUnitPrices = {
  implant: { budapest: 850, uk: 2500, germany: 1800, usa: 3500 },
  crown: { budapest: 320, uk: 950, germany: 800, usa: 1200 },
} as const;

/** `label` heads a column; `inSentence` is the name inside a sentence, with its article if it takes one. */
export const comparisonCountries = [
  { key: "uk", label: "UK", inSentence: "the UK" },
  { key: "germany", label: "Germany", inSentence: "Germany" },
  { key: "usa", label: "USA", inSentence: "the USA" },
] as const;

export type Country = (typeof comparisonCountries)[number]["key"];

/** GBP display rate: EUR x 0.86, rounded to whole pounds (docs/product.md, Prices and the calculator). */
export const EUR_TO_GBP = 0.86;
