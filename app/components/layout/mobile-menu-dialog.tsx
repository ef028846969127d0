import * as Accordion from "@radix-ui/react-accordion";
import * as Dialog from "@radix-ui/react-dialog";
import { ChevronDown, Phone, X } from "lucide-react";
import { useRef, useState } from "react";
import { NavLink } from "react-router";
import { t } from "~/content/en";
import { treatmentMenu, treatmentPath } from "~/content/navigation";
import { site } from "~/content/site";
import { BookNowButton } from "./book-now-button";
import { WhatsAppLink } from "./whatsapp-link";
import { mainLinks } from "./nav-links";
import { MenuButtonIcon, menuButtonClass, type MobileMenuProps } from "./mobile-menu";

/**
 * The phone menu: a dialog with the main links and the Treatments groups as collapsible
 * sections. Only one section is open at a time; tapping the open one closes it.
 * Loaded after the page has hydrated (./mobile-menu.tsx).
 */
export function MobileMenuDialog({ open, onOpenChange, solid }: MobileMenuProps) {
  const [section, setSection] = useState("");
  const close = () => onOpenChange(false);
  // Book Now moves focus to the contact form; the closing menu must not hand it back to its button.
  const followedAnchor = useRef(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger aria-label={t("nav.openMenu")} className={menuButtonClass(solid)}>
        <MenuButtonIcon />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-brand-900/40" />
        <Dialog.Content
          aria-describedby={undefined}
          data-testid="mobile-menu"
          onCloseAutoFocus={(event) => {
            if (!followedAnchor.current) return;
            followedAnchor.current = false;
            event.preventDefault();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-sm flex-col overflow-y-auto bg-white shadow-xl"
        >
          <div className="flex h-18 items-center justify-between border-b border-line px-5">
            <Dialog.Title className="font-display text-xl font-semibold text-brand-900">Menu</Dialog.Title>
            <Dialog.Close
              aria-label={t("nav.closeMenu")}
              className="inline-flex size-11 items-center justify-center rounded-full text-brand-900 hover:bg-brand-50"
            >
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>
          <nav aria-label={t("nav.main")} className="flex-1 px-5 py-4">
            <ul className="space-y-1">
              {mainLinks.map((link) => (
                <li key={link.href}>
                  <NavLink
                    to={link.href}
                    end={link.href === "/"}
                    onClick={close}
                    className="block rounded-lg px-3 py-3 font-medium text-ink hover:bg-brand-50 aria-[current=page]:text-brand-700"
                  >
                    {t(link.labelKey)}
                  </NavLink>
                </li>
              ))}
            </ul>
            <p className="eyebrow mt-6 mb-2 px-3">{t("nav.treatments")}</p>
            <Accordion.Root type="single" collapsible value={section} onValueChange={setSection}>
              {treatmentMenu.map((group) => (
                <Accordion.Item
                  key={group.id}
                  value={group.id}
                  className="border-b border-line last:border-0"
                >
                  <Accordion.Header>
                    <Accordion.Trigger className="flex w-full items-center justify-between rounded-lg px-3 py-3 text-left font-medium text-ink hover:bg-brand-50 [&[data-state=open]>svg]:rotate-180">
                      {group.label}
                      <ChevronDown
                        aria-hidden="true"
                        className="size-5 text-brand-600 transition-transform"
                      />
                    </Accordion.Trigger>
                  </Accordion.Header>
                  <Accordion.Content>
                    <ul className="pb-2 pl-3">
                      {group.items.map((item) => (
                        <li key={item.slug}>
                          <NavLink
                            to={treatmentPath(item.slug)}
                            onClick={close}
                            className="block rounded-lg px-3 py-2.5 text-[1rem] text-muted hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700"
                          >
                            {item.label}
                          </NavLink>
                        </li>
                      ))}
                    </ul>
                  </Accordion.Content>
                </Accordion.Item>
              ))}
            </Accordion.Root>
          </nav>
          <div className="space-y-3 border-t border-line p-5">
            <a href={site.phone.href} className="btn-outline w-full">
              <Phone aria-hidden="true" className="size-5" />
              {site.phone.display}
            </a>
            <WhatsAppLink variant="menu" />
            <BookNowButton
              className="w-full"
              onNavigate={() => {
                followedAnchor.current = true;
                close();
              }}
            />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
