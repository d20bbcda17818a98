import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { siteFor } from "~/config/site.server";
import type { Locale } from "~/i18n/locales";
import { seedProducts } from "~/seed/catalogue-data";
import { productId, seedIfEmpty } from "~/seed/seed.server";
import {
  type DrawnLine,
  popplerText,
  recordDrawnText,
  wordCounts,
  wordDifferences,
} from "~/test/pdf-text";
import { setupTempData } from "~/test/temp-data";
import { cataloguePdfFile } from "./catalogue-pdf-file.server";
import { datasheetFile } from "./datasheet-file.server";

/**
 * The demo catalogue's PDFs as copy, search and screen readers get their text: every word the
 * catalogue and the datasheets draw, pdftotext reads back as written, as often as it is drawn,
 * in Gujarati and Hindi (reph, pre-base i-matra, conjuncts, nukta: the text layer of
 * pdf-actual-text.server.ts) and in English (pdfkit's own, unchanged). "સબમર્સિબલ" and
 * "सबमर्सिबल" are found as often as the documents show them.
 */

const BASE_URL = "https://shop.example.in";
const SEARCHED: Record<Locale, string> = { en: "Submersible", gu: "સબમર્સિબલ", hi: "सबमर्सिबल" };

const t = setupTempData({ once: true });
beforeAll(async () => {
  // No product photos: the text is what is compared.
  await seedIfEmpty(t.db, { storage: t.storage, maxImagesPerProduct: 0 });
});

const occurrences = (text: string, word: string) => text.split(word).length - 1;

/** What a document drew (the text of its lines) and what pdftotext reads from its file. */
async function readBack(make: () => Promise<string>) {
  const drawn = await recordDrawnText();
  let file: string;
  try {
    file = await make();
  } finally {
    drawn.stop();
  }
  return { lines: drawn.lines, file, text: popplerText(file) };
}

const joined = (lines: DrawnLine[]) =>
  lines
    .map((l) => l.text)
    .join(" ")
    .replace(/\s+/g, " ");

describe("the demo catalogue's PDFs, read back by pdftotext", () => {
  for (const locale of ["gu", "hi"] as const) {
    it(`the ${locale} catalogue: every word drawn is read back as written, as often`, async () => {
      const { lines, text } = await readBack(() =>
        cataloguePdfFile(t.db, t.storage, {
          cacheDir: `${t.dir}/cache`,
          site: siteFor(locale, {}),
          baseUrl: BASE_URL,
          locale,
        }),
      );
      const drawn = wordCounts(...lines.map((l) => l.text));
      expect(wordDifferences(drawn, wordCounts(text))).toEqual([]);
      const searched = SEARCHED[locale];
      expect(occurrences(text, searched)).toBe(occurrences(joined(lines), searched));
      // Product titles, category bands, specification lines, the contents.
      expect(occurrences(text, searched)).toBeGreaterThan(20);
    });
  }

  it("the English catalogue: every word read back, from pdfkit's own text layer (no ActualText)", async () => {
    const { lines, file, text } = await readBack(() =>
      cataloguePdfFile(t.db, t.storage, {
        cacheDir: `${t.dir}/cache`,
        site: siteFor("en", {}),
        baseUrl: BASE_URL,
      }),
    );
    expect(readFileSync(file).toString("latin1")).not.toContain("ActualText");
    // Every word of the lines drawn without letter spacing read back, at least as often…
    const read = wordCounts(text);
    const plain = wordCounts(...lines.filter((l) => l.spacing === 0).map((l) => l.text));
    expect([...plain].filter(([word, n]) => (read.get(word) ?? 0) < n)).toEqual([]);
    // …and the letter-spaced labels ("CATEGORY") letter for letter: pdftotext reads their
    // gaps as spaces ("C AT EG O RY"), as it always has in the English documents.
    const squeezed = text.replace(/\s+/g, "");
    for (const { text: label } of lines.filter((l) => l.spacing !== 0)) {
      expect(squeezed).toContain(label.replace(/\s+/g, ""));
    }
    expect(occurrences(text, SEARCHED.en)).toBe(occurrences(joined(lines), SEARCHED.en));
    expect(occurrences(text, SEARCHED.en)).toBeGreaterThan(20);
  });

  it("the datasheets in Gujarati and Hindi: every word drawn is read back as written", async () => {
    const ids = seedProducts.slice(0, 3).map((p, i) => productId(p.title, i));
    for (const locale of ["gu", "hi"] as const) {
      for (const id of ids) {
        const { lines, text } = await readBack(async () => {
          const sheet = await datasheetFile(t.db, t.storage, id, {
            cacheDir: `${t.dir}/cache/datasheets`,
            site: siteFor(locale, {}),
            baseUrl: BASE_URL,
            locale,
          });
          return sheet?.file ?? "";
        });
        const drawn = wordCounts(...lines.map((l) => l.text));
        expect(wordDifferences(drawn, wordCounts(text)), `${locale} ${id}`).toEqual([]);
        const searched = SEARCHED[locale];
        expect(occurrences(text, searched)).toBe(occurrences(joined(lines), searched));
        expect(occurrences(text, searched), `${locale} ${id}`).toBeGreaterThan(0);
      }
    }
  });
});
