import path from "node:path";
import {
  ConfigError,
  parseVariables,
  type Source,
  unsetWhenBlank,
} from "~/config/variables.server";
import { z } from "~/forms/zod";

export interface S3Settings {
  /** Base URL of the S3 API, e.g. `https://s3.eu-west-1.amazonaws.com` or `http://127.0.0.1:9000`. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `<endpoint>/<bucket>/<key>` when true; `<bucket>.<endpoint host>/<key>` when false. */
  forcePathStyle: boolean;
  /**
   * A local folder kept as a read-through copy of what this instance reads or
   * writes, so repeat requests are streamed from disk. Nothing trims it; a key
   * deleted by another instance stays in this copy until the folder is cleared.
   */
  cacheDir?: string;
}

/** Where media bytes live: DATA_DIR/media on local disk, or an S3-compatible bucket. */
export type MediaStorageSettings = { kind: "fs" } | ({ kind: "s3" } & S3Settings);

export type S3MediaSettings = Extract<MediaStorageSettings, { kind: "s3" }>;

/** MEDIA_STORAGE and S3_*, part of the environment's schema (env.server.ts). */
export const mediaVariables = {
  MEDIA_STORAGE: unsetWhenBlank(z.enum(["fs", "s3"]).default("fs")),
  S3_ENDPOINT: unsetWhenBlank(z.url({ protocol: /^https?$/ }).optional()),
  // AWS naming rules; also keeps "/" out of the object URLs.
  S3_BUCKET: unsetWhenBlank(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "not a valid bucket name")
      .optional(),
  ),
  S3_REGION: unsetWhenBlank(z.string().min(1).default("us-east-1")),
  S3_ACCESS_KEY_ID: unsetWhenBlank(z.string().min(1).optional()),
  S3_SECRET_ACCESS_KEY: unsetWhenBlank(z.string().min(1).optional()),
  S3_FORCE_PATH_STYLE: unsetWhenBlank(z.enum(["true", "false"]).optional()),
  S3_CACHE_DIR: unsetWhenBlank(z.string().min(1).optional()),
};

type MediaVariables = z.output<z.ZodObject<typeof mediaVariables>>;

/** These variables alone (tests); the application reads `env().media`. */
export function mediaStorageSettings(source: Source): MediaStorageSettings {
  return mediaSettingsFrom(
    parseVariables(mediaVariables, source, "Invalid media storage settings"),
  );
}

/**
 * The media storage settings: `MEDIA_STORAGE=fs` (the default) or
 * `MEDIA_STORAGE=s3` with `S3_BUCKET`, `S3_ACCESS_KEY_ID`,
 * `S3_SECRET_ACCESS_KEY` and optionally `S3_ENDPOINT` (AWS when absent),
 * `S3_REGION` (us-east-1), `S3_FORCE_PATH_STYLE` (true when an endpoint is
 * given, which is what MinIO and most S3-compatibles need) and `S3_CACHE_DIR`.
 */
export function mediaSettingsFrom(e: MediaVariables): MediaStorageSettings {
  if (e.MEDIA_STORAGE === "fs") return { kind: "fs" };

  const missing = (["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const).filter(
    (name) => !e[name],
  );
  if (!e.S3_BUCKET || !e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(`MEDIA_STORAGE=s3 needs ${missing.join(", ")} to be set.`);
  }
  return {
    kind: "s3",
    endpoint: (e.S3_ENDPOINT ?? `https://s3.${e.S3_REGION}.amazonaws.com`).replace(/\/+$/, ""),
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE
      ? e.S3_FORCE_PATH_STYLE === "true"
      : e.S3_ENDPOINT !== undefined,
    // Absolute, because paths under it feed res.sendFile.
    ...(e.S3_CACHE_DIR ? { cacheDir: path.resolve(e.S3_CACHE_DIR) } : {}),
  };
}
