import path from "node:path";
import { sql } from "kysely";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  blobOf,
  exifHasGps,
  filesUnder,
  gifBytes,
  jpegBytes,
  mediaRowCount,
  picture,
  pngBytes,
  pngClaiming,
  SOURCE_HEIGHT,
  SOURCE_WIDTH,
  streamedUpload,
  uploadRequest,
  webpBytes,
} from "~/test/media-fixtures.server";
import { setupTempData } from "~/test/temp-data";
import { derivative, originalKey } from "./images.server";
import { receiveUpload, UPLOAD_PIXELS_MESSAGE } from "./upload.server";
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_DAMAGED_MESSAGE,
  UPLOAD_MALFORMED_MESSAGE,
  UPLOAD_MISSING_MESSAGE,
  UPLOAD_PRESET_MESSAGE,
  UPLOAD_SIZE_MESSAGE,
  UPLOAD_TYPE_MESSAGE,
} from "./upload-rules";
import { type VariantName, variants } from "./variants";

const data = setupTempData();

const upload = (request: Request) => receiveUpload(request, data.db, data.storage);

function publicId(body: Awaited<ReturnType<typeof upload>>["body"]): string {
  if ("error" in body) throw new Error(`Upload refused: ${body.error.message}`);
  return body.public_id;
}

/** What a width-only variant should come out as from a SOURCE_WIDTH × SOURCE_HEIGHT image. */
function expectedSize(name: VariantName): { width: number; height: number } {
  const v: { width: number; height?: number } = variants[name];
  if (v.height) return { width: v.width, height: v.height };
  const width = Math.min(v.width, SOURCE_WIDTH); // never enlarged
  return { width, height: Math.round((SOURCE_HEIGHT * width) / SOURCE_WIDTH) };
}

describe("receiveUpload accepts JPEG, PNG and WebP", () => {
  const cases = [
    ["JPEG", jpegBytes, "image/jpeg", "photo.jpg"],
    ["PNG", pngBytes, "image/png", "photo.png"],
    ["WebP", webpBytes, "image/webp", "photo.webp"],
  ] as const;

  for (const [name, make, type, filename] of cases) {
    it(`stores a ${name} and makes every variant at its exact size`, async () => {
      const result = await upload(uploadRequest(blobOf(await make(), type), "products", filename));

      expect(result.status).toBe(200);
      const id = publicId(result.body);
      expect(id).toMatch(/^[a-z0-9]{16}$/);
      expect(result.body).toEqual({ secure_url: `/media/product/${id}`, public_id: id });
      const row = await data.db
        .selectFrom("media")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirst();
      expect(row).toMatchObject({
        preset: "products",
        mime: "image/jpeg",
        width: 1000,
        height: 750,
      });

      for (const variant of Object.keys(variants) as VariantName[]) {
        const file = await derivative(data.storage, id, variant, "jpeg");
        expect(typeof file, variant).toBe("string");
        const meta = await sharp(file as string).metadata();
        expect({ variant, width: meta.width, height: meta.height }).toEqual({
          variant,
          ...expectedSize(variant),
        });
      }
    });
  }

  it("records the preset and never uses the uploader's file name", async () => {
    const result = await upload(
      uploadRequest(blobOf(await jpegBytes()), "categories", "../../../evil.jpg"),
    );

    const id = publicId(result.body);
    const row = await data.db
      .selectFrom("media")
      .select("preset")
      .where("id", "=", id)
      .executeTakeFirst();
    expect(row?.preset).toBe("categories");
    expect(filesUnder(data.dir).filter((f) => f.includes("evil"))).toEqual([]);
    expect(filesUnder(path.join(data.dir, "media"))).toEqual([originalKey(id)]);
  });

  it("accepts a file of exactly 5 MB", async () => {
    // A real JPEG padded to the limit: bytes after the end-of-image marker are ignored by decoders.
    const jpeg = await jpegBytes();
    const padded = new Uint8Array(MAX_UPLOAD_BYTES);
    padded.set(jpeg);
    const result = await upload(uploadRequest(blobOf(padded), "images"));
    expect(result.status).toBe(200);
  });
});

