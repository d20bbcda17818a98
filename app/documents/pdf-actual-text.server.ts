/**
 * The text layer of a Gujarati or Hindi PDF: each Indic word's glyphs drawn inside a marked
 * content span that carries the word itself,
 *
 *     /Span <</ActualText <FEFF…>>> BDC [<glyphs>] TJ EMC
 *
 * so that a reader that honours ActualText (poppler's pdftotext, measured; Acrobat and screen
 * readers by the PDF standard; not pdf.js 5, whose text layer reads the glyphs) takes the word
 * as it was written. Without it a reader has only the font's ToUnicode map, one entry per
 * glyph, which cannot say it: Noto Sans
 * Gujarati draws "સિ" as the i-matra (with the reph or anusvara of the cluster fused in) before
 * the consonant, and the reph or anusvara then left over is one zero-width glyph whichever it
 * was, so its single ToUnicode entry is wrong for one of them; Noto Sans Devanagari draws the
 * reph after its cluster; and a mark positioned by the font leaves a gap pdftotext reads as a
 * space ("સબમર્સિબલ" read as "સબમિસર્બલ", "સિંગલ" as "િસર્ગલ", "ફેઝ" as "ફે ઝ",
 * "स्टार्ट" as "स्टाटर्"). docs/languages-formats.md, "Fonts in the PDFs", has the measurements.
 *
 * pdfkit 0.20 writes a line's glyphs in `_fragment`, one text object per line: the font's
 * `encode` shapes the text into glyph ids, and each run of glyphs is written as a TJ array
 * (`[<hex> adjustment …] TJ`), with a Tm between runs for a glyph the font moves. While a line
 * with Indic letters is written, this notes which glyphs each word's shaping gave and splits
 * the TJ arrays at the word's first and last glyph to put the span around them. Inside the
 * text object on purpose: poppler places the span's text with the graphics state at its EMC,
 * so a span closed after pdfkit's Q would land elsewhere on the page. Only the marked content
 * is added; the glyphs, their positions and the fonts are what pdfkit writes, so the page
 * looks the same. Lines without Indic letters are pdfkit's own output, byte for byte.
 */

import type { Doc } from "./pdf-kit.server";

/** Devanagari, Bengali, Gurmukhi and Gujarati letters: text the Noto faces shape. */
export const INDIC = /[\u0900-\u0AFF]/;

/** What of pdfkit 0.20.2's document and embedded font this reaches (not in its types). */
interface Glyph {
  codePoints: number[];
}
interface ShapingFont {
  encode(text: string, features?: unknown): [string[], unknown[]];
  layout(text: string, features?: unknown): { glyphs: Glyph[] | null };
}
interface PdfkitInternals {
  _font: Partial<ShapingFont> | null;
  _fragment(text: string, x: number, y: number, options: unknown): void;
  addContent(data: string): unknown;
}

/** An Indic word's glyphs, [from, to) in the order the line's glyphs are written. */
interface Span {
  from: number;
  to: number;
  text: string;
}

/** A PDF hex string holding `text` in UTF-16BE with its byte order mark, as ActualText wants. */
export function utf16Hex(text: string): string {
  let hex = "FEFF";
  for (let i = 0; i < text.length; i++) {
    hex += text.charCodeAt(i).toString(16).toUpperCase().padStart(4, "0");
  }
  return `<${hex}>`;
}

/** A glyph pdfkit's layout splits words at (it shapes a line word by word, after each space or tab). */
const isSeparator = (glyph: Glyph) =>
  glyph.codePoints.length === 1 && (glyph.codePoints[0] === 0x20 || glyph.codePoints[0] === 0x09);

/** One TJ array as pdfkit writes it: glyph ids in hex, each run followed by its adjustment. */
const TJ = /^\[(.*)\] TJ$/;
const RUN = /<([0-9a-f]*)> (-?[0-9.]+)/g;

/** The runs of a TJ array, or null when it is not exactly in pdfkit's form. */
function runsOf(array: string): [string, string][] | null {
  const runs = [...array.matchAll(RUN)].map(([, hex = "", adjustment = "0"]) => [
    hex,
    adjustment,
  ]) as [string, string][];
  const same = runs.map(([hex, adjustment]) => `<${hex}> ${adjustment}`).join(" ") === array;
  return same && runs.every(([hex]) => hex.length % 4 === 0) ? runs : null;
}

/** The spans of one line: filled as pdfkit shapes it, used as pdfkit writes its glyphs. */
class LineSpans {
  private readonly spans: Span[] = [];
  /** Glyphs shaped so far. */
  private shaped = 0;
  /** Glyphs written so far. */
  private written = 0;
  private next = 0;
  private open: Span | null = null;
  /** A TJ array not in the expected form: the rest of the line is written as it is. */
  private lost = false;

