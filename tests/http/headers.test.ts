import { describe, expect } from "vitest";
import type { HttpResponse } from "../../app/test/http-client";
import { shopTest } from "../../app/test/test-shop";

// The page cache on, on PostgreSQL too: answers from it are checked below (nothing here writes).
const test = shopTest({ PAGE_CACHE_MB: "16" });

/**
 * Headers every answer carries (app/security/headers.server.ts and helmet in
 * server.ts): nosniff and a Permissions-Policy that denies what the site never
 * uses, on pages (rendered and from the page cache), files, images, JSON, the
 * health check and errors; HSTS only for a request that came over HTTPS through
 * the proxy the server trusts (the test server trusts loopback).
 */
function hardened(res: HttpResponse) {
  const headers = res.headers();
  expect(headers["x-content-type-options"], res.url()).toBe("nosniff");
  const policy = headers["permissions-policy"] ?? "";
  expect(policy, res.url()).toContain("camera=()");
  expect(policy).toContain("geolocation=()");
  expect(policy).toContain("microphone=()");
  expect(policy).toContain("payment=()");
  expect(policy).toMatch(/fullscreen=\(self [^)]*"https:\/\/www\.youtube-nocookie\.com"/);
}

describe("security headers", () => {
  test("every kind of answer is hardened", async ({ request }) => {
    const home = await request.get("/about");
    const asset = home.ok()
      ? ((await home.text()).match(/\/assets\/[^"]+\.js/)?.[0] ?? null)
      : null;
    expect(asset).not.toBeNull();
    const image = (await (await request.get("/shop")).text()).match(/\/media\/card\/[\w-]+/)?.[0];
    expect(image).toBeDefined();
    for (const path of [
      "/about",
      "/about", // again: from the page cache
      "/shop?sort=price-asc",
      "/healthz",
      "/api/search?q=pump",
      "/robots.txt",
      "/no-such-page",
      "/%E0%A4%A",
      asset ?? "",
      image ?? "",
      "/favicon.svg",
    ]) {
      hardened(await request.get(path));
    }
    hardened(
      await request.post("/contact", { form: {}, headers: { origin: "https://evil.test" } }),
    );
  });

  test("HSTS only for requests that came over HTTPS through the trusted proxy", async ({
    request,
  }) => {
    const overHttps = { "X-Forwarded-Proto": "https" };
    // A page rendered for an HTTPS request, then answered from the cache to both kinds.
    for (const path of ["/tandc", "/tandc", "/healthz", "/api/search?q=motor"]) {
      const secure = await request.get(path, { headers: overHttps });
      expect(secure.headers()["strict-transport-security"], path).toMatch(/^max-age=\d{6,}$/);
      const plain = await request.get(path);
      expect(plain.headers()["strict-transport-security"], path).toBeUndefined();
    }
    const cached = await request.get("/tandc", { headers: overHttps });
    expect(cached.headers()["x-cache"]).toBe("hit");
    expect(cached.headers()["strict-transport-security"]).toBeDefined();
  });
});
