import { ChevronDown, Menu, Phone, X } from "lucide-react";
import { NavLink } from "react-router";
import { treatmentPath } from "~/content/navigation";
import { stringsIn } from "~/content/in/en";
import { layoutLabelsIn, treatmentMenuIn } from "~/content/in/navigation";
import { siteIn } from "~/content/in/site";
import { useLocalePath, useWords } from "~/lib/locale";
import { MOBILE_MENU_ID } from "~/lib/chrome";
import { closeAttrs, openAttrs } from "~/parts/dialogs/contract";
import { BookNowButton } from "./book-now-button";
import { LanguageSwitch } from "./language-switch";
import { WhatsAppLink } from "./whatsapp-link";
import { mainLinks } from "./nav-links";

/** The bar's menu button (under 1280 px): opens the menu dialog (app/site-script/chrome.ts). */
export function MobileMenuButton() {
  const strings = useWords(stringsIn);
  return (
    <button
      type="button"
      aria-label={strings["nav.openMenu"]}
      aria-haspopup="dialog"
      aria-controls={MOBILE_MENU_ID}
      {...openAttrs(MOBILE_MENU_ID)}
      className="inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-white/10 xl:hidden solid:text-brand-900 solid:hover:bg-brand-50"
    >
      <Menu aria-hidden="true" className="size-6" />
    </button>
  );
}

/**
 * The phone menu: a modal dialog with the main links and the Treatments groups as collapsible
 * sections, one open at a time (tapping the open one closes it). Drawn with the page; the site
 * script opens and closes it as every dialog it draws closed (app/parts/dialogs/script.ts: close
 * button, Escape, the backdrop, a link followed) and opens the sections (chrome.ts), on pages with
 * React and without.
 */
export function MobileMenu() {
  const strings = useWords(stringsIn);
  const layoutLabels = useWords(layoutLabelsIn);
  const treatmentMenu = useWords(treatmentMenuIn);
  const site = useWords(siteIn);
  const to = useLocalePath();
  return (
    <dialog
      id={MOBILE_MENU_ID}
      data-testid="mobile-menu"
      aria-labelledby={`${MOBILE_MENU_ID}-title`}
      className="menu-dialog bg-white shadow-xl backdrop:bg-brand-900/40"
    >
      <div className="flex min-h-full flex-col">
        <div className="flex h-18 shrink-0 items-center justify-between border-b border-line px-5">
          <h2 id={`${MOBILE_MENU_ID}-title`} className="font-display text-xl font-semibold text-brand-900">
            {layoutLabels.menu}
          </h2>
          <button
            type="button"
            {...closeAttrs("")}
            aria-label={strings["nav.closeMenu"]}
            className="inline-flex size-11 items-center justify-center rounded-full text-brand-900 hover:bg-brand-50"
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        <nav aria-label={strings["nav.main"]} className="flex-1 px-5 py-4">
          <ul className="space-y-1">
            {mainLinks.map((link) => (
              <li key={link.href}>
                <NavLink
                  to={to(link.href)}
                  end={link.href === "/"}
                  className="block rounded-lg px-3 py-3 font-medium text-ink hover:bg-brand-50 aria-[current=page]:text-brand-700"
                >
                  {strings[link.labelKey]}
                </NavLink>
              </li>
            ))}
          </ul>
          <p className="eyebrow mt-6 mb-2 px-3">{strings["nav.treatments"]}</p>
          <ul>
            {treatmentMenu.map((group) => (
              <li key={group.id} className="border-b border-line last:border-0">
                <h3>
                  <button
                    type="button"
                    data-menu-section=""
                    aria-expanded="false"
                    aria-controls={`${MOBILE_MENU_ID}-${group.id}`}
                    className="flex w-full items-center justify-between rounded-lg px-3 py-3 text-left font-medium text-ink hover:bg-brand-50 [&[aria-expanded=true]>svg]:rotate-180"
                  >
                    {group.label}
                    <ChevronDown aria-hidden="true" className="size-5 text-brand-600 transition-transform" />
                  </button>
                </h3>
                <ul id={`${MOBILE_MENU_ID}-${group.id}`} hidden className="pb-2 pl-3">
                  {group.items.map((item) => (
                    <li key={item.slug}>
                      <NavLink
                        to={to(treatmentPath(item.slug))}
                        className="block rounded-lg px-3 py-2.5 text-[1rem] text-muted hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700"
                      >
                        {item.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-3 border-t border-line p-5">
          <a href={site.phone.href} className="btn-outline w-full">
            <Phone aria-hidden="true" className="size-5" />
            {site.phone.display}
          </a>
          <WhatsAppLink variant="menu" />
          <BookNowButton className="w-full" />
          <LanguageSwitch landmark={false} className="-ml-2" linkClassName="text-ink hover:text-brand-700" />
        </div>
      </div>
    </dialog>
  );
}
