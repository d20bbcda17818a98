/**
 * npm run restore -- <archive> [--force]: puts a backup archive back into the
 * shop's DATA_DIR (database, media originals, secret). Refuses while a shop is
 * running on that data unless --force. Exit status: 0 restored, 2 refused
 * (nothing was changed), 1 failed.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { RestoreRefused, restoreBackup, shopFilesFromEnv } from "~/ops/backup.server";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { force: { type: "boolean", default: false } },
});

if (positionals.length !== 1 || !positionals[0]) {
  console.error("Usage: npm run restore -- <archive.tar.gz> [--force]");
  process.exit(2);
}
const archive = path.resolve(positionals[0]);

try {
  const files = shopFilesFromEnv();
  const result = await restoreBackup(archive, files, { force: values.force });
  const rows = Object.values(result.tables).reduce((a, b) => a + b, 0);
  console.log(
    `Restored ${path.basename(archive)} (taken ${result.createdAt}) into ${files.dataDir}: database with ${rows} rows in ${Object.keys(result.tables).length} tables, ${result.mediaFiles} media originals${result.mediaRemoved ? ` (${result.mediaRemoved} added since were removed)` : ""}${result.secret ? ", secret" : ""}.`,
  );
  console.log(
    result.wasRunning
      ? "The running shop already reads the restored database; restart it so it also uses the restored secret and forgets what it cached."
      : "Start the shop with npm start.",
  );
} catch (error) {
  if (error instanceof RestoreRefused || (error as Error).name === "ConfigError") {
    console.error(`restore refused: ${(error as Error).message}`);
    console.error("Nothing was changed.");
    process.exit(2);
  }
  console.error(`restore failed: ${(error as Error).message}`);
  process.exit(1);
}
