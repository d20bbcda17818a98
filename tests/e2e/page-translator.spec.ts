import type { Page } from "@playwright/test";
import { expect, test, withServerDb } from "./fixtures";

/**
 * Chrome's page translator (issue 24 item 11). It replaces each text node it
 * translates with `<font style="vertical-align: inherit;"><font …>text</font></font>`,
 * taking the original node out of the page, and translates text added later too.
 * React still holds the original node: when it later removes or moves that text,
 * or inserts next to it, the DOM throws "Failed to execute 'removeChild' on 'Node'"
 * (facebook/react#11538) and the page falls to the error boundary.
 *
 * This imitates the translator after hydration (text under translate="no" is left
 * alone, as Chrome does), then uses the page as a visitor would.
 */

/** Installs the imitation: every text node now and from now on, wrapped as Chrome wraps it. */
async function translatePage(page: Page) {
  await page.evaluate(() => {
    const skip = (node: Node) => {
      for (let el = node.parentElement; el; el = el.parentElement) {
        if (["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "TEXTAREA", "TITLE"].includes(el.tagName))
          return true;
        if (el.getAttribute("translate") === "no" || el.classList.contains("notranslate"))
          return true;
        if (el.tagName === "FONT" && el.dataset.translated === "1") return true;
      }
      return false;
    };
    const wrap = (text: Text) => {
      if (!text.parentNode || text.data.trim() === "" || skip(text)) return;
      const outer = document.createElement("font");
      outer.setAttribute("style", "vertical-align: inherit;");
      outer.dataset.translated = "1";
      const inner = document.createElement("font");
      inner.setAttribute("style", "vertical-align: inherit;");
      // A "translation": the same words, marked, so a test can see it happened.
      inner.textContent = `${text.data}\u200b`;
      outer.append(inner);
      text.parentNode.replaceChild(outer, text);
    };
    const walk = (root: Node) => {
      if (root.nodeType === Node.TEXT_NODE) {
        wrap(root as Text);
        return;
      }
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      const found: Text[] = [];
      for (let n = walker.nextNode(); n; n = walker.nextNode()) found.push(n as Text);
      found.forEach(wrap);
    };
    walk(document.body);
    const pending = new Set<Node>();
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === "characterData") pending.add(r.target);
        for (const n of r.addedNodes) pending.add(n);
      }
      // The translator works in batches, a moment after the page changes.
      setTimeout(() => {
        for (const n of pending) if (n.isConnected) walk(n);
        pending.clear();
      }, 30);
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
    (window as unknown as { translated: boolean }).translated = true;
  });
  await expect(page.locator("font[data-translated]").first()).toBeAttached();
}

/** Console errors and uncaught errors the page reports. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  return errors;
}

const DOM_CRASH = /removeChild|insertBefore|NotFoundError|not a child of this node/;

async function expectNoCrash(page: Page, errors: string[]) {
  await expect(page.getByText("Something went wrong")).toHaveCount(0);
  expect(errors.filter((e) => DOM_CRASH.test(e))).toEqual([]);
  expect(
    await page.evaluate(() => (window as unknown as { translated?: boolean }).translated),
  ).toBe(true);
}

/** A product with a related product, so its page has a link to follow. */
async function someProductId(): Promise<string> {
  return withServerDb(async (db) => {
    const row = await db
      .selectFrom("product")
      .select("id")
      .orderBy("id")
      .limit(1)
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("hasShownPopup", "true"));
});

test.describe("Chrome's page translator @browser", () => {
  test("a translated product page: the enquiry popup opens and closes, a link navigates", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const id = await someProductId();
    await page.goto(`/productinfo/${id}`);
    await translatePage(page);
    // What must not be translated is marked: the price, the brand, the language switch.
    await expect(page.getByTestId("price")).toHaveAttribute("translate", "no");
    await expect(page.getByTestId("language-switch")).toHaveAttribute("translate", "no");
    await expect(page.getByTestId("price").locator("font")).toHaveCount(0);

    await page.getByRole("button", { name: /Get Quote/ }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(/^Name/).first().fill("Meena Joshi");
    await dialog.getByRole("button", { name: /Submit/ }).click();
    // The form's messages come and go while the translator rewrites them.
    await dialog.getByLabel(/^Name/).first().fill("");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expectNoCrash(page, errors);

    // Client-side navigation replaces the whole page body under the translator.
    await page.locator("main a[href^='/shop']").first().click();
    await expect(page).toHaveURL(/\/shop/);
    await expect(page.getByRole("region", { name: "Products" })).toBeVisible();
    await expectNoCrash(page, errors);
  });

  test("a translated shop: a filter, the sort and paging change the list", async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto("/shop");
    await translatePage(page);
    await page
      .getByRole("complementary", { name: "Categories" })
      .getByRole("link", { name: /Submersible Pumps/ })
      .first()
      .click();
    await expect(page).toHaveURL(/category=/);
    await expect(page.locator("#filters").getByRole("group").first()).toBeVisible();
    await expectNoCrash(page, errors);

    await page.locator("#filters").getByRole("group").first().getByRole("link").first().click();
    await expect(page).toHaveURL(/category=.*&|&.*category=/);
    await expectNoCrash(page, errors);

    await page.getByLabel("Sort by").selectOption("price-desc");
    await expect(page).toHaveURL(/sort=price-desc/);
    await expectNoCrash(page, errors);

    // Back to every product: the category's filters leave the page.
    await page.goBack();
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.locator("#filters").getByRole("group")).toHaveCount(0);
    await expectNoCrash(page, errors);
  });
});
