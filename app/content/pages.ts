import { dentists } from "./dentists";
import { treatmentMenu, treatmentPath } from "./navigation";
import { clinicPath } from "./site";

/**
 * The site's fixed pages: the route table (app/routes.ts) is built from this list, and
 * so are prerendering, /sitemap, /sitemap.xml and the navigation tests. Add a page here.
 */
export interface StaticPage {
  path: string;
  /** Route module under app/. */
  file: string;
  /** Name in the HTML sitemap. */
  title: string;
  /** Written to HTML at build time (false for pages that read a query or live data). */
  prerender: boolean;
  /** Listed in /sitemap and /sitemap.xml. */
  listed: boolean;
}

export const staticPages: StaticPage[] = [
  { path: "/", file: "routes/home.tsx", title: "Home", prerender: true, listed: true },
  { path: clinicPath, file: "routes/clinic.tsx", title: "Our Clinic", prerender: true, listed: true },
  { path: "/about/team", file: "routes/team.tsx", title: "Our Team", prerender: true, listed: true },
  {
    path: "/consultation-event",
    file: "routes/consultation-event.tsx",
    title: "Consultation Day",
    prerender: false,
    listed: true,
  },
  { path: "/thank-you", file: "routes/thank-you.tsx", title: "Thank you", prerender: true, listed: false },
  { path: "/prices", file: "routes/prices.tsx", title: "Prices", prerender: true, listed: true },
  {
    path: "/travel-info",
    file: "routes/travel-info.tsx",
    title: "Travel Information",
    prerender: true,
    listed: true,
  },
  { path: "/quote", file: "routes/quote.tsx", title: "Get a Quote", prerender: true, listed: true },
  { path: "/gallery", file: "routes/gallery.tsx", title: "Gallery", prerender: true, listed: true },
  { path: "/privacy", file: "routes/privacy.tsx", title: "Privacy Policy", prerender: true, listed: true },
  { path: "/terms", file: "routes/terms.tsx", title: "Terms & Conditions", prerender: true, listed: true },
  { path: "/sitemap", file: "routes/sitemap.tsx", title: "Sitemap", prerender: true, listed: true },
];

/** Pages rendered from content by slug: one route each, one page per slug. */
export interface SlugPages {
  /** Route path with its one parameter, e.g. 'treatments/:slug'. */
  pattern: string;
  file: string;
  group: string;
  entries: () => { path: string; title: string }[];
}

export const slugPages: SlugPages[] = [
  {
    pattern: "treatments/:slug",
    file: "routes/treatment.tsx",
    group: "Treatments",
    entries: () =>
      treatmentMenu.flatMap((g) => g.items.map((i) => ({ path: treatmentPath(i.slug), title: i.label }))),
  },
  {
    pattern: "dentists/:slug",
    file: "routes/dentist.tsx",
    group: "Our dentists",
    entries: () => dentists.map((d) => ({ path: `/dentists/${d.slug}`, title: `${d.name}, ${d.title}` })),
  },
];

export interface SitemapEntry {
  path: string;
  title: string;
  group: string;
}

/** Every page a visitor can reach, grouped for the HTML sitemap. */
export function sitemapEntries(): SitemapEntry[] {
  const pages = staticPages
    .filter((p) => p.listed)
    .map((p) => ({ path: p.path, title: p.title, group: "Pages" }));
  const bySlug = slugPages.flatMap((s) => s.entries().map((e) => ({ ...e, group: s.group })));
  return [...pages, ...bySlug];
}

/** Paths written to HTML at build time: fixed pages plus every content slug. */
export function prerenderPaths(): string[] {
  return [
    ...staticPages.filter((p) => p.prerender).map((p) => p.path),
    ...slugPages.flatMap((s) => s.entries().map((e) => e.path)),
  ];
}

/** The words of /sitemap around the list of pages. */
export const sitemapPage = {
  title: "Sitemap",
  description: (siteName: string) =>
    `Every page on the ${siteName} website: treatments, prices, travel information, our clinic, team and dentists.`,
  eyebrow: "Find your way",
  lead: "Every page on our website, in one place.",
  forSearchEngines: "For search engines:",
  xmlLink: "sitemap.xml",
} as const;

/** Each fixed page's name by its path (a translation names them in its language). */
export const pageTitles: Record<string, string> = Object.fromEntries(
  staticPages.map((p) => [p.path, p.title]),
);

/** The HTML sitemap's group names. */
export const slugGroups: Record<string, string> = {
  Pages: "Pages",
  Treatments: "Treatments",
  "Our dentists": "Our dentists",
};
