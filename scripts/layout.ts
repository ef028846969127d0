// npx tsx scripts/layout.ts: the layout's rules (docs/layout.md) checked against the code, each
// broken rule a line; exits 1 when any is broken. The import rules are dependency-cruiser's, in
// .dependency-cruiser.cjs; the rules about what a route module may read are checked here, as
// text. scripts/layout.test.ts runs this over the tree, and over planted violations.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export interface Violation {
  rule: string;
  from: string;
  to?: string;
}

interface CruiseOutput {
  summary: { violations: { rule: { name: string }; from: string; to: string; cycle?: { name: string }[] }[] };
}

/** Import rules: dependency-cruiser with the project's rule file, over `folders` of `root`. */
function importViolations(root: string, folders: string[]): Violation[] {
  const bin = path.join(projectRoot, "node_modules", ".bin", "depcruise");
  let output: string;
  try {
    output = execFileSync(
      bin,
      [...folders, "--config", path.join(projectRoot, ".dependency-cruiser.cjs"), "--output-type", "json"],
      { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024, stdio: ["ignore", "pipe", "pipe"] },
    );
  } catch (error) {
    // Violations make the command exit non-zero; its report is still on stdout.
    output = (error as { stdout?: string }).stdout ?? "";
    if (!output) throw error;
  }
  const result = JSON.parse(output) as CruiseOutput;
  return result.summary.violations.map((v) => ({
    rule: v.rule.name,
    from: v.from,
    to: v.cycle ? v.cycle.map((step) => step.name).join(" → ") : v.to,
  }));
}

/**
 * What a route module may not read: the environment (it takes what it needs from a use case or a
 * view, which read the service context's settings), or the audit log's writer (the use case that
 * changes or reveals personal data records its own row).
 */
const routeTextRules: { rule: string; pattern: RegExp }[] = [
  {
    rule: "routes-read-no-environment",
    // The environment itself, or the settings read from it (context.settings, { settings } = context).
    pattern:
      /\bprocess\.env\b|\bgetEnv\(|\benv\.[A-Z_]{3,}|\b(?:context|ctx|staff|app)\.settings\b|\{[^}]*\bsettings\b[^}]*\}\s*=\s*(?:context|ctx|staff|app|requireAppContext)\b/,
  },
  { rule: "audit-is-written-by-use-cases", pattern: /\brecordAudit\(/ },
];

function routeTextViolations(root: string): Violation[] {
  const dir = path.join(root, "app", "routes");
  const violations: Violation[] = [];
  for (const name of readdirSync(dir)) {
    if (!/\.tsx?$/.test(name) || /\.test\.tsx?$/.test(name)) continue;
    const text = readFileSync(path.join(dir, name), "utf8")
      // Comments may name what the module does not do.
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/\/\/.*$/gm, "");
    for (const { rule, pattern } of routeTextRules)
      if (pattern.test(text)) violations.push({ rule, from: `app/routes/${name}` });
  }
  return violations;
}

/** Every broken layout rule under `root` (the project, or a tree of planted files). */
export function layoutViolations(root = projectRoot): Violation[] {
  const folders = ["app", "server", "scripts"].filter((folder) => {
    try {
      return readdirSync(path.join(root, folder)).length > 0;
    } catch {
      return false;
    }
  });
  return [...importViolations(root, folders), ...routeTextViolations(root)];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const violations = layoutViolations();
  for (const v of violations) process.stdout.write(`${v.rule}: ${v.from}${v.to ? ` → ${v.to}` : ""}\n`);
  process.stdout.write(
    violations.length ? `${violations.length} broken layout rules\n` : "the layout holds\n",
  );
  process.exit(violations.length ? 1 : 0);
}
