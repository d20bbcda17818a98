import { describe, expect, it, vi } from "vitest";
import type { DB } from "~/db/db.server";
import { setupTempData } from "~/test/temp-data";
import { imageSetActionSchema } from "./image-set-schema";
import {
  createImageSet,
  deleteImageSet,
  listImageSets,
  newestImageSet,
  newestImageSetOrFailure,
  updateImageSetSlot,
} from "./image-sets.server";

const t = setupTempData();

let seq = 0;
async function media(db: DB): Promise<string> {
  seq++;
  const id = `media${String(seq).padStart(11, "0")}`;
  await db
    .insertInto("media")
    .values({
      id,
      preset: "images",
      mime: "image/jpeg",
      width: 1200,
      height: 800,
      bytes: 1000,
      sha256: "x".repeat(64),
      placeholder: "data:image/webp;base64,AA",
      created_at: Date.now(),
    })
    .execute();
  return id;
}

describe("image sets", () => {
  it("the newest set of a type drives its page, and the list is newest first", async () => {
    const [a, b, c] = [await media(t.db), await media(t.db), await media(t.db)];
    const first = await createImageSet(t.db, "home", [a, null, b]);
    const second = await createImageSet(t.db, "home", [null, c]);
    await createImageSet(t.db, "about", [a]);
    expect((await newestImageSet(t.db, "home")).map((m) => m.id)).toEqual([c]);
    const list = await listImageSets(t.db, "home");
    expect(list.map((s) => s.id)).toEqual([second, first]);
    expect(list[1]?.slots.map((s) => s?.id ?? null)).toEqual([a, null, b, null, null]);
    expect((await newestImageSet(t.db, "about")).map((m) => m.id)).toEqual([a]);
  });

  it("refuses a set with no image or an unknown image, writing nothing", async () => {
    expect(await createImageSet(t.db, "home", [null, null])).toBeNull();
    expect(await createImageSet(t.db, "home", ["nosuchmedia00000"])).toBeNull();
    expect(await listImageSets(t.db, "home")).toEqual([]);
  });

  it("replaces one slot and deletes a set, only within its type", async () => {
    const [a, b] = [await media(t.db), await media(t.db)];
    const id = (await createImageSet(t.db, "about", [a])) as number;
    expect(await updateImageSetSlot(t.db, "home", id, 2, b)).toBe(false);
    expect(await updateImageSetSlot(t.db, "about", id, 2, "nosuchmedia00000")).toBe(false);
    expect(await updateImageSetSlot(t.db, "about", id, 2, b)).toBe(true);
    expect((await newestImageSet(t.db, "about")).map((m) => m.id)).toEqual([a, b]);
    expect(await deleteImageSet(t.db, "home", id)).toBe(false);
    expect(await deleteImageSet(t.db, "about", id)).toBe(true);
    expect(await deleteImageSet(t.db, "about", id)).toBe(false);
    expect(await newestImageSet(t.db, "about")).toEqual([]);
  });
});

describe("image set form schema", () => {
  it("needs at least one image, with the spec's message", () => {
    const result = imageSetActionSchema.safeParse({ intent: "create", type: "home", slot1: "" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Please upload at least one image");
  });

  it("refuses unknown types, slots and ids", () => {
    for (const input of [
      { intent: "create", type: "shop", slot1: "abcdefgh12345678" },
      { intent: "update-slot", type: "home", id: "1", slot: "6", mediaId: "abcdefgh12345678" },
      { intent: "update-slot", type: "home", id: "1", slot: "1", mediaId: "../etc/passwd" },
      { intent: "delete", type: "home", id: "-1" },
    ]) {
      expect(imageSetActionSchema.safeParse(input).success).toBe(false);
    }
  });
});

describe("a page that cannot read its images", () => {
  it("still renders: the read reports failure instead of throwing", async () => {
    const id = await media(t.db);
    await createImageSet(t.db, "about", [id]);
    expect(await newestImageSetOrFailure(t.db, "about")).toMatchObject({ failed: false });
    await t.db.schema.dropTable("image_set").execute();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await newestImageSetOrFailure(t.db, "about")).toEqual({ images: [], failed: true });
    expect(errors).toHaveBeenCalledOnce();
    errors.mockRestore();
  });
});
