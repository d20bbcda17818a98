import type { Browser, BrowserContext, Page } from "@playwright/test";
import { recordAudit } from "../../app/changes/audit.server";
import {
  type Credentials,
  expect,
  hydratingNavigation,
  newAdmin,
  newUser,
  openServerDb,
  type SessionCookies,
  signUp,
  test,
  withServerDb,
  writableServerDb,
} from "./fixtures";

/** Issue 14 items 5 and 6: /admin/users and the audit log, in a real browser and over HTTP. */

function accountRow(email: string): { id: string; role: string; banned: number | null } {
  const db = openServerDb();
  try {
    return db.prepare(`SELECT id, role, banned FROM "user" WHERE email = ?`).get(email) as {
      id: string;
      role: string;
      banned: number | null;
    };
  } finally {
    db.close();
  }
}

function count(query: string, ...params: unknown[]): number {
  const db = openServerDb();
  try {
    return (db.prepare(query).get(...params) as { n: number }).n;
  } finally {
    db.close();
  }
}

let ip = 0;
/** A second person with their own browser (and their own client address for the rate limits). */
async function otherBrowser(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  ip++;
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    extraHTTPHeaders: { "X-Forwarded-For": `10.77.${ip}.${Math.floor(Math.random() * 250) + 1}` },
  });
  return { context, page: hydratingNavigation(await context.newPage()) };
}

/** The catalogue owner on `page`, on /admin/users filtered to `email`; returns that account's row. */
async function peoplePage(page: Page, email: string, owner: SessionCookies) {
  await page.context().addCookies(owner);
  await page.goto(`/admin/users?q=${encodeURIComponent(email)}`);
  await expect(page.getByRole("heading", { name: "People" })).toBeVisible();
  return page.locator(`tr[data-email="${email}"]`);
}

