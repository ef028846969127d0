import type { MetaDescriptor } from "react-router";
import { staffShellWords } from "~/content/staff-nav";

/** Small pieces every back-office page uses: plain, dense, the site's colours. */

/** Every staff page: its own title, and never indexed. */
export const staffMeta = (title: string): MetaDescriptor[] => [
  { title: staffShellWords.metaTitle(title) },
  { name: "robots", content: "noindex, nofollow" },
];

export function PageTitle({ children, aside }: { children: React.ReactNode; aside?: React.ReactNode }) {
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
      <h1 className="text-2xl font-semibold text-brand-900">{children}</h1>
      {aside}
    </div>
  );
}

/** An action's answer: an error (role=alert) or a confirmation (role=status). */
export function FormMessage({ data }: { data: unknown }) {
  if (!data || typeof data !== "object") return null;
  const { error, message } = data as { error?: string; message?: string };
  if (error)
    return (
      <p role="alert" className="mb-4 rounded-lg border border-danger-700 bg-danger-50 p-3 text-danger-700">
        {error}
      </p>
    );
  if (message)
    return (
      <p
        role="status"
        className="mb-4 rounded-lg border border-success-700 bg-success-50 p-3 text-success-700"
      >
        {message}
      </p>
    );
  return null;
}

export const inputClass =
  "block w-full rounded-md border border-muted bg-white px-3 py-2 text-base text-ink focus-visible:outline-2 focus-visible:outline-brand-700";
export const labelClass = "mb-1 block text-sm font-semibold text-ink";
export const buttonClass =
  "inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900";
export const secondaryButtonClass =
  "inline-flex min-h-11 items-center justify-center rounded-md border border-brand-700 bg-white px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900";
export const dangerButtonClass =
  "inline-flex min-h-11 items-center justify-center rounded-md bg-danger-700 px-4 py-2 font-semibold text-white hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900";
export const tableClass = "w-full border-collapse text-left text-sm";
export const thClass = "border-b-2 border-line bg-brand-50 px-2 py-2 font-semibold text-brand-900";
export const tdClass = "border-b border-line px-2 py-2 align-top";

/**
 * A table that may be wider than a phone: it scrolls sideways, and the scrolling area is a named
 * region that takes keyboard focus, so it can be scrolled with the arrow keys (WCAG 2.1.1; axe's
 * scrollable-region-focusable).
 */
export function TableScroller({
  label,
  className = "",
  children,
}: {
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    // relative: a visually hidden label in a cell (absolutely positioned) scrolls with the table
    // instead of widening the whole page on a phone.
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={`relative overflow-x-auto ${className}`.trim()}
    >
      {children}
    </div>
  );
}
