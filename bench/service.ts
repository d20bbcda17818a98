/**
 * npm run bench -- service: after-sales' reads at the scale issue 40 budgets
 * (p95 ≤ 5 ms at 1,000,000 serials and 5,000 service points, on SQLite and
 * PostgreSQL): a serial's page (its unit, model and warranty), the locator's
 * answer for a PIN (the nearest points with the state list and categories),
 * and routing a request to one service point; beside two floors measured in
 * the same run, query by query in turns: a bare `SELECT 1` and a product read
 * by its primary key.
 *
 * The data: the demo shop (its catalogue, after-sales demo and rules) on a
 * fresh database, then service points at real PIN codes (half in Gujarat and
 * its neighbours, half anywhere in India, 5 % inactive, each serving none to
 * three categories), serials spread over the demo's products, and one in ten
 * of them registered. Made by a seeded random generator, so every run and
 * both databases hold the same rows.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { defaultSite } from "~/config/site";
import { type DB, migrateToLatest, openPostgres, openSqlite } from "~/db/db.server";
import { dialectOf } from "~/db/dialect.server";
import { indiaDay } from "~/format/india-time";
import { fileSystemStorage } from "~/media/storage.server";
import { lookupPin, type PinPlace, pinCoordinate } from "~/places/pincode.server";
import { seedIfEmpty } from "~/seed/seed.server";
import { locate, readLocatorQuery } from "~/service/locator.server";
import { activeDirectory, cachedDirectory, nearestPoints } from "~/service/service-points.server";
import { whereabouts } from "~/service/service-requests.server";
import { serialPage } from "~/service/warranty.server";
import type { benchCatalogues } from "./data";
import { percentile } from "./lib";

type Catalogues = ReturnType<typeof benchCatalogues>;

const POINTS = Number(process.env.BENCH_SERVICE_POINTS ?? 5_000);
const SERIALS = Number(process.env.BENCH_SERIALS ?? 1_000_000);
/** One serial in ten is registered. */
const REGISTERED = Math.round(SERIALS / 10);
/** Timed reads of each kind, the kinds taking turns. */
const ROUNDS = Number(process.env.BENCH_SERVICE_ROUNDS ?? 2_000);
const BUDGET_MS = 5;
/** Gujarat and its neighbours: Rajasthan, Madhya Pradesh, Maharashtra, Dadra–Daman–Diu. */
const NEAR_HOME = new Set(["24", "08", "23", "27", "26"]);

/** A small seeded generator (mulberry32): the same rows every run, on both databases. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(list: readonly T[], r: () => number): T =>
  list[Math.floor(r() * list.length)] as T;

/** Every PIN India Post's directory has (about 19,500), with its place. */
function everyPin(): PinPlace[] {
  const found: PinPlace[] = [];
  for (let n = 110_000; n <= 859_999; n++) {
    const place = lookupPin(String(n));
    if (place) found.push(place);
  }
  return found;
}

async function inBatches<T>(
  rows: readonly T[],
  size: number,
  write: (batch: T[]) => Promise<void>,
) {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}

