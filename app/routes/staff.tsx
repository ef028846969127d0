import { useEffect } from "react";
import { Form, isRouteErrorResponse, NavLink, Outlet, useRouteError } from "react-router";
import { requireAppContext } from "~/context";
import { staffErrorWords, staffPageNames, staffShellWords as words } from "~/content/staff-nav";
import { staffSearchCopy } from "~/content/staff-search";
import { textLimitWords } from "~/content/staff-text-messages";
import { buttonClass, secondaryButtonClass, staffMeta } from "~/components/staff/staff-ui";
import { backOfficeView } from "~/services/staff/pages.server";
import { requireStaff } from "~/services/staff/session.server";
import type { Route } from "./+types/staff";

/**
 * The back office's signed-in layout: every page below it needs a session (the loader
 * redirects to the sign-in page otherwise). Plain and dense, without the public site's chrome.
 */
export const handle = { bare: true };

export const meta: Route.MetaFunction = () => staffMeta(staffPageNames.backOffice);

export async function loader({ request, context }: Route.LoaderArgs) {
  return backOfficeView(await requireStaff(request, requireAppContext(context)));
}

const navClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-md px-3 py-2 font-semibold ${
    isActive ? "bg-white text-brand-900" : "text-white underline-offset-4 hover:underline"
  }`;

function Shell({ children, nav }: { children: React.ReactNode; nav?: React.ReactNode }) {
  return (
    <div className="min-h-screen bg-canvas text-ink">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {words.skipLink}
      </a>
      <header className="bg-brand-800 text-white print:hidden">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <p className="font-semibold">{words.brand}</p>
          {nav}
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-6 outline-none">
        {children}
      </main>
    </div>
  );
}

/**
 * The search box on every staff page: a GET form to /staff/search (works without JavaScript);
 * with it, "/" typed outside a field jumps to the box, as on many sites.
 */
function SearchBox() {
  const copy = staffSearchCopy.box;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
      if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
      const box = document.getElementById("staff-search");
      if (!(box instanceof HTMLInputElement)) return;
      event.preventDefault();
      box.focus();
      box.select();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
  return (
    <Form
      method="get"
      action="/staff/search"
      role="search"
      aria-label={copy.label}
      className="flex items-center gap-1"
    >
      <label htmlFor="staff-search" className="sr-only">
        {copy.label}
      </label>
      <input
        id="staff-search"
        name="q"
        type="search"
        maxLength={200}
        placeholder={copy.placeholder}
        aria-describedby="staff-search-hint"
        className="min-h-9 w-56 rounded-md border border-white bg-white px-2 py-1 text-sm text-ink focus-visible:outline-2 focus-visible:outline-accent-400"
      />
      <span id="staff-search-hint" className="sr-only">
        {copy.shortcut}
      </span>
      <button type="submit" className={`${secondaryButtonClass} min-h-9 py-1`}>
        {copy.submit}
      </button>
    </Form>
  );
}

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  const { user, newLeads, texts } = loaderData;
  return (
    <Shell
      nav={
        <>
          <nav aria-label={words.navLabel} className="flex flex-wrap gap-1">
            <NavLink to="/staff/leads" className={navClass}>
              {staffPageNames.leads}
              {newLeads > 0 ? (
                <span className="ml-2 rounded-full bg-accent-400 px-2 text-sm text-brand-900">
                  {words.newLeads(newLeads)}
                </span>
              ) : null}
            </NavLink>
            <NavLink to="/staff/plans" className={navClass}>
              {staffPageNames.plans}
            </NavLink>
            <NavLink to="/staff/analytics" className={navClass}>
              {staffPageNames.analytics}
            </NavLink>
            <NavLink to="/staff/consultation-days" className={navClass}>
              {staffPageNames.consultationDays}
            </NavLink>
            <NavLink to="/staff/subscribers" className={navClass}>
              {staffPageNames.subscribers}
            </NavLink>
            <NavLink to="/staff/gdpr" className={navClass}>
              {staffPageNames.gdpr}
            </NavLink>
            {user.role === "admin" ? (
              <>
                <NavLink to="/staff/accounts" className={navClass}>
                  {staffPageNames.accounts}
                </NavLink>
                <NavLink to="/staff/audit" className={navClass}>
                  {staffPageNames.audit}
                </NavLink>
              </>
            ) : null}
          </nav>
          <SearchBox />
          <div className="ml-auto flex flex-wrap items-center gap-2 text-sm">
            <span>
              {user.email} ({user.role})
            </span>
            <NavLink to="/staff/passkeys" className={navClass}>
              {staffPageNames.passkeys}
            </NavLink>
            <Form method="post" action="/staff/sign-out" reloadDocument>
              <button type="submit" className={`${buttonClass} min-h-9 bg-brand-900 py-1`}>
                {words.signOut}
              </button>
            </Form>
            <Form method="post" action="/staff/sign-out" reloadDocument>
              <input type="hidden" name="everywhere" value="yes" />
              <button type="submit" className={`${secondaryButtonClass} min-h-9 py-1`}>
                {words.signOutEverywhere}
              </button>
            </Form>
          </div>
        </>
      }
    >
      {texts.state === "ok" ? null : (
        <p
          role="status"
          data-text-limit={texts.state}
          className={`mb-4 rounded-md border px-3 py-2 font-semibold ${
            texts.state === "reached"
              ? "border-danger-700 bg-white text-danger-700"
              : "border-accent-400 bg-white text-brand-900"
          }`}
        >
          {texts.state === "reached"
            ? textLimitWords.reached(texts.cap, texts.resumes)
            : textLimitWords.nearing(texts.sent, texts.cap)}
        </p>
      )}
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const page =
    status === 403
      ? staffErrorWords.forbidden
      : status === 404
        ? staffErrorWords.notFound
        : staffErrorWords.failed;
  return (
    <Shell>
      <h1 className="text-2xl font-semibold text-brand-900">{page.heading}</h1>
      <p className="mt-3">{page.text}</p>
      <p className="mt-3">
        <a className="link" href="/staff/leads">
          {staffErrorWords.back}
        </a>
      </p>
    </Shell>
  );
}
