import path from "node:path";
import { z } from "zod";
import { ConfigError } from "~/config/env.server";
import type { S3Settings } from "./s3-storage.server";

/** Where media bytes live: DATA_DIR/media on local disk, or an S3-compatible bucket. */
export type MediaStorageSettings = { kind: "fs" } | ({ kind: "s3" } & S3Settings);

export type S3MediaSettings = Extract<MediaStorageSettings, { kind: "s3" }>;

const schema = z.object({
  MEDIA_STORAGE: z.enum(["fs", "s3"]).default("fs"),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  // AWS naming rules; also keeps "/" out of the object URLs.
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "not a valid bucket name")
    .optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).optional(),
  S3_CACHE_DIR: z.string().min(1).optional(),
});

type Source = Record<string, string | undefined>;

/**
 * The media storage settings from the environment: `MEDIA_STORAGE=fs` (the
 * default) or `MEDIA_STORAGE=s3` with `S3_BUCKET`, `S3_ACCESS_KEY_ID`,
 * `S3_SECRET_ACCESS_KEY` and optionally `S3_ENDPOINT` (AWS when absent),
 * `S3_REGION` (us-east-1), `S3_FORCE_PATH_STYLE` (true when an endpoint is
 * given, which is what MinIO and most S3-compatibles need) and `S3_CACHE_DIR`.
 */
export function mediaStorageSettings(source: Source = process.env): MediaStorageSettings {
  // An empty variable (`S3_CACHE_DIR=` in a .env file) means "not set".
  const present = Object.fromEntries(
    Object.keys(schema.shape).map((name) => [name, source[name] || undefined]),
  );
  const result = schema.safeParse(present);
  if (!result.success) {
    const issues = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid media storage settings:\n${issues.join("\n")}`);
  }
  const e = result.data;
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
