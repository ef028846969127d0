import { staffPageNames } from "./staff-nav";

/**
 * The words of the back office's GDPR requests page: finding what is stored about one email
 * address, exporting it, and erasing it (administrators only).
 */

/** What the page counts for a person, by the key app/services/patients/gdpr.server.ts gives it. */
export const gdprStoredLabels: Record<string, string> = {
  leads: "Leads",
  leadNotes: "Staff notes on their leads",
  leadFiles: "X-rays and photos sent with their leads",
  bookings: "Consultation bookings",
  subscriptions: "Newsletter sign-ups",
  emails: "Emails (to them or about them)",
  testCheckouts: "Test checkouts",
  spam: "Blocked (honeypot) submissions",
  medicalHistoryVersions: "Medical history versions",
  waitingLists: "Places on waiting lists",
};

export interface ErasureCounts {
  leadsDeleted: number;
  filesDeleted: number;
  subscriptionsDeleted: number;
  /** Unsent emails deleted and sent ones blanked, together. */
  emails: number;
  unpaidBookingsDeleted: number;
  paidBookingsAnonymised: number;
  medicalHistoryVersionsDeleted: number;
  /** Everything, added up. */
  total: number;
}

export const staffGdprCopy = {
  title: staffPageNames.gdpr,
  email: "The person's email address",
  find: "Find their data",
  export: "Export as JSON",
  erase: {
    legend: "Erase (cannot be undone)",
    confirm: "Type the address again to confirm",
    submit: "Erase everything about this person",
    adminsOnly: "Erasing a person's data is for administrators.",
  },
  storedFor: (email: string) => `Stored for ${email}`,
  erased: (n: ErasureCounts) =>
    `Erased: ${n.leadsDeleted} leads (with ${n.filesDeleted} X-rays and photos), ${n.subscriptionsDeleted} newsletter sign-ups, ${n.emails} emails, ${n.unpaidBookingsDeleted} unpaid bookings, ${n.medicalHistoryVersionsDeleted} medical history versions deleted; ${n.paidBookingsAnonymised} paid bookings kept without the address, name or phone. ${n.total === 0 ? "Nothing was stored for that address." : ""}`.trim(),
  errors: {
    forbidden: "Only an administrator can erase a person's data.",
    confirm: "To erase, type the email address a second time in the confirmation box.",
  },
};
