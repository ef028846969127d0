import { layoutLabelsIn } from "~/content/in/navigation";
import { siteIn } from "~/content/in/site";
import { useWords } from "~/lib/locale";

/**
 * The clinic's mark: a tooth outline in a rounded square, and the name. Under 380 px the words
 * are set smaller and tighter, so the header's menu button stays on screen on a 320 px phone.
 *
 * On the bar the mark and the words sit on a plate of their own (`logo-plate` in app.css): the
 * hero band's colour while the bar is transparent, white once it is solid. Light words are then
 * on a dark ground whatever lies behind the bar (a page scrolled by a checking tool before the
 * bar turns solid, a page whose top is light), and a contrast checker measures them against the
 * plate (11:1), not the page. Its edges fade, so on the band, where its gold glow reaches the
 * logo on a phone, the plate is a soft shade, not a box. No transition: words and plate change
 * together.
 */
export function Logo({ tone = "dark" }: { tone?: "dark" | "light" | "bar" }) {
  const layoutLabels = useWords(layoutLabelsIn);
  const site = useWords(siteIn);
  // On the bar: light over the dark hero band, dark once the bar is solid.
  const text = { dark: "text-brand-900", light: "text-white", bar: "text-white solid:text-brand-900" }[tone];
  const line = {
    dark: "text-brand-600",
    light: "text-brand-100",
    bar: "text-brand-100 solid:text-brand-600",
  }[tone];
  const plate = tone === "bar" ? "logo-plate bg-brand-800 solid:bg-white" : "";
  return (
    <span className={`flex items-center gap-2.5 ${text} ${plate}`}>
      <svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" className="shrink-0">
        <rect width="40" height="40" rx="11" className="fill-brand-700" />
        <path
          d="M13.5 11.5c2.4-1.3 4.4-.6 6.5.4 2.1-1 4.1-1.7 6.5-.4 2.9 1.6 3.2 5.6 2 9.2-.9 2.6-1.3 5-1.8 7.6-.3 1.6-1 2.7-2.1 2.7-1.4 0-1.8-1.5-2.1-3.2-.4-2.1-.9-3.7-2.5-3.7s-2.1 1.6-2.5 3.7c-.3 1.7-.7 3.2-2.1 3.2-1.1 0-1.8-1.1-2.1-2.7-.5-2.6-.9-5-1.8-7.6-1.2-3.6-.9-7.6 2-9.2z"
          fill="none"
          stroke="var(--color-accent-400)"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <span className="flex flex-col leading-none">
        <span className="font-display text-base font-semibold tracking-tight min-[380px]:text-lg">
          {site.name}
        </span>
        <span
          className={`mt-1 text-[0.65rem] font-semibold tracking-[0.08em] uppercase min-[380px]:text-[0.7rem] min-[380px]:tracking-[0.16em] ${line}`}
        >
          {layoutLabels.logoLine}
        </span>
      </span>
    </span>
  );
}
