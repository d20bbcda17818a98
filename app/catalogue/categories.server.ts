import { sql } from "kysely";
import type { DB } from "~/db/db.server";
import { equalsCaseless, isUniqueViolation } from "~/db/dialect.server";
import { indexMembers, indexProducts, membersOf } from "~/search/product-keys.server";
import { MSG } from "./category-schema";
import type { Category } from "./types";

/** Every category with its subcategories, in display order. */
export async function listCategories(db: DB): Promise<Category[]> {
  const [cats, subs] = await Promise.all([
    db
      .selectFrom("category as c")
      .leftJoin("media as m", "m.id", "c.image_media_id")
      .select(["c.id", "c.name", "m.id as image_id", "m.width", "m.height", "m.placeholder"])
      .orderBy("c.position")
      .orderBy("c.name")
      .execute(),
    db
      .selectFrom("subcategory")
      .select(["id", "category_id", "name"])
      .orderBy("position")
      .orderBy("name")
      .execute(),
  ]);
  return cats.map((c) => ({
    id: c.id,
    name: c.name,
    image: c.image_id
      ? {
          id: c.image_id,
          width: c.width ?? 0,
          height: c.height ?? 0,
          placeholder: c.placeholder ?? "",
        }
      : null,
    subcategories: subs
      .filter((s) => s.category_id === c.id)
      .map((s) => ({ id: s.id, name: s.name })),
  }));
}

export async function insertCategory(
  db: DB,
  input: { name: string; imageMediaId: string | null; position: number; subcategories: string[] },
): Promise<{ id: number; subcategoryIds: Map<string, number> }> {
  return db.transaction().execute(async (trx) => {
    const now = Date.now();
    const { id } = await trx
      .insertInto("category")
      .values({
        name: input.name.trim(),
        image_media_id: input.imageMediaId,
        position: input.position,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const subcategoryIds = new Map<string, number>();
    for (const [i, name] of input.subcategories.entries()) {
      const row = await trx
        .insertInto("subcategory")
        .values({
          category_id: id,
          name: name.trim(),
          image_media_id: null,
          position: i,
          updated_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      subcategoryIds.set(name, row.id);
    }
    return { id, subcategoryIds };
  });
}

/**
 * Changes whenever products or categories change; keys caches such as the
 * catalogue PDF.
 */
export async function catalogueFingerprint(db: DB): Promise<string> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom("product")
        .select((e) => e.fn.countAll<number>().as("n"))
        .as("products"),
      eb
        .selectFrom("product")
        .select((e) => e.fn.max("updated_at").as("m"))
        .as("productsAt"),
      eb
        .selectFrom("category")
        .select((e) => e.fn.countAll<number>().as("n"))
        .as("categories"),
      eb
        .selectFrom("category")
        .select((e) => e.fn.max("updated_at").as("m"))
        .as("categoriesAt"),
      eb
        .selectFrom("subcategory")
        .select((e) => e.fn.countAll<number>().as("n"))
        .as("subcategories"),
      eb
        .selectFrom("subcategory")
        .select((e) => e.fn.max("updated_at").as("m"))
        .as("subcategoriesAt"),
    ])
    .executeTakeFirstOrThrow();
  return Object.values(row)
    .map((v) => String(v ?? 0))
    .join("-");
}

// ——— Admin management (spec §5, §7): every function takes `db` or a transaction. ———

type Found = { id: number; name: string };

/** Names are unique case-insensitively, so lookups are too. */
export async function findCategory(db: DB, name: string): Promise<Found | undefined> {
  return db
    .selectFrom("category")
    .select(["id", "name"])
    .where(equalsCaseless(db, "name", name.trim()))
    .executeTakeFirst();
}

async function findSubcategory(
  db: DB,
  categoryId: number,
  name: string,
): Promise<Found | undefined> {
  return db
    .selectFrom("subcategory")
    .select(["id", "name"])
    .where("category_id", "=", categoryId)
    .where(equalsCaseless(db, "name", name.trim()))
    .executeTakeFirst();
}

/** Thrown for a broken rule; its message is the spec's text for that rule. */
export class CategoryRuleError extends Error {}

/**
 * Runs a write that the unique name indexes guard. The look-up before it gives
 * the rule's message in the usual case; when two requests add the same name
 * at once, the index refuses the second and it gets the same message.
 */
async function uniqueName<T>(write: Promise<T>, message: string): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw new CategoryRuleError(message);
    throw error;
  }
}

export async function addCategory(db: DB, name: string): Promise<Found> {
  if (await findCategory(db, name)) throw new CategoryRuleError(MSG.categoryExists(name));
  const { max } = await db
    .selectFrom("category")
    .select((eb) => eb.fn.max("position").as("max"))
    .executeTakeFirstOrThrow();
  const { id } = await uniqueName(
    db
      .insertInto("category")
      .values({
        name,
        image_media_id: null,
        position: Number(max ?? -1) + 1,
        updated_at: Date.now(),
      })
      .returning("id")
      .executeTakeFirstOrThrow(),
    MSG.categoryExists(name),
  );
  return { id, name };
}

