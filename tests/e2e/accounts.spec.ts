import type { APIRequestContext, Page } from "@playwright/test";
import {
  ADMIN,
  expect,
  hydratingNavigation,
  signUp as makeAccount,
  newAdmin,
  newUser,
  openServerDb,
  test,
  uniqueEmail,
} from "./fixtures";

const PROTECTED = ["/user", "/admin"];

/** Every admin page (spec §2 and ours), with a real product to edit. */
function adminPages(): string[] {
  const db = openServerDb();
  try {
    const { id } = db.prepare("SELECT id FROM product LIMIT 1").get() as { id: string };
    return [
      "/admin",
      "/AddProductPage",
      `/update-product/${id}`,
      "/AddUpdateImage",
      "/admin/enquiries",
      "/admin/orders",
      "/admin/audit",
      "/admin/users",
    ];
  } finally {
    db.close();
  }
}

const signInUrl = (path: string, need?: string) =>
  `/sign-in?redirectTo=${encodeURIComponent(path)}${need ? `&need=${need}` : ""}`;

async function signUp(
  request: APIRequestContext,
  name: string,
  email: string,
  password = "correct-horse-1",
) {
  const res = await request.post("/sign-up", { form: { name, email, password }, maxRedirects: 0 });
  expect(res.status()).toBe(302);
  return { name, email, password };
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/sign-in");
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

test.describe("accounts @browser", () => {
  test("sign up, then sign in, lands a user on /user with their record in storage", async ({
    page,
  }) => {
    test.setTimeout(60_000); // four form round trips, each hashing a password
    const email = uniqueEmail("asha");
    await page.goto("/sign-up");
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect(page.getByRole("alert")).toHaveText("All Fields are required");
    await page.getByLabel("Full Name").fill("Asha Parmar");
    await page.getByLabel("Email Address").fill(email);
    await page.getByLabel("Password").fill("short");
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect(page.getByRole("alert")).toContainText("Password must be at least 8 characters.");
    await page.getByLabel("Password").fill("a-good-password");
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByRole("status").getByText("Signup Successfully")).toBeVisible();

    await signIn(page, email, "wrong-password");
    await expect(page.getByRole("alert")).toHaveText("Login Failed");
    await signIn(page, email, "a-good-password");
    await expect(page).toHaveURL(/\/user$/);
    await expect(page.getByRole("status").getByText("Login Successfully")).toBeVisible();
    await expect(page.getByRole("heading", { name: "My orders" })).toBeVisible();
    // A page rendered for one person links the stylesheet file instead of carrying it inline.
    await page.reload();
    await expect(page.locator("link#app-css")).toHaveCount(1);
    await expect(page.getByRole("banner")).toHaveCSS("position", "sticky");
    expect(await page.evaluate(() => localStorage.getItem("role"))).toBe("user");
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem("users"))) ?? "{}"),
    ).toMatchObject({ email, role: "user" });

    await page.getByLabel(/^Account:/).click();
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("role"))).toBeNull();
    await page.goto("/user");
    await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Fuser$/);
  });

  test("signing up with an e-mail already registered says why", async ({ page, request }) => {
    const email = uniqueEmail("dup");
    await signUp(request, "First", email);
    await page.goto("/sign-up");
    await page.getByLabel("Full Name").fill("Second");
    await page.getByLabel("Email Address").fill(email);
    await page.getByLabel("Password").fill("another-password");
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect(page.getByRole("alert")).toContainText("Signup Failed. Please try again.");
    await expect(page.getByRole("alert")).toContainText("already registered");
    await expect(
      page.getByRole("status").filter({ hasText: "Signup Failed. Please try again." }),
    ).toBeVisible();
  });

  test("an admin lands on /admin", async ({ page }) => {
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { name: "Admin dashboard" })).toBeVisible();
    // The admin runs its own scripts, so sign-in ends in a new document: the record is
    // written once that page has hydrated.
    await expect.poll(() => page.evaluate(() => localStorage.getItem("role"))).toBe("admin");
  });

  test("protected pages refuse a visitor", async ({ page }) => {
    for (const path of PROTECTED) {
      await page.goto(path);
      await expect(page).toHaveURL(
        new RegExp(`/sign-in\\?redirectTo=${encodeURIComponent(path)}$`),
      );
    }
  });

  test("a role user who opens any admin page is sent to sign-in, told who is signed in, and can switch", async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const user = await newUser(page, "Mallory");
    await page.goto("/user");
    await expect(page).toHaveURL(/\/user$/);
    // What the browser's storage says changes nothing: the server decides.
    await page.evaluate(() => {
      localStorage.setItem("role", "admin");
      localStorage.setItem("users", JSON.stringify({ role: "admin" }));
    });
    const notice = page.getByRole("region", { name: /^You are signed in as Mallory/ });
    const pages = adminPages();
    for (const path of pages) {
      await page.goto(path);
      await expect(page).toHaveURL(signInUrl(path, "admin"));
      await expect(notice).toContainText(`Mallory (${user.email}), a customer account`);
      await expect(notice).toContainText("The page you opened needs an admin account.");
      await expect(notice.getByRole("button", { name: "Sign out" })).toBeVisible();
      // The normal form stays.
      await expect(page.getByLabel("Email Address")).toBeVisible();
      await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Admin dashboard" })).toHaveCount(0);
    }

    // Signing out from the notice comes back to the same sign-in page, now signed out.
    const last = pages[pages.length - 1] as string;
    await notice.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("status").getByText("You have signed out.")).toBeVisible();
    await expect(page).toHaveURL(signInUrl(last, "admin"));
    await expect(notice).toHaveCount(0);
    // Then an admin account signs in and lands on the page first asked for.
    const admin = await makeAccount(request, "switch-admin", { admin: true });
    await page.getByLabel("Email Address").fill(admin.email);
    await page.getByLabel("Password").fill(admin.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(last);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("an admin who opens /user is sent to sign-in with the notice, and the form signs in another account", async ({
    page,
    request,
  }) => {
    const admin = await newAdmin(page, "user-page-admin");
    const customer = await signUp(request, "Nirav Desai", uniqueEmail("nirav"));
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto("/user");
    await expect(page).toHaveURL(signInUrl("/user", "user"));
    const notice = page.getByRole("region", { name: /^You are signed in as user-page-admin/ });
    await expect(notice).toContainText(`(${admin.email}), an admin account`);
    await expect(notice).toContainText("The page you opened needs a customer account.");
    await expect(page.getByRole("heading", { name: "My orders" })).toHaveCount(0);

    // A mistyped password keeps the page (and the notice), with the failure.
    await page.getByLabel("Email Address").fill(customer.email);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toHaveText("Login Failed");
    await expect(page).toHaveURL(signInUrl("/user", "user"));
    await expect(notice).toBeVisible();
    await page.getByLabel("Password").fill(customer.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/user$/);
    await expect(page.getByRole("heading", { name: "My orders" })).toBeVisible();
    await expect(page.getByText(`Signed in as Nirav Desai (${customer.email})`)).toBeVisible();
  });

  test("a failed sign-in shows Login Failed as a toast that leaves after 4 s", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const start = new Date("2026-03-02T10:00:00+05:30");
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1000));
    await page.goto("/sign-in");
    await page.getByLabel("Email Address").fill(uniqueEmail("nobody"));
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    // Beside the form, and as a toast.
    await expect(page.getByRole("alert")).toHaveText("Login Failed");
    const toast = page.getByRole("status").filter({ hasText: "Login Failed" });
    await expect(toast).toBeVisible();
    const bar = toast.locator("..");
    await page.clock.runFor(3999);
    await expect(bar).toHaveCSS("opacity", "1");
    await page.clock.runFor(1);
    await expect(bar).toHaveCSS("opacity", "0");
    await page.clock.runFor(1000);
    await expect(toast).toHaveCount(0);
    // The message by the form stays.
    await expect(page.getByRole("alert")).toHaveText("Login Failed");
  });
});

