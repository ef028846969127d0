import { describe, expect, it } from "vitest";
import { firstLine } from "~/services/leads/inbox.server";
import { fillTemplate, waitedFor } from "./staff-leads";

describe("the inbox's words", () => {
  const now = new Date("2026-11-26T12:00:00Z");
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

  it("says how long a lead has waited: minutes, then hours, then days", () => {
    expect(waitedFor(ago(0), now)).toBe("0 min");
    expect(waitedFor(ago(59), now)).toBe("59 min");
    expect(waitedFor(ago(3 * 60 + 20), now)).toBe("3 h");
    expect(waitedFor(ago(47 * 60), now)).toBe("47 h");
    expect(waitedFor(ago(50 * 60), now)).toBe("2 days");
  });

  it("previews a message by its first line, cut at a word", () => {
    expect(firstLine("\n\n  Hello there  \nSecond")).toBe("Hello there");
    expect(firstLine(null)).toBe("");
    const long = `${"word ".repeat(30)}end`;
    const preview = firstLine(long);
    expect(preview.endsWith("…")).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(91);
    expect(preview).not.toMatch(/wor…$/);
  });

  it("fills a template's placeholders and leaves unknown ones as written", () => {
    const facts = { firstName: "Ann", siteUrl: "https://clinic.example" };
    expect(fillTemplate("Dear {firstName}, see {siteUrl}/prices {unknown}", facts)).toBe(
      "Dear Ann, see https://clinic.example/prices {unknown}",
    );
    expect(fillTemplate("Dear {firstName},\nHi {firstName}", { ...facts, firstName: undefined })).toBe(
      "Hello,\nHi there",
    );
  });
});
