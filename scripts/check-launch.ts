// npm run check:launch [-- DIR]: lists every placeholder still in the site's content (fictional
// phone numbers, .example addresses, zero bank accounts, bracketed and unwritten text, items
// marked sample(…)) with its file and line. Exits 1 while any remain, 0 when there are none.
import { CONTENT_DIR, formatPlaceholders, scanContent } from "../server/launch-check";

/** Command-line output (the logger is for the server). */
const print = (line: string) => process.stdout.write(`${line}\n`);

const dir = process.argv[2] ?? CONTENT_DIR;
const placeholders = scanContent(dir);
if (placeholders.length === 0) {
  print(`No placeholders in ${dir}: the content is ready to launch.`);
} else {
  print(formatPlaceholders(placeholders));
  print("");
  print("Replace each with the clinic's own details (docs/deploy.md, 'Before launch'), then run this again.");
  process.exitCode = 1;
}
