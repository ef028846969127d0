// Finds words a person reads that are written outside app/content/ (issue 31: every sentence,
// label, error message, email text and page title comes from app/content/, so that a second
// language is a second set of content files). Reads the TypeScript syntax tree of every source
// file of app/ and server/ (tests, type declarations and app/content itself excepted) and reports:
// - JSX text with a word in it (`<button>Book now</button>`);
// - JSX attributes a person reads or hears given as a literal (alt, title, aria-label, placeholder,
//   label…);
// - string literals that read as a sentence or a label of two or more capitalised words
//   ("Fully booked. Please choose another date.", "Book Consultation").
// Not reported: log lines, built-in errors (for operators, never shown; a domain error such as
// BookingError is reported, its message reaches the patient), imports, class names,
// data-* and other technical attributes, SQL, object keys, and the few literals in ALLOWED.
// Usage: npx tsx scripts/user-text.ts [folder…]   (prints file:line  text; exit 1 when any)
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

export interface Finding {
  file: string;
  line: number;
  text: string;
}

/** Attributes whose literal value is read or heard by a person. */
const READ_ATTRIBUTES = new Set([
  "alt",
  "title",
  "aria-label",
  "aria-description",
  "aria-roledescription",
  "aria-valuetext",
  "placeholder",
  "label",
  "summary",
  "heading",
  "text",
  "description",
]);

/** Calls whose string arguments are for operators or machines, never a visitor or staff. */
const TECHNICAL_CALLS =
  /^(logger\.\w+|log\.\w+|console\.\w+|\w*[Ll]ogger\.\w+|sql|sql\.raw|describe|it|test|expect|require|import|fetch|new URL|querySelector\w*|closest|matches|addEventListener|removeEventListener|setAttribute|getAttribute|hasAttribute|toggleAttribute|dispatchEvent|new CustomEvent|new Event|createElement|Intl\.\w+|(window\.)?matchMedia|[\w.]+\.(startsWith|endsWith|includes|indexOf|split|replace|replaceAll|match))$/;

