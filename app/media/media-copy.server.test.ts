import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jpegBytes, pngBytes } from "~/test/media-fixtures.server";
import { startS3Server, type TestS3Server } from "~/test/s3-server";
import { newMediaId, originalKey } from "./images.server";
import { copyMediaFolder, formatCopySummary } from "./media-copy.server";
import { s3Storage } from "./s3-storage.server";
import { fileSystemStorage } from "./storage.server";

let s3: TestS3Server;
let dir: string;

beforeAll(async () => {
  s3 = await startS3Server();
  dir = mkdtempSync(path.join(tmpdir(), "storefront-copy-"));
});

afterAll(async () => {
  await s3?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** A media folder as the file-system driver leaves it: two originals, one derivative, one stray temp file. */
async function mediaFolder() {
  const root = mkdtempSync(path.join(dir, "media-"));
  const local = fileSystemStorage(root);
  const ids = [newMediaId(), newMediaId()];
  const originals = [await jpegBytes(), await pngBytes()];
  await local.put(originalKey(ids[0]!), originals[0]!);
  await local.put(originalKey(ids[1]!), originals[1]!);
  const derivativeKey = `cache/card/${ids[0]}.webp`;
  await local.put(derivativeKey, Buffer.from("a derivative"));
  writeFileSync(path.join(root, "originals", `${ids[0]}.jpg.123.abc.tmp`), "half a file");
  return { root, ids, originals, derivativeKey };
}

describe("copyMediaFolder", () => {
  it("copies the originals into the bucket, then skips them on a second run", async () => {
    const { root, ids, originals, derivativeKey } = await mediaFolder();
    const bucket = s3Storage(s3.settings);

    const first = await copyMediaFolder(root, bucket);
    expect(first).toMatchObject({ copied: 2, skipped: 0, failed: [], derivativesLeft: 1 });
    expect(first.ignored).toEqual([`originals/${ids[0]}.jpg.123.abc.tmp`]);
    // Read back through a separate instance, as another app server would.
    const reader = s3Storage(s3.settings);
    expect((await reader.get(originalKey(ids[0]!)))?.equals(originals[0]!)).toBe(true);
    expect((await reader.get(originalKey(ids[1]!)))?.equals(originals[1]!)).toBe(true);
    expect(await reader.exists(derivativeKey)).toBe(false);

    const second = await copyMediaFolder(root, bucket);
    expect(second).toMatchObject({ copied: 0, skipped: 2, failed: [] });
    expect(formatCopySummary(second, "s3://media")).toBe(
      "Media copy to s3://media: copied 0, skipped 2, failed 0, ignored 1 (not media files), 1 derivatives left out (--with-cache copies them)",
    );
  });

  it("copies derivatives too with withCache", async () => {
    const { root, derivativeKey } = await mediaFolder();
    const summary = await copyMediaFolder(root, s3Storage(s3.settings), { withCache: true });
    expect(summary).toMatchObject({ copied: 3, skipped: 0, derivativesLeft: 0 });
    expect((await s3Storage(s3.settings).get(derivativeKey))?.toString()).toBe("a derivative");
  });

  it("copies again a key stored with another size", async () => {
    const { root, ids, originals } = await mediaFolder();
    const bucket = s3Storage(s3.settings);
    await bucket.put(originalKey(ids[0]!), Buffer.from("an older, shorter file"));

    const summary = await copyMediaFolder(root, bucket);
    expect(summary).toMatchObject({ copied: 2, skipped: 0 });
    expect((await bucket.get(originalKey(ids[0]!)))?.equals(originals[0]!)).toBe(true);
  });

  it("counts each failure with its reason and goes on", async () => {
    const { root } = await mediaFolder();
    const refused = s3Storage({ ...s3.settings, secretAccessKey: "wrong" });
    const summary = await copyMediaFolder(root, refused);
    expect(summary).toMatchObject({ copied: 0, skipped: 0 });
    expect(summary.failed).toHaveLength(2);
    // HEAD answers carry no body, so no S3 error code: the status says enough.
    expect(summary.failed[0]?.error.message).toMatch(
      /^S3 HEAD originals\/\w+\.jpg failed with 403 Forbidden/,
    );
  });

  it("says so when the folder does not exist", async () => {
    await expect(
      copyMediaFolder(path.join(dir, "nowhere"), s3Storage(s3.settings)),
    ).rejects.toThrow(`No media folder at ${path.join(dir, "nowhere")}`);
  });
});
