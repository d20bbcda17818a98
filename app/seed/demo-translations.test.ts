import { describe, expect, it } from "vitest";
import { seedCategories, seedProducts } from "./catalogue-data";
import { categoryTranslations, productTranslations } from "./demo-translations";

const LANGS = ["gu", "hi"] as const;
const SCRIPT: Record<(typeof LANGS)[number], RegExp> = {
  gu: /[\u0A80-\u0AFF]/,
  hi: /[\u0900-\u097F]/,
};
// C0/C1 controls (newlines and tabs included), zero-width joiners and marks.
// biome-ignore lint/suspicious/noControlCharactersInRegex: this is the check
const CONTROL = /[\u0000-\u001F\u007F-\u009F\u200B-\u200F\u2028\u2029\uFEFF]/;
const MARKUP = /<[^>]*>|&[#a-z0-9]+;|\*\*|__|`/i;

function checkText(text: string, lang: (typeof LANGS)[number], english: string, where: string) {
  expect(text.trim(), where).not.toBe("");
  expect(text, where).toBe(text.trim());
  expect(CONTROL.test(text), `${where}: control character`).toBe(false);
  expect(MARKUP.test(text), `${where}: markup`).toBe(false);
  expect(text, `${where}: not NFC`).toBe(text.normalize("NFC"));
  expect(SCRIPT[lang].test(text), `${where}: ${lang} script`).toBe(true);
  // Neither language's script may stray into the other.
  const other = lang === "gu" ? SCRIPT.hi : SCRIPT.gu;
  expect(other.test(text), `${where}: wrong script`).toBe(false);
  expect(text, `${where}: untranslated`).not.toBe(english);
}

describe("demo category translations", () => {
  const byName = new Map(seedCategories.map((c) => [c.name, c]));

  it("covers every category and subcategory in both languages, and only those", () => {
    expect(Object.keys(categoryTranslations).sort()).toEqual([...byName.keys()].sort());
    for (const [name, langs] of Object.entries(categoryTranslations)) {
      const category = byName.get(name);
      expect(category, name).toBeDefined();
      for (const lang of LANGS) {
        const t = langs[lang];
        expect(t, `${name} ${lang}`).toBeDefined();
        checkText(t.name, lang, name, `${name} ${lang} name`);
        expect(Object.keys(t.subcategories).sort(), `${name} ${lang}`).toEqual(
          [...(category?.subcategories ?? [])].sort(),
        );
        for (const [sub, text] of Object.entries(t.subcategories)) {
          checkText(text, lang, sub, `${name} / ${sub} ${lang}`);
        }
      }
    }
  });
});

describe("demo product translations", () => {
  const byTitle = new Map(seedProducts.map((p) => [p.title, p]));

  it("is keyed by titles in the catalogue", () => {
    for (const title of Object.keys(productTranslations)) {
      expect(byTitle.has(title), title).toBe(true);
    }
  });

  it.each(Object.entries(productTranslations))("%s", (title, langs) => {
    const product = byTitle.get(title);
    if (!product) throw new Error(`not in the catalogue: ${title}`);
    for (const lang of LANGS) {
      const t = langs[lang];
      if (!t) continue;
      const at = `${title} ${lang}`;
      checkText(t.title, lang, title, `${at} title`);
      expect(t.description.length, `${at} description`).toBe(product.description.length);
      expect(t.specification.length, `${at} specification`).toBe(product.specification.length);
      expect(t.features.length, `${at} features`).toBe(product.features.length);
      const parts = ["description", "specification", "features"] as const;
      for (const part of parts) {
        t[part].forEach((text, i) => {
          checkText(text, lang, product[part][i] ?? "", `${at} ${part} ${i}`);
        });
      }
    }
  });

  it("has at least 20 products in both languages, across every category", () => {
    const both = Object.entries(productTranslations).filter(([, t]) => t.gu && t.hi);
    expect(both.length).toBeGreaterThanOrEqual(20);
    const covered = new Set(
      both.flatMap(([title]) => byTitle.get(title)?.categories.map((c) => c.category) ?? []),
    );
    for (const c of seedCategories) expect(covered.has(c.name), c.name).toBe(true);
  });
});