/** One row changes; products refer to it by id, so they show the new name at once. */
export async function renameCategory(db: DB, from: string, to: string): Promise<Found> {
  const found = await findCategory(db, from);
  if (!found) throw new CategoryRuleError(MSG.categoryNotFound(from));
  if (found.name === to) throw new CategoryRuleError(MSG.categorySame);
  const clash = await findCategory(db, to);
  if (clash && clash.id !== found.id) throw new CategoryRuleError(MSG.categoryExists(to));
  await uniqueName(
    db
      .updateTable("category")
      .set({ name: to, updated_at: Date.now() })
      .where("id", "=", found.id)
      .execute(),
    MSG.categoryExists(to),
  );
  // Products are found by their categories' names too (docs/search.md).
  await indexMembers(db, "category", found.id);
  return found;
}

/** How many products list the category (in any of their four slots). */
export async function categoryProductCount(db: DB, categoryId: number): Promise<number> {
  const { n } = await db
    .selectFrom("product_category")
    .select(sql<number>`count(DISTINCT product_id)`.as("n"))
    .where("category_id", "=", categoryId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Product counts of every category, for the delete confirmation. */
export async function categoryUsage(db: DB): Promise<Record<number, number>> {
  const rows = await db
    .selectFrom("product_category")
    .select(["category_id", sql<number>`count(DISTINCT product_id)`.as("n")])
    .groupBy("category_id")
    .execute();
  return Object.fromEntries(rows.map((r) => [r.category_id, Number(r.n)]));
}

/**
 * Deletes a category and its subcategories; products lose that category
 * (foreign keys cascade). Returns the affected product count.
 */
export async function deleteCategory(db: DB, name: string): Promise<Found & { products: number }> {
  const found = await findCategory(db, name);
  if (!found) throw new CategoryRuleError(MSG.categoryNotFound(name));
  const products = await categoryProductCount(db, found.id);
  const members = await membersOf(db, "category", found.id);
  await db.deleteFrom("category").where("id", "=", found.id).execute();
  await indexProducts(db, members);
  return { ...found, products };
}

export async function setCategoryImage(db: DB, name: string, mediaId: string): Promise<Found> {
  const found = await findCategory(db, name);
  if (!found) throw new CategoryRuleError(MSG.categoryNotFound(name));
  const media = await db
    .selectFrom("media")
    .select("id")
    .where("id", "=", mediaId)
    .executeTakeFirst();
  if (!media) throw new CategoryRuleError("Image upload failed");
  await db
    .updateTable("category")
    .set({ image_media_id: mediaId, updated_at: Date.now() })
    .where("id", "=", found.id)
    .execute();
  return found;
}

async function requireCategory(db: DB, name: string): Promise<Found> {
  const found = await findCategory(db, name);
  if (!found) throw new CategoryRuleError(MSG.categoryNotFound(name));
  return found;
}

export async function addSubcategory(db: DB, categoryName: string, name: string) {
  const category = await requireCategory(db, categoryName);
  if (await findSubcategory(db, category.id, name)) {
    throw new CategoryRuleError(MSG.subcategoryExists(name, category.name));
  }
  const { max } = await db
    .selectFrom("subcategory")
    .select((eb) => eb.fn.max("position").as("max"))
    .where("category_id", "=", category.id)
    .executeTakeFirstOrThrow();
  const { id } = await uniqueName(
    db
      .insertInto("subcategory")
      .values({
        category_id: category.id,
        name,
        image_media_id: null,
        position: Number(max ?? -1) + 1,
        updated_at: Date.now(),
      })
      .returning("id")
      .executeTakeFirstOrThrow(),
    MSG.subcategoryExists(name, category.name),
  );
  return { category, subcategory: { id, name } };
}

export async function renameSubcategory(db: DB, categoryName: string, from: string, to: string) {
  const category = await requireCategory(db, categoryName);
  const found = await findSubcategory(db, category.id, from);
  if (!found) throw new CategoryRuleError(MSG.subcategoryNotFound(from, category.name));
  if (found.name === to) throw new CategoryRuleError(MSG.subcategorySame);
  const clash = await findSubcategory(db, category.id, to);
  if (clash && clash.id !== found.id) {
    throw new CategoryRuleError(MSG.subcategoryExists(to, category.name));
  }
  await uniqueName(
    db
      .updateTable("subcategory")
      .set({ name: to, updated_at: Date.now() })
      .where("id", "=", found.id)
      .execute(),
    MSG.subcategoryExists(to, category.name),
  );
  await indexMembers(db, "subcategory", found.id);
  return { category, subcategory: found };
}

/** Products keep the category and lose only the subcategory (set null by the foreign key). */
export async function deleteSubcategory(db: DB, categoryName: string, name: string) {
  const category = await requireCategory(db, categoryName);
  const found = await findSubcategory(db, category.id, name);
  if (!found) throw new CategoryRuleError(MSG.subcategoryNotFound(name, category.name));
  const members = await membersOf(db, "subcategory", found.id);
  await db.deleteFrom("subcategory").where("id", "=", found.id).execute();
  await indexProducts(db, members);
  return { category, subcategory: found };
}
