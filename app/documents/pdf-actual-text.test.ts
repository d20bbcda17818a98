import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { Locale } from "~/i18n/locales";
import { popplerText, recordDrawnText, wordCounts, wordDifferences } from "~/test/pdf-text";
import { utf16Hex } from "./pdf-actual-text.server";
import { FONT, line, loadFonts, openPdf } from "./pdf-kit.server";

/**
 * The text layer of Gujarati and Hindi PDFs: every word pdftotext reads back is the word
 * as written, however the font draws it: conjuncts, reph, the pre-base i-matra, anusvara,
 * nukta, vowel signs the font moves; in regular and bold, small and large, on one line,
 * wrapped, justified, aligned right and linked.
 */

const dir = mkdtempSync(path.join(tmpdir(), "pdf-actual-text-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const WORDS: Record<"gu" | "hi", string[]> = {
  gu: [
    "સબમર્સિબલ",
    "સિંગલ",
    "કંટ્રોલ",
    "ફેઝ",
    "ઓર્ડર",
    "શ્રેષ્ઠ કાર્યક્ષમ",
    "ક્ષમતા,",
    "શ્રી",
    "પ્રેશર",
    "ટ્રેક્ટર",
    "દ્વારા",
    "આંચકા",
    "કર્ણાવતી",
    "જોવા",
  ],
  hi: [
    "सबमर्सिबल",
    "स्टार्ट",
    "सिंगल",
    "फ़ेज़",
    "श्रेष्ठ",
    "त्रिशूल",
    "हृदय",
    "क्षमता,",
    "श्री",
    "ट्रैक्टर",
    "द्वारा",
    "ईमेल",
    "में",
    "हैं",
    "कोटेशन",
    "ज़्यादा",
  ],
};

/** A document of the words as its text calls draw them; its file and the lines drawn. */
async function documentOf(locale: Locale, words: string[]) {
  const drawn = await recordDrawnText();
  const { doc, bytes } = await openPdf({ size: "A4", margin: 40 }, loadFonts(locale), locale);
  try {
    const sentence = words.join(" ");
    let y = 40;
    for (const font of [FONT.regular, FONT.bold]) {
      doc.font(font);
      for (const size of [7, 11]) {
        doc.fontSize(size);
        line(doc, sentence, 40, y);
        y += size * 1.8;
      }
      // Large, wrapped to the page (pdftotext leaves out what runs off it).
      doc.fontSize(20).text(sentence, 40, y, { width: 515 });
      y = doc.y + 10;
    }
    doc.font(FONT.regular).fontSize(11);
    line(doc, `₹1,25,000 · ${words[0]} 1.5 HP`, 40, y, { width: 515, align: "right" });
    line(doc, words.slice(0, 3).join(" "), 40, y + 20, { link: "https://shop.example.in/gu" });
    doc.text(Array(6).fill(sentence).join(" "), 40, y + 40, { width: 300, align: "justify" });
    doc.text(Array(4).fill(sentence).join(" "), 40, doc.y + 10, { width: 200 });
    doc.end();
  } finally {
    drawn.stop();
  }
  const file = path.join(dir, `${locale}.pdf`);
  writeFileSync(file, await bytes);
  return { file, drawn: drawn.lines.map((l) => l.text) };
}

describe("the text layer of Gujarati and Hindi PDFs", () => {
  for (const locale of ["gu", "hi"] as const) {
    it(`${locale}: pdftotext reads every word as written, as often as it is drawn`, async () => {
      const words = WORDS[locale];
      const { file, drawn } = await documentOf(locale, words);
      const text = popplerText(file);
      // The four one-line sentences (two sizes, regular and bold), each whole.
      expect(text.split(words.join(" ")).length - 1).toBeGreaterThanOrEqual(4);
      // Word for word: none moved, split, merged, dropped or added.
      expect(wordDifferences(wordCounts(...drawn), wordCounts(text))).toEqual([]);
      const shown = drawn.join(" ").replace(/\s+/g, " ");
      for (const word of words) {
        expect(text.split(word).length - 1, word).toBe(shown.split(word).length - 1);
      }
      // The same in pdftotext's layout mode, line by line.
      const layout = popplerText(file, "-layout");
      expect(wordDifferences(wordCounts(...drawn), wordCounts(layout))).toEqual([]);
    });
  }

  it("puts a span around each Indic word, inside the text object", async () => {
    const { doc, bytes } = await openPdf(
      { size: "A4", margin: 40, compress: false },
      loadFonts("gu"),
      "gu",
    );
    doc.fontSize(12);
    line(doc, "સબમર્સિબલ પંપ 1.5 HP", 40, 40);
    line(doc, "Borewell pump 1.5 HP", 40, 80);
    doc.end();
    const content = (await bytes).toString("latin1");
    const spans = [...content.matchAll(/\/Span <<\/ActualText <([0-9A-F]+)>>> BDC/g)];
    expect(spans.map((m) => m[1])).toEqual(["સબમર્સિબલ", "પંપ"].map((w) => utf16Hex(w).slice(1, -1)));
    expect(content.match(/ BDC/g)).toHaveLength(2);
    expect(content.match(/\bEMC\b/g)).toHaveLength(2);
    // Inside the text object (poppler places the span's text with the state at its EMC).
    const texts = content.match(/\nBT\n[\s\S]*?\nET\n/g) ?? [];
    expect(texts.filter((t) => t.includes("BDC"))).toHaveLength(1);
    expect(texts.find((t) => t.includes("BDC"))?.match(/EMC/g)).toHaveLength(2);
  });

  it("leaves English documents as pdfkit writes them, byte for byte", async () => {
    const options: PDFKit.PDFDocumentOptions = {
      size: "A4",
      margin: 40,
      info: { CreationDate: new Date("2026-01-01T00:00:00Z") },
    };
    const draw = (doc: Awaited<ReturnType<typeof openPdf>>["doc"]) => {
      doc.fontSize(12).text("Submersible pump 1½ inch ±10% → 1.5 HP", 40, 40, { width: 300 });
      doc.end();
    };
    const ours = await openPdf(options, loadFonts("en"));
    draw(ours.doc);
    const { default: PDFDocument } = await import("pdfkit");
    const plain = new PDFDocument(options);
    plain.registerFont(FONT.regular, loadFonts("en").regular);
    plain.registerFont(FONT.bold, loadFonts("en").bold);
    plain.font(FONT.regular);
    const chunks: Buffer[] = [];
    plain.on("data", (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise((resolve) => plain.on("end", resolve));
    draw(plain);
    await ended;
    const bytes = await ours.bytes;
    expect(bytes.equals(Buffer.concat(chunks))).toBe(true);
    expect(bytes.toString("latin1")).not.toContain("ActualText");
  });

  it("spells ActualText in UTF-16BE with its byte order mark", () => {
    expect(utf16Hex("સ₹A")).toBe("<FEFF0AB820B90041>");
    expect(utf16Hex("𝟏")).toBe("<FEFFD835DFCF>");
  });
});
