/**
 * The words of the prices page (/prices). Its prices, groups and totals come from the one price
 * list (app/content/price-list.ts); bank details come from `site.bank`.
 */
import { consultationDay } from "./consultation-day";
import { consultationEvent } from "./event";
import { priceWords } from "./price-list";
import type { IconName } from "./types";

export const pricesPage: {
  title: string;
  subtitle: string;
  reassurance: { icon: IconName; title: string; text: string }[];
  paymentOptions: { title: string; text: string }[];
  importantInformation: string[];
  metaDescription: string;
} = {
  title: "Dental Prices in Budapest",
  subtitle:
    "Indicative prices in euros or pounds for our most common treatments. Before any treatment begins, you receive a written treatment plan with your full price.",
  reassurance: [
    {
      icon: "shield",
      title: "3-Year Warranty",
      text: "Crowns, bridges, veneers and implant work are covered by our 3-year warranty when you attend regular check-ups.",
    },
    {
      icon: "clock",
      title: "Treatment in 3-5 Days",
      text: "Most crown, veneer and bridge treatments are completed in a single stay of 3-5 days, thanks to our in-house laboratory.",
    },
    {
      icon: "users",
      title: "Dedicated Support",
      text: "Your own Dental Tourism Manager answers your questions, books your appointments and helps with flights, hotel and transfers.",
    },
  ],
  paymentOptions: [
    {
      title: "Credit Card",
      text: "Pay at reception by credit or debit card.",
    },
    {
      title: "Bank Transfer",
      text: "Transfer in EUR or GBP to the matching account in our bank details. Please use your full name as the payment reference.",
    },
    {
      title: "Cash",
      text: "Pay in cash in EUR or GBP at reception.",
    },
  ],
  importantInformation: [
    "Prices are indicative. Your final price is confirmed in your written treatment plan.",
    "Payment is due before each stage of treatment.",
    "Instalments are possible when your treatment is spread over more than one visit.",
    priceWords.rate,
    consultationDay.treatmentArrival,
    "The 3-year warranty requires a check-up every 6 months and following the aftercare instructions your dentist gives you.",
    `${consultationEvent.story.day} ${consultationEvent.story.credit}`,
  ],
  metaDescription:
    "Indicative dental prices in Budapest in EUR or GBP: implants, crowns, veneers, fillings and hygiene. Free review of your X-rays and a written treatment plan before treatment.",
};

/** The prices page's headings, buttons and labels around its copy. */
export const pricesLabels = {
  eyebrow: "Prices",
  reassurance: "What comes with every treatment",
  groups: "Price groups",
  /** Beside the 'Book Consultation' link: what is free (issue 42). */
  freeConsultation: consultationEvent.story.free,
  payment: "Payment options",
  bankTransfer: "Bank transfer details",
  bank: {
    bank: "Bank",
    company: "Company",
    swift: "SWIFT / BIC",
    eur: "EUR account",
    gbp: "GBP account",
  },
  important: "Important information",
} as const;
