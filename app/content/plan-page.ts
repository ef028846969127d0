import type { Country } from "./price-list";
import { site } from "./site";

/** Where the prices at home are, as a sentence says it. */
const inCountry: Record<Country, string> = { uk: "in the UK", germany: "in Germany", usa: "in the USA" };

/**
 * The words of the patient's treatment plan page (/plan/<token>), in British English; German and
 * French in de/ and fr/. Amounts and dates arrive formatted in the plan's language
 * (app/lib/format.ts); the refusals' sentences are plan-patient.ts's.
 */
export const planPageCopy = {
  metaTitle: (reference: string) => `Your treatment plan ${reference} | ${site.name}`,
  heading: "Your treatment plan",
  reference: "Plan reference",
  version: (version: number) => `Version ${version}`,
  patient: "Patient",
  dentist: "Your dentist",
  validUntil: "Valid until",
  private: "This page opens only from the link in your email. Please do not share the link.",
  pdf: "Download PDF",
  visitsHeading: "Your visits to Budapest",
  trips: (trips: number) =>
    trips === 1
      ? "Your treatment takes one trip to Budapest."
      : `Your treatment takes ${trips} trips to Budapest.`,
  visitNames: ["First visit", "Second visit", "Third visit", "Fourth visit"],
  workingDays: (days: number) => (days === 1 ? "1 working day" : `${days} working days`),
  nights: (nights: number) =>
    nights === 1 ? "about 1 night in Budapest" : `about ${nights} nights in Budapest`,
  healing: (months: number) =>
    months === 1 ? "After 1 month of healing at home:" : `After ${months} months of healing at home:`,
  columns: { item: "Treatment", teeth: "Teeth", quantity: "Quantity", amount: "Amount" },
  noTeeth: "–",
  free: "Free",
  priceHeading: "The price",
  subtotal: "Subtotal",
  discount: (percent: number) => `Newsletter discount (${percent}%)`,
  /** With the amount after it: the line consultationEvent.story.creditLine names. */
  creditLabel: "Consultation day credit",
  total: "Total",
  /** An amount in euros with the pounds beside it. */
  withPounds: (eur: string, pounds: string) => `${eur} (about ${pounds})`,
  /** The pounds under an amount in euros, in a table: 'about £434'. */
  aboutPounds: (pounds: string) => `about ${pounds}`,
  chargedInEuros: "You pay in euros: the amounts in pounds are a guide, at our one exchange rate.",
  homeHeading: "What the same treatment costs at home",
  homeIntro: (market: Country) =>
    `Our price list gives the usual price ${inCountry[market]} for some complete treatments. Where your plan holds every part of one, you can compare it here.`,
  homeColumns: {
    treatment: "Complete treatment",
    budapest: "On this plan",
    home: (market: Country) => `${inCountry[market].charAt(0).toUpperCase()}${inCountry[market].slice(1)}`,
  },
  homeRest: "The other items on your plan are not compared: our price list has no price at home for them.",
  homeNone:
    "None of the treatments on your plan is one our price list has a price at home for, so we show no comparison rather than a guess.",
  homeNote:
    "Prices at home are typical prices for the same complete treatment, not a quote from another clinic.",
  includedHeading: "Included at no extra charge",
  questionsHeading: "Questions about your plan?",
  questionsText: "Ask us before you decide. Your Dental Tourism Manager answers by WhatsApp, email or phone.",
  whatsapp: "WhatsApp",
  whatsappMessage: (reference: string) =>
    `Hello ${site.name}, I have a question about my treatment plan ${reference}.`,
  accept: {
    heading: "Accept this plan",
    text: (version: number) =>
      `To accept version ${version} of your plan, type your full name as it appears on the plan and tick the box.`,
    nameLabel: "Your full name",
    termsLabel: "I accept this treatment plan and the terms",
    termsLink: "Read the terms",
    submit: "Accept treatment plan",
  },
  accepted: {
    heading: "You have accepted this plan",
    text: (version: number, when: string) =>
      `You accepted version ${version} of your plan on ${when}. Thank you: the clinic has been told, and your Dental Tourism Manager will contact you to plan your first visit.`,
  },
  decline: {
    heading: "Not going ahead?",
    text: "If you do not want this plan, you can tell us here.",
    start: "Decline this plan",
    confirmHeading: "Decline this plan?",
    confirmText:
      "Once you decline, this plan can no longer be accepted online. If you change your mind, contact us and we will write you a new plan.",
    reasonLegend: "Would you tell us why? (optional)",
    noReason: "I would rather not say",
    submit: "Decline",
    keep: "Keep the plan",
  },
  declined: {
    heading: "You have declined this plan",
    text: (when: string) =>
      `You declined this plan on ${when}. If you would like to talk about it or have a new plan written, we are happy to help.`,
  },
  expiredHeading: "This plan has expired",
  answeredHeading: "This plan has been answered",
  superseded: (current: number) =>
    `This is an earlier version of your plan. Version ${current} is your current plan.`,
  readVersion: (version: number) => `Read version ${version}`,
  earlierHeading: "Earlier versions",
  earlierVersion: (version: number, sentOn: string) =>
    `Version ${version}, sent on ${sentOn}, replaced by a later version`,
  contact: `You can reach the clinic on ${site.phone.display} or at ${site.email}.`,
  /** The PDF of the plan (/plan/<token>/plan.pdf): what it adds to the page's words. */
  pdfDocument: {
    title: "Treatment plan",
    issued: "Issued",
    unitPrice: "Unit price",
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
    footer: "Prices are fixed for this plan until the date it is valid until.",
    notes: "Notes",
  },
  errorSummary: "Your answer was not taken:",
} as const;
