import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type DB, migrateToLatest, openDatabase } from "~/db/db.server";
import { fileSystemStorage, type MediaStorage } from "~/media/storage.server";

export interface TempData {
  dir: string;
  db: DB;
  storage: MediaStorage;
  cleanup(): Promise<void>;
}

/** A fresh, migrated SQLite file and media folder in a temporary directory. */
export async function tempData(): Promise<TempData> {
  const dir = mkdtempSync(path.join(tmpdir(), "storefront-test-"));
  const db = openDatabase(path.join(dir, "test.db"));
  await migrateToLatest(db);
  return {
    dir,
    db,
    storage: fileSystemStorage(path.join(dir, "media")),
    async cleanup() {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
