import { type RawBuilder, sql } from "kysely";
import { summaries, toSummary } from "~/catalogue/product-rows.server";
import type { ProductSummary } from "~/catalogue/types";
import type { DB } from "~/db/db.server";
import {
  caseless,
  countDistinct,
  equalsCaseless,
  inTextList,
  tableRows,
} from "~/db/dialect.server";
import { countRows, paginate } from "~/paging/paginate.server";
import { planMatches, planRank, type SearchPlan, titleContains } from "~/search/search.server";
import { SHOP_PAGE_SIZE, type Sort } from "~/shop/shop-query";

/** The shop's listing query: which products a view holds, and one page of them in order. */

export interface ProductView {
  category?: string;
  subcategory?: string;
  q?: string;
  /** The search as planned (planSearch: every script, typos corrected); else `q` as typed. */
  search?: SearchPlan;
  /** The category filter, when the caller has already read it (resolveView). */
  members?: Members | null;
}

/**
 * A view's category filter as ids: the products with a product_category row
 * whose `column` is one of `ids`, `count` of them.
 */
export interface Members {
  column: "category_id" | "subcategory_id";
  ids: number[];
  count: number;
}

/** A view with its category filter read (resolveView); `members` is null without one. */
export interface ResolvedView extends ProductView {
  members: Members | null;
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

/**
 * Reads a view's category, or its subcategory, which overrides the category
 * (spec §4), as ids, and counts their products. Ids rather than a subquery on
 * the name: SQLite then counts one category in index order, and PostgreSQL's
 * planner sees from its statistics how large that category is. Kept in
 * memory until a category's name or members change (readViews).
 */
export async function resolveView(db: DB, view: ProductView): Promise<ResolvedView> {
  if (view.members !== undefined) return { ...view, members: view.members };
  if (!view.category && !view.subcategory) return { ...view, members: null };
  const key = view.subcategory ? `s:${view.subcategory}` : `c:${view.category}`;
  const stamp = await db
    .selectFrom("listing_version")
    .select("version")
    .where("id", "=", 1)
    .executeTakeFirst();
  // PostgreSQL's bigint arrives as text.
  const version = Number(stamp?.version ?? -1);
  let known = readViews.get(db);
  if (known?.version !== version) {
    known = { version, views: new Map() };
    readViews.set(db, known);
  }
  const read = known.views.get(key);
  if (read) return { ...view, members: read };
  const members = await readMembers(db, view);
  // Names come from the address: a crawler's made-up ones must not fill memory.
  if (known.views.size >= MAX_READ_VIEWS) known.views.clear();
  known.views.set(key, members);
  return { ...view, members };
}

/**
 * Categories and subcategories already read, per database, while its
 * listing_version (bumped by triggers on any change to a category's name or
 * members, migration 2026-11-27T0900-category-listing) stays the same: a
 * category page then costs one read of one row instead of counting thousands
 * of index entries.
 */
const readViews = new WeakMap<DB, { version: number; views: Map<string, Members> }>();
const MAX_READ_VIEWS = 1000;

async function readMembers(db: DB, view: ProductView): Promise<Members> {
  const rows = view.subcategory
    ? await db
        .selectFrom("subcategory")
        .select("id")
        .where(equalsCaseless(db, "name", view.subcategory))
        .execute()
    : await db
        .selectFrom("category")
        .select("id")
        .where(equalsCaseless(db, "name", view.category ?? ""))
        .execute();
  const column = view.subcategory ? "subcategory_id" : "category_id";
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return { column, ids, count: 0 };
  // From the index alone: every row's product exists (a foreign key), and
  // DISTINCT counts once a product that two rows put in the view (two
  // subcategories of one name, or one category twice, which only the form forbids).
  const count = await countDistinct(
    db,
    db.selectFrom("product_category").where(column, "in", ids),
    "product_id",
  );
  return { column, ids, count };
}

/**
 * How a query meets the category filter: "collect" starts from the
 * category's products and reads every one of them; "check" tests each
 * product it comes to in its own order (a sort's index, the spec table) with
 * one index seek, and stops when it has enough.
 */
export type Reach = "collect" | "check";

/** `id` (a product id column) is one of the category filter's products. */
function inMembers(id: string, members: Members, reach: Reach): RawBuilder<boolean> {
  if (members.ids.length === 0) return sql<boolean>`1 = 0`;
  const matches = sql`${sql.ref(`pc.${members.column}`)} IN (${sql.join(members.ids)})`;
  return reach === "collect"
    ? sql<boolean>`${sql.ref(id)} IN (SELECT pc.product_id FROM product_category pc WHERE ${matches})`
    : sql<boolean>`EXISTS (SELECT 1 FROM product_category pc WHERE pc.product_id = ${sql.ref(id)} AND ${matches})`;
}

/** The view's search text as a condition on `p`, or null without one. */
function textMatch(db: DB, view: ProductView): RawBuilder<boolean> | null {
  if (view.search) return planMatches(db, view.search);
  const q = view.q?.trim();
  return q ? titleContains(db, q) : null;
}

/** The products of a shop view: its category filter, then its search text. */
export function viewProducts(db: DB, view: ResolvedView, reach: Reach = "collect") {
  let base = db.selectFrom("product as p");
  if (view.members) base = base.where(inMembers("p.id", view.members, reach));
  const text = textMatch(db, view);
  return text ? base.where(text) : base;
}

/**
 * The view's products that have typed specifications, joined to them: from
 * the category's products, or, when the spec table holds fewer rows, from
 * those rows, each checked against the category (CROSS JOIN keeps SQLite
 * from starting at the product table instead; PostgreSQL plans it as a join).
 */
export async function viewSpecs(db: DB, input: ProductView) {
  const view = await resolveView(db, input);
  const { members } = view;
  if (!members || members.count === 0 || (await tableRows(db, "product_spec")) >= members.count) {
    return viewProducts(db, view).innerJoin("product_spec as s", "s.product_id", "p.id");
  }
  const base = db
    .selectFrom("product_spec as s")
    .crossJoin("product as p")
    .whereRef("p.id", "=", "s.product_id")
    .where(inMembers("s.product_id", members, "check"));
  const text = textMatch(db, view);
  return text ? base.where(text) : base;
}

/**
 * Walking a sort's index reaches a page after about (offset + size) ×
 * catalogue ÷ total products (the view spread evenly through the order);
 * collecting the members reads and sorts all `total`. So a large category's
 * early pages walk, and a small category, or a page deep in a large one,
 * collects and sorts its members as before.
 */
function pageReach(total: number, offset: number, size: number, catalogue: number): Reach {
  return (offset + size) * catalogue <= total * total ? "check" : "collect";
}

/**
 * One category's (or subcategory's) products in a sort's order, from the
 * product_category index that leads with it and carries the products' sort
 * keys (migration 2026-11-27T0900-category-listing): a page reads its
 * offset and its twelve index entries, as the plain listing's page does on
 * the product table, however large the category. A product in the category
 * through two rows (two of its subcategories) is listed at its first.
 */
function memberPage(db: DB, members: Members, sort: Sort) {
  const column = `pc.${members.column}` as const;
  const base = db
    .selectFrom("product_category as pc")
    .select("pc.product_id as id")
    .where(column, "=", members.ids[0] ?? 0)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("product_category as twin")
            .select("twin.position")
            .whereRef(`twin.${members.column}`, "=", column)
            .whereRef("twin.product_id", "=", "pc.product_id")
            .whereRef("twin.position", "<", "pc.position"),
        ),
      ),
    );
  const ordered = {
    // Without search text there is nothing to rank: newest first, the default.
    relevance: base.orderBy("pc.created_at", "desc"),
    newest: base.orderBy("pc.created_at", "desc"),
    "price-asc": base.orderBy("pc.price_paise", "asc"),
    "price-desc": base.orderBy("pc.price_paise", "desc"),
    "name-asc": base.orderBy(caseless(db, "pc.title"), "asc"),
    "name-desc": base.orderBy(caseless(db, "pc.title"), "desc"),
  }[sort];
  return ordered.orderBy("pc.product_id");
}

