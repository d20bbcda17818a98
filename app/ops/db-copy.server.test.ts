import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Auth, createAuth } from "~/accounts/auth.server";
import { insertCategory } from "~/catalogue/categories.server";
import { writeProductTranslationIn } from "~/catalogue/translations.server";
import { recordAudit } from "~/changes/audit.server";
import { defaultSite } from "~/config/site";
import { type DB, migrateToLatest, openPostgres, openSqlite } from "~/db/db.server";
import { applyForDealership } from "~/dealers/dealer-applications.server";
import { addSalesperson } from "~/enquiries/admin/salespeople.server";
import { salespersonSchema } from "~/enquiries/admin/salespeople-schema";
import { saveEnquiry } from "~/enquiries/enquiries.server";
import { fileSystemStorage } from "~/media/storage.server";
import { createOrder } from "~/orders/orders.server";
import { setOutboxConfig } from "~/outbox/outbox.server";
import { recordStatusReports } from "~/outbox/whatsapp-webhook.server";
import { markAnswersSeen } from "~/quotations/answers-seen.server";
import { acceptQuotation, askAboutQuotation } from "~/quotations/customer-quotation.server";
import {
  convertToOrder,
  createQuotationFromLead,
  sendQuotation,
} from "~/quotations/quotations.server";
import { seedLexiconOnce } from "~/search/lexicon.server";
import { seedCategories, seedProducts } from "~/seed/catalogue-data";
import { productId, seedIfEmpty } from "~/seed/seed.server";
import { addCustomerNote, raiseServiceRequest } from "~/service/service-requests.server";
import { registerWarranty } from "~/service/warranty.server";
import { jpegBytes } from "~/test/media-fixtures.server";
import { tempAuth } from "~/test/temp-auth";
import { tempPostgresDatabase, testPostgresUrl } from "~/test/temp-data";
import { COPIED_TABLES, copyDatabase } from "./db-copy.server";

const SECRET = randomBytes(32).toString("hex");
const BASE_URL = "http://localhost:3000";
const PASSWORD = "a long enough password";

type Row = Record<string, unknown>;
type TempPostgres = Awaited<ReturnType<typeof tempPostgresDatabase>>;

interface SqliteStore {
  dir: string;
  file: string;
  db: DB;
  auth: Auth;
  cleanup(): Promise<void>;
}

