import path from "node:path";
import { describe, expect, it } from "vitest";
import { mediaStorageFrom } from "~/media/app-storage.server";
import { mediaStorageSettings } from "./storage-settings.server";

const credentials = {
  MEDIA_STORAGE: "s3",
  S3_BUCKET: "shop-media",
  S3_ACCESS_KEY_ID: "AKIDEXAMPLE",
  S3_SECRET_ACCESS_KEY: "secret",
};

describe("mediaStorageSettings", () => {
  it("uses the file system when MEDIA_STORAGE is unset, empty or fs", () => {
    expect(mediaStorageSettings({})).toEqual({ kind: "fs" });
    expect(mediaStorageSettings({ MEDIA_STORAGE: "" })).toEqual({ kind: "fs" });
    // S3 variables alone do not switch storage.
    expect(mediaStorageSettings({ ...credentials, MEDIA_STORAGE: "fs" })).toEqual({ kind: "fs" });
  });

  it("reads an S3-compatible endpoint with path-style URLs by default", () => {
    expect(mediaStorageSettings({ ...credentials, S3_ENDPOINT: "http://127.0.0.1:9000/" })).toEqual(
      {
        kind: "s3",
        endpoint: "http://127.0.0.1:9000",
        bucket: "shop-media",
        region: "us-east-1",
        accessKeyId: "AKIDEXAMPLE",
        secretAccessKey: "secret",
        forcePathStyle: true,
      },
    );
  });

  it("defaults to AWS with virtual-host URLs when no endpoint is given", () => {
    expect(mediaStorageSettings({ ...credentials, S3_REGION: "eu-west-3" })).toMatchObject({
      endpoint: "https://s3.eu-west-3.amazonaws.com",
      region: "eu-west-3",
      forcePathStyle: false,
    });
  });

  it("honours S3_FORCE_PATH_STYLE and resolves S3_CACHE_DIR", () => {
    const settings = mediaStorageSettings({
      ...credentials,
      S3_ENDPOINT: "https://storage.example.com",
      S3_FORCE_PATH_STYLE: "false",
      S3_CACHE_DIR: "tmp/media-cache",
    });
    expect(settings).toMatchObject({
      forcePathStyle: false,
      cacheDir: path.resolve("tmp/media-cache"),
    });
    expect(mediaStorageSettings({ ...credentials, S3_FORCE_PATH_STYLE: "true" })).toMatchObject({
      forcePathStyle: true,
    });
  });

  it("names every missing variable in one error", () => {
    expect(() => mediaStorageSettings({ MEDIA_STORAGE: "s3", S3_BUCKET: "shop-media" })).toThrow(
      "MEDIA_STORAGE=s3 needs S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY to be set.",
    );
    expect(() => mediaStorageSettings({ MEDIA_STORAGE: "s3", S3_ACCESS_KEY_ID: "" })).toThrow(
      "MEDIA_STORAGE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY to be set.",
    );
  });

  it("refuses values it cannot use", () => {
    expect(() => mediaStorageSettings({ MEDIA_STORAGE: "gcs" })).toThrow(/MEDIA_STORAGE/);
    expect(() => mediaStorageSettings({ ...credentials, S3_ENDPOINT: "minio:9000" })).toThrow(
      /S3_ENDPOINT/,
    );
    expect(() => mediaStorageSettings({ ...credentials, S3_BUCKET: "../media" })).toThrow(
      /S3_BUCKET: not a valid bucket name/,
    );
    expect(() => mediaStorageSettings({ ...credentials, S3_FORCE_PATH_STYLE: "yes" })).toThrow(
      /S3_FORCE_PATH_STYLE/,
    );
  });
});

describe("mediaStorageFrom", () => {
  it("asks for DATA_DIR only for file-system storage", () => {
    const noDataDir = () => {
      throw new Error("DATA_DIR was read");
    };
    const s3 = mediaStorageFrom(
      mediaStorageSettings({ ...credentials, S3_ENDPOINT: "http://127.0.0.1:9" }),
      noDataDir,
    );
    expect(s3).toHaveProperty("location", "s3://shop-media at http://127.0.0.1:9");
    expect(() => mediaStorageFrom({ kind: "fs" }, noDataDir)).toThrow("DATA_DIR was read");
  });
});
