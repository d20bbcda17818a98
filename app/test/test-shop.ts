import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { sql } from "kysely";
import { afterAll, test as base, beforeAll, inject } from "vitest";
import type { Role } from "~/accounts/session-user";
import { promoteEmail } from "~/accounts/users.server";
import { type DB, openPostgres, openSqlite } from "~/db/db.server";
import type { Dialect } from "~/db/dialect.server";
import { buildIfNeeded } from "../../scripts/build-if-needed.mjs";
import { HttpClient } from "./http-client";
import { databaseUrl } from "./postgres-server";
import { copyShopData, prepareSeededShop, SHOP_ADMIN, SHOP_SECRET, shopEnv } from "./seeded-shop";
import { freePort } from "./server-launcher";
import {
  createTestSession,
  TEST_PASSWORD,
  type TestPerson,
  testEmail,
} from "./test-sessions.server";

/**
 * The storefront in this test file's process, for the in-process HTTP tests (tests/http/):
 * the production build's own server (`startStorefront` in server.ts, as `npm start` runs it:
 * security headers, the page cache, React Router, the background work) on a loopback port,
 * over a database and media folder of this file's own, copied from a demo shop seeded once per
 * run. SQLite by default; PostgreSQL in the `TEST_DATABASE=postgres` run.
 */

export { SHOP_ADMIN };

interface Template {
  dataDir: string;
  /** The seeded PostgreSQL database to copy, in the PostgreSQL run. */
  database?: string;
}

const dialect = (): Dialect => (process.env.TEST_DATABASE === "postgres" ? "postgres" : "sqlite");

