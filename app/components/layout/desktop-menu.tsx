import type * as RadixNavigationMenu from "@radix-ui/react-navigation-menu";
import { ChevronDown } from "lucide-react";
import { createContext, useContext, useState, type ComponentProps, type ReactNode } from "react";
import { NavLink } from "react-router";
import { t } from "~/content/en";
import { treatmentMenu, treatmentPath } from "~/content/navigation";
import { useDeferredModule, useMediaQuery } from "~/lib/use-deferred-module";
import { mainLinks } from "./nav-links";

const TREATMENTS = "treatments";

type MenuParts = Pick<typeof RadixNavigationMenu, "Root" | "List" | "Item" | "Trigger" | "Content" | "Link">;

// Radix's navigation menu (hover and keyboard behaviour of the Treatments panel) is fetched
// after the page has hydrated, not with its first scripts (docs/decisions/0006-first-load.md).
const loadNavigationMenu = () => import("@radix-ui/react-navigation-menu");

/** Which panel is open ('' for none), shared by the plain parts and Radix (controlled). */
const OpenPanel = createContext<{ value: string; setValue: (value: string) => void }>({
  value: "",
  setValue: () => {},
});

/**
 * Until then the same markup is drawn with plain elements: the links work, and a click on
 * Treatments opens its panel (Radix takes over the open panel when it arrives).
 */
const plainParts = {
  Root: ({ delayDuration: _delay, ...props }: ComponentProps<"nav"> & { delayDuration?: number }) => (
    <nav {...props} />
  ),
  List: (props: ComponentProps<"ul">) => <ul {...props} />,
  Item: ({ value: _value, ...props }: ComponentProps<"li"> & { value?: string }) => <li {...props} />,
  Trigger: function PlainTrigger(props: ComponentProps<"button">) {
    const { value, setValue } = useContext(OpenPanel);
    const open = value === TREATMENTS;
    return (
      <button
        type="button"
        aria-expanded={open}
        data-state={open ? "open" : "closed"}
        onClick={() => setValue(open ? "" : TREATMENTS)}
        {...props}
      />
    );
  },
  Content: function PlainContent({
    forceMount: _force,
    ...props
  }: ComponentProps<"div"> & { forceMount?: true }) {
    const { value } = useContext(OpenPanel);
    return <div data-state={value === TREATMENTS ? "open" : "closed"} {...props} />;
  },
  Link: ({ children }: { asChild?: boolean; children: ReactNode }) => <>{children}</>,
} as unknown as MenuParts;

/** The wide-screen menu: main links and the Treatments panel. */
export function DesktopMenu({ linkTone }: { linkTone: string }) {
  const [value, setValue] = useState("");
  // Fetched at once after hydration: its panel (mounted while closed) is a dismissable layer, and
  // it must be below any dialog opened later, or Escape would go to it instead of the dialog.
  // Only where the menu is shown (xl, 80rem): on a phone it is hidden, and swapping it in cost a
  // long task of ~200 ms on a throttled phone (docs/decisions/0010-scripts-after-paint.md).
  const shown = useMediaQuery("(min-width: 80rem)");
  const NavigationMenu = useDeferredModule(loadNavigationMenu, shown) ?? plainParts;
  return (
    <OpenPanel.Provider value={{ value, setValue }}>
      <NavigationMenu.Root
        aria-label={t("nav.main")}
        className="hidden xl:block"
        delayDuration={100}
        value={value}
        onValueChange={setValue}
      >
        <NavigationMenu.List className="flex items-center gap-1">
          {mainLinks.slice(0, 2).map((link) => (
            <MainLink
              parts={NavigationMenu}
              key={link.href}
              href={link.href}
              label={t(link.labelKey)}
              tone={linkTone}
            />
          ))}
          <NavigationMenu.Item value={TREATMENTS} className="relative">
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
            <MainLink
              parts={NavigationMenu}
              key={link.href}
              href={link.href}
              label={t(link.labelKey)}
              tone={linkTone}
            />
          ))}
        </NavigationMenu.List>
      </NavigationMenu.Root>
    </OpenPanel.Provider>
  );
}

function MainLink({
  parts: NavigationMenu,
  href,
  label,
  tone,
}: {
  parts: MenuParts;
  href: string;
  label: string;
  tone: string;
}) {
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
