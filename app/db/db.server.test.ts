import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { tempPostgresDatabase, testPostgresUrl } from "~/test/temp-data";
import {
  migrateDownAll,
  migrateToLatest,
  openDatabase,
  openPostgres,
  withSetupLock,
} from "./db.server";
import { migrationNames } from "./migrations";

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function freshFile() {
  const dir = mkdtempSync(path.join(tmpdir(), "storefront-migrate-"));
  dirs.push(dir);
  return path.join(dir, "fresh.db");
}

async function tables(db: ReturnType<typeof openDatabase>) {
  const { rows } = await sql<{ name: string }>`
    SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'kysely_%'
    ORDER BY name`.execute(db);
  return rows.map((r) => r.name);
}

describe("migrations", () => {
  it("apply every migration to a fresh file, then revert them all", async () => {
    const db = openDatabase(freshFile());
    try {
      const applied = await migrateToLatest(db);
      expect(applied).toEqual(migrationNames);
      expect(await tables(db)).toEqual(
        expect.arrayContaining([
          "category",
          "enquiry",
          "image_set",
          "media",
          "order_item",
          "orders",
          "product",
          "product_category",
          "product_image",
          "subcategory",
        ]),
      );
      expect(await migrateToLatest(db)).toEqual([]);
      const reverted = await migrateDownAll(db);
      expect(reverted).toEqual([...migrationNames].reverse());
      expect(await tables(db)).toEqual([]);
      expect(await migrateToLatest(db)).toEqual(migrationNames);
    } finally {
      await db.destroy();
    }
  });

  it("open connections with WAL, foreign keys and synchronous=FULL", async () => {
    const db = openDatabase(freshFile());
    try {
      const mode = await sql<{ journal_mode: string }>`PRAGMA journal_mode`.execute(db);
      const fk = await sql<{ foreign_keys: number }>`PRAGMA foreign_keys`.execute(db);
      const sync = await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(db);
      expect(mode.rows[0]?.journal_mode).toBe("wal");
      expect(fk.rows[0]?.foreign_keys).toBe(1);
      expect(sync.rows[0]?.synchronous).toBe(2);
    } finally {
      await db.destroy();
    }
  });
});

describe.skipIf(!testPostgresUrl())("start-up on PostgreSQL", () => {
  it("several instances starting at once migrate once, one after another", async () => {
    const pg = await tempPostgresDatabase({ migrated: false });
    const handles = [pg.db, openPostgres(pg.url, 3), openPostgres(pg.url, 3)];
    const spans: [number, number][] = [];
    try {
      const applied = await Promise.all(
        handles.map((db) =>
          withSetupLock(db, async () => {
            const start = performance.now();
            const names = await migrateToLatest(db);
            spans.push([start, performance.now()]);
            return names;
          }),
        ),
      );
      // One instance applied every migration; the others found nothing to do.
      expect(applied.map((names) => names.length).sort()).toEqual([0, 0, migrationNames.length]);
      // The lock let one in at a time: no two spans overlap.
      spans.sort((a, b) => a[0] - b[0]);
      for (let i = 1; i < spans.length; i++) {
        expect(spans[i]?.[0]).toBeGreaterThanOrEqual(spans[i - 1]?.[1] ?? 0);
      }
    } finally {
      for (const db of handles.slice(1)) await db.destroy();
      await pg.drop();
    }
  });

  it("reads 64-bit integers and counts as numbers", async () => {
    const pg = await tempPostgresDatabase();
    try {
      const { rows } = await sql<{ n: unknown; big: unknown }>`
        SELECT count(*) AS n, 9007199254740991::bigint AS big`.execute(pg.db);
      expect(rows[0]).toEqual({ n: 1, big: 9_007_199_254_740_991 });
    } finally {
      await pg.drop();
    }
  });
});
