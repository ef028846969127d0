import { Phone } from "lucide-react";
import { NavLink, useMatches } from "react-router";
import { stringsIn } from "~/content/in/en";
import { labelsIn } from "~/content/in/labels";
import { siteIn } from "~/content/in/site";
import { useLocalePath, useWords } from "~/lib/locale";
import { useAnchorScrollOnArrival } from "./anchor-link";
import { BookNowButton } from "./book-now-button";
import { DesktopMenu } from "./desktop-menu";
import { Logo } from "./logo";
import { MobileMenu, MobileMenuButton } from "./mobile-menu";
import { WhatsAppLink } from "./whatsapp-link";

/**
 * Link colours on the bar: light on the page's dark hero band, dark once the bar is solid. The
 * site script (app/site-script/chrome.ts) sets `data-solid` on the bar: after 20px of scrolling,
 * when the URL hash mentions prices, while the phone menu is open; pages without a dark hero
 * band ask for a solid bar from the start (`data-solid-page`).
 */
const barTone = "text-white hover:text-accent-200 solid:text-ink solid:hover:text-brand-700";

export function Navbar() {
  // The bar is on every page, so it finishes anchor links that lead to another page.
  useAnchorScrollOnArrival();
  const strings = useWords(stringsIn);
  const labels = useWords(labelsIn);
  const site = useWords(siteIn);
  const to = useLocalePath();
  const pageWantsSolid = useMatches().some((m) => (m.handle as { solidNav?: boolean } | undefined)?.solidNav);

  return (
    <>
      <header
        data-testid="navbar"
        data-navbar=""
        data-solid-page={pageWantsSolid ? "true" : undefined}
        className="fixed inset-x-0 top-0 z-40 bg-transparent transition-colors duration-200 solid:bg-white solid:shadow-[0_1px_0_var(--color-line)]"
      >
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-brand-800"
        >
          {strings["nav.skipToContent"]}
        </a>
        <div className="container-page flex h-18 items-center justify-between gap-4 lg:h-20">
          {/* Named by its visible words (the clinic's name and line), so speech users can say them. */}
          <NavLink to={to("/")} className="shrink-0">
            <Logo tone="bar" />
          </NavLink>

          <DesktopMenu linkTone={barTone} />

          <div className="flex items-center gap-2">
            {/* Under 360 px the menu needs the room; the phone number is in the menu too. */}
            <a
              href={site.phone.href}
              aria-label={labels.a11y.callUsOn(site.phone.display)}
              className={`hidden min-h-11 min-w-11 items-center justify-center gap-2 rounded-md px-2 py-2 text-[0.95rem] font-semibold whitespace-nowrap min-[360px]:flex ${barTone}`}
            >
              <Phone aria-hidden="true" className="size-4" />
              <span className="hidden md:inline xl:hidden 2xl:inline">{site.phone.display}</span>
            </a>
            <WhatsAppLink variant="bar" tone={barTone} />
            <BookNowButton className="hidden sm:inline-flex" />
            <MobileMenuButton />
          </div>
        </div>
      </header>
      {/* Outside the bar: a dialog of its own, not part of the bar's landmark. */}
      <MobileMenu />
    </>
  );
}
