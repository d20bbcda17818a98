import { type PostgresServer, startPostgres } from "../../app/test/postgres-server";
import { expect, test } from "./fixtures";
import {
  type OwnServer,
  removeDataDir,
  runScript,
  seededDataDir,
  startOwnServer,
} from "./own-server";

/**
 * The database goes away under a running shop (PostgreSQL stopped at once):
 * after a client-side navigation, the error page shows the reference of the
 * data request that failed. The shop's data is the shared server's, copied into
 * PostgreSQL with npm run db:copy. Skipped, loudly, where PostgreSQL is missing
 * (scripts/test.mjs); required in CI. What a script sees of the same outage
 * (/healthz's 503, the 500 page's reference in the log): tests/http/ops-outage.test.ts.
 */

const SECRET = "outage-test-secret-0123456789abcdef0123";

let pg: PostgresServer | undefined;
let dataDir: string | undefined;
let server: OwnServer | undefined;

test.describe("the database goes away @postgres", () => {
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    dataDir = seededDataDir();
    pg = await startPostgres();
    const copy = await runScript(
      "scripts/db-copy.ts",
      ["--to", pg.url, "--from", `${dataDir}/storefront.db`],
      {},
    );
    expect(copy.code, copy.stderr).toBe(0);
    server = await startOwnServer(dataDir, { DATABASE_URL: pg.url, SESSION_SECRET: SECRET });
  });

  test.afterAll(async () => {
    await server?.stop();
    await pg?.stop();
    removeDataDir(dataDir);
  });

  // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature
  test.afterEach(async ({}, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus && server) {
      console.log(`Output of the outage test's server:\n${server.output()}`);
    }
  });

  test("after a failed client-side navigation the error page shows that request's reference @browser", async ({
    page,
  }) => {
    if (!server || !pg) throw new Error("no server");
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    await page.goto(`${server.url}/shop`);
    const card = page.locator('main a[href^="/productinfo/"]').first();
    await expect(card).toBeVisible();
    // Hydrated: the next page comes through a data request.
    await page.waitForFunction(() => "__reactRouterRouteModules" in window);
    const failed: string[] = [];
    page.on("response", (r) => {
      if (r.url().includes(".data") && r.status() === 500)
        failed.push(r.headers()["x-request-id"] ?? "");
    });
    await pg.stop();
    await card.click();
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
    const shown = page.locator("[data-request-reference]");
    await expect(shown).toBeVisible();
    const reference = await shown.getAttribute("data-request-reference");
    expect(reference).toMatch(/^[2-9a-z]{10}$/);
    await expect(shown).toContainText(`quote reference ${reference}`);
    // It is the id of a data request that failed (the one the page was waiting for).
    expect(failed).toContain(reference);
  });
});
