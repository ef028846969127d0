import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import { ChevronDown, Phone } from "lucide-react";
import { useEffect, useState } from "react";
import { NavLink, useLocation, useMatches } from "react-router";
import { t } from "~/content/en";
import { treatmentMenu, treatmentPath } from "~/content/navigation";
import { site } from "~/content/site";
import { useAnchorScrollOnArrival } from "./anchor-link";
import { BookNowButton } from "./book-now-button";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { mainLinks } from "./nav-links";
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
        <NavLink to="/" aria-label={`${site.name}, home`} className="shrink-0">
          <Logo tone={solid ? "dark" : "light"} />
        </NavLink>

        <NavigationMenu.Root aria-label={t("nav.main")} className="hidden xl:block" delayDuration={100}>
          <NavigationMenu.List className="flex items-center gap-1">
            {mainLinks.slice(0, 2).map((link) => (
              <MainLink key={link.href} href={link.href} label={t(link.labelKey)} tone={linkTone} />
            ))}
            <NavigationMenu.Item className="relative">
              <NavigationMenu.Trigger
                className={`flex items-center gap-1 rounded-md px-2.5 py-2 text-[0.95rem] font-medium whitespace-nowrap ${linkTone} [&[data-state=open]>svg]:rotate-180`}
              >
                {t("nav.treatments")}
                <ChevronDown aria-hidden="true" className="size-4 transition-transform" />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content
                forceMount
                className="absolute top-full left-1/2 z-50 mt-2 w-[min(56rem,calc(100vw-2rem))] -translate-x-1/2 rounded-2xl border border-line bg-white p-6 shadow-[var(--shadow-card)] data-[state=closed]:hidden"
              >
                <div className="grid grid-cols-3 gap-x-8 gap-y-6">
                  {treatmentMenu.map((group) => (
                    <div key={group.id}>
                      <p className="eyebrow mb-2" id={`menu-${group.id}`}>
                        {group.label}
                      </p>
                      <ul aria-labelledby={`menu-${group.id}`} className="space-y-1">
                        {group.items.map((item) => (
                          <li key={item.slug}>
                            <NavigationMenu.Link asChild>
                              <NavLink
                                to={treatmentPath(item.slug)}
                                className="block rounded-md px-2 py-1 text-[0.95rem] text-ink hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700"
                              >
                                {item.label}
                              </NavLink>
                            </NavigationMenu.Link>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </div>
              </NavigationMenu.Content>
            </NavigationMenu.Item>
            {mainLinks.slice(2).map((link) => (
              <MainLink key={link.href} href={link.href} label={t(link.labelKey)} tone={linkTone} />
            ))}
          </NavigationMenu.List>
        </NavigationMenu.Root>

        <div className="flex items-center gap-2">
          <a
            href={site.phone.href}
            aria-label={`Call us: ${site.phone.display}`}
            className={`flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md px-2 py-2 text-[0.95rem] font-semibold whitespace-nowrap ${linkTone}`}
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

function MainLink({ href, label, tone }: { href: string; label: string; tone: string }) {
  return (
    <NavigationMenu.Item>
      <NavigationMenu.Link asChild>
        <NavLink
          to={href}
          end={href === "/"}
          className={`block rounded-md px-2.5 py-2 text-[0.95rem] font-medium whitespace-nowrap ${tone} aria-[current=page]:underline aria-[current=page]:decoration-accent-400 aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8`}
        >
          {label}
        </NavLink>
      </NavigationMenu.Link>
    </NavigationMenu.Item>
  );
}
