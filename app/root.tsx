import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
  type LinksFunction,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { Footer } from "./components/layout/footer";
import { Navbar } from "./components/layout/navbar";
import { NewsletterPopup } from "./parts/newsletter/newsletter-popup";
import { LanguageSuggestion } from "./parts/language-suggestion/language-suggestion";
import { ScrollToTop } from "./components/layout/scroll-to-top";
import { NotFound } from "./components/layout/not-found";
import { ServiceUnavailable } from "./components/layout/service-unavailable";
import { HydrationBoundary } from "./components/ui/hydration-boundary";
import { stringsIn } from "./content/in/en";
import { PRERENDER_SITE_URL } from "./context";
import { getEnv } from "./env.server";
import { currencyFromCookies } from "./lib/currency";
import { InlineStylesheet } from "./lib/inline-stylesheet";
import { useNonce } from "./lib/nonce";
import { replayTaps } from "./lib/early-taps";
import { isLocale, localeInfo, type Locale } from "./content/locales";
import { LocaleProvider, useLocalePath, useWords } from "./lib/locale";
import { localeOfPath } from "./lib/locale-path";
import { EarlyTaps, SiteScript } from "./lib/site-script";

// In production the stylesheet is written into <head> (InlineStylesheet, decision 0011): the page
// paints without a round trip for it. In development Vite serves it as a file and updates it in
// place. No font is preloaded: text is in the system font, and headings paint at once in a
// metric-matched fallback until Fraunces arrives (app/app.css).
// (Unit tests render without CSS: no href, neither.)
const inlineStylesheet = Boolean(stylesheet) && !import.meta.env.DEV;

export const links: LinksFunction = () => [
  // `precedence` puts it first in <head>, before any script.
  ...(stylesheet && !inlineStylesheet
    ? [{ rel: "stylesheet", href: stylesheet, precedence: "default" }]
    : []),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function loader({ context, request }: Route.LoaderArgs) {
  const env = getEnv();
  // While prerendering there is no server context: the origin is a placeholder the running
  // server fills in with its own SITE_URL (server/prerendered.ts).
  return {
    siteUrl: context?.settings?.siteUrl ?? PRERENDER_SITE_URL,
    // FORM_ENDPOINT: where the contact form posts; empty means our own origin.
    formEndpoint: env.FORM_ENDPOINT?.replace(/\/$/, "") ?? "",
    // The visitor's currency, from their cookie: a page rendered per request is written in it.
    // (Prerendered pages have none here: the server serves their pound variant, decision 0020.)
    currency: currencyFromCookies(request.headers.get("cookie")),
  };
}

export function useSiteUrl(): string | undefined {
  return useRouteLoaderData<typeof loader>("root")?.siteUrl;
}

/** What a route's `handle` can ask of the layout. */
interface RouteHandle {
  bare?: boolean;
  noNewsletterPopup?: boolean;
  /**
   * False for a page that is complete as HTML (docs/decisions/0012-static-pages.md): it is sent
   * without React's scripts, and the site script alone runs its menus, popup and form.
   */
  hydrate?: false;
}

/**
 * The page's language: from its address (/de/…, /fr/…), unless its route's loader says
 * otherwise (a page that belongs to a booking or a subscriber is in their language).
 */
function usePageLocale(): Locale {
  const { pathname } = useLocation();
  const matches = useMatches();
  const fromData = (matches.at(-1)?.data as { locale?: unknown } | undefined)?.locale;
  return isLocale(fromData) ? fromData : localeOfPath(pathname);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const locale = usePageLocale();
  // Pages that stand alone (the scheduling frame, the test checkout) skip the site's chrome.
  const handles = useMatches().map((match) => match.handle as RouteHandle | undefined);
  const bare = handles.some((handle) => handle?.bare);
  // Pages where a popup would cover what the visitor came to do (the appointment calendar).
  const popup = !handles.some((handle) => handle?.noNewsletterPopup);
  // Decided where the page is written: in the browser React only ever draws hydrated pages, and a
  // static page it navigates to keeps the scripts already running.
  const staticPage = typeof document === "undefined" && handles.at(-1)?.hydrate === false;
  // Written by the server only: in the browser the attribute belongs to the currency switch
  // (app/parts/currency-switch/script.ts), and React leaves it as it is (decision 0020).
  const loaded = useRouteLoaderData<typeof loader>("root");
  const gbp = typeof document === "undefined" && loaded?.currency === "GBP";
  return (
    <LocaleProvider value={locale}>
      <html
        lang={localeInfo[locale].tag}
        data-page={staticPage ? "static" : undefined}
        data-currency={gbp ? "GBP" : undefined}
        suppressHydrationWarning
      >
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="theme-color" content="#0f4c5c" />
          {inlineStylesheet ? <InlineStylesheet href={stylesheet} /> : null}
          <Meta />
          <Links />
        </head>
        <body>
          <EarlyTaps nonce={nonce} />
          {bare ? (
            children
          ) : (
            <>
              <Navbar />
              <main id="main" tabIndex={-1} className="outline-none">
                {children}
              </main>
              <HydrationBoundary>
                <Footer />
                <ScrollToTop />
                {popup ? <NewsletterPopup /> : null}
                <LanguageSuggestion />
              </HydrationBoundary>
            </>
          )}
          <SiteScript nonce={nonce} />
          {staticPage ? null : (
            <>
              <HydrationBoundary>
                <HydratedMark />
              </HydrationBoundary>
              <ScrollRestoration nonce={nonce} />
              <Scripts nonce={nonce} />
            </>
          )}
        </body>
      </html>
    </LocaleProvider>
  );
}

/**
 * Marks the document once React has taken over all of it: browser tests wait for it. It is the
 * last boundary, and React hydrates boundaries in order, so every part before it is hydrated.
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    // React's own buttons tapped before it was here (~/lib/early-taps): their taps, now.
    replayTaps("__hydrationTaps");
  }, []);
  return null;
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const strings = useWords(stringsIn);
  const to = useLocalePath();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  // The database is away (app/entry.server.tsx turns that into a 503): say so, and give the phone.
  if (isRouteErrorResponse(error) && error.status === 503) return <ServiceUnavailable />;
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText || (typeof error.data === "string" ? error.data : "")}`.trim()
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <section className="bg-brand-800 pt-32 pb-20 text-white">
      <div className="container-page">
        <h1 className="text-4xl font-semibold text-white">{strings["error.title"]}</h1>
        <p className="mt-4 text-lg text-brand-100">{message}</p>
        <p className="mt-8">
          <a href={to("/")} className="btn-primary">
            {strings["notFound.home"]}
          </a>
        </p>
      </div>
    </section>
  );
}
