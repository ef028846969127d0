import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { stylesheetText } from "./stylesheet-text.server";

function clientDir(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), "stylesheet-text-"));
  mkdirSync(path.join(dir, "assets"));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, "assets", name), text);
  return dir;
}

describe("stylesheetText", () => {
  it("gives the built stylesheet's text, ready to sit inside <style>", () => {
    const dir = clientDir({
      "app-a1.css":
        'h1>a{color:red}.x::after{content:"</style><script>alert(1)</script>"}\n/*# sourceMappingURL=app-a1.css.map */\n',
    });
    const text = stylesheetText("/assets/app-a1.css", dir);
    // Child combinators and quotes stay as they are (the text is not HTML-escaped)…
    expect(text).toContain("h1>a{color:red}");
    // …but nothing in it can close the <style> element early.
    expect(text).not.toMatch(/<\/style/i);
    expect(text).toContain("<\\/style>");
    // The source map would be looked for beside the page, not the stylesheet.
    expect(text).not.toContain("sourceMappingURL");
  });

  it("reads the file once per process", () => {
    const dir = clientDir({ "app-b2.css": "p{margin:0}" });
    expect(stylesheetText("/assets/app-b2.css", dir)).toBe("p{margin:0}");
    writeFileSync(path.join(dir, "assets", "app-b2.css"), "p{margin:1px}");
    expect(stylesheetText("/assets/app-b2.css", dir)).toBe("p{margin:0}");
  });

  it("reads nothing but a built stylesheet, and fails loudly when it is missing", () => {
    const dir = clientDir({});
    expect(() => stylesheetText("/assets/../../etc/passwd", dir)).toThrow(/not a built stylesheet/);
    expect(() => stylesheetText("https://elsewhere.example/app.css", dir)).toThrow(/not a built stylesheet/);
    expect(() => stylesheetText("/assets/app-missing.css", dir)).toThrow(/ENOENT/);
  });
});
