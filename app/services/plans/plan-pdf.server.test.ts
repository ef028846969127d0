import { existsSync } from "node:fs";
import path from "node:path";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { site } from "~/content/site";
import type { Locale } from "~/content/locales";
import { formatEur, formatEurInGbp, formatEventDate, formatNumber } from "~/lib/format";
import type { PlanDocument, PlanItemRow, PlanLabels, PlanTotalRow } from "./plan-document";
import { planLetterhead } from "./plan-document";
import { planFontFiles } from "./plan-fonts.server";
import { renderPlanPdf } from "./plan-pdf.server";

// Every file the renderer reads goes through this spy, so a test can tell whether the fonts
// were read again.
const reads = vi.hoisted(() => ({ files: [] as string[] }));
vi.mock("node:fs/promises", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:fs/promises")>();
  const readFile = ((file: Parameters<typeof actual.readFile>[0], ...rest: unknown[]) => {
    reads.files.push(String(file));
    return (actual.readFile as (...args: unknown[]) => unknown)(file, ...rest);
  }) as typeof actual.readFile;
  return { ...actual, readFile, default: { ...actual, readFile } };
});

// pdf.js gives back a no-break space (1 234 €, €1,234) as a plain space, and a line the PDF wraps
// as a line break: the words and signs are compared, not the kind of space between them.
const spaced = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, " ").trim();

async function readBack(pdf: Buffer) {
  const { text, totalPages } = await extractText(new Uint8Array(pdf), { mergePages: true });
  const pages = (await extractText(new Uint8Array(pdf), { mergePages: false })).text.map(spaced);
  return { text: spaced(text), pages, totalPages };
}

interface Words extends PlanLabels {
  title: string;
  version: string;
  visits: [string, string];
  healing: string;
  total: string;
  includes: string[];
  footer: string;
}

const words: Record<Locale, Words> = {
  en: {
    title: "Treatment plan",
    version: "Version 2",
    patient: "Patient",
    reference: "Reference",
    issued: "Issued",
    validUntil: "Valid until",
    dentist: "Dentist",
    columns: {
      description: "Treatment",
      teeth: "Teeth",
      quantity: "Qty",
      unitPrice: "Unit price",
      amount: "Amount",
    },
    included: "What is included",
    notes: "Notes",
    questions: "Questions?",
    pageOf: (page, pages) => `Page ${page} of ${pages}`,
    visits: ["First visit: 5 working days", "Second visit: 3 working days"],
    healing: "after 3–6 months of healing",
    total: "Total",
    includes: ["X-rays and the CT scan", "Transfers between the airport, the hotel and the clinic"],
    footer: "Prices are fixed until the plan's validity date.",
  },
  de: {
    title: "Behandlungsplan",
    version: "Version 2",
    patient: "Patient",
    reference: "Referenz",
    issued: "Ausgestellt",
    validUntil: "Gültig bis",
    dentist: "Zahnärztin",
    columns: {
      description: "Behandlung",
      teeth: "Zähne",
      quantity: "Anz.",
      unitPrice: "Einzelpreis",
      amount: "Betrag",
    },
    included: "Im Preis enthalten",
    notes: "Hinweise",
    questions: "Fragen?",
    pageOf: (page, pages) => `Seite ${page} von ${pages}`,
    visits: ["Erster Aufenthalt: 5 Werktage", "Zweiter Aufenthalt: 3 Werktage"],
    healing: "nach 3–6 Monaten Einheilzeit",
    total: "Gesamtbetrag",
    includes: ["Röntgenaufnahmen und DVT", "Transfers zwischen Flughafen, Hotel und Praxis"],
    footer: "Die Preise gelten bis zum Ablauf des Plans.",
  },
  fr: {
    title: "Plan de traitement",
    version: "Version 2",
    patient: "Patiente",
    reference: "Référence",
    issued: "Émis le",
    validUntil: "Valable jusqu'au",
    dentist: "Dentiste",
    columns: {
      description: "Soin",
      teeth: "Dents",
      quantity: "Qté",
      unitPrice: "Prix unitaire",
      amount: "Montant",
    },
    included: "Ce qui est compris",
    notes: "Remarques",
    questions: "Une question ?",
    pageOf: (page, pages) => `Page ${page} sur ${pages}`,
    visits: ["Première visite : 5 jours ouvrés", "Deuxième visite : 3 jours ouvrés"],
    healing: "après 3 à 6 mois de cicatrisation",
    total: "Total",
    includes: ["Radiographies et scanner", "Transferts entre l'aéroport, l'hôtel et la clinique"],
    footer: "Les prix sont garantis jusqu'à la date de validité du plan.",
  },
};

interface Item {
  description: string;
  teeth?: string;
  quantity: number;
  unitEur: number;
  note?: string;
}

