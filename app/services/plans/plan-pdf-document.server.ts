/**
 * The plan page's data as the PDF prints it (/plan/<token>/plan.pdf): the same version, words
 * and amounts as the page, written out in the plan's language for plan-pdf.server.ts, which
 * looks nothing up. Amounts in euros, and for a plan in pounds the pounds in a second column.
 */
import { dentistsIn } from "~/content/in/dentists";
import { planPageCopyIn } from "~/content/in/plan-page";
import { priceItemsIn } from "~/content/in/price-list";
import { siteIn } from "~/content/in/site";
import { discountPercent } from "~/content/discount";
import { formatEurAmount, formatEurInGbp, formatEventDate } from "~/lib/format";
import type { PlanPageData } from "~/lib/plan-page";
import { planLetterhead, type PlanDocument, type PlanTotalRow } from "./plan-document";

export function planPdfDocument(plan: PlanPageData): PlanDocument {
  const locale = plan.locale;
  const copy = planPageCopyIn[locale];
  const items = priceItemsIn[locale] as Record<string, { title: string } | undefined>;
  const site = siteIn[locale];
  const dentist = plan.dentist ? dentistsIn[locale][plan.dentist] : undefined;
  const eur = (cents: number) => `${cents < 0 ? "−" : ""}${formatEurAmount(Math.abs(cents), locale)}`;
  const gbp = (cents: number) => `${cents < 0 ? "−" : ""}${formatEurInGbp(Math.abs(cents) / 100, locale)}`;
  const inPounds = plan.currency === "GBP";
  const row = (label: string, cents: number): PlanTotalRow => ({
    label,
    amount: eur(cents),
    ...(inPounds ? { otherCurrency: gbp(cents) } : {}),
  });
  const totals: PlanTotalRow[] = [row(copy.subtotal, plan.subtotalCents)];
  if (plan.discountCents > 0) totals.push(row(copy.discount(discountPercent), -plan.discountCents));
  if (plan.consultationCreditCents > 0) totals.push(row(copy.creditLabel, -plan.consultationCreditCents));
  totals.push(row(copy.total, plan.totalCents));
  return {
    language: locale,
    title: copy.pdfDocument.title,
    letterhead: planLetterhead(locale),
    patientName: plan.patientName,
    reference: plan.reference,
    version: copy.version(plan.version),
    issued: plan.sentOn ? formatEventDate(plan.sentOn, locale) : "",
    validUntil: formatEventDate(plan.validUntil, locale),
    dentist: dentist ? `${dentist.name}, ${dentist.title}` : "",
    labels: {
      patient: copy.patient,
      reference: copy.reference,
      issued: copy.pdfDocument.issued,
      validUntil: copy.validUntil,
      dentist: copy.dentist,
      columns: {
        description: copy.columns.item,
        teeth: copy.columns.teeth,
        quantity: copy.columns.quantity,
        unitPrice: copy.pdfDocument.unitPrice,
        amount: copy.columns.amount,
      },
      included: copy.includedHeading,
      notes: copy.pdfDocument.notes,
      questions: copy.questionsHeading,
      pageOf: copy.pdfDocument.pageOf,
    },
    visits: plan.visits.map((visit, index) => ({
      heading: `${copy.visitNames[index] ?? copy.visitNames.at(-1)}: ${copy.workingDays(visit.workingDays)}, ${copy.nights(visit.workingDays)}`,
      ...(visit.healingMonthsBefore > 0 ? { timing: copy.healing(visit.healingMonthsBefore) } : {}),
      items: plan.items
        .filter((item) => item.visit === index + 1)
        .map((item) => ({
          description: items[item.itemId]?.title ?? item.title,
          teeth: item.teeth.join(", "),
          quantity: String(item.quantity),
          unitPrice: item.lineCents === 0 ? copy.free : eur(Math.round(item.lineCents / item.quantity)),
          amount: item.lineCents === 0 ? copy.free : eur(item.lineCents),
          ...(item.note ? { note: item.note } : {}),
        })),
    })),
    totals: {
      ...(inPounds ? { columns: ["EUR", "GBP"] as const } : {}),
      rows: totals,
      ...(inPounds ? { note: copy.chargedInEuros } : {}),
    },
    included: plan.included.map((id) => items[id]?.title ?? id),
    notes: [],
    questions: [
      copy.questionsText,
      `${copy.whatsapp}: +${site.whatsapp.number}`,
      site.email,
      site.phone.display,
    ],
    footer: copy.pdfDocument.footer,
  };
}