/** The demo shop, then the points, serials and registrations on top. */
async function fill(db: DB, dir: string, pins: readonly PinPlace[], log: (line: string) => void) {
  const started = performance.now();
  await migrateToLatest(db);
  await seedIfEmpty(db, {
    storage: fileSystemStorage(path.join(dir, "media")),
    maxImagesPerProduct: 0,
  });
  const r = random(40);
  const now = Date.now();
  const categories = (await db.selectFrom("category").select("id").orderBy("id").execute()).map(
    (c) => c.id,
  );
  const products = (
    await db.selectFrom("product").select(["id", "title"]).orderBy("id").execute()
  ).map((p) => ({ id: p.id, title: p.title }));
  const home = pins.filter((p) => NEAR_HOME.has(p.stateCode));
  const have = Number(
    (
      await db
        .selectFrom("service_point")
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const points = Array.from({ length: POINTS - have }, (_, i) => {
    const place = pick(r() < 0.5 ? home : pins, r);
    const at = pinCoordinate(place.pin);
    return {
      name: `Bench Pumps ${i + 1}`,
      kind: pick(["dealer", "service", "both"] as const, r),
      address: `Shop ${i + 1}, Main Road`,
      pin: place.pin,
      district: place.district,
      state: place.state,
      state_code: place.stateCode,
      lat: at?.lat ?? null,
      lon: at?.lon ?? null,
      phone: `+91 98250 ${String(10_000 + i).slice(-5)}`,
      whatsapp: `9198250${String(10_000 + i).slice(-5)}`,
      email: "",
      hours: "Mon–Sat 9:30–19:00",
      active: r() < 0.95 ? 1 : 0,
      created_at: now,
      updated_at: now,
    };
  });
  const pointIds: number[] = [];
  await db.transaction().execute(async (trx) => {
    await inBatches(points, 500, async (batch) => {
      const ids = await trx.insertInto("service_point").values(batch).returning("id").execute();
      pointIds.push(...ids.map((x) => x.id));
    });
    const served = pointIds.flatMap((id) => {
      const count = Math.floor(r() * 4);
      const mine = new Set(Array.from({ length: count }, () => pick(categories, r)));
      return [...mine].map((category_id) => ({ service_point_id: id, category_id }));
    });
    await inBatches(served, 2_000, async (batch) => {
      await trx.insertInto("service_point_category").values(batch).execute();
    });
  });
  log(`  ${POINTS} service points: ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const existing = Number(
    (
      await db
        .selectFrom("serial_unit")
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const serials: string[] = [];
  const firstDay = Date.UTC(2024, 3, 1);
  const days = Math.floor((Date.UTC(2026, 10, 1) - firstDay) / 86_400_000);
  await db.transaction().execute(async (trx) => {
    const rows = [];
    for (let i = 0; i < SERIALS - existing; i++) {
      const product = pick(products, r);
      const dispatched = new Date(firstDay + Math.floor(r() * days) * 86_400_000)
        .toISOString()
        .slice(0, 10);
      const serial = `BN${dispatched.slice(2, 4)}-${String(i).padStart(7, "0")}`;
      serials.push(serial);
      rows.push({
        serial,
        product_id: product.id,
        model: product.title,
        dispatched_on: dispatched,
        dealer_id: pick(pointIds, r),
        replaces: null,
        created_at: now,
      });
      if (rows.length === 2_000) {
        await trx.insertInto("serial_unit").values(rows.splice(0)).execute();
      }
    }
    if (rows.length > 0) await trx.insertInto("serial_unit").values(rows).execute();
  });
  log(`  ${SERIALS} serials: ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const rule = await db.selectFrom("warranty_rule").select("id").orderBy("id").executeTakeFirst();
  const registered = serials.filter((_, i) => i % 10 === 3).slice(0, REGISTERED);
  await db.transaction().execute(async (trx) => {
    await inBatches(registered, 1_000, async (batch) => {
      await trx
        .insertInto("warranty_registration")
        .values(
          batch.map((serial, i) => {
            const place = pick(home, r);
            return {
              serial,
              status: "registered" as const,
              product_id: null,
              model: "",
              name: "Bench Customer",
              phone: "98250 12345",
              pin: place.pin,
              district: place.district,
              state: place.state,
              state_code: place.stateCode,
              installed_on: "2026-01-15",
              dealer_id: null,
              dealer_name: "",
              invoice_media_id: null,
              language: "en",
              rule_id: rule?.id ?? null,
              ends_on: "2027-01-14",
              basis: "install" as const,
              term_months: 12,
              bonus_months: 0,
              submission: `bench-${serial}-${i}`,
              created_at: now,
              updated_at: now,
            };
          }),
        )
        .execute();
    });
  });
  if (dialectOf(db) === "postgres")
    for (const table of [
      "service_point",
      "service_point_category",
      "serial_unit",
      "warranty_registration",
      "product",
    ])
      await sql`VACUUM ANALYZE ${sql.table(table)}`.execute(db);
  log(`  ${REGISTERED} registrations: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { serials, seconds: (performance.now() - started) / 1000, productIds: products };
}

interface Timings {
  serial: number[];
  locator: number[];
  routing: number[];
  directory: number[];
  product: number[];
  roundTrip: number[];
}

async function measure(
  db: DB,
  serials: readonly string[],
  productIds: readonly { id: string }[],
  pins: readonly PinPlace[],
): Promise<Timings> {
  const r = random(7);
  const today = indiaDay(Date.now());
  const style = { locale: "en" as const, nativeDigits: false };
  const site = { gstin: defaultSite.gstin };
  const home = pins.filter((p) => NEAR_HOME.has(p.stateCode));
  // What visitors ask: mostly known serials (a nameplate's QR), some typed wrong; mostly PINs
  // near home, some anywhere, a few that are not PINs at all.
  const aSerial = () =>
    r() < 0.9
      ? pick(serials, r)
      : `ZZ${Math.floor(r() * 1e8)
          .toString(36)
          .toUpperCase()}`;
  const aPin = () => {
    const x = r();
    return x < 0.6 ? pick(home, r).pin : x < 0.95 ? pick(pins, r).pin : "12ab";
  };
  const t: Timings = {
    serial: [],
    locator: [],
    routing: [],
    directory: [],
    product: [],
    roundTrip: [],
  };
  const timed = async (into: number[] | null, work: () => Promise<unknown>) => {
    const start = performance.now();
    await work();
    into?.push(performance.now() - start);
  };
  for (let round = -200; round < ROUNDS; round++) {
    // The first 200 rounds warm caches and plans, untimed.
    const keep = (into: number[]) => (round < 0 ? null : into);
    const serial = aSerial();
    const pin = aPin();
    const place = lookupPin(pin) ?? pick(home, r);
    const product = pick(productIds, r).id;
    await timed(keep(t.serial), () => serialPage(db, serial, "en", today));
    await timed(keep(t.locator), () =>
      locate(db, readLocatorQuery(new URLSearchParams({ pin })), style, site),
    );
    await timed(keep(t.routing), async () =>
      nearestPoints(
        await cachedDirectory(db),
        whereabouts(place),
        { kind: "service", categoryId: null },
        1,
      ),
    );
    await timed(keep(t.directory), () => activeDirectory(db));
    await timed(keep(t.product), () =>
      db.selectFrom("product").selectAll().where("id", "=", product).executeTakeFirst(),
    );
    await timed(keep(t.roundTrip), () => sql`SELECT 1`.execute(db));
  }
  return t;
}

export async function benchService(catalogues: Catalogues): Promise<string[]> {
  const log = (line: string) => console.error(line);
  const dir = mkdtempSync(path.join(tmpdir(), "bench-service-"));
  const pins = everyPin();
  const withCoordinate = pins.filter((p) => pinCoordinate(p.pin)).length;
  const results: { name: string; seconds: number; t: Timings }[] = [];
  try {
    for (const [name, open] of [
      ["SQLite", async () => openSqlite(path.join(dir, "service.db"))],
      // The app's own pool size (DATABASE_POOL_SIZE's default, 10): the page's queries go at once.
      ["PostgreSQL", async () => openPostgres(await catalogues.emptyPostgres("service"))],
    ] as const) {
      log(`${name}: filling`);
      const db = await open();
      try {
        const { serials, seconds, productIds } = await fill(db, path.join(dir, name), pins, log);
        log(`${name}: measuring`);
        results.push({ name, seconds, t: await measure(db, serials, productIds, pins) });
      } finally {
        await db.destroy();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const ms = (v: number[], p: number) => percentile(v, p).toFixed(2);
  const report = [
    `## After sales: serial lookup and the locator (issue 40)`,
    "",
    `${POINTS.toLocaleString("en")} service points at real PIN codes (half in Gujarat and its neighbours, half anywhere; ${pins.length.toLocaleString("en")} PINs, ${withCoordinate.toLocaleString("en")} with a coordinate), ${SERIALS.toLocaleString("en")} serials over the demo's products, ${REGISTERED.toLocaleString("en")} of them registered; ${ROUNDS.toLocaleString("en")} reads of each kind after 200 untimed rounds, the kinds taking turns read by read. A serial is known 9 times in 10; a PIN is near home 6 times in 10, anywhere in India 3.5, not a PIN 0.5. "÷ PK read" is the row's p95 over a product read by its primary key in the same run.`,
    "",
    "| database | read | p50 ms | p95 ms | p99 ms | ÷ PK read p95 | budget | met |",
    "| --- | --- | ---: | ---: | ---: | ---: | --- | --- |",
  ];
  for (const { name, t } of results) {
    const floor = percentile(t.product, 95);
    const row = (what: string, v: number[], budget: boolean) => {
      const p95 = percentile(v, 95);
      report.push(
        `| ${name} | ${what} | ${ms(v, 50)} | ${p95.toFixed(2)} | ${ms(v, 99)} | ${(p95 / floor).toFixed(1)}× | ${budget ? `p95 ≤ ${BUDGET_MS} ms` : ""} | ${budget ? (p95 <= BUDGET_MS ? "yes" : "**no**") : ""} |`,
      );
    };
    row("**serial's page** (`serialPage`: unit, model, warranty)", t.serial, true);
    row("**locator** (`locate`: nearest 6, states, categories)", t.locator, true);
    row("routing a request (`nearestPoints`, 1 service point)", t.routing, true);
    row(
      "reading the whole active directory (`activeDirectory`: once after each change to it)",
      t.directory,
      false,
    );
    row("floor: a product by primary key", t.product, false);
    row("floor: `SELECT 1`", t.roundTrip, false);
  }
  report.push(
    "",
    `Loading the data: ${results.map((x) => `${x.name} ${x.seconds.toFixed(0)} s`).join(", ")}.`,
    "",
  );
  return report;
}