/** Holds a lock folder while `work` runs (the test files of one run are processes side by side). */
async function withFolderLock<T>(lock: string, work: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * The run's seeded demo shop, made by the first test file that needs it (the others wait):
 * `npm start`'s own preparation (migrations, first admin, demo seed with two images a product).
 */
async function seededTemplate(): Promise<Template> {
  const root = inject("shopTemplateRoot");
  if (!root) throw new Error("no shopTemplateRoot: run through vitest (app/test/global-setup.ts)");
  const kind = dialect();
  const dir = path.join(root, kind);
  const dataDir = path.join(dir, "data");
  const template: Template =
    kind === "postgres" ? { dataDir, database: "shop_seeded" } : { dataDir };
  const ready = path.join(dir, "ready");
  if (existsSync(ready)) return template;
  await withFolderLock(path.join(root, `${kind}.lock`), async () => {
    if (existsSync(ready)) return;
    // Outside `npm test` (which builds first), a stale build is rebuilt here, under its lock.
    buildIfNeeded();
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    if (template.database) {
      const server = inject("postgresUrl");
      if (!server) throw new Error("the PostgreSQL run has no server");
      const admin = openPostgres(server, 1);
      try {
        await sql`CREATE DATABASE ${sql.id(template.database)}`.execute(admin);
      } finally {
        await admin.destroy();
      }
      prepareSeededShop(dataDir, { DATABASE_URL: databaseUrl(server, template.database) });
    } else prepareSeededShop(dataDir);
    writeFileSync(ready, "");
  });
  return template;
}

/**
 * A copy of the run's seeded demo shop (SQLite) for a test that starts servers of its own
 * (startAppServer: crashes, full disks, memory, two instances): its data folder and the settings
 * that go with it. Saves each such server the demo seed.
 */
export async function seededShopCopy(): Promise<{
  dataDir: string;
  env: Record<string, string>;
  cleanup(): void;
}> {
  if (dialect() !== "sqlite") throw new Error("seededShopCopy is a SQLite shop");
  const template = await seededTemplate();
  const dir = mkdtempSync(path.join(tmpdir(), "storefront-own-"));
  const dataDir = path.join(dir, "data");
  copyShopData(template.dataDir, dataDir);
  return {
    dataDir,
    env: shopEnv(dataDir),
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export interface TestShop {
  /** The shop's address, e.g. http://127.0.0.1:41234. */
  baseURL: string;
  dataDir: string;
  dialect: Dialect;
  /** A handle of the test's own on the shop's database, as another instance would have. */
  db: DB;
  /** A client with its own cookies and its own address (X-Forwarded-For: the shop trusts loopback). */
  client(options?: { ip?: string; headers?: Record<string, string> }): HttpClient;
  /** A person with `role` signed in on `client` through a session made for them (no password). */
  signInAs(client: HttpClient, role: Role, label?: string): Promise<TestPerson>;
  /** The seeded admin (the catalogue owner) signed in on `client`, by a session made for it. */
  signInAsOwner(client: HttpClient): Promise<TestPerson>;
  /** One row (or undefined) of a query written with `?` placeholders, on either database. */
  row<T>(query: string, ...args: unknown[]): Promise<T>;
  rows<T>(query: string, ...args: unknown[]): Promise<T[]>;
}

export interface Credentials {
  email: string;
  password: string;
}

/** A fresh admin signed in on `request` by a session made for it (no password hashed). */
export async function newAdmin(
  shop: TestShop,
  request: HttpClient,
  label = "http-admin",
): Promise<Credentials> {
  const person = await shop.signInAs(request, "admin", label);
  return { email: person.email, password: TEST_PASSWORD };
}

/** A fresh account with the role user signed in on `request` (no password hashed). */
export async function newUser(
  shop: TestShop,
  request: HttpClient,
  label = "http-user",
): Promise<Credentials> {
  const person = await shop.signInAs(request, "user", label);
  return { email: person.email, password: TEST_PASSWORD };
}

/**
 * Signs up through the real form (a password hash); with `admin`, promotes the account as
 * `npm run admin -- promote` does. For tests about signing up and in; others use newAdmin.
 */
export async function signUp(
  shop: TestShop,
  request: HttpClient,
  label: string,
  { admin = false } = {},
): Promise<Credentials> {
  const email = testEmail(label);
  const password = `${label}-password`;
  const res = await request.post("/sign-up", {
    form: { name: label, email, password },
    maxRedirects: 0,
  });
  if (res.status() !== 302) throw new Error(`sign-up answered ${res.status()}`);
  if (admin && !(await promoteEmail(shop.db, email))) throw new Error(`could not promote ${email}`);
  return { email, password };
}

/** Signs in through the real form; `request` keeps the session cookie. */
export async function signIn(request: HttpClient, who: Credentials): Promise<void> {
  const res = await request.post("/sign-in", { form: { ...who }, maxRedirects: 0 });
  if (res.status() !== 302) throw new Error(`sign-in answered ${res.status()}`);
}

/** `?` placeholders made into Kysely parameters, so one query text runs on both databases. */
function parameterised(query: string, args: unknown[]) {
  const parts = query.split("?");
  if (parts.length !== args.length + 1) {
    throw new Error(`${args.length} arguments for ${parts.length - 1} placeholders: ${query}`);
  }
  const strings = Object.assign([...parts], { raw: [...parts] }) as TemplateStringsArray;
  return sql(strings, ...args);
}

let addresses = 0;
const randomByte = () => Math.floor(Math.random() * 254) + 1;

/** A client address of its own, for per-address rate limits (as real visitors would be). */
function clientAddress(): string {
  addresses++;
  return `10.${randomByte()}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

interface RunningShop extends TestShop {
  stop(): Promise<void>;
}

/** Starts this file's shop; `env` adds settings (SMTP, limits …) over the test defaults. */
async function startShop(env: Record<string, string> = {}): Promise<RunningShop> {
  const template = await seededTemplate();
  const dir = mkdtempSync(path.join(tmpdir(), "storefront-http-"));
  const dataDir = path.join(dir, "data");
  copyShopData(template.dataDir, dataDir);
  let database: string | undefined;
  let db: DB;
  const server = inject("postgresUrl");
  if (template.database && server) {
    database = `h_${Math.random().toString(36).slice(2, 10)}`;
    const admin = openPostgres(server, 1);
    try {
      await sql`CREATE DATABASE ${sql.id(database)} TEMPLATE ${sql.id(template.database)}`.execute(
        admin,
      );
    } finally {
      await admin.destroy();
    }
    db = openPostgres(databaseUrl(server, database), 3);
  } else db = openSqlite(path.join(dataDir, "storefront.db"));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  Object.assign(process.env, {
    ...shopEnv(dataDir),
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    BASE_URL: baseURL,
    TRUST_PROXY: "loopback",
    LOG_LEVEL: "error",
    ...(database && server
      ? {
          DATABASE_URL: databaseUrl(server, database),
          // On PostgreSQL the page cache hears changes through LISTEN/NOTIFY, which a test's own
          // writes (insertProduct, raw SQL) do not send; on SQLite it sees any writer's commits
          // (data_version). Page-cache files turn it back on with shopEnv.
          PAGE_CACHE_MB: "0",
        }
      : {}),
    ...env,
  });
  // The build as `npm start` serves it, imported by Node itself (not through Vitest's transform),
  // so its modules are the production bundle's. Packages are shared with the test's own imports
  // (Node's module cache): a React or React Router loaded earlier under NODE_ENV=test is the
  // development build, which the bundle's production react-dom cannot render with.
  const early = Object.keys(createRequire(import.meta.url).cache).filter((f) =>
    /node_modules[\\/](react|react-dom|react-router)[\\/].*development/.test(f),
  );
  if (early.length > 0) {
    throw new Error(
      `A test module loaded React's development build before the shop started (${early[0]}): keep React and React Router out of what tests/http files import besides the shop.`,
    );
  }
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  const entry = pathToFileURL(path.join(buildDir, "server", "index.js")).href;
  const app = (await import(/* @vite-ignore */ entry)) as {
    startStorefront(options: { adminNote?: string }): Promise<{ stop(): Promise<void> }>;
  };
  const running = await app.startStorefront({ adminNote: "" });
  const shop: RunningShop = {
    baseURL,
    dataDir,
    dialect: template.database ? "postgres" : "sqlite",
    db,
    client: (options = {}) =>
      new HttpClient(baseURL, {
        "X-Forwarded-For": options.ip ?? clientAddress(),
        ...options.headers,
      }),
    async signInAs(client, role, label) {
      const person = await createTestSession(db, SHOP_SECRET, { role, label });
      client.addCookie(person.cookie.name, person.cookie.value);
      return person;
    },
    async signInAsOwner(client) {
      const person = await createTestSession(db, SHOP_SECRET, { existingEmail: SHOP_ADMIN.email });
      client.addCookie(person.cookie.name, person.cookie.value);
      return person;
    },
    async row<T>(query: string, ...args: unknown[]) {
      const { rows } = await parameterised(query, args).execute(db);
      return rows[0] as T;
    },
    async rows<T>(query: string, ...args: unknown[]) {
      const { rows } = await parameterised(query, args).execute(db);
      return rows as T[];
    },
    async stop() {
      await running.stop();
      await db.destroy();
      if (database && server) {
        const admin = openPostgres(server, 1);
        try {
          await sql`DROP DATABASE IF EXISTS ${sql.id(database)} WITH (FORCE)`.execute(admin);
        } finally {
          await admin.destroy();
        }
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return shop;
}

let sharedStart: Promise<RunningShop> | undefined;

/** The one shop of an "http-shared" process (vitest.config.ts), started by its first file. */
function sharedShop(): Promise<RunningShop> {
  sharedStart ??= startShop().then((shop) => {
    // Its folder goes with the process (its server is stopped by the process's end).
    process.once("exit", () =>
      rmSync(path.dirname(shop.dataDir), { recursive: true, force: true }),
    );
    return shop;
  });
  return sharedStart;
}

/**
 * Starts this file's shop before its tests (stopped after them) and returns Vitest's `test`
 * with Playwright's fixture names, so a test moved from tests/e2e keeps its body: `shop`, and
 * per test a fresh `request` client with its own address (`clientIp`) and the shop's `baseURL`.
 * `env` adds this file's settings (SMTP, limits …) over the test defaults.
 */
export function shopTest(env: Record<string, string> = {}) {
  let shop: RunningShop | undefined;
  const shared = process.env.HTTP_SHARED_SHOP === "1";
  if (shared && Object.keys(env).length > 0)
    throw new Error("a file with settings of its own needs a shop of its own: not http-shared");
  // The first file of a run also seeds the run's demo shop (15–30 s on this machine).
  beforeAll(async () => {
    // The "http-shared" project's files run one after another in one process and read the one
    // shop it starts (the server's settings are the process's, read once): the start of a shop
    // and the import of the app, paid once instead of per file. It stops with the process.
    shop = shared ? await sharedShop() : await startShop(env);
  }, 240_000);
  afterAll(async () => {
    if (!shared) await shop?.stop();
  });
  const current = (): TestShop => {
    if (!shop) throw new Error("the test shop did not start (see the error of beforeAll)");
    return shop;
  };
  return base.extend<{
    request: HttpClient;
    baseURL: string;
    clientIp: string;
    shop: TestShop;
  }>({
    // biome-ignore lint/correctness/noEmptyPattern: Vitest's fixture signature
    shop: async ({}, use) => {
      await use(current());
    },
    // biome-ignore lint/correctness/noEmptyPattern: Vitest's fixture signature
    baseURL: async ({}, use) => {
      await use(current().baseURL);
    },
    // biome-ignore lint/correctness/noEmptyPattern: Vitest's fixture signature
    clientIp: async ({}, use) => {
      await use(clientAddress());
    },
    request: async ({ clientIp }, use) => {
      await use(current().client({ ip: clientIp }));
    },
  });
}
