import type { SessionUser } from "~/accounts/session-user";
import { adminProducts, laterUpdatedAt } from "~/catalogue/admin/product-admin.server";
import { PRODUCT_LIMITS, PRODUCT_PRICE } from "~/catalogue/product-schema";
import { setProductCategories } from "~/catalogue/products.server";
import type { AuditFields } from "~/changes/audit.server";
import { commitChange } from "~/changes/commit-change.server";
import type { DB } from "~/db/db.server";
import { formatRupees } from "~/format/money";
import { type BulkSettings, changedPrice, MAX_BULK } from "./bulk-schema";

/** A selected product, with what a price change would make of it. */
export interface BulkRow {
  id: string;
  title: string;
  pricePaise: number;
  bestSell: boolean;
  /** The price after the change (price changes only). */
  newPricePaise?: number;
  /** Where the new price falls outside the product's limits (PRODUCT_PRICE), if it does. */
  newPriceProblem?: "below" | "above" | null;
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
  return rows.map((r) => {
    const next = changedPrice(r.pricePaise, settings);
    const problem = PRODUCT_PRICE.safeParse(next).success ? null : next < 0 ? "below" : "above";
    return { ...r, newPricePaise: next, newPriceProblem: problem };
  });
}

export class BulkRuleError extends Error {}

/** Up to five titles in quotes, then how many more: "A", "B" and 3 more. */
function named(titles: string[]): string {
  const shown = titles.slice(0, 5).map((t) => `"${t}"`);
  const more = titles.length - shown.length;
  if (more > 0) return `${shown.join(", ")} and ${more} more`;
  return shown.length > 1
    ? `${shown.slice(0, -1).join(", ")} and ${shown.at(-1)}`
    : (shown[0] ?? "");
}

const priceOf = (titles: string[]) =>
  `The new ${titles.length === 1 ? "price" : "prices"} of ${named(titles)} would be`;
export const BELOW_ZERO = (titles: string[]) => `${priceOf(titles)} below ₹0`;
export const ABOVE_MAXIMUM = (titles: string[]) =>
  `${priceOf(titles)} above ${formatRupees(PRODUCT_LIMITS.pricePaise)}, the most a price can be`;
const NOTHING_CHANGED = "Nothing was changed.";

/** Why a price change is refused (the products it would take outside the limits), or null. */
export function priceRefusal(rows: BulkRow[]): string | null {
  const titles = (problem: "below" | "above") =>
    rows.filter((r) => r.newPriceProblem === problem).map((r) => r.title);
  const below = titles("below");
  const above = titles("above");
  const refusals = [
    below.length > 0 ? BELOW_ZERO(below) : null,
    above.length > 0 ? ABOVE_MAXIMUM(above) : null,
  ].filter(Boolean);
  return refusals.length > 0 ? `${refusals.join(". ")}. ${NOTHING_CHANGED}` : null;
}
const NOT_IN_CATEGORY = "This subcategory is not in the chosen category";
const NO_SUCH_CATEGORY = "This category no longer exists";

/** What a finished change says on the dashboard, and what it skipped. */
export function bulkDoneMessage(settings: BulkSettings, result: BulkResult): string {
  const count = result.changed;
  const n = `${count} ${count === 1 ? "product" : "products"}`;
  const done = {
    delete: `${n} deleted.`,
    "bestseller-on": `${n} marked as bestsellers.`,
    "bestseller-off": `${n} no longer marked as bestsellers.`,
    move: `${n} moved.`,
    price: `Prices of ${n} changed.`,
  }[settings.action];
  if (result.skipped === 0) return done;
  const skipped =
    result.skipped === 1
      ? "1 selected product was deleted meanwhile and skipped."
      : `${result.skipped} selected products were deleted meanwhile and skipped.`;
  return `${done} ${skipped}`;
}

export interface BulkResult {
  changed: number;
  /** Ticked products that no longer exist. */
  skipped: number;
}

/**
 * Applies one bulk change to the selection as one change, with an audit row
 * per product (published on "products" only when something changed); the
 * selection is read again inside it, so what changes is what the selection
 * names now. Says how many changed, and how many ticked products were deleted
 * meanwhile.
 */
export async function applyBulk(
  db: DB,
  actor: SessionUser,
  selection: Selection,
  settings: BulkSettings,
): Promise<BulkResult> {
  return commitChange(db, actor, { topics: ["products"] }, async (trx, record) => {
    const rows = withNewPrices(await selectedProducts(trx, selection), settings);
    const skipped = selection.all ? 0 : new Set(selection.ids).size - rows.length;
    if (rows.length === 0) return { changed: 0, skipped };
    const ids = rows.map((r) => r.id);
    const audit = (
      row: BulkRow,
      detail: string,
      fields: { before?: AuditFields; after?: AuditFields } = {},
    ) =>
      record({
        action: `product.bulk.${settings.action}`,
        targetType: "product",
        targetId: row.id,
        detail,
        ...fields,
      });
    const now = Date.now();
    switch (settings.action) {
      case "delete":
        // Images and categories go with them (foreign keys cascade); media files stay for reuse.
        await trx.deleteFrom("product").where("id", "in", ids).execute();
        for (const r of rows)
          audit(r, r.title, {
            before: { title: r.title, price: formatRupees(r.pricePaise), bestseller: r.bestSell },
          });
        break;
      case "bestseller-on":
      case "bestseller-off": {
        const on = settings.action === "bestseller-on";
        await trx
          .updateTable("product")
          .set((eb) => ({ best_sell: on ? 1 : 0, updated_at: laterUpdatedAt(eb, now) }))
          .where("id", "in", ids)
          .execute();
        for (const r of rows)
          audit(r, r.title, {
            before: { bestseller: r.bestSell },
            after: { bestseller: on },
          });
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
        await setProductCategories(trx, ids, [
          { category: category.id, subcategory: settings.subcategory },
        ]);
        await trx
          .updateTable("product")
          .set((eb) => ({ updated_at: laterUpdatedAt(eb, now) }))
          .where("id", "in", ids)
          .execute();
        for (const r of rows) audit(r, r.title, { after: { categories: [target] } });
        break;
      }
      case "price": {
        // Any product outside the limits refuses the whole change, before anything is written.
        const refused = priceRefusal(rows);
        if (refused) throw new BulkRuleError(refused);
        for (const r of rows) {
          const next = r.newPricePaise ?? r.pricePaise;
          await trx
            .updateTable("product")
            .set((eb) => ({ price_paise: next, updated_at: laterUpdatedAt(eb, now) }))
            .where("id", "=", r.id)
            .execute();
          audit(r, r.title, {
            before: { price: formatRupees(r.pricePaise) },
            after: { price: formatRupees(next) },
          });
        }
        break;
      }
    }
    return { changed: rows.length, skipped };
  });
}
