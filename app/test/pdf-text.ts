import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

export interface PdfContent {
  /** Each page's text items joined by spaces, runs of white space made one. */
  pages: string[];
  /** Every page's text in one string. */
  text: string;
  /** The URL of every link annotation, in page order. */
  links: string[];
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
      const annotations: Array<{ url?: unknown }> = await page.getAnnotations();
      for (const a of annotations) if (typeof a.url === "string") links.push(a.url);
    }
  } finally {
    await task.destroy();
  }
  return { pages, text: pages.join(" ").replace(/\s+/g, " "), links };
}
