import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type PDFDocument from "pdfkit";
import type { QRCode } from "qrcode";
import { workLimits } from "~/config/work-limits.server";
import { DEVANAGARI, GUJARATI, LOCALE_SCRIPT, writtenIn } from "~/fonts/font-scripts";
import { shortenToFit } from "~/format/shorten";
import { productPath } from "~/http/paths";
import { BASE_LOCALE, type Locale, localisePath, PREFIXED_LOCALES } from "~/i18n/locales";
import { m } from "~/i18n/paraglide/messages.js";
import { imageSlots, loadSharp } from "~/media/sharp.server";
import { Slots } from "~/runtime/slots.server";
import { INDIC, writeActualText } from "./pdf-actual-text.server";

/**
 * What the PDFs (catalogue, datasheets, quotations) share: their look (colours,
 * the embedded font), the fonts, one-line text drawing, product links, images
 * and QR codes.
 */

/** A document being drawn. */
export type Doc = InstanceType<typeof PDFDocument>;

/** The documents' colours: every PDF draws in these and no others. */
export const COLOUR = {
  brand: "#1e3a8a",
  brandDark: "#172554",
  brandTint: "#c7d2fe",
  saffron: "#f59e0b",
  ink: "#0f172a",
  muted: "#475569",
  subtle: "#94a3b8",
  border: "#e2e8f0",
  panel: "#f8fafc",
  link: "#1d4ed8",
  white: "#ffffff",
  /** A chart's faint grid lines. */
  grid: "#f1f5f9",
} as const;

/** The names the embedded font is registered under (openPdf). */
export const FONT = { regular: "Sans", bold: "Sans-Bold" } as const;

let slots: Slots | undefined;

/**
 * PDFs made at once (PDF_BUILDS): a PDF is laid out in memory, with its photos, until it is
 * written, so a crawler asking for every datasheet at once makes a queue instead.
 */
export function pdfSlots(): Slots {
  slots ??= new Slots(workLimits().pdfBuilds);
  return slots;
}

/**
 * A new PDF with the embedded font under the names above, and its bytes once
 * `doc.end()` is called. Fonts must be selected by these registered names only:
 * pdfkit re-parses a font on every font() call when the same face is also known
 * under another key.
 */
export async function openPdf(
  options: PDFKit.PDFDocumentOptions,
  fonts: { regular: Buffer; bold: Buffer },
  locale: Locale = "en",
): Promise<{ doc: InstanceType<typeof PDFDocument>; bytes: Promise<Buffer> }> {
  // Loaded on the first PDF: a shop that has its PDFs cached never holds pdfkit.
  const { default: PDFKitDocument } = await import("pdfkit");
  const doc = new PDFKitDocument(options);
  doc.registerFont(FONT.regular, fonts.regular);
  doc.registerFont(FONT.bold, fonts.bold);
  doc.font(FONT.regular);
  if (locale !== "en") writeForNoto(doc);
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, bytes };
}

/** A4 in points (pdfkit's unit). */
export const A4 = { width: 595.28, height: 841.89 } as const;

/** An A4 page's geometry for a document drawn with the given side margin. */
export function a4Page(margin: number) {
  return { width: A4.width, height: A4.height, margin, contentWidth: A4.width - 2 * margin };
}

/**
 * One A4 document in a language: opens it with that language's font (openPdf), lets `draw`
 * lay out its pages, ends it and returns its bytes. A drawing that throws still ends the
 * document (its stream closed) before the error goes on.
 */
export async function renderPdf(
  locale: Locale,
  options: Omit<PDFKit.PDFDocumentOptions, "size">,
  draw: (doc: Doc) => void | Promise<void>,
): Promise<Buffer> {
  const { doc, bytes } = await openPdf({ size: "A4", ...options }, loadFonts(locale), locale);
  try {
    await draw(doc);
    doc.end();
  } catch (error) {
    doc.end();
    await bytes.catch(() => undefined);
    throw error;
  }
  return bytes;
}

type FontPair = { regular: Buffer; bold: Buffer };

/**
 * Each language's PDF font (app/fonts/font-scripts.ts has where they come from):
 * DejaVu Sans for English (₹, fractions, arrows), Noto Sans Gujarati and Noto Sans
 * Devanagari for Gujarati and Hindi. The Noto faces carry Latin, digits and ₹ too,
 * so a Gujarati document is one font; fontkit shapes their conjuncts and matras.
 * They lack ± ¼ ½ ¾ ⅜ ⅝ → µ ² ³ (NOTO_LACKS), which a Gujarati or Hindi
 * document must write another way.
 */
