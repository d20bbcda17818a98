/**
 * npm run media:copy [-- --from DIR] [--with-cache]
 *
 * Copies local media (DATA_DIR/media unless --from is given) into the bucket
 * configured by MEDIA_STORAGE=s3 and the S3_* variables: originals always,
 * derivatives under cache/ with --with-cache. Keys already in the bucket with
 * the same size are skipped, so it can be run again after an interruption.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { copyMediaFolder, formatCopySummary } from "~/media/media-copy.server";
import { s3Storage } from "~/media/s3-storage.server";
import { mediaStorageSettings } from "~/media/storage-settings.server";

const { values } = parseArgs({
  options: {
    from: { type: "string" },
    "with-cache": { type: "boolean", default: false },
  },
});

let settings: ReturnType<typeof mediaStorageSettings>;
try {
  settings = mediaStorageSettings();
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
if (settings.kind !== "s3") {
  console.error("media:copy copies into S3: set MEDIA_STORAGE=s3 and the S3_* variables.");
  process.exit(2);
}

let from: string;
if (values.from) {
  from = path.resolve(values.from);
} else {
  // Imported only here: env() also prepares DATA_DIR, which --from does not need.
  const { env } = await import("~/config/env.server");
  from = path.join(env().dataDir, "media");
}

// Straight to the bucket: filling this machine's S3_CACHE_DIR would only use disk.
const target = s3Storage({ ...settings, cacheDir: undefined });
const summary = await copyMediaFolder(from, target, { withCache: values["with-cache"] }).catch(
  (error: Error) => {
    console.error(error.message); // e.g. "No media folder at …"
    process.exit(2);
  },
);
for (const { key, error } of summary.failed) console.error(`  ${key}: ${error.message}`);
console.log(formatCopySummary(summary, `${target.location} from ${from}`));
process.exitCode = summary.failed.length > 0 ? 1 : 0;
