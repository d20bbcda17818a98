import { type ExpressionBuilder, sql } from "kysely";
import type { DB } from "~/db/db.server";
import type { Database } from "~/db/schema";
import {
  type ImageRef,
  lines,
  type Product,
  type ProductSummary,
  SHOP_PAGE_SIZE,
  type Sort,
} from "./types";

type Row = {
  id: string;
  title: string;
  price_paise: number;
  best_sell: number;
  star: number;
  review_count: number;
  image_id: string | null;
  image_width: number | null;
  image_height: number | null;
  image_placeholder: string | null;
};

function imageRef(id: string | null, w: number | null, h: number | null, p: string | null) {
  return id
    ? ({ id, width: w ?? 0, height: h ?? 0, placeholder: p ?? "" } satisfies ImageRef)
    : null;
}

function toSummary(r: Row): ProductSummary {
  return {
    id: r.id,
    title: r.title,
    pricePaise: r.price_paise,
    bestSell: r.best_sell === 1,
    star: r.star,
    reviewCount: r.review_count,
    image: imageRef(r.image_id, r.image_width, r.image_height, r.image_placeholder),
  };
}

/** Product columns plus its first image, for cards and lists. */
function summaries(db: DB) {
  return db
    .selectFrom("product as p")
    .leftJoin("product_image as pi", (j) =>
      j.onRef("pi.product_id", "=", "p.id").on("pi.position", "=", 1),
    )
    .leftJoin("media as m", "m.id", "pi.media_id")
    .select([
      "p.id",
      "p.title",
      "p.price_paise",
      "p.best_sell",
      "p.star",
      "p.review_count",
      "m.id as image_id",
      "m.width as image_width",
      "m.height as image_height",
      "m.placeholder as image_placeholder",
    ]);
}

export async function listBestsellers(db: DB, limit = 8): Promise<ProductSummary[]> {
  const rows = await summaries(db)
    .where("p.best_sell", "=", 1)
    .orderBy("p.created_at", "desc")
    .limit(limit)
    .execute();
  return rows.map(toSummary);
}

export interface ProductQuery {
  category?: string;
  subcategory?: string;
  q?: string;
  sort: Sort;
  page: number;
}

export interface ProductPage {
  items: ProductSummary[];
  total: number;
  page: number;
  pageCount: number;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Shop listing: a subcategory filter overrides the category filter (spec §4). */
export async function listProducts(db: DB, query: ProductQuery): Promise<ProductPage> {
  let base = summaries(db);
  const inCategory = (eb: ExpressionBuilder<Database & { p: Database["product"] }, "p">) => {
    let sub = eb
      .selectFrom("product_category as pc")
      .innerJoin("category as c", "c.id", "pc.category_id")
      .select("pc.product_id")
      .whereRef("pc.product_id", "=", "p.id");
    if (query.category) sub = sub.where(sql<boolean>`c.name = ${query.category} COLLATE NOCASE`);
    if (query.subcategory) {
      sub = sub
        .innerJoin("subcategory as s", "s.id", "pc.subcategory_id")
        .where(sql<boolean>`s.name = ${query.subcategory} COLLATE NOCASE`);
    }
    return eb.exists(sub);
  };
  if (query.category || query.subcategory) base = base.where(inCategory);
  const q = query.q?.trim();
  if (q) base = base.where(sql<boolean>`p.title LIKE ${`%${escapeLike(q)}%`} ESCAPE '\\'`);

  const { total } = await base
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .executeTakeFirstOrThrow();
  const pageCount = Math.max(1, Math.ceil(total / SHOP_PAGE_SIZE));
  const page = Math.min(Math.max(1, query.page), pageCount);
  const ordered = {
    newest: base.orderBy("p.created_at", "desc"),
    "price-asc": base.orderBy("p.price_paise", "asc"),
    "price-desc": base.orderBy("p.price_paise", "desc"),
    "name-asc": base.orderBy(sql`p.title COLLATE NOCASE`, "asc"),
    "name-desc": base.orderBy(sql`p.title COLLATE NOCASE`, "desc"),
  }[query.sort];
  const rows = await ordered
    .orderBy("p.id")
    .limit(SHOP_PAGE_SIZE)
    .offset((page - 1) * SHOP_PAGE_SIZE)
    .execute();
  return { items: rows.map(toSummary), total, page, pageCount };
}

export async function getProduct(db: DB, id: string): Promise<Product | null> {
  const p = await db.selectFrom("product").selectAll().where("id", "=", id).executeTakeFirst();
  if (!p) return null;
  const [images, cats] = await Promise.all([
    db
      .selectFrom("product_image as pi")
      .innerJoin("media as m", "m.id", "pi.media_id")
      .select(["m.id", "m.width", "m.height", "m.placeholder"])
      .where("pi.product_id", "=", id)
      .orderBy("pi.position")
      .execute(),
    db
      .selectFrom("product_category as pc")
      .innerJoin("category as c", "c.id", "pc.category_id")
      .leftJoin("subcategory as s", "s.id", "pc.subcategory_id")
      .select(["c.name as category", "s.name as subcategory"])
      .where("pc.product_id", "=", id)
      .orderBy("pc.position")
      .execute(),
  ]);
  return {
    id: p.id,
    title: p.title,
    pricePaise: p.price_paise,
    bestSell: p.best_sell === 1,
    star: p.star,
    reviewCount: p.review_count,
    image: images[0] ?? null,
    images,
    categories: cats,
    description: lines(p.description),
    specification: lines(p.specification),
    features: lines(p.features),
    createdAt: p.created_at,
    updatedAt: p.updated_at,
  };
}

export interface NewProductInput {
  id: string;
  title: string;
  pricePaise: number;
  bestSell: boolean;
  reviewCount: number;
  star: number;
  description: string;
  specification: string;
  features: string;
  imageIds: string[];
  categories: { categoryId: number; subcategoryId: number | null }[];
  createdAt?: number;
}

/** Inserts a product with its images and categories in one transaction. */
export async function insertProduct(db: DB, input: NewProductInput): Promise<void> {
  const now = input.createdAt ?? Date.now();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("product")
      .values({
        id: input.id,
        title: input.title,
        price_paise: input.pricePaise,
        best_sell: input.bestSell ? 1 : 0,
        review_count: input.reviewCount,
        star: input.star,
        description: input.description,
        specification: input.specification,
        features: input.features,
        created_at: now,
        updated_at: now,
      })
      .execute();
    if (input.imageIds.length > 0) {
      await trx
        .insertInto("product_image")
        .values(
          input.imageIds
            .slice(0, 5)
            .map((media_id, i) => ({ product_id: input.id, position: i + 1, media_id })),
        )
        .execute();
    }
    if (input.categories.length > 0) {
      await trx
        .insertInto("product_category")
        .values(
          input.categories.slice(0, 4).map((c, i) => ({
            product_id: input.id,
            position: i + 1,
            category_id: c.categoryId,
            subcategory_id: c.subcategoryId,
          })),
        )
        .execute();
    }
  });
}

export async function countProducts(db: DB): Promise<number> {
  const r = await db
    .selectFrom("product")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
