/**
 * A photo that fails to load gives way to the placeholder drawn after it (`data-fallback` on the
 * `<img>`, the placeholder its next sibling, hidden; for an `<img>` in a `<picture>`, the
 * picture's next sibling): for failures before this script ran too.
 */
export function runPictureFallbacks() {
  const giveWay = (image: HTMLImageElement) => {
    const shown = image.parentElement instanceof HTMLPictureElement ? image.parentElement : image;
    const placeholder = shown.nextElementSibling as HTMLElement | null;
    if (!placeholder?.hasAttribute("data-fallback-for")) return;
    shown.hidden = true;
    placeholder.hidden = false;
  };
  document.addEventListener(
    "error",
    (event) => {
      if (event.target instanceof HTMLImageElement && event.target.hasAttribute("data-fallback"))
        giveWay(event.target);
    },
    true,
  );
  for (const image of document.querySelectorAll<HTMLImageElement>("img[data-fallback]"))
    if (image.complete && image.naturalWidth === 0) giveWay(image);
}
