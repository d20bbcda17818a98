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
});

describe("rate limits", () => {
  it("default to sizes that fit shared mobile addresses, and each can be set", () => {
    const defaults = parseEnv({ DATA_DIR: dataDir() }).rateLimits;
    expect(defaults).toEqual({
      signIn: { account: 5, address: 200 },
      signUp: { account: 5, address: 30 },
      enquiry: { address: 30 },
      contact: { address: 30 },
    });
    const set = parseEnv({
      DATA_DIR: dataDir(),
      RATE_LIMIT_SIGN_IN_PER_ACCOUNT: "3",
      RATE_LIMIT_SIGN_IN_PER_ADDRESS: "1000",
      RATE_LIMIT_SIGN_UP_PER_ACCOUNT: "4",
      RATE_LIMIT_SIGN_UP_PER_ADDRESS: "50",
      RATE_LIMIT_ENQUIRY_PER_ADDRESS: "60",
      RATE_LIMIT_CONTACT_PER_ADDRESS: "10",
    }).rateLimits;
    expect(set).toEqual({
      signIn: { account: 3, address: 1000 },
      signUp: { account: 4, address: 50 },
      enquiry: { address: 60 },
      contact: { address: 10 },
    });
  });

  it("refuse a limit that is not a whole number of 1 or more", () => {
    for (const value of ["0", "-5", "2.5", "many"]) {
      expect(() =>
        parseEnv({ DATA_DIR: dataDir(), RATE_LIMIT_SIGN_IN_PER_ADDRESS: value }),
      ).toThrow(/RATE_LIMIT_SIGN_IN_PER_ADDRESS/);
    }
  });
});
