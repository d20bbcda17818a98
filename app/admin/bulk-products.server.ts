import type { SessionUser } from "~/accounts/session-user";
import { adminProducts, laterUpdatedAt } from "~/catalogue/admin-products.server";
import { formatRupees } from "~/catalogue/money";
import type { DB } from "~/db/db.server";
import { recordAudit } from "./audit.server";
import { type BulkSettings, changedPrice, MAX_BULK } from "./bulk-schema";

/** A selected product, with what a price change would make of it. */
export interface BulkRow {
  id: string;
  title: string;
  pricePaise: number;
  bestSell: boolean;
  /** The price after the change (price changes only); null when it would fall below ₹0. */
  newPricePaise?: number | null;
}

export interface Selection {
  ids: string[];
  all: boolean;
  q: string;
}

/** The products a selection names (ticked ids, or all that match the search), newest first. */
export async function selectedProducts(db: DB, selection: Selection): Promise<BulkRow[]> {
  let query = adminProducts(db, selection.all ? selection.q : undefined);
  if (!selection.all) query = query.where("p.id", "in", selection.ids);
  const rows = await query
    .select(["p.id", "p.title", "p.price_paise", "p.best_sell"])
    .orderBy("p.created_at", "desc")
    .orderBy("p.id")
    .limit(MAX_BULK)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    pricePaise: r.price_paise,
    bestSell: r.best_sell === 1,
  }));
}

/** The rows with their new prices, when the change is a price change. */
export function withNewPrices(rows: BulkRow[], settings: BulkSettings): BulkRow[] {
  if (settings.action !== "price") return rows;
  return rows.map((r) => ({ ...r, newPricePaise: changedPrice(r.pricePaise, settings) }));
}

export class BulkRuleError extends Error {}

export const BELOW_ZERO = (title: string) => `The new price of "${title}" would be below ₹0`;
export const NOT_IN_CATEGORY = "This subcategory is not in the chosen category";
export const NO_SUCH_CATEGORY = "This category no longer exists";

/** What a finished change says on the dashboard. */
export function bulkDoneMessage(settings: BulkSettings, count: number): string {
  const n = `${count} ${count === 1 ? "product" : "products"}`;
  switch (settings.action) {
    case "delete":
      return `${n} deleted.`;
    case "bestseller-on":
      return `${n} marked as bestsellers.`;
    case "bestseller-off":
      return `${n} no longer marked as bestsellers.`;
    case "move":
      return `${n} moved.`;
    case "price":
      return `Prices of ${n} changed.`;
  }
}

/**
 * Applies one bulk change to the selection in one transaction, with an audit
 * row per product; the selection is read again inside it, so what changes is
 * what the selection names now. Returns how many products changed.
 */
export async function applyBulk(
  db: DB,
  actor: SessionUser,
  selection: Selection,
  settings: BulkSettings,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const rows = withNewPrices(await selectedProducts(trx, selection), settings);
    if (rows.length === 0) return 0;
    const ids = rows.map((r) => r.id);
    const audit = (row: BulkRow, detail: string) =>
      recordAudit(trx, actor, {
        action: `product.bulk.${settings.action}`,
        targetType: "product",
        targetId: row.id,
        detail,
      });
    const now = Date.now();
    switch (settings.action) {
      case "delete":
        // Images and categories go with them (foreign keys cascade); media files stay for reuse.
        await trx.deleteFrom("product").where("id", "in", ids).execute();
        for (const r of rows) await audit(r, r.title);
        break;
      case "bestseller-on":
      case "bestseller-off": {
        const on = settings.action === "bestseller-on";
        await trx
          .updateTable("product")
          .set((eb) => ({ best_sell: on ? 1 : 0, updated_at: laterUpdatedAt(eb, now) }))
          .where("id", "in", ids)
          .execute();
        for (const r of rows) await audit(r, `${r.title}: bestseller ${on ? "on" : "off"}`);
        break;
      }
      case "move": {
        const category = await trx
          .selectFrom("category")
          .select(["id", "name"])
          .where("id", "=", settings.category as number)
          .executeTakeFirst();
        if (!category) throw new BulkRuleError(NO_SUCH_CATEGORY);
        let target = category.name;
        if (settings.subcategory !== null) {
          const sub = await trx
            .selectFrom("subcategory")
            .select("name")
            .where("id", "=", settings.subcategory)
            .where("category_id", "=", category.id)
            .executeTakeFirst();
          if (!sub) throw new BulkRuleError(NOT_IN_CATEGORY);
          target = `${category.name} › ${sub.name}`;
        }
        // Moved: the product is in this one category (and subcategory) only.
        await trx.deleteFrom("product_category").where("product_id", "in", ids).execute();
        await trx
          .insertInto("product_category")
          .values(
            ids.map((id) => ({
              product_id: id,
              position: 1,
              category_id: category.id,
              subcategory_id: settings.subcategory,
            })),
          )
          .execute();
        await trx
          .updateTable("product")
          .set((eb) => ({ updated_at: laterUpdatedAt(eb, now) }))
          .where("id", "in", ids)
          .execute();
        for (const r of rows) await audit(r, `${r.title}: moved to ${target}`);
        break;
      }
      case "price": {
        const below = rows.find((r) => r.newPricePaise === null);
        if (below) throw new BulkRuleError(BELOW_ZERO(below.title));
        for (const r of rows) {
          const next = r.newPricePaise ?? r.pricePaise;
          await trx
            .updateTable("product")
            .set((eb) => ({ price_paise: next, updated_at: laterUpdatedAt(eb, now) }))
            .where("id", "=", r.id)
            .execute();
          await audit(r, `${r.title}: ${formatRupees(r.pricePaise)} → ${formatRupees(next)}`);
        }
        break;
      }
    }
    return rows.length;
  });
}
