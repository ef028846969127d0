import { wrapIndex } from "~/lib/wrap-index";
import { lightboxContract, lightboxSelector } from "./contract";

/**
 * The gallery's enlargement (`Lightbox` in lightbox.tsx, opened from routes/gallery.tsx): a picture's button opens the
 * dialog at that picture; the previous and next buttons and the arrow keys move through all of
 * them, wrapping round; the caption is the dialog's name and the position is announced. Closing
 * is dialogs.ts's (Escape, the close button, a click outside), and the browser gives focus back
 * to the picture that was opened.
 */
export function runLightbox() {
  document.addEventListener("click", (event) => {
    const target = event.target as Element;
    const opener = target.closest?.<HTMLElement>(lightboxSelector(lightboxContract.open));
    if (opener) {
      const dialog = document.getElementById(opener.getAttribute("aria-controls") ?? "");
      if (!(dialog instanceof HTMLDialogElement) || dialog.open) return;
      show(dialog, Number(opener.getAttribute(lightboxContract.open)));
      dialog.showModal();
      return;
    }
    const step = target.closest?.<HTMLElement>(lightboxSelector(lightboxContract.step));
    const dialog = step?.closest<HTMLDialogElement>(`dialog${lightboxSelector(lightboxContract.root)}`);
    if (step && dialog) show(dialog, shownIn(dialog) + Number(step.getAttribute(lightboxContract.step)));
  });
  document.addEventListener("keydown", (event) => {
    const dialog = (event.target as Element).closest?.<HTMLDialogElement>(
      `dialog${lightboxSelector(lightboxContract.root)}[open]`,
    );
    if (!dialog || (event.key !== "ArrowRight" && event.key !== "ArrowLeft")) return;
    event.preventDefault();
    show(dialog, shownIn(dialog) + (event.key === "ArrowRight" ? 1 : -1));
  });
}

const slidesOf = (dialog: HTMLElement) => [
  ...dialog.querySelectorAll<HTMLElement>(lightboxSelector(lightboxContract.slide)),
];

const shownIn = (dialog: HTMLElement) =>
  Math.max(
    0,
    slidesOf(dialog).findIndex((slide) => !slide.hidden),
  );

function show(dialog: HTMLElement, wanted: number) {
  const slides = slidesOf(dialog);
  if (slides.length === 0) return;
  const shown = wrapIndex(wanted, slides.length);
  slides.forEach((slide, index) => (slide.hidden = index !== shown));
  const caption = dialog.querySelector(lightboxSelector(lightboxContract.captionHeading));
  if (caption) caption.textContent = slides[shown].getAttribute(lightboxContract.caption) ?? "";
  const number = dialog.querySelector(lightboxSelector(lightboxContract.number));
  if (number) number.textContent = String(shown + 1);
}
