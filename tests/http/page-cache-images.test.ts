import { expect } from "vitest";
import type { HttpClient } from "../../app/test/http-client";
import { newAdmin, shopTest, type TestShop } from "../../app/test/test-shop";

// The page cache on, on PostgreSQL too (off by default in test shops): the sets are saved and
// deleted through the admin's own HTTP action, which publishes, so the cache hears it on both.
// A shop of its own: no other test here adds or deletes home sets, so no ordering is needed.
const test = shopTest({ PAGE_CACHE_MB: "16" });

/**
 * A saved image set shows on the next anonymous request of the page it
 * drives, cached or not (app/cache/).
 */

async function newestSet(shop: TestShop, type: "home" | "about"): Promise<{ id: number }> {
  return shop.row<{ id: number }>(
    "SELECT id FROM image_set WHERE type = ? ORDER BY created_at DESC, id DESC LIMIT 1",
    type,
  );
}

async function mediaIds(shop: TestShop, count: number): Promise<string[]> {
  return (
    await shop.rows<{ id: string }>(
      "SELECT id FROM media WHERE preset = 'products' ORDER BY created_at DESC, id DESC LIMIT ?",
      count,
    )
  ).map((m) => m.id);
}

async function save(request: HttpClient, form: Record<string, string>) {
  const res = await request.post("/AddUpdateImage", { form, maxRedirects: 0 });
  expect(res.status()).toBe(200);
}

test("a saved or deleted image set shows at once on the cached home and about pages", async ({
  shop,
  request,
}) => {
  await newAdmin(shop, request);
  const guest = shop.client();
  const [first, ...rest] = await mediaIds(shop, 5);
  for (const [type, page, variant] of [
    ["home", "/", "hero"],
    ["about", "/about", "about"],
  ] as const) {
    // Cached before the change.
    await guest.get(page);
    expect(await (await guest.get(page)).text()).not.toContain(`/media/${variant}/${first}`);
    const slots = Object.fromEntries([first, ...rest].map((id, i) => [`slot${i + 1}`, id ?? ""]));
    await save(request, { intent: "create", type, ...slots });
    expect(await (await guest.get(page)).text()).toContain(`/media/${variant}/${first}`);
    await save(request, { intent: "delete", type, id: String((await newestSet(shop, type)).id) });
    expect(await (await guest.get(page)).text()).not.toContain(`/media/${variant}/${first}`);
  }
  await guest.dispose();
});
