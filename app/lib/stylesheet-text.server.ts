import { readFileSync } from "node:fs";
import path from "node:path";

const texts = new Map<string, string>();

/**
 * The text of a stylesheet the client build wrote (`/assets/app-….css`), read once per process.
 * Prerendering and the server both run from the project's directory, beside `build/client`.
 * A missing file is an error, not an unstyled page: the build or the deployment is broken.
 */
export function stylesheetText(href: string, clientDir = path.resolve("build/client")): string {
  const cached = texts.get(href);
  if (cached !== undefined) return cached;
  if (!/^\/assets\/[\w.-]+\.css$/.test(href)) throw new Error(`not a built stylesheet: ${href}`);
  const text = readFileSync(path.join(clientDir, href), "utf8")
    // A stylesheet ends at the first `</style`; ours has none, but a closing tag in a string or
    // comment must not end it early.
    .replace(/<\/(style)/gi, "<\\/$1")
    // The source map comment points at a file next to the stylesheet, not next to the page.
    .replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, "");
  texts.set(href, text);
  return text;
}
