/**
 * Every content module in every language, one map per export (docs/decisions/0023-languages.md):
 * `homeIn.de` is the German home page. The maps live in app/content/in/<module>.ts, one file per
 * English module, so a page's bundle carries only the words it reads; this file gathers them for
 * tests and tools. English modules never import their translations, so a translation may use
 * values the English module computes. The types make every language complete; the test beside
 * this file makes every key, list item and identifier match English.
 */
export * from "./in/language-words";
export * from "./in/booking-api";
export * from "./in/booking-emails";
export * from "./in/booking-patient";
export * from "./in/clinic";
export * from "./in/consultation-day";
export * from "./in/consultation-success";
export * from "./in/contact";
export * from "./in/dates";
export * from "./in/dentist-page";
export * from "./in/email-courtesy";
export * from "./in/desk-emails";
export * from "./in/discount";
export * from "./in/discount-field";
export * from "./in/en";
export * from "./in/event";
export * from "./in/event-booking";
export * from "./in/form-errors";
export * from "./in/gallery";
export * from "./in/home";
export * from "./in/http-errors";
export * from "./in/labels";
export * from "./in/lead-emails";
export * from "./in/legal";
export * from "./in/manage-booking";
export * from "./in/medical-history";
export * from "./in/medical-history-page";
export * from "./in/navigation";
export * from "./in/newsletter";
export * from "./in/outage";
export * from "./in/pages";
export * from "./in/plan-page";
export * from "./in/plan-patient";
export * from "./in/plan-deposit-patient";
export * from "./in/plan-follow-ups";
export * from "./in/price-list";
export * from "./in/prices";
export * from "./in/quote";
export * from "./in/site";
export * from "./in/team";
export * from "./in/test-checkout";
export * from "./in/travel";
export * from "./in/treatment-page";
export * from "./in/waiting-list";
export * from "./in/whatsapp";
export * from "./in/treatments";
export * from "./in/dentists";
export * from "./in/reminder-texts";
