/**
 * The prices page (/prices): indicative prices in EUR (docs/product.md, Prices and the calculator).
 * GBP amounts are computed by the page (EUR x 0.86, rounded); bank details come from `site.bank`.
 */
import { consultationDay } from "./consultation-day";
import type { IconName, PriceGroupId } from "./types";

export interface PriceItem {
  title: string;
  /** EUR, or the word FREE. */
  price: number | "FREE";
  note?: string;
}

export interface PriceGroup {
  /** Anchor id on /prices (link: /prices#<id>). */
  id: PriceGroupId;
  title: string;
  intro?: string;
  items: PriceItem[];
}

export const pricesPage: {
  title: string;
  subtitle: string;
  reassurance: { icon: IconName; title: string; text: string }[];
  groups: PriceGroup[];
  paymentOptions: { title: string; text: string }[];
  importantInformation: string[];
  metaDescription: string;
} = {
  title: "Dental Prices in Budapest",
  subtitle:
    "Indicative prices in euros for our most common treatments. Your consultation is free, and you receive a written quote with your treatment plan before any treatment begins.",
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
  groups: [
    {
      id: "free-services",
      title: "Free Services",
      intro: "Included at no extra charge.",
      items: [
        { title: "Consultation package (examination and treatment plan)", price: "FREE" },
        { title: "Panoramic X-ray", price: "FREE" },
        { title: "Implant uncovering", price: "FREE" },
        { title: "Healing abutment and impression for implant crowns", price: "FREE" },
        { title: "After-care kit", price: "FREE", note: "Given to you at the end of your treatment" },
      ],
    },
    {
      id: "dental-x-ray",
      title: "Dental X-ray",
      intro: "Imaging is taken in the clinic, so your dentist can plan your treatment on the day.",
      items: [
        { title: "CT scan", price: 90, note: "3D imaging for implant planning" },
        { title: "Panoramic X-ray", price: "FREE" },
      ],
    },
    {
      id: "dental-hygiene",
      title: "Dental Hygiene",
      items: [
        { title: "Hygiene treatment (scaling and polishing)", price: 81 },
        { title: "Teeth whitening", price: 205, note: "In-clinic whitening" },
      ],
    },
    {
      id: "conservative-dentistry",
      title: "Conservative Dentistry",
      intro: "Treatments that save and repair your natural teeth.",
      items: [
        { title: "Aesthetic filling", price: 94, note: "Tooth-coloured composite" },
        { title: "Root canal treatment", price: 104, note: "Per canal" },
        { title: "Composite inlay", price: 139 },
        { title: "Ceramic inlay", price: 167 },
      ],
    },
    {
      id: "restorative-dentistry",
      title: "Restorative Dentistry",
      intro: "Crowns and veneers are made in our in-house laboratory.",
      items: [
        { title: "PFM (porcelain-fused-to-metal) crown", price: 171 },
        { title: "Zirconia crown", price: 191 },
        { title: "Zirconia veneer", price: 192 },
        { title: "E.max veneer", price: 200 },
        { title: "All-ceramic crown", price: 200 },
      ],
    },
    {
      id: "implants",
      title: "Implants",
      intro:
        "A complete implant tooth has three parts: the implant, the abutment and the crown. Your treatment plan lists every item you need.",
      items: [
        { title: "Alpha Bio implant", price: 322 },
        { title: "Neodent implant", price: 322 },
        { title: "Implant surgery (Alpha Bio, Neodent)", price: 215, note: "Per implant" },
        { title: "Straumann implant", price: 504, note: "Premium Swiss system" },
        { title: "Premium implant surgery (Straumann)", price: 336, note: "Per implant" },
        { title: "Abutment (standard)", price: 218 },
        { title: "Abutment (Straumann)", price: 289 },
        { title: "Abutment (individual zirconia)", price: 333 },
        { title: "Metal-ceramic crown on implant", price: 161 },
        { title: "Zirconia crown on implant", price: 200 },
        { title: "All-on-4 bridge, zirconium", price: 2116, note: "Per arch, implants priced separately" },
        {
          title: "All-on-4 bridge, metal ceramic",
          price: 1915,
          note: "Per arch, implants priced separately",
        },
        { title: "All-on-6 bridge, zirconium", price: 2217, note: "Per arch, implants priced separately" },
        {
          title: "All-on-6 bridge, metal ceramic",
          price: 2016,
          note: "Per arch, implants priced separately",
        },
      ],
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
    "Prices are indicative. Your final price is confirmed in your written treatment plan after the consultation.",
    "Payment is due before each stage of treatment.",
    "Instalments are possible when your treatment is spread over more than one visit.",
    "GBP amounts are shown for convenience (EUR x 0.86, rounded). You can pay in EUR or GBP.",
    consultationDay.treatmentArrival,
    "The 3-year warranty requires a check-up every 6 months and following the aftercare instructions your dentist gives you.",
    "The consultation-event fee (€50 / £42) is credited toward your treatment.",
  ],
  metaDescription:
    "Indicative dental prices in Budapest in EUR or GBP: implants, crowns, veneers, fillings and hygiene. Free consultation and a written quote before treatment.",
};
