/**
 * The gallery's enlargement's contract: the data-* names that tie its markup (lightbox.tsx, and
 * the gallery's picture buttons in routes/gallery.tsx) to its script (script.ts). The only place
 * these names are written in this part.
 */
export const lightboxContract = {
  /** The enlargement dialog. */
  root: "data-lightbox",
  /** On a picture's button: the index of the picture it opens the dialog at. */
  open: "data-lightbox-open",
  /** One picture in the dialog. */
  slide: "data-lightbox-slide",
  /** On a picture: its caption, the dialog's name while it is shown. */
  caption: "data-caption",
  /** A previous (-1) or next (1) button. */
  step: "data-lightbox-step",
  /** The dialog's heading, which says the caption of the picture shown. */
  captionHeading: "data-lightbox-caption",
  /** The number of the picture shown. */
  number: "data-lightbox-number",
} as const;

/** The enlargement dialog's id: the picture buttons name it in aria-controls. */
export const LIGHTBOX_ID = "gallery-lightbox";

type LightboxName = (typeof lightboxContract)[keyof typeof lightboxContract];

/** The markup's attribute: `{...lightboxAttr(lightboxContract.open, index)}`; a bare mark is `true`. */
export const lightboxAttr = (name: LightboxName, value: string | number | true = true) => ({ [name]: value });

/** A selector for an element carrying one of the names above. */
export const lightboxSelector = (name: LightboxName) => `[${name}]`;
