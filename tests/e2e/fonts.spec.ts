import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { makeProduct } from "./make-product";

/**
 * Gujarati and Devanagari in the browser (issue 24 item 6). This machine has no
 * Indic system fonts, so without ours the text is boxes: the page must fetch our
 * own Noto faces from /assets (never from outside), only when it holds the
 * script, and draw conjuncts and matras with them. Screenshots at 375 and 1280
 * px are kept in test-results for a person to look at.
 */
const GUJARATI = "સબમર્સિબલ પંપ, ક્ષમતા, શ્રી";
const HINDI = "सबमर्सिबल पंप, क्षमता, श्री";

/** The font files the page asked for. */
function fontRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "font") urls.push(r.url());
  });
  return urls;
}

/** The Noto faces in document.fonts, with their status once every font has settled. */
async function notoFaces(page: Page) {
  return page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((f) => f.family.includes("Noto Sans"))
      .map((f) => ({ family: f.family.replace(/"/g, ""), status: f.status }));
  });
}

/** The text's width in the site's fonts, and in a family without the Noto faces (tofu here). */
async function widths(page: Page, text: string) {
  return page.evaluate((t) => {
    const measure = (family: string | null) => {
      const span = document.createElement("span");
      span.textContent = t;
      // Out of the page's flow, as wide as its text.
      span.style.cssText = "position:absolute;white-space:nowrap;font-size:20px";
      if (family) span.style.fontFamily = family;
      document.body.append(span);
      const w = span.getBoundingClientRect().width;
      span.remove();
      return w;
    };
    return { site: measure(null), fallback: measure("serif") };
  }, text);
}

test.describe("Indic fonts", () => {
  // Sharp enough to see a matra's place in the saved screenshots.
  test.use({ deviceScaleFactor: 2 });

  test("an English page downloads neither font, only the switch's two names", async ({ page }) => {
    const fonts = fontRequests(page);
    const p = await makeProduct({ images: 1, description: "A plain English description." });
    await page.goto(`/productinfo/${p.id}`);
    await page.evaluate(() => document.fonts.ready);
    const noto = fonts.filter((u) => u.includes("noto-sans"));
    expect(noto.filter((u) => !u.includes("-names"))).toEqual([]);
    expect(noto.filter((u) => u.includes("-names")).length).toBeLessThanOrEqual(2);
    // The switch's names are drawn, in their own small faces.
    await expect(page.getByTestId("language-switch")).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.fonts]
            .filter((f) => f.status === "loaded")
            .map((f) => f.family.replace(/"/g, "")),
        ),
      )
      .toEqual(expect.arrayContaining(["Noto Sans Gujarati Names", "Noto Sans Devanagari Names"]));
    expect(fonts.filter((u) => u.includes("noto-sans") && !u.includes("-names"))).toEqual([]);
  });

  for (const { prefix, face, family } of [
    { prefix: "/gu", face: "gujarati", family: "Noto Sans Gujarati" },
    { prefix: "/hi", face: "devanagari", family: "Noto Sans Devanagari" },
  ]) {
    test(`${prefix} asks for its face with the document, and fetches it once`, async ({ page }) => {
      const fonts = fontRequests(page);
      await page.goto(`${prefix}/shop`);
      const preload = page.locator('head link[rel="preload"][as="font"]');
      await expect(preload).toHaveCount(1);
      expect(await preload.getAttribute("href")).toMatch(
        new RegExp(`^/assets/noto-sans-${face}-400-[\\w-]+\\.woff2$`),
      );
      expect(await preload.getAttribute("crossorigin")).toBe("anonymous");
      await page.evaluate(() => document.fonts.ready);
      expect(await notoFaces(page)).toContainEqual({ family, status: "loaded" });
      expect(fonts.filter((u) => u.includes(`noto-sans-${face}-400`))).toHaveLength(1);
    });
  }

  test("an English page preloads no face", async ({ page }) => {
    await page.goto("/shop");
    await expect(page.locator('head link[rel="preload"][as="font"]')).toHaveCount(0);
  });

  for (const width of [375, 1280]) {
    test(`Gujarati and Hindi text draw in the Noto faces at ${width} px`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      const fonts = fontRequests(page);
      const p = await makeProduct({
        images: 1,
        description: `${GUJARATI}\nકિંમત ₹૧,૨૫,૦૦૦ · પ્રેશર · ટ્રેક્ટર દ્વારા`,
        features: `${HINDI}\nकीमत · प्रेशर · ट्रैक्टर द्वारा · हिन्दी`,
      });
      await page.goto(`/productinfo/${p.id}`);
      await expect(page.getByText(GUJARATI)).toBeVisible();
      await expect(page.getByText(HINDI)).toBeVisible();

      expect(await notoFaces(page)).toEqual(
        expect.arrayContaining([
          { family: "Noto Sans Gujarati", status: "loaded" },
          { family: "Noto Sans Devanagari", status: "loaded" },
        ]),
      );
      // Our own files, content-hashed under /assets, kept a year.
      // (The language switch's two small name faces come on every page; see the test above.)
      const noto = fonts.filter((u) => u.includes("noto-sans") && !u.includes("-names"));
      expect(noto).toHaveLength(2);
      for (const url of noto) {
        expect(new URL(url).origin).toBe(new URL(page.url()).origin);
        expect(url).toMatch(/\/assets\/noto-sans-(gujarati|devanagari)-400-[\w-]+\.woff2$/);
        const res = await page.request.get(url);
        expect(res.status()).toBe(200);
        expect(res.headers()["cache-control"]).toContain("immutable");
        expect((await res.body()).length).toBeLessThanOrEqual(40 * 1024);
      }
      // Shaped text, not boxes: the browser needs no other font for it, and its
      // width differs from the same text in a family that has no Indic glyphs.
      for (const [family, text] of [
        ["Noto Sans Gujarati", GUJARATI],
        ["Noto Sans Devanagari", HINDI],
      ] as const) {
        expect(
          await page.evaluate(([f, t]) => document.fonts.check(`20px "${f}"`, t), [family, text]),
        ).toBe(true);
        const w = await widths(page, text);
        // Measured here: 205 and 197 px in the Noto faces, 186 px of boxes without them.
        expect(Math.abs(w.site - w.fallback)).toBeGreaterThan(5);
      }

      const description = page.getByText(GUJARATI).locator("xpath=ancestor::section[1]");
      await description.screenshot({ path: testInfo.outputPath(`gujarati-${width}.png`) });
      await page
        .getByText(HINDI)
        .locator("xpath=ancestor::section[1]")
        .screenshot({ path: testInfo.outputPath(`hindi-${width}.png`) });
    });
  }
});
