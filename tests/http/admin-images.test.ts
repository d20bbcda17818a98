import { describe, expect } from "vitest";
import { insertOldAboutSet } from "../../app/test/image-sets-data.server";
import { newAdmin, newUser, shopTest, type TestShop } from "../../app/test/test-shop";

/** /AddUpdateImage over HTTP (moved from tests/e2e/admin-images.spec.ts). */

const test = shopTest();

type SetRow = {
  id: number;
  created_at: number;
  slots: (string | null)[];
};

async function sets(shop: TestShop, type: "home" | "about"): Promise<SetRow[]> {
  const rows = await shop.rows<Record<string, string | number | null>>(
    "SELECT id, created_at, slot1_media_id AS s1, slot2_media_id AS s2, slot3_media_id AS s3, slot4_media_id AS s4, slot5_media_id AS s5 FROM image_set WHERE type = ? ORDER BY created_at DESC, id DESC",
    type,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    created_at: Number(r.created_at),
    slots: [r.s1, r.s2, r.s3, r.s4, r.s5] as (string | null)[],
  }));
}

const newest = async (shop: TestShop, type: "home" | "about") =>
  (await sets(shop, type))[0] as SetRow;

describe("/AddUpdateImage over HTTP", () => {
  test("a role user can neither read nor change image sets; an admin can", async ({
    shop,
    request,
  }) => {
    const target = await insertOldAboutSet(shop.db, 86_400_000);
    const media = (await newest(shop, "about")).slots.find(Boolean) as string;
    const snapshot = async () =>
      JSON.stringify([await sets(shop, "home"), await sets(shop, "about")]);
    const before = await snapshot();

    await newUser(shop, request);
    const page = await request.get("/AddUpdateImage", { maxRedirects: 0 });
    expect(page.status()).toBe(302);
    expect(page.headers().location).toMatch(/^\/sign-in/);
    const data = await request.get("/AddUpdateImage.data", { maxRedirects: 0 });
    expect(await data.text()).not.toContain("Saved");
    const forms: Record<string, string>[] = [
      { intent: "create", type: "home", slot1: media },
      { intent: "delete", type: "about", id: String(target) },
      { intent: "update-slot", type: "about", id: String(target), slot: "2", mediaId: media },
    ];
    for (const form of forms) {
      const res = await request.post("/AddUpdateImage", { form, maxRedirects: 0 });
      expect(res.status()).toBe(302);
      expect(res.headers().location).toMatch(/^\/sign-in/);
    }
    expect(await snapshot()).toBe(before);

    // The same delete by an admin works, so the refusals above were the guard's.
    const admin = shop.client({ ip: "10.77.77.77" });
    await newAdmin(shop, admin);
    const bad = await admin.post("/AddUpdateImage", {
      form: { intent: "update-slot", type: "about", id: String(target), slot: "9", mediaId: media },
    });
    expect(bad.status()).toBe(400);
    expect(await snapshot()).toBe(before);
    const ok = await admin.post("/AddUpdateImage", {
      form: { intent: "delete", type: "about", id: String(target) },
    });
    expect(ok.status()).toBe(200);
    expect((await sets(shop, "about")).some((s) => s.id === target)).toBe(false);
    await admin.dispose();
  });
});
