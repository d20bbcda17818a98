/**
 * Shared parts of the benchmark modules (bench/*.ts): load runs, loopback
 * servers, percentiles and the production server. Every load run is bounded
 * in time; the machine is shared, so results are reported as ratios to a
 * baseline measured in the same run, and pairs are measured alternately.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { Agent, type createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { seedSynthetic } from "~/seed/synthetic.server";
import { startAppServer } from "~/test/server-launcher";

// Benchmark knobs, not shop settings: read here rather than through env.server.ts.
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
export const CONNECTIONS = 50;

/** A product in the middle of the synthetic catalogue the page benches serve. */
export const SYNTHETIC_PRODUCT = `syn-${(4321).toString(36)}`;

/**
 * The page benches' shop: a temporary data folder whose SQLite file holds
 * 10,000 synthetic products (the rows of `npm run seed -- --synthetic`).
 */
export async function syntheticShop(name: string) {
  const dir = mkdtempSync(path.join(tmpdir(), `bench-${name}-`));
  const file = path.join(dir, "pages.db");
  await seedSynthetic(file, 10_000);
  return { dir, file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface Load {
  rps: number;
  p95: number;
  p99: number;
  /** Server CPU per request in microseconds (Linux, when the server's pid is known). */
  cpuUs?: number;
  /** Every response's time in ms (autocannon's histogram has no p95). */
  ms: number[];
  requests: number;
  seconds: number;
}

/** CPU time a process has used, in microseconds, from /proc (null elsewhere). */
function cpuMicros(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    // utime and stime, fields 14 and 15 of stat (11 and 12 after the command name), in 1/100 s.
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return null;
  }
}

/**
 * 50 connections for `seconds`. With the server's pid, also its CPU time per
 * request: steadier than requests/s when other work shares the machine.
 */
export async function load(
  url: string,
  headers: Record<string, string> = {},
  options: { seconds?: number; pid?: number; method?: "GET" | "HEAD" } = {},
): Promise<Load> {
  const before = cpuMicros(options.pid);
  const ms: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: options.seconds ?? SECONDS,
        headers,
        method: options.method ?? "GET",
      },
      (error, res) => (error ? reject(error) : resolve(res)),
    );
    run.on("response", (_client, _status, _bytes, time) => ms.push(time));
  });
  const after = cpuMicros(options.pid);
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const requests = result.requests.total || 1;
  return {
    rps: Math.round(result.requests.average),
    p95: Math.round(percentile(ms, 95)),
    p99: result.latency.p99,
    ms,
    requests: result.requests.total,
    seconds: result.duration,
    ...(before !== null && after !== null
      ? { cpuUs: Math.round((after - before) / requests) }
      : {}),
  };
}

/**
 * A subject and its baseline, loaded in turns (baseline, subject, baseline,
 * subject…), so a burst of noise from other work on the machine falls on both.
 */
export async function alternate(
  baseline: () => Promise<Load>,
  subject: () => Promise<Load>,
  rounds = 2,
): Promise<{ baseline: Load; subject: Load; ratio: number }> {
  const runs: Load[][] = [[], []];
  for (let i = 0; i < rounds; i++) {
    runs[0]?.push(await baseline());
    runs[1]?.push(await subject());
  }
  const avg = (r: Load[], f: (x: Load) => number) =>
    Math.round(r.reduce((n, x) => n + f(x), 0) / r.length);
  const mean = (r: Load[]): Load => ({
    rps: avg(r, (x) => x.rps),
    p95: Math.round(
      percentile(
        r.flatMap((x) => x.ms),
        95,
      ),
    ),
    p99: Math.max(...r.map((x) => x.p99)),
    ms: r.flatMap((x) => x.ms),
    requests: r.reduce((n, x) => n + x.requests, 0),
    seconds: r.reduce((n, x) => n + x.seconds, 0),
    ...(r.every((x) => x.cpuUs !== undefined) ? { cpuUs: avg(r, (x) => x.cpuUs ?? 0) } : {}),
  });
  const [b, s] = [mean(runs[0] ?? []), mean(runs[1] ?? [])];
  return { baseline: b, subject: s, ratio: s.rps / b.rps };
}

