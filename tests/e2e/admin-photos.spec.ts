import sharp from "sharp";
import { expect, newAdmin, openServerDb, test } from "./fixtures";
import { makeProduct } from "./make-product";

/** A product's photos in the admin form: drag, keyboard, main image, descriptions. */

function storedImages(id: string) {
  const db = openServerDb();
  try {
    return db
      .prepare("SELECT media_id, alt FROM product_image WHERE product_id = ? ORDER BY position")
      .all(id) as { media_id: string; alt: string }[];
  } finally {
    db.close();
  }
}

test.describe("product photos @browser", () => {
  test("reorder by dragging and by keyboard, make one main, describe it; the site uses the description", async ({
    page,
  }) => {
    const p = await makeProduct({ images: 3, star: 4 });
    const [a, b, c] = p.mediaIds;
    await newAdmin(page);
    await page.goto(`/update-product/${p.id}`);
    const photos = page.getByRole("list", { name: "Product images" }).getByRole("listitem");
    const order = () =>
      photos.evaluateAll((items) =>
        items.map((li) => li.getAttribute("data-image")).filter(Boolean),
      );
    await expect.poll(order).toEqual([a, b, c]);

    // Drag the third photo onto the first place.
    await page.locator(`[data-image="${c}"]`).dragTo(page.locator(`[data-image="${a}"]`));
    await expect.poll(order).toEqual([c, a, b]);

    // Keyboard: the arrow button moves a photo and keeps focus on it for the next press.
    const later = page.getByRole("button", { name: "Move image 1 later" });
    await later.focus();
    await page.keyboard.press("Enter");
    await expect.poll(order).toEqual([a, c, b]);
    await expect(page.getByRole("button", { name: "Move image 2 later" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect.poll(order).toEqual([a, b, c]);

    // Make the last one the main image, and describe it.
    await page.locator(`[data-image="${c}"]`).getByRole("button", { name: "Make main" }).click();
    await expect.poll(order).toEqual([c, a, b]);
    await expect(page.getByText("Image 3 is now the main image")).toBeAttached();
    await page.getByLabel("Description of image 1").fill("Pump seen from the front");

    // Replace the third photo in place: a new upload takes its place and keeps its description.
    await page.getByLabel("Description of image 3").fill("Nameplate");
    const fresh = await sharp({
      create: { width: 900, height: 900, channels: 3, background: "#15803d" },
    })
      .jpeg()
      .toBuffer();
    await page
      .getByLabel("Replace image 3")
      .setInputFiles({ name: "nameplate.jpg", mimeType: "image/jpeg", buffer: fresh });
    await expect.poll(async () => (await order()).includes(b ?? "")).toBe(false);
    const replaced = (await order())[2];
    expect(replaced).not.toBe(b);
    await expect(page.getByLabel("Description of image 3")).toHaveValue("Nameplate");

    await page.getByRole("button", { name: "Update product" }).click();
    await expect(page.getByText("Product updated successfully!")).toBeVisible();
    expect(storedImages(p.id)).toEqual([
      { media_id: c, alt: "Pump seen from the front" },
      { media_id: a, alt: "" },
      { media_id: replaced, alt: "Nameplate" },
    ]);

    await page.goto(`/productinfo/${p.id}`);
    await expect(page.getByRole("img", { name: "Pump seen from the front" })).toBeVisible();
  });
});
