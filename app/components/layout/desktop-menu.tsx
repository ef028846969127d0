import { ChevronDown } from "lucide-react";
import { NavLink } from "react-router";
import { treatmentPath } from "~/content/navigation";
import { stringsIn } from "~/content/in/en";
import { treatmentMenuIn } from "~/content/in/navigation";
import { useLocalePath, useWords } from "~/lib/locale";
import { TREATMENTS_PANEL_ID } from "~/lib/chrome";
import { mainLinks } from "./nav-links";

/**
 * The wide-screen menu: main links and the Treatments panel. The panel is a popover its button
 * opens and closes by itself (a click elsewhere or Escape closes it too); the site script adds
 * opening on hover and the arrow keys (app/site-script/chrome.ts). The button has no
 * aria-expanded: a popovertarget button's expanded state comes from the browser, and HTML does
 * not allow the attribute beside it (the Nu HTML Checker's error on every page).
 */
export function DesktopMenu({ linkTone }: { linkTone: string }) {
  const strings = useWords(stringsIn);
  const treatmentMenu = useWords(treatmentMenuIn);
  const to = useLocalePath();
  return (
    <nav aria-label={strings["nav.main"]} className="hidden xl:block">
      <ul className="flex items-center gap-1">
        {mainLinks.slice(0, 2).map((link) => (
          <MainLink
            key={link.href}
            href={to(link.href)}
            end={link.href === "/"}
            label={strings[link.labelKey]}
            tone={linkTone}
          />
        ))}
        <li>
          <button
            type="button"
            popoverTarget={TREATMENTS_PANEL_ID}
            data-state="closed"
            className={`flex items-center gap-1 rounded-md px-2 py-2 2xl:px-2.5 text-[0.95rem] font-medium whitespace-nowrap ${linkTone} [&[data-state=open]>svg]:rotate-180`}
          >
            {strings["nav.treatments"]}
            <ChevronDown aria-hidden="true" className="size-4 transition-transform" />
          </button>
          <div
            id={TREATMENTS_PANEL_ID}
            popover="auto"
            className="menu-panel w-[min(56rem,calc(100vw-2rem))] rounded-2xl border border-line bg-white p-6 shadow-[var(--shadow-card)]"
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
                        <NavLink
                          to={to(treatmentPath(item.slug))}
                          className="block rounded-md px-2 py-1 text-[0.95rem] text-ink hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700"
                        >
                          {item.label}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </div>
        </li>
        {mainLinks.slice(2).map((link) => (
          <MainLink
            key={link.href}
            href={to(link.href)}
            end={link.href === "/"}
            label={strings[link.labelKey]}
            tone={linkTone}
          />
        ))}
      </ul>
    </nav>
  );
}

function MainLink({ href, end, label, tone }: { href: string; end: boolean; label: string; tone: string }) {
  return (
    <li>
      <NavLink
        to={href}
        end={end}
        className={`block rounded-md px-2 py-2 2xl:px-2.5 text-[0.95rem] font-medium whitespace-nowrap ${tone} aria-[current=page]:underline aria-[current=page]:decoration-accent-400 aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8`}
      >
        {label}
      </NavLink>
    </li>
  );
}
