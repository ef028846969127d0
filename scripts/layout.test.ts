import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { layoutViolations } from "./layout";

/**
 * The layout (docs/layout.md) as a test: the project's own tree keeps every rule, and each rule
 * fails when a file breaks it (planted in a throw-away tree shaped like the project's).
 */
describe("the code's layout", { timeout: 60_000 }, () => {
  it("holds: no circles, lib imports no service, no route reads the environment or writes the audit log", () => {
    expect(layoutViolations()).toEqual([]);
  });

  it("names no file or folder that is not there (docs/layout.md)", () => {
    const page = readFileSync(path.join(__dirname, "..", "docs", "layout.md"), "utf8");
    // Every path in backquotes: a folder (ending in /) or a file with an extension, under the project.
    const named = [
      ...page.matchAll(
        /`((?:app|server|scripts|tests|docs)\/[\w./[\]$-]*|\.dependency-cruiser\.cjs|knip\.json)`/g,
      ),
    ]
      .map((m) => m[1])
      // Patterns and placeholders name no one file: `<capability>`, `*-schema.ts`.
      .filter((named) => !/[<*]/.test(named));
    expect(named.length).toBeGreaterThan(30);
    expect(named.filter((file) => !existsSync(path.join(__dirname, "..", file)))).toEqual([]);
  });

  const planted = mkdtempSync(path.join(tmpdir(), "layout-planted-"));
  afterAll(() => rmSync(planted, { recursive: true, force: true }));
  const plant = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(planted, file)), { recursive: true });
    writeFileSync(path.join(planted, file), text);
  };
  // A minimal tree: one of each kind of file, each breaking one rule.
  plant(
    "tsconfig.json",
    JSON.stringify({ compilerOptions: { baseUrl: ".", paths: { "~/*": ["./app/*"] } } }),
  );
  plant("app/env.server.ts", 'export const getEnv = () => ({ SITE_URL: "x" });\n');
  plant("app/services/staff/audit.server.ts", "export const recordAudit = () => undefined;\n");
  plant(
    "app/services/leads/one.server.ts",
    'import { two } from "./two.server";\nexport const one = () => two();\n',
  );
  plant(
    "app/services/leads/two.server.ts",
    'import { one } from "./one.server";\nexport const two = () => one;\n',
  );
  plant(
    "app/lib/format.ts",
    'import { one } from "../services/leads/one.server";\nexport const format = one;\n',
  );
  plant(
    "app/routes/reads-env.ts",
    'import { getEnv } from "../env.server";\nexport const loader = () => getEnv().SITE_URL;\n',
  );
  plant(
    "app/routes/reads-settings.ts",
    "export const loader = ({ context }: { context: { settings: { siteUrl: string } } }) => context.settings.siteUrl;\n",
  );
  plant(
    "app/routes/audits.ts",
    'import { recordAudit } from "../services/staff/audit.server";\nexport const action = () => recordAudit();\n',
  );
  plant(
    "app/routes/fine.ts",
    "// reads no settings (a comment may say context.settings)\nexport const loader = () => 1;\n",
  );

  let plantedViolations: ReturnType<typeof layoutViolations> | undefined;
  const found = () => (plantedViolations ??= layoutViolations(planted));

  it("fails on a circle of imports", () => {
    expect(found()).toContainEqual(
      expect.objectContaining({ rule: "no-circular", from: "app/services/leads/one.server.ts" }),
    );
  });

  it("fails on lib importing a service", () => {
    expect(found()).toContainEqual({
      rule: "lib-is-pure",
      from: "app/lib/format.ts",
      to: "app/services/leads/one.server.ts",
    });
  });

  it("fails on a route reading the environment, by import or through the context's settings", () => {
    const rules = found().filter((v) => v.rule === "routes-read-no-environment");
    expect(rules).toContainEqual({
      rule: "routes-read-no-environment",
      from: "app/routes/reads-env.ts",
      to: "app/env.server.ts",
    });
    expect(rules).toContainEqual({
      rule: "routes-read-no-environment",
      from: "app/routes/reads-settings.ts",
    });
    expect(rules.map((v) => v.from)).not.toContain("app/routes/fine.ts");
  });

  it("fails on an audit call outside the services", () => {
    const rules = found().filter((v) => v.rule === "audit-is-written-by-use-cases");
    expect(rules).toContainEqual({
      rule: "audit-is-written-by-use-cases",
      from: "app/routes/audits.ts",
      to: "app/services/staff/audit.server.ts",
    });
    expect(rules).toContainEqual({ rule: "audit-is-written-by-use-cases", from: "app/routes/audits.ts" });
  });
});
