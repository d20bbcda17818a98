import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openSqlite } from "~/db/db.server";
import { checkHealth } from "./health.server";
import { acceptableRequestId, newRequestId } from "./log.server";
import { routePatternFinder } from "./request-log.server";

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe("request ids", () => {
  it("are short, distinct and easy to read out", () => {
    const ids = new Set(Array.from({ length: 1000 }, newRequestId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[2-9a-hjkmnp-z]{10}$/);
  });

  it("keeps a proxy's id only when it looks like one", () => {
    expect(acceptableRequestId("7f3c0e9a2b4d4e8f9a1b2c3d4e5f6a7b")).toBe(
      "7f3c0e9a2b4d4e8f9a1b2c3d4e5f6a7b",
    );
    expect(acceptableRequestId("abc")).toBeUndefined();
    expect(acceptableRequestId("has space or\nnewline")).toBeUndefined();
    expect(acceptableRequestId(undefined)).toBeUndefined();
  });
});

describe("route patterns for log lines", () => {
  const manifest = {
    root: { id: "root", path: "", module: "" },
    "routes/site/home": { id: "routes/site/home", parentId: "root", index: true, module: "" },
    "routes/site/product": {
      id: "routes/site/product",
      parentId: "root",
      path: "productinfo/:id",
      module: "",
    },
    "routes/site/not-found": {
      id: "routes/site/not-found",
      parentId: "root",
      path: "*",
      module: "",
    },
  } as unknown as Parameters<typeof routePatternFinder>[0];
  const find = routePatternFinder(manifest);

  it("names the page's route, also for its data requests", () => {
    expect(find("/productinfo/abc")).toBe("/productinfo/:id");
    expect(find("/productinfo/abc.data")).toBe("/productinfo/:id");
    expect(find("/")).toBe("/");
    expect(find("/_root.data")).toBe("/");
    expect(find("/no/such/page")).toBe("/*");
  });
});

describe("/healthz's check", () => {
  it("is ok while the database answers, and says so when it does not", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "storefront-health-"));
    dirs.push(dir);
    const db = openSqlite(path.join(dir, "h.db"));
    expect(await checkHealth(db)).toEqual({ ok: true });
    await db.destroy();
    const down = await checkHealth(db);
    expect(down.ok).toBe(false);
    expect(!down.ok && down.error).toMatch(/^database: /);
  });
});
