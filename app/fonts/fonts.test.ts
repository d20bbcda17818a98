import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  DEVANAGARI,
  FONT_SCRIPTS,
  GUJARATI,
  LANGUAGE_NAME_FACES,
  NAME_FACE_BUDGET_BYTES,
  unicodeRange,
  WOFF2_BUDGET_BYTES,
} from "./font-scripts";
import { PAGE_FONT } from "./page-font";

const here = path.dirname(fileURLToPath(import.meta.url));
const css = readFileSync(path.join(here, "fonts.css"), "utf8");

/** The stylesheet's @font-face rules: family, file and unicode-range of each. */
function faces() {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = ""]) => ({
    family: /font-family:\s*"([^"]+)"/.exec(body)?.[1],
    file: /url\("\.\/([^"]+)"\)/.exec(body)?.[1],
    range: /unicode-range:\s*([^;]+);/.exec(body)?.[1]?.trim(),
    display: /font-display:\s*([^;]+);/.exec(body)?.[1],
  }));
}

describe("the browser's Indic fonts", () => {
  it("declares each script's face with its own file, range and swap", () => {
    expect(faces()).toEqual([
      ...FONT_SCRIPTS.map((s) => ({
        family: s.family,
        file: s.woff2,
        range: unicodeRange(s),
        display: "swap",
      })),
      ...LANGUAGE_NAME_FACES.map((f) => ({
        family: f.family,
        file: f.woff2,
        range: unicodeRange(f.script),
        display: "swap",
      })),
    ]);
  });

  it("keeps ₹, the joiners and Latin out of the ranges, so English pages fetch neither", () => {
    for (const script of FONT_SCRIPTS) {
      for (const c of ["₹", "\u200D", "\u25CC", "A", "1"]) {
        const code = c.codePointAt(0) ?? 0;
        expect(script.codePoints.some(([a, b]) => code >= a && code <= b)).toBe(false);
      }
    }
  });

  it("keeps the language switch's name faces small", () => {
    for (const face of LANGUAGE_NAME_FACES) {
      const bytes = statSync(path.join(here, face.woff2)).size;
      expect(bytes).toBeGreaterThan(500);
      expect(bytes).toBeLessThanOrEqual(NAME_FACE_BUDGET_BYTES);
    }
  });

  it("keeps each committed woff2 within 40 KB", () => {
    for (const script of FONT_SCRIPTS) {
      const bytes = statSync(path.join(here, script.woff2)).size;
      expect(bytes).toBeGreaterThan(20_000);
      expect(bytes).toBeLessThanOrEqual(WOFF2_BUDGET_BYTES);
    }
  });

  it("preloads on each Gujarati and Hindi page the face its stylesheet declares, on English none", () => {
    expect(PAGE_FONT.gu?.endsWith(`/${GUJARATI.woff2}`)).toBe(true);
    expect(PAGE_FONT.hi?.endsWith(`/${DEVANAGARI.woff2}`)).toBe(true);
    expect(PAGE_FONT.en).toBeUndefined();
  });
});
