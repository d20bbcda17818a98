import type { Locator, Page } from "@playwright/test";
import {
  auditActions,
  expect,
  flash,
  newAdmin,
  scriptsArriveLate,
  serverRow,
  test,
  toast,
  writableServerDb,
} from "./fixtures";

/** The search lexicon's admin page, /admin/search-words (docs/admin.md, "Search words"). */

interface Entry {
  id: number;
  word: string;
  lang: string;
  means: string;
  source: string;
}

const entry = (word: string, lang: string) =>
  serverRow<Entry | undefined>(
    "SELECT id, word, lang, means, source FROM search_synonym WHERE word = ? AND lang = ?",
    word,
    lang,
  );

const lexiconVersion = () =>
  Number(serverRow<{ v: number }>("SELECT lexicon_version AS v FROM search_state WHERE id = 1").v);

/** The built-in ઘંટી as the seed made it, put back whatever a test left (the search specs read it). */
function restoreSeededGhanti() {
  const db = writableServerDb();
  try {
    db.prepare(
      `INSERT INTO search_synonym (word, lang, means, source, updated_at) VALUES ('ઘંટી', 'gu', 'flour mill', 'seed', ?)
       ON CONFLICT (word, lang) DO UPDATE SET means = 'flour mill', source = 'seed'`,
    ).run(Date.now());
    db.prepare("UPDATE search_state SET lexicon_version = lexicon_version + 1 WHERE id = 1").run();
  } finally {
    db.close();
  }
}

const row = (page: Page, word: string, lang: string) =>
  page.locator(`tr[data-word="${word}"][data-lang="${lang}"]`);

async function fillEntry(scope: Locator, word: string, lang: string, means: string) {
  await scope.getByLabel("Word or phrase visitors type").fill(word);
  await scope.getByLabel("Written in").selectOption(lang);
  await scope.getByLabel("Means (English words of product titles)").fill(means);
}

async function deleteRow(page: Page, word: string, lang: string) {
  const r = row(page, word, lang);
  await r.locator("summary", { hasText: "Delete" }).click();
  await r.getByRole("button", { name: "Yes, delete" }).click();
}

test.describe("admin search words @browser", () => {
  test("an admin adds ઘંટી → flour mill, sees it, edits it and deletes it", async ({ page }) => {
    test.setTimeout(90_000);
    // The built-in lexicon has ઘંટી already: it is refused as a duplicate, then deleted first.
    expect(entry("ઘંટી", "gu")).toMatchObject({ means: "flour mill", source: "seed" });
    try {
      await newAdmin(page);
      await page.goto("/admin");
      await page.getByRole("link", { name: "Search words", exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/search-words$/);
      await expect(page.getByRole("heading", { name: /Search words/, level: 1 })).toBeVisible();

      const add = page.getByRole("region", { name: "Add a search word" });
      await fillEntry(add, "ઘંટી", "gu", "flour mill");
      await add.getByRole("button", { name: "Add word" }).click();
      const duplicate = "“ઘંટી” is already in the lexicon for Gujarati. Edit that entry instead.";
      await toast(page, duplicate);
      await expect(add.getByLabel("Word or phrase visitors type")).toHaveAttribute(
        "aria-invalid",
        "true",
      );

      // Find the built-in one and delete it (asked first).
      await page.getByRole("search").getByLabel("Language").selectOption("gu");
      await page.getByLabel("Word or meaning contains").fill("ઘંટી");
      await page.getByRole("button", { name: "Filter" }).click();
      await expect(page).toHaveURL(/lang=gu/);
      await expect(row(page, "ઘંટી", "gu")).toContainText("Built-in");
      let version = lexiconVersion();
      await deleteRow(page, "ઘંટી", "gu");
      await toast(page, "Search word “ઘંટી” deleted successfully!");
      await expect(row(page, "ઘંટી", "gu")).toHaveCount(0);
      expect(entry("ઘંટી", "gu")).toBeUndefined();
      expect(lexiconVersion()).toBeGreaterThan(version);

      // Add it: listed first (newest change), as the staff's, in its own script.
      version = lexiconVersion();
      await fillEntry(add, "ઘંટી", "gu", "Flour Mill");
      await add.getByRole("button", { name: "Add word" }).click();
      await toast(page, "Search word “ઘંટી” added successfully!");
      const added = entry("ઘંટી", "gu");
      expect(added).toMatchObject({ means: "flour mill", source: "staff" });
      expect(lexiconVersion()).toBeGreaterThan(version);
      const mine = row(page, "ઘંટી", "gu");
      await expect(mine).toContainText("flour mill");
      await expect(mine).toContainText("Staff");
      await expect(mine.locator("td").first()).toHaveAttribute("lang", "gu");
      await expect(page.locator("tbody tr").first()).toHaveAttribute("data-word", "ઘંટી");
      // Its meaning is in a product title: no warning.
      await expect(page.getByText(/No product title uses/)).toHaveCount(0);
      await expect(add.getByLabel("Word or phrase visitors type")).toHaveValue("");

      // Edit it in place; a meaning no title uses is saved, with a warning.
      await mine.getByRole("link", { name: "Edit ઘંટી (Gujarati)" }).click();
      await expect(page).toHaveURL(/edit=\d+/);
      const edit = page.getByRole("form", { name: "Edit ઘંટી" });
      await expect(edit.getByLabel("Means (English words of product titles)")).toHaveValue(
        "flour mill",
      );
      await edit.getByLabel("Means (English words of product titles)").fill("quern");
      await edit.getByRole("button", { name: "Save" }).click();
      await toast(page, "Search word “ઘંટી” updated successfully!");
      await expect(
        page.getByText(
          "No product title uses “quern” yet: visitors will find nothing through this entry.",
        ),
      ).toBeVisible();
      await expect(row(page, "ઘંટી", "gu")).toContainText("quern");
      expect(entry("ઘંટી", "gu")).toMatchObject({ id: added?.id, means: "quern" });

      // Delete it.
      await deleteRow(page, "ઘંટી", "gu");
      await toast(page, "Search word “ઘંટી” deleted successfully!");
      await expect(row(page, "ઘંટી", "gu")).toHaveCount(0);
      expect(entry("ઘંટી", "gu")).toBeUndefined();
      expect(auditActions("search_word", added?.id ?? 0)).toEqual([
        "search_word.add",
        "search_word.update",
        "search_word.delete",
      ]);
    } finally {
      restoreSeededGhanti();
    }
  });

  test("a signed-out visitor to /admin/search-words is sent to sign-in", async ({ page }) => {
    await page.goto("/admin/search-words");
    await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Fadmin%2Fsearch-words$/);
  });
});

