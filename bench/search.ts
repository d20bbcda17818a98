/**
 * npm run bench -- search: the header search in every script (issue 25) on
 * SQLite and PostgreSQL (its index in memory, the shown products read from
 * the database), at 100,000 synthetic products, each group of terms against
 * today's English terms and against a plain scan finding the same products,
 * measured in the same run; what reading the index again costs; then the
 * query set (app/test/search-query-set.ts) on the demo catalogue, on both databases.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import {
  findProducts,
  searchProducts,
  searchProductsByScan,
} from "~/catalogue/product-search.server";
import { type DB, migrateToLatest, openPostgres, openSqlite } from "~/db/db.server";
import { fileSystemStorage } from "~/media/storage.server";
import { searchState, seedLexiconOnce } from "~/search/lexicon.server";
import { type SearchIndex, searchIndex } from "~/search/search-index.server";
import { seedIfEmpty } from "~/seed/seed.server";
import {
  type ScriptScore,
  scoreLines,
  scoreQuerySet,
  TOP1_TARGET,
  TOP3_TARGET,
} from "~/test/search-query-score.server";
import type { benchCatalogues } from "./data";
import { percentile } from "./lib";

type Catalogues = ReturnType<typeof benchCatalogues>;

// English, as before issue 25. What visitors type: a word, a word and a size,
// a model number, and text that matches nothing (the worst case for a scan).
const TYPICAL_TERMS = [
  "submersible",
  "grinder 7.5",
  "model 0421",
  "098765",
  "jet 3 hp",
  "kirloskar",
  "cutter",
  "blower 10 hp",
  "solar",
  "mono",
];
// Sizes written other ways than the titles' "1.5 HP".
const UNIT_TERMS = ["1.5hp", "7.5HP", ".5hp", "jet 2hp", "motor 10 h.p."];
// Typos, corrected from the vocabulary of title words.
const TYPO_TERMS = ["submersibal", "motar", "opnwell", "grindr 5hp", "blowr"];

// The synthetic catalogue's words (app/seed/synthetic.server.ts) as visitors
// type them in each script. A third of its products have a Gujarati title and
// a third a Hindi one; every product is found in any script through its keys.
// Its categories follow the product's place, not its word (Pumps: submersible,
// borewell, diesel, grinder; Motors: openwell, jet, motor, cutter; Tools:
// monoblock, solar, drill, blower), and products are found by their
// categories' names too: the script groups pair words some product has
// together ("બોરવેલ પંપ", "जेट मोटर"), and pairs no product has are a group of
// their own, as they take the fallback tiers whatever the script.
const GUJARATI_TERMS = [
  "સબમર્સિબલ",
  "ઓપનવેલ મોટર",
  "મોનોબ્લોક",
  "બોરવેલ પંપ",
  "ડીઝલ પંપ",
  "ડીઝલ",
  "ગ્રાઇન્ડર",
  "કટર મશીન",
  "બ્લોઅર",
  "સબમરસીબલ",
];
const DEVANAGARI_TERMS = [
  "सबमर्सिबल",
  "सबमर्सिबल पंप",
  "मोनोब्लॉक",
  "बोरवेल पंप",
  "जेट मोटर",
  "सोलर",
  "डीजल इंजन",
  "ग्राइंडर",
  "ड्रिल मशीन",
  "ब्लोअर",
];
const PHONETIC_TERMS = [
  "sabmarsibal",
  "opanvel",
  "sabmarsibal pump",
  "borvel pump",
  "pani ni motor",
  "solaar",
  "dijal",
  "graindar",
  "katar",
  "jet motar",
];
const MIXED_TERMS = [
  "V4 સબમર્સિબલ",
  "5 HP मोटर",
  "diesel પંપ",
  "jet मोटर 1 HP",
  "ગ્રાઇન્ડર 7.5 hp",
  "diesel ઇંજન",
  "बोरवेल pump",
  "ઓપનવેલ 2hp",
  "model 0421 મોટર",
  "cutter कटर",
];
const NATIVE_DIGIT_TERMS = [
  "૧.૫ એચપી",
  "१.५ एचपी",
  "૭.૫ HP",
  "१० एचपी",
  "૦.૫ એચપી મોટર",
  "२ HP जेट",
  "૩ એચપી ડ્રિલ",
  "मॉडल ०४२१",
  "૦૯૮૭૬૫",
  "५ hp",
];
const SHORT_TERMS = ["पंप", "પંપ", "जेट", "જેટ", "नल", "કટર", "कटर", "hp"];
// Two words each common, that no product has together (a jet pump is in
// Motors here): every tier is empty until a word is dropped. English among
// them, to tell this path's cost from the script's.
const APART_TERMS = [
  "jet pump",
  "solar pump",
  "borewell motor",
  "સોલર પંપ",
  "જેટ પંપ",
  "जेट पंप",
  "बोरवेल मोटर",
  "jet pamp",
  "monoblok pump",
  "solar પંપ",
  "jet पंप 1 HP",
];
const HOSTILE_TERMS = [
  "pump\0x",
  "\0",
  '"submersible" NEAR pump',
  "motor AND OR NOT *",
  "sub* ^jet {grinder}",
  "'; DROP TABLE product; --",
  "\u0301",
  "🙂 પંપ 🙂",
  "x".repeat(1000),
  "સબમર્સિબલ ".repeat(100),
];

const ENGLISH_GROUPS = [
  ["typical terms", TYPICAL_TERMS],
  ["sizes written another way", UNIT_TERMS],
  ["typos", TYPO_TERMS],
] as const;
const ENGLISH_TERMS = ENGLISH_GROUPS.flatMap(([, terms]) => terms);
/** The groups measured against English: issue 25's scripts and cases. */
const NEW_GROUPS = [
  ["Gujarati script", GUJARATI_TERMS],
  ["Devanagari", DEVANAGARI_TERMS],
  ["phonetic Latin, Hinglish", PHONETIC_TERMS],
  ["mixed scripts", MIXED_TERMS],
  ["native digits", NATIVE_DIGIT_TERMS],
  ["short words", SHORT_TERMS],
  ["common words no product has together", APART_TERMS],
  ["hostile input", HOSTILE_TERMS],
] as const;
const SEARCH_TERMS = [...ENGLISH_TERMS, ...NEW_GROUPS.flatMap(([, terms]) => terms)];
// A term in two groups would be counted in both.
if (new Set(SEARCH_TERMS).size !== SEARCH_TERMS.length)
  throw new Error("a search term is listed twice");

