import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";

/**
 * The production server (scripts/start.mjs, as `npm start` runs it: build if
 * needed, migrate, seed, serve) on a free loopback port, for Playwright's
 * shared server, specs that need one of their own, and the benchmarks.
 */
export interface AppServer {
  url: string;
  /** The launcher (scripts/start.mjs): signals sent to it reach the serving process. */
  child: ChildProcess;
  /** The serving process (scripts/serve.mjs, the launcher's only child once ready): its CPU and memory. */
  pid: number;
  /** Everything the server printed on stdout and stderr so far. */
  output(): string;
  /** The structured (JSON) log lines printed so far. */
  logs(): Record<string, unknown>[];
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<ServerExit>;
  /** SIGTERM (or `signal`) and wait for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<ServerExit>;
}

export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface LaunchOptions {
  /** Node flags before the script (a profiler, an inspector). */
  nodeArgs?: string[];
  /**
   * Pass the server's output on as it comes: "all" (Playwright's shared server),
   * "stderr" (warnings and errors only), or nothing (default; output() has it).
   */
  echo?: "all" | "stderr";
  /** How long start-up (build, migrations, seed) may take. */
  timeoutMs?: number;
}

/** A port that is free right now (the server needs it up front for its BASE_URL). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The launcher's child once the shop is ready (Linux /proc); the launcher itself elsewhere. */
function servingPid(launcher: number): number {
  try {
    const children = readFileSync(`/proc/${launcher}/task/${launcher}/children`, "utf8");
    return Number(children.trim().split(/\s+/)[0]) || launcher;
  } catch {
    return launcher;
  }
}

/**
 * Starts the server with `env` over this process's environment and resolves
 * once it prints `ready on <url>`; rejects, with its output, when it exits or
 * takes longer than `timeoutMs`.
 */
export async function startAppServer(
  env: Record<string, string>,
  options: LaunchOptions = {},
): Promise<AppServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), "scripts/start.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      BASE_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    out += chunk.toString();
    if (options.echo === "all") process.stdout.write(chunk);
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    out += chunk.toString();
    if (options.echo) process.stderr.write(chunk);
  });
  const exited = new Promise<ServerExit>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const timeoutMs = options.timeoutMs ?? 240_000;
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGTERM");
      reject(new Error(`server did not start in ${timeoutMs / 1000} s:\n${out}`));
    }, timeoutMs);
    child.stdout?.on("data", () => {
      const match = out.match(/ready on (http:\/\/\S+)/);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1].replace("localhost", "127.0.0.1"));
      }
    });
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code ?? signal}:\n${out}`));
    });
  });
  return {
    url,
    child,
    pid: servingPid(child.pid ?? 0),
    exited,
    output: () => out,
    logs: () =>
      out
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
