import { spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { type AppServer, startAppServer } from "./server-launcher";

/**
 * A production server of a test's own (scripts/start.mjs, like `npm start`), for tests that
 * stop, kill or starve it, or back it up, and must not disturb any other: the ops tests, in
 * the browser suite (tests/e2e/own-server.ts) and in the HTTP one (tests/http/ops-*.test.ts).
 * Requests from loopback may name their client address (TRUST_PROXY), so a test can send more
 * than one address's quota of enquiries.
 */
export interface OwnServer extends AppServer {
  dataDir: string;
}

/** Starts the server over `dataDir` with `env` (the rest of its settings). */
export async function startOwnServer(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<OwnServer> {
  const server = await startAppServer(
    { TRUST_PROXY: "loopback", ...env, DATA_DIR: dataDir },
    { timeoutMs: 170_000 },
  );
  return { ...server, dataDir };
}

export function removeDataDir(dir: string | undefined): void {
  if (dir && existsSync(dir)) rmSync(dir, { recursive: true, force: true });
}

/** A random client address, so each request counts against its own rate limit. */
export function randomClientIp(): string {
  const r = () => Math.floor(Math.random() * 254) + 1;
  return `10.${r()}.${r()}.${r()}`;
}

export interface ScriptResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs one of scripts/*.ts as `npm run …` does (through tsx), without blocking this process. */
export function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<ScriptResult> {
  const child = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", script, ...args], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (c: Buffer) => {
    stdout += c.toString();
  });
  child.stderr?.on("data", (c: Buffer) => {
    stderr += c.toString();
  });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, stdout, stderr }));
  });
}
