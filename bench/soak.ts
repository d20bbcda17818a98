/**
 * npm run bench -- soak: mixed traffic at a fixed rate against the production
 * build for SOAK_MINUTES (default 10): browsing, header search, shop filters,
 * product pages, images, enquiry posts and admin product edits. Reports
 * throughput, p50/p99 per time window, errors and the server's resident memory,
 * as Markdown for docs/benchmarks.md.
 *
 *   SOAK_MINUTES=2 npm run bench -- soak   # a short try
 *   SOAK_RATE=30                            # requests a second (default 20)
 *
 * The server runs on a loopback port with a throwaway DATA_DIR; every
 * request goes to 127.0.0.1, the run is bounded in time and the server is
 * stopped at the end. Exit status 1 when any request failed.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { type DB, openDatabase } from "~/db/db.server";
import { formFields } from "../scripts/form-fields";
import { percentile, rssMb, startServer } from "./lib";

// Benchmark knobs, not shop settings: read here rather than through env.server.ts.
const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const RATE = Number(process.env.SOAK_RATE ?? 20);
const DURATION_MS = MINUTES * 60_000;
/** Excluded from the memory and latency trend: caches fill, the JIT settles. */
const WARMUP_MS = Math.min(60_000, DURATION_MS * 0.2);
const WINDOW_MS = Math.max(10_000, Math.round(DURATION_MS / 20 / 10_000) * 10_000);
/** More than this many requests waiting means the server cannot keep up: counted as errors. */
const MAX_IN_FLIGHT = 300;
export const ADMIN = { email: "soak@bench.test", password: "soak-admin-password" };

type Kind =
  | "browse"
  | "search-api"
  | "shop-search"
  | "shop-filter"
  | "product"
  | "image"
  | "enquiry"
  | "admin-edit";

/** The traffic mix, out of 100 requests. */
const MIX: [Kind, number][] = [
  ["browse", 17],
  ["search-api", 12],
  ["shop-search", 5],
  ["shop-filter", 18],
  ["product", 30],
  ["image", 8],
  ["enquiry", 5],
  ["admin-edit", 5],
];