/** Timed searches of each term, the terms taking turns. */
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 20);

/** A term as the report shows it: control characters escaped, long ones cut. */
function shown(term: string): string {
  const escaped = JSON.stringify(term).slice(1, -1).replaceAll("|", "\\|").replaceAll("`", "'");
  const chars = [...escaped];
  return chars.length > 24
    ? `${chars.slice(0, 12).join("")}… (${[...term].length} chars)`
    : escaped;
}

interface Found {
  index: string;
  scan: string;
  corrected: string | null;
  error?: string;
}

/** The product ids each term finds, through the index and through the scan. */
async function searchResults(db: DB): Promise<Map<string, Found>> {
  const found = new Map<string, Found>();
  for (const term of SEARCH_TERMS) {
    try {
      const answer = await findProducts(db, term);
      const index = answer.products.map((p) => p.id).join(" ");
      const scan = (await searchProductsByScan(db, term)).map((p) => p.id).join(" ");
      found.set(term, { index, scan, corrected: answer.correctedQuery });
    } catch (error) {
      found.set(term, { index: "", scan: "", corrected: null, error: String(error) });
    }
  }
  return found;
}

async function searchTimes(db: DB, queries: string[]) {
  // Warm-up: one untimed pass over both paths fills SQLite's page cache or
  // PostgreSQL's shared buffers and plan caches before anything is timed.
  for (const q of new Set(queries)) {
    await searchProducts(db, q);
    await searchProductsByScan(db, q);
  }
  // Index, scan and a bare round trip alternate query by query, so a burst of
  // load from other work on this shared machine lands on all three alike.
  const index: number[] = [];
  const scan: number[] = [];
  const roundTrip: number[] = [];
  const timed = async (into: number[], work: () => Promise<unknown>) => {
    const t = performance.now();
    await work();
    into.push(performance.now() - t);
  };
  for (const q of queries) {
    await timed(index, () => searchProducts(db, q));
    await timed(scan, () => searchProductsByScan(db, q));
    // The least any query costs through Kysely and the driver: on PostgreSQL
    // a trip to another process, which a busy machine delays like any other.
    await timed(roundTrip, () => sql`SELECT 1`.execute(db));
  }
  return { index, scan, roundTrip };
}

