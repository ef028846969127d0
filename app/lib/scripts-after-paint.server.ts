import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";

/**
 * Scripts after first paint (docs/decisions/0010-scripts-after-paint.md).
 *
 * React Router writes a `<link rel="modulepreload">` into `<head>` for every script a page
 * hydrates with, and an inline module that imports them statically. On a phone on a slow link
 * those ~100-180 kB of JavaScript then share the connection with the stylesheet, the HTML and
 * the fonts before anything is painted, although the page is complete without them (its
 * content is in the HTML, and links and forms work without JavaScript). This transform of the
 * rendered HTML drops the modulepreloads and turns the inline module's static imports into
 * dynamic ones that start once the browser reports the page's first contentful paint. The
 * route modules, the manifest and the entry stay exactly what React Router wrote.
 */

const STATIC_IMPORT = /^\s*import\s+(?:\*\s+as\s+([A-Za-z_$][\w$]*)\s+from\s+)?("[^"\n]+");?\s*$/;

/**
 * The inline bootstrap module with its static imports made dynamic and run after first paint,
 * or null when it does not have the shape React Router writes (then it is left as it is).
 * `import * as route0 from "/a.js";` lines become one `Promise.all` of `import("/a.js")`, whose
 * namespaces are bound to the same names before the rest of the script runs.
 */
export function bootstrapAfterPaint(source: string): string | null {
  const sideEffects: string[] = [];
  const names: string[] = [];
  const specifiers: string[] = [];
  const rest: string[] = [];
  for (const line of source.split("\n")) {
    if (/^\s*import\s/.test(line)) {
      const match = STATIC_IMPORT.exec(line);
      if (!match) return null;
      if (match[1]) {
        names.push(match[1]);
        specifiers.push(match[2]!);
      } else {
        sideEffects.push(match[2]!);
      }
    } else {
      rest.push(line);
    }
  }
  if (specifiers.length === 0 && sideEffects.length === 0) return null;
  const body = rest.join("\n").replace(/^[\s;]+/, "");
  // Imports for their effect (the development server's refresh runtime) run first, in order,
  // as static imports would; the route modules then load side by side.
  const first = sideEffects.map((specifier) => `.then(() => import(${specifier}))`).join("");
  return [
    "const start = () => Promise.resolve()",
    `${first}.then(() => Promise.all([${specifiers.map((specifier) => `import(${specifier})`).join(", ")}]))`,
    `.then(([${names.join(", ")}]) => {`,
    body,
    "});",
    // Started when the browser reports the first contentful paint (a paint entry, not a timer:
    // nothing here waits on a clock). A hidden tab does not paint, and a browser without paint
    // timing cannot say: both load at once. Should the paint never be reported, the page still
    // hydrates 3 s after its load event.
    "let started = false;",
    "const go = () => { if (!started) { started = true; start(); } };",
    "const paints = typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes || []).includes('paint');",
    "if (document.hidden || !paints) go();",
    "else {",
    "  const observer = new PerformanceObserver((list) => {",
    "    if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;",
    "    observer.disconnect();",
    "    go();",
    "  });",
    "  observer.observe({ type: 'paint', buffered: true });",
    "  window.addEventListener('load', () => setTimeout(go, 3000));",
    "}",
  ].join("\n");
}

const MODULEPRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\/?>/g;
const MODULE_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/g;

/** The whole rewrite on a complete piece of HTML (the stream below feeds it whole tags). */
export function scriptsAfterPaint(html: string): string {
  return html
    .replace(MODULEPRELOAD, "")
    .replace(MODULE_SCRIPT, (whole, open: string, source: string, close: string) => {
      const deferred = bootstrapAfterPaint(source);
      return deferred === null ? whole : `${open}${deferred}${close}`;
    });
}

/**
 * The rewrite as a stream transform over React's HTML stream: text is passed on as it comes,
 * except that a `<link …>` is held until its `>` and a `<script …>` until its `</script>`, so
 * each is rewritten whole; nothing else is delayed.
 */
export function scriptsAfterPaintStream(): Transform {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  const take = (final: boolean): string => {
    let out = "";
    for (;;) {
      const at = pending.indexOf("<");
      if (at < 0) {
        out += pending;
        pending = "";
        return out;
      }
      out += pending.slice(0, at);
      pending = pending.slice(at);
      const head = pending.slice(0, 8).toLowerCase();
      const isScript = /^<script[\s>]/.test(head);
      const isLink = /^<link[\s>/]/.test(head);
      if (!isScript && !isLink) {
        // Cut at the chunk's end: it may still become one of them.
        const cut = head.length < 8 && ("<script ".startsWith(head) || "<link ".startsWith(head));
        if (cut && !final) return out;
        out += "<";
        pending = pending.slice(1);
        continue;
      }
      const end = isScript ? pending.indexOf("</script>") : pending.indexOf(">");
      if (end < 0) {
        if (!final) return out;
        out += pending;
        pending = "";
        return out;
      }
      const stop = end + (isScript ? "</script>".length : 1);
      out += scriptsAfterPaint(pending.slice(0, stop));
      pending = pending.slice(stop);
    }
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pending += decoder.write(chunk);
      const out = take(false);
      if (out) this.push(out);
      callback();
    },
    flush(callback) {
      pending += decoder.end();
      const out = take(true);
      if (out) this.push(out);
      callback();
    },
  });
}
