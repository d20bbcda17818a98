import sharp from "sharp";
import { describe, expect } from "vitest";
import type { HttpClient } from "../../app/test/http-client";
import { newUser, shopTest, type TestShop } from "../../app/test/test-shop";

const test = shopTest();

/**
 * How many stored images have this exact size. A refused upload is checked by its
 * own (random) size rather than by the total number of stored images.
 */
async function storedWithSize(shop: TestShop, { width, height }: Size): Promise<number> {
  const { n } = await shop.row<{ n: number | string }>(
    "SELECT count(*) AS n FROM media WHERE width = ? AND height = ?",
    width,
    height,
  );
  return Number(n);
}

interface Size {
  width: number;
  height: number;
}

/** A size no other test is likely to use. */
function oddSize(): Size {
  return {
    width: 1001 + Math.floor(Math.random() * 900),
    height: 701 + Math.floor(Math.random() * 600),
  };
}

async function jpeg(width = 1200, height = 900) {
  return sharp({ create: { width, height, channels: 3, background: "#2550eb" } })
    .jpeg()
    .toBuffer();
}

function upload(
  request: HttpClient,
  file: Buffer,
  name: string,
  mimeType: string,
  headers: Record<string, string> = {},
) {
  return request.post("/api/media", {
    multipart: { upload_preset: "products", file: { name, mimeType, buffer: file } },
    headers,
  });
}

describe("POST /api/media", () => {
  test("a signed-out visitor gets 401 and nothing is stored", async ({ shop, request }) => {
    const size = oddSize();
    const res = await upload(
      request,
      await jpeg(size.width, size.height),
      "pump.jpg",
      "image/jpeg",
    );
    expect(res.status()).toBe(401);
    expect(await res.json()).toEqual({ error: { message: "Please sign in" } });
    expect(await storedWithSize(shop, size)).toBe(0);
  });

  test("a role user gets 403 and nothing is stored", async ({ shop, request }) => {
    await newUser(shop, request, "uploader");
    const size = oddSize();
    const res = await upload(
      request,
      await jpeg(size.width, size.height),
      "pump.jpg",
      "image/jpeg",
    );
    expect(res.status()).toBe(403);
    expect(await storedWithSize(shop, size)).toBe(0);
  });

  test("an admin uploads a JPEG and it is delivered in the format the browser accepts", async ({
    shop,
    request,
  }) => {
    await shop.signInAsOwner(request);
    const res = await upload(request, await jpeg(), "My Pump (1).jpg", "image/jpeg");
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { secure_url: string; public_id: string };
    expect(body.public_id).toMatch(/^[a-z0-9]{16}$/);
    expect(body.secure_url).toBe(`/media/product/${body.public_id}`);

    for (const [accept, type] of [
      ["image/avif,image/webp,*/*", "image/avif"],
      ["image/webp,*/*", "image/webp"],
      ["*/*", "image/jpeg"],
    ] as const) {
      const img = await request.get(`/media/card/${body.public_id}`, {
        headers: { Accept: accept },
      });
      expect(img.status()).toBe(200);
      expect(img.headers()["content-type"]).toBe(type);
      expect(img.headers()["cache-control"]).toContain("immutable");
      const meta = await sharp(await img.body()).metadata();
      expect([meta.width, meta.height]).toEqual([400, 400]);
    }
  });

  test("wrong types are refused by content with the spec's message", async ({ shop, request }) => {
    await shop.signInAsOwner(request);
    const size = oddSize();
    const gif = await sharp({ create: { ...size, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    const res = await upload(request, gif, "pump.gif", "image/gif");
    expect(res.status()).toBe(415);
    expect(await res.json()).toEqual({
      error: { message: "Please upload only JPEG, PNG, or WebP images." },
    });
    const html = Buffer.from("<html><script>alert(1)</script></html>");
    expect((await upload(request, html, "pump.jpg", "image/jpeg")).status()).toBe(415);
    expect(await storedWithSize(shop, size)).toBe(0);
  });

  test("a cross-site post is refused even for an admin", async ({ shop, request }) => {
    await shop.signInAsOwner(request);
    const size = oddSize();
    const res = await upload(
      request,
      await jpeg(size.width, size.height),
      "pump.jpg",
      "image/jpeg",
      {
        Origin: "https://evil.example",
      },
    );
    expect(res.status()).toBe(403);
    expect(await storedWithSize(shop, size)).toBe(0);
  });
});

test("media URLs cannot escape the media folder", async ({ request }) => {
  for (const path of [
    "/media/card/..%2f..%2fstorefront.db",
    "/media/card/%2e%2e",
    "/media/card/..%5csecret",
    "/media/card/abc%00",
    "/media/..%2fsecret/abcdefghijklmnop",
  ]) {
    const res = await request.get(path);
    expect([400, 404]).toContain(res.status());
  }
  expect((await request.get("/media/huge/abcdefghijklmnop")).status()).toBe(400);
  expect((await request.get("/media/card/abcdefghijklmnop")).status()).toBe(404);
});