/** Times the index is read again, after its version is moved by hand. */
const RELOADS = 3;

/** The posting lists' bytes, and the strings' characters (ids, titles, keys). */
function indexSize(index: SearchIndex) {
  const arrays = [index.keyPostings, index.trigramPostings].reduce(
    (sum, p) => sum + p.starts.byteLength + p.places.byteLength,
    0,
  );
  const chars = [index.ids, index.titles, index.keys].reduce(
    (sum, list) => sum + list.reduce((n, s) => n + s.length, 0),
    0,
  );
  return { arrays, chars };
}

/**
 * What the first search after a change to a product costs: the index read
 * again (keys_version moved as the trigger moves it), and what it holds.
 */
async function indexReloads(db: DB) {
  const times: number[] = [];
  for (let i = 0; i < RELOADS; i++) {
    await sql`UPDATE search_state SET keys_version = keys_version + 1 WHERE id = 1`.execute(db);
    const t = performance.now();
    await searchProducts(db, "submersible");
    times.push(performance.now() - t);
  }
  const index = await searchIndex(db, (await searchState(db)).keysVersion);
  return { times, ...indexSize(index) };
}

/**
 * The query set on the demo catalogue (as app/search/query-set.server.test.ts
 * makes it: no product photos, the lexicon seeded), on a fresh database.
 */
async function querySetScores(db: DB, dir: string): Promise<ScriptScore[]> {
  await migrateToLatest(db);
  await seedIfEmpty(db, {
    storage: fileSystemStorage(path.join(dir, "media")),
    maxImagesPerProduct: 0,
  });
  await seedLexiconOnce(db);
  return scoreQuerySet(db);
}