/** Shop listing, twelve a page, in the chosen order. */
export async function listProducts(db: DB, query: ProductQuery): Promise<ProductPage> {
  const view = await resolveView(db, query);
  const { members } = view;
  // Page over the product table alone (filters, sort, offset), then load the
  // twelve cards: the joins for images run for one page, not the whole catalogue.
  const filtered = (reach: Reach) => {
    const base = viewProducts(db, view, reach);
    return query.ids ? base.where(inTextList(db, "p.id", query.ids)) : base;
  };
  const onlyCategory = members && !textMatch(db, view) && !query.ids;
  const listed = await paginate({
    // The category filter alone: its products were counted when it was read.
    count: async () => (onlyCategory ? members.count : countRows(filtered("collect"))),
    page: query.page,
    size: SHOP_PAGE_SIZE,
    rows: async (limit, offset, total) => {
      if (total === 0) return [];
      if (onlyCategory && members.ids.length === 1) {
        return memberPage(db, members, query.sort).limit(limit).offset(offset).execute();
      }
      const reach = members
        ? pageReach(total, offset, limit, await tableRows(db, "product"))
        : "collect";
      const base = filtered(reach);
      const ordered = {
        // Best tier first (docs/search.md), each tier in catalogue order.
        relevance: view.search
          ? base.orderBy(planRank(db, view.search)).orderBy("p.created_at", "asc")
          : base.orderBy("p.created_at", "desc"),
        newest: base.orderBy("p.created_at", "desc"),
        "price-asc": base.orderBy("p.price_paise", "asc"),
        "price-desc": base.orderBy("p.price_paise", "desc"),
        "name-asc": base.orderBy(caseless(db, "p.title"), "asc"),
        "name-desc": base.orderBy(caseless(db, "p.title"), "desc"),
      }[query.sort];
      return ordered.select("p.id").orderBy("p.id").limit(limit).offset(offset).execute();
    },
  });
  const ids = listed.items.map((r) => r.id);
  const rows = ids.length > 0 ? await summaries(db).where("p.id", "in", ids).execute() : [];
  const byId = new Map(rows.map((r) => [r.id, toSummary(r)]));
  return { ...listed, items: ids.flatMap((id) => byId.get(id) ?? []) };
}
