import { Menu } from "lucide-react";
import { t } from "~/content/en";
import { useDeferredModule, useInteracted } from "~/lib/use-deferred-module";

export interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  solid: boolean;
}

export const menuButtonClass = (solid: boolean) =>
  `inline-flex size-11 items-center justify-center rounded-full xl:hidden ${
    solid ? "text-brand-900 hover:bg-brand-50" : "text-white hover:bg-white/10"
  }`;

export function MenuButtonIcon() {
  return <Menu aria-hidden="true" className="size-6" />;
}

// The dialog (Radix dialog and accordion) is not part of the page's first scripts.
const loadDialog = () => import("./mobile-menu-dialog");

/**
 * The phone menu's button. Until the dialog's code has arrived (fetched once the visitor does
 * anything with the page) it is a plain button of the same look; a tap opens the menu as soon as
 * the code is in.
 */
export function MobileMenu(props: MobileMenuProps) {
  const loaded = useDeferredModule(loadDialog, useInteracted() || props.open);
  if (loaded) return <loaded.MobileMenuDialog {...props} />;
  return (
    <button
      type="button"
      aria-label={t("nav.openMenu")}
      aria-haspopup="dialog"
      aria-expanded={false}
      onClick={() => props.onOpenChange(true)}
      className={menuButtonClass(props.solid)}
    >
      <MenuButtonIcon />
    </button>
  );
}
