import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import { outageIn } from "./content/in/outage";
import { localeOfPath } from "./lib/locale-path";
import { PRERENDER_NONCE } from "./context";
import { describeUnavailable, isDatabaseUnavailable, RETRY_AFTER_SECONDS } from "./db/availability.server";
import { logger } from "./lib/logger.server";
import { coalescedWrites } from "./lib/coalesce-stream.server";
import { scriptsAfterPaintStream } from "./lib/scripts-after-paint.server";
import { NonceProvider } from "./lib/nonce";
import { StylesheetTextProvider } from "./lib/inline-stylesheet";
import { SiteScriptProvider } from "./lib/site-script";
import siteScript from "virtual:site-script";
import { stylesheetText } from "./lib/stylesheet-text.server";
import stylesheet from "./app.css?url";

export const streamTimeout = 5_000;

/**
 * Requests for which a loader or action found the database unavailable. React Router calls
 * handleError with the original error before it renders (and before it hides the error's
 * details in production), so this is where such a request is recognised.
 */
const databaseUnavailable = new WeakSet<Request>();

/** The outage's sentence in the language of the page asked for (its path: /de/…, /fr/…). */
const outageSentence = (request: Request) => outageIn[localeOfPath(new URL(request.url).pathname)].sentence;

const unavailableHeaders = () => ({
  "Retry-After": String(RETRY_AFTER_SECONDS),
  "Cache-Control": "no-store",
});

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  const path = new URL(request.url).pathname;
  if (isDatabaseUnavailable(error)) {
    databaseUnavailable.add(request);
    // Expected during an outage: one short line, no stack.
    logger.warn(
      { path, db: describeUnavailable(error) },
      "page needs the database, which is unavailable: 503",
    );
    return;
  }
  // The 503 thrown by handleRequest below is an answer, not a failure.
  if (error instanceof Response) return;
  logger.error({ err: error, path }, "page failed");
}

/**
 * A client-side navigation fetches loader data (`*.data`): while the database is away it gets a
 * plain 503, which the browser's router shows through the same error boundary as a page load.
 */
export function handleDataRequest(response: Response, { request }: { request: Request }) {
  if (!databaseUnavailable.has(request)) return response;
  return new Response(outageSentence(request), {
    status: 503,
    statusText: "Service Unavailable",
    headers: { ...unavailableHeaders(), "Content-Type": "text/plain; charset=utf-8" },
  });
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (databaseUnavailable.has(request) && responseStatusCode !== 503) {
    // By now the loader's error is sanitised (production hides its message and code). A thrown
    // Response makes React Router render once more with a 503 route error response, which
    // survives sanitising, so the page and the browser's hydration both show the outage page.
    throw new Response(outageSentence(request), { status: 503, statusText: "Service Unavailable" });
  }
  if (responseStatusCode === 503) {
    for (const [name, value] of Object.entries(unavailableHeaders())) responseHeaders.set(name, value);
  }
  // While prerendering there is no response yet: a placeholder is written, and the
  // server swaps in each response's own nonce (docs/decisions/0002-csp-and-prerendering.md).
  const nonce = loadContext?.cspNonce ?? PRERENDER_NONCE;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and prerendering wait for the whole document.
    const readyOption =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode || !loadContext?.cspNonce
        ? "onAllReady"
        : "onShellReady";

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <StylesheetTextProvider value={import.meta.env.DEV ? "" : stylesheetText(stylesheet)}>
          <SiteScriptProvider value={siteScript}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </SiteScriptProvider>
        </StylesheetTextProvider>
      </NonceProvider>,
      {
        nonce,
        // A finished Suspense boundary stays in place in the HTML. React otherwise moves a large
        // one (over ~12 kB) into a hidden <div> that an inline script reveals: without
        // JavaScript that part of the page would stay hidden (the home page's sections hydrate
        // as boundaries of their own, decision 0010).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          // Scripts start loading once the page is painted (decision 0010).
          const body = scriptsAfterPaintStream();
          // What React writes at once is sent (and compressed) at once.
          const joined = coalescedWrites();
          body.on("error", (error) => joined.destroy(error));
          // A visitor who leaves cancels the response, which destroys `joined`: pass that on,
          // so React stops writing at once (as it did when `body` was the response).
          joined.on("close", () => body.destroy());
          body.pipe(joined);
          const stream = createReadableStreamFromReadable(joined);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered)
            logger.error({ err: error, path: new URL(request.url).pathname }, "page failed while streaming");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
