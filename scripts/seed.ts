/**
 * npm run seed                      — migrate and seed the demo catalogue into DATA_DIR's database (only if empty)
 * npm run seed -- --synthetic N --db FILE — fill a separate database with N synthetic products (benchmarks)
 */
import { parseArgs } from "node:util";
import { seedSynthetic } from "~/seed/synthetic.server";

const { values } = parseArgs({
  options: { synthetic: { type: "string" }, db: { type: "string" } },
});

if (values.synthetic) {
  const count = Number(values.synthetic);
  if (!Number.isInteger(count) || count < 1)
    throw new Error("--synthetic needs a positive whole number");
  if (!values.db)
    throw new Error("--synthetic needs --db FILE (a separate database, never the live one)");
  const started = Date.now();
  await seedSynthetic(values.db, count);
  console.log(
    `Wrote ${count} synthetic products to ${values.db} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} else {
  const { appDb, closeAppDb, migrateToLatest } = await import("~/db/db.server");
  const { seedIfEmpty } = await import("~/seed/seed.server");
  await migrateToLatest(appDb());
  const seeded = await seedIfEmpty(appDb(), { log: console.log });
  if (!seeded) console.log("The database already has a catalogue: nothing was seeded.");
  await closeAppDb();
}
