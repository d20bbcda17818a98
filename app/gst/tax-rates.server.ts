import type { DB } from "~/db/db.server";

/** For each HSN, the rate (basis points) with the latest effective date on or before `onDate`. */
export async function ratesOn(
  db: DB,
  hsns: readonly string[],
  onDate: string,
): Promise<Map<string, number>> {
  const wanted = [...new Set(hsns.filter((h) => h !== ""))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom("tax_rate")
    .select(["hsn", "rate_bp", "effective_from"])
    .where("hsn", "in", wanted)
    .where("effective_from", "<=", onDate)
    .orderBy("effective_from", "asc")
    .execute();
  return new Map(rows.map((r) => [r.hsn, r.rate_bp]));
}
