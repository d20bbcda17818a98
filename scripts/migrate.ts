/**
 * npm run migrate — the deploy step: apply our and Better Auth's migrations,
 * make the first admin and seed an empty catalogue, then exit. Safe to run
 * while instances are starting (they wait on the same PostgreSQL lock).
 */

import { prepareData } from "~/boot/prepare.server";
import { ConfigError } from "~/config/env.server";
import { closeAppDb } from "~/db/db.server";

try {
  const note = await prepareData();
  console.log("Database is up to date.");
  console.log(note);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message); // a wrong setting: the message says what to fix
  process.exitCode = 1;
} finally {
  await closeAppDb();
}
