import path from "node:path";
import { env } from "~/config/env.server";
import { fileSystemStorage, type MediaStorage } from "./storage.server";

let shared: MediaStorage | undefined;

/** The application's media storage: files under DATA_DIR/media. */
export function appMediaStorage(): MediaStorage {
  shared ??= fileSystemStorage(path.join(env().dataDir, "media"));
  return shared;
}
