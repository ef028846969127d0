import { ArrowUp } from "lucide-react";
import { t } from "~/content/en";
import { prefersReducedMotion } from "~/lib/scroll";
import { useScrolledPast } from "./use-scrolled-past";

/** Shown after 300px of scrolling (docs/product.md, Figures). */
export const SCROLL_TOP_AFTER_PX = 300;

export function ScrollToTop() {
  const visible = useScrolledPast(SCROLL_TOP_AFTER_PX);
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label={t("scrollTop.label")}
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" })}
      className="fixed right-4 bottom-4 z-30 inline-flex size-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 sm:right-6 sm:bottom-6"
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
