/**
 * A CSV file as a spreadsheet splits it when it opens the file by double-click: on the list
 * separator of the computer's region (a comma in English settings, a semicolon in Hungarian,
 * German or French ones, a tab for a .tsv or a paste), not on the file's own. Quotes count
 * only at the start of a cell; a quote anywhere else is a character like any other; after a
 * closing quote, what follows up to the next separator is added to the cell. A line break
 * outside quotes (CR, LF or both) starts a row. That is how Excel and LibreOffice read it, and
 * it is what lets a value with ';=' inside become a cell of its own.
 */
export type ListSeparator = "," | ";" | "\t";

export const listSeparators: readonly ListSeparator[] = [",", ";", "\t"];

/** The cells, row by row, that a spreadsheet splitting on `separator` makes of `text`. */
export function spreadsheetCells(text: string, separator: ListSeparator): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  const lineBreak = (c: string | undefined) => c === "\r" || c === "\n";
  while (i < text.length) {
    let cell = "";
    if (text[i] === '"') {
      i += 1;
      while (i < text.length) {
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            cell += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        cell += text[i];
        i += 1;
      }
    }
    while (i < text.length && text[i] !== separator && !lineBreak(text[i])) {
      cell += text[i];
      i += 1;
    }
    row.push(cell);
    if (text[i] === separator) {
      i += 1;
      // A separator at the very end still ends a cell: the empty one after it.
      if (i === text.length) row.push("");
      continue;
    }
    if (lineBreak(text[i])) i += text[i] === "\r" && text[i + 1] === "\n" ? 2 : 1;
    rows.push(row);
    row = [];
  }
  if (row.length > 0) rows.push(row);
  return rows;
}

/**
 * A cell a spreadsheet would run: it starts (leading spaces aside) with = + - @, a tab or a
 * carriage return, unless it is a number or a phone number as typed ('-5', '+36 30 123 4567'),
 * which can call no function and reach no cell or link.
 */
export function runsAsFormula(cell: string): boolean {
  const text = cell.replace(/^ +/, "");
  return /^[=+\-@\t\r]/.test(text) && !/^[+-]?[\d\s()./-]+$/.test(text);
}

/** Every cell that would run as a formula in a spreadsheet splitting on any list separator. */
export function formulaCells(text: string): { separator: ListSeparator; cell: string }[] {
  return listSeparators.flatMap((separator) =>
    spreadsheetCells(text, separator)
      .flat()
      .filter(runsAsFormula)
      .map((cell) => ({ separator, cell })),
  );
}
