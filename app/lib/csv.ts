/**
 * A spreadsheet runs a cell starting with = + - @ (or a tab or carriage return) as a formula. A
 * value made only of digits, spaces and the signs phone numbers use ('+36 30 123 4567',
 * '(06) 1 234 5678', '-5') can call no function and reach no cell or link, so it is written as
 * typed; any other value starting so gets a leading apostrophe, shown as text, never run.
 */
const formulaStart = /^[=+\-@\t\r]/;
const phoneOrNumber = /^[+-]?[\d\s()./-]+$/;

/** One CSV field: quoted when it holds a comma, quote or line break; formulas neutralised. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === "object"
        ? JSON.stringify(value)
        : String(value);
  if (formulaStart.test(text) && !phoneOrNumber.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows of objects as CSV with the given columns, CRLF line ends (RFC 4180). */
export function toCsv<T extends Record<string, unknown>>(rows: T[], columns: (keyof T & string)[]): string {
  const lines = [columns.join(","), ...rows.map((row) => columns.map((c) => csvField(row[c])).join(","))];
  return `${lines.join("\r\n")}\r\n`;
}

/** Rows as CSV under headers a person reads: each column its key and its header. */
export function toLabelledCsv<T extends Record<string, unknown>>(
  rows: T[],
  columns: readonly (readonly [keyof T & string, string])[],
): string {
  const lines = [
    columns.map(([, header]) => csvField(header)).join(","),
    ...rows.map((row) => columns.map(([key]) => csvField(row[key])).join(",")),
  ];
  return `${lines.join("\r\n")}\r\n`;
}
