import { staffPageNames } from "./staff-nav";

type Detail = Record<string, string | number>;

const historyPurposes: Record<string, string> = {
  "day-sheet": "the day sheet",
  "patient-page": "the patient page",
};
const count = (n: unknown, one: string, many: string) => `${Number(n)} ${Number(n) === 1 ? one : many}`;

/** The words of the back office's audit log page (administrators). */
export const staffAuditCopy = {
  title: staffPageNames.audit,
  intro:
    "People are shown as a hash of their email address: to find someone's entries, search their address on the GDPR page, or compare the SHA-256 of the lower-cased address. A search is shown as the same kind of hash of what was typed, and an export with its filter and how many rows it had. A medical history is named by its number (health:…), never by an answer or a flag.",
  tableLabel: staffPageNames.audit,
  columns: { when: "When", who: "Who", what: "What", subject: "For", details: "Details" },
  /**
   * The actions whose code alone says too little, in words, and their details in a sentence
   * (the code and its raw details are shown with them, as for every other action).
   */
  actions: {
    "health.view": {
      what: "Read a medical history",
      details: (d: Detail) =>
        Number(d.versions) === 0 ? "Not filled in yet" : `Version ${d.version} of ${d.versions}`,
    },
    "health.flags": {
      what: "Read medical history flags",
      details: (d: Detail) =>
        `For ${historyPurposes[String(d.purpose)] ?? d.purpose}: ${count(d.people, "person", "people")}, ${count(
          d.histories,
          "history",
          "histories",
        )} filled in`,
    },
    "health.fhir": {
      what: "Downloaded a medical history for the practice system",
      details: (d: Detail) =>
        Number(d.versions) === 0 ? "Not filled in yet: nothing to download" : `Version ${d.version}, FHIR R4`,
    },
  } as Record<string, { what: string; details: (detail: Detail) => string } | undefined>,
};
