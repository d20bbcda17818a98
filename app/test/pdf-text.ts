import { execFileSync } from "node:child_process";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

export interface PdfContent {
  /** Each page's text items joined by spaces, runs of white space made one. */
  pages: string[];
  /** Every page's text in one string. */
  text: string;
  /** The URL of every link annotation, in page order. */
  links: string[];
  /** Every link annotation with its page (from 1) and rectangle [x1, y1, x2, y2] in PDF points, y up. */
  linkBoxes: { url: string; page: number; rect: [number, number, number, number] }[];
}

/** A PDF as a reader sees it, through pdf.js: for Vitest and Playwright alike. */
export async function readPdf(bytes: Uint8Array): Promise<PdfContent> {
  const task = getDocument({
    // A copy: pdf.js may hand the buffer to its worker and leave the caller's empty.
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    disableFontFace: true,
    isEvalSupported: false,
    verbosity: 0,
  });
  const document = await task.promise;
  const pages: string[] = [];
  const links: string[] = [];
  const linkBoxes: PdfContent["linkBoxes"] = [];
  try {
    for (let n = 1; n <= document.numPages; n++) {
      const page = await document.getPage(n);
      const content = await page.getTextContent();
      pages.push(
        content.items
          .map((item) => ("str" in item ? item.str : ""))
          .join(" ")
          .replace(/\s+/g, " "),
      );
      const annotations: Array<{ url?: unknown; unsafeUrl?: unknown; rect?: number[] }> =
        await page.getAnnotations();
      for (const a of annotations) {
        // pdf.js keeps a link of another scheme (upi://, a payment link) as unsafeUrl only.
        const url = typeof a.url === "string" ? a.url : a.unsafeUrl;
        if (typeof url !== "string") continue;
        links.push(url);
        const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = a.rect ?? [];
        linkBoxes.push({ url, page: n, rect: [x1, y1, x2, y2] });
      }
    }
  } finally {
    await task.destroy();
  }
  return { pages, text: pages.join(" ").replace(/\s+/g, " "), links, linkBoxes };
}

/**
 * pdf.js (readPdf, Firefox's viewer) does not read ActualText: its text of a Gujarati
 * or Hindi PDF is the glyphs in visual order, a pre-base i-matra before its consonant
 * and a reph after its cluster ("સબમર્સિબલ" as "સબમિસર્બલ"). Both sides of a comparison
 * of pdf.js text go through this, which drops those marks and all white space; every
 * other letter must be there, in order. pdftotext reads the words as written (popplerText).
 */
export function loose(text: string): string {
  return text.replace(/[િि]|ર્|र्|\s+/g, "");
}

/**
 * What poppler's pdftotext reads from a PDF file, each run of white space made one
 * space. Gujarati and Hindi words read back as written (each carries its own text:
 * app/documents/pdf-actual-text.server.ts), so expected text is compared exactly.
 */
export function popplerText(file: string, ...options: string[]): string {
  return execFileSync("pdftotext", [...options, file, "-"], { encoding: "utf8" })
    .replace(/\s+/g, " ")
    .trim();
}

/** How often each word (white space between words) occurs in `texts`. */
export function wordCounts(...texts: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of texts.join(" ").split(/\s+/)) {
    if (word) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return counts;
}

/** The words whose counts differ between `a` and `b`, with both counts: empty when alike. */
export function wordDifferences(
  a: Map<string, number>,
  b: Map<string, number>,
): [string, number, number][] {
  return [...new Set([...a.keys(), ...b.keys()])]
    .filter((word) => a.get(word) !== b.get(word))
    .map((word) => [word, a.get(word) ?? 0, b.get(word) ?? 0]);
}

/** A line of text a document drew, and its letter spacing (pdftotext splits spaced letters). */
export interface DrawnLine {
  text: string;
  spacing: number;
}

/**
 * Records the text of every line pdfkit draws from now until `stop()` (each call
 * of its `_fragment`, where a document's text calls end, after wrapping and
 * truncation): what a reader should extract, word for word. Documents opened
 * while recording are recorded; install it before they are opened.
 */
export async function recordDrawnText(): Promise<{ lines: DrawnLine[]; stop(): void }> {
  const { default: PDFDocument } = await import("pdfkit");
  type Fragment = (this: unknown, text: string, x: number, y: number, options: unknown) => void;
  const proto = PDFDocument.prototype as unknown as { _fragment: Fragment };
  const fragment = proto._fragment;
  const lines: DrawnLine[] = [];
  proto._fragment = function (text, x, y, options) {
    const spacing = (options as { characterSpacing?: number } | null)?.characterSpacing ?? 0;
    lines.push({ text: String(text), spacing });
    fragment.call(this, text, x, y, options);
  };
  return {
    lines,
    stop: () => {
      proto._fragment = fragment;
    },
  };
}
