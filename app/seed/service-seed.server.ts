import type { DB } from "~/db/db.server";
import { lookupPin, pinCoordinate } from "~/places/pincode.server";
import { servicePointSchema } from "~/service/admin/service-admin-schema";
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
    const place = lookupPin(input.pin);
    if (!place) throw new Error(`Seed point ${p.name}: PIN ${p.pin} is not in the directory`);
    const at = pinCoordinate(place.pin);
    const { id } = await db
      .insertInto("service_point")
      .values({
        name: input.name,
        kind: input.kind,
        address: input.address,
        pin: place.pin,
        district: place.district,
        state: place.state,
        state_code: place.stateCode,
        lat: at?.lat ?? null,
        lon: at?.lon ?? null,
        phone: input.phone,
        whatsapp: input.whatsapp,
        email: "",
        hours: input.hours,
        active: 1,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    pointId.set(p.name, id);
    const served = p.categories.map((name) => categoryId.get(name));
    if (served.some((c) => c === undefined))
      throw new Error(`Seed point ${p.name}: unknown category`);
    if (served.length > 0)
      await db
        .insertInto("service_point_category")
        .values(served.map((c) => ({ service_point_id: id, category_id: c as number })))
        .execute();
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
