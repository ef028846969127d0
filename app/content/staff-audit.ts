import { staffPageNames } from "./staff-nav";

/** The words of the back office's audit log page (administrators). */
export const staffAuditCopy = {
  title: staffPageNames.audit,
  intro:
    "People are shown as a hash of their email address: to find someone's entries, search their address on the GDPR page, or compare the SHA-256 of the lower-cased address. A search is shown as the same kind of hash of what was typed, and an export with its filter and how many rows it had.",
  tableLabel: staffPageNames.audit,
  columns: { when: "When", who: "Who", what: "What", subject: "For", details: "Details" },
};