const FONT_FILES: Record<Locale, { regular: string; bold: string }> = {
  en: { regular: "DejaVuSans.ttf", bold: "DejaVuSans-Bold.ttf" },
  gu: GUJARATI.ttf,
  hi: DEVANAGARI.ttf,
};

/** Characters the documents use that the Noto PDF fonts have no glyph for (pdf-fonts test). */
export const NOTO_LACKS = "±¼½¾⅜⅝→µ²³";

const fontCache = new Map<Locale, FontPair>();

/** How a Gujarati or Hindi document writes what its Noto font has no glyph for. */
const NOTO_SPELLING: Record<string, string> = {
  "±": "+/-",
  "¼": "1/4",
  "½": "1/2",
  "¾": "3/4",
  "⅜": "3/8",
  "⅝": "5/8",
  "→": "->",
  µ: "u",
  "²": "2",
  "³": "3",
};

/**
 * Text for a Noto PDF font: every NOTO_LACKS character written with ASCII the
 * font has ("1½ inch" → "1 1/2 inch", "±5%" → "+/-5%", "µF" → "uF", "mm²" →
 * "sq mm"), so a Gujarati or Hindi document never prints a box.
 */
function notoText(text: string): string {
  return text
    .replace(/mm²/g, "sq mm")
    .replace(/(\d)([¼½¾⅜⅝])/g, "$1 $2")
    .replace(/[±¼½¾⅜⅝→µ²³]/g, (c) => NOTO_SPELLING[c] ?? c);
}

interface GposProcessor {
  applyAnchor(markRecord: { markAnchor: unknown }, baseAnchor: unknown, base: number): void;
}

let anchorsPatched = false;

/**
 * fontkit 2.0.4 throws "Cannot read properties of null (reading 'xCoordinate')" on
 * Noto Sans Gujarati's anusvara after an independent vowel ("અંદર", "આંચકા"):
 * the font's mark-to-base table has a NULL anchor there, which OpenType allows and
 * which means "no attachment" (HarfBuzz leaves the mark where it is). fontkit reads
 * it as an anchor. Its GPOS processor class is not exported, so this reaches it
 * through the font once and makes a NULL anchor leave the mark unmoved, as
 * HarfBuzz does; the mark's own offset in the font draws it above the vowel.
 */
function toleratesMissingAnchors(doc: Doc): void {
  if (anchorsPatched) return;
  doc.font(FONT.regular);
  const font = (doc as unknown as { _font?: { font?: unknown } })._font?.font as
    | { _layoutEngine?: { engine?: { GPOSProcessor?: GposProcessor | null } } }
    | undefined;
  const gpos = font?._layoutEngine?.engine?.GPOSProcessor;
  if (!gpos) return;
  const proto = Object.getPrototypeOf(gpos) as GposProcessor;
  const applyAnchor = proto.applyAnchor;
  proto.applyAnchor = function (this: GposProcessor, markRecord, baseAnchor, base) {
    if (baseAnchor == null || markRecord?.markAnchor == null) return;
    applyAnchor.call(this, markRecord, baseAnchor, base);
  };
  anchorsPatched = true;
}

/**
 * Makes every text call of a Gujarati or Hindi document safe for its Noto font,
 * in one place rather than at each call: the text goes through notoText, and
 * Indic text loses any letter spacing (pdfkit spaces glyphs, which would pull
 * matras and conjunct parts apart). Measuring goes through the same rules, so
 * widths match what is drawn. Each Indic word drawn carries its own text for
 * copying and search (writeActualText).
 */
function writeForNoto(doc: Doc): void {
  toleratesMissingAnchors(doc);
  writeActualText(doc);
  type TextOptions = PDFKit.Mixins.TextOptions | undefined;
  const plain = (text: string, options: TextOptions): [string, TextOptions] => {
    const shown = notoText(text);
    return [
      shown,
      options && INDIC.test(shown) && options.characterSpacing
        ? { ...options, characterSpacing: 0 }
        : options,
    ];
  };
  const text = doc.text.bind(doc);
  const widthOfString = doc.widthOfString.bind(doc);
  const heightOfString = doc.heightOfString.bind(doc);
  doc.text = ((value: unknown, ...rest: unknown[]) => {
    if (typeof value !== "string") return text(value as string, ...(rest as []));
    const last = rest.at(-1);
    if (last !== null && typeof last === "object") {
      const [shown, options] = plain(value, last as TextOptions);
      return text(shown, ...(rest.slice(0, -1) as []), options as never);
    }
    return text(notoText(value), ...(rest as []));
  }) as Doc["text"];
  doc.widthOfString = (value: string, options?: TextOptions) =>
    widthOfString(...plain(value, options));
  doc.heightOfString = (value: string, options?: TextOptions) =>
    heightOfString(...plain(value, options));
}

