import type { APIRequestContext, Page } from "@playwright/test";
import { ADMIN, expect, openServerDb, test, uniqueEmail } from "./fixtures";

const PROTECTED = ["/user", "/admin"];
const ADMIN_ONLY = ["/admin"];

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
  });

  test("an admin lands on /admin", async ({ page }) => {
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { name: "Admin dashboard" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("role"))).toBe("admin");
  });

  test("protected pages refuse a visitor", async ({ page }) => {
    for (const path of PROTECTED) {
      await page.goto(path);
      await expect(page).toHaveURL(
        new RegExp(`/sign-in\\?redirectTo=${encodeURIComponent(path)}$`),
      );
    }
  });

  test("admin pages refuse a role user, even with role=admin in browser storage", async ({
    page,
    request,
  }) => {
    const user = await signUp(request, "Mallory", uniqueEmail("mallory"));
    await signIn(page, user.email, user.password);
    await expect(page).toHaveURL(/\/user$/);
    await page.evaluate(() => {
      localStorage.setItem("role", "admin");
      localStorage.setItem("users", JSON.stringify({ role: "admin" }));
    });
    for (const path of ADMIN_ONLY) {
      await page.goto(path);
      // The server sends a signed-in user without the role on to sign-in, which returns them home.
      await expect(page).not.toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { name: "Admin dashboard" })).toHaveCount(0);
    }
  });

  test("a forged role at sign-up is ignored", async ({ request }) => {
    const email = uniqueEmail("forger");
    await request.post("/sign-up", {
      form: { name: "Forger", email, password: "forged-password", role: "admin" },
    });
    const api = await request.post("/api/auth/sign-up/email", {
      data: {
        name: "Forger 2",
        email: uniqueEmail("forger2"),
        password: "forged-password",
        role: "admin",
      },
    });
    expect(api.status()).toBeGreaterThanOrEqual(400);
    const db = openServerDb();
    const rows = db.prepare(`SELECT email, role FROM "user" WHERE email LIKE 'forger%'`).all() as {
      email: string;
      role: string;
    }[];
    db.close();
    expect(rows.find((r) => r.email === email)?.role).toBe("user");
    expect(rows.every((r) => r.role === "user")).toBe(true);
  });
});

test.describe("cart and orders @browser", () => {
  test("cart rules, then a quotation request creates an order shown only to its owner", async ({
    page,
    request,
    context,
    browser,
  }) => {
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
    const otherPage = await other.newPage();
    const stranger = await signUp(other.request, "Stranger", uniqueEmail("stranger"));
    await signIn(otherPage, stranger.email, stranger.password);
    await expect(otherPage).toHaveURL(/\/user$/);
    await expect(otherPage.getByText("No orders yet")).toBeVisible();
    await expect(otherPage.getByText(reference)).toHaveCount(0);
    await other.close();
  });
});

test.describe("server-side enforcement over HTTP", () => {
  test("a role user's .data request for an admin page gets no admin data", async ({ request }) => {
    const user = await signUp(request, "Curious", uniqueEmail("curious"));
    const signed = await request.post("/sign-in", {
      form: { email: user.email, password: user.password },
      maxRedirects: 0,
    });
    expect(signed.status()).toBe(302);
    const res = await request.get("/admin.data", { maxRedirects: 0 });
    const body = await res.text();
    expect(body).not.toContain("Admin dashboard");
    expect(body).not.toContain("newEnquiries");
    expect(body).toContain("sign-in");
  });

  test("one account gets 5 sign-in attempts a minute; the sixth gets 429 with Retry-After", async ({
    request,
  }) => {
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<APIRequestContext["post"]>> | undefined;
    for (let i = 0; i < 6; i++) {
      refused = await request.post("/sign-in", {
        form: { email: "nobody@e2e.test", password: `wrong-${i}` },
        headers: { "X-Forwarded-For": "10.200.200.1" },
      });
      statuses.push(refused.status());
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const wait = Number(refused?.headers()["retry-after"]);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await refused?.text()).toContain("Too many attempts. Please wait");
  });

  test("the per-account limit holds across client addresses", async ({ request }) => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await request.post("/sign-in", {
        form: { email: "target@e2e.test", password: `wrong-${i}` },
        headers: { "X-Forwarded-For": `10.201.0.${i + 1}` },
      });
      statuses.push(res.status());
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  test("50 people behind one shared address sign in within a minute; one account is still limited to 5", async ({
    request,
    playwright,
  }) => {
    test.setTimeout(120_000); // 100 password hashes on a shared machine
    const run = Date.now().toString(36);
    // Accounts made from their own addresses, as their owners once did.
    const people: { email: string; password: string }[] = [];
    for (let i = 0; i < 50; i++) {
      const person = { email: `cgnat.${run}.${i}@e2e.test`, password: `password-${i}-${run}` };
      const res = await request.post("/sign-up", {
        form: { name: `Visitor ${i}`, ...person },
        headers: { "X-Forwarded-For": `10.77.${i}.${Math.floor(Math.random() * 250) + 1}` },
        maxRedirects: 0,
      });
      expect(res.status()).toBe(302);
      people.push(person);
    }
    // Carrier-grade NAT (100.64.0.0/10): one public address for all of them, each on their own phone.
    const shared = { "X-Forwarded-For": `100.64.${Math.floor(Math.random() * 250)}.7` };
    const signInFrom = async (form: Record<string, string>, headers = shared) => {
      const phone = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
      try {
        return await phone.post("/sign-in", { form, headers, maxRedirects: 0 });
      } finally {
        await phone.dispose();
      }
    };
    const statuses: number[] = [];
    for (const person of people) statuses.push((await signInFrom(person)).status());
    expect(statuses).toEqual(people.map(() => 302));

    // From the same address, one account still gets five tries, then 429, right password or not.
    const target = people[0] as { email: string; password: string };
    const tries: number[] = [];
    for (let i = 0; i < 5; i++) {
      tries.push((await signInFrom({ email: target.email, password: `wrong-${i}` })).status());
    }
    const locked = await signInFrom(target);
    // One of the five was the successful sign-in above.
    expect([...tries, locked.status()]).toEqual([401, 401, 401, 401, 429, 429]);
    expect(Number(locked.headers()["retry-after"])).toBeGreaterThan(0);
    // Better Auth's own API counts against the same account, from anywhere.
    const laptop = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
    const api = await laptop.post("/api/auth/sign-in/email", {
      data: target,
      headers: { "X-Forwarded-For": "10.202.0.1" },
    });
    expect(api.status()).toBe(429);
    expect(Number(api.headers()["retry-after"])).toBeGreaterThan(0);
    expect((await api.json()).message).toMatch(/^Too many attempts\. Please wait/);
    await laptop.dispose();
    // Another account behind the same address is not held up.
    const other = people[1] as { email: string; password: string };
    expect((await signInFrom(other)).status()).toBe(302);
  });

  test("Better Auth's sign-in API has the same per-account limit", async ({ request }) => {
    const email = uniqueEmail("api-target");
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await request.post("/api/auth/sign-in/email", {
        data: { email, password: `wrong-${i}-password` },
        headers: { "X-Forwarded-For": `10.203.0.${i + 1}` },
      });
      statuses.push(res.status());
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
