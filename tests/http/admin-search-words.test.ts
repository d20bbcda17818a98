import { describe, expect } from "vitest";
import { newUser, shopTest, type TestShop } from "../../app/test/test-shop";

/** The search lexicon's admin page over HTTP (moved from tests/e2e/admin-search-words.spec.ts). */

const test = shopTest();

interface Entry {
  id: number;
  word: string;
  lang: string;
  means: string;
  source: string;
}

const entry = (shop: TestShop, word: string, lang: string) =>
  shop.row<Entry | undefined>(
    "SELECT id, word, lang, means, source FROM search_synonym WHERE word = ? AND lang = ?",
    word,
    lang,
  );

describe("admin search words over HTTP", () => {
  test("a role user's page view and posts go to sign-in and change nothing", async ({
    shop,
    request,
  }) => {
    await newUser(shop, request);
    const page = await request.get("/admin/search-words", { maxRedirects: 0 });
    expect(page.status()).toBe(302);
    expect(page.headers().location).toMatch(/^\/sign-in\?.*need=admin/);
    const seeded = await entry(shop, "ઘોડા", "gu");
    const forms: Record<string, string>[] = [
      { intent: "add", word: "forgedword", lang: "en", means: "pump" },
      {
        intent: "edit",
        id: String(seeded?.id ?? 1),
        word: "forgedword",
        lang: "en",
        means: "pump",
      },
      { intent: "delete", id: String(seeded?.id ?? 1) },
    ];
    for (const form of forms) {
      const res = await request.post("/admin/search-words", { form, maxRedirects: 0 });
      expect(res.status(), form.intent).toBe(302);
      expect(res.headers().location).toMatch(/^\/sign-in\?.*need=admin/);
      const data = await request.post("/admin/search-words.data", { form, maxRedirects: 0 });
      expect(data.status()).toBeLessThan(500);
      expect(await data.text()).not.toMatch(/successfully/);
    }
    expect(await entry(shop, "forgedword", "en")).toBeUndefined();
    expect(await entry(shop, "ઘોડા", "gu")).toEqual(seeded);
  });
});
