/**
 * npm run migrate — the deploy step: apply our and Better Auth's migrations,
 * make the first admin and seed an empty catalogue, then exit. Safe to run
 * while instances are starting (they wait on the same PostgreSQL lock).
 */
import { closeAppDb } from "~/db/db.server";
import { prepareData } from "~/db/prepare.server";

const note = await prepareData();
console.log("Database is up to date.");
console.log(note);
await closeAppDb();
