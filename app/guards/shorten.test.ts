import { describe, expect, it } from "vitest";
import { copiesOutside } from "./source-scan";

/**
 * Visible text is shortened in one place, app/format/shorten.ts (issue 39): it
 * counts characters as a reader does and never cuts inside a Gujarati or
 * Devanagari syllable or an emoji. A cut written by hand — a slice from 0 with
 * an ellipsis on the same line, or pdfkit's `ellipsis: true`, which drops code
 * units one at a time — fails here with its file and line. Call `shorten`
 * (a count of characters), `shortenToFit` (a measure), or in a PDF `fitLine`
 * and `fitBox` (app/documents/pdf-kit.server.ts), which call it.
 */
const HAND_MADE_CUT =
  /\.(slice|substring|substr)\(\s*0\s*,[^\n]*(…|\\u2026|\.\.\.["'`])|(…|\\u2026)[^\n]*\.(slice|substring|substr)\(\s*0\s*,|\bellipsis:\s*true\b/;

/**
 * Not yet moved: the after-sales QR sheet's model line (admin, model codes in Latin letters),
 * written while this guard was; it is to call fitBox like the catalogue. Nothing else may join.
 */

describe("one way to shorten visible text: app/format/shorten.ts", () => {
  it("no hand-made cut anywhere else", () => {
    expect(copiesOutside(HAND_MADE_CUT, ["app/format/shorten.ts"])).toEqual([]);
  });

  it("the pattern knows a hand-made cut when it sees one", () => {
    const cuts = [
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a source line under test, not a template
      "return title.length > max ? `${title.slice(0, max).trimEnd()}…` : title;",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a source line under test, not a template
      'const cut = (n: number) => `${text.slice(0, n).trimEnd()}${"…"}`;',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a source line under test, not a template
      "return `${name.substring(0, 20)}...`;",
      'label = name.substr(0, 10) + "\\u2026";',
      'const shown = "…" + words.slice(0, 3);',
      "doc.text(title, x, y, { width: w, height: h, ellipsis: true });",
    ];
    for (const line of cuts) expect(HAND_MADE_CUT.test(line), line).toBe(true);
    const fine = [
      "const q = text.trim().slice(0, 100);",
      "return ids.slice(0, LIMIT);",
      '"Saving your enquiry…"',
      "shorten(title, CARD_TITLE_CUT)",
    ];
    for (const line of fine) expect(HAND_MADE_CUT.test(line), line).toBe(false);
  });
});
