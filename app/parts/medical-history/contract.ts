/**
 * The medical history form's contract: the data-* names that tie its markup
 * (medical-history-form.tsx and its pieces) to its script (script.ts). The only place these
 * names are written in this part.
 */
export const historyFormContract = {
  /** The form. */
  form: "data-history-form",
  /**
   * What is asked only with a yes (a detail, a follow-up question, the list of medicines): the
   * question's field name (`answers.<id>`). Without JavaScript it is always shown, saying
   * 'If yes:'; the script shows it only while that question's answer is yes.
   */
  ifYes: "data-history-if-yes",
  /** On such a part that is also asked with a 'not sure' (a detail: what the patient is unsure of). */
  alsoUnsure: "data-history-also-unsure",
  /** On a part that holds a refusal: the script never hides it. */
  hasError: "data-history-error",
  /** The list of medicine rows, and each row in it. */
  medicines: "data-history-medicines",
  row: "data-history-row",
  /** A row's number, as it is written in its labels. */
  rowNumber: "data-history-row-number",
  /** The 'More rows' button: its value is how many rows there may be at most. */
  moreRows: "data-history-more-rows",
  /** The hidden field that says how many rows the form has. */
  rowCount: "data-history-row-count",
  /** Set while the form is being sent: a second click sends nothing more. */
  sending: "data-history-sending",
} as const;

type HistoryFormName = (typeof historyFormContract)[keyof typeof historyFormContract];

/** The markup's attribute: `{...historyAttr(historyFormContract.ifYes, name)}`; a bare mark is `true`. */
export const historyAttr = (name: HistoryFormName, value: string | number | true = true) => ({
  [name]: value,
});

/** A selector for an element carrying one of the names above (with a value: exactly it). */
export const historySelector = (name: HistoryFormName, value?: string) =>
  value === undefined ? `[${name}]` : `[${name}="${value}"]`;