/** A SQLite store as the shop leaves it at start: our migrations and Better Auth's. */
async function sqliteStore(): Promise<SqliteStore> {
  const dir = mkdtempSync(path.join(tmpdir(), "storefront-copy-"));
  const file = path.join(dir, "storefront.db");
  const db = openSqlite(file);
  await migrateToLatest(db);
  const auth = await tempAuth(db, { secret: SECRET, baseURL: BASE_URL });
  return {
    dir,
    file,
    db,
    auth,
    async cleanup() {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function signUp(auth: Auth, email: string, name: string): Promise<string> {
  const { user } = await auth.api.signUpEmail({ body: { email, password: PASSWORD, name } });
  return user.id;
}

/** The session cookie a browser would send back after signing in. */
async function signInCookie(auth: Auth, email: string): Promise<string> {
  const response = await auth.api.signInEmail({
    body: { email, password: PASSWORD },
    asResponse: true,
  });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (!response.ok || !cookie) throw new Error(`Sign-in failed: ${response.status}`);
  return cookie;
}

/** A shop with something in every copied table, written by the shop's own code. */
async function fillShop(store: SqliteStore): Promise<{ cookie: string }> {
  const { db, auth } = store;
  await seedIfEmpty(db, {
    storage: fileSystemStorage(path.join(store.dir, "media")),
    log: () => undefined,
    maxImagesPerProduct: 1,
  });
  await seedLexiconOnce(db);
  const customer = await signUp(auth, "asha@example.com", "Asha");
  const banned = await signUp(auth, "ravi@example.com", "Ravi");
  const ctx = await auth.$context;
  // Through Better Auth's adapter, so SQLite holds what Better Auth itself writes.
  await ctx.internalAdapter.updateUser(customer, { emailVerified: true });
  await ctx.internalAdapter.updateUser(banned, {
    banned: true,
    banReason: "spam",
    banExpires: new Date(Date.now() + 86_400_000),
  });
  await ctx.internalAdapter.createVerificationValue({
    identifier: "reset-password:asha",
    value: "token-value",
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  const cookie = await signInCookie(auth, "asha@example.com");

  await setOutboxConfig(db, { leadMail: true });
  // A salesperson for Gujarat's pumps (routing.ts): the product enquiry below is routed to them.
  const asked = productId(seedProducts[0]!.title, 0);
  const { category_id: pumps } = await db
    .selectFrom("product_category")
    .select("category_id")
    .where("product_id", "=", asked)
    .executeTakeFirstOrThrow();
  await addSalesperson(
    db,
    { id: customer, name: "Asha", email: "asha@example.com", role: "admin" },
    salespersonSchema.parse({
      name: "રવિ પટેલ",
      whatsapp: "+91 98250 41230",
      "state-0": "24",
      "districts-0": "Rajkot",
      "state-1": "27",
      [`category-${pumps}`]: "on",
    }),
  );
  const routed = await saveEnquiry(db, {
    kind: "product",
    productId: asked,
    productTitle: seedProducts[0]!.title,
    stateCode: "24",
    district: "Rajkot",
    name: "Asha",
    email: "asha@example.com",
    phone: "+91 98765 43210",
    message: "Price for 10 units?",
  });
  if (!routed.salesperson) throw new Error("the product enquiry was not routed");
  await saveEnquiry(db, { kind: "contact", name: "Ravi", email: "r@example.com", phone: "1" });
  // A dealer's application (app/dealers/) with its product ranges.
  const applied = await applyForDealership(
    db,
    {
      firmName: "Patel Pump House",
      contactName: "Ramesh Patel",
      email: "ramesh@example.com",
      phone: "98250 12345",
      pin: "360001",
      territory: "Rajkot",
      categories: [String(pumps)],
      volume: "lt10",
    },
    "gu",
  );
  if (!applied.ok) throw new Error("the dealer application was refused");
  await createOrder(db, customer, [
    { id: productId(seedProducts[1]!.title, 1), quantity: 2 },
    { id: productId(seedProducts[2]!.title, 2), quantity: 1 },
  ]);
  await recordAudit(
    db,
    { id: customer, name: "Asha", email: "asha@example.com", role: "admin" },
    { action: "product.update", targetType: "product", targetId: "p1", detail: "price" },
  );
  // A quotation (app/quotations/) from the routed lead: sent, asked about, accepted, ordered.
  const staff = { id: customer, name: "Asha", email: "asha@example.com", role: "admin" } as const;
  const shop = {
    sites: { en: defaultSite, gu: defaultSite, hi: defaultSite },
    baseUrl: "http://x",
  };
  const quoted = await createQuotationFromLead(db, staff, routed.id, shop);
  if (!quoted.ok) throw new Error(quoted.message);
  await sendQuotation(db, staff, quoted.value, shop);
  const { token } = await db
    .selectFrom("quotation")
    .select("token")
    .where("id", "=", quoted.value)
    .executeTakeFirstOrThrow();
  await askAboutQuotation(db, token, "Delivery to Gondal?", null);
  await acceptQuotation(db, token, 1, null);
  await convertToOrder(db, staff, quoted.value);
  // Staff saw the answers; WhatsApp reported on a message (app/outbox/).
  await markAnswersSeen(db, staff, quoted.value);
  await recordStatusReports(db, {
    entry: [
      {
        changes: [
          { value: { statuses: [{ id: "wamid.copied", status: "delivered", timestamp: "1" }] } },
        ],
      },
    ],
  });
  // Translated content (app/catalogue/translations.server.ts) in every translation table.
  const firstId = productId(seedProducts[0]!.title, 0);
  const photo = await db
    .selectFrom("product_image")
    .select("media_id")
    .where("product_id", "=", firstId)
    .executeTakeFirstOrThrow();
  const text = (t: string) => ({ text: t, source: "English" });
  await writeProductTranslationIn(db, firstId, "gu", {
    fields: {
      title: text("પંપ"),
      description: text("મજબૂત"),
      specification: text(""),
      features: text("ખેતર"),
    },
    imageAlts: { [photo.media_id]: text("પંપનો ફોટો") },
  });
  const sub = await db
    .selectFrom("subcategory")
    .select(["id", "category_id"])
    .executeTakeFirstOrThrow();
  await db
    .insertInto("category_translation")
    .values({ category_id: sub.category_id, locale: "hi", name: "पंप", name_source: "Pumps" })
    // The demo seed already translated it: this row replaces the seed's.
    .onConflict((c) =>
      c.columns(["category_id", "locale"]).doUpdateSet({ name: "पंप", name_source: "Pumps" }),
    )
    .execute();
  await db
    .insertInto("subcategory_translation")
    .values({ subcategory_id: sub.id, locale: "gu", name: "બોરવેલ", name_source: "Borewell" })
    .onConflict((c) =>
      c
        .columns(["subcategory_id", "locale"])
        .doUpdateSet({ name: "બોરવેલ", name_source: "Borewell" }),
    )
    .execute();
  // After the sale (app/service/): a registration with its invoice, a request with a photo,
  // routed and alerted, and a customer's note on it.
  const photo2 = await jpegBytes();
  const storage = fileSystemStorage(path.join(store.dir, "media"));
  const posted = (fields: Record<string, string>, files: Buffer[] = []) => ({
    fields,
    files,
    oversize: false,
    tooMany: false,
  });
  const registered = await registerWarranty(
    db,
    storage,
    posted(
      {
        serial: "SP26-000101",
        name: "Asha",
        phone: "98765 43210",
        pin: "380001",
        installedOn: "2026-10-01",
        dealer: "",
        submission: "copy-registration-0001",
      },
      [photo2],
    ),
    "gu",
    "2026-10-05",
  );
  if (!registered.ok) throw new Error("the warranty registration was refused");
  const raised = await raiseServiceRequest(
    db,
    storage,
    posted(
      {
        serial: "SP26-000101",
        symptom: "trips",
        note: "Trips",
        name: "Asha",
        phone: "98765 43210",
        pin: "380001",
        submission: "copy-request-0000001",
      },
      [photo2],
    ),
    "gu",
    "2026-10-06",
  );
  if (!raised.ok) throw new Error("the service request was refused");
  await addCustomerNote(
    db,
    storage,
    raised.token,
    posted({ note: "Still trips", submission: "copy-note-000000001" }),
  );
  await db
    .updateTable("service_setting")
    .set({ first_visit_days: 2 })
    .where("id", "=", 1)
    .execute();
  await db
    .insertInto("quotation_settings")
    .values({ id: 1, upi_id: "shop@okbank", bank_ifsc: "SBIN0001234", updated_at: 1 })
    .execute();
  // Transient: left behind by the copy.
  await db
    .insertInto("rate_limit")
    .values({ key: "sign-in:1.2.3.4", window_start: Date.now(), count: 3 })
    .execute();
  return { cookie };
}

/**
 * The only representation differences between the two: Better Auth keeps
 * dates as ISO 8601 text and booleans as 0/1 on SQLite, timestamptz and
 * boolean on PostgreSQL. Every other column must come back identical.
 */
const DATE_COLUMNS: Record<string, string[]> = {
  user: ["createdAt", "updatedAt", "banExpires"],
  session: ["expiresAt", "createdAt", "updatedAt"],
  account: ["accessTokenExpiresAt", "refreshTokenExpiresAt", "createdAt", "updatedAt"],
  verification: ["expiresAt", "createdAt", "updatedAt"],
};
const BOOLEAN_COLUMNS: Record<string, string[]> = { user: ["emailVerified", "banned"] };

function normalise(table: string, row: Row): Row {
  const out = { ...row };
  for (const column of DATE_COLUMNS[table] ?? []) {
    const value = out[column];
    if (value instanceof Date) out[column] = value.getTime();
    else if (typeof value === "string") out[column] = Date.parse(value);
  }
  for (const column of BOOLEAN_COLUMNS[table] ?? []) {
    if (typeof out[column] === "boolean") out[column] = out[column] ? 1 : 0;
  }
  return out;
}

function compareKeys(key: readonly string[]) {
  return (a: Row, b: Row) => {
    for (const column of key) {
      const [x, y] = [a[column], b[column]] as [number | string, number | string];
      if (x !== y) return x < y ? -1 : 1;
    }
    return 0;
  };
}

/** Rows sorted in JavaScript, so both sides order text alike whatever the collation. */
async function tableRows(db: DB, table: string, key: readonly string[]): Promise<Row[]> {
  const { rows } = await sql<Row>`SELECT * FROM ${sql.id(table)}`.execute(db);
  return rows.map((r) => normalise(table, r)).sort(compareKeys(key));
}

async function count(db: DB, table: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.id(table)}`.execute(db);
  return Number(rows[0]?.n);
}

async function maxId(db: DB, table: string): Promise<number> {
  const { rows } = await sql<{ m: number }>`SELECT max(id) AS m FROM ${sql.id(table)}`.execute(db);
  return Number(rows[0]?.m);
}

describe.skipIf(!testPostgresUrl())("copying a SQLite shop into PostgreSQL", () => {
  let source: SqliteStore;
  let target: TempPostgres;
  let cookie: string;
  let copied: Record<string, number>;
  const logged: string[] = [];

  beforeAll(async () => {
    source = await sqliteStore();
    ({ cookie } = await fillShop(source));
    target = await tempPostgresDatabase({ migrated: false });
    // A small batch size, so several tables take more than one batch.
    copied = await copyDatabase(source.db, target.db, {
      batchSize: 7,
      log: (line) => logged.push(line),
    });
  }, 120_000);

  afterAll(async () => {
    await target?.drop();
    await source?.cleanup();
  });

  // Runs first: the tests after it write to the target.
  it("copies every row of every table, column for column", async () => {
    for (const { name, key } of COPIED_TABLES) {
      const expected = await tableRows(source.db, name, key);
      expect(await tableRows(target.db, name, key), name).toEqual(expected);
      expect(copied[name], name).toBe(expected.length);
    }
    expect(Object.keys(copied)).toEqual(COPIED_TABLES.map((t) => t.name));
    expect(logged).toEqual(
      COPIED_TABLES.map(
        (t) => `${t.name}: ${copied[t.name]} row${copied[t.name] === 1 ? "" : "s"}`,
      ),
    );
    // The fixture reached every table (an empty table would prove little).
    for (const { name } of COPIED_TABLES) expect(copied[name], name).toBeGreaterThan(0);
    expect(copied.product).toBe(seedProducts.length);
    expect(copied.category).toBe(seedCategories.length);
    expect(await count(target.db, "rate_limit")).toBe(0);
  });

  it("leaves no table of the PostgreSQL schema out but the transient rate limits, reset links and listing counter", async () => {
    const { rows } = await sql<{ table_name: string }>`
      SELECT table_name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_name NOT LIKE 'kysely\\_%'
    `.execute(target.db);
    const tables = rows.map((r) => r.table_name).sort();
    expect(tables).toEqual(
      [
        ...COPIED_TABLES.map((t) => t.name),
        "rate_limit",
        "password_reset",
        "listing_version",
      ].sort(),
    );
  });

  it("keeps the catalogue's insertion order and the lead e-mail switch", async () => {
    const sqliteOrder = await sql<{ id: string }>`SELECT id FROM product ORDER BY rowid`.execute(
      source.db,
    );
    // Catalogue order is (created_at, id) on PostgreSQL: a heap's physical order (ctid) is not
    // promised to follow the inserts once rows are as long as a product's with its search key.
    const pgOrder = await sql<{
      id: string;
    }>`SELECT id FROM product ORDER BY created_at, id`.execute(target.db);
    expect(pgOrder.rows).toEqual(sqliteOrder.rows);
    const config = await target.db.selectFrom("outbox_config").selectAll().execute();
    expect(config).toMatchObject([{ id: 1, lead_mail: 1 }]);
  });

  it("refuses to copy into a database that already has data", async () => {
    const error = await copyDatabase(source.db, target.db).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    const message = (error as Error).message;
    expect(message).toMatch(
      /^Refusing to copy: the PostgreSQL database is not empty \(rows in .*product: \d+/,
    );
    expect(message).not.toContain("\n");
    expect(await count(target.db, "product")).toBe(seedProducts.length);
  });

  it("lets a copied account sign in with its password, and keeps sessions with the same secret", async () => {
    const auth = createAuth(target.db, { secret: SECRET, baseURL: BASE_URL });
    const session = await auth.api.getSession({ headers: new Headers({ cookie }) });
    expect(session?.user.email).toBe("asha@example.com");
    expect(session?.user.emailVerified).toBe(true);
    // Another secret cannot read the old cookies: the reason SESSION_SECRET must carry over.
    const otherSecret = createAuth(target.db, { secret: "y".repeat(64), baseURL: BASE_URL });
    expect(await otherSecret.api.getSession({ headers: new Headers({ cookie }) })).toBeNull();

    const signedIn = await auth.api.signInEmail({
      body: { email: "asha@example.com", password: PASSWORD },
    });
    expect(signedIn.user.email).toBe("asha@example.com");
    await expect(
      auth.api.signInEmail({ body: { email: "asha@example.com", password: "wrong password" } }),
    ).rejects.toThrow();
    // The ban (a boolean and a date on PostgreSQL now) still holds.
    await expect(
      auth.api.signInEmail({ body: { email: "ravi@example.com", password: PASSWORD } }),
    ).rejects.toThrow(/disabled/i);
  });

  it("gives rows made after the copy fresh ids", async () => {
    const categories = await maxId(source.db, "category");
    const enquiries = await maxId(source.db, "enquiry");
    const outbox = await maxId(source.db, "outbox_message");
    const category = await insertCategory(target.db, {
      name: "Made after the move",
      imageMediaId: null,
      position: 99,
      subcategories: [],
    });
    expect(category.id).toBe(categories + 1);
    const enquiry = await saveEnquiry(target.db, {
      kind: "contact",
      name: "New",
      email: "new@example.com",
      phone: "2",
    });
    expect(enquiry.id).toBe(enquiries + 1);
    expect(await maxId(target.db, "outbox_message")).toBe(outbox + 1);
  });
});

describe.skipIf(!testPostgresUrl())("a copy that cannot finish", () => {
  let source: SqliteStore;
  let target: TempPostgres;

  beforeAll(async () => {
    source = await sqliteStore();
    target = await tempPostgresDatabase({ migrated: false });
  }, 60_000);

  afterAll(async () => {
    await target?.drop();
    await source?.cleanup();
  });

  it("copies nothing at all, and the same target takes the copy once the data is fixed", async () => {
    await insertCategory(source.db, {
      name: "Pumps",
      imageMediaId: null,
      position: 0,
      subcategories: [],
    });
    // SQLite keeps a NUL character in text; PostgreSQL refuses it, late in the copy.
    const { id } = await saveEnquiry(source.db, {
      kind: "contact",
      name: "Nul",
      email: "n@example.com",
      phone: "3",
      message: "before\u0000after",
    });
    await expect(copyDatabase(source.db, target.db)).rejects.toThrow(/^Copying enquiry failed: /);
    expect(await count(target.db, "category")).toBe(0);

    await source.db.updateTable("enquiry").set({ message: "fixed" }).where("id", "=", id).execute();
    const copied = await copyDatabase(source.db, target.db);
    expect(copied).toMatchObject({ category: 1, enquiry: 1 });
  });

  it("refuses a store with a table it does not know", async () => {
    await sql`CREATE TABLE wishlist (id integer primary key)`.execute(source.db);
    try {
      await expect(copyDatabase(source.db, target.db)).rejects.toThrow(
        "The SQLite store has tables db:copy does not know (wishlist); nothing was copied.",
      );
    } finally {
      await sql`DROP TABLE wishlist`.execute(source.db);
    }
  });
});

// PostgreSQL itself would read Better Auth's ISO text and 0/1 as timestamptz and
// boolean; these are the SQLite forms it would reject or misread without conversion.
describe.skipIf(!testPostgresUrl())("dates SQLite holds in other forms", () => {
  it("become the same instants in PostgreSQL, whatever its time zone", async () => {
    const source = await sqliteStore();
    const target = await tempPostgresDatabase({ migrated: false });
    const name = new URL(target.url).pathname.slice(1);
    // A zone-less timestamp would be read in this zone if passed through as text.
    await sql`ALTER DATABASE ${sql.id(name)} SET timezone TO 'Asia/Kolkata'`.execute(target.db);
    const to = openPostgres(target.url, 3);
    try {
      const ms = Date.UTC(2026, 0, 2, 3, 4, 5, 678);
      await sql`
        INSERT INTO "user" (id, name, email, "emailVerified", "createdAt", "updatedAt")
        VALUES ('u1', 'Old', 'old@example.com', 1, ${ms}, '2026-01-02 03:04:05')
      `.execute(source.db);
      await copyDatabase(source.db, to);
      const { rows } = await sql<{ createdAt: Date; updatedAt: Date; emailVerified: boolean }>`
        SELECT "createdAt", "updatedAt", "emailVerified" FROM "user"
      `.execute(to);
      expect(rows).toEqual([
        {
          createdAt: new Date(ms),
          updatedAt: new Date("2026-01-02T03:04:05Z"),
          emailVerified: true,
        },
      ]);
    } finally {
      await to.destroy();
      await target.drop();
      await source.cleanup();
    }
  });
});

/** `npm run db:copy -- …`, as the operator runs it. */
function runScript(args: string[], env: NodeJS.ProcessEnv = {}) {
  return spawnSync(
    process.execPath,
    [path.resolve("node_modules/tsx/dist/cli.mjs"), "scripts/db-copy.ts", ...args],
    { encoding: "utf8", env: { ...process.env, ...env }, timeout: 60_000 },
  );
}

describe("npm run db:copy", () => {
  it("refuses a target that is not a PostgreSQL URL", () => {
    const result = runScript(["--to", "./elsewhere.db", "--from", "./nowhere.db"]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      "db:copy failed: --to must be a postgres:// or postgresql:// URL, not ./elsewhere.db.",
    );
  });

  it("refuses a --from file that does not exist, creating nothing", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "storefront-copy-"));
    try {
      const missing = path.join(dir, "missing.db");
      const result = runScript(["--to", "postgres://nobody@127.0.0.1:1/none", "--from", missing]);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`db:copy failed: No SQLite store at ${missing}`);
      expect(existsSync(missing)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.skipIf(!testPostgresUrl())(
    "copies DATA_DIR's store, prints each table and the next steps",
    async () => {
      const source = await sqliteStore();
      const target = await tempPostgresDatabase({ migrated: false });
      try {
        await insertCategory(source.db, {
          name: "Pumps",
          imageMediaId: null,
          position: 0,
          subcategories: [],
        });
        const result = runScript(["--to", target.url], { DATA_DIR: source.dir, DATABASE_URL: "" });
        expect(result.stderr).toBe("");
        expect(result.status).toBe(0);
        expect(result.stdout).toContain(`Copying ${source.file} into`);
        expect(result.stdout).toContain("  category: 1 row\n");
        expect(result.stdout).toMatch(
          new RegExp(`Copied \\d+ rows in ${COPIED_TABLES.length} tables`),
        );
        expect(result.stdout).toContain("SESSION_SECRET");
        expect(result.stdout).toContain("npm run media:copy");
        expect(await count(target.db, "category")).toBe(1);
      } finally {
        await target.drop();
        await source.cleanup();
      }
    },
    60_000,
  );
});
