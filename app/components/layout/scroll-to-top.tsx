import { ArrowUp } from "lucide-react";
import { stringsIn } from "~/content/in/en";
import { useWords } from "~/lib/locale";

/**
 * Shown once the page is scrolled more than 300px (the site script, app/site-script/chrome.ts).
 * The only control that floats: in the corner, clear of the phone's rounded corners and home bar
 * (safe-area insets); WhatsApp and Book Now are in the bar or the menu, never under it, and the
 * footer leaves room for it below its last line (chrome.spec.ts measures both).
 */
export function ScrollToTop() {
  const strings = useWords(stringsIn);
  return (
    <button
      type="button"
      hidden
      data-scroll-top=""
      aria-label={strings["scrollTop.label"]}
      className="fixed right-[max(1rem,env(safe-area-inset-right))] bottom-[max(1rem,env(safe-area-inset-bottom))] z-30 inline-flex size-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 sm:right-[max(1.5rem,env(safe-area-inset-right))] sm:bottom-[max(1.5rem,env(safe-area-inset-bottom))]"
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
