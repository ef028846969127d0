/**
 * Which answered requests are page views (decision 0024): a GET of a public page in any language,
 * answered 200 or 304, to a person's browser that did not ask for it speculatively. Staff pages,
 * endpoints, files and health checks are not public pages. A client-side navigation from a
 * hydrated page asks for the page's `.data`: it counts when it is for another page than the one
 * it comes from (a page refreshing its own data after a form is not a view).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import proxyAddr from "proxy-addr";
import { isPublicPage } from "../app/lib/locale-path";
import { asksNotToTrack, isBot, isPrefetch } from "../app/services/analytics/classify";
import type { PageViewRecorder } from "../app/services/analytics/recorder.server";
import { clientKey } from "../app/services/platform/rate-limit.server";

type TrustProxy = (address: string, hop: number) => boolean;

const header = (req: IncomingMessage, name: string) => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The page a request shows, or null: '/prices' for '/prices' and '/prices.data'. */
function pageOf(req: IncomingMessage): { path: string; search: string; data: boolean } | null {
  const url = req.url ?? "/";
  const cut = url.indexOf("?");
  let path = cut < 0 ? url : url.slice(0, cut);
  const data = path.endsWith(".data");
  if (data) path = path === "/_root.data" ? "/" : path.slice(0, -".data".length);
  if (!isPublicPage(path)) return null;
  return { path, search: cut < 0 ? "" : url.slice(cut + 1), data };
}

function samePage(referer: string | undefined, path: string): boolean {
  if (!referer) return false;
  try {
    return new URL(referer).pathname.replace(/\/+$/, "") === path.replace(/\/+$/, "");
  } catch {
    return false;
  }
}

/** Watches one request; records it as a view once answered, when it is one. Cheap when not. */
export function pageViewObserver(recorder: Pick<PageViewRecorder, "record">, trustProxy: TrustProxy) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    if (req.method !== "GET") return;
    const page = pageOf(req);
    if (!page) return;
    const userAgent = header(req, "user-agent") ?? "";
    if (isBot(userAgent) || isPrefetch(header(req, "sec-purpose") ?? header(req, "purpose"))) return;
    const referer = header(req, "referer");
    if (page.data && samePage(referer, page.path)) return;
    const at = new Date();
    res.once("finish", () => {
      if (res.statusCode !== 200 && res.statusCode !== 304) return;
      recorder.record({
        at,
        path: page.path,
        search: page.search,
        referer,
        userAgent,
        address: clientKey(proxyAddr(req, trustProxy)),
        noTrack: asksNotToTrack({ gpc: header(req, "sec-gpc"), dnt: header(req, "dnt") }),
      });
    });
  };
}
