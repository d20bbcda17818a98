import { describe, expect } from "vitest";
import { VALUES } from "../../app/test/hostile-walk";
import { shopTest } from "../../app/test/test-shop";

const test = shopTest();

/** GET /api/pincode/:pin through the built server (app/places/, docs/places.md). */
describe("PIN code lookup API", () => {
  test("answers a known PIN with its district and state, cacheable for a day", async ({
    request,
  }) => {
    const res = await request.get("/api/pincode/360001");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("application/json");
    expect(res.headers()["cache-control"]).toMatch(/^public, max-age=86400\b/);
    expect(await res.json()).toEqual({
      pin: "360001",
      district: "Rajkot",
      state: "Gujarat",
      stateCode: "24",
    });
    const mumbai = await (await request.get("/api/pincode/400001")).json();
    expect(mumbai).toEqual({
      pin: "400001",
      district: "Mumbai",
      state: "Maharashtra",
      stateCode: "27",
    });
  });

  test("reads Gujarati and Devanagari digits and spaces", async ({ request }) => {
    for (const typed of ["૩૬૦૦૦૧", "३६०००१", "360 001", "૩૬૦ ००१"]) {
      const res = await request.get(`/api/pincode/${encodeURIComponent(typed)}`);
      expect(res.status(), typed).toBe(200);
      expect(((await res.json()) as { pin: string }).pin, typed).toBe("360001");
    }
  });

  test("404 with a JSON error for a PIN the directory does not have", async ({ request }) => {
    const res = await request.get("/api/pincode/999999");
    expect(res.status()).toBe(404);
    expect(res.headers()["content-type"]).toContain("application/json");
    const body = (await res.json()) as { error: string };
    expect(Object.keys(body)).toEqual(["error"]);
    expect(body.error).toContain("999999");
  });

  test("400 with a JSON error for text that is not a PIN, never a server error", async ({
    request,
  }) => {
    for (const typed of ["36000", "3600011", "060001", "000000", "36000a", "360-001", "abc"]) {
      const res = await request.get(`/api/pincode/${encodeURIComponent(typed)}`);
      expect(res.status(), typed).toBe(400);
      expect(res.headers()["cache-control"], typed).toBe("no-store");
      expect(typeof ((await res.json()) as { error: unknown }).error, typed).toBe("string");
    }
    // Raw, malformed and hostile path segments: some never reach the route (404), none fail.
    for (const raw of [...VALUES, "%20", "360001%2F1", "1".repeat(5000)]) {
      const res = await request.get(`/api/pincode/${raw}`);
      expect(res.status(), raw.slice(0, 20)).toBeGreaterThanOrEqual(400);
      expect(res.status(), raw.slice(0, 20)).toBeLessThan(500);
    }
  });
});
