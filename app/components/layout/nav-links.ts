import { clinicPath } from "~/content/site";
import type { StringKey } from "~/content/en";

/** The navigation bar's links, in order (docs/product.md, Navigation). */
export const mainLinks: { href: string; labelKey: StringKey }[] = [
  { href: "/", labelKey: "nav.home" },
  { href: clinicPath, labelKey: "nav.clinic" },
  { href: "/about/team", labelKey: "nav.team" },
  { href: "/gallery", labelKey: "nav.gallery" },
  { href: "/prices", labelKey: "nav.prices" },
  { href: "/consultation-event", labelKey: "nav.event" },
  { href: "/travel-info", labelKey: "nav.travel" },
];

export const bookNowHref = "/#contact";
