import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { type PostgresServer, startPostgres } from "../../app/test/postgres-server";
import { startS3Server, type TestS3Server } from "../../app/test/s3-server";
import { type AppServer, startAppServer } from "../../app/test/server-launcher";
import { expect, test } from "./fixtures";

/**
 * Two app instances on one PostgreSQL database and one S3 bucket, as behind a
 * load balancer (docs/scaling.md): what a browser sees across them. Skipped,
 * loudly, where PostgreSQL is missing (scripts/test.mjs); required in CI.
 * What a script sees (one seed, page caches, the sign-in limit, images, the
 * hostile walk on PostgreSQL): tests/http/scale-out.test.ts.
 */

const ADMIN = { email: "owner@scale.test", password: "scale-admin-password" };
const SECRET = "scale-out-test-secret-0123456789abcdef";

interface Instance extends AppServer {
  dataDir: string;
}

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

async function signIn(request: APIRequestContext, base: string, who: typeof ADMIN, ip: string) {
  return request.post(`${base}/sign-in`, {
    form: { ...who },
    maxRedirects: 0,
    headers: { "X-Forwarded-For": ip },
  });
}

test.describe("two instances on PostgreSQL and S3 @postgres", () => {
  test.describe.configure({ mode: "serial" });

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    pg = await startPostgres();
    s3 = await startS3Server();
    // Both at once: migrations, the first admin and the seed must happen once.
    [a, b] = await Promise.all([startInstance(pg.url), startInstance(pg.url)]);
  });

  test.afterAll(async () => {
    await Promise.all([stopInstance(a), stopInstance(b)]);
    await s3?.stop();
    await pg?.stop();
  });

  test("a session made on A works on B @browser", async ({ page }) => {
    const res = await signIn(page.request, a.url, ADMIN, "10.20.0.1");
    expect(res.status()).toBe(302);
    await page.goto(`${b.url}/admin`);
    await expect(page.getByRole("heading", { name: "Admin dashboard" })).toBeVisible();
  });

  test("an admin change on A appears live on an admin page open on B @browser", async ({
    page,
  }) => {
    expect((await signIn(page.request, a.url, ADMIN, "10.20.0.2")).status()).toBe(302);
    const title = `Scale Live ${Math.random().toString(36).slice(2, 7)}`;
    const stream = page.waitForResponse((r) => r.url().includes("/api/admin/events"));
    await page.goto(`${b.url}/admin?q=${encodeURIComponent("Scale Live")}`);
    await stream;
    const saved = await page.request.post(`${a.url}/AddProductPage`, {
      form: { intent: "save-product", title, price: "1500", star: "3", review: "2" },
      maxRedirects: 0,
    });
    expect(saved.status()).toBe(302);
    await expect(page.getByRole("link", { name: title, exact: true })).toBeVisible();
  });
});
