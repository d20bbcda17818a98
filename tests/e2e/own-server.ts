import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type AppServer, startAppServer } from "../../app/test/server-launcher";

/**
 * A production server of a spec's own (scripts/start.mjs, like `npm start`),
 * for tests that stop, kill or starve it and must not disturb the shared one.
 * Requests from loopback may name their client address (TRUST_PROXY), so a
 * test can send more than one address's quota of enquiries.
 */
export interface OwnServer extends AppServer {
  dataDir: string;
}

export const OWN_ADMIN = { email: "owner@ops.test", password: "ops-admin-password" };

export async function startOwnServer(
  dataDir: string,
  extraEnv: Record<string, string> = {},
): Promise<OwnServer> {
  const server = await startAppServer(
    {
      DATA_DIR: dataDir,
      SEED_IMAGES_PER_PRODUCT: "1",
      ADMIN_EMAIL: OWN_ADMIN.email,
      ADMIN_PASSWORD: OWN_ADMIN.password,
      TRUST_PROXY: "loopback",
      ...extraEnv,
    },
    { timeoutMs: 170_000 },
  );
  return { ...server, dataDir };
}

let template: Promise<string> | undefined;

/**
 * A fresh copy of a seeded, stopped shop's DATA_DIR. The first call in a
 * worker seeds one (a server start); later calls copy it, so each spec's
 * server starts in a second or two.
 */
export async function seededDataDir(into?: string): Promise<string> {
  template ??= (async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "storefront-ops-template-"));
    process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
    const server = await startOwnServer(dir);
    const { code } = await server.stop();
    if (code !== 0) throw new Error(`template server stopped with ${code}:\n${server.output()}`);
    return dir;
  })();
  const source = await template;
  const target = into ?? mkdtempSync(path.join(tmpdir(), "storefront-ops-"));
  cpSync(source, target, { recursive: true });
  return target;
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