test.describe("admin search words without JavaScript @browser", () => {
  test.use({ javaScriptEnabled: false });

  test("add, refuse bad input, edit and delete are plain form posts", async ({ page }) => {
    const word = `chakkiwala${Date.now().toString(36)}`;
    await newAdmin(page);
    await page.goto("/admin/search-words");
    const add = page.getByRole("region", { name: "Add a search word" });

    // The server answers with the shared schema's message beside the field.
    await fillEntry(add, word, "gu", "flour mill");
    await add.getByRole("button", { name: "Add word" }).click();
    await expect(
      page.getByText("A Gujarati word must be written in Gujarati letters."),
    ).toBeVisible();
    expect(entry(word, "gu")).toBeUndefined();

    await fillEntry(add, word, "en", "flour mill");
    await add.getByRole("button", { name: "Add word" }).click();
    await flash(page, `Search word “${word}” added successfully!`);
    await expect(page).toHaveURL(/saved=\d+/);
    await expect(row(page, word, "en")).toContainText("flour mill");

    await row(page, word, "en")
      .getByRole("link", { name: `Edit ${word} (English letters)` })
      .click();
    const edit = page.getByRole("form", { name: `Edit ${word}` });
    await edit.getByLabel("Means (English words of product titles)").fill("flour mill motor");
    await edit.getByRole("button", { name: "Save" }).click();
    await flash(page, `Search word “${word}” updated successfully!`);
    expect(entry(word, "en")).toMatchObject({ means: "flour mill motor", source: "staff" });

    await deleteRow(page, word, "en");
    await flash(page, `Search word “${word}” deleted successfully!`);
    expect(entry(word, "en")).toBeUndefined();
  });
});

test.describe("admin search words before the scripts run @browser", () => {
  test.beforeEach(({ page }) => scriptsArriveLate(page));

  test("a word is added, and deleted after its question, before hydration", async ({ page }) => {
    test.setTimeout(90_000);
    const word = `atachakki${Date.now().toString(36)}`;
    await newAdmin(page);
    await page.goto("/admin/search-words", { waitUntil: "commit" });
    await page.locator("main").waitFor();
    const add = page.getByRole("region", { name: "Add a search word" });
    expect(await page.locator("html[data-hydrated]").count()).toBe(0);
    await fillEntry(add, word, "en", "flour mill");
    await add.getByRole("button", { name: "Add word" }).click();
    await expect(row(page, word, "en")).toContainText("flour mill", { timeout: 25_000 });
    expect(entry(word, "en")).toMatchObject({ means: "flour mill", source: "staff" });

    await page.goto("/admin/search-words", { waitUntil: "commit" });
    await page.locator("main").waitFor();
    expect(await page.locator("html[data-hydrated]").count()).toBe(0);
    await deleteRow(page, word, "en");
    await expect(row(page, word, "en")).toHaveCount(0, { timeout: 25_000 });
    expect(entry(word, "en")).toBeUndefined();
  });
});
