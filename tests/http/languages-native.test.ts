import { describe, expect } from "vitest";
import { m } from "~/i18n/paraglide/messages.js";
import { createOrder } from "~/orders/orders.server";
import type { HttpClient } from "../../app/test/http-client";
import { makeProducts } from "../../app/test/test-products.server";
import { shopTest } from "../../app/test/test-shop";

const test = shopTest();

/**
 * Gujarati and Hindi pages as a native reader reads them (issue 39), over plain
 * HTTP: titles cut at whole characters and words, units read as the site writes
 * them, places and categories named in the page's language, honest fallbacks,
 * search corrections that neither mislead nor print English.
 */

/** A virama or joiner before the mark: the cut left half a conjunct. */
const DANGLING = /[\u094D\u0ACD\u200C\u200D]…$/u;

/** Whether `shown` (with its "…") is `full` cut inside a syllable: what follows is a mark. */
const cutInside = (shown: string, full: string) =>
  DANGLING.test(shown) || /^[\p{M}\u200C\u200D]/u.test(full.slice(shown.length - 1));

/** What a reader sees: the page's text, without its scripts (loader data, JSON-LD), tags and links' addresses. */
const visible = (page: string) =>
  page
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]*>/g, " ");

async function html(request: HttpClient, path: string, status = 200): Promise<string> {
  const res = await request.get(path, { maxRedirects: 0 });
  expect(res.status(), path).toBe(status);
  return res.text();
}

describe("cut at whole characters and words", () => {
  test("no card title on /gu/shop or /hi/shop ends inside a syllable", async ({ request }) => {
    for (const prefix of ["/gu", "/hi"]) {
      let cut = 0;
      for (let page = 1; page <= 6; page++) {
        const body = await html(request, `${prefix}/shop?page=${page}`);
        const cards = [
          ...body.matchAll(
            /<span aria-hidden="true">([^<]*)<\/span><span class="sr-only">([^<]*)<\/span>/g,
          ),
        ].map((x) => [x[1] ?? "", x[2] ?? ""] as const);
        expect(cards.length, `${prefix} page ${page}`).toBeGreaterThan(0);
        for (const [shown, full] of cards.filter(([s]) => s.endsWith("…"))) {
          cut++;
          expect(full.startsWith(shown.slice(0, -1)), shown).toBe(true);
          expect(cutInside(shown, full), `${prefix} page ${page}: ${shown}`).toBe(false);
          // At a whole word: a space or punctuation follows in the full title.
          expect(full.slice(shown.length - 1), shown).toMatch(/^[\s,;:.–-]/u);
        }
      }
      expect(cut, `${prefix}: some titles are long enough to be cut`).toBeGreaterThan(0);
    }
  });

  test("the header search's suggestions come cut by the server", async ({ request }) => {
    const res = await request.get(`/api/search?q=${encodeURIComponent("સબમર્સિબલ")}&lang=gu`);
    const body = (await res.json()) as { results: { title: string; shortTitle: string }[] };
    expect(body.results.length).toBeGreaterThan(0);
    for (const r of body.results) {
      expect(r.title.startsWith(r.shortTitle.replace(/…$/, ""))).toBe(true);
      if (r.shortTitle.endsWith("…")) expect(cutInside(r.shortTitle, r.title)).toBe(false);
    }
  });
});

