import type { DB } from "~/db/db.server";
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
