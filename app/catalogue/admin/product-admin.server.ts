import { type ExpressionBuilder, sql } from "kysely";
import type { SessionUser } from "~/accounts/session-user";
import type {
  CategorySlot,
  ProductField,
  ProductFields,
  ProductInput,
} from "~/catalogue/product-schema";
import {
  insertProductIn,
  loadProductParts,
  productColumns,
  writeProductChildren,
} from "~/catalogue/products.server";
import type { Product } from "~/catalogue/types";
import { type AuditFields, changedFields } from "~/changes/audit.server";
import { type Audit, commitChange } from "~/changes/commit-change.server";
import type { DB } from "~/db/db.server";
import { containsCaseless, joinedStrings } from "~/db/dialect.server";
import type { Database } from "~/db/schema";
import { formatRupees } from "~/format/money";
import { paginateQuery, showPage } from "~/paging/paginate.server";

const ADMIN_PAGE_SIZE = 25;

export type AdminProductRow = Pick<
  Product,
  "id" | "title" | "pricePaise" | "bestSell" | "updatedAt"
> & {
  /** Category names, joined for the table. */
  categories: string;
  imageId: string | null;
};

/** Products whose title contains `q` in any case (all of them without one): the admin table's search. */
export function adminProducts(db: DB, q: string | undefined) {
  const text = q?.trim();
  const base = db.selectFrom("product as p");
  return text ? base.where(containsCaseless(db, "p.title", text)) : base;
}

/** The admin product table: searchable by title, paged, newest first. */
export async function listAdminProducts(db: DB, options: { q?: string; page: number }) {
  const base = adminProducts(db, options.q);
  const found = await paginateQuery(
    base,
    base
      .leftJoin("product_image as pi", (j) =>
        j.onRef("pi.product_id", "=", "p.id").on("pi.position", "=", 1),
      )
      .select([
        "p.id",
        "p.title",
        "p.price_paise",
        "p.best_sell",
        "p.updated_at",
        "pi.media_id",
        (eb) =>
          eb
            .selectFrom("product_category as pc")
            .innerJoin("category as c", "c.id", "pc.category_id")
            .select(
              joinedStrings(db, sql.ref<string>("c.name"), ", ", sql.ref("pc.position")).as("n"),
            )
            .whereRef("pc.product_id", "=", "p.id")
            .as("categories"),
      ])
      .orderBy("p.created_at", "desc"),
    options.page,
    ADMIN_PAGE_SIZE,
  );
  return showPage(
    found,
    (r): AdminProductRow => ({
      id: r.id,
      title: r.title,
      pricePaise: r.price_paise,
      bestSell: r.best_sell === 1,
      categories: r.categories ?? "",
      imageId: r.media_id,
      updatedAt: r.updated_at,
    }),
  );
}

export async function dashboardCounts(db: DB) {
  const count = async (q: Promise<{ n: number | string | bigint }>) => Number((await q).n);
  const [products, categories, newEnquiries, orders] = await Promise.all([
    count(
      db
        .selectFrom("product")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow(),
    ),
    count(
      db
        .selectFrom("category")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow(),
    ),
    count(
      db
        .selectFrom("enquiry")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("status", "=", "new")
        .executeTakeFirstOrThrow(),
    ),
    count(
      db
        .selectFrom("orders")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow(),
    ),
  ]);
  return { products, categories, newEnquiries, orders };
}

// ——— Add, edit and delete (spec §4, §7); each is one commitChange on the "products" topic. ———

/** What the edit form is filled from: the product's fields as stored, with its id and version. */
export type EditableProduct = ProductFields & { id: string; updatedAt: number };

export async function getEditableProduct(db: DB, id: string): Promise<EditableProduct | null> {
  const parts = await loadProductParts(db, id);
  if (!parts) return null;
  const { row: p, images, categories, specs } = parts;
  return {
    id: p.id,
    title: p.title,
    hsn: p.hsn || null,
    price: p.price_paise,
    bestSell: p.best_sell === 1,
    review: p.review_count,
    star: p.star,
    description: p.description,
    specification: p.specification,
    features: p.features,
    images: images.map((i) => i.id),
    imageAlts: images.map((i) => i.alt),
    categories: categories.map((c) => ({ category: c.categoryId, subcategory: c.subcategoryId })),
    specs,
    updatedAt: p.updated_at,
  };
}

/**
 * A product's fields as the audit log shows them: prices in rupees, categories
 * by name, images by media id, and every typed specification that is set.
 */
async function productAuditFields(db: DB, id: string): Promise<AuditFields | null> {
  const p = await getEditableProduct(db, id);
  if (!p) return null;
  const names = await db
    .selectFrom("product_category as pc")
    .innerJoin("category as c", "c.id", "pc.category_id")
    .leftJoin("subcategory as s", "s.id", "pc.subcategory_id")
    .select(["c.name as category", "s.name as subcategory"])
    .where("pc.product_id", "=", id)
    .orderBy("pc.position")
    .execute();
  const fields: AuditFields = {
    title: p.title,
    hsn: p.hsn,
    price: formatRupees(p.price),
    bestseller: p.bestSell,
    reviews: p.review,
    stars: p.star,
    description: p.description,
    specification: p.specification,
    features: p.features,
    images: p.images,
    categories: names.map((n) => (n.subcategory ? `${n.category} › ${n.subcategory}` : n.category)),
  };
  for (const [key, value] of Object.entries(p.specs)) {
    if (value !== null && value !== undefined) fields[`spec ${key}`] = value as number;
  }
  return fields;
}

