/**
 * A treatment plan's PDF (issue 42): one version of the plan, as the patient's page shows it, on
 * A4. Everything it prints arrives worded and formatted (plan-document.ts); this file only lays it
 * out: the clinic's letterhead, the plan's facts, a table per visit whose header comes back on
 * every page it runs onto, the totals, what is included, notes, how to ask a question, and a
 * footer with the page count on every page. Fonts are embedded (Noto Sans) so that ä, ß, é, € and
 * £ print on any reader. It logs nothing: a plan is personal data.
 */
import PDFDocument from "pdfkit";
import { localeInfo } from "~/content/locales";
import type { PlanDocument, PlanItemRow, PlanLabels, PlanTotals, PlanVisit } from "./plan-document";
import { planFonts } from "./plan-fonts.server";

type Pdf = PDFKit.PDFDocument;

const REGULAR = "plan-regular";
const BOLD = "plan-bold";

const INK = "#1f2933";
const MUTED = "#5c6670";
const RULE = "#cfd5db";
const BAND = "#eef1f4";

/** Points: A4 is 595 × 842. */
const MARGIN = 50;
/** The band at the foot of each page that the footer is printed in, below the content. */
const FOOTER_BAND = 34;
const PAD_X = 4;
const PAD_Y = 5;

type Column = keyof PlanLabels["columns"];

/** The table's columns, left to right, filling the 495 points between the margins. */
const COLUMNS: readonly { key: Column; width: number; align: "left" | "right" }[] = [
  { key: "description", width: 215, align: "left" },
  { key: "teeth", width: 75, align: "left" },
  { key: "quantity", width: 35, align: "right" },
  { key: "unitPrice", width: 80, align: "right" },
  { key: "amount", width: 90, align: "right" },
];
const AMOUNT_WIDTH = 90;

const size = { title: 20, clinic: 15, heading: 12, body: 10, small: 8.5, total: 11 } as const;

/** The plan as a PDF file's bytes. */
export async function renderPlanPdf(plan: PlanDocument): Promise<Buffer> {
  const fonts = await planFonts();
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_BAND },
    bufferPages: true,
    lang: localeInfo[plan.language].tag,
    displayTitle: true,
    info: {
      Title: `${plan.title} ${plan.reference} (${plan.version})`,
      Author: plan.letterhead.name,
    },
  });
  const bytes = collect(doc);
  doc.registerFont(REGULAR, fonts.regular);
  doc.registerFont(BOLD, fonts.bold);

  drawLetterhead(doc, plan);
  drawFacts(doc, plan);
  for (const visit of plan.visits) drawVisit(doc, visit, plan.labels);
  drawTotals(doc, plan.totals);
  drawSection(doc, plan.labels.included, plan.included, { bullets: true });
  drawSection(doc, plan.labels.notes, plan.notes, { bullets: false });
  drawSection(doc, plan.labels.questions, plan.questions, { bullets: false });
  drawFooters(doc, plan);

  doc.end();
  return bytes;
}