export async function benchSearch(catalogues: Catalogues, CATALOGUE: number): Promise<string[]> {
  const report: string[] = [];
  const measured: {
    name: string;
    index: string;
    scan: string;
    queries: string[];
    times: Awaited<ReturnType<typeof searchTimes>>;
    found: Map<string, Found>;
    reloads: Awaited<ReturnType<typeof indexReloads>>;
  }[] = [];
  for (const [name, open, index, scan] of [
    [
      "SQLite",
      async () => openSqlite(await catalogues.sqlite()),
      "index in memory",
      "lower() LIKE scan",
    ],
    [
      "PostgreSQL",
      async () => openPostgres(await catalogues.postgres(), 2),
      "index in memory",
      "lower() LIKE scan",
    ],
  ] as const) {
    const db = await open();
    try {
      await seedLexiconOnce(db);
      const found = await searchResults(db);
      // A term that fails is reported below, not timed.
      const timedTerms = SEARCH_TERMS.filter((t) => !found.get(t)?.error);
      const queries = Array.from(
        { length: ROUNDS * timedTerms.length },
        (_, i) => timedTerms[i % timedTerms.length] ?? "pump",
      );
      const times = await searchTimes(db, queries);
      measured.push({ name, index, scan, queries, found, times, reloads: await indexReloads(db) });
    } finally {
      await db.destroy();
    }
  }

  // Both paths on both databases must find the same products, or the rows
  // below would compare different work.
  const differ: string[] = [];
  const errors: string[] = [];
  const first = measured[0]?.found;
  for (const m of measured) {
    for (const [term, r] of m.found) {
      if (r.error) errors.push(`"${shown(term)}" on ${m.name}: ${r.error}`);
      if (r.index !== r.scan) differ.push(`"${shown(term)}" on ${m.name} (index and scan differ)`);
      if (first && r.index !== first.get(term)?.index)
        differ.push(`"${shown(term)}" (${m.name} differs from ${measured[0]?.name})`);
    }
  }

  const ms = (values: number[], p: number) => percentile(values, p).toFixed(2);
  const of = (m: (typeof measured)[number], values: number[], terms: readonly string[]) =>
    values.filter((_, i) => terms.includes(m.queries[i] ?? ""));
  const searches = measured[0]?.queries.length ?? 0;
  report.push(
    `## Header search in every script (${CATALOGUE.toLocaleString("en")} synthetic products, issue 25)`,
    "",
    `${searches} searches on each database: ${SEARCH_TERMS.length} terms (${ENGLISH_TERMS.length} English as before issue 25: ${TYPICAL_TERMS.length} typical, ${UNIT_TERMS.length} sizes written another way, ${TYPO_TERMS.length} typos; then ${NEW_GROUPS.map(([g, t]) => `${t.length} ${g}`).join(", ")}), each ${ROUNDS} times, the terms taking turns; up to 8 results each, with thumbnails. The lexicon is seeded first; after a warm-up pass, index, scan and a bare \`SELECT 1\` take turns query by query. "÷ English" is the group's p95 over the English group's p95 in the same run.`,
    "",
    "| database | group | searches | index p50 ms | index p95 ms | ÷ English p95 | scan p95 ms | scan ÷ index p95 | target |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  );
  for (const m of measured) {
    const englishP95 = percentile(of(m, m.times.index, ENGLISH_TERMS), 95);
    const row = (group: string, terms: readonly string[] | null) => {
      const index = terms ? of(m, m.times.index, terms) : m.times.index;
      const scan = terms ? of(m, m.times.scan, terms) : m.times.scan;
      const p95 = percentile(index, 95);
      return `| ${m.name} | ${group} | ${index.length} | ${ms(index, 50)} | ${p95.toFixed(2)} | ${(p95 / englishP95).toFixed(2)}× | ${ms(scan, 95)} | ${(percentile(scan, 95) / p95).toFixed(1)}× | p95 ≤ 5 ms |`;
    };
    report.push(row("**English (as before)**", ENGLISH_TERMS));
    for (const [group, terms] of ENGLISH_GROUPS) report.push(row(`English: ${group}`, terms));
    for (const [group, terms] of NEW_GROUPS) report.push(row(group, terms));
    report.push(
      row(`**every search** (${m.index})`, null),
      `| ${m.name} | \`SELECT 1\` round trip (floor) | ${m.times.roundTrip.length} | ${ms(m.times.roundTrip, 50)} | ${ms(m.times.roundTrip, 95)} | | | | |`,
    );
  }

  // What sets a p95: the term whose searches are slowest at the median.
  const slowest = measured.map((m) => {
    const terms = [...new Set(m.queries)];
    const [term, median] = terms
      .map((term): [string, number] => [
        term,
        percentile(
          m.times.index.filter((_, i) => m.queries[i] === term),
          50,
        ),
      ])
      .reduce((a, b) => (b[1] > a[1] ? b : a));
    return `${m.name} "${shown(term)}" (p50 ${median.toFixed(2)} ms)`;
  });

  // What each term was read as and how many products it found, per database.
  report.push(
    "",
    `What each term was read as ("Showing results for …"; — when shown as typed), the products found (of at most 8) and the term's own times through the index, ${measured.map((m) => m.name).join(" / ")}:`,
    "",
    "| group | term | read as | found | index p50 ms | index p95 ms |",
    "| --- | --- | --- | --- | --- | --- |",
  );
  const groups = [...ENGLISH_GROUPS.map(([g, t]) => [`English: ${g}`, t] as const), ...NEW_GROUPS];
  for (const [group, terms] of groups) {
    for (const term of terms) {
      const readAs = [...new Set(measured.map((m) => m.found.get(term)?.corrected ?? "—"))];
      const counts = measured.map((m) => {
        const r = m.found.get(term);
        return r?.error ? "error" : String(r?.index.split(" ").filter(Boolean).length ?? 0);
      });
      const times = (p: number) =>
        measured.map((m) => ms(of(m, m.times.index, [term]), p)).join(" / ");
      report.push(
        `| ${group} | \`${shown(term)}\` | ${readAs.join(" / ")} | ${counts.join(" / ")} | ${times(50)} | ${times(95)} |`,
      );
    }
  }
  report.push(
    "",
    `Slowest term through the index: ${slowest.join(", ")}.`,
    "",
    `The first search after a change to a product reads the index again (${RELOADS} times, \`keys_version\` moved by hand): ${measured
      .map(
        (m) =>
          `${m.name} ${m.reloads.times.map((t) => `${Math.round(t)}`).join(", ")} ms, holding ${(m.reloads.arrays / 1e6).toFixed(1)} MB of posting lists and ${(m.reloads.chars / 1e6).toFixed(1)} million characters of ids, titles and keys`,
      )
      .join("; ")}.`,
    "",
    differ.length === 0
      ? "Every term found the same products through the index and the scan, on both databases."
      : `**Results differ:** ${differ.join("; ")}.`,
    "",
    errors.length === 0
      ? "No search failed (hostile input included)."
      : `**Searches that failed (not timed):** ${errors.join("; ")}.`,
    "",
  );

  // The query set on the demo catalogue, on both databases.
  const dir = mkdtempSync(path.join(tmpdir(), "bench-query-set-"));
  const scored: { name: string; scores: ScriptScore[]; seconds: number }[] = [];
  try {
    for (const [name, open] of [
      ["SQLite", async () => openSqlite(path.join(dir, "demo.db"))],
      ["PostgreSQL", async () => openPostgres(await catalogues.emptyPostgres("query_set"), 2)],
    ] as const) {
      const db = await open();
      try {
        const started = performance.now();
        const scores = await querySetScores(db, path.join(dir, name));
        scored.push({ name, scores, seconds: (performance.now() - started) / 1000 });
        console.error(`${name} query set: ${scoreLines(scores).join("; ")}`);
      } finally {
        await db.destroy();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const pct = (n: number, total: number) => `${((100 * n) / Math.max(1, total)).toFixed(1)} %`;
  const meets = (s: ScriptScore) =>
    s.top1 / s.queries >= TOP1_TARGET && s.top3 / s.queries >= TOP3_TARGET ? "yes" : "**no**";
  report.push(
    "## Query set on the demo catalogue (issue 25)",
    "",
    `The queries of \`app/test/search-query-set.ts\` through the header search (\`findProducts\`) on the demo catalogue (\`seedIfEmpty\` without product photos, lexicon seeded), once on SQLite and once on a database of the same PostgreSQL cluster; a query hits when its intended product, or a product of its intended category, is first (top 1) or among the first three (top 3).`,
    "",
    "| database | script | queries | top 1 | top 3 | target | met |",
    "| --- | --- | --- | --- | --- | --- | --- |",
  );
  for (const { name, scores } of scored) {
    for (const s of scores) {
      report.push(
        `| ${name} | ${s.script} | ${s.queries} | ${pct(s.top1, s.queries)} | ${pct(s.top3, s.queries)} | top 1 ≥ ${TOP1_TARGET * 100} %, top 3 ≥ ${TOP3_TARGET * 100} % | ${meets(s)} |`,
      );
    }
  }
  report.push("");
  for (const { name, scores, seconds } of scored) {
    const misses = scores.flatMap((s) => s.misses.map((m) => ({ ...m, script: s.script })));
    report.push(
      `${name} (seed and ${scores.reduce((n, s) => n + s.queries, 0)} queries in ${seconds.toFixed(0)} s): ${scoreLines(scores).join("; ")}. ` +
        (misses.length === 0
          ? "No query missed the top 3."
          : `Missed the top 3: ${misses.map((m) => `\`${m.q}\` (${m.script}; wanted ${m.expected}, got ${m.got[0] ?? "nothing"})`).join(", ")}.`),
      "",
    );
  }
  const agree =
    scored.length === 2 &&
    JSON.stringify(scored[0]?.scores.map((s) => [s.script, s.top1, s.top3])) ===
      JSON.stringify(scored[1]?.scores.map((s) => [s.script, s.top1, s.top3]));
  report.push(
    agree
      ? "Both databases score the same, script by script."
      : "**The two databases score differently** (see above).",
    "",
  );
  return report;
}
