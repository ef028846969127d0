import { describe, expect, it } from "vitest";
import { csvField, toCsv } from "./csv";

describe("CSV export", () => {
  it("quotes commas, quotes and line breaks", () => {
    expect(csvField('Say "hi", please')).toBe('"Say ""hi"", please"');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField(null)).toBe("");
  });
  it("neutralises spreadsheet formulas", () => {
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
  });
  it("writes a header and one line per row", () => {
    const created = new Date("2026-01-02T03:04:05Z");
    expect(toCsv([{ name: "Ann", createdAt: created }], ["name", "createdAt"])).toBe(
      "name,createdAt\r\nAnn,2026-01-02T03:04:05.000Z\r\n",
    );
  });
});
