// npx tsx scripts/routes.ts: every address of the site as a table (app/route-list.ts), each
// public page with its German and French addresses.
import { locales } from "../app/content/locales";
import { localizePath } from "../app/lib/locale-path";
import { routeList } from "../app/route-list";

const inLanguages = (path: string) => {
  const [base, slug] = path.split("/:");
  return locales
    .filter((locale) => locale !== "en")
    .map((locale) =>
      slug ? `${localizePath(base, locale, { anyPath: true })}/:${slug}` : localizePath(path, locale),
    );
};

const rows = routeList.map((entry) => [
  entry.kind,
  entry.kind === "page" ? [entry.path, ...inLanguages(entry.path)].join("  ") : entry.path,
  entry.file.replace(/^routes\//, ""),
  entry.guard,
]);
const widths = [0, 1, 2].map((i) => Math.max(...rows.map((row) => row[i].length)));
for (const row of rows)
  process.stdout.write(`${row.map((cell, i) => (i < 3 ? cell.padEnd(widths[i]) : cell)).join("  ")}\n`);