describe("receiveUpload strips metadata", () => {
  it("removes EXIF GPS from the stored original and from served derivatives", async () => {
    const withGps = await picture()
      .withExif({
        IFD0: { Make: "Test camera" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "23/1 1/1 0/1",
          GPSLongitudeRef: "E",
          GPSLongitude: "72/1 34/1 0/1",
        },
      })
      .jpeg()
      .toBuffer();
    const inputExif = (await sharp(withGps).metadata()).exif;
    expect(inputExif && exifHasGps(inputExif)).toBe(true); // the fixture really carries GPS

    const id = publicId((await upload(uploadRequest(blobOf(withGps), "products"))).body);

    const original = await data.storage.get(originalKey(id));
    expect(original).not.toBeNull();
    const originalMeta = await sharp(original!).metadata();
    expect(originalMeta.exif).toBeUndefined();
    expect(originalMeta.xmp).toBeUndefined();
    for (const format of ["jpeg", "webp", "avif"] as const) {
      const served = await derivative(data.storage, id, "product", format);
      expect((await sharp(served as string).metadata()).exif, format).toBeUndefined();
    }
  });

  it("turns the pixels upright from the EXIF orientation, then drops the tag", async () => {
    // 1000×750 stored sideways with "rotate 90° clockwise to view" (orientation 6).
    const sideways = await picture().withMetadata({ orientation: 6 }).jpeg().toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);

    const id = publicId((await upload(uploadRequest(blobOf(sideways), "images"))).body);

    const meta = await sharp((await data.storage.get(originalKey(id)))!).metadata();
    expect({ width: meta.width, height: meta.height, orientation: meta.orientation }).toEqual({
      width: 750,
      height: 1000,
      orientation: undefined,
    });
  });
});