function collect(doc: Pdf): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  return new Promise((resolve, reject) => {
    doc.on("data", (chunk: Uint8Array) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
}

// ---- The page ----

const left = (doc: Pdf) => doc.page.margins.left;
const right = (doc: Pdf) => doc.page.width - doc.page.margins.right;
const contentWidth = (doc: Pdf) => right(doc) - left(doc);
const bottom = (doc: Pdf) => doc.page.height - doc.page.margins.bottom;

/** A new page unless `height` more points fit on this one. True when it started one. */
function ensureSpace(doc: Pdf, height: number): boolean {
  if (doc.y + height <= bottom(doc)) return false;
  doc.addPage();
  return true;
}

function write(doc: Pdf, font: string, points: number, color: string) {
  return doc.font(font).fontSize(points).fillColor(color);
}

function rule(doc: Pdf, y: number, color = RULE) {
  doc.save().moveTo(left(doc), y).lineTo(right(doc), y).lineWidth(0.6).strokeColor(color).stroke().restore();
}

function drawLetterhead(doc: Pdf, plan: PlanDocument) {
  write(doc, BOLD, size.clinic, INK).text(plan.letterhead.name, left(doc), MARGIN);
  write(doc, REGULAR, size.small, MUTED);
  for (const line of plan.letterhead.lines) doc.text(line, left(doc), doc.y);
  rule(doc, doc.y + 8);
  doc.y += 22;
  write(doc, BOLD, size.title, INK).text(plan.title, left(doc), doc.y);
  write(doc, REGULAR, size.body, MUTED).text(plan.version, left(doc), doc.y);
  doc.y += 10;
}

/** Patient, reference, dates and dentist: a label and its value on each line. */
function drawFacts(doc: Pdf, plan: PlanDocument) {
  const { labels } = plan;
  const facts: [string, string][] = [
    [labels.patient, plan.patientName],
    [labels.reference, plan.reference],
    [labels.issued, plan.issued],
    [labels.validUntil, plan.validUntil],
    [labels.dentist, plan.dentist],
  ];
  const labelWidth = 120;
  const valueWidth = contentWidth(doc) - labelWidth;
  for (const [label, value] of facts) {
    const y = doc.y;
    write(doc, REGULAR, size.body, MUTED).text(label, left(doc), y, { width: labelWidth - PAD_X });
    const afterLabel = doc.y;
    write(doc, BOLD, size.body, INK).text(value, left(doc) + labelWidth, y, { width: valueWidth });
    doc.y = Math.max(afterLabel, doc.y) + 2;
  }
}

// ---- The table ----

function columnX(doc: Pdf, key: Column): number {
  let x = left(doc);
  for (const column of COLUMNS) {
    if (column.key === key) return x;
    x += column.width;
  }
  throw new Error(`no column ${key}`);
}

function headerHeight(doc: Pdf, labels: PlanLabels): number {
  write(doc, BOLD, size.small, MUTED);
  const heights = COLUMNS.map((c) =>
    doc.heightOfString(labels.columns[c.key], { width: c.width - 2 * PAD_X }),
  );
  return Math.max(...heights) + 2 * PAD_Y;
}

function drawTableHeader(doc: Pdf, labels: PlanLabels) {
  const height = headerHeight(doc, labels);
  const y = doc.y;
  doc.save().rect(left(doc), y, contentWidth(doc), height).fill(BAND).restore();
  write(doc, BOLD, size.small, MUTED);
  for (const column of COLUMNS)
    doc.text(labels.columns[column.key], columnX(doc, column.key) + PAD_X, y + PAD_Y, {
      width: column.width - 2 * PAD_X,
      align: column.align,
    });
  doc.y = y + height;
}

function rowHeight(doc: Pdf, item: PlanItemRow): number {
  write(doc, REGULAR, size.body, INK);
  const heights = COLUMNS.map((c) => doc.heightOfString(item[c.key] || " ", { width: c.width - 2 * PAD_X }));
  if (item.note) {
    const description = COLUMNS[0];
    write(doc, REGULAR, size.small, MUTED);
    heights[0] += 2 + doc.heightOfString(item.note, { width: description.width - 2 * PAD_X });
  }
  return Math.max(...heights) + 2 * PAD_Y;
}

function drawRow(doc: Pdf, item: PlanItemRow, height: number) {
  const y = doc.y;
  for (const column of COLUMNS) {
    const width = column.width - 2 * PAD_X;
    const x = columnX(doc, column.key) + PAD_X;
    write(doc, REGULAR, size.body, INK).text(item[column.key], x, y + PAD_Y, {
      width,
      align: column.align,
    });
    if (column.key === "description" && item.note)
      write(doc, REGULAR, size.small, MUTED).text(item.note, x, doc.y + 2, { width });
  }
  rule(doc, y + height);
  doc.y = y + height;
}

/** A visit's heading and its table; the heading never stands alone at the foot of a page. */
function drawVisit(doc: Pdf, visit: PlanVisit, labels: PlanLabels) {
  write(doc, BOLD, size.heading, INK);
  let heading = doc.heightOfString(visit.heading, { width: contentWidth(doc) });
  if (visit.timing) heading += write(doc, REGULAR, size.body, MUTED).heightOfString(visit.timing);
  const firstRow = visit.items.length > 0 ? rowHeight(doc, visit.items[0]) : 0;
  const gap = 16;
  if (!ensureSpace(doc, gap + heading + 6 + headerHeight(doc, labels) + firstRow)) doc.y += gap;

  write(doc, BOLD, size.heading, INK).text(visit.heading, left(doc), doc.y, { width: contentWidth(doc) });
  if (visit.timing) write(doc, REGULAR, size.body, MUTED).text(visit.timing, left(doc), doc.y);
  doc.y += 6;
  drawTableHeader(doc, labels);
  for (const item of visit.items) {
    const height = rowHeight(doc, item);
    if (ensureSpace(doc, height)) drawTableHeader(doc, labels);
    drawRow(doc, item, height);
  }
}

// ---- Totals and the sections after them ----

/**
 * The totals, kept together on one page: each label beside its amount (and the amount in the
 * patient's currency when there is a second column), the last row, the total, in bold.
 */
function drawTotals(doc: Pdf, totals: PlanTotals) {
  const amountXs = totals.columns
    ? [right(doc) - 2 * AMOUNT_WIDTH, right(doc) - AMOUNT_WIDTH]
    : [right(doc) - AMOUNT_WIDTH];
  // Labels end where the amounts begin, so that a long one ('Consultation day credit') stays on
  // one line beside its amount.
  const labelX = left(doc) + PAD_X;
  const labelWidth = amountXs[0] - labelX - PAD_X;
  const lineHeight = write(doc, BOLD, size.total, INK).currentLineHeight(true) + 2 * PAD_Y;
  const noteHeight = totals.note ? 20 : 0;
  const gap = 12;
  if (!ensureSpace(doc, gap + (totals.rows.length + 1) * lineHeight + noteHeight)) doc.y += gap;

  const amounts = (values: (string | undefined)[], y: number) =>
    values.forEach((value, i) => {
      if (value !== undefined && amountXs[i] !== undefined)
        doc.text(value, amountXs[i] + PAD_X, y, { width: AMOUNT_WIDTH - 2 * PAD_X, align: "right" });
    });

  if (totals.columns) {
    write(doc, BOLD, size.small, MUTED);
    amounts([...totals.columns], doc.y);
    doc.y += 4;
  }
  totals.rows.forEach((row, i) => {
    const isTotal = i === totals.rows.length - 1;
    if (isTotal) rule(doc, doc.y + 2, INK);
    const y = doc.y + PAD_Y;
    write(doc, isTotal ? BOLD : REGULAR, isTotal ? size.total : size.body, INK);
    doc.text(row.label, labelX, y, { width: labelWidth, align: "right" });
    const afterLabel = doc.y;
    amounts([row.amount, row.otherCurrency], y);
    doc.y = Math.max(afterLabel, doc.y) + PAD_Y;
  });
  if (totals.note)
    write(doc, REGULAR, size.small, MUTED).text(totals.note, labelX, doc.y + 2, {
      width: right(doc) - labelX - PAD_X,
      align: "right",
    });
}

/** A heading and its lines; empty, it prints nothing. */
function drawSection(doc: Pdf, heading: string, lines: string[], { bullets }: { bullets: boolean }) {
  if (lines.length === 0) return;
  const gap = 18;
  const indent = bullets ? 12 : 0;
  const width = contentWidth(doc) - indent;
  const headingHeight = write(doc, BOLD, size.heading, INK).heightOfString(heading, { width });
  const firstLine = write(doc, REGULAR, size.body, INK).heightOfString(lines[0], { width });
  if (!ensureSpace(doc, gap + headingHeight + 4 + firstLine)) doc.y += gap;

  write(doc, BOLD, size.heading, INK).text(heading, left(doc), doc.y, { width: contentWidth(doc) });
  doc.y += 4;
  for (const line of lines) {
    write(doc, REGULAR, size.body, INK);
    ensureSpace(doc, doc.currentLineHeight(true));
    const y = doc.y;
    if (bullets) doc.text("•", left(doc), y);
    doc.text(line, left(doc) + indent, y, { width });
    doc.y += 3;
  }
}

/** The footer text and 'Page N of M' (with the reference, for a loose page) on every page. */
function drawFooters(doc: Pdf, plan: PlanDocument) {
  const { start, count } = doc.bufferedPageRange();
  const counterWidth = 170;
  for (let i = 0; i < count; i++) {
    doc.switchToPage(start + i);
    const contentBottom = doc.page.margins.bottom;
    // The footer sits below the content's bottom margin; without this pdfkit would start a page.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN - FOOTER_BAND + 12;
    rule(doc, y - 6);
    write(doc, REGULAR, size.small - 0.5, MUTED);
    doc.text(plan.footer, left(doc), y, {
      width: contentWidth(doc) - counterWidth - PAD_X,
      height: FOOTER_BAND - 6,
      ellipsis: true,
    });
    doc.text(`${plan.reference} · ${plan.labels.pageOf(i + 1, count)}`, right(doc) - counterWidth, y, {
      width: counterWidth,
      align: "right",
    });
    doc.page.margins.bottom = contentBottom;
  }
}
