import type { Browser, Page, Request } from "@playwright/test";
import type Database from "better-sqlite3";
import sharp from "sharp";
import { insertOldAboutSet as insertOldAboutSetIn } from "../../app/test/image-sets-data.server";
import {
  expect,
  hydratingNavigation,
  newAdmin,
  openServerDb,
  test,
  withServerDb,
  writableServerDb,
} from "./fixtures";

type SetRow = {
  id: number;
  created_at: number;
  slots: (string | null)[];
};

function sets(type: "home" | "about"): SetRow[] {
  const db = openServerDb();
  try {
    const rows = db
      .prepare(
        "SELECT id, created_at, slot1_media_id AS s1, slot2_media_id AS s2, slot3_media_id AS s3, slot4_media_id AS s4, slot5_media_id AS s5 FROM image_set WHERE type = ? ORDER BY created_at DESC, id DESC",
      )
      .all(type) as Record<string, string | number | null>[];
    return rows.map((r) => ({
      id: Number(r.id),
      created_at: Number(r.created_at),
      slots: [r.s1, r.s2, r.s3, r.s4, r.s5] as (string | null)[],
    }));
  } finally {
    db.close();
  }
}

const newest = (type: "home" | "about") => sets(type)[0] as SetRow;

/** Writes straight into the server's database, for states the UI cannot reach on its own. */
function writeDb<T>(work: (db: Database.Database) => T): T {
  const db = writableServerDb();
  try {
    return work(db);
  } finally {
    db.close();
  }
}

/** An old about set (it never becomes the newest), with one image borrowed from the newest. */
const insertOldAboutSet = (createdAt: number) =>
  withServerDb((db) => insertOldAboutSetIn(db, createdAt));

let count = 0;
/**
 * A real PNG of random pixels, unlike any other. Noise rather than a flat colour:
 * browsers do not count flat images as the largest paint, which the hero's own tests check.
 */
async function png(width = 800, height = 350) {
  count++;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(Math.random() * 256);
  return {
    name: `slide-${count}.png`,
    mimeType: "image/png",
    buffer: await sharp(pixels, { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer(),
  };
}

/** A fresh admin's page images editor. */
async function openEditor(page: Page) {
  await newAdmin(page);
  await page.goto("/AddUpdateImage");
  await expect(page.getByRole("heading", { name: "Page images" })).toBeVisible();
}

/** Holds matching requests until `release()`, so a busy state can be seen. */
async function hold(page: Page, url: string, match: (r: Request) => boolean) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    url,
    async (route) => {
      if (match(route.request())) await gate;
      await route.fallback();
    },
    { times: 1 },
  );
  return release;
}

const isPost = (r: Request) => r.method() === "POST";

async function visitorPage(browser: Browser, url: string) {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const page = hydratingNavigation(await context.newPage());
  await page.addInitScript(() => localStorage.setItem("hasShownPopup", "true"));
  await page.goto(url);
  return { page, close: () => context.close() };
}

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

/** Ids of the page images uploaded since `ms` (the page-images project runs on its own). */
function uploadedSince(ms: number): string[] {
  const db = openServerDb();
  try {
    const rows = db
      .prepare(
        "SELECT id FROM media WHERE preset = 'images' AND created_at >= ? ORDER BY created_at, id",
      )
      .all(ms) as { id: string }[];
    return rows.map((r) => r.id);
  } finally {
    db.close();
  }
}

