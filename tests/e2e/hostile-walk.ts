import type { APIRequestContext } from "@playwright/test";
import {
  hostileFailures,
  ROUTES,
  SIGNED_IN_ROUTES,
  STREAM,
  VALUES,
} from "../../app/test/hostile-walk";
import { expect } from "./fixtures";

/**
 * The hostile-input walk (app/test/hostile-walk.ts) for the browser suite's server:
 * scale-out.spec.ts walks an instance on PostgreSQL with it. The walk over the
 * in-process shop is tests/http/hostile-input.test.ts.
 */
export { ROUTES, SIGNED_IN_ROUTES, STREAM, VALUES };

export async function walk(request: APIRequestContext, method: "GET" | "POST", routes = ROUTES) {
  const failures = await hostileFailures(request, method, routes);
  expect(failures).toEqual([]);
}
