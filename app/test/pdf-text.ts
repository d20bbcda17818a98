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
      const annotations: Array<{ url?: unknown; rect?: number[] }> = await page.getAnnotations();
      for (const a of annotations) {
        if (typeof a.url !== "string") continue;
        links.push(a.url);
        const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = a.rect ?? [];
        linkBoxes.push({ url: a.url, page: n, rect: [x1, y1, x2, y2] });
      }
    }
  } finally {
    await task.destroy();
  }
  return { pages, text: pages.join(" ").replace(/\s+/g, " "), links, linkBoxes };
}

/**
 * pdftotext reads glyphs in visual order: a pre-base i-matra comes out before its
 * consonant and a reph after its cluster ("સબમર્સિબલ" as "સબમિસર્બલ", see
 * pdf-fonts.server.test.ts). Both sides of a comparison go through this, which
 * drops those marks and all white space; every other letter must be there, in order.
 */
export function loose(text: string): string {
  return text.replace(/[િि]|ર્|र्|\s+/g, "");
}

/** What poppler's pdftotext reads from a PDF file, through `loose`. */
export function popplerText(file: string): string {
  return loose(execFileSync("pdftotext", [file, "-"], { encoding: "utf8" }));
}