test.describe("/AddUpdateImage @browser", () => {
  test.describe.configure({ mode: "serial" });
  // Long flows with real uploads on a shared two-core machine.
  test.setTimeout(120_000);

  test("home images: draft slots with the spec's messages, Save, and the hero shows the new set at once", async ({
    page,
    browser,
  }) => {
    await openEditor(page);
    const home = page.getByRole("region", { name: "Home images" });
    await expect(home.getByRole("heading", { name: "Saved Home Images" })).toBeVisible();
    const slot = (n: number) => home.getByLabel(`Image ${n}`, { exact: true });
    const before = sets("home").length;

    await home.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toast(page, "Please upload at least one image")).toBeVisible();

    await slot(1).setInputFiles({
      name: "anim.gif",
      mimeType: "image/gif",
      buffer: await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
        .gif()
        .toBuffer(),
    });
    await expect(home.getByRole("alert")).toHaveText(
      "Please upload only JPEG, PNG, or WebP images.",
    );
    await slot(1).setInputFiles({
      name: "huge.png",
      mimeType: "image/png",
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    await expect(home.getByRole("alert")).toHaveText("Image size should be less than 5MB");
    await expect(home.getByRole("img", { name: "Image 1 preview" })).toHaveCount(0);

    // A file chosen for a slot uploads at once: "Uploading...", then its preview with the
    // remove-x, and the spec's toast. Nothing waits for Save.
    const uploads: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && new URL(r.url()).pathname === "/api/media")
        uploads.push(r.url());
    });
    const since = Date.now();
    const releaseUpload = await hold(page, "**/api/media", isPost);
    await slot(1).setInputFiles(await png());
    await expect(home.getByText("Uploading...")).toBeVisible();
    await expect(home.getByRole("button", { name: "Remove Image 1" })).toHaveCount(0);
    await expect(home.getByRole("button", { name: "Save", exact: true })).toBeDisabled();
    releaseUpload();
    await expect(toast(page, "Image uploaded successfully!")).toBeVisible();
    await expect(home.getByText("Uploading...")).toHaveCount(0);
    await expect(home.getByRole("alert")).toHaveCount(0);
    await expect(home.getByRole("img", { name: "Image 1 preview" })).toBeVisible();
    await expect(home.getByRole("button", { name: "Remove Image 1" })).toBeVisible();
    // Already stored on the server, before any Save.
    const draft = uploadedSince(since);
    expect(draft).toHaveLength(1);

    // A file the browser lets through but the server refuses by its content.
    await slot(2).setInputFiles({
      name: "not-really.png",
      mimeType: "image/png",
      buffer: Buffer.from("this is text, not a picture"),
    });
    await expect(toast(page, "Image upload failed. Please try again.")).toBeVisible();
    await expect(home.getByRole("alert")).toHaveText(
      "Please upload only JPEG, PNG, or WebP images.",
    );
    await expect(home.getByRole("img", { name: "Image 2 preview" })).toHaveCount(0);

    await slot(3).setInputFiles(await png());
    await expect(home.getByRole("img", { name: "Image 3 preview" })).toBeVisible();
    await home.getByRole("button", { name: "Remove Image 3" }).click();
    await expect(toast(page, "Image removed.")).toBeVisible();
    await expect(home.getByRole("img", { name: "Image 3 preview" })).toHaveCount(0);
    // All five slots: other suites run against whatever home set is newest.
    for (const n of [2, 3, 4, 5]) {
      await slot(n).setInputFiles(await png());
      await expect(home.getByRole("button", { name: `Remove Image ${n}` })).toBeVisible();
    }
    const chosen = uploads.length;
    expect(chosen).toBe(7);

    const release = await hold(page, "**/AddUpdateImage.data*", isPost);
    await home.getByRole("button", { name: "Save", exact: true }).click();
    await expect(home.getByRole("button", { name: "Saving..." })).toBeDisabled();
    release();
    await expect(toast(page, "Home images added successfully!")).toBeVisible();
    // The form resets and the list reloads with the new set first.
    await expect(home.getByRole("img", { name: /preview$/ })).toHaveCount(0);
    await expect(home.getByRole("button", { name: "Save", exact: true })).toBeEnabled();
    expect(sets("home")).toHaveLength(before + 1);
    const saved = newest("home");
    expect(saved.slots.map(Boolean)).toEqual([true, true, true, true, true]);
    // Save only stored the set: the images are the drafts' uploads, and none was sent again.
    expect(uploads).toHaveLength(chosen);
    expect(saved.slots[0]).toBe(draft[0]);
    expect(uploadedSince(since)).toEqual(expect.arrayContaining(saved.slots as string[]));
    const first = home.getByRole("listitem", { name: /^home image set added on/ }).first();
    await expect(first).toContainText("Added on");
    await expect(first.getByRole("img", { name: "Image 1" })).toHaveAttribute(
      "src",
      `/media/thumb/${saved.slots[0]}`,
    );
    await expect(first.getByText("No image")).toHaveCount(0);
    const preset = openServerDb();
    expect(preset.prepare("SELECT preset FROM media WHERE id = ?").get(saved.slots[0])).toEqual({
      preset: "images",
    });
    preset.close();

    // A visitor's home page shows the new set's first image as the first slide.
    const visitor = await visitorPage(browser, "/");
    await expect(
      visitor.page.locator("section[data-hero] img[data-hero-image]").first(),
    ).toHaveAttribute("src", `/media/hero/${saved.slots[0]}`);
    await visitor.close();

    // Deleting a home set asks the home question; dismissing keeps it, accepting deletes it
    // (and the set before it drives the hero again).
    const asked: string[] = [];
    page.on("dialog", (dialog) => {
      asked.push(dialog.message());
      void (asked.length === 1 ? dialog.dismiss() : dialog.accept());
    });
    await first.getByRole("button", { name: "Delete Set" }).click();
    await expect.poll(() => asked.length).toBe(1);
    expect(newest("home").id).toBe(saved.id);
    await first.getByRole("button", { name: "Delete Set" }).click();
    await expect(toast(page, "Image set deleted successfully!")).toBeVisible();
    expect(asked).toEqual([
      "Are you sure you want to delete this home image set?",
      "Are you sure you want to delete this home image set?",
    ]);
    expect(sets("home")).toHaveLength(before);
    expect(newest("home").id).not.toBe(saved.id);
  });

  test("about images: save, /about shows them, replace single slots, delete a set", async ({
    page,
    browser,
  }) => {
    await openEditor(page);
    const about = page.getByRole("region", { name: "About images" });
    await expect(about.getByRole("heading", { name: "Saved About Images" })).toBeVisible();
    // Slot 1 stays empty; four images, as other suites expect of the newest about set.
    for (const n of [2, 3, 4, 5]) {
      await about.getByLabel(`Image ${n}`, { exact: true }).setInputFiles(await png(800, 500));
    }
    await about.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toast(page, "About images added successfully!")).toBeVisible();
    const saved = newest("about");
    expect(saved.slots.map(Boolean)).toEqual([false, true, true, true, true]);

    const visitor = await visitorPage(browser, "/about");
    await expect(
      visitor.page.locator(`img[src="/media/about/${saved.slots[1]}"]`).first(),
    ).toBeVisible();
    await visitor.close();

    // Slot 1 is empty: "No image"; clicking it picks a file, which uploads, then updates.
    const card = about.getByRole("listitem", { name: /^about image set added on/ }).first();
    const slot1 = card.getByRole("button", { name: "Image 1: click to update" });
    await expect(slot1).toContainText("No image");
    await expect(card.getByText("Click to update")).toHaveCount(5);
    const releaseUpload = await hold(page, "**/api/media", isPost);
    const chooser = page.waitForEvent("filechooser");
    await slot1.click();
    await (await chooser).setFiles(await png(800, 500));
    await expect(card.getByText("Uploading...").first()).toBeVisible();
    const releaseUpdate = await hold(page, "**/AddUpdateImage.data*", isPost);
    releaseUpload();
    await expect(card.getByText("Updating...").first()).toBeVisible();
    releaseUpdate();
    await expect(toast(page, "Image updated successfully!")).toBeVisible();
    const updated = newest("about");
    expect(updated.id).toBe(saved.id);
    expect(updated.slots[0]).toBeTruthy();
    expect(updated.slots[1]).toBe(saved.slots[1]);
    await expect(card.getByRole("img", { name: "Image 1" })).toHaveAttribute(
      "src",
      `/media/thumb/${updated.slots[0]}`,
    );

    // Choosing a file (no click on the image) replaces a filled slot.
    await expect(toast(page, "Image updated successfully!")).toHaveCount(0);
    await card.getByLabel("Choose file for Image 2").setInputFiles(await png(800, 500));
    await expect(toast(page, "Image updated successfully!")).toBeVisible();
    await expect.poll(() => newest("about").slots[1]).not.toBe(saved.slots[1]);

    // A failed upload changes nothing.
    await page.route("**/api/media", (route) => route.fulfill({ status: 500, body: "down" }), {
      times: 1,
    });
    await card.getByLabel("Choose file for Image 3").setInputFiles(await png());
    await expect(toast(page, "Failed to update image. Please try again.")).toBeVisible();
    expect(newest("about").slots[2]).toBe(saved.slots[2]);

    // A draft whose upload fails: the toast, the host's answer beside the slot, no preview.
    await page.route("**/api/media", (route) => route.fulfill({ status: 500, body: "down" }), {
      times: 1,
    });
    const count = sets("about").length;
    await about.getByLabel("Image 1", { exact: true }).setInputFiles(await png());
    await expect(toast(page, "Image upload failed. Please try again.")).toBeVisible();
    await expect(about.getByRole("alert")).toHaveText("down");
    await expect(about.getByRole("img", { name: "Image 1 preview" })).toHaveCount(0);

    // A draft upload that is gone by Save (swept after a day): the set is refused.
    const since = Date.now();
    await about.getByLabel("Image 1", { exact: true }).setInputFiles(await png());
    await expect(about.getByRole("button", { name: "Remove Image 1" })).toBeVisible();
    const [gone] = uploadedSince(since);
    writeDb((db) => db.prepare("DELETE FROM media WHERE id = ?").run(gone));
    await about.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toast(page, "Failed to add images. Please try again.")).toBeVisible();
    expect(sets("about")).toHaveLength(count);
    await about.getByRole("button", { name: "Remove Image 1" }).click();

    // Delete Set asks first; dismissing keeps the set, accepting deletes it.
    const messages: string[] = [];
    page.on("dialog", (dialog) => {
      messages.push(dialog.message());
      void (messages.length === 1 ? dialog.dismiss() : dialog.accept());
    });
    await card.getByRole("button", { name: "Delete Set" }).click();
    await expect.poll(() => messages.length).toBe(1);
    expect(sets("about").some((s) => s.id === saved.id)).toBe(true);
    await card.getByRole("button", { name: "Delete Set" }).click();
    await expect(toast(page, "Image set deleted successfully!")).toBeVisible();
    expect(messages).toEqual([
      "Are you sure you want to delete this about image set?",
      "Are you sure you want to delete this about image set?",
    ]);
    expect(sets("about").some((s) => s.id === saved.id)).toBe(false);
    await expect(about.getByRole("listitem", { name: /^about image set added on/ })).toHaveCount(
      count - 1,
    );
  });

  test("a set deleted elsewhere fails to delete; a list that cannot reload says so", async ({
    page,
  }) => {
    // The two oldest sets of all: `gone` (lower id) is listed last.
    const gone = await insertOldAboutSet(1_000);
    const old = await insertOldAboutSet(1_000);
    await openEditor(page);
    page.on("dialog", (dialog) => void dialog.accept());
    const about = page.getByRole("region", { name: "About images" });
    const cards = about.getByRole("listitem", { name: /^about image set added on/ });
    await expect(cards.last()).toContainText("1 Jan 1970");
    const shown = await cards.count();
    writeDb((db) => db.prepare("DELETE FROM image_set WHERE id = ?").run(gone));
    await cards.last().getByRole("button", { name: "Delete Set" }).click();
    await expect(toast(page, "Failed to delete image set")).toBeVisible();
    expect(sets("about").some((s) => s.id === old)).toBe(true);
    // The list reloads anyway, without the set that is gone.
    await expect(cards).toHaveCount(shown - 1);

    // Now the list's reload after a delete fails on the network: the page stays and says so.
    await page.route("**/AddUpdateImage.data*", (route) => {
      const r = route.request();
      const list = r.method() === "GET" && decodeURIComponent(r.url()).includes("admin/image-sets");
      return list ? route.abort() : route.fallback();
    });
    await cards.last().getByRole("button", { name: "Delete Set" }).click();
    await expect(toast(page, "Failed to fetch images")).toBeVisible();
    await expect(about.getByRole("alert")).toHaveText("Failed to fetch images");
    await expect(
      page.getByRole("region", { name: "Saved Home Images" }).getByRole("alert"),
    ).toHaveText("Failed to fetch images");
    expect(sets("about").some((s) => s.id === old)).toBe(false);
    // The upload form is still there, and a later reload shows the list again.
    await expect(about.getByRole("button", { name: "Save", exact: true })).toBeEnabled();
    await page.unrouteAll();
    await page.reload();
    await expect(cards.first()).toContainText("Added on");
  });

  test("before the scripts run: images picked and Save tapped become a saved set", async ({
    page,
  }) => {
    await newAdmin(page);
    // A slow phone: the scripts arrive only once the pictures are picked and Save is tapped.
    let scriptsArrive = () => {};
    const scripts = new Promise<void>((resolve) => {
      scriptsArrive = resolve;
    });
    await page.route(/\.js(\?.*)?$/, async (route) => {
      await scripts;
      await route.continue();
    });
    const before = sets("about").length;
    await page.goto("/AddUpdateImage", { waitUntil: "commit" });
    const about = page.getByRole("region", { name: "About images" });
    await about.getByLabel("Image 1", { exact: true }).setInputFiles(await png(800, 500));
    await about.getByLabel("Image 2", { exact: true }).setInputFiles(await png(800, 500));
    const save = about.getByRole("button", { name: "Save", exact: true });
    expect(await page.locator("html[data-hydrated]").count()).toBe(0);
    await save.click();
    await expect(save).toHaveAttribute("aria-busy", "true");
    scriptsArrive();
    // Once hydrated, the pictures upload; Save waits for them, then saves the set.
    await expect.poll(() => sets("about").length, { timeout: 60_000 }).toBe(before + 1);
    const saved = newest("about");
    expect(saved.slots.map(Boolean)).toEqual([true, true, false, false, false]);
    await expect(save).not.toHaveAttribute("aria-busy");
    // Other suites expect the newest about set they made: take this one away again.
    const res = await page.request.post("/AddUpdateImage", {
      form: { intent: "delete", type: "about", id: String(saved.id) },
    });
    expect(res.ok()).toBe(true);
    expect(sets("about").length).toBe(before);
  });

  test("the page reads well on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openEditor(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });
});
