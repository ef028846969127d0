import type { IncomingMessage, ServerResponse } from "node:http";
import proxyAddr from "proxy-addr";
import { httpErrorWordsIn } from "../app/content/in/http-errors";
import type { Env } from "../app/env.server";
import { localeOfPath } from "../app/lib/locale-path";
import { logger } from "../app/lib/logger.server";
import type { PageHit } from "../app/services/analytics/recorder.server";
import { answerNonCanonical } from "./canonical-path";
import { pageViewObserver } from "./page-views";
import { compressPrepared, loadPrerenderedPages, servePrerendered } from "./prerendered";
import { contentSecurityPolicy, staticSecurityHeaders } from "./security";

type TrustProxy = (address: string, hop: number) => boolean;

/**
 * What the server answers without its database (decision 0027): an address that is not
 * canonical, and the prerendered pages from prepared bytes. It is ready as soon as the build's
 * pages are read, so a (re)started server answers them while the database opens and the rest of
 * the site loads; server/index.ts holds every other request until then.
 */
export interface Front {
  /** Answers the request if it needs no database (true), and watches it for a page view. */
  answer(req: IncomingMessage, res: ServerResponse): boolean;
  /** Page views go here once the site's recorder exists; those counted before wait for it. */
  countWith(recorder: { record(view: PageHit): void }): void;
  /** Settles when every prerendered page's compressed forms are made (or read back). */
  compressed: Promise<void>;
  /** Whether a peer is a proxy the configuration trusts (TRUST_PROXY), as Express decides it. */
  isTrustedProxy: TrustProxy;
}

/** Views counted before the recorder exists: at most this many are kept for it. */
const EARLY_VIEWS = 5_000;

/** Express's own reading of `trust proxy`: none, a number of hops, or the addresses named. */
function trustProxyOf(setting: Env["trustProxy"]): TrustProxy {
  if (setting === false) return () => false;
  if (typeof setting === "number") return (_address, hop) => hop < setting;
  return proxyAddr.compile(setting);
}

export function createFront({
  env,
  clientDir,
  compressedDir,
}: {
  env: Env;
  /** build/client; none in development, where Vite serves the pages. */
  clientDir?: string;
  /** Where compressed forms are kept between starts (none: in memory only). */
  compressedDir?: string;
}): Front {
  const pages = clientDir ? loadPrerenderedPages(clientDir, env.SITE_URL) : undefined;
  const prepared = pages
    ? servePrerendered(pages, {
        csp: contentSecurityPolicy(env, { dev: false }),
        securityHeaders: staticSecurityHeaders(),
      })
    : undefined;
  // Compressing every page at the highest brotli quality takes minutes on a small machine, so it
  // happens after the server listens, in zlib's thread pool; a page asked for meanwhile goes out
  // uncompressed or in gzip.
  const compressed = pages
    ? compressPrepared(pages, compressedDir).then(
        ({ made, read }) => logger.info({ made, read }, "prerendered pages compressed"),
        (error: unknown) => logger.error({ err: error }, "prerendered pages could not be compressed"),
      )
    : Promise.resolve();

  const early: PageHit[] = [];
  let recorder: { record(view: PageHit): void } = {
    record: (view) => {
      if (early.length < EARLY_VIEWS) early.push(view);
    },
  };
  const isTrustedProxy = trustProxyOf(env.trustProxy);
  const countView = pageViewObserver({ record: (view) => recorder.record(view) }, isTrustedProxy);

  return {
    answer(req, res) {
      // Every request's path is first made canonical (or refused), so that the prepared pages,
      // the edge and React Router all see one spelling of it.
      if (answerNonCanonical(req, res)) return true;
      countView(req, res);
      return prepared?.(req, res) ?? false;
    },
    countWith(next) {
      recorder = next;
      for (const view of early.splice(0)) next.record(view);
    },
    compressed,
    isTrustedProxy,
  };
}

/** How long a request may wait for the site to finish starting before it is told to come back. */
const HOLD_LIMIT_MS = 30_000;

/**
 * Keeps requests that need the site until it is ready (`release`), or answers 503 with
 * Retry-After after `limitMs`, in the page's language.
 */
export function holdUntilReady(limitMs = HOLD_LIMIT_MS) {
  const held = new Set<{ req: IncomingMessage; res: ServerResponse; timer: NodeJS.Timeout }>();
  return {
    hold(req: IncomingMessage, res: ServerResponse) {
      const entry = {
        req,
        res,
        timer: setTimeout(() => {
          held.delete(entry);
          if (res.headersSent || res.destroyed) return;
          const path = (req.url ?? "/").split("?")[0];
          res
            .writeHead(503, {
              "Content-Type": "text/plain; charset=utf-8",
              "Retry-After": "5",
              "Cache-Control": "no-store",
            })
            .end(httpErrorWordsIn[localeOfPath(path)].starting);
        }, limitMs),
      };
      held.add(entry);
      res.once("close", () => {
        clearTimeout(entry.timer);
        held.delete(entry);
      });
    },
    release(site: (req: IncomingMessage, res: ServerResponse) => void) {
      for (const entry of [...held]) {
        clearTimeout(entry.timer);
        held.delete(entry);
        if (!entry.res.destroyed) site(entry.req, entry.res);
      }
    },
  };
}
