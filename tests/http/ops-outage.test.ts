import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { type OwnServer, runScript, startOwnServer } from "../../app/test/own-server";
import { type PostgresServer, postgresBinDir, startPostgres } from "../../app/test/postgres-server";
import { seededShopCopy } from "../../app/test/test-shop";

/**
 * The database goes away under a running shop (PostgreSQL stopped at once):
 * /healthz says so with a 503, and a page that needs the database answers 500
 * with an error page whose reference is the request id in the server's log.
 * The shop's data is the run's seeded demo shop copied into a PostgreSQL server
 * of this file's own with npm run db:copy. Skipped, loudly, where PostgreSQL is
 * missing; required in CI. (After a client-side navigation, the same reference
 * on the error page: tests/e2e/ops-outage.spec.ts.)
 */

const SECRET = "outage-test-secret-0123456789abcdef0123";

// This file starts a PostgreSQL server of its own and copies the SQLite demo shop into it, in the
// SQLite pass: the PostgreSQL pass would only run it again.
const skipped = process.env.TEST_DATABASE === "postgres";
const hasPostgres = postgresBinDir() !== null;
if (!skipped && !hasPostgres) {
  if (process.env.CI) throw new Error("CI requires the outage tests, but PostgreSQL is missing.");
  const bar = "!".repeat(78);
  console.warn(`\n${bar}\n!! NO POSTGRESQL: THE OUTAGE TESTS ARE SKIPPED.\n${bar}\n`);
}

describe.skipIf(skipped || !hasPostgres)("the database goes away", () => {
  let pg: PostgresServer | undefined;
  let shop: Awaited<ReturnType<typeof seededShopCopy>> | undefined;
  let server: OwnServer | undefined;

  beforeAll(async () => {
    shop = await seededShopCopy();
    pg = await startPostgres();
    const copy = await runScript(
      "scripts/db-copy.ts",
      ["--to", pg.url, "--from", `${shop.dataDir}/storefront.db`],
      {},
    );
    expect(copy.code, copy.stderr).toBe(0);
    server = await startOwnServer(shop.dataDir, {
      ...shop.env,
      DATABASE_URL: pg.url,
      SESSION_SECRET: SECRET,
    });
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
    await pg?.stop();
    shop?.cleanup();
  });

  beforeEach(({ onTestFailed }) => {
    onTestFailed(() => {
      if (server) console.log(`Output of the outage test's server:\n${server.output()}`);
    });
  });

  test("/healthz answers 503 while the database is away", async () => {
    if (!server || !pg) throw new Error("no server");
    await pg.stop(); // stopped at once (pg_ctl -m immediate); the next test finds it stopped
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ ok: false, error: "database unavailable" });
  }, 60_000);

  test("a page that needs the database shows a reference that finds its log line", async () => {
    if (!server) throw new Error("no server");
    await pg?.stop();
    const res = await fetch(`${server.url}/productinfo/outage-${Date.now().toString(36)}`);
    expect(res.status).toBe(500);
    const id = res.headers.get("x-request-id");
    expect(id).toMatch(/^[2-9a-z]{10}$/);
    const html = await res.text();
    expect(html).toContain("Something went wrong");
    expect(html).toMatch(new RegExp(`quote reference\\s*(<!-- -->)?\\s*<code[^>]*>${id}</code>`));
    // Log lines are written as the response finishes, a moment after the client has it.
    const lines = () => server?.logs().filter((l) => l.reqId === id) ?? [];
    // (Ten seconds, as Playwright's expect timeout in playwright.config.ts.)
    await expect
      .poll(() => lines().map((l) => l.msg), { timeout: 10_000 })
      .toEqual(expect.arrayContaining(["unhandled error", "request failed"]));
    expect(lines().find((l) => l.msg === "request failed")).toMatchObject({
      level: 50,
      status: 500,
      route: "/productinfo/:id",
    });
  }, 60_000);
});