/** A literal that reads as words for a person: a sentence, or a label of capitalised words. */
export function readsAsWords(text: string): boolean {
  const t = text.trim();
  if (t.length < 4 || !/[a-z]/.test(t)) return false;
  if (/^(https?:|mailto:|tel:|\/|#|\.|--|[a-z-]+:)/i.test(t)) return false; // addresses, selectors
  if (/[{}<>=;]|=>|\$\{/.test(t)) return false; // code, markup, templates
  if (/^[a-z0-9_.:-]+$/i.test(t)) return false; // one token: a key, an id, a class
  if (/^[A-Z][a-z]+(-[A-Z][a-z]+)+(, [A-Z][a-z]+(-[A-Z][a-z]+)*)*$/.test(t)) return false; // HTTP header names
  if (/^[a-z0-9-]+( [a-z0-9:/[\]().%-]+)+$/.test(t) && /(^|\s)[a-z]+:|-\d|^[a-z]+-[a-z]/.test(t))
    return false; // class lists
  const words = t.split(/\s+/).filter((w) => /[A-Za-z]{2,}/.test(w));
  if (words.length >= 2 && /^[A-Z"'‘“(]/.test(t)) return true; // a sentence, a label: "Sign out"
  return words.length >= 3 && /[.!?]$/.test(t); // a sentence whose first word is a value
}

function calleeName(node: ts.Node): string | undefined {
  const call = node.parent;
  if (!call) return undefined;
  if (ts.isCallExpression(call) || ts.isNewExpression(call)) {
    const text = call.expression.getText();
    return ts.isNewExpression(call) ? `new ${text}` : text;
  }
  if (ts.isTaggedTemplateExpression(call)) return call.tag.getText();
  return undefined;
}

/** Whether a literal sits where its words are technical, not read by a person. */
function isTechnical(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node; at; at = at.parent) {
    const parent: ts.Node | undefined = at.parent;
    if (!parent) return false;
    if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) return true;
    if (ts.isPropertyAssignment(parent) && parent.name === at) return true; // an object key
    if (ts.isJsxAttribute(parent)) {
      const name = parent.name.getText();
      return !READ_ATTRIBUTES.has(name) && name !== "children";
    }
    // Built-in errors are for operators; a domain error (BookingError…) carries words a person reads.
    if (
      ts.isNewExpression(parent) &&
      /^(Error|TypeError|RangeError|SyntaxError)$/.test(parent.expression.getText())
    )
      return true;
    if (
      (ts.isCallExpression(parent) || ts.isNewExpression(parent) || ts.isTaggedTemplateExpression(parent)) &&
      TECHNICAL_CALLS.test(calleeName(at) ?? "")
    )
      return true;
    if (
      ts.isCaseClause(parent) ||
      (ts.isBinaryExpression(parent) && /^(===|!==|==|!=)$/.test(parent.operatorToken.getText()))
    )
      return true;
    if (ts.isLiteralTypeNode(parent)) return true; // a type: "pending" | "paid"
    if (ts.isBlock(parent) || ts.isSourceFile(parent)) return false;
  }
  return false;
}

export function findUserText(file: string, source = readFileSync(file, "utf8")): Finding[] {
  const sourceFile = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: Finding[] = [];
  const report = (node: ts.Node, text: string) =>
    found.push({
      file,
      line: sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      text: text.trim().replace(/\s+/g, " "),
    });
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      if (/[A-Za-z]{2,}/.test(node.text) && node.text.trim() !== "") report(node, node.text);
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const inReadAttribute =
        ts.isJsxAttribute(node.parent) &&
        READ_ATTRIBUTES.has(node.parent.name.getText()) &&
        /[A-Za-z]{2,}/.test(node.text);
      if ((inReadAttribute || readsAsWords(node.text)) && !isTechnical(node)) report(node, node.text);
    } else if (ts.isTemplateExpression(node)) {
      const words = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(" … ");
      if (
        readsAsWords(words.replace(/…/g, "x")) &&
        /[A-Za-z]{2,} [A-Za-z]{2,}/.test(words) &&
        !isTechnical(node)
      )
        report(node, words);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found.filter((f) => !ALLOWED.some((a) => f.file.endsWith(a.file) && f.text === a.text));
}

/** Literals that look like words but are not for a reader, each with its reason. */
export const ALLOWED: { file: string; text: string; reason: string }[] = [
  // Answers to Stripe's webhook deliveries: read by Stripe's servers (and an operator in its
  // dashboard's delivery log), never by a patient or staff in the site.
  {
    file: "app/routes/api.stripe.webhook.ts",
    text: "Webhooks are not configured",
    reason: "answer to Stripe's servers",
  },
  {
    file: "app/routes/api.stripe.webhook.ts",
    text: "Invalid signature",
    reason: "answer to Stripe's servers",
  },
  {
    file: "app/routes/api.stripe.webhook.ts",
    text: "Not a checkout event",
    reason: "answer to Stripe's servers",
  },
  {
    file: "app/components/ui/social-icons.tsx",
    text: "M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v10a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3H7zm5 3.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zM17.5 5.5a1 1 0 1 1 0 2 1 1 0 0 1 0-2z",
    reason: "the Instagram mark's SVG path data",
  },
  {
    file: "app/components/ui/social-icons.tsx",
    text: "M4 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM2.5 8.5h3V21h-3V8.5zm5.5 0h2.9v1.7h.04c.4-.76 1.4-1.9 3.3-1.9 3.5 0 4.26 2.1 4.26 5.1V21h-3v-6.9c0-1.6-.03-3.2-2-3.2-2 0-2.3 1.5-2.3 3.1V21H8V8.5z",
    reason: "the LinkedIn mark's SVG path data",
  },
  { file: "app/components/home/hero-picture.tsx", text: "(min-width: 80rem)", reason: "a CSS media query" },
  { file: "app/entry.server.tsx", text: "Service Unavailable", reason: "the HTTP 503 reason phrase" },
];

/** Files whose words are for the operator who starts the server, not for patients or staff. */
export const OPERATOR_FILES = [
  "app/env.server.ts", // configuration errors printed when the server refuses to start
  "app/lib/logger.server.ts", // patterns of database errors it redacts from logs
];

/** Source files scanned: app/ and server/ without tests, declarations and the content itself. */
export function scannedFiles(roots = ["app", "server"]): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        if (full === path.join("app", "content")) continue;
        walk(full);
      } else if (
        /\.(ts|tsx)$/.test(name) &&
        !/\.(test|spec)\.tsx?$|\.d\.ts$/.test(name) &&
        !OPERATOR_FILES.includes(full)
      )
        files.push(full);
    }
  };
  for (const root of roots) walk(root);
  return files.sort();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const roots = process.argv.slice(2);
  const findings = scannedFiles(roots.length ? roots : undefined).flatMap((file) => findUserText(file));
  for (const f of findings) process.stdout.write(`${f.file}:${f.line}  ${f.text}\n`);
  process.stdout.write(`${findings.length} user-facing texts outside app/content\n`);
  process.exit(findings.length ? 1 : 0);
}
