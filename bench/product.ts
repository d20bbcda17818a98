/**
 * npm run bench -- product: one product page on the production server over
 * SQLite and over PostgreSQL, against a node:http hello world in the same run.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import type { benchCatalogues } from "./data";
import {
  CONNECTIONS,
  type Load,
  listen,
  load,
  percentile,
  SECONDS,
  sequential,
  startServer,
} from "./lib";

/** Load runs per target, taken in turns. */
// Benchmark knobs, not shop settings: read here rather than through env.server.ts.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

type Catalogues = ReturnType<typeof benchCatalogues>;

/**
 * Several load runs of one target as one: requests/s over their whole time,
 * percentiles over every response.
 */
function pooled(runs: Load[]) {
  const ms = runs.flatMap((r) => r.ms);
  const requests = runs.reduce((sum, r) => sum + r.requests, 0);
  const seconds = runs.reduce((sum, r) => sum + r.seconds, 0);
  return {
    rps: Math.round(requests / seconds),
    p95: Math.round(percentile(ms, 95)),
    p99: Math.round(percentile(ms, 99)),
  };
}

/**
 * p95 latency of `count` requests to each URL, one request at a time, taking
 * the URLs in turn so that load from other work on the machine falls on all
 * of them alike.
 */
async function alternating(urls: string[], count: number): Promise<number[]> {
  const ms = urls.map((): number[] => []);
  for (let i = 0; i < count; i++) {
    for (const [k, url] of urls.entries())
      ms[k]?.push(...(await sequential(url, 1, i === 0 ? 20 : 0)));
  }
  return ms.map((values) => percentile(values, 95));
}

export async function benchProduct(catalogues: Catalogues, CATALOGUE: number): Promise<string[]> {
  const report: string[] = [];
  // Both catalogues exist before any timing, so no run shares the CPU with a load.
  const sqliteFile = await catalogues.sqlite();
  const postgresUrl = await catalogues.postgres();
  const dir = mkdtempSync(path.join(tmpdir(), "bench-product-"));
  const hello = createServer((_req, res) => res.end("hello world"));
  const helloUrl = `http://127.0.0.1:${await listen(hello)}/`;
  const productPath = `/productinfo/syn-${(54321).toString(36)}`;
  const servers: { stop(): Promise<unknown> }[] = [];
  const start = async (name: string, env: Record<string, string>) => {
    const server = await startServer({ ...env, DATA_DIR: path.join(dir, name) });
    servers.push(server);
    return `${server.url}${productPath}`;
  };

  try {
    // Both servers run throughout; each is idle while the other is measured.
    const sqlitePage = await start("sqlite", { DATABASE_URL: sqliteFile });
    const postgresPage = await start("postgres", {
      DATABASE_URL: postgresUrl,
      // Required on PostgreSQL (instances must share it); any 32+ characters do here.
      SESSION_SECRET: randomBytes(32).toString("hex"),
    });
    const [sqliteRender = 0, postgresRender = 0] = await alternating(
      [sqlitePage, postgresPage],
      300,
    );
    // The shared machine's load drifts over minutes: the three targets take
    // turns, ROUNDS times, rather than one long run each.
    const runs: Record<"hello" | "sqlite" | "postgres", Load[]> = {
      hello: [],
      sqlite: [],
      postgres: [],
    };
    for (let round = 0; round < ROUNDS; round++) {
      runs.hello.push(await load(helloUrl));
      runs.sqlite.push(await load(sqlitePage));
      runs.postgres.push(await load(postgresPage));
    }
    const base = pooled(runs.hello);
    const sqlite = pooled(runs.sqlite);
    const postgres = pooled(runs.postgres);
    const share = (rps: number) => `${((rps / base.rps) * 100).toFixed(2)} %`;
    const baseRounds = runs.hello.map((r) => r.rps).join(", ");
    report.push(
      `## Product page on SQLite and PostgreSQL (${CATALOGUE.toLocaleString("en")} synthetic products, production build)`,
      "",
      `\`${productPath}\` on the production server (\`scripts/start.mjs\`), one server per database, the PostgreSQL cluster on the same machine. Load: ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per row, the rows taking turns; hello world per round: ${baseRounds} requests/s.`,
      "",
      "| server | requests/s | p95 ms | p99 ms | requests/s as a share of hello world |",
      "| --- | --- | --- | --- | --- |",
      `| node:http hello world (baseline) | ${base.rps} | ${base.p95} | ${base.p99} | 100 % |`,
      `| /productinfo/{id}, SQLite | ${sqlite.rps} | ${sqlite.p95} | ${sqlite.p99} | ${share(sqlite.rps)} |`,
      `| /productinfo/{id}, PostgreSQL | ${postgres.rps} | ${postgres.p95} | ${postgres.p99} | ${share(postgres.rps)} |`,
      "",
      "| measure | SQLite | PostgreSQL | PostgreSQL ÷ SQLite | target |",
      "| --- | --- | --- | --- | --- |",
      `| server render, one request at a time (300 each, alternating), p95 | ${sqliteRender.toFixed(1)} ms | ${postgresRender.toFixed(1)} ms | ${(postgresRender / sqliteRender).toFixed(2)}× | ≤ 25 ms |`,
      `| requests/s at ${CONNECTIONS} connections | ${sqlite.rps} | ${postgres.rps} | ${(postgres.rps / sqlite.rps).toFixed(2)}× | |`,
      "",
    );
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    hello.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return report;
}
