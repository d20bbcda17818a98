import type { BackupSettings } from "~/config/env.server";
import { log } from "~/observability/log.server";
import {
  createBackup,
  newestBackupTime,
  pruneBackups,
  removeUnfinished,
  type ShopFiles,
} from "./backup.server";

/** setTimeout's longest delay; longer waits are taken in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface BackupSchedule {
  /** Stops the timer and waits for a backup in progress to finish. */
  stop(): Promise<void>;
}

/**
 * Scheduled backups (BACKUP_INTERVAL): an archive every interval into
 * BACKUP_DIR, keeping the newest BACKUP_KEEP. The first one is due an interval
 * after the newest archive already there; one overdue (or the very first) runs
 * shortly after start, so frequent restarts never skip backups. A failed
 * backup is logged and tried again at the next interval.
 */
export async function startBackupSchedule(
  files: ShopFiles,
  settings: BackupSettings & { intervalMs: number },
  now: () => number = Date.now,
): Promise<BackupSchedule> {
  const { dir, intervalMs, keep } = settings;
  await removeUnfinished(dir);
  const newest = await newestBackupTime(dir);
  let due = newest === null ? now() : newest + intervalMs;
  // Give the start-up its quiet moment first.
  due = Math.max(due, now() + Math.min(intervalMs, 60_000));
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let stopped = false;

  const run = async () => {
    try {
      const result = await createBackup(files, dir);
      const pruned = await pruneBackups(dir, keep);
      log().info(
        {
          file: result.file,
          bytes: result.bytes,
          mediaFiles: result.mediaFiles,
          ms: result.ms,
          pruned: pruned.length,
        },
        "backup written",
      );
    } catch (error) {
      log().error({ err: error, dir }, "scheduled backup failed");
    }
  };

  const arm = () => {
    if (stopped) return;
    timer = setTimeout(
      () => {
        if (now() < due) return arm();
        running = run().finally(() => {
          running = null;
          due = now() + intervalMs;
          arm();
        });
      },
      Math.min(Math.max(0, due - now()), MAX_TIMER_MS),
    );
    timer.unref();
  };
  arm();
  log().info({ dir, intervalMs, keep, firstAt: new Date(due).toISOString() }, "backups scheduled");

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
