import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { HttpClient } from "../../app/test/http-client";
import { type PostgresServer, postgresBinDir, startPostgres } from "../../app/test/postgres-server";
import { startS3Server, type TestS3Server } from "../../app/test/s3-server";
import { type AppServer, startAppServer } from "../../app/test/server-launcher";
import { testEmail } from "../../app/test/test-sessions.server";

/**
 * Two app instances on one PostgreSQL database and one S3 bucket, as behind a
 * load balancer (docs/scaling.md). Both start at the same moment, so the
 * start-up lock is exercised too: migrations, the first admin and the demo seed
 * happen once. Skipped, loudly, where PostgreSQL is missing; required in CI.
 * (A session and a live admin page across the two: tests/e2e/scale-out.spec.ts.)
 */

const ADMIN = { email: "owner@scale.test", password: "scale-admin-password" };
const SECRET = "scale-out-test-secret-0123456789abcdef";

interface Instance extends AppServer {
  dataDir: string;
}

// This file starts a PostgreSQL server and an S3 stand-in of its own, and its instances seed
// their shop into that PostgreSQL, in the SQLite pass: the PostgreSQL pass would only run it again.
const skipped = process.env.TEST_DATABASE === "postgres";
const hasPostgres = postgresBinDir() !== null;
if (!skipped && !hasPostgres) {
  if (process.env.CI)
    throw new Error("CI requires the scale-out tests, but PostgreSQL is missing.");
  const bar = "!".repeat(78);
  console.warn(`\n${bar}\n!! NO POSTGRESQL: THE SCALE-OUT TESTS ARE SKIPPED.\n${bar}\n`);
}

describe.skipIf(skipped || !hasPostgres)("two instances on PostgreSQL and S3", () => {
  let pg: PostgresServer;
  let s3: TestS3Server;
  let a: Instance;
  let b: Instance;

  async function startInstance(databaseUrl: string): Promise<Instance> {
    const dataDir = mkdtempSync(path.join(tmpdir(), "storefront-scale-"));
    const { settings } = s3;
    const server = await startAppServer(
      {
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        SESSION_SECRET: SECRET,
        MEDIA_STORAGE: "s3",
        S3_ENDPOINT: settings.endpoint,
        S3_BUCKET: settings.bucket,
        S3_REGION: settings.region,
        S3_ACCESS_KEY_ID: settings.accessKeyId,
        S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
        S3_FORCE_PATH_STYLE: "true",
        SEED_IMAGES_PER_PRODUCT: "1",
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        TRUST_PROXY: "loopback",
      },
      { timeoutMs: 170_000 },
    );
    return { ...server, dataDir };
  }

  async function stopInstance(instance: Instance | undefined) {
    if (!instance) return;
    await instance.stop();
    rmSync(instance.dataDir, { recursive: true, force: true });
  }

  async function signIn(request: HttpClient, base: string, who: typeof ADMIN, ip: string) {
    return request.post(`${base}/sign-in`, {
      form: { ...who },
      maxRedirects: 0,
      headers: { "X-Forwarded-For": ip },
    });
  }

  beforeAll(async () => {
    pg = await startPostgres();
    s3 = await startS3Server();
    // Both at once: migrations, the first admin and the seed must happen once.
    [a, b] = await Promise.all([startInstance(pg.url), startInstance(pg.url)]);
  }, 240_000);

  afterAll(async () => {
    await Promise.all([stopInstance(a), stopInstance(b)]);
    await s3?.stop();
    await pg?.stop();
  });

  test("both serve the same seeded catalogue, seeded once", async () => {
    const request = new HttpClient(a.url);
    const [shopA, shopB] = await Promise.all([
      request.get(`${a.url}/shop`),
      request.get(`${b.url}/shop`),
    ]);
    expect(shopA.status()).toBe(200);
    const titles = (html: string) =>
      [...html.matchAll(/href="\/productinfo\/([^"?]+)"/g)].map((m) => m[1]);
    const fromA = titles(await shopA.text());
    expect(fromA.length).toBeGreaterThan(0);
    expect(titles(await shopB.text())).toEqual(fromA);
    const health = await request.get(`${b.url}/healthz`);
    expect(await health.json()).toEqual({ ok: true });
  });

  test("a change saved on A empties both instances' page caches", async () => {
    const request = new HttpClient(a.url);
    // Cookies ignore ports: the visitor needs a client of its own, without the admin's session.
    const visitor = new HttpClient(a.url);
    const shop = async (base: string) => (await visitor.get(`${base}/shop`)).text();
    for (const base of [a.url, b.url, b.url]) await shop(base); // B's second answer is cached
    expect((await signIn(request, a.url, ADMIN, "10.20.0.4")).status()).toBe(302);
    const title = `Scale Cached ${Math.random().toString(36).slice(2, 7)}`;
    const saved = await request.post(`${a.url}/AddProductPage`, {
      form: { intent: "save-product", title, price: "2500", star: "4", review: "1" },
      maxRedirects: 0,
    });
    expect(saved.status()).toBe(302);
    // A dropped its pages as it saved; B when the NOTIFY arrives, milliseconds later.
    expect(await shop(a.url)).toContain(title);
    await expect.poll(() => shop(b.url), { timeout: 5_000 }).toContain(title);
    await visitor.dispose();
  });

  test("the sign-in limit counts attempts made on both instances", async () => {
    const request = new HttpClient(a.url);
    const email = testEmail("scale");
    const signedUp = await request.post(`${a.url}/sign-up`, {
      form: { name: "Scale", email, password: "scale-password" },
      maxRedirects: 0,
      headers: { "X-Forwarded-For": "10.21.0.1" },
    });
    expect(signedUp.status()).toBe(302);
    const wrong = { email, password: "not-the-password" };
    // Five attempts, alternating instances and addresses: each one only fails.
    for (let i = 0; i < 5; i++) {
      const res = await signIn(request, i % 2 ? b.url : a.url, wrong, `10.22.0.${i + 1}`);
      expect(res.status()).toBe(401);
    }
    // The sixth, even with the right password and a new address, is refused.
    const sixth = await signIn(request, b.url, { email, password: "scale-password" }, "10.22.0.9");
    expect(sixth.status()).toBe(429);
    expect(Number(sixth.headers()["retry-after"])).toBeGreaterThan(0);
  });

  test("an image uploaded through A is served by B", async () => {
    const request = new HttpClient(a.url);
    expect((await signIn(request, a.url, ADMIN, "10.20.0.3")).status()).toBe(302);
    const jpeg = await sharp({
      create: { width: 900, height: 700, channels: 3, background: "#1d6b3a" },
    })
      .jpeg()
      .toBuffer();
    const uploaded = await request.post(`${a.url}/api/media`, {
      multipart: {
        upload_preset: "products",
        file: { name: "pump.jpg", mimeType: "image/jpeg", buffer: jpeg },
      },
    });
    expect(uploaded.status()).toBe(200);
    const { public_id } = (await uploaded.json()) as { public_id: string };
    const served = await request.get(`${b.url}/media/card/${public_id}`, {
      headers: { Accept: "image/webp" },
    });
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/webp");
    expect(served.headers()["cache-control"]).toContain("immutable");
    const meta = await sharp(await served.body()).metadata();
    expect([meta.width, meta.height]).toEqual([400, 400]);
    // The derivative B made is in the bucket: A serves it without making its own.
    const again = await request.get(`${a.url}/media/card/${public_id}`, {
      headers: { Accept: "image/webp" },
    });
    expect(Buffer.compare(await again.body(), await served.body())).toBe(0);
  });
});