  /** pdfkit shaped `text` into `glyphs` (its encode, once per line or once per word). */
  shape(text: string, glyphs: readonly Glyph[] | null, count: number): void {
    const start = this.shaped;
    this.shaped += count;
    if (!glyphs || glyphs.length !== count) return;
    const words = text.split(/[ \t]/);
    const groups: number[][] = [[]];
    glyphs.forEach((glyph, i) => {
      if (isSeparator(glyph)) groups.push([]);
      else groups.at(-1)?.push(i);
    });
    // Each space or tab is one glyph; anything else and the words cannot be told apart.
    if (groups.length !== words.length) return;
    words.forEach((word, k) => {
      const group = groups[k] ?? [];
      const first = group[0];
      const last = group.at(-1);
      if (first === undefined || last === undefined || !INDIC.test(word)) return;
      this.spans.push({ from: start + first, to: start + last + 1, text: word });
    });
  }

  /** What pdfkit writes while drawing the line, with the spans put in. */
  write(data: string, emit: (data: string) => void): void {
    if (data === "ET") {
      this.close(emit);
      emit(data);
      return;
    }
    const array = TJ.exec(data)?.[1];
    if (array === undefined || this.lost) {
      emit(data);
      return;
    }
    const runs = runsOf(array);
    if (!runs) {
      this.close(emit);
      this.lost = true;
      emit(data);
      return;
    }
    let pending: string[] = [];
    const flush = () => {
      if (pending.length > 0) emit(`[${pending.join(" ")}] TJ`);
      pending = [];
    };
    for (const [hex, adjustment] of runs) {
      let rest = hex;
      while (rest.length > 0) {
        if (!this.open) this.openAt(this.written, flush, emit);
        const next = this.spans[this.next];
        // Up to the open span's end, or the next span's start: at least one glyph.
        const until = this.open?.to ?? next?.from ?? Number.POSITIVE_INFINITY;
        const take = Math.min(rest.length / 4, until - this.written);
        const part = rest.slice(0, take * 4);
        rest = rest.slice(take * 4);
        this.written += take;
        // The adjustment moves the pen after the run's last glyph: it stays with the last part.
        pending.push(`<${part}> ${rest.length > 0 ? "0" : adjustment}`);
        if (this.open && this.written >= this.open.to) {
          flush();
          this.close(emit);
        }
      }
    }
    flush();
  }

  /** Opens the span that starts at glyph `at`, if one does; passes over any that began before. */
  private openAt(at: number, flush: () => void, emit: (data: string) => void): void {
    while ((this.spans[this.next]?.from ?? at) < at) this.next++;
    const span = this.spans[this.next];
    if (span?.from !== at) return;
    flush();
    emit(`/Span <</ActualText ${utf16Hex(span.text)}>> BDC`);
    this.open = span;
    this.next++;
  }

  private close(emit: (data: string) => void): void {
    if (!this.open) return;
    emit("EMC");
    this.open = null;
  }
}

/**
 * Makes `doc` write an ActualText span around each Indic word it draws (see above). For the
 * documents in a Noto font only (openPdf); an English document never has it.
 */
export function writeActualText(doc: Doc): void {
  const internals = doc as unknown as PdfkitInternals;
  const fragment = internals._fragment;
  internals._fragment = function (this: PdfkitInternals, text, x, y, options) {
    const font = this._font;
    const encode = font?.encode;
    const layout = font?.layout;
    if (!font || !encode || !layout || !INDIC.test(String(text))) {
      fragment.call(this, text, x, y, options);
      return;
    }
    const spans = new LineSpans();
    const addContent = this.addContent;
    const ownEncode = Object.getOwnPropertyDescriptor(font, "encode");
    const ownAddContent = Object.getOwnPropertyDescriptor(this, "addContent");
    font.encode = function (this: ShapingFont, value, features) {
      const encoded = encode.call(this, value, features);
      spans.shape(value, layout.call(this, value, features).glyphs, encoded[0].length);
      return encoded;
    };
    this.addContent = function (this: PdfkitInternals, data) {
      spans.write(data, (out) => addContent.call(this, out));
      return this;
    };
    try {
      fragment.call(this, text, x, y, options);
    } finally {
      restore(font, "encode", ownEncode);
      restore(this, "addContent", ownAddContent);
    }
  };
}

/** Puts back what an object had under `key` itself, or nothing (its prototype's method again). */
function restore(target: object, key: string, own: PropertyDescriptor | undefined): void {
  if (own) Object.defineProperty(target, key, own);
  else Reflect.deleteProperty(target, key);
}
