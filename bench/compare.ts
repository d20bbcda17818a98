/**
 * npm run bench -- compare: production builds side by side, to see what a
 * change does to an uncached render. BENCH_BUILDS names the build directories
 * (made with `BUILD_DIR=… npx react-router build`, from this checkout or a git
 * worktree of another commit; docs/benchmarks.md shows how). Every build serves
 * the same 10,000 synthetic products without the page cache; the product page
 * is asked one request at a time and then loaded at 50 connections, the builds
 * taking turns in each round so that noise on this shared machine falls on all.
 */
import {
  type Load,
  load,
  percentile,
  SYNTHETIC_PRODUCT,
  sequential,
  startServer,
  syntheticShop,
} from "./lib";

const ROUNDS = 3;

export async function benchCompare(builds: string[]): Promise<string[]> {
  if (builds.length === 0) throw new Error("Set BENCH_BUILDS=dir,dir to the builds to compare.");
  const shop = await syntheticShop("compare");
  const { dir, file } = shop;
  const page = `/productinfo/${SYNTHETIC_PRODUCT}`;
  const servers: Awaited<ReturnType<typeof startServer>>[] = [];
  try {
    for (const build of builds) {
      // BUILD_AS_IS: serve the build as it is, even when this checkout's sources are newer.
      const env = { DATA_DIR: dir, DATABASE_URL: file, PAGE_CACHE_MB: "0", BUILD_DIR: build };
      servers.push(await startServer({ ...env, BUILD_AS_IS: "1" }));
    }
    const oneAtATime = builds.map((): string[] => []);
    const loads = builds.map((): Load[] => []);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, server] of servers.entries()) {
        const ms = await sequential(`${server.url}${page}`, 2000, round === 0 ? 1000 : 200);
        const at = (p: number) => percentile(ms, p).toFixed(1);
        oneAtATime[i]?.push(`${at(50)} / ${at(95)} / ${at(99)}`);
      }
    }
    for (let round = 0; round < 2; round++) {
      for (const [i, server] of servers.entries()) {
        loads[i]?.push(await load(`${server.url}${page}`, {}, { pid: server.pid }));
      }
    }
    return [
      `## Builds compared: ${page} without the page cache (10,000 synthetic products)`,
      "",
      "| build | one at a time, p50 / p95 / p99 ms, by round | 50 connections: requests/s, CPU per request, by round |",
      "| --- | --- | --- |",
      ...builds.map(
        (build, i) =>
          `| ${build} | ${oneAtATime[i]?.join("; ")} | ${loads[i]?.map((l) => `${l.rps}, ${l.cpuUs} µs`).join("; ")} |`,
      ),
      "",
    ];
  } finally {
    for (const server of servers) await server.stop();
    shop.remove();
  }
}
