import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Page,
  type Response,
} from "@playwright/test";
import Database from "better-sqlite3";
import type { Role } from "../../app/accounts/session-user";
import { promoteEmail } from "../../app/accounts/users.server";
import { SYSTEM_ACTOR } from "../../app/changes/audit.server";
import { type DB, openSqlite } from "../../app/db/db.server";
import { addSalesperson } from "../../app/enquiries/admin/salespeople.server";
import { salespersonSchema } from "../../app/enquiries/admin/salespeople-schema";
import { copyShopData, SHOP_ADMIN, SHOP_SECRET, shopEnv } from "../../app/test/seeded-shop";
import { startAppServer } from "../../app/test/server-launcher";
import {
  createTestSession,
  TEST_PASSWORD,
  type TestPerson,
} from "../../app/test/test-sessions.server";

function serverDbFile(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set: run through playwright test");
  return path.join(dir, "storefront.db");
}

/**
 * The server's data through the app's own functions (insertProduct,
 * createOrder, saveEnquiry …), so a test's data is stored as the app stores
 * it; the server reads it on its next request. WAL lets the test and the
 * server write side by side, and the app's transactions wait for the lock.
 */
export async function withServerDb<T>(work: (db: DB) => Promise<T>): Promise<T> {
  const db = openSqlite(serverDbFile());
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

/**
 * The server's SQLite file opened for writing, for a change the app has no
 * function for (an old timestamp, a row taken away behind the app's back).
 */
export function writableServerDb(): Database.Database {
  const db = new Database(serverDbFile());
  db.pragma("busy_timeout = 5000");
  db.pragma("foreign_keys = ON");
  return db;
}

/** The server's own SQLite file, opened read-only to check what was stored. */
export function openServerDb() {
  return new Database(serverDbFile(), { readonly: true });
}

/** One row the server stored, read with its own SQLite file. */
export function serverRow<T>(sql: string, ...args: unknown[]): T {
  const db = openServerDb();
  try {
    return db.prepare(sql).get(...args) as T;
  } finally {
    db.close();
  }
}

/** Every row a query reads from the server's own SQLite file. */
export function serverRows<T>(sql: string, ...args: unknown[]): T[] {
  const db = openServerDb();
  try {
    return db.prepare(sql).all(...args) as T[];
  } finally {
    db.close();
  }
}

/**
 * The demo shop's own products as seeded (an "SPT" model with a price and an HSN code), first by
 * id. Other specs on the same worker add products of their own (test-products.server.ts, or
 * through the admin's form) without an HSN, and rename some, so a test that needs a complete
 * product takes one of these, never simply the first row.
 */
export function demoProducts(count: number): { id: string; title: string }[] {
  return serverRows<{ id: string; title: string }>(
    `SELECT id, title FROM product
     WHERE title LIKE 'SPT %' AND hsn <> '' AND price_paise > 0 AND id NOT LIKE 'e2e-%'
     ORDER BY id LIMIT ?`,
    count,
  );
}

/** The demo shop's first product (demoProducts). */
export function demoProduct(): { id: string; title: string } {
  const [first] = demoProducts(1);
  if (!first) throw new Error("The demo shop has no products of its own");
  return first;
}

/** The audit actions recorded for one target, oldest first. */
export const auditActions = (targetType: string, id: number): string[] =>
  serverRows<{ action: string }>(
    "SELECT action FROM audit_log WHERE target_type = ? AND target_id = ? ORDER BY id",
    targetType,
    String(id),
  ).map((r) => r.action);

/** Exactly this toast text is shown. */
export async function toast(page: Page, text: string) {
  await expect(page.getByRole("status").getByText(text, { exact: true }).first()).toBeVisible();
}

/** Without JavaScript the toast after a redirect is the page's <noscript> line. */
export async function flash(page: Page, text: string) {
  await expect(page.locator("noscript p[role=status]")).toHaveText(text);
}

/** A slow phone: every script arrives 5 s late (as in first-paint.spec.ts). */
export async function scriptsArriveLate(page: Page) {
  await page.route(/\.js(\?.*)?$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    await route.continue();
  });
}

