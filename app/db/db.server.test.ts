import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { migrateDownAll, migrateToLatest, openDatabase } from "./db.server";
import { migrations } from "./migrations";

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
      expect(applied).toEqual(Object.keys(migrations));
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
      expect(reverted).toEqual(Object.keys(migrations).reverse());
      expect(await tables(db)).toEqual([]);
      expect(await migrateToLatest(db)).toEqual(Object.keys(migrations));
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
