import type { APIRequestContext, Page } from "@playwright/test";
import {
  ADMIN,
  expect,
  hydratingNavigation,
  signUp as makeAccount,
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
    const user = await signUp(request, "Mallory", uniqueEmail("mallory"));
    await signIn(page, user.email, user.password);
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
    const admin = await makeAccount(request, "user-page-admin", { admin: true });
    const customer = await signUp(request, "Nirav Desai", uniqueEmail("nirav"));
    await signIn(page, admin.email, admin.password);
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
    const stranger = await signUp(other.request, "Stranger", uniqueEmail("stranger"));
    await signIn(otherPage, stranger.email, stranger.password);
    await expect(otherPage).toHaveURL(/\/user$/);
    await expect(otherPage.getByText("No orders yet")).toBeVisible();
    await expect(otherPage.getByText(reference)).toHaveCount(0);
    await other.close();
  });
});

test.describe("server-side enforcement over HTTP", () => {
  test("guards: a role user on every admin page and an admin on /user go to sign-in with the role needed", async ({
    request,
    playwright,
  }) => {
    await makeAccount(request, "http-guard-user").then(async (who) => {
      const res = await request.post("/sign-in", { form: { ...who }, maxRedirects: 0 });
      expect(res.status()).toBe(302);
    });
    for (const path of [...adminPages(), "/admin/enquiries.csv"]) {
      for (const url of [path, `${path}.data`]) {
        if (url.endsWith(".csv.data")) continue;
        const res = await request.get(url, { maxRedirects: 0 });
        const location = res.headers().location ?? res.headers()["x-remix-redirect"] ?? "";
        expect([302, 202, 204], url).toContain(res.status());
        expect(location || (await res.text()), url).toContain(
          signInUrl(path, "admin").replace("/sign-in?", ""),
        );
      }
    }
    const page = await request.get(signInUrl("/admin", "admin"));
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain("needs an admin account");

    const admin = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
    const who = await makeAccount(admin, "http-guard-admin", { admin: true });
    expect((await admin.post("/sign-in", { form: { ...who }, maxRedirects: 0 })).status()).toBe(
      302,
    );
    const user = await admin.get("/user", { maxRedirects: 0 });
    expect(user.status()).toBe(302);
    expect(user.headers().location).toBe(signInUrl("/user", "user"));
    // A signed-in visit to /sign-in without a reason still goes home.
    const home = await admin.get("/sign-in", { maxRedirects: 0 });
    expect(home.headers().location).toBe("/admin");
    await admin.dispose();
  });

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