/**
 * Tests whose title has "@browser" drive Chromium; the rest speak plain HTTP
 * (JavaScript off). scripts/test.mjs skips the browser ones, loudly, only
 * where no Chromium exists and CI is not set.
 */
/** Cookies of a session, to hand to a browser context or a request context. */
export type SessionCookies = Awaited<ReturnType<APIRequestContext["storageState"]>>["cookies"];

export const test = base.extend<
  { clientIp: string },
  { shopServer: string; ownerSession: SessionCookies }
>({
  // Each worker's own shop: a copy of the seeded demo shop (global-setup.ts) served by the
  // production server, as `npm start` runs it. The worker's process knows it by E2E_BASE_URL
  // and E2E_DATA_DIR, which the helpers below read.
  shopServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature
    async ({}, use) => {
      const template = process.env.E2E_TEMPLATE_DIR;
      if (!template) throw new Error("E2E_TEMPLATE_DIR is not set: run through playwright test");
      const dir = mkdtempSync(path.join(tmpdir(), "storefront-e2e-worker-"));
      const dataDir = path.join(dir, "data");
      copyShopData(template, dataDir);
      const server = await startAppServer(
        {
          ...shopEnv(dataDir),
          // As if behind a reverse proxy on this machine: tests give each client its own address.
          TRUST_PROXY: "loopback",
          // Errors only: on a busy test machine, slow-request warnings would bury the test output.
          LOG_LEVEL: process.env.LOG_LEVEL ?? "error",
        },
        { echo: "stderr" },
      );
      process.env.E2E_BASE_URL = server.url;
      process.env.E2E_DATA_DIR = dataDir;
      try {
        await use(server.url);
      } finally {
        await server.stop();
        rmSync(dir, { recursive: true, force: true });
      }
    },
    { scope: "worker", auto: true },
  ],
  // The catalogue owner (the seeded admin: the first admin made), by a session made for it
  // (test-sessions.server.ts): no password form, no sign-in limit to share.
  ownerSession: [
    async ({ shopServer: _ }, use) => {
      const owner = await withServerDb((db) =>
        createTestSession(db, sessionSecret(), { existingEmail: ADMIN.email }),
      );
      await use(sessionCookies(owner));
    },
    { scope: "worker" },
  ],
  baseURL: async ({ shopServer }, use) => {
    await use(shopServer);
  },
  // The server trusts a loopback proxy (TRUST_PROXY=loopback), so each test is
  // its own client for the sign-in rate limit, as real visitors would be.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature
  clientIp: async ({}, use) => {
    await use(`10.${rand()}.${rand()}.${rand()}`);
  },
  extraHTTPHeaders: async ({ clientIp }, use) => {
    await use({ "X-Forwarded-For": clientIp });
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) hydratingNavigation(page);
    await use(page);
  },
  // Tests make no request outside: the contact map's host is unreachable unless a
  // test answers for it itself (a page's routes come before its context's).
  context: async ({ context }, use) => {
    await context.route("https://www.google.com/**", (route) => route.abort("blockedbyclient"));
    await use(context);
  },
});

/**
 * A page's scripts load after its first paint (app/first-paint/hydrate-after-paint.server.ts), so
 * the load event no longer means they have run: after this, goto and reload waiting
 * for "load" (the default) also wait for hydration, as the load event used to. A test
 * asking for an earlier moment ("commit", "domcontentloaded") gets exactly that. The
 * `page` fixture has it; a page a test opens in a context of its own needs this call.
 */
