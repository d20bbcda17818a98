import { randomBytes } from "node:crypto";
import type { DB } from "~/db/db.server";
import { caseless, equalsCaseless, inTextList } from "~/db/dialect.server";
import { titleContains, titleMatches } from "~/search/search.server";
import type { SearchTerm } from "~/search/search-text";
import { rememberTitleWords } from "~/search/search-vocabulary.server";
import { summaries, toSummary } from "./product-rows.server";
import { MAX_PRODUCT_CATEGORIES, MAX_PRODUCT_IMAGES, type ProductFields } from "./product-schema";
import { getProductSpecs, writeProductSpecs } from "./specs.server";
import { lines, type Product, type ProductSummary, SHOP_PAGE_SIZE, type Sort } from "./types";

export async function listBestsellers(db: DB, limit = 8): Promise<ProductSummary[]> {
  const rows = await summaries(db)
    .where("p.best_sell", "=", 1)
    .orderBy("p.created_at", "desc")
    .limit(limit)
    .execute();
  return rows.map(toSummary);
}

export interface ProductView {
  category?: string;
  subcategory?: string;
  q?: string;
  /** The search as planned (planSearch: corrected words); else `q` as typed. */
  searchTerms?: SearchTerm[];
}

export interface ProductQuery extends ProductView {
  sort: Sort;
  page: number;
  /** Only these products (the ones the spec filters let through), when given. */
  ids?: readonly string[];
}

export interface ProductPage {
  items: ProductSummary[];
  total: number;
  page: number;
  pageCount: number;
}

/** The products of a shop view: a subcategory filter overrides the category filter (spec §4). */
export function viewProducts(db: DB, query: ProductView) {
  let base = db.selectFrom("product as p");
  if (query.category || query.subcategory) {
    // Uncorrelated IN: SQLite builds the id set once instead of probing per product.
    base = base.where("p.id", "in", (eb) => {
      let sub = eb.selectFrom("product_category as pc").select("pc.product_id");
      if (query.subcategory) {
        sub = sub.where("pc.subcategory_id", "in", (e) =>
          e
            .selectFrom("subcategory as s")
            .select("s.id")
            .where(equalsCaseless(db, "s.name", query.subcategory ?? "")),
        );
      } else {
        sub = sub.where("pc.category_id", "in", (e) =>
          e
            .selectFrom("category as c")
            .select("c.id")
            .where(equalsCaseless(db, "c.name", query.category ?? "")),
        );
      }
      return sub;
    });
  }
  const q = query.q?.trim();
  if (query.searchTerms) base = base.where(titleMatches(db, query.searchTerms));
  else if (q) base = base.where(titleContains(db, q));
  return base;
}

/** Shop listing, twelve a page, in the chosen order. */
export async function listProducts(db: DB, query: ProductQuery): Promise<ProductPage> {
  // Page over the product table alone (filters, sort, offset), then load the
  // twelve cards: the joins for images run for one page, not the whole catalogue.
  let base = viewProducts(db, query);
  if (query.ids) base = base.where(inTextList(db, "p.id", query.ids));

  const { total } = await base
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .executeTakeFirstOrThrow();
  const pageCount = Math.max(1, Math.ceil(total / SHOP_PAGE_SIZE));
  const page = Math.min(Math.max(1, query.page), pageCount);
  const ordered = {
    newest: base.orderBy("p.created_at", "desc"),
    "price-asc": base.orderBy("p.price_paise", "asc"),
    "price-desc": base.orderBy("p.price_paise", "desc"),
    "name-asc": base.orderBy(caseless(db, "p.title"), "asc"),
    "name-desc": base.orderBy(caseless(db, "p.title"), "desc"),
  }[query.sort];
  const ids = (
    await ordered
      .select("p.id")
      .orderBy("p.id")
      .limit(SHOP_PAGE_SIZE)
      .offset((page - 1) * SHOP_PAGE_SIZE)
      .execute()
  ).map((r) => r.id);
  const rows = ids.length > 0 ? await summaries(db).where("p.id", "in", ids).execute() : [];
  const byId = new Map(rows.map((r) => [r.id, toSummary(r)]));
  const items = ids.flatMap((id) => byId.get(id) ?? []);
  return { items, total, page, pageCount };
}

