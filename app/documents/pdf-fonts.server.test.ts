import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { Locale } from "~/i18n/locales";
import { FONT, line, loadFonts, NOTO_LACKS, openPdf } from "./pdf-kit.server";

/**
 * Gujarati and Hindi in the PDFs (issue 24 item 6): the language's font is
 * embedded and fontkit shapes conjuncts, reph and matras. Checked with poppler:
 * the text pdftotext extracts, and the fonts pdffonts lists. The rendered page
 * was looked at by eye (docs/languages-formats.md, "PDF fonts").
 */
interface FontkitFont {
  hasGlyphForCodePoint(codePoint: number): boolean;
}

const dir = mkdtempSync(path.join(tmpdir(), "pdf-fonts-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function pdfOf(locale: Locale, lines: string[]): Promise<string> {
  const { doc, bytes } = await openPdf({ size: "A4", margin: 40 }, loadFonts(locale), locale);
  doc.fontSize(20);
  lines.forEach((text, i) => {
    line(doc, text, 40, 60 + i * 40);
  });
  doc.font(FONT.bold);
  lines.forEach((text, i) => {
    line(doc, text, 40, 300 + i * 40);
  });
  doc.end();
  const file = path.join(dir, `${locale}.pdf`);
  writeFileSync(file, await bytes);
  return file;
}

const run = (tool: string, ...args: string[]) => execFileSync(tool, args, { encoding: "utf8" });
const extracted = (file: string) =>
  run("pdftotext", "-layout", file, "-")
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

describe("PDF fonts for Gujarati and Hindi", () => {
  it("Gujarati: the Noto face embedded, conjuncts and matras extracted", async () => {
    const file = await pdfOf("gu", [
      "સબમર્સિબલ પંપ, ક્ષમતા, શ્રી",
      "૧.૫ HP ₹૧,૨૫,૦૦૦ ઉત્પાદન પ્રેશર ટ્રેક્ટર દ્વારા",
    ]);
    expect(run("pdffonts", file)).toMatch(/NotoSansGujarati-Regular[\s\S]*NotoSansGujarati-Bold/);
    // The words as written, though the i-matra is drawn before its consonant and the
    // reph after (each word carries its text: pdf-actual-text.server.ts).
    const expected = ["સબમર્સિબલ પંપ, ક્ષમતા, શ્રી", "૧.૫ HP ₹૧,૨૫,૦૦૦ ઉત્પાદન પ્રેશર ટ્રેક્ટર દ્વારા"];
    expect(extracted(file)).toEqual([...expected, ...expected]);
  });

  it("Hindi: the Noto face embedded, conjuncts and matras extracted", async () => {
    const file = await pdfOf("hi", [
      "सबमर्सिबल पंप, क्षमता, श्री",
      "१.५ HP ₹१,२५,००० कीमत प्रेशर ट्रैक्टर द्वारा",
    ]);
    expect(run("pdffonts", file)).toMatch(
      /NotoSansDevanagari-Regular[\s\S]*NotoSansDevanagari-Bold/,
    );
    const expected = ["सबमर्सिबल पंप, क्षमता, श्री", "१.५ HP ₹१,२५,००० कीमत प्रेशर ट्रैक्टर द्वारा"];
    expect(extracted(file)).toEqual([...expected, ...expected]);
  });

  it("English keeps DejaVu Sans", async () => {
    expect(loadFonts("en")).toBe(loadFonts());
    const file = await pdfOf("en", ["Submersible pump ₹1,25,000 1¼ inch ±10%"]);
    expect(run("pdffonts", file)).toMatch(/DejaVuSans/);
  });

  it("knows which characters the Noto faces lack, and has the rest the documents write", async () => {
    for (const locale of ["gu", "hi"] as const) {
      const { doc } = await openPdf({}, loadFonts(locale));
      doc.font(FONT.regular);
      // pdfkit's embedded font is a fontkit font: the one way to ask it for a glyph.
      const font = (doc as unknown as { _font: { font: FontkitFont } })._font.font;
      const lacks = (c: string) => !font.hasGlyphForCodePoint(c.codePointAt(0) ?? 0);
      expect([...NOTO_LACKS].filter(lacks).join("")).toBe(NOTO_LACKS);
      expect([..."₹·–—…0123456789ABCxyz%,.()"].filter(lacks)).toEqual([]);
      doc.end();
    }
  });
});
