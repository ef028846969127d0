import { describe, expect, it } from "vitest";
import { formulaCells, spreadsheetCells } from "../../tests/support/spreadsheet";
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

describe("CSV export opened in any spreadsheet locale", () => {
  // What a stranger can type into a form (a name, a message) or a link (a campaign).
  const nasty = [
    'Anna;=HYPERLINK("http://evil.example","x")',
    "Anna\t=1+1",
    "Bea\t+cmd|' /C calc'!A0",
    "Cara;@SUM(A1)",
    "Dora; -2+3+cmd",
    'Eve;"=1+1',
    'Eve;""=1+1',
    "line one\n=1+1",
    "line one\r\n+cmd",
    "line one\r-1+2",
    "x;\t=1+1",
    ";=1",
    "=1;=2\t=3\n=4",
    "\t=1",
    "\r=1",
    "-5",
    "+36 30 123 4567",
    'Say "hi", please',
  ];
  const file = (first: unknown, middle: unknown) =>
    toCsv(
      [
        { a: first, b: "ok", c: middle, d: "after" },
        { a: "2026-01-02", b: middle, c: first, d: "" },
      ],
      ["a", "b", "c", "d"],
    );

  it.each(nasty)("no cell runs as a formula, however the file is split: %j", (value) => {
    for (const other of ["plain", "-5", "+36 30 123 4567", "=1+1", "a;b"]) {
      expect(formulaCells(file(value, other))).toEqual([]);
      expect(formulaCells(file(other, value))).toEqual([]);
    }
  });

  it("keeps the value readable where the spreadsheet splits on commas", () => {
    const [, row] = spreadsheetCells(file("2026-01-02", 'Anna;=HYPERLINK("http://evil.example","x")'), ",");
    expect(row[2]).toContain("Anna;");
    expect(row[2]).toContain('HYPERLINK("http://evil.example","x")');
    expect(spreadsheetCells(file("2026-01-02", "-5"), ",")[1][2]).toBe("-5");
    expect(spreadsheetCells(file("2026-01-02", "+36 30 123 4567"), ",")[1][2]).toBe("+36 30 123 4567");
  });

  it("quotes a value holding a semicolon or a tab, so a spreadsheet splitting on them keeps it whole at a row's start", () => {
    expect(csvField("a;b")).toBe('"a;b"');
    expect(csvField("a\tb")).toBe('"a\tb"');
    expect(spreadsheetCells(toCsv([{ a: "Ann;Bea", b: "x" }], ["a", "b"]), ";")[1][0]).toBe("Ann;Bea,x");
  });

  it("the test's reading splits as a spreadsheet does", () => {
    const text = 'a,"b;c",d;=e\r\n"x""y",z\n';
    expect(spreadsheetCells(text, ",")).toEqual([
      ["a", "b;c", "d;=e"],
      ['x"y', "z"],
    ]);
    expect(spreadsheetCells(text, ";")).toEqual([['a,"b', 'c",d', "=e"], ['x"y,z']]);
    expect(formulaCells(text)).toEqual([{ separator: ";", cell: "=e" }]);
  });
});
