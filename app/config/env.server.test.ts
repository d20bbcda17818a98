import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { databaseConfig, parseEnv } from "./env.server";

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
function dataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "storefront-env-"));
  dirs.push(dir);
  return dir;
}

const SECRET = "s".repeat(32);

describe("DATABASE_URL", () => {
  it("picks SQLite for nothing, a path, file: or sqlite: URL", () => {
    expect(databaseConfig(undefined, "/data")).toEqual({
      kind: "sqlite",
      file: path.join("/data", "storefront.db"),
    });
    expect(databaseConfig("/srv/shop.db", "/data")).toEqual({
      kind: "sqlite",
      file: "/srv/shop.db",
    });
    expect(databaseConfig("file:///srv/a.db", "/data")).toEqual({
      kind: "sqlite",
      file: "/srv/a.db",
    });
    expect(databaseConfig("sqlite:/srv/b.db", "/data")).toEqual({
      kind: "sqlite",
      file: "/srv/b.db",
    });
  });

  it("picks PostgreSQL for postgres:// and postgresql:// with the pool size", () => {
    for (const url of ["postgres://u:p@db:5432/shop", "postgresql://u@db/shop"]) {
      expect(
        parseEnv({
          DATA_DIR: dataDir(),
          DATABASE_URL: url,
          SESSION_SECRET: SECRET,
          DATABASE_POOL_SIZE: "4",
        }).database,
      ).toEqual({ kind: "postgres", url, poolSize: 4 });
    }
  });

  it("refuses PostgreSQL without SESSION_SECRET, in one line that says why", () => {
    const dir = dataDir();
    expect(() => parseEnv({ DATA_DIR: dir, DATABASE_URL: "postgres://db/shop" })).toThrow(
      /^SESSION_SECRET is required with PostgreSQL: every instance must sign sessions with the same secret/,
    );
  });

  it("on SQLite makes a secret once and keeps it", () => {
    const dir = dataDir();
    const first = parseEnv({ DATA_DIR: dir }).secret;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(parseEnv({ DATA_DIR: dir }).secret).toBe(first);
    expect(readFileSync(path.join(dir, "secret"), "utf8").trim()).toBe(first);
  });

  it("reads the page cache's bound and page lifetime; 0 MB turns it off; nonsense stops the start", () => {
    const dir = dataDir();
    expect(parseEnv({ DATA_DIR: dir }).pageCache).toEqual({
      maxBytes: 64 * 1024 * 1024,
      maxAgeMs: 3_600_000,
    });
    expect(
      parseEnv({ DATA_DIR: dir, PAGE_CACHE_MB: "0", PAGE_CACHE_MAX_AGE_SECONDS: "60" }).pageCache,
    ).toEqual({ maxBytes: 0, maxAgeMs: 60_000 });
    expect(() => parseEnv({ DATA_DIR: dir, PAGE_CACHE_MB: "lots" })).toThrow(/PAGE_CACHE_MB/);
  });
});
