import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { databaseConfig, parseDuration, parseEnv, readVariables } from "./env.server";
import { defaultSite } from "./site";

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
      maxBytes: 16 * 1024 * 1024,
      maxAgeMs: 3_600_000,
    });
    expect(
      parseEnv({ DATA_DIR: dir, PAGE_CACHE_MB: "0", PAGE_CACHE_MAX_AGE_SECONDS: "60" }).pageCache,
    ).toEqual({ maxBytes: 0, maxAgeMs: 60_000 });
    expect(() => parseEnv({ DATA_DIR: dir, PAGE_CACHE_MB: "lots" })).toThrow(/PAGE_CACHE_MB/);
  });
});

describe("operations settings", () => {
  it("reads the memory bounds and work limits, small by default; nonsense stops the start", () => {
    const base = { DATA_DIR: dataDir() };
    expect(parseEnv(base).work).toEqual({
      mediaMemoryBytes: 16 * 1024 * 1024,
      imageThreads: 1,
      imageTransforms: 1,
      pdfBuilds: 1,
    });
    expect(parseEnv(base).opsToken).toBeNull();
    const set = parseEnv({
      ...base,
      MEDIA_MEMORY_MB: "0.5",
      IMAGE_THREADS: "2",
      IMAGE_TRANSFORMS: "3",
      PDF_BUILDS: "2",
      OPS_TOKEN: "a-monitor-token-of-32-characters",
    });
    expect(set.work).toEqual({
      mediaMemoryBytes: 524_288,
      imageThreads: 2,
      imageTransforms: 3,
      pdfBuilds: 2,
    });
    expect(set.opsToken).toBe("a-monitor-token-of-32-characters");
    expect(() => parseEnv({ ...base, PDF_BUILDS: "0" })).toThrow(/PDF_BUILDS/);
    expect(() => parseEnv({ ...base, IMAGE_THREADS: "many" })).toThrow(/IMAGE_THREADS/);
    expect(() => parseEnv({ ...base, OPS_TOKEN: "short" })).toThrow(/OPS_TOKEN: at least 24/);
  });

  it("reads LOG_LEVEL and the backup schedule, with safe defaults", () => {
    const base = { DATA_DIR: dataDir() };
    const plain = parseEnv(base);
    expect(plain.logLevel).toBe("info");
    expect(plain.backup).toEqual({ dir: path.resolve("backups"), intervalMs: null, keep: 7 });
    const set = parseEnv({
      ...base,
      LOG_LEVEL: "debug",
      BACKUP_DIR: "/srv/backups",
      BACKUP_INTERVAL: "6h",
      BACKUP_KEEP: "14",
    });
    expect(set.logLevel).toBe("debug");
    expect(set.backup).toEqual({ dir: "/srv/backups", intervalMs: 6 * 3_600_000, keep: 14 });
    expect(parseDuration("90s")).toBe(90_000);
    expect(parseDuration("1.5d")).toBe(36 * 3_600_000);
  });

  it("refuses a wrong level or interval, and scheduled backups on PostgreSQL", () => {
    const base = { DATA_DIR: dataDir() };
    expect(() => parseEnv({ ...base, LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL/);
    expect(() => parseEnv({ ...base, BACKUP_INTERVAL: "daily" })).toThrow(/BACKUP_INTERVAL/);
    expect(() => parseEnv({ ...base, BACKUP_INTERVAL: "0s" })).toThrow(/at least 1s/);
    expect(() =>
      parseEnv({
        ...base,
        DATABASE_URL: "postgres://u@db/shop",
        SESSION_SECRET: SECRET,
        BACKUP_INTERVAL: "24h",
      }),
    ).toThrow(/pg_dump/);
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
      service: { address: 30 },
      serviceLookup: { address: 240 },
    });
    const set = parseEnv({
      DATA_DIR: dataDir(),
      RATE_LIMIT_SIGN_IN_PER_ACCOUNT: "3",
      RATE_LIMIT_SIGN_IN_PER_ADDRESS: "1000",
      RATE_LIMIT_SIGN_UP_PER_ACCOUNT: "4",
      RATE_LIMIT_SIGN_UP_PER_ADDRESS: "50",
      RATE_LIMIT_ENQUIRY_PER_ADDRESS: "60",
      RATE_LIMIT_CONTACT_PER_ADDRESS: "10",
      RATE_LIMIT_SERVICE_PER_ADDRESS: "20",
      RATE_LIMIT_SERVICE_LOOKUP_PER_ADDRESS: "500",
    }).rateLimits;
    expect(set).toEqual({
      signIn: { account: 3, address: 1000 },
      signUp: { account: 4, address: 50 },
      enquiry: { address: 60 },
      contact: { address: 10 },
      service: { address: 20 },
      serviceLookup: { address: 500 },
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

describe("every setting in one schema", () => {
  it("reads site details, media storage, SMTP and the account settings, with their defaults", () => {
    const plain = parseEnv({ DATA_DIR: dataDir() });
    expect(plain.site).toEqual(defaultSite);
    expect(plain.media).toEqual({ kind: "fs" });
    expect(plain.smtp).toBeNull();
    expect(plain.catalogueOwnerEmail).toBeNull();
    expect(plain.firstAdmin).toEqual({ email: undefined, password: undefined });
    expect(plain.seedImagesPerProduct).toBeUndefined();
    expect(plain.buildDir).toBe(path.resolve("build"));
    const set = parseEnv({
      DATA_DIR: dataDir(),
      SITE_SHORT_NAME: " Shakti Pumps ",
      SITE_PHONE: "  ",
      SITE_WHATSAPP_NUMBER: "+91 98765 43210",
      SITE_FOUNDED_YEAR: "1998",
      MEDIA_STORAGE: "s3",
      S3_BUCKET: "shop-media",
      S3_ACCESS_KEY_ID: "AKID",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_CACHE_DIR: "",
      SMTP_HOST: "mail.example.com",
      SMTP_TO: "sales@example.com",
      CATALOGUE_OWNER_EMAIL: " Owner@Example.com ",
      ADMIN_EMAIL: "boss@example.com",
      ADMIN_PASSWORD: "long enough password",
      SEED_IMAGES_PER_PRODUCT: "2",
      LOG_LEVEL: "DEBUG",
    });
    expect(set.site).toMatchObject({
      shortName: "Shakti Pumps",
      phone: defaultSite.phone,
      whatsappNumber: "919876543210",
      foundedYear: 1998,
    });
    expect(set.media).toMatchObject({ kind: "s3", bucket: "shop-media", forcePathStyle: false });
    expect(set.media).not.toHaveProperty("cacheDir");
    expect(set.smtp).toMatchObject({
      host: "mail.example.com",
      port: 587,
      to: ["sales@example.com"],
    });
    expect(set.catalogueOwnerEmail).toBe("owner@example.com");
    expect(set.firstAdmin).toEqual({ email: "boss@example.com", password: "long enough password" });
    expect(set.seedImagesPerProduct).toBe(2);
    expect(set.logLevel).toBe("debug");
  });

  it("stops the start on a wrong value in any of them, naming it", () => {
    const base = { DATA_DIR: dataDir() };
    expect(() => parseEnv({ ...base, MEDIA_STORAGE: "gcs" })).toThrow(/MEDIA_STORAGE/);
    expect(() => parseEnv({ ...base, MEDIA_STORAGE: "s3" })).toThrow(/MEDIA_STORAGE=s3 needs/);
    expect(() => parseEnv({ ...base, SMTP_PORT: "seven" })).toThrow(/SMTP_PORT/);
    expect(() => parseEnv({ ...base, SITE_FOUNDED_YEAR: "long ago" })).toThrow(/SITE_FOUNDED_YEAR/);
    expect(() => parseEnv({ ...base, SEED_IMAGES_PER_PRODUCT: "9" })).toThrow(
      /SEED_IMAGES_PER_PRODUCT/,
    );
  });

  it("readVariables validates only the variables asked for, without making DATA_DIR", () => {
    const dir = path.join(dataDir(), "not-yet");
    const source = { DATA_DIR: dir, BASE_URL: "/", BACKUP_DIR: "" };
    expect(readVariables(["DATA_DIR", "LOG_LEVEL"], source)).toEqual({
      DATA_DIR: dir,
      LOG_LEVEL: "info",
    });
    expect(existsSync(dir)).toBe(false);
    expect(() => readVariables(["DATA_DIR", "BACKUP_DIR"], source)).toThrow(/BACKUP_DIR/);
  });
});
