import { Phone } from "lucide-react";
import { useEffect, useState } from "react";
import { NavLink, useLocation, useMatches } from "react-router";
import { t } from "~/content/en";
import { site } from "~/content/site";
import { useAnchorScrollOnArrival } from "./anchor-link";
import { BookNowButton } from "./book-now-button";
import { DesktopMenu } from "./desktop-menu";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { useScrolledPast } from "./use-scrolled-past";
import { WhatsAppLink } from "./whatsapp-link";

/** The bar turns solid after 20px of scrolling, or when the URL hash mentions prices. */
export const SOLID_AFTER_PX = 20;

export function Navbar() {
  const scrolled = useScrolledPast(SOLID_AFTER_PX);
  const location = useLocation();
  const [hashSaysPrices, setHashSaysPrices] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  // The bar is on every page, so it finishes anchor links that lead to another page.
  useAnchorScrollOnArrival();
  useEffect(() => setHashSaysPrices(location.hash.includes("prices")), [location.hash]);

  // Pages without a dark hero band ask for a solid bar from the start.
  const pageWantsSolid = useMatches().some((m) => (m.handle as { solidNav?: boolean } | undefined)?.solidNav);
  const solid = scrolled || hashSaysPrices || mobileOpen || pageWantsSolid;
  const linkTone = solid ? "text-ink hover:text-brand-700" : "text-white hover:text-accent-200";

  return (
    <header
      data-testid="navbar"
      data-solid={solid ? "true" : "false"}
      className={`fixed inset-x-0 top-0 z-40 transition-colors duration-200 ${
        solid ? "bg-white shadow-[0_1px_0_var(--color-line)]" : "bg-transparent"
      }`}
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-brand-800"
      >
        {t("nav.skipToContent")}
      </a>
      <div className="container-page flex h-18 items-center justify-between gap-4 lg:h-20">
        {/* Named by its visible words (the clinic's name and line), so speech users can say them. */}
        <NavLink to="/" className="shrink-0">
          <Logo tone={solid ? "dark" : "light"} />
        </NavLink>

        <DesktopMenu linkTone={linkTone} />

        <div className="flex items-center gap-2">
          {/* Under 360 px the menu needs the room; the phone number is in the menu too. */}
          <a
            href={site.phone.href}
            aria-label={`Call us: ${site.phone.display}`}
            className={`hidden min-h-11 min-w-11 items-center justify-center gap-2 rounded-md px-2 py-2 text-[0.95rem] font-semibold whitespace-nowrap min-[360px]:flex ${linkTone}`}
          >
            <Phone aria-hidden="true" className="size-4" />
            <span className="hidden md:inline xl:hidden 2xl:inline">{site.phone.display}</span>
          </a>
          <WhatsAppLink variant="bar" tone={linkTone} />
          <BookNowButton className="hidden sm:inline-flex" />
          <MobileMenu open={mobileOpen} onOpenChange={setMobileOpen} solid={solid} />
        </div>
      </div>
    </header>
  );
}