/** A plan as the plan page would word it: amounts and dates from app/lib/format.ts. */
function planDocument(language: Locale, patientName: string, items: Item[], pounds = false): PlanDocument {
  const w = words[language];
  const row = (item: Item): PlanItemRow => ({
    description: item.description,
    teeth: item.teeth ?? "",
    quantity: formatNumber(item.quantity, language),
    unitPrice: formatEur(item.unitEur, language),
    amount: formatEur(item.unitEur * item.quantity, language),
    note: item.note,
  });
  const total = items.reduce((sum, item) => sum + item.unitEur * item.quantity, 0);
  const totalRow: PlanTotalRow = {
    label: w.total,
    amount: formatEur(total, language),
    otherCurrency: pounds ? formatEurInGbp(total, language) : undefined,
  };
  const half = Math.ceil(items.length / 2);
  return {
    language,
    title: w.title,
    letterhead: planLetterhead(language),
    patientName,
    reference: "TP-7K3M-2Q",
    version: w.version,
    issued: formatEventDate("2026-11-26", language),
    validUntil: formatEventDate("2027-02-24", language),
    dentist: "Dr Anna Kovács",
    labels: w,
    visits: [
      { heading: w.visits[0], items: items.slice(0, half).map(row) },
      { heading: w.visits[1], timing: w.healing, items: items.slice(half).map(row) },
    ],
    totals: {
      columns: pounds ? ["EUR", "GBP"] : undefined,
      rows: [totalRow],
    },
    included: w.includes,
    notes: [],
    questions: [`WhatsApp: +${site.whatsapp.number}`, site.email, site.phone.display],
    footer: w.footer,
  };
}

const frenchItems: Item[] = [
  {
    description: "Couronne céramique (zircone) sur dent vivante",
    teeth: "11, 21",
    quantity: 2,
    unitEur: 450,
  },
  { description: "Implant dentaire Straumann® avec pilier", teeth: "36", quantity: 1, unitEur: 1190 },
  { description: "Extraction d'une dent de sagesse incluse", teeth: "48", quantity: 1, unitEur: 120 },
  {
    description: "Greffe osseuse (matériau synthétique)",
    quantity: 1,
    unitEur: 390,
    note: "Si nécessaire après le scanner.",
  },
];
const germanItems: Item[] = [
  { description: "Zahnärztliche Untersuchung und Röntgenaufnahme", quantity: 1, unitEur: 50 },
  {
    description: "Vollkeramikkrone (Zirkonoxid) für Backenzähne",
    teeth: "46, 47",
    quantity: 2,
    unitEur: 450,
  },
  { description: "Knochenaufbau mit Eigenknochen, Größe L", teeth: "36", quantity: 1, unitEur: 650 },
];
const englishItems: Item[] = [
  { description: "All-on-4 bridge (acrylic), upper jaw", teeth: "15–25", quantity: 1, unitEur: 5900 },
  { description: "Wisdom tooth removal (café-au-lait cyst check)", teeth: "38", quantity: 1, unitEur: 120 },
];

