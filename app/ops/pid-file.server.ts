import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * DATA_DIR/storefront.pid: written by a serving shop, removed when it stops.
 * `npm run restore` reads it to refuse restoring under a running shop. After a
 * crash the file stays behind; a process id that no longer runs node is
 * recognised as stale.
 */

const FILE = "storefront.pid";

export interface RunningShop {
  pid: number;
  port: number | null;
  startedAt: string | null;
}

export function writePidFile(dataDir: string, port: number): void {
  const record = { pid: process.pid, port, startedAt: new Date().toISOString() };
  writeFileSync(path.join(dataDir, FILE), `${JSON.stringify(record)}\n`);
}

/** Removes the file if it is still this process's (another start may have replaced it). */
export function removePidFile(dataDir: string): void {
  const file = path.join(dataDir, FILE);
  try {
    const { pid } = JSON.parse(readFileSync(file, "utf8")) as { pid?: unknown };
    if (pid === process.pid) rmSync(file, { force: true });
  } catch {
    // Missing or unreadable: nothing of ours to remove.
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  // On Linux, a recycled process id is some other program: not our shop.
  try {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8");
    return /node/.test(cmdline);
  } catch {
    return true; // no /proc (not Linux): trust the signal check
  }
}

/** The shop serving from `dataDir` right now, or null. */
export function runningShop(dataDir: string): RunningShop | null {
  let record: { pid?: unknown; port?: unknown; startedAt?: unknown };
  try {
    record = JSON.parse(readFileSync(path.join(dataDir, FILE), "utf8"));
  } catch {
    return null;
  }
  const pid = Number(record.pid);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !alive(pid)) return null;
  return {
    pid,
    port: typeof record.port === "number" ? record.port : null,
    startedAt: typeof record.startedAt === "string" ? record.startedAt : null,
  };
}
