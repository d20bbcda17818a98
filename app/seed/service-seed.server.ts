import type { DB } from "~/db/db.server";
import { servicePointSchema } from "~/service/admin/service-admin-schema";
import { insertServicePoint, placeOf } from "~/service/admin/service-points-admin.server";
import { serialRange } from "~/service/serial-number";
import { seedPoints, seedRules, seedSerials } from "./service-data";

/**
 * The after-sales demo (service-data.ts), on the first start only (an empty
 * database, with the demo catalogue): each point checked by the admin form's
 * own schema and placed by India Post's directory, the rules, the serials.
 */
export async function seedAfterSales(db: DB): Promise<void> {
  const now = Date.now();
  const categories = await db.selectFrom("category").select(["id", "name"]).execute();
  const categoryId = new Map(categories.map((c) => [c.name, c.id]));
  const pointId = new Map<string, number>();
  for (const p of seedPoints) {
    const input = servicePointSchema.parse({ ...p, categoryIds: [] });
    const place = placeOf(input.pin);
    if (!place) throw new Error(`Seed point ${p.name}: PIN ${p.pin} is not in the directory`);
    const served = p.categories.map((name) => categoryId.get(name));
    if (served.some((c) => c === undefined))
      throw new Error(`Seed point ${p.name}: unknown category`);
    const id = await insertServicePoint(
      db,
      input,
      place,
      served.map((c) => ({ id: c as number })),
      true,
    );
    pointId.set(p.name, id);
  }
  await db
    .insertInto("warranty_rule")
    .values(
      seedRules.map((r) => ({
        category_id: r.category === null ? null : (categoryId.get(r.category) ?? null),
        effective_from: r.from,
        months_from_install: r.monthsFromInstall,
        months_from_dispatch: r.monthsFromDispatch,
        bonus_months: r.bonusMonths,
        bonus_within_days: r.bonusWithinDays,
        note: r.note,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  const products = await db.selectFrom("product").select(["id", "title"]).execute();
  const productId = new Map(products.map((p) => [p.title, p.id]));
  for (const s of seedSerials) {
    const serials = serialRange(s.first, s.last);
    const product = productId.get(s.model);
    if (!serials || !product) throw new Error(`Seed serials ${s.first}: unknown model or range`);
    await db
      .insertInto("serial_unit")
      .values(
        serials.map((serial) => ({
          serial,
          product_id: product,
          model: s.model,
          dispatched_on: s.dispatchedOn,
          dealer_id: pointId.get(s.dealer) ?? null,
          replaces: null,
          created_at: now,
        })),
      )
      .execute();
  }
}
