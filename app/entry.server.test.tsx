import net, { type AddressInfo } from "node:net";
import {
  createRequestHandler,
  data,
  UNSAFE_withComponentProps,
  UNSAFE_withErrorBoundaryProps,
  type ServerBuild,
} from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { outage } from "./content/outage";
import { site } from "./content/site";
import { openDatabase } from "./db/client.server";
import * as entry from "./entry.server";
import { parseEnv } from "./env.server";
import { logger } from "./lib/logger.server";
import * as root from "./root";
import * as notFound from "./routes/not-found";
import { localizePath } from "./lib/locale-path";
import { outageIn, stringsIn, treatmentMenuIn } from "./content/translations";
import { treatmentLabel } from "./content/navigation";

/** A real "database unavailable" error: what openDatabase throws when nothing listens. */
async function refusedConnectionError(): Promise<unknown> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/none`, deadlineMs: 1000 }).then(
    () => {
      throw new Error("expected the connection to be refused");
    },
    (error: unknown) => error,
  );
}

let databaseError: unknown;

type RouteModule = NonNullable<ServerBuild["routes"][string]>["module"];

const page = (loader: () => unknown) => ({
  default: function Page() {
    return <p>The page itself</p>;
  },
  loader,
});

/**
 * A server build of the real document entry (this module's subject) and the real root route, with
 * a few pages whose loaders fail in different ways, run through React Router's own request
 * handler in production mode (where error messages are hidden from the browser).
 */
function buildWithPages(): ServerBuild {
  const pages = {
    "routes/event": page(() => {
      throw databaseError;
    }),
    "routes/broken": page(() => {
      throw new Error("A bug in a loader");
    }),
    "routes/busy": page(() => {
      throw data("busy", { status: 503 });
    }),
    "routes/fine": page(() => ({ ok: true })),
    // The same page under the other languages' prefixes.
    "routes/de/event": page(() => {
      throw databaseError;
    }),
    "routes/fr/event": page(() => {
      throw databaseError;
    }),
    // The real catch-all: any address no other route claims.
    "routes/not-found": { ...notFound, default: UNSAFE_withComponentProps(notFound.default) },
  };
  // As the framework's compiler does: route components receive their props through these.
  const rootModule = {
    ...root,
    default: UNSAFE_withComponentProps(root.default),
    ErrorBoundary: UNSAFE_withErrorBoundaryProps(root.ErrorBoundary),
  };
  const routes: ServerBuild["routes"] = {
    root: { id: "root", path: "", module: rootModule as unknown as RouteModule },
  };
  const manifestRoutes: ServerBuild["assets"]["routes"] = {
    root: manifestEntry("root", undefined, ""),
  };
  for (const [id, module] of Object.entries(pages)) {
    const path = id === "routes/not-found" ? "*" : id.replace("routes/", "");
    routes[id] = { id, parentId: "root", path, module: module as unknown as RouteModule };
    manifestRoutes[id] = manifestEntry(id, "root", path);
  }
  return {
    entry: { module: entry },
    routes,
    assets: {
      entry: { module: "/assets/entry.client.js", imports: [] },
      routes: manifestRoutes,
      url: "/assets/manifest.js",
      version: "test",
    },
    basename: "/",
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {
      unstable_optimizeDeps: false,
      v8_passThroughRequests: false,
      v8_trailingSlashAwareDataRequests: false,
      v8_middleware: false,
      v8_splitRouteModules: false,
      v8_viteEnvironmentApi: false,
    } as unknown as ServerBuild["future"],
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
  };
}

function manifestEntry(id: string, parentId: string | undefined, path: string) {
  return {
    id,
    parentId,
    path,
    hasAction: false,
    hasLoader: true,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: id === "root",
    module: `/assets/${id}.js`,
    imports: [],
    css: [],
    clientActionModule: undefined,
    clientLoaderModule: undefined,
    clientMiddlewareModule: undefined,
    hydrateFallbackModule: undefined,
  };
}

/** What the page shows in its main area (not the navigation, footer or hydration data). */
const mainOf = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));

const env = parseEnv({ SITE_URL: "http://localhost:3000" });
const handler = () => createRequestHandler(buildWithPages(), "production");
const get = (path: string) =>
  handler()(new Request(`http://localhost:3000${path}`), { env, cspNonce: "test-nonce" });

