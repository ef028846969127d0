import { CalendarCheck } from "lucide-react";
import { stringsIn } from "~/content/in/en";
import { useLocalePath, useWords } from "~/lib/locale";
import { AnchorLink } from "./anchor-link";
import { bookNowHref } from "./nav-links";

/** Book Now: to the home page's contact form. The site script nudges its icon (app/site-script/chrome.ts). */
export function BookNowButton({ className = "" }: { className?: string }) {
  const strings = useWords(stringsIn);
  const to = useLocalePath();
  return (
    <AnchorLink
      href={to(bookNowHref)}
      className={`btn-primary min-h-11 px-5 py-2 whitespace-nowrap ${className}`}
    >
      <CalendarCheck
        aria-hidden="true"
        data-testid="book-now-icon"
        data-nudge=""
        data-nudging="false"
        className="size-5"
        strokeWidth={1.75}
      />
      {strings["nav.bookNow"]}
    </AnchorLink>
  );
}
