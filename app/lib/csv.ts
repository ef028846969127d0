/**
 * A spreadsheet runs a cell starting with = + - @ (or a tab or carriage return) as a formula, and
 * it splits a CSV file on the list separator of the computer's region, not on the file's own: a
 * comma in English settings, a semicolon in Hungarian, German or French ones, a tab for a paste.
 * Quotes count only at the start of a cell, so in a file split on semicolons, a value with ';=' or
 * a line break inside starts a cell of its own in the middle of someone's name. Hence, for every
 * value written here:
 *
 * - Quoted when it holds a comma, semicolon, tab, line break or quote (quotes doubled), so a
 *   spreadsheet splitting on any of them keeps it whole where it starts a cell.
 * - A value starting (spaces aside) with a formula character gets a leading apostrophe, shown as
 *   text, never run. A number or phone number ('+36 30 123 4567', '(06) 1 234 5678', '-5') can
 *   call no function and reach no cell or link, so it is written as typed, except as a row's
 *   first value: split on semicolons or tabs, that cell runs on into the rest of the row.
 * - Inside a value, after each semicolon, tab or line break (where a spreadsheet splitting on
 *   semicolons or tabs may start a cell), a formula character or a quote (spaces aside) gets an
 *   apostrophe before it: 'Anna;=HYPERLINK(…)' is written 'Anna;'=HYPERLINK(…)'. Commas need
 *   none: a value holding one is quoted, and no other split is on commas.
 *
 * tests/support/spreadsheet.ts reads files as spreadsheets do, for the tests.
 */
const formulaStart = /^ *[=+\-@\t\r]/;
const phoneOrNumber = /^[+-]?[\d\s()./-]+$/;
const formulaAfterSplit = /([;\t\r\n])(?= *[=+\-@\t\r"])/g;

/**
 * One CSV field: quoted when it holds a separator of any region, a line break or a quote;
 * formulas neutralised. `firstInRow`: the row's first value, where a number is neutralised too.
 */
export function csvField(value: unknown, { firstInRow = false }: { firstInRow?: boolean } = {}): string {
  if (value === null || value === undefined) return "";
  let text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === "object"
        ? JSON.stringify(value)
        : String(value);
  text = text.replace(formulaAfterSplit, "$1'");
  if (formulaStart.test(text) && (firstInRow || !phoneOrNumber.test(text))) text = `'${text}`;
  return /[",;\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvRow = (values: unknown[]) => values.map((v, i) => csvField(v, { firstInRow: i === 0 })).join(",");

/** Rows of objects as CSV with the given columns, CRLF line ends (RFC 4180). */
export function toCsv<T extends Record<string, unknown>>(rows: T[], columns: (keyof T & string)[]): string {
  const lines = [csvRow(columns), ...rows.map((row) => csvRow(columns.map((c) => row[c])))];
  return `${lines.join("\r\n")}\r\n`;
}

/** Rows as CSV under headers a person reads: each column its key and its header. */
export function toLabelledCsv<T extends Record<string, unknown>>(
  rows: T[],
  columns: readonly (readonly [keyof T & string, string])[],
): string {
  const lines = [
    csvRow(columns.map(([, header]) => header)),
    ...rows.map((row) => csvRow(columns.map(([key]) => row[key]))),
  ];
  return `${lines.join("\r\n")}\r\n`;
}
