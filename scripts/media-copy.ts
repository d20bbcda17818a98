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
import { MEDIA_VARIABLES, readVariables } from "~/config/env.server";
import { type MediaStorageSettings, mediaSettingsFrom } from "~/config/storage-settings.server";
import { copyMediaFolder, formatCopySummary } from "~/media/media-copy.server";
import { s3Storage } from "~/media/s3-storage.server";

const { values } = parseArgs({
  options: {
    from: { type: "string" },
    "with-cache": { type: "boolean", default: false },
  },
});

// readVariables, not env(): that would also make DATA_DIR, which --from does not need.
let dataDir: string;
let settings: MediaStorageSettings;
try {
  const variables = readVariables(["DATA_DIR", ...MEDIA_VARIABLES]);
  dataDir = variables.DATA_DIR;
  settings = mediaSettingsFrom(variables);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
if (settings.kind !== "s3") {
  console.error("media:copy copies into S3: set MEDIA_STORAGE=s3 and the S3_* variables.");
  process.exit(2);
}

const from = path.resolve(values.from ?? path.join(dataDir, "media"));

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