/**
 * Reads a language's fonts once per process: next to this module when running
 * from source (vitest, tsx), else under the working directory (the Vite SSR
 * bundle in build/server does not copy assets; the app runs with cwd = repo root).
 */
export function loadFonts(locale: Locale = "en"): FontPair {
  const cached = fontCache.get(locale);
  if (cached) return cached;
  const candidates = [
    path.join(path.dirname(fileURLToPath(import.meta.url)), "fonts"),
    path.resolve(process.cwd(), "app", "documents", "fonts"),
  ];
  const files = FONT_FILES[locale];
  for (const dir of candidates) {
    const regular = path.join(dir, files.regular);
    const bold = path.join(dir, files.bold);
    if (existsSync(regular) && existsSync(bold)) {
      const pair = { regular: readFileSync(regular), bold: readFileSync(bold) };
      fontCache.set(locale, pair);
      return pair;
    }
  }
  throw new Error(
    `Catalogue fonts not found (looked in ${candidates.join(", ")}); ` +
      "run the server from the repository root.",
  );
}

/**
 * The fonts a document's text needs: its language's, except that an English
 * document holding Gujarati or Devanagari letters (a customer's name or address
 * typed in Gujarati on an English quotation) takes that script's Noto font,
 * which has Latin, digits and ₹ too, where DejaVu would print boxes. One font
 * per document: Gujarati and Devanagari together, or the other Indic script in
 * a Gujarati or Hindi document, still print boxes.
 */
export function fontLocale(locale: Locale, texts: readonly string[]): Locale {
  if (locale !== "en") return locale;
  return (
    PREFIXED_LOCALES.find((l) => texts.some((text) => writtenIn(text, LOCALE_SCRIPT[l]))) ??
    BASE_LOCALE
  );
}

/** Collapses whitespace (titles and spec lines are drawn on fixed lines). */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

export function trimBaseUrl(baseUrl: string): string {
  return baseUrl.trim().replace(/\/+$/, "");
}

/** The product page in the document's language: /gu/productinfo/… for a Gujarati PDF. */
export function productUrl(baseUrl: string, id: string, locale: Locale = "en"): string {
  return `${trimBaseUrl(baseUrl)}${localisePath(productPath(id), locale)}`;
}

