import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Where Vitest's test files are (vitest.config.ts). */
export const testFolders = ["app", "server", "scripts", "tests"];

const root = fileURLToPath(new URL("..", import.meta.url));

function testFilesUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const file = path.posix.join(dir, name);
    if (name === "node_modules" || name.startsWith(".")) return [];
    if (statSync(path.join(root, file)).isDirectory()) return testFilesUnder(file);
    return /\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/**
 * The test files that each run in a process of their own; every other file shares its worker's
 * process (vitest.config.ts, decision 0033). Read from the files themselves, so none is forgotten:
 * - a file that replaces a module (`vi.mock`): the replacement would reach other files' imports,
 *   or find the real module already loaded;
 * - a file in a browser-like environment (`@vitest-environment jsdom`): its document, globals and
 *   the site scripts' hold on them would outlive it (a contact-form file failed after another
 *   one had run in the same process).
 */
export function isolatedTestFiles(): string[] {
  return testFolders
    .flatMap(testFilesUnder)
    .filter((file) =>
      /\bvi\.(do)?[mM]ock\(|@vitest-environment\s+\w/.test(readFileSync(path.join(root, file), "utf8")),
    )
    .sort();
}
