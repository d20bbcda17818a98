/**
 * npm run backup [-- --out DIR]: writes a consistent archive of a SQLite shop
 * (database snapshot, media originals, secret, manifest) while it serves.
 * The archive goes to --out, else BACKUP_DIR, else ./backups.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { readVariables } from "~/config/env.server";
import { createBackup, shopFilesFromEnv } from "~/ops/backup.server";

const { values } = parseArgs({ options: { out: { type: "string" } } });

/** Relative to the working directory when inside it, else absolute. */
const shown = (file: string) => {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith("..") ? file : relative;
};

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

try {
  const files = shopFilesFromEnv();
  const out = path.resolve(values.out ?? readVariables(["BACKUP_DIR"]).BACKUP_DIR);
  const result = await createBackup(files, out);
  const rows = Object.values(result.tables).reduce((a, b) => a + b, 0);
  const parts = [
    `database: ${rows} rows in ${Object.keys(result.tables).length} tables`,
    result.media ? `${result.mediaFiles} media originals` : "no media (S3)",
    result.secret ? "secret" : "no secret file",
  ];
  console.log(
    `Backup written: ${shown(result.file)} (${mb(result.bytes)}; ${parts.join(", ")}) in ${(result.ms / 1000).toFixed(1)} s`,
  );
  if (!result.media) {
    console.log("Images are in the S3 bucket, not in this archive: back up its originals/ too.");
  }
  if (!result.secret) {
    console.log(
      "There is no DATA_DIR/secret (SESSION_SECRET is set): keep that secret with your backups.",
    );
  }
} catch (error) {
  console.error(`backup failed: ${(error as Error).message}`);
  process.exit(1);
}
