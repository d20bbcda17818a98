import { sql } from "kysely";
import type { DB } from "~/db/db.server";

export type Health = { ok: true } | { ok: false; error: string };

/**
 * The health check behind /healthz: the database answers a query within
 * `timeoutMs`. A load balancer stops sending visitors to an instance whose
 * database is gone, instead of letting every page fail there.
 */
export async function checkHealth(db: DB, timeoutMs = 2_000): Promise<Health> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([sql`SELECT 1`.execute(db), timeout]);
    return { ok: true };
  } catch (error) {
    return { ok: false, error: `database: ${(error as Error).message}` };
  } finally {
    clearTimeout(timer);
  }
}