test.describe("cart and orders @browser", () => {
  test("cart rules, then a quotation request creates an order shown only to its owner", async ({
    page,
    request,
    context,
    browser,
  }) => {
    test.setTimeout(60_000); // a long flow: two accounts, a cart, an order, two sign-ins
    const owner = await signUp(request, "Ketan Shah", uniqueEmail("ketan"));
    await page.goto("/shop?sort=price-asc");
    const firstCard = page.getByRole("list").locator("a[href^='/productinfo/']").first();
    await firstCard.click();
    await expect(page).toHaveURL(/\/productinfo\//);
    // The URL changes as the navigation commits; wait for the product's own heading.
    await expect(page.getByRole("button", { name: "Add to cart" })).toBeVisible();
    const title = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
    await page.getByRole("button", { name: "Add to cart" }).click();
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(page.getByRole("link", { name: "Cart, 2 items" })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/shop\?sort=price-asc$/);
    await page.getByRole("list").locator("a[href^='/productinfo/']").nth(1).click();
    await expect(page).toHaveURL(/\/productinfo\//);
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(page.getByRole("link", { name: "Cart, 3 items" })).toBeVisible();

    await page.goto("/cart");
    const items = page.getByRole("list", { name: "Cart items" }).getByRole("listitem");
    await expect(items).toHaveCount(2);
    const first = items.first();
    await expect(first).toContainText(title);
    await expect(first.getByLabel("Quantity", { exact: true })).toHaveText("2");
    await first.getByRole("button", { name: /Decrease/ }).click();
    await expect(first.getByLabel("Quantity", { exact: true })).toHaveText("1");
    await expect(first.getByRole("button", { name: /Decrease/ })).toBeDisabled();
    await first.getByRole("button", { name: /Increase/ }).click();
    await first.getByRole("button", { name: /Increase/ }).click();
    await expect(first.getByLabel("Quantity", { exact: true })).toHaveText("3");
    const cart = JSON.parse((await page.evaluate(() => localStorage.getItem("cart"))) ?? "[]") as {
      pricePaise: number;
      quantity: number;
    }[];
    expect(cart.map((i) => i.quantity)).toEqual([3, 1]);
    await items.nth(1).getByRole("button", { name: "Delete" }).click();
    await expect(items).toHaveCount(1);

    // Signed out, the request goes through sign-in and back to the cart.
    await page.getByRole("button", { name: "Request quotation" }).click();
    await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Fcart$/);
    await page.getByLabel("Email Address").fill(owner.email);
    await page.getByLabel("Password").fill(owner.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    // No network here: answer the messaging app's address locally and read what was sent.
    await context.route("https://wa.me/**", (route) => route.fulfill({ body: "WhatsApp" }));
    const popup = context.waitForEvent("page");
    await page.getByRole("button", { name: "Request quotation" }).click();
    await expect(page.getByRole("heading", { name: "Quotation requested" })).toBeVisible();
    const whatsapp = await popup;
    await whatsapp.waitForLoadState();
    const reference = (await page.locator("main strong").first().textContent()) ?? "";
    expect(reference).toMatch(/^ORD-\d{6}-[0-9A-F]{6}$/);
    const sent = new URL(whatsapp.url());
    expect(sent.host).toBe("wa.me");
    expect(sent.searchParams.get("text")).toContain(`Order: ${reference}`);
    expect(sent.searchParams.get("text")).toContain(`${title} × 3`);
    await whatsapp.close();
    expect(await page.evaluate(() => localStorage.getItem("cart"))).toBe("[]");

    await page.goto("/user");
    await expect(page.getByText(reference, { exact: true })).toBeVisible();
    await expect(page.getByRole("table").first()).toContainText(title);
    await expect(page.getByRole("table").first()).toContainText("3");

    // Another user sees none of it.
    const other = await browser.newContext({
      baseURL: process.env.E2E_BASE_URL,
      extraHTTPHeaders: { "X-Forwarded-For": "10.9.9.9" },
    });
    const otherPage = hydratingNavigation(await other.newPage());
    await newUser(other, "Stranger");
    await otherPage.goto("/user");
    await expect(otherPage).toHaveURL(/\/user$/);
    await expect(otherPage.getByText("No orders yet")).toBeVisible();
    await expect(otherPage.getByText(reference)).toHaveCount(0);
    await other.close();
  });
});