/** "https://example.in/" → "example.in" for display. */
export function displayUrl(url: string): string {
  return trimBaseUrl(url).replace(/^https?:\/\//i, "");
}

/**
 * Shortens `text` with an ellipsis so it fits `width` in the current font: at
 * whole characters and, where it can, a whole word (app/format/shorten.ts), so
 * a Gujarati or Hindi title never ends on a half letter.
 */
export function fitLine(doc: Doc, text: string, width: number, characterSpacing = 0): string {
  return shortenToFit(text, (s) => doc.widthOfString(s, { characterSpacing }) <= width);
}

/**
 * Shortens `text` so it wraps within `width` and `height` (pdfkit's own
 * `ellipsis` cuts the last line code unit by code unit, which splits a
 * conjunct): the same cut as fitLine, measured in lines. Draw the result with
 * the same width and line gap and no `ellipsis`.
 */
export function fitBox(
  doc: Doc,
  text: string,
  box: { width: number; height: number; lineGap?: number },
): string {
  const options = { width: box.width, lineGap: box.lineGap ?? 0 };
  return shortenToFit(text, (s) => doc.heightOfString(s, options) <= box.height + 0.01);
}

export interface LineOptions {
  /** Truncate with an ellipsis to this width (and align within it). */
  width?: number;
  align?: "left" | "right" | "center";
  link?: string;
  spacing?: number;
}

/**
 * Draws one line of text with its top at (x, y). Never wraps and never starts a
 * new page (no width is handed to pdfkit, so its line wrapper is not involved).
 */
export function line(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  options: LineOptions = {},
): void {
  const characterSpacing = options.spacing ?? 0;
  let shown = text;
  let dx = 0;
  if (options.width !== undefined) {
    shown = fitLine(doc, text, options.width, characterSpacing);
    const slack = options.width - doc.widthOfString(shown, { characterSpacing });
    if (options.align === "right") dx = slack;
    else if (options.align === "center") dx = slack / 2;
  }
  doc.text(shown, x + Math.max(0, dx), y, {
    lineBreak: false,
    link: options.link,
    characterSpacing,
  });
}

/** A horizontal rule from `x1` to `x2` at `y`: the documents' hairline unless told otherwise. */
export function hRule(
  doc: Doc,
  x1: number,
  x2: number,
  y: number,
  options: { width?: number; colour?: string } = {},
): void {
  doc
    .moveTo(x1, y)
    .lineTo(x2, y)
    .lineWidth(options.width ?? 0.5)
    .strokeColor(options.colour ?? COLOUR.border)
    .stroke();
}

/**
 * A product photo (prepared by preparePdfImage) fitted and centred in a framed square, linked to
 * the product's page; "Image not available" on a panel when there is none or pdfkit cannot embed
 * it (said on the console, never failing the document).
 */
export function boxedImage(
  doc: Doc,
  image: Buffer | null,
  box: {
    x: number;
    y: number;
    size: number;
    radius: number;
    /** The frame's line width and the photo's distance inside it. */
    frame: number;
    inset: number;
    labelSize: number;
    link: string;
  },
  locale: Locale,
  what: string,
): void {
  const { x, y, size, inset } = box;
  doc
    .roundedRect(x, y, size, size, box.radius)
    .lineWidth(box.frame)
    .fillAndStroke(COLOUR.white, COLOUR.border);
  if (image) {
    try {
      doc.image(image, x + inset, y + inset, {
        fit: [size - 2 * inset, size - 2 * inset],
        align: "center",
        valign: "center",
        link: box.link,
      });
      return;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      console.warn(`${what} could not be embedded: ${reason}`);
    }
  }
  doc.roundedRect(x, y, size, size, box.radius).fill(COLOUR.panel);
  doc.font(FONT.regular).fontSize(box.labelSize).fillColor(COLOUR.subtle);
  line(doc, m.documents_image_missing({}, { locale }), x, y + size / 2 - 5, {
    width: size,
    align: "center",
  });
}

/**
 * A product photo ready to embed: upright, at most `px` square, on white (PDF
 * has no alpha in JPEG), as JPEG. A broken image is skipped, not the document.
 */
export async function preparePdfImage(
  image: Buffer | null,
  options: { px: number; quality: number; what: string },
): Promise<Buffer | null> {
  if (!image || image.length === 0) return null;
  const sharp = await loadSharp();
  try {
    // In turn with the shop's other images (IMAGE_TRANSFORMS): a catalogue asks for all at once.
    return await imageSlots().run(() =>
      sharp(image, { failOn: "truncated" })
        .rotate()
        .resize(options.px, options.px, { fit: "inside", withoutEnlargement: true })
        .flatten({ background: "#ffffff" })
        .jpeg({ quality: options.quality })
        .toBuffer(),
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(`${options.what} skipped: ${reason}`);
    return null;
  }
}

/**
 * A link's QR code, error correction M (15 % of it can be damaged or covered by
 * a stamp and it still reads): the module matrix from `qrcode` (pure JS), drawn
 * by drawQr. Loaded on the first QR code, like pdfkit (openPdf).
 */
export async function qrCode(url: string): Promise<QRCode> {
  const { create } = await import("qrcode");
  return create(url, { errorCorrectionLevel: "M" });
}

/**
 * The QR code as filled squares: vector, sharp at any zoom, no image decoding.
 * `size` includes a two-module white margin; the whole square links to `url`.
 */
export function drawQr(
  doc: Doc,
  qr: QRCode,
  url: string,
  at: { x: number; y: number; size: number },
): void {
  const { x, y, size } = at;
  const count = qr.modules.size;
  const quiet = 2;
  const cell = size / (count + 2 * quiet);
  doc.rect(x, y, size, size).fill(COLOUR.white);
  doc.fillColor(COLOUR.ink);
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (qr.modules.get(row, col)) {
        doc.rect(x + (col + quiet) * cell, y + (row + quiet) * cell, cell + 0.02, cell + 0.02);
      }
    }
  }
  doc.fill(COLOUR.ink);
  doc.link(x, y, size, size, url);
}