describe("units as the site writes them", () => {
  test("the finder reads 60 લિ./મિનિટ, 60 લિટર and 60 ली./मिनट", async ({ request }) => {
    for (const [prefix, head, discharge] of [
      ["/gu", "45 મીટર", "60 લિ./મિનિટ"],
      ["/gu", "150 ફૂટ", "60 લિટર"],
      ["/hi", "45 मीटर", "60 ली./मिनट"],
    ] as const) {
      const q = new URLSearchParams({ head, discharge });
      const body = await html(request, `${prefix}/finder?${q}`);
      expect(body, `${head}, ${discharge}`).not.toContain(
        m
          .shop_finder_error_unit({ label: "", unit: "", example: "" }, { locale: "gu" })
          .slice(0, 8),
      );
      expect(body).not.toMatch(/aria-invalid="true"/);
    }
  });

  test("the shop's range filters read a value with its unit, in native digits", async ({
    request,
  }) => {
    const category = "category=Submersible+Pumps";
    const plain = await html(request, `/gu/shop?${category}&discharge_max=60&head_min=45`);
    const typed = await html(
      request,
      `/gu/shop?${category}&discharge_max=${encodeURIComponent("૬૦ લિ./મિનિટ")}&head_min=${encodeURIComponent("45 મીટર")}`,
    );
    const count = (h: string) => h.match(/data-testid="shop-count"[^>]*>([^<]*)</)?.[1];
    expect(count(typed)).toBe(count(plain));
    expect(typed).not.toContain(
      m.shop_notice_not_number({ filter: "", text: "" }, { locale: "gu" }).slice(-12),
    );
  });
});