describe("the treatment plan's PDF", () => {
  beforeEach(() => {
    reads.files.length = 0;
  });

  it.each([
    ["fr", "Hélène Dupré", frenchItems, false],
    ["de", "Zoë Müller-Straße", germanItems, false],
    ["en", "Chloë Brontë-Smith", englishItems, true],
  ] as const)(
    "reads back in %s: the patient, the reference, every item and the total, letters and signs intact",
    async (language, name, items, pounds) => {
      const plan = planDocument(language, name, items, pounds);
      const { text } = await readBack(await renderPlanPdf(plan));

      expect(text).toContain(name);
      expect(text).toContain("TP-7K3M-2Q");
      for (const item of items) expect(text).toContain(spaced(item.description));
      for (const visit of plan.visits)
        for (const row of visit.items) expect(text).toContain(`${spaced(row.unitPrice)}`);
      const total = plan.totals.rows.at(-1)!;
      expect(text).toContain(spaced(`${total.label} ${total.amount}`));
      for (const visit of plan.visits) expect(text).toContain(spaced(visit.heading));
      expect(text).toContain(spaced(plan.visits[1].timing!));
      expect(text).toContain(spaced(plan.validUntil));
      expect(text).toContain(spaced(plan.letterhead.lines[0]));
      expect(text).toContain(site.email);
      if (pounds) {
        expect(total.otherCurrency).toMatch(/^£\d/);
        expect(text).toContain(spaced(`${total.amount} ${total.otherCurrency}`));
      }
    },
  );

  it("prints the French total as the French write it, euro sign after the amount", async () => {
    const plan = planDocument("fr", "Hélène Dupré", frenchItems);
    const { text } = await readBack(await renderPlanPdf(plan));
    // 2 × 450 + 1190 + 120 + 390
    expect(formatEur(2600, "fr")).toBe("2\u202f600\u00a0€");
    expect(text).toContain("Total 2 600 €");
    expect(text).toContain("Couronne céramique (zircone) sur dent vivante 11, 21 2 450 € 900 €");
    expect(text).toContain("Si nécessaire après le scanner.");
    expect(text).toContain("Hongrie");
  });

  it("runs a long plan onto more pages, the table's header and the page count on each", async () => {
    const items: Item[] = Array.from({ length: 60 }, (_, i) => ({
      description: `Füllung Nr. ${String(i + 1).padStart(2, "0")} (Komposit, ästhetisch)`,
      teeth: String(11 + (i % 8)),
      quantity: 1,
      unitEur: 90 + i,
    }));
    const plan = planDocument("de", "Zoë Müller-Straße", items);
    const { text, pages, totalPages } = await readBack(await renderPlanPdf(plan));

    expect(totalPages).toBeGreaterThan(1);
    for (const item of items) expect(text).toContain(item.description);
    pages.forEach((page, i) => {
      expect(page).toContain(`Seite ${i + 1} von ${totalPages}`);
      if (/Füllung Nr\./.test(page)) expect(page).toContain("Behandlung Zähne Anz. Einzelpreis Betrag");
    });
    const total = items.reduce((sum, item) => sum + item.unitEur, 0);
    expect(text).toContain(spaced(`Gesamtbetrag ${formatEur(total, "de")}`));
  });

  it("embeds its fonts, declares its language, title and author", async () => {
    const pdf = await renderPlanPdf(planDocument("fr", "Hélène Dupré", frenchItems));
    const raw = pdf.toString("latin1");

    expect(raw).toContain("/FontFile2");
    expect(raw).toContain("NotoSans-Bold");
    // No font a reader would have to supply (the standard 14 are not embedded).
    expect(raw).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/);
    expect(raw).toContain("/Lang (fr-FR)");

    const { info } = (await (await getDocumentProxy(new Uint8Array(pdf))).getMetadata()) as {
      info: { Title?: string; Author?: string; Language?: string };
    };
    expect(info.Title).toBe("Plan de traitement TP-7K3M-2Q (Version 2)");
    expect(info.Author).toBe(site.name);
    expect(info.Language).toBe("fr-FR");
  });

  it("reads its fonts once: later plans take them from memory", async () => {
    // A fresh copy of the renderer, whose font cache is empty.
    vi.resetModules();
    const fresh = await import("./plan-pdf.server");
    const plan = planDocument("de", "Zoë Müller-Straße", germanItems);
    const fontReads = () =>
      reads.files.filter((file) => file.endsWith(".ttf")).map((file) => path.basename(file));

    await fresh.renderPlanPdf(plan);
    expect(fontReads().sort()).toEqual(["NotoSans-Bold.ttf", "NotoSans-Regular.ttf"]);

    reads.files.length = 0;
    const [first, second] = await Promise.all([fresh.renderPlanPdf(plan), fresh.renderPlanPdf(plan)]);
    expect(fontReads()).toEqual([]);
    expect(first.includes("/FontFile2")).toBe(true);
    expect(second.includes("/FontFile2")).toBe(true);
  });

  it("lines the amounts up on the right", async () => {
    const plan = planDocument("en", "Chloë Brontë-Smith", [
      { description: "Zirconia crown", teeth: "11, 21", quantity: 2, unitEur: 450 },
      { description: "Implant with abutment", teeth: "36, 37, 46", quantity: 3, unitEur: 1190 },
      { description: "Hygiene kit", quantity: 2, unitEur: 5 },
    ]);
    const page = await (await getDocumentProxy(new Uint8Array(await renderPlanPdf(plan)))).getPage(1);
    const items = (await page.getTextContent()).items as {
      str: string;
      width: number;
      transform: number[];
    }[];
    const rightEdges = (texts: string[]) =>
      items
        .filter((item) => texts.includes(item.str))
        .map((item) => Math.round(item.transform[4] + item.width));
    const amounts = plan.visits.flatMap((visit) => visit.items.map((row) => row.amount));
    expect(new Set(rightEdges(amounts)).size).toBe(1);
    expect(rightEdges(amounts)).toHaveLength(amounts.length);
  });
});

describe("the plan's fonts on disk", () => {
  it("are found from the working directory, the project's, as the server runs (not beside build/server/index.js)", () => {
    const projectRoot = path.resolve(import.meta.dirname, "../../..");
    expect(process.cwd()).toBe(projectRoot);
    const files = planFontFiles();
    expect(files).toEqual(planFontFiles(projectRoot));
    expect(files.regular).toBe(path.join(import.meta.dirname, "fonts", "NotoSans-Regular.ttf"));
    expect(files.bold).toBe(path.join(import.meta.dirname, "fonts", "NotoSans-Bold.ttf"));
    for (const file of [files.regular, files.bold, path.join(import.meta.dirname, "fonts", "OFL.txt")])
      expect(existsSync(file)).toBe(true);
  });
});
