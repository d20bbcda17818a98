import PDFDocument from "pdfkit";

/** The catalogue PDF's and the datasheets' shared look: colours and the embedded font's names. */
export const BRAND = "#1e3a8a";
export const BRAND_DARK = "#172554";
export const BRAND_TINT = "#c7d2fe";
export const SAFFRON = "#f59e0b";
export const INK = "#0f172a";
export const MUTED = "#475569";
export const SUBTLE = "#94a3b8";
export const BORDER = "#e2e8f0";
export const PANEL = "#f8fafc";
export const LINK = "#1d4ed8";

export const REGULAR = "Sans";
export const BOLD = "Sans-Bold";

/**
 * A new PDF with the embedded font under the names above, and its bytes once
 * `doc.end()` is called. Fonts must be selected by these registered names only:
 * pdfkit re-parses a font on every font() call when the same face is also known
 * under another key.
 */
export function openPdf(
  options: PDFKit.PDFDocumentOptions,
  fonts: { regular: Buffer; bold: Buffer },
): { doc: InstanceType<typeof PDFDocument>; bytes: Promise<Buffer> } {
  const doc = new PDFDocument(options);
  doc.registerFont(REGULAR, fonts.regular);
  doc.registerFont(BOLD, fonts.bold);
  doc.font(REGULAR);
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, bytes };
}
