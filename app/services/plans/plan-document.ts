/**
 * One version of a treatment plan as the patient reads it, every word and figure already written
 * in their language: what the PDF (plan-pdf.server.ts) prints, and nothing it has to look up or
 * format. Amounts and dates come from app/lib/format.ts, words from app/content.
 */
import { siteIn } from "~/content/in/site";
import type { Locale } from "~/content/locales";

/** One row of the plan's table. */
export interface PlanItemRow {
  /** The treatment, as the price list names it: 'Couronne céramique (zircone)'. */
  description: string;
  /** FDI tooth numbers: '11, 21', or '' when the item is for no particular tooth. */
  teeth: string;
  /** '2' */
  quantity: string;
  /** '€450' · '450 €' */
  unitPrice: string;
  /** The quantity times the unit price: '€900' · '900 €' */
  amount: string;
  /** A note staff wrote for this item, printed under it. */
  note?: string;
}

/** A stay in Budapest and the items done in it. */
export interface PlanVisit {
  /** 'First visit: 5 working days' */
  heading: string;
  /** When it comes: 'after 3–6 months of healing'. */
  timing?: string;
  items: PlanItemRow[];
}

/** A line under the table: the subtotal, a deduction, the total. */
export interface PlanTotalRow {
  /** 'Consultation day credit' */
  label: string;
  /** '−€50' · '2 610 €' */
  amount: string;
  /** The same amount in the patient's own currency, printed in a second column: '£2,245'. */
  otherCurrency?: string;
}

export interface PlanTotals {
  /** The amount columns' headings when a second currency is shown: ['EUR', 'GBP']. */
  columns?: readonly [string, string];
  /** The last row is the total, printed in bold. */
  rows: PlanTotalRow[];
  /** A line under the total: 'About £2,245 at today's rate.' */
  note?: string;
}

/** The words around the figures: labels, headings and the page counter. */
export interface PlanLabels {
  patient: string;
  reference: string;
  issued: string;
  validUntil: string;
  dentist: string;
  /** The table's column headings, repeated at the top of every page the table runs onto. */
  columns: {
    description: string;
    teeth: string;
    quantity: string;
    unitPrice: string;
    amount: string;
  };
  included: string;
  notes: string;
  questions: string;
  /** 'Page 2 of 3' */
  pageOf: (page: number, pages: number) => string;
}

/** The clinic's name and the lines under it at the top of the first page. */
export interface PlanLetterhead {
  name: string;
  lines: string[];
}

export interface PlanDocument {
  /** The patient's language: the PDF says it is written in it (/Lang). */
  language: Locale;
  /** 'Treatment plan' · 'Behandlungsplan': the heading and the PDF's title. */
  title: string;
  letterhead: PlanLetterhead;
  patientName: string;
  /** The plan's reference: 'TP-7K3M-2Q'. */
  reference: string;
  /** 'Version 2' */
  version: string;
  /** The dates, written: '26 November 2026'. */
  issued: string;
  validUntil: string;
  /** The responsible dentist: 'Dr Anna Kovács'. */
  dentist: string;
  labels: PlanLabels;
  visits: PlanVisit[];
  totals: PlanTotals;
  /** What the price includes, one line each. */
  included: string[];
  notes: string[];
  /** How to ask a question: 'WhatsApp: +36 20 555 0100', 'Email: …', 'Phone: …'. */
  questions: string[];
  /** Printed at the foot of every page, beside the page counter. */
  footer: string;
}

/** The clinic's letterhead in a language, from its one identity file (app/content/site.ts). */
export function planLetterhead(language: Locale): PlanLetterhead {
  const site = siteIn[language];
  const { street, postalCode, city, country } = site.address;
  return {
    name: site.name,
    lines: [`${street}, ${postalCode} ${city}, ${country}`, `${site.phone.display} · ${site.email}`],
  };
}
