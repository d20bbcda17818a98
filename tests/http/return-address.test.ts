import { describe, expect } from "vitest";
import type { HttpClient, HttpResponse } from "../../app/test/http-client";
import { shopTest, signIn, signUp, type TestShop } from "../../app/test/test-shop";

const test = shopTest();

/**
 * Return addresses (`redirectTo`) on sign-in, sign-out and the guards: whatever
 * is asked for, the answer stays on this site and is never a server error
 * (app/security/return-address.ts).
 */
const HOSTILE = [
  "/\t/evil.test/",
  "/\t\\evil.test/",
  "/\n/evil.test/",
  "/\r\n/evil.test/",
  "/\\evil.test/",
  "//evil.test/",
  "/.//evil.test/",
  " //evil.test/",
  "https://evil.test/",
  "javascript:alert(1)",
  "data:text/html,hi",
  "/\u3002evil.test/",
  "/\r\nSet-Cookie: stolen=1",
];

/** A Gujarati search: an ordinary place to come back to, with non-ASCII in it. */
const GUJARATI_SEARCH = "/shop?q=પંપ";

function stayedOnSite(res: HttpResponse, baseURL: string) {
  expect(res.status(), res.url()).toBeLessThan(500);
  const location = res.headers().location;
  if (!location) return null;
  const target = new URL(location, baseURL);
  expect(target.host, `${res.url()} → ${location}`).toBe(new URL(baseURL).host);
  expect(location).not.toMatch(/^\s*\/\//);
  expect(res.headers()["set-cookie"] ?? "").not.toContain("stolen");
  return target;
}

async function signedInUser(shop: TestShop, request: HttpClient, label: string) {
  const who = await signUp(shop, request, label);
  await signIn(request, who);
  return who;
}

describe("return addresses", () => {
  test("sign-in, already signed in: every return address stays on the site", async ({
    shop,
    request,
    baseURL,
  }) => {
    await signedInUser(shop, request, "return-get");
    for (const to of HOSTILE) {
      const res = await request.get(`/sign-in?redirectTo=${encodeURIComponent(to)}`, {
        maxRedirects: 0,
      });
      expect(res.status()).toBe(302);
      expect(stayedOnSite(res, baseURL ?? "")?.pathname).not.toContain("evil.test/ ");
    }
    const res = await request.get(`/sign-in?redirectTo=${encodeURIComponent(GUJARATI_SEARCH)}`, {
      maxRedirects: 0,
    });
    expect(res.status()).toBe(302);
    const target = stayedOnSite(res, baseURL ?? "");
    expect(target?.pathname).toBe("/shop");
    expect(target?.searchParams.get("q")).toBe("પંપ");
  });

  test("the sign-in form's return address: hostile ones stay on the site, a Gujarati search comes back", async ({
    shop,
    request,
    baseURL,
  }) => {
    // Sign-in is limited to 5 attempts a minute per account: one account per four posts.
    const cases = [...HOSTILE.slice(0, 7), GUJARATI_SEARCH];
    for (let i = 0; i < cases.length; i += 4) {
      const who = await signUp(shop, request, `return-post-${i}`);
      for (const to of cases.slice(i, i + 4)) {
        const res = await request.post("/sign-in", {
          form: { ...who, redirectTo: to },
          maxRedirects: 0,
        });
        expect(res.status()).toBe(302);
        const target = stayedOnSite(res, baseURL ?? "");
        if (to === GUJARATI_SEARCH) expect(target?.searchParams.get("q")).toBe("પંપ");
      }
    }
  });

  test("sign-out's return address stays on the site", async ({ request, baseURL }) => {
    for (const to of [...HOSTILE, GUJARATI_SEARCH]) {
      const res = await request.post("/sign-out", { form: { redirectTo: to }, maxRedirects: 0 });
      expect(res.status()).toBe(302);
      const target = stayedOnSite(res, baseURL ?? "");
      if (to === GUJARATI_SEARCH) expect(target?.searchParams.get("q")).toBe("પંપ");
    }
  });

  test("a guard's way back keeps the page and stays on the site", async ({ request, baseURL }) => {
    // Whole URLs: a path starting "//" would otherwise be read as another host by the client.
    for (const path of [
      "/admin?q=પંપ",
      "/admin/orders?status=%0D%0A",
      "//evil.test/admin",
      "/.//evil.test/user",
      "/user?x=%09%2F%2Fevil.test",
    ]) {
      const res = await request.get(`${baseURL}${path}`, { maxRedirects: 0 });
      const target = stayedOnSite(res, baseURL ?? "");
      if (!target) continue;
      const back = target.searchParams.get("redirectTo");
      if (back) expect(new URL(back, baseURL).host).toBe(new URL(baseURL ?? "").host);
    }
    const res = await request.get("/admin?q=પંપ", { maxRedirects: 0 });
    const back = stayedOnSite(res, baseURL ?? "")?.searchParams.get("redirectTo");
    expect(back).toBe("/admin?q=%E0%AA%AA%E0%AA%82%E0%AA%AA");
  });
});
