/**
 * CSV for spreadsheet programs: UTF-8 with a byte-order mark (so Excel shows ₹
 * and Gujarati), CRLF rows, RFC 4180 quoting, and cells that a spreadsheet
 * would run as a formula (=, +, -, @, tab, CR) made inert with a leading quote.
 */
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

const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** "2026-11-23 14:05" in India time (no daylight saving), which spreadsheets read as a date. */
export function csvDate(ms: number): string {
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 16).replace("T", " ");
}

export interface CsvLead {
  reference: string;
  createdAt: number;
  kind: string;
  status: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  gst: string;
  productTitle: string | null;
  /** A pump finder's duty point, when the lead came from one. */
  requirement?: string | null;
  message: string;
}

export const LEAD_CSV_HEADER = [
  "Reference",
  "Received (IST)",
  "Kind",
  "Status",
  "Name",
  "Email",
  "Phone",
  "Company",
  "GST",
  "Product",
  "Requirement",
  "Message",
];

export function leadsToCsv(leads: CsvLead[]): string {
  return toCsv(
    LEAD_CSV_HEADER,
    leads.map((l) => [
      l.reference,
      csvDate(l.createdAt),
      l.kind,
      l.status,
      l.name,
      l.email,
      l.phone,
      l.company,
      l.gst,
      l.productTitle,
      l.requirement ?? "",
      l.message,
    ]),
  );
}
