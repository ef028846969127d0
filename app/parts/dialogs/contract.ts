/**
 * The dialogs' contract: the data-* names that tie a button and a dialog drawn closed with the
 * page (dialogs.tsx, the phone menu, the gallery's enlargement) to the script that opens and
 * closes them (script.ts), and the attributes the markup draws with them.
 */
export const dialogContract = {
  /** On a button: the id of the dialog it opens. */
  open: "data-dialog-open",
  /** On a dialog's close button; a dialog without one is not closed by the script. */
  close: "data-dialog-close",
} as const;

/** The attributes of a button that opens the dialog `id`. */
export const openAttrs = (id: string) => ({ [dialogContract.open]: id });
/** The attributes of a dialog's close button (the value is not read: '' or 'true' alike). */
export const closeAttrs = (value: "" | true = true) => ({ [dialogContract.close]: value });
