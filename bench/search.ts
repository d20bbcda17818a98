/**
 * npm run bench -- search: the header search on SQLite (FTS5 trigram) and
 * PostgreSQL (pg_trgm), each against a plain scan finding the same products.
 */
import { sql } from "kysely";
import { type DB, openPostgres, openSqlite } from "~/db/db.server";
import { findProducts, searchProducts, searchProductsByScan } from "~/search/search.server";
import type { benchCatalogues } from "./data";
import { percentile } from "./lib";

type Catalogues = ReturnType<typeof benchCatalogues>;

// What visitors type: a word, a word and a size, a model number, and text
// that matches nothing (the worst case for a scan).
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
const SEARCH_TERMS = [...TYPICAL_TERMS, ...UNIT_TERMS, ...TYPO_TERMS];
const GROUPS = [
  ["typical terms", TYPICAL_TERMS],
  ["sizes written another way", UNIT_TERMS],
  ["typos", TYPO_TERMS],
] as const;

/** The product ids each term finds, through the index and through the scan. */
async function searchResults(db: DB) {
  const found = new Map<string, { index: string; scan: string; corrected: string | null }>();
  for (const term of SEARCH_TERMS) {
    const answer = await findProducts(db, term);
    const index = answer.products.map((p) => p.id).join(" ");
    const scan = (await searchProductsByScan(db, term)).map((p) => p.id).join(" ");
    found.set(term, { index, scan, corrected: answer.correctedQuery });
  }
  return found;
}

async function searchTimes(db: DB, queries: string[]) {
  // Warm-up: one untimed pass over both paths fills SQLite's page cache or
  // PostgreSQL's shared buffers and plan caches before anything is timed.
  for (const q of queries) {
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

export async function benchSearch(catalogues: Catalogues, CATALOGUE: number): Promise<string[]> {
  const report: string[] = [];
  const queries = Array.from(
    { length: 400 },
    (_, i) => SEARCH_TERMS[i % SEARCH_TERMS.length] ?? "pump",
  );
  const measured: {
    name: string;
    index: string;
    scan: string;
    times: Awaited<ReturnType<typeof searchTimes>>;
    found: Awaited<ReturnType<typeof searchResults>>;
  }[] = [];
  for (const [name, open, index, scan] of [
    [
      "SQLite",
      async () => openSqlite(await catalogues.sqlite()),
      "FTS5 trigram",
      "lower(title) LIKE scan",
    ],
    [
      "PostgreSQL",
      async () => openPostgres(await catalogues.postgres(), 2),
      "pg_trgm GIN, ILIKE",
      "lower(title) LIKE scan",
    ],
  ] as const) {
    const db = await open();
    try {
      measured.push({
        name,
        index,
        scan,
        found: await searchResults(db),
        times: await searchTimes(db, queries),
      });
    } finally {
      await db.destroy();
    }
  }

  // Both paths on both databases must find the same products, or the rows
  // below would compare different work.
  const differ: string[] = [];
  const first = measured[0]?.found;
  for (const m of measured) {
    for (const [term, r] of m.found) {
      if (r.index !== r.scan) differ.push(`"${term}" on ${m.name} (index and scan differ)`);
      if (first && r.index !== first.get(term)?.index)
        differ.push(`"${term}" (${m.name} differs from ${measured[0]?.name})`);
    }
  }

  const ms = (values: number[], p: number) => percentile(values, p).toFixed(2);
  report.push(
    `## Header search (${CATALOGUE.toLocaleString("en")} synthetic products)`,
    "",
    `${queries.length} searches over ${SEARCH_TERMS.length} terms (${TYPICAL_TERMS.length} typical, ${UNIT_TERMS.length} with sizes written another way, ${TYPO_TERMS.length} with typos), up to 8 results each, with thumbnails, on each database; after a warm-up pass, index, scan and a bare \`SELECT 1\` take turns query by query.`,
    "",
    "| database | query path | p50 ms | p95 ms | target |",
    "| --- | --- | --- | --- | --- |",
  );
  for (const m of measured) {
    for (const [group, terms] of GROUPS) {
      const times = m.times.index.filter((_, i) =>
        (terms as readonly string[]).includes(queries[i] ?? ""),
      );
      report.push(
        `| ${m.name} | header search, ${group} only | ${ms(times, 50)} | ${ms(times, 95)} | p95 ≤ 5 ms |`,
      );
    }
    const ratio = percentile(m.times.scan, 95) / percentile(m.times.index, 95);
    report.push(
      `| ${m.name} | header search (${m.index}) | ${ms(m.times.index, 50)} | ${ms(m.times.index, 95)} | p95 ≤ 5 ms |`,
      `| ${m.name} | ${m.scan}, same results (baseline) | ${ms(m.times.scan, 50)} | ${ms(m.times.scan, 95)} | |`,
      `| ${m.name} | speed-up at p95 (scan ÷ index) | | ${ratio.toFixed(1)}× | ≥ 10× |`,
      `| ${m.name} | \`SELECT 1\` round trip (floor) | ${ms(m.times.roundTrip, 50)} | ${ms(m.times.roundTrip, 95)} | |`,
    );
  }
  // What sets a p95: the term whose searches are slowest at the median.
  const slowest = measured.map((m) => {
    const [term, median] = SEARCH_TERMS.map((term): [string, number] => [
      term,
      percentile(
        m.times.index.filter((_, i) => queries[i] === term),
        50,
      ),
    ]).reduce((a, b) => (b[1] > a[1] ? b : a));
    return `${m.name} "${term}" (p50 ${median.toFixed(2)} ms)`;
  });
  const corrections = measured.map((m) => {
    const fixes = TYPO_TERMS.map(
      (term) => `"${term}" → ${m.found.get(term)?.corrected ?? "(none)"}`,
    );
    return `${m.name}: ${fixes.join(", ")}`;
  });
  const found = measured.map(
    (m) =>
      `${m.name}: ${[...UNIT_TERMS, ...TYPO_TERMS]
        .map(
          (term) => `"${term}" ${m.found.get(term)?.index.split(" ").filter(Boolean).length ?? 0}`,
        )
        .join(", ")}`,
  );
  report.push(
    "",
    `Corrections made: ${corrections.join("; ")}.`,
    "",
    `Products found (of at most 8) for the size and typo terms: ${found.join("; ")}.`,
    "",
    `Slowest term through the index: ${slowest.join(", ")}.`,
    "",
    differ.length === 0
      ? "Every term found the same products through the index and the scan, on both databases."
      : `**Results differ:** ${differ.join("; ")}.`,
    "",
  );
  return report;
}
