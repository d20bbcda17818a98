import type { APIRequestContext } from "@playwright/test";
import { expect, newAdmin, openServerDb, test } from "./fixtures";

/**
 * A saved image set shows on the next anonymous request of the page it
 * drives, cached or not (app/cache/). Runs with the page-images project:
 * saving a home set changes the hero every other spec sees.
 */

function newestSet(type: "home" | "about"): { id: number } {
  const db = openServerDb();
  try {
    return db
      .prepare("SELECT id FROM image_set WHERE type = ? ORDER BY created_at DESC, id DESC LIMIT 1")
      .get(type) as { id: number };
  } finally {
    db.close();
  }
}

function mediaIds(count: number): string[] {
  const db = openServerDb();
  try {
    return (
      db
        .prepare("SELECT id FROM media WHERE preset = 'products' ORDER BY created_at DESC LIMIT ?")
        .all(count) as { id: string }[]
    ).map((m) => m.id);
  } finally {
    db.close();
  }
}

async function save(request: APIRequestContext, form: Record<string, string>) {
  const res = await request.post("/AddUpdateImage", { form, maxRedirects: 0 });
  expect(res.status()).toBe(200);
}

test("a saved or deleted image set shows at once on the cached home and about pages", async ({
  request,
  playwright,
}) => {
  await newAdmin(request);
  const guest = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const [first, ...rest] = mediaIds(5);
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
    await save(request, { intent: "delete", type, id: String(newestSet(type).id) });
    expect(await (await guest.get(page)).text()).not.toContain(`/media/${variant}/${first}`);
  }
  await guest.dispose();
});
