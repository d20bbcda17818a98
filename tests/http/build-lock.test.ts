import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, test } from "vitest";
import { type AppServer, startAppServer } from "../../app/test/server-launcher";
import { seededShopCopy } from "../../app/test/test-shop";

/**
 * The build's stamp and lock (scripts/build-if-needed.mjs): instances started together from one
 * checkout never build at once. One builds, the others wait for it, find the stamp current and
 * serve; a later start serves the stamped build at once; `npm run build` stamps what it built; a
 * lock left by a process that died is taken over.
 */

const BUILDING = "Building the storefront";
const WAITING = "Waiting for another start's build to finish…";
const LIBRARY = pathToFileURL(path.resolve("scripts/build-if-needed.mjs")).href;

/**
 * A fresh, empty build folder. In the checkout (gitignored as build-*), not under /tmp: the
 * server bundle imports its packages from the checkout's node_modules, as build/ does.
 */
function freshBuildDir(): { buildDir: string; remove(): void } {
  const root = mkdtempSync(path.join(process.cwd(), "build-lock-test-"));
  const buildDir = path.join(root, "build");
  mkdirSync(buildDir);
  return { buildDir, remove: () => rmSync(root, { recursive: true, force: true }) };
}

interface Run {
  code: number | null;
  output: string;
}

/** Runs `node` with `args` and BUILD_DIR in the background (Vitest's own timers keep running). */
function node(
  args: string[],
  buildDir: string,
): { child: ChildProcess; output(): string; done: Promise<Run> } {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, BUILD_DIR: buildDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    out += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    out += chunk.toString();
  });
  const done = new Promise<Run>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, output: out }));
  });
  return { child, output: () => out, done };
}

/** Runs `code` (an ES module with the build library imported as `lock`) with BUILD_DIR. */
function withLibrary(code: string, buildDir: string) {
  return node(
    [
      "--input-type=module",
      "-e",
      `const lock = await import(${JSON.stringify(LIBRARY)});\n${code}`,
    ],
    buildDir,
  );
}

/** A pid that was a process's and is free now. */
function deadPid(): number {
  const { pid } = spawnSync(process.execPath, ["-e", ""]);
  if (!pid) throw new Error("no pid");
  return pid;
}

/** Leaves a lock behind as a crashed holder would: the folder, with `pid` (or none). */
function leaveLock(buildDir: string, pid: number | null): string {
  const lock = `${path.resolve(buildDir)}.lock`;
  mkdirSync(lock);
  if (pid !== null) writeFileSync(path.join(lock, "pid"), String(pid));
  return lock;
}

