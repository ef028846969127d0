import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import {
  bootstrapAfterPaint,
  scriptsAfterPaint,
  scriptsAfterPaintStream,
} from "./scripts-after-paint.server";

// The inline module React Router 7 writes at the end of <body> (shortened manifest).
const bootstrap = `;
import * as route0 from "/assets/root-CVmqDKH_.js";
import * as route1 from "/assets/home-BLhdQJ-S.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-B.js"}};
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-B.js");`;

const page = [
  `<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"/>`,
  `<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>`,
  `<link rel="modulepreload" href="/assets/entry.client-B.js"/><link rel="modulepreload" href="/assets/root-CVmqDKH_.js"/>`,
  `<script type="application/ld+json">{"name":"Fogorvos – Budapest"}</script></head>`,
  `<body><h1>Dental implants in Budapest – from £690</h1><svg><linearGradient id="g"></linearGradient></svg>`,
  `<script nonce="abc">window.__reactRouterContext = {};</script>`,
  `<script nonce="abc" type="module" async="">${bootstrap}</script></body></html>`,
].join("");

/** Runs a bootstrap as the browser would, with the imports and the paint timing stubbed. */
async function run(source: string, { hidden = false, paintTiming = true } = {}) {
  const imported: string[] = [];
  const observers: Array<(entries: Array<{ name: string }>) => void> = [];
  const win: Record<string, unknown> = {};
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ["paint", "longtask"] : ["longtask"];
    disconnected = false;
    constructor(private readonly callback: (list: { getEntries(): Array<{ name: string }> }) => void) {}
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: "paint", buffered: true });
      observers.push((entries) => {
        if (!this.disconnected) this.callback({ getEntries: () => entries });
      });
    }
    disconnect() {
      this.disconnected = true;
    }
  }
  const timers: Array<{ callback: () => void; ms: number }> = [];
  const loadListeners: Array<() => void> = [];
  win.addEventListener = (type: string, listener: () => void) => {
    if (type === "load") loadListeners.push(listener);
  };
  const fn = new Function(
    "importModule",
    "document",
    "PerformanceObserver",
    "window",
    "setTimeout",
    source.replaceAll("import(", "importModule("),
  );
  fn(
    (url: string) => {
      imported.push(url);
      return Promise.resolve({ url });
    },
    { hidden },
    FakeObserver,
    win,
    (callback: () => void, ms: number) => timers.push({ callback, ms }),
  );
  const paint = async (name: string) => {
    for (const observer of observers) observer([{ name }]);
    await new Promise((resolve) => setImmediate(resolve));
  };
  /** The load event, then the fallback's 3 s pass. */
  const loadedLongAgo = async () => {
    for (const listener of loadListeners) listener();
    for (const timer of timers.splice(0)) {
      expect(timer.ms).toBe(3000);
      timer.callback();
    }
    await new Promise((resolve) => setImmediate(resolve));
  };
  await new Promise((resolve) => setImmediate(resolve));
  return { imported, paint, loadedLongAgo, win };
}

describe("scripts after first paint", () => {
  it("drops the modulepreloads and keeps the stylesheet, JSON-LD and classic scripts as they were", () => {
    const out = scriptsAfterPaint(page);
    expect(out).not.toContain("modulepreload");
    expect(out).toContain(`<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>`);
    expect(out).toContain(`<script type="application/ld+json">{"name":"Fogorvos – Budapest"}</script>`);
    expect(out).toContain(`<script nonce="abc">window.__reactRouterContext = {};</script>`);
    expect(out).toContain(`<script nonce="abc" type="module" async="">const start`);
    expect(out).not.toMatch(/^\s*import \* as/m);
  });

  it("loads nothing until the page has painted its content, then the route modules, then the entry", async () => {
    const { imported, paint, win } = await run(bootstrapAfterPaint(bootstrap)!);
    expect(imported).toEqual([]);
    // A first paint of only the background is not enough.
    await paint("first-paint");
    expect(imported).toEqual([]);
    await paint("first-contentful-paint");
    expect(imported).toEqual([
      "/assets/root-CVmqDKH_.js",
      "/assets/home-BLhdQJ-S.js",
      "/assets/entry.client-B.js",
    ]);
    expect(win.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-CVmqDKH_.js" },
      "routes/home": { url: "/assets/home-BLhdQJ-S.js" },
    });
    // Reported once more (a buffered entry): nothing loads twice.
    await paint("first-contentful-paint");
    expect(imported).toHaveLength(3);
  });

  it("hydrates 3 s after the load event should the paint never be reported, and only once", async () => {
    const { imported, paint, loadedLongAgo } = await run(bootstrapAfterPaint(bootstrap)!);
    await loadedLongAgo();
    expect(imported).toEqual([
      "/assets/root-CVmqDKH_.js",
      "/assets/home-BLhdQJ-S.js",
      "/assets/entry.client-B.js",
    ]);
    await paint("first-contentful-paint");
    expect(imported).toHaveLength(3);
  });

  it("starts at once in a tab that is not shown (it would never paint) or without paint timing", async () => {
    for (const options of [{ hidden: true }, { paintTiming: false }]) {
      const { imported } = await run(bootstrapAfterPaint(bootstrap)!, options);
      expect(imported, JSON.stringify(options)).toContain("/assets/entry.client-B.js");
    }
  });

  it("runs imports for their effect first, in order (the development server's refresh runtime)", async () => {
    const source = bootstrapAfterPaint(`import "/@hmr/runtime";\n${bootstrap}`)!;
    const { imported } = await run(source, { hidden: true });
    await new Promise((resolve) => setImmediate(resolve));
    expect(imported[0]).toBe("/@hmr/runtime");
    expect(imported.at(-1)).toBe("/assets/entry.client-B.js");
  });

  it("leaves a module it does not recognise as it is", () => {
    expect(bootstrapAfterPaint(`import { a } from "/x.js";\na();`)).toBeNull();
    expect(bootstrapAfterPaint(`window.ready = true;`)).toBeNull();
    const other = `<script type="module">import { a } from "/x.js";</script>`;
    expect(scriptsAfterPaint(other)).toBe(other);
  });

  it("gives the same bytes as a stream, however the HTML is cut into chunks", async () => {
    const whole = scriptsAfterPaint(page);
    const bytes = Buffer.from(page, "utf8");
    for (const size of [1, 2, 3, 5, 7, 64, 333, bytes.length]) {
      const chunks: Buffer[] = [];
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
      const out = await text(Readable.from(chunks).pipe(scriptsAfterPaintStream()));
      expect(out, `chunks of ${size} bytes`).toBe(whole);
    }
  });
});