/** A product whose references no longer hold (an image or category removed meanwhile). */
export class ProductRefError extends Error {
  constructor(readonly errors: Partial<Record<ProductField, string>>) {
    super(Object.values(errors)[0] ?? "Invalid product");
  }
}

async function checkReferences(db: DB, input: ProductFields): Promise<void> {
  const errors: Partial<Record<ProductField, string>> = {};
  if (input.images.length > 0) {
    const found = await db
      .selectFrom("media")
      .select("id")
      .where("id", "in", input.images)
      .execute();
    if (found.length !== new Set(input.images).size)
      errors.images = "An image was not found; upload it again";
  }
  for (const [i, slot] of input.categories.entries()) {
    const n = (i + 1) as CategorySlot;
    if (slot.category === null) continue;
    const cat = await db
      .selectFrom("category")
      .select("id")
      .where("id", "=", slot.category)
      .executeTakeFirst();
    if (!cat) {
      errors[`category${n}`] = "This category no longer exists";
      continue;
    }
    if (slot.subcategory !== null) {
      const sub = await db
        .selectFrom("subcategory")
        .select("id")
        .where("id", "=", slot.subcategory)
        .where("category_id", "=", slot.category)
        .executeTakeFirst();
      if (!sub) errors[`subcategory${n}`] = "This subcategory is not in the chosen category";
    }
  }
  if (Object.keys(errors).length > 0) throw new ProductRefError(errors);
}

/** Every product change drops the pages that show products. */
const PRODUCTS = { topics: ["products"] } as const;

export async function createProduct(db: DB, actor: SessionUser, input: ProductInput) {
  return commitChange(db, actor, PRODUCTS, (trx, audit) => addProductIn(trx, audit, input));
}

/**
 * `now`, or one past the stored updated_at when that is not earlier: a change
 * always moves updated_at forward, so an edit form opened before it is refused
 * as stale (the form's save compares updated_at).
 */
export function laterUpdatedAt(eb: ExpressionBuilder<Database, "product">, now: number) {
  return eb
    .case()
    .when("updated_at", ">=", now)
    .then(eb("updated_at", "+", 1))
    .else(now)
    .end();
}

/** Adds a product as a step of the caller's change (the form's add, or a spreadsheet import). */
export async function addProductIn(
  trx: DB,
  audit: Audit,
  input: ProductInput,
  action = "product.add",
): Promise<string> {
  await checkReferences(trx, input);
  const id = await insertProductIn(trx, input);
  audit({
    action,
    targetType: "product",
    targetId: id,
    detail: input.title,
    after: await productAuditFields(trx, id),
  });
  return id;
}

/**
 * Overwrites a product as a step of the caller's change, without the form's
 * compare-and-set: a spreadsheet import checks its whole plan against the
 * catalogue instead. False when the product is gone.
 */
export async function replaceProductIn(
  trx: DB,
  audit: Audit,
  id: string,
  input: ProductInput,
  action = "product.update",
): Promise<boolean> {
  await checkReferences(trx, input);
  const before = await productAuditFields(trx, id);
  const now = Date.now();
  const result = await trx
    .updateTable("product")
    .set((eb) => ({
      ...productColumns(input),
      updated_at: laterUpdatedAt(eb, now),
    }))
    .where("id", "=", id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await writeProductChildren(trx, id, input);
  const diff = changedFields(before ?? {}, (await productAuditFields(trx, id)) ?? {});
  audit({
    action,
    targetType: "product",
    targetId: id,
    detail: input.title,
    ...diff,
  });
  return true;
}

export type UpdateOutcome = "updated" | "stale" | "missing";

/**
 * Compare-and-set on updated_at: the save applies only if nobody saved since
 * the form was loaded, so a stale copy never silently overwrites newer work.
 */
export async function updateProduct(
  db: DB,
  actor: SessionUser,
  id: string,
  input: ProductInput & { updatedAt: number },
): Promise<UpdateOutcome> {
  return commitChange(db, actor, PRODUCTS, async (trx, audit) => {
    await checkReferences(trx, input);
    const before = await productAuditFields(trx, id);
    // Strictly later than the loaded copy, even within the same millisecond.
    const next = Math.max(Date.now(), input.updatedAt + 1);
    const result = await trx
      .updateTable("product")
      .set({ ...productColumns(input), updated_at: next })
      .where("id", "=", id)
      .where("updated_at", "=", input.updatedAt)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) {
      const exists = await trx
        .selectFrom("product")
        .select("id")
        .where("id", "=", id)
        .executeTakeFirst();
      return exists ? "stale" : "missing";
    }
    await writeProductChildren(trx, id, input);
    const diff = changedFields(before ?? {}, (await productAuditFields(trx, id)) ?? {});
    audit({
      action: "product.update",
      targetType: "product",
      targetId: id,
      detail: input.title,
      ...diff,
    });
    return "updated";
  });
}

/** Images and categories go with it (foreign keys cascade); media files stay for reuse. */
export async function deleteProduct(db: DB, actor: SessionUser, id: string): Promise<boolean> {
  return commitChange(db, actor, PRODUCTS, async (trx, audit) => {
    const before = await productAuditFields(trx, id);
    const row = await trx
      .deleteFrom("product")
      .where("id", "=", id)
      .returning("title")
      .executeTakeFirst();
    if (!row) return false;
    audit({
      action: "product.delete",
      targetType: "product",
      targetId: id,
      detail: row.title,
      before,
    });
    return true;
  });
}