export async function getProduct(db: DB, id: string): Promise<Product | null> {
  const p = await db.selectFrom("product").selectAll().where("id", "=", id).executeTakeFirst();
  if (!p) return null;
  const [images, cats, specs] = await Promise.all([
    db
      .selectFrom("product_image as pi")
      .innerJoin("media as m", "m.id", "pi.media_id")
      .select(["m.id", "m.width", "m.height", "m.placeholder", "pi.alt"])
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
    getProductSpecs(db, id),
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
    specs,
    createdAt: p.created_at,
    updatedAt: p.updated_at,
  };
}

/** A product to add: its fields, and for the seed and tests an id and creation time of their own. */
export type NewProduct = ProductFields & { id?: string; createdAt?: number };

/** The title's words, lower case, joined by hyphens: the readable part of a product's id. */
export function productSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 48)
    .replace(/-$/, "");
}

/**
 * URL-safe and immutable: the title's slug plus a suffix that keeps it unique
 * (random by default; the seed passes its own so demo ids stay the same).
 */
export function newProductId(title: string, suffix = randomBytes(4).toString("hex")): string {
  return `${productSlug(title) || "product"}-${suffix}`;
}

/** A product's own columns (not id or times). */
export function productColumns(p: ProductFields) {
  return {
    title: p.title,
    price_paise: p.price,
    best_sell: p.bestSell ? 1 : 0,
    review_count: p.review,
    star: p.star,
    description: p.description,
    specification: p.specification,
    features: p.features,
  };
}

/**
 * Rewrites what hangs off a product row, inside the caller's transaction (add,
 * edit and import alike): its images (up to MAX_PRODUCT_IMAGES) and categories
 * (up to MAX_PRODUCT_CATEGORIES) in the order given — position 1 is the card
 * image and the category its breadcrumbs use — and its typed specifications;
 * the title's words join the header search's vocabulary (search-vocabulary.server.ts).
 */
export async function writeProductChildren(db: DB, productId: string, p: ProductFields) {
  // An image listed twice is kept once, with the description it had first.
  const images = [...new Set(p.images)].slice(0, MAX_PRODUCT_IMAGES);
  const categories = p.categories
    .flatMap((c) => (c.category === null ? [] : [{ ...c, category: c.category }]))
    .slice(0, MAX_PRODUCT_CATEGORIES);
  await db.deleteFrom("product_image").where("product_id", "=", productId).execute();
  await db.deleteFrom("product_category").where("product_id", "=", productId).execute();
  if (images.length > 0) {
    await db
      .insertInto("product_image")
      .values(
        images.map((media_id, i) => ({
          product_id: productId,
          position: i + 1,
          media_id,
          alt: p.imageAlts[p.images.indexOf(media_id)] ?? "",
        })),
      )
      .execute();
  }
  if (categories.length > 0) {
    await db
      .insertInto("product_category")
      .values(
        categories.map((c, i) => ({
          product_id: productId,
          position: i + 1,
          category_id: c.category,
          subcategory_id: c.subcategory,
        })),
      )
      .execute();
  }
  await writeProductSpecs(db, productId, p.specs);
  await rememberTitleWords(db, [p.title]);
}

/**
 * The one way a product is added (the admin form, a spreadsheet import, the
 * seed, tests), inside the caller's transaction. Returns its id.
 */
export async function insertProductIn(trx: DB, input: NewProduct): Promise<string> {
  const id = input.id ?? newProductId(input.title);
  const now = input.createdAt ?? Date.now();
  await trx
    .insertInto("product")
    .values({ id, ...productColumns(input), created_at: now, updated_at: now })
    .execute();
  await writeProductChildren(trx, id, input);
  return id;
}

/** Adds a product in a transaction of its own. */
export function insertProduct(db: DB, input: NewProduct): Promise<string> {
  return db.transaction().execute((trx) => insertProductIn(trx, input));
}

export async function countProducts(db: DB): Promise<number> {
  const r = await db
    .selectFrom("product")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