export function listen(server: ReturnType<typeof createServer>): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export const pct = (ratio: number) => `${Math.round(ratio * 100)} %`;

/** "1234 req/s, p99 12 ms, 85 µs CPU" */
export const show = (l: Load) =>
  `${l.rps} (${l.p99})${l.cpuUs !== undefined ? `, ${l.cpuUs} µs CPU` : ""}`;

/** Runs a TypeScript module in its own Node process (a server that must not share our event loop). */
export function spawnTs(file: string, env: Record<string, string>, nodeArgs: string[] = []) {
  return spawn(process.execPath, [...nodeArgs, "--import", "tsx", file], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
}

/** Waits for a child to print `listening <port>`; resolves with its base URL. */
export function listening(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout?.on("data", (c: Buffer) => {
      out += c.toString();
      const m = out.match(/listening (\d+)/);
      if (m) resolve(`http://127.0.0.1:${m[1]}`);
    });
    child.once("exit", (code) => reject(new Error(`exited with ${code}: ${out}`)));
  });
}

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}

/**
 * The production server (scripts/start.mjs) on a free loopback port, started
 * as the tests start theirs; its warnings and errors show on this terminal.
 */
export function startServer(env: Record<string, string>, nodeArgs: string[] = []) {
  // A large catalogue's start-up (build, migrations) can take a while on a busy machine.
  return startAppServer(env, { nodeArgs, echo: "stderr", timeoutMs: 600_000 });
}

/** What a browser sends that changes the answer: it takes the page compressed. */
export const BROWSER_HEADERS = { "accept-encoding": "gzip, deflate, br" };

/** One connection per server, kept open between requests (an idle one does not hold the bench open). */
const keptAlive = new Agent({ keepAlive: true, maxSockets: 1 });

/** One GET over `agent`, as a browser asks for a page; resolves with its milliseconds. */
function timedGet(url: string, agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const req = request(url, { agent, headers: BROWSER_HEADERS }, (res) => {
      res.resume();
      res.once("end", () => {
        if ((res.statusCode ?? 500) >= 400) reject(new Error(`${url}: ${res.statusCode}`));
        else resolve(performance.now() - start);
      });
    });
    req.once("error", reject);
    req.end();
  });
}

/**
 * Milliseconds of `count` requests sent one after another (no queueing) over one
 * kept-alive connection, as a browser would, after `warmUp` untimed ones: a
 * running server has long since compiled its hot code, so the first thousand
 * requests, which V8 spends optimising, are not what a visitor meets. The
 * client is node:http rather than fetch, whose own overhead is a millisecond or
 * more a request; the bench measures the hello world the same way, as the floor.
 */
export async function sequential(url: string, count: number, warmUp = 1000): Promise<number[]> {
  const ms: number[] = [];
  for (let i = 0; i < count + warmUp; i++) {
    const took = await timedGet(url, keptAlive);
    if (i >= warmUp) ms.push(took);
  }
  return ms;
}

/** A field of /proc/PID/status or smaps_rollup, in kB (0 once the process is gone). */
function procKb(pid: number, file: "status" | "smaps_rollup", field: string): number {
  try {
    const text = readFileSync(`/proc/${pid}/${file}`, "utf8");
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(text)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** Resident memory of a process, in MB (Linux). */
export const rssMb = (pid: number) => procKb(pid, "status", "VmRSS") / 1024;

/** Memory only this process holds (what stopping it would give back), in MB. */
export const ussMb = (pid: number) =>
  (procKb(pid, "smaps_rollup", "Private_Clean") + procKb(pid, "smaps_rollup", "Private_Dirty")) /
  1024;