export function hydratingNavigation(page: Page): Page {
  type WaitUntil = NonNullable<Parameters<Page["goto"]>[1]>["waitUntil"];
  const untilHydrated = async (response: Response | null, waitUntil: WaitUntil) => {
    const html = response?.headers()["content-type"]?.startsWith("text/html");
    if (html && (waitUntil ?? "load") === "load") {
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    }
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => untilHydrated(await goto(url, options), options?.waitUntil);
  page.reload = async (options) => untilHydrated(await reload(options), options?.waitUntil);
  return page;
}

function rand() {
  return Math.floor(Math.random() * 254) + 1;
}

let counter = 0;
/** A unique e-mail address for an account a test creates. */
export function uniqueEmail(prefix: string): string {
  counter++;
  return `${prefix}.${Date.now().toString(36)}${counter}${rand()}@e2e.test`;
}

export interface Credentials {
  email: string;
  password: string;
}

/**
 * Signs up a fresh account through the real form; with `admin`, promotes it
 * as `npm run admin -- promote` does. Tests use fresh accounts because
 * sign-in attempts are limited to 5 a minute per account.
 */
export async function signUp(
  request: APIRequestContext,
  label: string,
  { admin = false } = {},
): Promise<Credentials> {
  const email = uniqueEmail(label);
  const password = `${label}-password`;
  const res = await request.post("/sign-up", {
    form: { name: label, email, password },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(302);
  if (admin && !(await withServerDb((db) => promoteEmail(db, email)))) {
    throw new Error(`could not promote ${email}`);
  }
  return { email, password };
}

/** The servers' session secret (seeded-shop.ts), so tests can sign their cookies. */
const sessionSecret = (): string => SHOP_SECRET;

/** A session's cookie as a browser context takes it. */
function sessionCookies(person: TestPerson): SessionCookies {
  const { hostname } = new URL(process.env.E2E_BASE_URL ?? "http://127.0.0.1");
  return [
    {
      ...person.cookie,
      domain: hostname,
      path: "/",
      expires: -1,
      httpOnly: true,
      secure: false,
      sameSite: "Lax",
    },
  ];
}

/** A page, or a browser context: where a session made for a test is put. */
type Browsing = Page | BrowserContext;

/**
 * Signs `target` in as a fresh account with `role`, by a session made for it in the server's
 * database (test-sessions.server.ts): no password is hashed. The account's password is
 * TEST_PASSWORD, for a test that signs in again elsewhere. Tests about signing in itself use
 * signUp, which goes through the real form, and sign in on the page.
 */
async function newSession(
  target: Browsing,
  role: Role,
  label: string = role,
): Promise<Credentials> {
  const context = "addCookies" in target ? target : target.context();
  const person = await withServerDb((db) =>
    createTestSession(db, sessionSecret(), { role, label }),
  );
  await context.addCookies(sessionCookies(person));
  return { email: person.email, password: TEST_PASSWORD };
}

/** Signs `target` (a page or a browser context) in as a fresh admin of its own. */
export function newAdmin(target: Browsing, label = "e2e-admin"): Promise<Credentials> {
  return newSession(target, "admin", label);
}

/** Signs `target` (a page or a browser context) in as a fresh account with the role user. */
export function newUser(target: Browsing, label = "e2e-user"): Promise<Credentials> {
  return newSession(target, "user", label);
}

/**
 * Signs `target` in as a fresh salesperson: an account with the role and an active salesperson
 * record linked to it, covering `stateCode` (so leads from elsewhere are not theirs). Returns the
 * record's id with the credentials.
 */
export async function newSalesperson(
  target: Browsing,
  stateCode = "37",
): Promise<Credentials & { salespersonId: number }> {
  const credentials = await newSession(target, "salesperson", "e2e-sales");
  const salespersonId = await withServerDb(async (db) => {
    const user = await db
      .selectFrom("user")
      .select("id")
      .where("email", "=", credentials.email)
      .executeTakeFirstOrThrow();
    const added = await addSalesperson(
      db,
      SYSTEM_ACTOR,
      salespersonSchema.parse({
        name: `Sales ${credentials.email.split("@")[0]}`,
        whatsapp: "9825041231",
      }),
    );
    if (!added.ok || added.id === null) throw new Error(added.message);
    await db
      .updateTable("salesperson")
      .set({ user_id: user.id, active: 1 })
      .where("id", "=", added.id)
      .execute();
    await db
      .insertInto("salesperson_area")
      .values({ salesperson_id: added.id, state_code: stateCode, district: null })
      .execute();
    return added.id;
  });
  return { ...credentials, salespersonId };
}

export const ADMIN = SHOP_ADMIN;

export { expect };