describe("places and categories in the page's language", () => {
  test("/api/pincode names the district and state in the language asked", async ({ request }) => {
    const gu = await (await request.get("/api/pincode/360311?lang=gu")).json();
    expect(gu).toMatchObject({
      pin: "360311",
      district: "રાજકોટ",
      state: "ગુજરાત",
      stateCode: "24",
    });
    const hi = await (await request.get("/api/pincode/313001?lang=hi")).json();
    expect(hi).toMatchObject({ district: "उदयपुर", state: "राजस्थान", stateCode: "08" });
    const en = await (await request.get("/api/pincode/360311")).json();
    expect(en).toMatchObject({ district: "Rajkot", state: "Gujarat" });
  });

  test("/gu/dealer shows the PIN's district and state in Gujarati, /hi/dealer in Hindi", async ({
    request,
  }) => {
    // Refused (no firm name): the server shows the place back.
    const gu = await request.post("/gu/dealer", { form: { pin: "360311" }, maxRedirects: 0 });
    expect(gu.status()).toBe(400);
    const guHtml = await gu.text();
    expect(guHtml).toMatch(
      /data-testid="dealer-district"[^>]*value="રાજકોટ"|value="રાજકોટ"[^>]*data-testid="dealer-district"/,
    );
    expect(guHtml).toMatch(/value="ગુજરાત"/);
    expect(guHtml).not.toMatch(/value="Rajkot"|value="Gujarat"/);
    const hi = await request.post("/hi/dealer", { form: { pin: "313001" }, maxRedirects: 0 });
    const hiHtml = await hi.text();
    expect(hiHtml).toMatch(/value="उदयपुर"/);
    expect(hiHtml).toMatch(/value="राजस्थान"/);
  });

  test("the dealer's WhatsApp text names the place in Gujarati; the lead keeps India Post's", async ({
    request,
    shop,
  }) => {
    const category = await shop.row<{ id: number }>(
      "SELECT id FROM category ORDER BY position LIMIT 1",
    );
    const email = `native-dealer-${Date.now()}@example.com`;
    const res = await request.post("/gu/dealer", {
      form: {
        firmName: "પટેલ પંપ હાઉસ",
        contactName: "રમેશભાઈ પટેલ",
        phone: "98250 12345",
        email,
        pin: "360311",
        territory: "ગોંડલ, જેતપુર",
        categories: String(category.id),
        volume: "10-25",
      },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(303);
    const text = new URL(res.headers().location ?? "").searchParams.get("text") ?? "";
    expect(text).toContain("360311 (રાજકોટ, ગુજરાત)");
    const stored = await shop.row<{ district: string }>(
      "SELECT a.district FROM dealer_application a JOIN enquiry e ON e.id = a.enquiry_id WHERE e.email = ?",
      email,
    );
    expect(stored.district).toBe("Rajkot");
  });

  test("/gu/user names each order line's category in Gujarati", async ({ request, shop }) => {
    const person = await shop.signInAs(request, "user", "native-orders");
    const product = await shop.row<{ id: string; category: string; gu: string }>(
      `SELECT p.id, c.name AS category, t.name AS gu FROM product p
       JOIN product_category pc ON pc.product_id = p.id AND pc.position = 1
       JOIN category c ON c.id = pc.category_id
       JOIN category_translation t ON t.category_id = c.id AND t.locale = 'gu'
       ORDER BY p.id LIMIT 1`,
    );
    const order = await createOrder(shop.db, person.id, [{ id: product.id, quantity: 1 }]);
    expect(order).toBeTruthy();
    const body = await html(request, "/gu/user");
    expect(body).toContain(`<span class="block text-xs text-slate-500">${product.gu}</span>`);
    expect(body).not.toContain(
      `<span class="block text-xs text-slate-500">${product.category}</span>`,
    );
  });

  test("/gu/productinfo shows ઇંચ after a fraction, /hi इंच, never “inch”", async ({
    request,
    shop,
  }) => {
    const product = await shop.row<{ id: string }>(
      "SELECT product_id AS id FROM product_spec WHERE outlet_mm = 32 ORDER BY product_id LIMIT 1",
    );
    const gu = visible(await html(request, `/gu/productinfo/${product.id}`));
    expect(gu).toContain("1¼ ઇંચ");
    expect(gu).not.toMatch(/\binch\b/);
    const hi = visible(await html(request, `/hi/productinfo/${product.id}`));
    expect(hi).toContain("1¼ इंच");
    expect(hi).not.toMatch(/\binch\b/);
    const compare = visible(await html(request, `/gu/compare?ids=${product.id}`));
    expect(compare).toContain("1¼ ઇંચ");
    expect(compare).not.toMatch(/\binch\b/);
  });
});

describe("honest fallbacks", () => {
  test("an untranslated product says so in the page's language and links the English page", async ({
    request,
    shop,
  }) => {
    const made = await makeProducts(shop.db, [
      { title: "{token} Openwell Pump 2 HP", priceRupees: 9000 },
    ]);
    try {
      const id = made.ids[0] as string;
      for (const locale of ["gu", "hi"] as const) {
        const body = await html(request, `/${locale}/productinfo/${id}`);
        expect(body).toContain(m.product_in_english_note({}, { locale }));
        expect(body).toMatch(
          new RegExp(
            `<a href="/productinfo/${id}" hrefLang="en"[^>]*>${m.product_in_english_link({}, { locale })}</a>`,
          ),
        );
        // The English texts it shows are marked as English.
        expect(body).toMatch(/<h1[^>]*lang="en"[^>]*>[^<]*Openwell Pump 2 HP<\/h1>/);
        expect(body).toMatch(/<ul[^>]*lang="en"[^>]*><li>Made by a test\.<\/li>/);
      }
      // English, and a translated demo product, show no such line.
      expect(await html(request, `/productinfo/${id}`)).not.toContain(
        'data-testid="in-english-note"',
      );
      const demo = await shop.row<{ id: string }>(
        "SELECT product_id AS id FROM product_translation WHERE locale = 'gu' ORDER BY product_id LIMIT 1",
      );
      const translated = await html(request, `/gu/productinfo/${demo.id}`);
      expect(translated).not.toContain('data-testid="in-english-note"');
      expect(translated).not.toMatch(/<h1[^>]*lang="en"/);
    } finally {
      await made.cleanup();
    }
  });
});

describe("search corrections", () => {
  test("never print English on a Gujarati page, and never mislead", async ({ request }) => {
    // ફ્રિજ (fridge) was "corrected" to the English "large"; ટ્રેક્ટર (tractor) to કટર (cutter).
    const correction = async (q: string) => {
      const body = await html(request, `/gu/shop?q=${encodeURIComponent(q)}`);
      const p = body.match(/data-testid="search-correction">(.*?)<\/p>/)?.[1] ?? "";
      return p.replace(/<[^>]*>/g, "");
    };
    const fridge = await correction("ફ્રિજ");
    expect(fridge).not.toMatch(/[A-Za-z]/);
    expect(fridge).not.toContain("large");
    expect(await correction("ટ્રેક્ટર")).not.toContain("કટર");
    // A real slip is still corrected, in Gujarati.
    expect(await correction("સબમરસીબલ")).toContain("“સબમર્સિબલ”");
  });
});