describe("receiveUpload refuses", () => {
  /** Nothing of a refused upload may remain: no row, no file. */
  async function expectNothingStored() {
    expect(await mediaRowCount(data.db)).toBe(0);
    expect(filesUnder(path.join(data.dir, "media"))).toEqual([]);
  }

  const typeCases: [string, () => Promise<Blob>, string][] = [
    ["a GIF", async () => blobOf(await gifBytes(), "image/gif"), "anim.gif"],
    [
      "an HTML file renamed .jpg",
      async () => blobOf("<!doctype html><html><body><h1>Hi</h1></body></html>"),
      "photo.jpg",
    ],
    [
      "an SVG with a script",
      async () =>
        blobOf(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
          "image/svg+xml",
        ),
      "logo.svg",
    ],
    [
      "a TIFF sharp could read",
      async () => blobOf(await picture(32, 32).tiff().toBuffer(), "image/png"),
      "scan.png",
    ],
  ];
  for (const [name, make, filename] of typeCases) {
    it(`${name} with 415 and the type message`, async () => {
      const result = await upload(uploadRequest(await make(), "products", filename));
      expect(result).toEqual({ status: 415, body: { error: { message: UPLOAD_TYPE_MESSAGE } } });
      await expectNothingStored();
    });
  }

  it("a 6 MB file with 413 before reading the whole body", async () => {
    const sent = streamedUpload({ fileBytes: 6 * 1024 * 1024 });

    const result = await upload(sent.request);

    expect(result).toEqual({ status: 413, body: { error: { message: UPLOAD_SIZE_MESSAGE } } });
    // It stopped within a chunk or two of the limit and let go of the body.
    expect(sent.pulled()).toBeLessThan(MAX_UPLOAD_BYTES + 256 * 1024);
    expect(sent.cancelled()).toBe(true);
    await expectNothingStored();
  });

  it("a file one byte over 5 MB", async () => {
    const result = await upload(
      uploadRequest(blobOf(new Uint8Array(MAX_UPLOAD_BYTES + 1)), "images"),
    );
    expect(result).toEqual({ status: 413, body: { error: { message: UPLOAD_SIZE_MESSAGE } } });
    await expectNothingStored();
  });

  it("a body whose Content-Length is over the limit without reading any of it", async () => {
    const sent = streamedUpload({ fileBytes: 6 * 1024 * 1024, declareLength: true });

    const result = await upload(sent.request);

    expect(result).toEqual({ status: 413, body: { error: { message: UPLOAD_SIZE_MESSAGE } } });
    expect(sent.pulled()).toBe(0);
    await expectNothingStored();
  });

  it("an unknown preset sent before the file, without reading the file", async () => {
    const sent = streamedUpload({
      fileBytes: 4 * 1024 * 1024,
      preset: "videos",
      presetFirst: true,
    });

    const result = await upload(sent.request);

    expect(result).toEqual({ status: 400, body: { error: { message: UPLOAD_PRESET_MESSAGE } } });
    expect(sent.pulled()).toBeLessThan(256 * 1024);
    await expectNothingStored();
  });

  for (const preset of ["videos", "Images", "", null]) {
    it(`the preset ${JSON.stringify(preset)} with 400`, async () => {
      const result = await upload(uploadRequest(blobOf(await jpegBytes()), preset));
      expect(result).toEqual({ status: 400, body: { error: { message: UPLOAD_PRESET_MESSAGE } } });
      await expectNothingStored();
    });
  }

  it("a PNG whose header claims 50000×50000, without decoding it", async () => {
    const bomb = await pngClaiming(50_000, 50_000);
    const meta = await sharp(bomb, { limitInputPixels: false }).metadata();
    expect([meta.width, meta.height]).toEqual([50_000, 50_000]); // the header really says so

    const result = await upload(uploadRequest(blobOf(bomb, "image/png"), "products", "big.png"));

    expect(result).toEqual({ status: 400, body: { error: { message: UPLOAD_PIXELS_MESSAGE } } });
    expect(UPLOAD_PIXELS_MESSAGE).toBe("Image is too large: at most 40 megapixels");
    await expectNothingStored();
  });

  it("a truncated JPEG as damaged", async () => {
    const jpeg = await jpegBytes();
    const result = await upload(
      uploadRequest(blobOf(jpeg.subarray(0, jpeg.length >> 1)), "products"),
    );
    expect(result).toEqual({ status: 400, body: { error: { message: UPLOAD_DAMAGED_MESSAGE } } });
    await expectNothingStored();
  });

  it("a truncated PNG and a file with only JPEG magic as damaged", async () => {
    const png = await pngBytes();
    for (const bytes of [
      png.subarray(0, 2000),
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]),
    ]) {
      const result = await upload(uploadRequest(blobOf(bytes), "products"));
      expect(result).toEqual({ status: 400, body: { error: { message: UPLOAD_DAMAGED_MESSAGE } } });
    }
    await expectNothingStored();
  });

  it("a form without a file, or an empty one", async () => {
    for (const file of [null, blobOf(new Uint8Array(0))]) {
      const result = await upload(uploadRequest(file, "products"));
      expect(result).toEqual({ status: 400, body: { error: { message: UPLOAD_MISSING_MESSAGE } } });
    }
    await expectNothingStored();
  });

  it("a body that is not multipart, or is cut off", async () => {
    const json = new Request("http://localhost/api/media", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ file: "x", upload_preset: "products" }),
    });
    const cut = new Request("http://localhost/api/media", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=abc" },
      body: '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n\xff\xd8',
    });
    for (const request of [json, cut]) {
      expect(await upload(request)).toEqual({
        status: 400,
        body: { error: { message: UPLOAD_MALFORMED_MESSAGE } },
      });
    }
    await expectNothingStored();
  });
});

describe("receiveUpload on a server fault", () => {
  it("throws (for the caller's 500) and leaves no orphaned file", async () => {
    // A database that refuses the row, as a full disk would.
    if (data.dialect === "postgres") {
      await sql`CREATE FUNCTION refuse_media() RETURNS trigger LANGUAGE plpgsql
        AS $$ BEGIN RAISE EXCEPTION 'disk is full'; END $$`.execute(data.db);
      await sql`CREATE TRIGGER refuse_media BEFORE INSERT ON media
        FOR EACH ROW EXECUTE FUNCTION refuse_media()`.execute(data.db);
    } else {
      await sql`CREATE TRIGGER refuse_media BEFORE INSERT ON media BEGIN SELECT RAISE(ABORT, 'disk is full'); END`.execute(
        data.db,
      );
    }

    await expect(upload(uploadRequest(blobOf(await jpegBytes()), "products"))).rejects.toThrow(
      "disk is full",
    );
    expect(filesUnder(path.join(data.dir, "media"))).toEqual([]);
  });
});
