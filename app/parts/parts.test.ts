import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// The rules of app/parts/README.md: a part's data-* names are written once, in its contract;
// components draw and send no request; a part reaches no service, database or route.

const root = path.join("app", "parts");

function filesUnder(dir: string, test: (file: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(full, test);
    return test(full) ? [full] : [];
  });
}

const isSource = (file: string) => /\.tsx?$/.test(file) && !/\.(test|spec)\.tsx?$|\.d\.ts$/.test(file);

function syntaxOf(file: string, source = readFileSync(file, "utf8")) {
  return ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
}

function walk(node: ts.Node, visit: (node: ts.Node) => void) {
  visit(node);
  ts.forEachChild(node, (child) => walk(child, visit));
}

/** data-* names written outside a contract, and reads of `dataset`. */
export function contractBreaks(file: string, source?: string): string[] {
  const found: string[] = [];
  const tree = syntaxOf(file, source);
  walk(tree, (node) => {
    const line = () => tree.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    if (ts.isJsxAttribute(node) && /^data-(?!testid$)/.test(node.name.getText()))
      found.push(`${file}:${line()} ${node.name.getText()}`);
    else if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
      /(^|\[)data-(?!testid\b)[a-z]/.test(node.text)
    )
      found.push(`${file}:${line()} "${node.text}"`);
    else if (ts.isPropertyAccessExpression(node) && node.name.text === "dataset")
      found.push(`${file}:${line()} .dataset`);
  });
  return found;
}

const SENDERS = new Set([
  "fetch",
  "useFetcher",
  "useSubmit",
  "submitForm",
  "sendBeacon",
  "XMLHttpRequest",
  "fetchWithin",
]);

/** Calls in a component file that send a request. */
export function requestsSent(file: string, source?: string): string[] {
  const found: string[] = [];
  const tree = syntaxOf(file, source);
  walk(tree, (node) => {
    if (
      ts.isIdentifier(node) &&
      SENDERS.has(node.text) &&
      !ts.isImportSpecifier(node.parent) &&
      !ts.isPropertyAssignment(node.parent)
    )
      found.push(`${file}:${tree.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${node.text}`);
  });
  return found;
}

describe("the checks themselves", () => {
  it("find a data-* name written in markup or script, and a read of dataset", () => {
    const source = `export const A = () => <a data-currency-link="EUR" data-testid="x" />;
      const b = document.querySelector("[data-booking-date]");
      const c = link.dataset.currencyLink;`;
    expect(contractBreaks("app/parts/x/x.tsx", source)).toEqual([
      "app/parts/x/x.tsx:1 data-currency-link",
      'app/parts/x/x.tsx:2 "[data-booking-date]"',
      "app/parts/x/x.tsx:3 .dataset",
    ]);
  });

  it("find a request sent from a component", () => {
    const source = `import { useFetcher } from "react-router";
      export function A() { const f = useFetcher(); void fetch("/api"); return null; }`;
    expect(requestsSent("app/components/x.tsx", source)).toEqual([
      "app/components/x.tsx:2 useFetcher",
      "app/components/x.tsx:2 fetch",
    ]);
  });
});

describe("interactive parts", () => {
  const parts = readdirSync(root).filter((name) => statSync(path.join(root, name)).isDirectory());

  it.each(parts)("%s: its data-* names come from its contract", (part) => {
    const files = filesUnder(path.join(root, part), isSource).filter((file) => !file.endsWith("contract.ts"));
    expect(files.flatMap((file) => contractBreaks(file))).toEqual([]);
  });

  it.each(parts)("%s: reaches no service, database or route", (part) => {
    const files = filesUnder(path.join(root, part), isSource);
    const reaching = files.filter((file) =>
      /from "(~\/|(\.\.\/)+)(services|db|routes)\//.test(readFileSync(file, "utf8")),
    );
    expect(reaching).toEqual([]);
  });

  it("components draw: no .tsx file under app/components or app/parts sends a request", () => {
    const files = [
      ...filesUnder("app/components", (f) => f.endsWith(".tsx") && isSource(f)),
      ...filesUnder(root, (f) => f.endsWith(".tsx") && isSource(f)),
    ];
    expect(files.flatMap((file) => requestsSent(file))).toEqual([]);
  });
});