// The build and its lock are the checkout's, not a database's: the PostgreSQL pass would only
// build the same again.
describe.skipIf(process.env.TEST_DATABASE === "postgres")("the build lock", () => {
  test("two starts at once build once: one builds, the other waits for it; a third serves the stamped build at once", async () => {
    const { buildDir, remove } = freshBuildDir();
    const shops = [await seededShopCopy(), await seededShopCopy(), await seededShopCopy()];
    const [one, two, three] = shops.map((shop) => ({ ...shop.env, BUILD_DIR: buildDir }));
    if (!one || !two || !three) throw new Error("no shops");
    const servers: AppServer[] = [];
    try {
      // Both at the same moment, from this checkout, with the same empty build folder.
      const together = await Promise.allSettled(
        [one, two].map((env) => startAppServer(env, { timeoutMs: 360_000 })),
      );
      for (const started of together) {
        if (started.status === "fulfilled") servers.push(started.value);
      }
      for (const started of together) if (started.status === "rejected") throw started.reason;

      for (const server of servers) {
        const res = await fetch(`${server.url}/`);
        await res.arrayBuffer();
        expect(res.status, server.url).toBe(200);
      }
      const said = servers.map((server) => ({
        built: server.output().includes(BUILDING),
        waited: server.output().includes(WAITING),
      }));
      // Exactly one built; the other waited for it and did not build again.
      expect(said).toHaveLength(2);
      expect(said).toEqual(
        expect.arrayContaining([
          { built: true, waited: false },
          { built: false, waited: true },
        ]),
      );
      expect(existsSync(path.join(buildDir, ".build-stamp.json"))).toBe(true);
      expect(existsSync(`${buildDir}.lock`)).toBe(false);
      await Promise.all(servers.splice(0).map((server) => server.stop()));

      // A later start with the same folder finds the stamp current: no build, no wait.
      const third = await startAppServer(three, { timeoutMs: 120_000 });
      servers.push(third);
      const res = await fetch(`${third.url}/`);
      await res.arrayBuffer();
      expect(res.status).toBe(200);
      expect(third.output()).not.toContain(BUILDING);
      expect(third.output()).not.toContain(WAITING);
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
      for (const shop of shops) shop.cleanup();
      remove();
    }
  }, 480_000);

  test("npm run build stamps what it built, taking over a lock left by a process that died", async () => {
    const { buildDir, remove } = freshBuildDir();
    try {
      const lock = leaveLock(buildDir, deadPid());
      const build = await node(["scripts/build.mjs"], buildDir).done;
      expect(build.code, build.output).toBe(0);
      // Taken over at once, not waited for.
      expect(build.output).not.toContain("Waiting for another build to finish…");
      expect(existsSync(lock)).toBe(false);
      const stamp = JSON.parse(readFileSync(path.join(buildDir, ".build-stamp.json"), "utf8"));
      expect(stamp.sources).toMatch(/^[0-9a-f]{64}$/);
      const current = await withLibrary(
        "console.log(JSON.stringify(lock.buildIsCurrent()));",
        buildDir,
      ).done;
      expect(current).toEqual({ code: 0, output: "true\n" });
    } finally {
      remove();
    }
  }, 360_000);

  describe("without a build", () => {
    const holds = `lock.withBuildLock(() => console.log("held"), () => console.log("waiting"));`;

    test("a live holder is waited for; once it lets go, the waiter takes the lock", async () => {
      const dir = mkdtempSync(path.join(tmpdir(), "storefront-lock-"));
      try {
        const buildDir = path.join(dir, "build");
        // This process is alive: the lock is held.
        const lock = leaveLock(buildDir, process.pid);
        const waiter = withLibrary(holds, buildDir);
        await expect.poll(waiter.output, { timeout: 10_000 }).toBe("waiting\n");
        expect(waiter.child.exitCode).toBeNull();
        rmSync(lock, { recursive: true });
        expect(await waiter.done).toEqual({ code: 0, output: "waiting\nheld\n" });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    test("a lock without a pid is a start's that is making it; after ten seconds it counts as left", async () => {
      const dir = mkdtempSync(path.join(tmpdir(), "storefront-lock-"));
      try {
        const buildDir = path.join(dir, "build");
        const lock = leaveLock(buildDir, null);
        // Made a minute ago and never given a pid: left by a crash at that moment.
        const old = new Date(Date.now() - 60_000);
        utimesSync(lock, old, old);
        expect(await withLibrary(holds, buildDir).done).toEqual({ code: 0, output: "held\n" });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    test("a holder's work that takes the lock again is refused at once, not left waiting for itself", async () => {
      const dir = mkdtempSync(path.join(tmpdir(), "storefront-lock-"));
      try {
        const buildDir = path.join(dir, "build");
        const lock = `${path.resolve(buildDir)}.lock`;
        const nested = withLibrary(
          `try {
             lock.withBuildLock(() =>
               lock.withBuildLock(() => console.log("inner"), () => console.log("waiting")),
             );
           } catch (error) {
             console.log(error.message);
           }
           const { existsSync } = await import("node:fs");
           console.log(existsSync(${JSON.stringify(lock)}) ? "lock kept" : "lock released");`,
          buildDir,
        );
        const timer = setTimeout(() => nested.child.kill("SIGKILL"), 10_000);
        const run = await nested.done;
        clearTimeout(timer);
        expect(run).toEqual({
          code: 0,
          output: "withBuildLock: this process holds the lock already\nlock released\n",
        });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    test("a lock naming this process, which does not hold it, was left by an earlier one with its pid (a restarted container)", async () => {
      const dir = mkdtempSync(path.join(tmpdir(), "storefront-lock-"));
      try {
        const buildDir = path.join(dir, "build");
        const lock = `${path.resolve(buildDir)}.lock`;
        const run = await withLibrary(
          `const { mkdirSync, writeFileSync } = await import("node:fs");
           mkdirSync(${JSON.stringify(lock)});
           writeFileSync(${JSON.stringify(`${lock}/pid`)}, String(process.pid));
           ${holds}`,
          buildDir,
        ).done;
        expect(run).toEqual({ code: 0, output: "held\n" });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    test("waiters that all find a left lock take it one at a time", async () => {
      const dir = mkdtempSync(path.join(tmpdir(), "storefront-lock-"));
      try {
        const buildDir = path.join(dir, "build");
        const log = path.join(dir, "log");
        leaveLock(buildDir, deadPid());
        // Each holds the lock a moment and writes when it takes it and when it lets go.
        const work = `const { appendFileSync } = await import("node:fs");
          lock.withBuildLock(() => {
            appendFileSync(${JSON.stringify(log)}, "in\\n");
            Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
            appendFileSync(${JSON.stringify(log)}, "out\\n");
          });`;
        // (Before the takeover had a lock of its own, two of six such waiters held it at once in
        // about one round of fifteen: each removed the left lock, the later one the first's new one.)
        const runs = await Promise.all(
          Array.from({ length: 6 }, () => withLibrary(work, buildDir).done),
        );
        expect(runs.map((r) => r.code)).toEqual([0, 0, 0, 0, 0, 0]);
        expect(readFileSync(log, "utf8")).toBe("in\nout\n".repeat(6));
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }, 30_000);
  });
});
