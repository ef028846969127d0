import { staffPageNames } from "./staff-nav";

/** The words of the back office's newsletter subscribers page: the list, its export, unsubscribing one. */
export const staffSubscribersCopy = {
  title: staffPageNames.subscribers,
  export: "Export (CSV)",
  statuses: {
    pending: "Pending (not confirmed)",
    confirmed: "Confirmed",
    unsubscribed: "Unsubscribed",
  },
  counts: (confirmed: number, pending: number, unsubscribed: number) =>
    `${confirmed} confirmed, ${pending} waiting for confirmation, ${unsubscribed} unsubscribed`,
  tableLabel: "Newsletter subscribers",
  columns: {
    email: "Email",
    status: "Status",
    signedUp: "Signed up",
    sourcePage: "From page",
    language: "Language",
    actions: "Actions",
  },
  filter: {
    label: "Language",
    any: "All languages",
    submit: "Filter",
    clear: "Show all",
  },
  unsubscribe: "Unsubscribe",
  /** The button's accessible name says whose sign-up it ends. */
  unsubscribeLabel: (email: string) => `Unsubscribe ${email}`,
  unsubscribed: "Unsubscribed.",
  gone: "That subscriber is no longer on the list.",
};