describe("pages while the database is unavailable", () => {
  beforeAll(async () => {
    databaseError = await refusedConnectionError();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("a page whose loader cannot reach the database answers 503 with Retry-After and the clinic's phone", async () => {
    const warn = vi.spyOn(logger, "warn");
    const error = vi.spyOn(logger, "error");

    const response = await get("/event");
    const html = await response.text();

    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("30");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const main = mainOf(html);
    expect(main).toMatch(new RegExp(`<h1[^>]*>${outage.title}</h1>`));
    expect(main).toContain(outage.lead);
    expect(main).toContain(`<a href="${site.phone.href}" class="btn-primary">${outage.call}</a>`);
    expect(main).toContain('<a href="/event" class="btn-ghost-light">Try again</a>');
    expect(html).toContain(`<title>${outage.title} | ${site.name}</title>`);
    expect(main).not.toContain("The page itself");
    // The browser hydrates from the same 503, not from a hidden "Unexpected Server Error".
    expect(html).toContain("Service Unavailable");
    expect(html).not.toContain("Unexpected Server Error");
    expect(
      warn.mock.calls.some((call) => call.includes("page needs the database, which is unavailable: 503")),
    ).toBe(true);
    expect(error).not.toHaveBeenCalled();
  });

  it("a client-side navigation to it (loader data) gets a plain 503 with Retry-After", async () => {
    const response = await get("/event.data");

    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("30");
    expect(response.headers.has("X-Remix-Response")).toBe(false);
    expect(await response.text()).toBe(outage.sentence);
  });

  it("a loader that answers 503 itself gets the same page and Retry-After", async () => {
    const response = await get("/busy");

    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("30");
    expect(mainOf(await response.text())).toMatch(new RegExp(`<h1[^>]*>${outage.title}</h1>`));
  });

  it("any other loader failure stays a 500, logged as an error, with no Retry-After", async () => {
    const error = vi.spyOn(logger, "error");

    const response = await get("/broken");
    const html = await response.text();

    expect(response.status).toBe(500);
    expect(response.headers.has("Retry-After")).toBe(false);
    expect(mainOf(html)).toContain("Unexpected Application Error!");
    expect(html).not.toContain(outage.title);
    expect(error.mock.calls.some((call) => call.includes("page failed"))).toBe(true);
  });

  it("a page that does not fail is untouched", async () => {
    const response = await get("/fine");

    expect(response.status).toBe(200);
    expect(response.headers.has("Retry-After")).toBe(false);
    expect(mainOf(await response.text())).toContain("The page itself");
  });
});

/** A link to `href` whose text is `text`, whatever the order of its attributes. */
const linkTo = (href: string, text: string) => {
  const literal = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`<a[^>]*href="${literal(href)}"[^>]*>${literal(text)}</a>`);
};

/** Text as React writes it into HTML, read back. */
const unescape = (html: string) =>
  html.replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");

describe("the outage and not-found pages in the language of the address", () => {
  beforeAll(async () => {
    databaseError ??= await refusedConnectionError();
  });

  it.each(["de", "fr"] as const)(
    "a /%s/ page while the database is away says so in its language",
    async (locale) => {
      const outage = outageIn[locale];
      const response = await get(`/${locale}/event`);
      const html = unescape(await response.text());
      expect(response.status).toBe(503);
      const main = mainOf(html);
      expect(main).toContain(`>${outage.title}</h1>`);
      expect(main).toContain(outage.lead);
      expect(main).toContain(`<a href="/${locale}/event" class="btn-ghost-light">${outage.tryAgain}</a>`);
      expect(html).toContain(`<html lang="${locale}-${locale.toUpperCase()}"`);

      const data = await get(`/${locale}/event.data`);
      expect(data.status).toBe(503);
      expect(await data.text()).toBe(outage.sentence);
    },
  );

  it.each([
    { locale: "de", path: "/de/xyz", tag: "de-DE" },
    { locale: "fr", path: "/fr/xyz/abc", tag: "fr-FR" },
    { locale: "en", path: "/xyz", tag: "en-GB" },
  ] as const)("$path answers 404 with the not-found page in its language", async ({ locale, path, tag }) => {
    const strings = stringsIn[locale];
    const response = await get(path);
    const html = unescape(await response.text());
    expect(response.status).toBe(404);
    expect(html).toContain(`<html lang="${tag}"`);
    const main = mainOf(html);
    expect(main).toContain(`>${strings["notFound.title"]}</h1>`);
    expect(main).toMatch(linkTo(localizePath("/", locale), strings["notFound.home"]));
    expect(main).toMatch(
      linkTo(
        localizePath("/treatments/dental-implant", locale),
        treatmentLabel("dental-implant", treatmentMenuIn[locale]),
      ),
    );
    // The bar and the footer around it speak the same language.
    expect(html).toContain(strings["nav.skipToContent"]);
    expect(html).toContain(strings["footer.quickLinks"]);
  });
});