async function signInWithForm(page: Page, who: Credentials) {
  await page.goto("/sign-in");
  await page.getByLabel("Email Address").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test.describe("people @browser", () => {
  test("the owner promotes a user, who then reaches /admin", async ({
    page,
    browser,
    ownerSession,
  }) => {
    const { context: staff, page: staffPage } = await otherBrowser(browser);
    const who = await newUser(staff, "promoted");
    await staffPage.goto("/admin");
    await expect(staffPage).toHaveURL(/\/sign-in\?.*need=admin/);

    const row = await peoplePage(page, who.email, ownerSession);
    await expect(row).toContainText("User");
    await row.getByRole("button", { name: "Make admin" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: `${who.email} is now an admin` }),
    ).toBeVisible();
    await expect(row).toContainText("Admin");
    expect(accountRow(who.email).role).toBe("admin");

    await staffPage.goto("/admin");
    await expect(staffPage.getByRole("heading", { name: "Admin dashboard" })).toBeVisible();
    await staff.close();
  });

  test("disabling a signed-in user signs them out at once, and sign-in says the account is disabled", async ({
    page,
    browser,
    ownerSession,
  }) => {
    const { context, page: userPage } = await otherBrowser(browser);
    const who = await newUser(context, "disabled");
    await userPage.goto("/user");
    await expect(userPage).toHaveURL(/\/user$/);

    const row = await peoplePage(page, who.email, ownerSession);
    page.once("dialog", (dialog) => void dialog.accept());
    await row.getByRole("button", { name: "Disable" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: `${who.email} is disabled and signed out` }),
    ).toBeVisible();
    await expect(row).toContainText("Disabled");
    expect(
      count(`SELECT count(*) AS n FROM session WHERE "userId" = ?`, accountRow(who.email).id),
    ).toBe(0);

    await userPage.reload();
    await expect(userPage).toHaveURL(/\/sign-in/);
    await signInWithForm(userPage, who);
    await expect(userPage.getByRole("alert")).toContainText("This account has been disabled");
    await expect(userPage).toHaveURL(/\/sign-in/);

    // Enabled again, they can sign in.
    await row.getByRole("button", { name: "Enable" }).click();
    await expect(row).toContainText("Active");
    await signInWithForm(userPage, who);
    await expect(userPage).toHaveURL(/\/user$/);
    await context.close();
  });

  test("a hand-over reset link sets a new password once", async ({
    page,
    browser,
    ownerSession,
  }) => {
    const { context, page: userPage } = await otherBrowser(browser);
    const who = await signUp(userPage.request, "forgetful");
    const row = await peoplePage(page, who.email, ownerSession);
    await row.getByRole("button", { name: "Reset link" }).click();
    const field = page.getByRole("textbox", { name: "Reset link" });
    await expect(field).toBeVisible();
    const link = await field.inputValue();
    expect(link).toMatch(/\/reset-password\/[A-Za-z0-9_-]{40,}$/);
    // Copy needs the clipboard permission: grant it, then check what was copied.
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByRole("button", { name: "Copy link" }).click();
    await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    // Shown once: a reload does not show it again.
    await page.reload();
    await expect(page.getByRole("textbox", { name: "Reset link" })).toHaveCount(0);

    const path = new URL(link).pathname;
    await userPage.goto(path);
    await expect(userPage.getByRole("heading", { name: "Set a new password" })).toBeVisible();
    await userPage.getByLabel("New password", { exact: true }).fill("short");
    await userPage.getByLabel("New password again").fill("short");
    await userPage.getByRole("button", { name: "Set password" }).click();
    await expect(userPage.getByText("Password must be at least 8 characters.")).toBeVisible();
    await userPage.getByLabel("New password", { exact: true }).fill("brand-new-password");
    await userPage.getByLabel("New password again").fill("brand-new-password");
    await userPage.getByRole("button", { name: "Set password" }).click();
    await expect(userPage).toHaveURL(/\/sign-in$/);
    await expect(
      userPage.getByRole("status").filter({ hasText: "Password changed" }),
    ).toBeVisible();

    await signInWithForm(userPage, { email: who.email, password: who.password });
    await expect(userPage.getByRole("alert")).toContainText("Login Failed");
    await signInWithForm(userPage, { email: who.email, password: "brand-new-password" });
    await expect(userPage).toHaveURL(/\/user$/);

    await userPage.goto(path);
    await expect(userPage.getByRole("alert")).toContainText("already been used");
    await userPage.goto("/reset-password/not-a-real-token");
    await expect(userPage.getByRole("alert")).toContainText("not valid");
    await context.close();
  });

  test("the audit page filters by person, kind and date, in the URL", async ({ page }) => {
    // A change by a fresh admin: a category added through the real form post.
    const admin = await newAdmin(page, "audit-admin");
    const category = `Audited ${Date.now().toString(36)}`;
    const added = await page.request.post("/AddProductPage", {
      form: { intent: "add-category", name: category },
      maxRedirects: 0,
    });
    expect(added.status()).toBe(200);
    // A change by someone else, long ago (1 Jan 2026, 10:00 India time).
    const tag = `old-${Date.now().toString(36)}`;
    const someoneElse = {
      id: `actor-${tag}`,
      name: tag,
      email: `${tag}@e2e.test`,
      role: "admin" as const,
    };
    await withServerDb((db) =>
      recordAudit(db, someoneElse, {
        action: "order.status",
        targetType: "order",
        targetId: tag,
        detail: `Order ${tag}`,
        before: { status: "received" },
        after: { status: "quoted" },
      }),
    );
    // The log stamps the time of the change; long ago needs the stamp changed.
    const db = writableServerDb();
    try {
      db.prepare("UPDATE audit_log SET at = ? WHERE actor_id = ?").run(
        Date.parse("2026-01-01T04:30:00Z"),
        someoneElse.id,
      );
    } finally {
      db.close();
    }

    await page.goto("/admin/audit");
    await expect(page.getByRole("heading", { name: "Audit log" })).toBeVisible();
    await page.getByLabel("Person").selectOption({ label: admin.email });
    await page.getByLabel("Kind").selectOption("category");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/kind=category/);
    const rows = page.locator("tbody tr");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(category);
    await expect(rows.first()).toContainText("category.add");
    await expect(rows.first().getByRole("insertion")).toHaveText(category);

    await page.getByLabel("Kind").selectOption("");
    await page.getByLabel("Person").selectOption({ label: `${tag}@e2e.test` });
    await page.getByLabel("From", { exact: true }).fill("2026-01-01");
    await page.getByLabel("To", { exact: true }).fill("2026-01-01");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/from=2026-01-01/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`Order ${tag}`);
    await expect(rows.first()).toContainText("received");
    await expect(rows.first()).toContainText("quoted");

    // The day before shows nothing from that person; the URL alone is the filter (no JavaScript needed).
    const res = await page.request.get(
      `/admin/audit?actor=actor-${tag}&from=2025-12-31&to=2025-12-31`,
    );
    expect(res.status()).toBe(200);
    expect(res.headers()["cache-control"]).toContain("no-store");
    const html = await res.text();
    expect(html).toContain("No changes match these filters.");
    expect(html).not.toContain(`Order ${tag}`);
    await page.request.post("/AddProductPage", {
      form: { intent: "delete-category", category },
      maxRedirects: 0,
    });
  });
});
