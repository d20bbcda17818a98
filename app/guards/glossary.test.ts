import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The glossary (docs/glossary.md) gives each term one Gujarati and one Hindi
 * rendering, and names the other spellings in its "Not written" column. This
 * reads that column from the page itself (the page is the one home of the
 * list) and fails when one of those spellings appears in the Gujarati or Hindi
 * messages or in the demo catalogue's texts. It also holds the Hindi spelling
 * rule: no nukta on क, ख or ग.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");

interface Row {
  english: string;
  gujarati: string;
  hindi: string;
  refused: string[];
}

/** The tables' rows with a "Not written" column, as written on the page. */
function glossaryRows(markdown: string): Row[] {
  const rows: Row[] = [];
  let columns: string[] | null = null;
  for (const line of markdown.split("\n")) {
    if (!line.startsWith("|")) {
      columns = null;
      continue;
    }
    const cells = line
      .slice(1, line.lastIndexOf("|"))
      .split("|")
      .map((c) => c.trim());
    if (columns === null) {
      columns = cells;
      continue;
    }
    if (cells.every((c) => /^-+$/.test(c))) continue;
    const at = (name: string) => cells[columns?.indexOf(name) ?? -1] ?? "";
    if (!columns.includes("Not written")) continue;
    rows.push({
      english: at("English"),
      gujarati: at("Gujarati"),
      hindi: at("Hindi"),
      refused: at("Not written")
        .split(",")
        .map((w) => w.trim().normalize("NFC"))
        .filter(Boolean),
    });
  }
  return rows;
}

/** Postpositions Gujarati writes onto a word (કોટેશનમાં, કોટેશનની): the same word. */
const GUJARATI_ENDINGS = ["માંથી", "માં", "થી", "નો", "ની", "નું", "ના", "નાં", "ને", "એ"];
const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A whole word, or a Gujarati word with its postposition; never a piece of a longer word. */
function wordPattern(word: string): RegExp {
  const endings = /[\u0A80-\u0AFF]$/u.test(word) ? `(?:${GUJARATI_ENDINGS.join("|")})?` : "";
  return new RegExp(`(?<![\\p{L}\\p{M}])${escaped(word)}${endings}(?![\\p{L}\\p{M}])`, "gu");
}

/** Each text the guard reads, by file: messages and the demo's words, in NFC. */
function texts(): [string, string][] {
  const messages = readdirSync(path.join(ROOT, "messages"), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => ["gu", "hi"].map((l) => `messages/${d.name}/${l}.json`));
  const files = [...messages, "app/seed/demo-translations.ts", "app/config/site.ts"];
  return files.map((f) => [f, readFileSync(path.join(ROOT, f), "utf8").normalize("NFC")]);
}

/** Where `pattern` matches, as "file:line: the line". */
function found(pattern: RegExp, sources: [string, string][]): string[] {
  const hits: string[] = [];
  for (const [file, text] of sources) {
    text.split("\n").forEach((line, i) => {
      pattern.lastIndex = 0;
      if (pattern.test(line)) hits.push(`${file}:${i + 1}: ${line.trim().slice(0, 160)}`);
    });
  }
  return hits;
}

const glossary = readFileSync(path.join(ROOT, "docs/glossary.md"), "utf8");
const rows = glossaryRows(glossary);
const sources = texts();

describe("the glossary's words, one spelling each", () => {
  it("reads the glossary's tables", () => {
    expect(rows.length).toBeGreaterThan(40);
    const quotation = rows.find((r) => r.english === "quotation");
    expect(quotation).toMatchObject({ gujarati: "કોટેશન", hindi: "कोटेशन" });
    expect(quotation?.refused).toContain("ભાવપત્રક");
  });

  it("never refuses the rendering it chose", () => {
    for (const row of rows) {
      for (const word of row.refused) {
        for (const chosen of [row.gujarati, row.hindi]) {
          expect(wordPattern(word).test(chosen.normalize("NFC")), `${row.english}: ${word}`).toBe(
            false,
          );
        }
      }
    }
  });

  it.each(rows.filter((r) => r.refused.length > 0).map((r) => [r.english, r] as const))(
    "%s: no other spelling in the messages or the demo's texts",
    (_, row) => {
      const hits = row.refused.flatMap((word) =>
        found(wordPattern(word), sources).map((h) => `“${word}” ${h}`),
      );
      expect(hits, `write ${row.gujarati} / ${row.hindi} (docs/glossary.md)`).toEqual([]);
    },
  );

  it("Hindi writes क, ख and ग without a nukta", () => {
    // क़ ख़ ग़, precomposed or not (NFC keeps them as letter + U+093C).
    expect(found(/[कखग]\u093C/u, sources)).toEqual([]);
  });

  it("matches whole words and Gujarati postpositions, not pieces of words", () => {
    const bay = wordPattern("ટેસ્ટ બે");
    expect(bay.test("અમારા ટેસ્ટ બે પર")).toBe(true);
    expect(wordPattern("ટેસ્ટ બે").test("ટેસ્ટ બેમાં ચકાસેલો")).toBe(true);
    expect(wordPattern("ટેસ્ટ બે").test("ટેસ્ટ બેન્ચ પર")).toBe(false);
    expect(wordPattern("ક્વોટેશન").test("ક્વોટેશનની મુદત")).toBe(true);
    expect(wordPattern("फेज").test("सिंगल फेज़")).toBe(false);
    expect(wordPattern("दाम").test("दामों")).toBe(false);
    expect(wordPattern("दाम").test("भाव और दाम")).toBe(true);
  });
});
