/**
 * CSV both ways, for spreadsheet programs. Written: UTF-8 with a byte-order
 * mark (so Excel shows ₹ and Gujarati), CRLF rows, RFC 4180 quoting, and cells
 * a spreadsheet would run as a formula (=, +, -, @, tab, CR) made inert with a
 * leading quote. Read: as spreadsheet programs write it (RFC 4180): a byte-order mark is
 * dropped, rows end in CRLF or LF, quoted cells may hold commas, quotes ("")
 * and line breaks. Each row comes with the line it starts on, for messages.
 */
export interface CsvRow {
  line: number;
  cells: string[];
}

export class CsvSyntaxError extends Error {
  constructor(readonly line: number) {
    super(`Line ${line}: a quoted cell is not closed`);
  }
}

export function readCsv(text: string): CsvRow[] {
  const src = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let cell = "";
  let line = 1;
  let rowLine = 1;
  let quoted = false;
  let quoteLine = 1;
  let i = 0;
  const endRow = () => {
    cells.push(cell);
    // A blank line between rows is no row.
    if (cells.length > 1 || cells[0] !== "") rows.push({ line: rowLine, cells });
    cells = [];
    cell = "";
  };
  while (i < src.length) {
    const c = src[i];
    if (quoted) {
      if (c === '"') {
        if (src[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        if (c === "\n") line++;
        // Line breaks inside a cell are kept as \n, whatever the file used.
        if (c === "\r" && src[i + 1] === "\n") {
          i++;
          line++;
          cell += "\n";
        } else cell += c;
      }
      i++;
      continue;
    }
    if (c === '"' && cell === "") {
      quoted = true;
      quoteLine = line;
    } else if (c === ",") {
      cells.push(cell);
      cell = "";
    } else if (c === "\r" || c === "\n") {
      if (c === "\r" && src[i + 1] === "\n") i++;
      endRow();
      line++;
      rowLine = line;
    } else cell += c;
    i++;
  }
  if (quoted) throw new CsvSyntaxError(quoteLine);
  if (cell !== "" || cells.length > 0) endRow();
  return rows;
}

/**
 * Undoes the export's formula guard: a leading ' before = + - @ tab or CR was
 * added so spreadsheets show the text instead of running it.
 */
export function unguardCell(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

export const BOM = "\uFEFF";

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: (string | number | null | undefined)[][]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return `${BOM}${lines.join("\r\n")}\r\n`;
}
