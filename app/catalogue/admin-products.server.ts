import { sql } from "kysely";
import type { DB } from "~/db/db.server";

export const ADMIN_PAGE_SIZE = 25;

export interface AdminProductRow {
  id: string;
  title: string;
  pricePaise: number;
  bestSell: boolean;
  categories: string;
  imageId: string | null;
  updatedAt: number;
}

/** The admin product table: searchable by title, paged, newest first. */
export async function listAdminProducts(db: DB, options: { q?: string; page: number }) {
  let base = db.selectFrom("product as p");
  const q = options.q?.trim();
  if (q)
    base = base.where(
      sql<boolean>`p.title LIKE ${`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} ESCAPE '\\'`,
    );
  const { n } = await base
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const total = Number(n);
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  const page = Math.min(Math.max(1, options.page), pageCount);
  const rows = await base
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
      sql<string>`(SELECT group_concat(c.name, ', ') FROM product_category pc JOIN category c ON c.id = pc.category_id WHERE pc.product_id = p.id)`.as(
        "categories",
      ),
    ])
    .orderBy("p.created_at", "desc")
    .limit(ADMIN_PAGE_SIZE)
    .offset((page - 1) * ADMIN_PAGE_SIZE)
    .execute();
  const items: AdminProductRow[] = rows.map((r) => ({
    id: r.id,
    title: r.title,
    pricePaise: r.price_paise,
    bestSell: r.best_sell === 1,
    categories: r.categories ?? "",
    imageId: r.media_id,
    updatedAt: r.updated_at,
  }));
  return { items, total, page, pageCount };
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
