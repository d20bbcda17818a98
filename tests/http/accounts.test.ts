import { describe, expect } from "vitest";
import type { HttpResponse } from "../../app/test/http-client";
import { createTestAccount, TEST_PASSWORD, testEmail } from "../../app/test/test-sessions.server";
import { signUp as makeAccount, shopTest, type TestShop } from "../../app/test/test-shop";

/**
 * Accounts over HTTP (moved from tests/e2e/accounts.spec.ts): the server's guards, a forged
 * role, and the sign-in limits. These are about signing up and in, so they post the real forms.
 */

const test = shopTest();

/** Every admin page (spec §2 and ours), with a real product to edit. */
async function adminPages(shop: TestShop): Promise<string[]> {
  const { id } = await shop.row<{ id: string }>("SELECT id FROM product ORDER BY id LIMIT 1");
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
}

const signInUrl = (path: string, need?: string) =>
  `/sign-in?redirectTo=${encodeURIComponent(path)}${need ? `&need=${need}` : ""}`;

describe("accounts", () => {
  test("a forged role at sign-up is ignored", async ({ shop, request }) => {
    const email = testEmail("forger");
    await request.post("/sign-up", {
      form: { name: "Forger", email, password: "forged-password", role: "admin" },
    });
    const api = await request.post("/api/auth/sign-up/email", {
      data: {
        name: "Forger 2",
        email: testEmail("forger2"),
        password: "forged-password",
        role: "admin",
      },
    });
    expect(api.status()).toBeGreaterThanOrEqual(400);
    const rows = await shop.rows<{ email: string; role: string }>(
      `SELECT email, role FROM "user" WHERE email LIKE 'forger%'`,
    );
    expect(rows.find((r) => r.email === email)?.role).toBe("user");
    expect(rows.every((r) => r.role === "user")).toBe(true);
  });
});

describe("server-side enforcement over HTTP", () => {
  test("guards: a role user on every admin page and an admin on /user go to sign-in with the role needed", async ({
    shop,
    request,
  }) => {
    await makeAccount(shop, request, "http-guard-user").then(async (who) => {
      const res = await request.post("/sign-in", { form: { ...who }, maxRedirects: 0 });
      expect(res.status()).toBe(302);
    });
    for (const path of [...(await adminPages(shop)), "/admin/enquiries.csv"]) {
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

    const admin = shop.client();
    const who = await makeAccount(shop, admin, "http-guard-admin", { admin: true });
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

  test("a role user's .data request for an admin page gets no admin data", async ({
    shop,
    request,
  }) => {
    const user = await makeAccount(shop, request, "curious");
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
    let refused: HttpResponse | undefined;
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
    shop,
  }) => {
    const run = Date.now().toString(36);
    // Fifty accounts (made directly: signing up is not what this is about; one password hash).
    const people: { email: string; password: string }[] = [];
    for (let i = 0; i < 50; i++) {
      const email = `cgnat.${run}.${i}@e2e.test`;
      await createTestAccount(shop.db, { email, name: `Visitor ${i}` });
      people.push({ email, password: TEST_PASSWORD });
    }
    // Carrier-grade NAT (100.64.0.0/10): one public address for all of them, each on their own phone.
    const shared = { "X-Forwarded-For": `100.64.${Math.floor(Math.random() * 250)}.7` };
    const signInFrom = async (form: Record<string, string>, headers = shared) => {
      const phone = shop.client();
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
    const laptop = shop.client();
    const api = await laptop.post("/api/auth/sign-in/email", {
      data: target,
      headers: { "X-Forwarded-For": "10.202.0.1" },
    });
    expect(api.status()).toBe(429);
    expect(Number(api.headers()["retry-after"])).toBeGreaterThan(0);
    expect(((await api.json()) as { message: string }).message).toMatch(
      /^Too many attempts\. Please wait/,
    );
    await laptop.dispose();
    // Another account behind the same address is not held up.
    const other = people[1] as { email: string; password: string };
    expect((await signInFrom(other)).status()).toBe(302);
  }, 120_000); // 56 password checks on a shared machine

  test("Better Auth's sign-in API has the same per-account limit", async ({ request }) => {
    const email = testEmail("api-target");
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
