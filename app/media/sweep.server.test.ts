import { describe, expect, it } from "vitest";
import { BLANK_PRODUCT } from "~/catalogue/product-schema";
import { insertProduct } from "~/catalogue/products.server";
import { jpegBytes } from "~/test/media-fixtures.server";
import { setupTempData } from "~/test/temp-data";
import { derivative, ingestImage, type MediaPreset, originalKey } from "./images.server";
import { sweepUnusedMedia, UNUSED_MEDIA_GRACE_MS } from "./sweep.server";

const t = setupTempData();

const NOW = 1_800_000_000_000;
const DAY = 24 * 60 * 60 * 1000;

/** A real upload (original and one derivative on disk), made `age` ms before NOW. */
async function upload(age: number, preset: MediaPreset = "images"): Promise<string> {
  const row = await ingestImage(t.db, t.storage, await jpegBytes(), preset);
  await derivative(t.storage, row.id, "thumb", "webp");
  await t.db
    .updateTable("media")
    .set({ created_at: NOW - age })
    .where("id", "=", row.id)
    .execute();
  return row.id;
}

async function rows(): Promise<string[]> {
  const all = await t.db.selectFrom("media").select("id").execute();
  return all.map((r) => r.id).sort();
}

const files = async (id: string) => ({
  original: await t.storage.exists(originalKey(id)),
  thumb: await t.storage.exists(`cache/thumb/${id}.webp`),
});

describe("sweeping unused uploads", () => {
  it("deletes uploads nothing uses once the grace period is over, with their files", async () => {
    const old = await upload(UNUSED_MEDIA_GRACE_MS + 1);
    const oldProduct = await upload(3 * DAY, "products");
    expect(await files(old)).toEqual({ original: true, thumb: true });

    const swept = await sweepUnusedMedia(t.db, t.storage, { now: NOW });

    expect(swept.sort()).toEqual([old, oldProduct].sort());
    expect(await rows()).toEqual([]);
    expect(await files(old)).toEqual({ original: false, thumb: false });
    expect(await files(oldProduct)).toEqual({ original: false, thumb: false });
  });

  it("never deletes an upload within the grace period, however unused", async () => {
    const fresh = await upload(UNUSED_MEDIA_GRACE_MS - 60_000);
    const justNow = await upload(0);
    expect(await sweepUnusedMedia(t.db, t.storage, { now: NOW })).toEqual([]);
    expect(await rows()).toEqual([fresh, justNow].sort());
    expect(await files(fresh)).toEqual({ original: true, thumb: true });
  });

  it("keeps old images that an image set, product, category, subcategory or order uses", async () => {
    const age = 30 * DAY;
    const [inSet, inProduct, ofCategory, ofSubcategory, inOrder, unused] = [
      await upload(age),
      await upload(age, "products"),
      await upload(age, "categories"),
      await upload(age, "categories"),
      await upload(age, "products"),
      await upload(age),
    ];
    const certificate = await upload(age, "certificates");
    const db = t.db;
    await db
      .insertInto("image_set")
      .values({ type: "about", slot3_media_id: inSet, created_at: NOW })
      .execute();
    await insertProduct(db, {
      ...BLANK_PRODUCT,
      id: "sweep-pump",
      title: "Sweep pump",
      price: 100,
      images: [inProduct],
      createdAt: NOW,
    });
    const category = await db
      .insertInto("category")
      .values({ name: "Sweep", image_media_id: ofCategory, position: 0, updated_at: NOW })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("subcategory")
      .values({
        category_id: category.id,
        name: "Sweep sub",
        image_media_id: ofSubcategory,
        position: 0,
        updated_at: NOW,
      })
      .execute();
    await db
      .insertInto("orders")
      .values({ id: "ORD-1", user_id: "u1", status: "received", created_at: NOW, updated_at: NOW })
      .execute();
    await db
      .insertInto("order_item")
      .values({
        order_id: "ORD-1",
        position: 1,
        product_id: "gone-pump",
        title: "A pump since deleted",
        price_paise: 100,
        quantity: 1,
        image_media_id: inOrder,
        category: "Pumps",
        date: "Mar 02 2026",
      })
      .execute();

    expect(await sweepUnusedMedia(t.db, t.storage, { now: NOW })).toEqual([unused]);
    expect(await rows()).toEqual(
      [inSet, inProduct, ofCategory, ofSubcategory, inOrder, certificate].sort(),
    );
    for (const id of [inSet, inProduct, ofCategory, ofSubcategory, inOrder, certificate]) {
      expect(await files(id)).toEqual({ original: true, thumb: true });
    }

    // Once the set that used an image is deleted, the image stays for the grace period after
    // the last sweep that saw it in use (a mistake can be put right), then goes.
    await db.deleteFrom("image_set").execute();
    expect(await sweepUnusedMedia(t.db, t.storage, { now: NOW + 1000 })).toEqual([]);
    expect(await files(inSet)).toEqual({ original: true, thumb: true });
    expect(
      await sweepUnusedMedia(t.db, t.storage, { now: NOW + UNUSED_MEDIA_GRACE_MS + 1 }),
    ).toEqual([inSet]);
    expect(await files(inSet)).toEqual({ original: false, thumb: false });
  });
});
