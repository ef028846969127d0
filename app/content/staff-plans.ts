import { planSettings } from "./plans";

/**
 * The back office's treatment plans (English, as the rest of the back office): the pipeline
 * page, a plan's page and its editor, and the plans listed on a lead's and a patient's page.
 * The use cases' own refusals are in plans.ts (planStaffErrors); the patient's words in
 * plan-patient.ts.
 */

/** A plan's state as staff read it (a version's status). */
export const planStatusLabels = {
  draft: "Draft",
  sent: "Sent",
  viewed: "Viewed",
  accepted: "Accepted",
  declined: "Declined",
  expired: "Expired",
  superseded: "Superseded",
} as const;

/** The pipeline's views: the states, and accepted plans whose deposit is paid. */
export const pipelineViewLabels = { ...planStatusLabels, "deposit-paid": "Deposit paid" } as const;

export const staffPlansWords = {
  pipeline: {
    title: "Treatment plans",
    intro:
      "Every plan in the state of its latest version sent (a plan not sent yet is a draft). Deposit paid lists the accepted plans whose deposit is paid, with their plans' value.",
    viewsLabel: "Plans by state",
    tableLabel: (label: string) => `Plans: ${label}`,
    none: (label: string) => `No plans are ${label.toLowerCase()}.`,
    columns: {
      reference: "Reference",
      patient: "Patient",
      language: "Language",
      version: "Version",
      status: "Status",
      total: "Total",
      sent: "Sent",
      validUntil: "Valid until",
    },
    newDraft: "a new version is being written",
    notSent: "not sent",
    howToWrite:
      "To write a plan, open a lead (Write a treatment plan) or a paid consultation booking on the patient's page.",
  },
  list: {
    heading: "Treatment plans",
    none: "No treatment plans yet.",
    tableLabel: "Treatment plans",
    columns: {
      reference: "Plan",
      version: "Version",
      status: "Status",
      total: "Total",
      validUntil: "Valid until",
    },
    withDraft: (status: string) => `${status}, new version in draft`,
    write: "Write a treatment plan",
    writeFromBooking: (reference: string) => `Write a treatment plan from booking ${reference}`,
    daySheet: (reference: string, status: string) => `Plan ${reference}: ${status}`,
    noEmail: "A treatment plan is sent by email: this lead has no email address.",
  },
  plan: {
    title: (reference: string | undefined) => (reference ? `Treatment plan ${reference}` : "Treatment plan"),
    back: "← All treatment plans",
    patient: "Patient",
    facts: {
      name: "Name",
      email: "Email",
      language: "Language",
      currency: "Currency",
      currencies: { EUR: "Euros only", GBP: "Pounds beside the euros" },
      from: "Written from",
      lead: "the lead",
      booking: (reference: string) => `consultation booking ${reference}`,
      patientPage: "The patient's page",
      credit: "Consultation day credit",
      noCredit: "none: the patient has no paid consultation day that is not credited on another plan",
      creditOf: (amount: string, reference: string) => `${amount} (booking ${reference})`,
      discount: "Newsletter discount",
      discountOf: (percent: number, code: string) => `${percent}% off the treatment (code ${code})`,
      noDiscount: "none",
    },
    created: (reference: string) =>
      `Plan ${reference} written. Its first version is a draft: fill it in below.`,
    saved: "Draft saved.",
    revised: (version: number) => `Version ${version} is a new draft, copied from the last version sent.`,
    deposit: {
      heading: "Deposit",
      none: "No deposit is due: the plan's current version is not accepted, or its total is nothing.",
      due: (amount: string) => `${amount} due: the patient can pay it by card from their plan's page.`,
      open: (amount: string) => `${amount}: the patient has opened the card payment but not finished it.`,
      paid: (amount: string, when: string) => `${amount} paid on ${when}.`,
      remaining: (amount: string) => `Still to pay of the plan: ${amount}.`,
      refunded: (when: string, reference: string | null) =>
        `Refunded on ${when}${reference ? ` (reference ${reference})` : ""}.`,
      refund: "Refund the deposit",
      refundHint:
        "The card payment is given back through the payment provider and the patient is emailed. It cannot be undone.",
      refundedNotice: "The deposit is refunded; the patient and the clinic have been emailed.",
      closedNotice: "There is no paid deposit to refund (it may have been refunded already).",
    },
    sent: {
      heading: (version: number) => `Version ${version} sent`,
      link: "The patient's link",
      emails: "Emails queued",
      to: (recipient: string, subject: string) => `To ${recipient}: “${subject}”`,
    },
  },
  versions: {
    heading: "Versions",
    version: (n: number, status: string) => `Version ${n}: ${status}`,
    itemsLabel: (n: number) => `Items of version ${n}`,
    columns: {
      item: "Item",
      teeth: "Teeth",
      note: "Note",
      visit: "Visit",
      quantity: "Quantity",
      unit: "Unit price",
      amount: "Amount",
    },
    visitN: (n: number) => `Visit ${n}`,
    visit: (n: number, days: number, healing: number) =>
      `Visit ${n}: ${days} working ${days === 1 ? "day" : "days"}${healing > 0 ? `, after ${healing} ${healing === 1 ? "month" : "months"} of healing` : ""}`,
    noItems: "No items yet.",
    dentist: "Dentist",
    noDentist: "not chosen yet",
    validUntil: "Valid until",
    times: {
      sent: "Sent",
      viewed: "Opened by the patient",
      accepted: "Accepted",
      acceptedName: "Name typed to accept",
      declined: "Declined",
      declineReason: "Reason",
    },
    draftNote: "The draft's prices are the price list's today; they are taken again when it is sent.",
  },
  totals: {
    label: "Totals",
    subtotal: "Subtotal",
    discount: (percent: number) => `Newsletter discount (${percent}%)`,
    credit: "Consultation day credit",
    total: "Total",
    inPounds: "Total in pounds",
  },
  editor: {
    heading: (version: number) => `Draft: version ${version}`,
    intro:
      "Choose the dentist, the visits and the items. Empty rows are left out. Save the draft as often as you like; the patient sees nothing until you send it.",
    dentist: "Dentist",
    noDentist: "Not chosen yet",
    validUntil: "Valid until",
    validUntilHint: `A day after today. New plans are valid ${planSettings.validityDays} days.`,
    visits: "Visits",
    visitLegend: (n: number) => `Visit ${n}`,
    workingDays: "Working days",
    healing: "Months of healing before",
    healingFirst: "None before the first visit.",
    removeVisit: (n: number) => `Remove visit ${n}`,
    addVisit: "Add a visit",
    items: "Items",
    rowLegend: (n: number) => `Row ${n}`,
    item: "Item",
    noItem: "Choose an item (an empty row is left out)",
    itemOption: (title: string, price: string) => `${title} (${price})`,
    quantity: "Quantity",
    teeth: "Tooth numbers (FDI)",
    teethHint: "e.g. 36, 46",
    note: "Note (optional)",
    visit: "Visit",
    removeRow: (n: number) => `Remove row ${n}`,
    addRow: "Add a row",
    save: "Save draft",
    send: "Send to patient",
    sendHint: (email: string) =>
      `Saves the draft, prices it from the price list and emails the patient (${email}) a link to read and accept it. A sent version cannot be changed.`,
  },
  revise: {
    heading: "Change the plan",
    intro:
      "A sent version never changes. Write a new version: it starts as a copy of the last one; when you send it, the earlier version is superseded.",
    submit: "Write a new version",
  },
  errors: {
    summary: "There is a problem",
    quantity: `Quantity must be a whole number from 1 to ${planSettings.maxQuantity}.`,
    teeth: "Write the tooth numbers as two digits separated by commas, for example 36, 46.",
    workingDays: `Working days must be a whole number from 1 to ${planSettings.maxWorkingDays}.`,
    healing: `Months of healing must be a whole number from 0 to ${planSettings.maxHealingMonths}, and 0 before the first visit.`,
    visit: "Choose one of the plan's visits.",
    validUntil: "Choose a date after today.",
    dentist: "Choose one of the clinic's dentists.",
    notFound: "There is no such treatment plan.",
    noSource: "Choose the lead or booking to write the plan from.",
  },
};
