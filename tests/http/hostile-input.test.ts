import { describe, expect } from "vitest";
import {
  hostileFailures,
  ROUTES,
  SIGNED_IN_ROUTES,
  STREAM,
  VALUES,
} from "../../app/test/hostile-walk";
import type { HttpClient } from "../../app/test/http-client";
import { newAdmin, shopTest } from "../../app/test/test-shop";

const test = shopTest();

/**
 * No address, query string or form gives a server error: every route of the URL
 * map, signed out and as an admin, with hostile values in its path, its query
 * (and its data request) and its form fields (app/test/hostile-walk.ts).
 */
async function walk(request: HttpClient, method: "GET" | "POST", routes = ROUTES) {
  const failures = await hostileFailures(request, method, routes);
  expect(failures).toEqual([]);
}

const WALK_TIMEOUT = 240_000;

describe("hostile input on every route", () => {
  test("the route table is what this walk covers", () => {
    expect(ROUTES).toEqual(expect.arrayContaining(["/", "/shop", "/productinfo/:id", "/admin"]));
    expect(ROUTES.length).toBeGreaterThan(30);
    expect(SIGNED_IN_ROUTES).toEqual(expect.arrayContaining(["/admin", "/update-product/:id"]));
  });

  test(
    "signed out: addresses and query strings",
    async ({ request }) => {
      await walk(request, "GET");
    },
    WALK_TIMEOUT,
  );

  test(
    "signed out: form posts",
    async ({ request }) => {
      await walk(request, "POST");
    },
    WALK_TIMEOUT,
  );

  test(
    "as an admin: addresses, query strings and form posts",
    async ({ shop, request, baseURL }) => {
      await newAdmin(shop, request);
      await walk(request, "GET", SIGNED_IN_ROUTES);
      await walk(request, "POST");
      // The stream answers its headers at once and then stays open: read the status, then hang up.
      const cookie = (await request.storageState()).cookies
        .map((c) => `${c.name}=${c.value}`)
        .join("; ");
      for (const v of VALUES) {
        const abort = new AbortController();
        const res = await fetch(`${baseURL}${STREAM}?since=${v}&q=${v}`, {
          headers: { cookie },
          signal: abort.signal,
        });
        expect(res.status).toBeLessThan(500);
        abort.abort();
      }
    },
    WALK_TIMEOUT,
  );
});
