/**
 * The counters' contract: the data-* name that ties their markup (animated-counter.tsx) to their
 * script (script.ts). The only place it is written.
 */
export const countersContract = {
  /** A counter ('5,000+'): the value it counts up to. */
  counter: "data-counter",
} as const;

type CountersName = (typeof countersContract)[keyof typeof countersContract];

/** The markup's attribute: `{...counterAttr(countersContract.counter, 5000)}`. */
export const counterAttr = (name: CountersName, value: number) => ({ [name]: value });

/** A selector for an element carrying one of the names above. */
export const counterSelector = (name: CountersName) => `[${name}]`;
