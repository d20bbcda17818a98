import { expect, hydratingNavigation, test } from "./fixtures";
import { makeProduct } from "./make-product";

/**
 * The product page (spec §2 /productinfo/{id}): gallery, magnifier, new-tab
 * image, rating, ₹ price, lists, breadcrumbs and 404. Each test inserts the
 * products it looks at straight into the server's database. (Its answers over
 * plain HTTP are checked in tests/http/product.test.ts.)
 */

test.describe("product page @browser", () => {
  test("gallery: at most 4 thumbnails; a click swaps the image in place", async ({ page }) => {
    const p = await makeProduct({ images: 5 });
    const dataRequests: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes(".data")) dataRequests.push(r.url());
    });
    await page.goto(`/productinfo/${p.id}`);
    const thumbs = page.getByRole("list", { name: "Product images" }).getByRole("link");
    await expect(thumbs).toHaveCount(4);
    const main = page.getByRole("link", { name: /^Open image \d of/ });
    const mainImg = main.locator("img");
    await expect(mainImg).toHaveAttribute("src", `/media/product/${p.mediaIds[0]}`);
    await expect(mainImg).toHaveAttribute("loading", "eager");
    await expect(mainImg).toHaveAttribute("fetchpriority", "high");
    await expect(thumbs.nth(0)).toHaveAttribute("aria-current", "true");
    // Hydrated: the thumbnails' click handlers are attached.
    await expect(page.locator("[data-live]")).toHaveCount(1);
    // Position in the page (not the viewport: clicking may scroll a thumbnail into view).
    const place = () =>
      main.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return { x: r.x + window.scrollX, y: r.y + window.scrollY, w: r.width, h: r.height };
      });
    const before = await place();

    await thumbs.nth(2).click();
    await expect(mainImg).toHaveAttribute("src", `/media/product/${p.mediaIds[2]}`);
    await expect(main).toHaveAttribute("href", `/media/w1280/${p.mediaIds[2]}`);
    await expect(thumbs.nth(2)).toHaveAttribute("aria-current", "true");
    await expect(thumbs.nth(0)).not.toHaveAttribute("aria-current", "true");
    await expect(page).toHaveURL(new RegExp(`/productinfo/${p.id}\\?image=2$`));
    expect(await place()).toEqual(before);

    await thumbs.nth(3).click();
    await expect(mainImg).toHaveAttribute("src", `/media/product/${p.mediaIds[3]}`);
    await thumbs.nth(0).click();
    await expect(mainImg).toHaveAttribute("src", `/media/product/${p.mediaIds[0]}`);
    await expect(page).toHaveURL(new RegExp(`/productinfo/${p.id}$`));
    // No navigation happened: no loader data was fetched for any of the clicks.
    expect(dataRequests).toEqual([]);
    // The fifth image is not among the thumbnails (related products elsewhere on
    // the page may share seeded media, so look in the gallery only).
    await expect(
      page.getByRole("list", { name: "Product images" }).locator(`img[src$="${p.mediaIds[4]}"]`),
    ).toHaveCount(0);
    await expect(mainImg).not.toHaveAttribute("src", new RegExp(`${p.mediaIds[4]}$`));
  });

  test("magnifier: a 400×400 lens at zoom 1.4 follows the mouse", async ({ page }) => {
    const p = await makeProduct({ images: 2 });
    await page.goto(`/productinfo/${p.id}`);
    await expect(page.locator("[data-live]")).toHaveCount(1);
    const main = page.getByRole("link", { name: /^Open image 1 of/ });
    const lens = page.locator("[data-magnifier-lens]");
    await expect(lens).toBeHidden();
    // Measure once the page has settled (images and fonts loaded), as a visitor's pointer meets it.
    await page.waitForLoadState("load");
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const box = await main.boundingBox();
    if (!box) throw new Error("no main image");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.move(box.x + box.width / 3, box.y + box.height / 4);
    await expect(lens).toBeVisible();
    await expect(lens).toHaveAttribute("data-zoom", "1.4");
    const lensBox = await lens.boundingBox();
    expect(lensBox?.width).toBe(400);
    expect(lensBox?.height).toBe(400);
    // Centred on the pointer.
    expect(Math.round((lensBox?.x ?? 0) + 200)).toBe(Math.round(box.x + box.width / 3));
    expect(Math.round((lensBox?.y ?? 0) + 200)).toBe(Math.round(box.y + box.height / 4));
    // The product pictures are square, so the drawn image fills the square box.
    const style = await lens.evaluate((el) => ({
      size: el.style.backgroundSize,
      image: el.style.backgroundImage,
      position: el.style.backgroundPosition,
    }));
    const zoomed = box.width * 1.4;
    const [w, h] = style.size.split(" ").map((v) => Number.parseFloat(v));
    expect(w).toBeCloseTo(zoomed, 0);
    expect(h).toBeCloseTo(box.height * 1.4, 0);
    expect(style.image).toContain(`/media/w1280/${p.mediaIds[0]}`);
    const [bx, by] = style.position.split(" ").map((v) => Number.parseFloat(v));
    expect(bx).toBeCloseTo(200 - (box.width / 3) * 1.4, 0);
    expect(by).toBeCloseTo(200 - (box.height / 4) * 1.4, 0);

    await page.mouse.move(box.x + box.width + 300, box.y);
    await expect(lens).toBeHidden();
  });

  test("magnifier: no lens on a touch screen", async ({ browser, baseURL }) => {
    const p = await makeProduct({ images: 1 });
    const context = await browser.newContext({
      baseURL,
      hasTouch: true,
      isMobile: true,
      viewport: { width: 375, height: 812 },
    });
    const page = hydratingNavigation(await context.newPage());
    await page.goto(`/productinfo/${p.id}`);
    await expect(page.locator("[data-live]")).toHaveCount(1);
    expect(await page.evaluate(() => window.matchMedia("(hover: none)").matches)).toBe(true);
    const main = page.getByRole("link", { name: /^Open image 1 of/ });
    await main.hover();
    const box = await main.boundingBox();
    if (!box) throw new Error("no main image");
    await page.mouse.move(box.x + 50, box.y + 50);
    await expect(page.locator("[data-magnifier-lens]")).toBeHidden();
    await context.close();
  });

  test("a click on the main image opens the full-size image in a new tab", async ({ page }) => {
    const p = await makeProduct({ images: 2 });
    await page.goto(`/productinfo/${p.id}`);
    await expect(page.locator("[data-live]")).toHaveCount(1);
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      page.getByRole("link", { name: /^Open image 1 of/ }).click(),
    ]);
    await popup.waitForLoadState();
    expect(popup.url()).toMatch(new RegExp(`/media/w1280/${p.mediaIds[0]}$`));
    expect(await popup.evaluate(() => document.contentType)).toMatch(/^image\//);
    // The product page itself stayed where it was.
    expect(page.url()).toMatch(new RegExp(`/productinfo/${p.id}$`));
  });

  test("price with Indian grouping, half-step stars and the review count", async ({ page }) => {
    const p = await makeProduct({ images: 1, pricePaise: 12_500_000, star: 3.5, reviews: 7 });
    await page.goto(`/productinfo/${p.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(p.title);
    await expect(page.getByTestId("price")).toHaveText("₹1,25,000");
    const rating = page.getByTestId("rating");
    await expect(rating.getByRole("img", { name: "Rated 3.5 out of 5" })).toBeVisible();
    // Three and a half of the five stars are filled: the gold layer is cut at 70 of 100 units.
    await expect(rating.locator("clipPath rect")).toHaveAttribute("width", "70");
    await expect(rating.getByTestId("review-count")).toHaveText("7 reviews");
  });

  test("specification, features and description: one line per item", async ({ page }) => {
    const p = await makeProduct({
      images: 1,
      specification: "Power: 1 HP\r\nVoltage: 230 V\n\n  Stages: 10  ",
      features: "Copper winding",
      description: "For 4 inch borewells.\nStainless steel body.",
    });
    await page.goto(`/productinfo/${p.id}`);
    const items = (name: string) =>
      page.getByRole("region", { name }).getByRole("listitem").allTextContents();
    expect(await items("Specification")).toEqual(["Power: 1 HP", "Voltage: 230 V", "Stages: 10"]);
    expect(await items("Features")).toEqual(["Copper winding"]);
    expect(await items("Description")).toEqual(["For 4 inch borewells.", "Stainless steel body."]);
    await expect(page.getByText("No specifications available")).toHaveCount(0);
  });

  test("empty lists show the spec's texts; no image shows a placeholder", async ({ page }) => {
    const p = await makeProduct({
      images: 0,
      specification: "",
      features: "  \n ",
      description: "",
    });
    await page.goto(`/productinfo/${p.id}`);
    await expect(page.getByRole("region", { name: "Specification" })).toContainText(
      "No specifications available",
    );
    await expect(page.getByRole("region", { name: "Features" })).toContainText(
      "No features available",
    );
    await expect(page.getByRole("region", { name: "Description" })).toContainText(
      "No description available",
    );
    await expect(page.getByText("No image available")).toBeVisible();
    await expect(page.getByRole("list", { name: "Product images" })).toHaveCount(0);
  });

  test("an unknown id shows 'Product not found'", async ({ page }) => {
    const res = await page.goto("/productinfo/still-no-such-product");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Product not found");
    await expect(page).toHaveTitle(/Product not found/);
    // Where the description would be (spec §8).
    const description = page.getByRole("region", { name: "Description" });
    await expect(description).toHaveText(/^Description\s*Description not found$/);
  });

  test("breadcrumbs lead back to the category and subcategory", async ({ page }) => {
    const p = await makeProduct({ images: 1 });
    await page.goto(`/productinfo/${p.id}`);
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link")).toHaveText(["Home", "Shop", p.category, p.subcategory]);
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(p.title);
    const category = new URLSearchParams({ category: p.category }).toString();
    await expect(crumbs.getByRole("link", { name: p.subcategory })).toHaveAttribute(
      "href",
      `/shop?${category}&${new URLSearchParams({ subcategory: p.subcategory })}`,
    );
    await crumbs.getByRole("link", { name: p.category, exact: true }).click();
    await expect(page).toHaveURL(`/shop?${category}`);
  });

  test("related products from the same category link to their pages", async ({ page }) => {
    const p = await makeProduct({ images: 1 });
    await page.goto(`/productinfo/${p.id}`);
    const related = page.getByRole("region", { name: `More in ${p.category}` });
    // Each card is a link to its product (and has a Compare link beside it).
    const links = related.locator('a[href^="/productinfo/"]');
    await expect(links.first()).toBeVisible();
    expect(await links.count()).toBeLessThanOrEqual(4);
    const href = await links.first().getAttribute("href");
    expect(href).toMatch(/^\/productinfo\//);
    expect(href).not.toBe(`/productinfo/${p.id}`);
    await links.first().click();
    await expect(page).toHaveURL(href ?? "");
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(p.title);
  });
});
