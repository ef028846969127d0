import { Suspense, type ReactNode } from "react";

/**
 * A part of the page that React hydrates on its own. The server HTML is the same (nothing in it
 * suspends), but in the browser React hydrates the page's shell first and then each boundary in
 * a task of its own, in order, ahead of the rest where the visitor clicks or types: no single
 * long task for a whole long page on a phone (docs/decisions/0010-scripts-after-paint.md).
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
