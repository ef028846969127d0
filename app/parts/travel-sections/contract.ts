/**
 * The travel sections' contract: the data-* names that tie their markup (travel-sections.tsx) to
 * their script (script.ts, through sections.ts). The only place these names are written.
 */
export const travelContract = {
  /** A collapsible section (its id is the hash that opens it). */
  section: "data-travel-section",
  /** The button in a section's heading that opens or closes it. */
  toggle: "data-travel-toggle",
  /** A section's content, hidden by CSS while closed. */
  content: "data-travel-content",
  /** On the button and the content: 'open' or 'closed' (the styles read it). */
  state: "data-state",
} as const;

type TravelName = (typeof travelContract)[keyof typeof travelContract];

/** A section's state, as `travelContract.state` says it. */
export type TravelState = "open" | "closed";

/** The markup's attribute: `{...travelAttr(travelContract.state, "open")}`; a bare mark is `true`. */
export const travelAttr = (name: TravelName, value: string | true = true) => ({ [name]: value });

/** A selector for an element carrying one of the names above. */
export const travelSelector = (name: TravelName) => `[${name}]`;
