import { data } from "react-router";
import { NotFound } from "~/components/layout/not-found";

/** Sent without React: links only (docs/decisions/0012-static-pages.md). */
export const handle = { hydrate: false } as const;

/** Any path no other route claims: a real 404 status with a helpful page. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}
