import { describe, expect, it } from "vitest";
import { insertCategory } from "~/catalogue/categories.server";
import { BLANK_PRODUCT } from "~/catalogue/product-schema";
import { insertProduct } from "~/catalogue/products.server";
import { ingestImage } from "~/media/images.server";
import { UNUSED_MEDIA_GRACE_MS } from "~/media/sweep.server";
import { jpegBytes } from "~/test/media-fixtures.server";
import { setupTempData } from "~/test/temp-data";
import { mediaLibrary } from "./media-library.server";

const t = setupTempData();

describe("the media library", () => {
  it("names what uses each image, and when an unused upload will go", async () => {
    const bytes = await jpegBytes();
    const photo = await ingestImage(t.db, t.storage, bytes, "products");
    const spare = await ingestImage(t.db, t.storage, bytes, "products");
    const cat = await ingestImage(t.db, t.storage, bytes, "categories");
    const cert = await ingestImage(t.db, t.storage, bytes, "certificates");
    await insertCategory(t.db, {
      name: "Pumps",
      imageMediaId: cat.id,
      position: 0,
      subcategories: [],
    });
    await insertProduct(t.db, {
      ...BLANK_PRODUCT,
      id: "v4-pump",
      title: "V4 Pump",
      price: 100,
      star: 4,
      images: [photo.id],
    });
    const lastUsed = spare.created_at + 5 * 60 * 60 * 1000;
    await t.db
      .updateTable("media")
      .set({ last_used_at: lastUsed })
      .where("id", "=", spare.id)
      .execute();

    const all = await mediaLibrary(t.db, { filter: "all", page: 1 });
    const byId = new Map(all.items.map((m) => [m.id, m]));
    expect(byId.get(photo.id)?.uses).toEqual([
      { label: "Product: V4 Pump (main image)", href: "/update-product/v4-pump" },
    ]);
    expect(byId.get(cat.id)?.uses).toEqual([{ label: "Category: Pumps", href: "/AddProductPage" }]);
    expect(byId.get(photo.id)?.removeAfter).toBeNull();
    expect(byId.get(cert.id)).toMatchObject({ uses: [], removeAfter: null });
    expect(byId.get(spare.id)).toMatchObject({
      uses: [],
      removeAfter: lastUsed + UNUSED_MEDIA_GRACE_MS,
    });
    expect(all.totals.all.count).toBe(4);
    expect(all.totals.unused).toEqual({ count: 1, bytes: spare.bytes });

    const unused = await mediaLibrary(t.db, { filter: "unused", page: 1 });
    expect(unused.items.map((m) => m.id)).toEqual([spare.id]);
    expect(unused.total).toBe(1);
  });
});
