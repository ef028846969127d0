import { CalendarCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { t } from "~/content/en";
import { prefersReducedMotion } from "~/lib/scroll";
import { AnchorLink } from "./anchor-link";
import { bookNowHref } from "./nav-links";

/** How often the Book Now icon draws the eye, and for how long (docs/product.md, Figures). */
export const NUDGE_EVERY_MS = 5000;
export const NUDGE_FOR_MS = 1000;

export function BookNowButton({
  className = "",
  onNavigate,
}: {
  className?: string;
  onNavigate?: () => void;
}) {
  const [nudging, setNudging] = useState(false);
  useEffect(() => {
    if (prefersReducedMotion()) return;
    let stop: number | undefined;
    const every = window.setInterval(() => {
      setNudging(true);
      stop = window.setTimeout(() => setNudging(false), NUDGE_FOR_MS);
    }, NUDGE_EVERY_MS);
    return () => {
      window.clearInterval(every);
      window.clearTimeout(stop);
    };
  }, []);
  return (
    <AnchorLink
      href={bookNowHref}
      onClick={onNavigate}
      className={`btn-primary min-h-11 px-5 py-2 whitespace-nowrap ${className}`}
    >
      <CalendarCheck
        aria-hidden="true"
        data-testid="book-now-icon"
        data-nudging={nudging ? "true" : "false"}
        className={`size-5 ${nudging ? "animate-nudge" : ""}`}
        strokeWidth={1.75}
      />
      {t("nav.bookNow")}
    </AnchorLink>
  );
}
