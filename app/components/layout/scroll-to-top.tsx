import { ArrowUp } from "lucide-react";
import { t } from "~/content/en";

/** Shown once the page is scrolled more than 300px (the site script, app/site-script/chrome.ts). */
export function ScrollToTop() {
  return (
    <button
      type="button"
      hidden
      data-scroll-top=""
      aria-label={t("scrollTop.label")}
      className="fixed right-4 bottom-4 z-30 inline-flex size-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 sm:right-6 sm:bottom-6"
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
