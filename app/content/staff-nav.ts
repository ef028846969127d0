import { site } from "./site";

/**
 * The words around every back-office page: its title in the browser tab, the header and its
 * navigation, signing out, and the page shown when a staff page cannot be opened. The pages'
 * names are here once: the navigation and each page's title use the same words.
 */

export const staffPageNames = {
  backOffice: "Back office",
  leads: "Leads",
  plans: "Treatment plans",
  analytics: "Analytics",
  consultationDays: "Consultation days",
  subscribers: "Subscribers",
  gdpr: "GDPR requests",
  accounts: "Accounts",
  audit: "Audit log",
  passkeys: "Passkeys",
} as const;

export const staffShellWords = {
  /** A staff page's title in the browser tab: 'Leads · Staff · Budapest Dental Clinic'. */
  metaTitle: (title: string) => `${title} · Staff · ${site.name}`,
  skipLink: "Skip to content",
  brand: `${site.name}: staff`,
  navLabel: staffPageNames.backOffice,
  newLeads: (count: number) => `${count} new`,
  signOut: "Sign out",
  signOutEverywhere: "Sign out everywhere",
};

/** The page a staff route shows when it cannot be opened, by its status. */
export const staffErrorWords = {
  forbidden: { heading: "Not allowed", text: "Only an administrator can open this page." },
  notFound: { heading: "Not found", text: "There is nothing here. It may have been erased." },
  failed: { heading: "Something went wrong", text: "Something went wrong on our side. Please try again." },
  back: "Back to the leads",
};
