import sharp from "sharp";
import { expect, newAdmin, test } from "./fixtures";

/** The media library: every upload, what uses it, and the unused ones. */

test.describe("media library @browser", () => {
  test("a fresh upload nothing uses is listed as unused, with when it will be removed", async ({
    page,
  }) => {
    await newAdmin(page);
    // A size no other test uses, so this image is recognisable in the list.
    const width = 1001 + Math.floor(Math.random() * 900);
    const file = await sharp({ create: { width, height: 777, channels: 3, background: "#c2410c" } })
      .jpeg()
      .toBuffer();
    const res = await page.request.post("/api/media", {
      multipart: {
        upload_preset: "products",
        file: { name: "spare.jpg", mimeType: "image/jpeg", buffer: file },
      },
    });
    expect(res.status()).toBe(200);
    const { public_id: id } = (await res.json()) as { public_id: string };

    await page.goto("/admin");
    await page.getByRole("link", { name: "Media library" }).click();
    await expect(page.getByRole("heading", { name: "Media library" })).toBeVisible();
    await page.getByRole("link", { name: /^Unused/ }).click();
    await expect(page).toHaveURL(/show=unused/);
    const item = page.getByRole("listitem").filter({ hasText: id });
    await expect(item).toContainText(`${width}×777`);
    await expect(item).toContainText("Product photo");
    await expect(item).toContainText(/Unused: removed after \d{1,2} \w{3} \d{4}/);
  });

  test("images in use name what uses them, with a link to change it", async ({ page }) => {
    await newAdmin(page);
    await page.goto("/admin/media");
    const used = page.getByRole("link", { name: /^Product: .+/ }).first();
    await expect(used).toBeVisible();
    await expect(used).toHaveAttribute("href", /^\/update-product\//);
  });
});