interface Sample {
  at: number;
  kind: Kind;
  ms: number;
  ok: boolean;
  detail?: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

const r = (n: number) => Math.floor(Math.random() * n);
const pick = <T>(list: T[]): T => list[r(list.length)] as T;
const clientIp = () => `10.${r(254) + 1}.${r(254) + 1}.${r(254) + 1}`;

export interface Catalogue {
  products: string[];
  categories: { name: string; subcategories: string[] }[];
  media: string[];
}

/** The ids and names the traffic picks from, read through the app's own database module. */
export async function readCatalogue(db: DB): Promise<Catalogue> {
  const products = (await db.selectFrom("product").select("id").execute()).map((p) => p.id);
  const cats = await db.selectFrom("category").select(["id", "name"]).execute();
  const subs = await db.selectFrom("subcategory").select(["category_id", "name"]).execute();
  const categories = cats.map((c) => ({
    name: c.name,
    subcategories: subs.filter((s) => s.category_id === c.id).map((s) => s.name),
  }));
  const media = (await db.selectFrom("media").select("id").execute()).map((m) => m.id);
  return { products, categories, media };
}

/**
 * An admin's edit: the edit page is fetched and its form read as the browser
 * would post it (form-fields.ts), the description changed, and everything sent
 * back, so the soak never drops a field the form carries.
 */
async function editForm(base: string, cookie: string, id: string, n: number) {
  const page = await fetch(`${base}/update-product/${encodeURIComponent(id)}`, {
    headers: { Cookie: cookie },
  });
  const fields = formFields(await page.text(), 'name="intent" value="save-product"');
  const body = new URLSearchParams();
  for (const [name, value] of fields) {
    body.append(
      name,
      name === "description"
        ? `${value.replace(/\n?\(soak edit \d+\)$/, "")}\n(soak edit ${n})`
        : value,
    );
  }
  return body;
}

/** Everything of a product an edit of its description must leave as it was. */
function productSnapshot(db: Database.Database, id: string): string {
  const one = (sql: string) => db.prepare(sql).all(id);
  const product = db.prepare("SELECT * FROM product WHERE id = ?").get(id) as Record<
    string,
    unknown
  >;
  const { description: _d, updated_at: _u, ...rest } = product;
  return JSON.stringify([
    rest,
    one("SELECT position, media_id, alt FROM product_image WHERE product_id = ? ORDER BY position"),
    one(
      "SELECT position, category_id, subcategory_id FROM product_category WHERE product_id = ? ORDER BY position",
    ),
    one("SELECT * FROM product_spec WHERE product_id = ?"),
    one(
      "SELECT position, head_m, discharge_lpm FROM product_duty_point WHERE product_id = ? ORDER BY position",
    ),
  ]);
}

const SEARCH_TERMS = [
  "pump",
  "motor",
  "mono",
  "sub",
  "grinder",
  "drill",
  "jet",
  "3 hp",
  "cutter",
  "xyz",
];
const ACCEPTS = ["image/avif,image/webp,*/*", "image/webp,*/*", "*/*"];
const SORTS = ["", "price-asc", "price-desc", "name-asc", "newest"];

/** Signs the soak's admin in through the real form; returns the session cookie. */
export async function signInAdmin(base: string): Promise<string> {
  const signIn = await fetch(`${base}/sign-in`, {
    method: "POST",
    body: new URLSearchParams(ADMIN),
    redirect: "manual",
    headers: { "X-Forwarded-For": clientIp() },
  });
  const cookie = (signIn.headers.getSetCookie?.() ?? []).map((c) => c.split(";")[0]).join("; ");
  if (signIn.status !== 302 || !cookie) throw new Error(`admin sign-in failed: ${signIn.status}`);

  return cookie;
}

/** A shop that has been open a while has its image sizes made: make them first, untimed. */
export async function makeCardImages(base: string, catalogue: Catalogue): Promise<void> {
  console.error(`  making ${catalogue.media.length * ACCEPTS.length} card images first…`);
  for (const id of catalogue.media) {
    for (const accept of ACCEPTS) {
      const res = await fetch(`${base}/media/card/${id}`, { headers: { Accept: accept } });
      await res.arrayBuffer();
    }
  }
}

/**
 * The soak's traffic: one request of the given kind (MIX) against `base`, as a visitor or, for
 * admin edits, the signed-in admin (`cookie`).
 */
export function trafficFor(base: string, catalogue: Catalogue, cookie: string) {
  const editing = new Set<string>();
  let edits = 0;
  return async function one(kind: Kind): Promise<{ ok: boolean; detail?: string }> {
    const get = async (url: string, headers: Record<string, string> = {}) => {
      const res = await fetch(`${base}${url}`, { headers });
      await res.arrayBuffer();
      return res.status === 200 ? { ok: true } : { ok: false, detail: `${url} → ${res.status}` };
    };
    switch (kind) {
      case "browse":
        return get(pick(["/", "/about", "/contact", "/certificates", "/shop"]));
      case "search-api":
        return get(`/api/search?q=${encodeURIComponent(pick(SEARCH_TERMS))}`);
      case "shop-search":
        return get(`/shop?q=${encodeURIComponent(pick(SEARCH_TERMS))}`);
      case "shop-filter": {
        const c = pick(catalogue.categories);
        const sub =
          c.subcategories.length && r(2)
            ? `&subcategory=${encodeURIComponent(pick(c.subcategories))}`
            : "";
        const sort = pick(SORTS);
        return get(
          `/shop?category=${encodeURIComponent(c.name)}${sub}${sort ? `&sort=${sort}` : ""}&page=${r(2) + 1}`,
        );
      }
      case "product":
        return get(`/productinfo/${encodeURIComponent(pick(catalogue.products))}`);
      case "image":
        return get(`/media/card/${pick(catalogue.media)}`, { Accept: pick(ACCEPTS) });
      case "enquiry": {
        const n = r(1e9);
        const res = await fetch(`${base}/enquiry`, {
          method: "POST",
          redirect: "manual",
          headers: { "X-Forwarded-For": clientIp() },
          body: new URLSearchParams({
            kind: "dealer",
            name: "Soak Visitor",
            email: `soak${n}@bench.test`,
            phone: "9876543210",
            companyName: "Soak Traders",
          }),
        });
        await res.arrayBuffer();
        return res.status === 303 ? { ok: true } : { ok: false, detail: `enquiry → ${res.status}` };
      }
      case "admin-edit": {
        // One edit at a time per product, as an admin at one screen would.
        const id = catalogue.products.find(
          (p, i) => i >= edits % catalogue.products.length && !editing.has(p),
        );
        if (!id) return get("/shop");
        editing.add(id);
        try {
          const form = await editForm(base, cookie, id, ++edits);
          const res = await fetch(`${base}/update-product/${encodeURIComponent(id)}`, {
            method: "POST",
            redirect: "manual",
            headers: { Cookie: cookie, "X-Forwarded-For": clientIp() },
            body: form,
          });
          await res.arrayBuffer();
          const to = res.headers.get("location");
          return res.status === 302 && to === "/admin"
            ? { ok: true }
            : { ok: false, detail: `edit ${id} → ${res.status} ${to ?? ""}` };
        } finally {
          editing.delete(id);
        }
      }
    }
  };
}

/** The kinds of MIX, each as often as its weight. */
export const KINDS: Kind[] = MIX.flatMap(([kind, weight]) => Array<Kind>(weight).fill(kind));

export async function soak(): Promise<number> {
  // A plain .mjs module (also used by npm start): typed here by hand.
  const builder = "../scripts/build-if-needed.mjs";
  const { buildIfNeeded } = (await import(builder)) as { buildIfNeeded(): boolean };
  buildIfNeeded();
  const dataDir = mkdtempSync(path.join(tmpdir(), "storefront-soak-"));
  console.error(`Soak: ${MINUTES} min at ${RATE} requests/s; starting the production server…`);
  const server = await startServer({
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    TRUST_PROXY: "loopback",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_IMAGES_PER_PRODUCT: "2",
  });
  const pid = server.pid;
  const dbFile = path.join(dataDir, "storefront.db");
  const appDb = openDatabase(dbFile);
  const catalogue = await readCatalogue(appDb);
  await appDb.destroy();
  const reader = new Database(dbFile, { readonly: true });
  const before = new Map(catalogue.products.map((id) => [id, productSnapshot(reader, id)]));
  const base = server.url;

  const cookie = await signInAdmin(base);
  await makeCardImages(base, catalogue);
  const one = trafficFor(base, catalogue, cookie);
  const kinds = KINDS;

  const samples: Sample[] = [];
  const memory: { at: number; mb: number; load: number }[] = [];
  const errors: string[] = [];
  let inFlight = 0;
  const started = performance.now();
  const memoryTimer = setInterval(() => {
    memory.push({ at: performance.now() - started, mb: rssMb(pid), load: loadavg()[0] ?? 0 });
  }, 5_000);
  memory.push({ at: 0, mb: rssMb(pid), load: loadavg()[0] ?? 0 });
  const running: Promise<void>[] = [];
  const interval = 1000 / RATE;
  let lastReport = 0;
  for (let i = 0; ; i++) {
    const due = i * interval;
    if (due >= DURATION_MS) break;
    await sleep(due - (performance.now() - started));
    const at = performance.now() - started;
    const kind = kinds[i % kinds.length] ?? "product";
    if (inFlight >= MAX_IN_FLIGHT) {
      samples.push({ at, kind, ms: 0, ok: false, detail: "overloaded: request not sent" });
      continue;
    }
    inFlight++;
    const job = one(kind)
      .catch((error: Error) => ({ ok: false, detail: `${kind}: ${error.message}` }))
      .then((result) => {
        inFlight--;
        const ms = performance.now() - started - at;
        samples.push({ at, kind, ms, ok: result.ok, detail: result.detail });
        if (!result.ok && errors.length < 20) errors.push(result.detail ?? kind);
      });
    running.push(job);
    if (running.length > 1000) await Promise.all(running.splice(0, 500));
    if (at - lastReport >= 60_000) {
      lastReport = at;
      console.error(
        `  ${Math.round(at / 60_000)} min: ${samples.length} requests, ${samples.filter((s) => !s.ok).length} errors, RSS ${rssMb(pid).toFixed(0)} MB`,
      );
    }
  }
  await Promise.all(running);
  clearInterval(memoryTimer);
  // Edits change descriptions only: anything else that differs now was lost on the way.
  const damaged = catalogue.products.filter((id) => productSnapshot(reader, id) !== before.get(id));
  memory.push({ at: performance.now() - started, mb: rssMb(pid), load: loadavg()[0] ?? 0 });
  const elapsed = performance.now() - started;

  await server.stop();
  reader.close();
  const serverLog = server.output();
  const logLines = serverLog.split("\n").filter((l) => l.startsWith("{"));
  const slowLines = logLines.filter((l) => l.includes('"msg":"slow request"')).length;
  const errorLines = logLines.filter((l) => /"level":(50|60)/.test(l)).length;
  rmSync(dataDir, { recursive: true, force: true });

  // Per time window.
  const windows: string[] = [];
  const windowStats: { from: number; p50: number; p99: number; mb: number }[] = [];
  for (let from = 0; from < DURATION_MS; from += WINDOW_MS) {
    const inWindow = samples.filter((s) => s.at >= from && s.at < from + WINDOW_MS);
    const ms = inWindow.filter((s) => s.ok).map((s) => s.ms);
    const sampled = memory.filter((m) => m.at >= from && m.at < from + WINDOW_MS);
    const mem = sampled.map((m) => m.mb);
    const mb = mem.length ? Math.max(...mem) : (memory.at(-1)?.mb ?? 0);
    const load = sampled.length ? sampled.reduce((a, m) => a + m.load, 0) / sampled.length : 0;
    const stat = { from, p50: percentile(ms, 50), p99: percentile(ms, 99), mb };
    windowStats.push(stat);
    const minute = (from / 60_000).toFixed(1);
    windows.push(
      `| ${minute}–${((from + WINDOW_MS) / 60_000).toFixed(1)}${from < WARMUP_MS ? " (warm-up)" : ""} | ${(inWindow.length / (WINDOW_MS / 1000)).toFixed(1)} | ${stat.p50.toFixed(1)} | ${stat.p99.toFixed(1)} | ${inWindow.filter((s) => !s.ok).length} | ${mb.toFixed(0)} | ${load.toFixed(1)} |`,
    );
  }
  const steady = windowStats.filter((w) => w.from >= WARMUP_MS);
  const first = steady[0];
  const last = steady.at(-1);
  // Memory trend: the mean of the first fifth of the samples after warm-up against the last fifth
  // (single samples swing with garbage collection).
  const steadyMemory = memory.filter((m) => m.at >= WARMUP_MS).map((m) => m.mb);
  const fifth = Math.max(1, Math.floor(steadyMemory.length / 5));
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  const earlyMb = mean(steadyMemory.slice(0, fifth));
  const lateMb = mean(steadyMemory.slice(-fifth));
  const growth = earlyMb ? ((lateMb - earlyMb) / earlyMb) * 100 : 0;
  const p99s = steady.map((w) => w.p99);
  const failures = samples.filter((s) => !s.ok);
  const after = samples.filter((s) => s.at >= WARMUP_MS && s.ok);

  const byKind = MIX.map(([kind]) => {
    const ms = after.filter((s) => s.kind === kind).map((s) => s.ms);
    return `| ${kind} | ${samples.filter((s) => s.kind === kind).length} | ${percentile(ms, 50).toFixed(1)} | ${percentile(ms, 99).toFixed(1)} | ${failures.filter((s) => s.kind === kind).length} |`;
  });

  const report = [
    `## Soak (${MINUTES} min at ${RATE} requests/s, production build)`,
    "",
    `Mixed traffic at a fixed rate (sent on schedule whatever the answers): ${MIX.map(([k, w]) => `${k} ${w} %`).join(", ")}. Demo catalogue (${catalogue.products.length} products), one admin editing products, enquiries from varying client addresses (TRUST_PROXY=loopback). Memory is the server process's resident set (VmRSS), the highest sample in each window; the machine's load average shows how much else ran on its 2 cores (other work shares them); every card image was made before the clock started; the first ${(WARMUP_MS / 60_000).toFixed(1)} min are warm-up.`,
    "",
    "| minutes | requests/s | p50 ms | p99 ms | errors | RSS MB | machine load (1-min avg, 2 cores) |",
    "| --- | --- | --- | --- | --- | --- | --- |",
    ...windows,
    "",
    "| request | count | p50 ms | p99 ms | errors |",
    "| --- | --- | --- | --- | --- |",
    ...byKind,
    "",
    "| measure | result | goal |",
    "| --- | --- | --- |",
    `| requests | ${samples.length} in ${(elapsed / 60_000).toFixed(1)} min (${(samples.length / (elapsed / 1000)).toFixed(1)}/s) | ${RATE}/s |`,
    `| errors | ${failures.length} | 0 |`,
    `| p99 after warm-up, per window | ${Math.min(...p99s).toFixed(1)}–${Math.max(...p99s).toFixed(1)} ms (first ${first?.p99.toFixed(1)}, last ${last?.p99.toFixed(1)}) | flat |`,
    `| resident memory after warm-up, mean of the first and the last fifth of samples | ${earlyMb.toFixed(0)} → ${lateMb.toFixed(0)} MB (${growth >= 0 ? "+" : ""}${growth.toFixed(1)} %) | < +10 % |`,
    `| machine load average during the run | ${mean(memory.map((m) => m.load)).toFixed(1)} (2 cores) | |`,
    `| server log lines at the default level | ${slowLines} slow-request warnings, ${errorLines} errors | |`,
    `| admin edits saved | ${samples.filter((s) => s.kind === "admin-edit" && s.ok).length} | |`,
    `| products whose other fields an edit changed | ${damaged.length}${damaged.length ? ` (${damaged.slice(0, 5).join(", ")})` : ""} | 0 |`,
    "",
  ];
  if (errors.length) report.push("First errors:", "", ...errors.map((e) => `- ${e}`), "");
  console.log(report.join("\n"));
  return failures.length === 0 && damaged.length === 0 ? 0 : 1;
}
