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
    expect(csvField("+1+cmd|' /C calc'!A0")).toBe("'+1+cmd|' /C calc'!A0");
    expect(csvField("-2+3+cmd")).toBe("'-2+3+cmd");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
  });
  it("writes phone numbers and plain numbers as typed: nothing in them can run", () => {
    expect(csvField("+36 30 123 4567")).toBe("+36 30 123 4567");
    expect(csvField("+44 (0)20 7946-0000")).toBe("+44 (0)20 7946-0000");
    expect(csvField("-5")).toBe("-5");
  });
  it("writes a header and one line per row", () => {
    const created = new Date("2026-01-02T03:04:05Z");
    expect(toCsv([{ name: "Ann", createdAt: created }], ["name", "createdAt"])).toBe(
      "name,createdAt\r\nAnn,2026-01-02T03:04:05.000Z\r\n",
    );
  });
});
