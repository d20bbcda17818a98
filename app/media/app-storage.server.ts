import path from "node:path";
import { env } from "~/config/env.server";
import type { MediaStorageSettings } from "~/config/storage-settings.server";
import { s3Storage } from "./s3-storage.server";
import { fileSystemStorage, type MediaStorage } from "./storage.server";

/** The storage the settings describe; `dataDir` is asked for only by the file-system kind. */
export function mediaStorageFrom(
  settings: MediaStorageSettings,
  dataDir: () => string = () => env().dataDir,
): MediaStorage {
  if (settings.kind === "s3") return s3Storage(settings);
  return fileSystemStorage(path.join(dataDir(), "media"));
}

let shared: MediaStorage | undefined;

/**
 * The application's media storage: files under DATA_DIR/media, or the S3
 * bucket when MEDIA_STORAGE=s3 (storage-settings.server.ts).
 */
export function appMediaStorage(): MediaStorage {
  shared ??= mediaStorageFrom(env().media);
  return shared;
}
