import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { BLANK_PRODUCT } from "~/catalogue/product-schema";
import { findProducts } from "~/catalogue/product-search.server";
import { insertProduct } from "~/catalogue/products.server";
import { writeProductTranslationIn } from "~/catalogue/translations.server";
import { tempPostgresDatabase, testPostgresUrl } from "~/test/temp-data";

/**
 * Issue 25: on a PostgreSQL database made with LC_CTYPE = C, pg_trgm makes
 * no trigrams of Gujarati or Devanagari, so a title index alone would find
 * nothing. Search keys are ASCII, so search works all the same.
 */
describe.skipIf(!testPostgresUrl())("search on a PostgreSQL database with LC_CTYPE = C", () => {
  it("finds products by Gujarati, Hindi and phonetic Latin text", async () => {
    const pg = await tempPostgresDatabase({ cLocale: true });
    try {
      const { rows } = await sql<{ ctype: string; grams: string[] }>`
        SELECT current_setting('lc_ctype') AS ctype, show_trgm('पंप') AS grams`.execute(pg.db);
      // The setting is in effect: pg_trgm sees nothing in पंप.
      expect(rows[0]?.ctype).toBe("C");
      expect(rows[0]?.grams).toEqual([]);
      const id = await insertProduct(pg.db, {
        ...BLANK_PRODUCT,
        title: "SPT V4 1.5 HP Borewell Submersible Pump",
        price: 100_000,
      });
      await insertProduct(pg.db, {
        ...BLANK_PRODUCT,
        title: "SPT AG-4 Angle Grinder",
        price: 100_000,
      });
      const text = (value: string) => ({ text: value, source: value === "" ? "" : "x" });
      await writeProductTranslationIn(pg.db, id, "gu", {
        fields: {
          title: text("SPT V4 1.5 HP બોરવેલ સબમર્સિબલ પંપ"),
          description: text(""),
          specification: text(""),
          features: text(""),
        },
        imageAlts: {},
      });
      for (const q of ["સબમર્સિબલ પંપ", "सबमर्सिबल पंप", "sabmarsibal pump", "૧.૫ એચપી બોરવેલ", "पंप"]) {
        const found = await findProducts(pg.db, q);
        expect(
          found.products.map((p) => p.id),
          q,
        ).toEqual([id]);
      }
    } finally {
      await pg.drop();
    }
  });
});
