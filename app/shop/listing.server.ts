import { summaries, toSummary } from "~/catalogue/product-rows.server";
import type { ProductSummary } from "~/catalogue/types";
import type { DB } from "~/db/db.server";
import { caseless, equalsCaseless, inTextList } from "~/db/dialect.server";
import { paginateQuery } from "~/paging/paginate.server";
import { titleContains, titleMatches } from "~/search/search.server";
import type { SearchTerm } from "~/search/search-text";
import { SHOP_PAGE_SIZE, type Sort } from "~/shop/shop-query";

/** The shop's listing query: which products a view holds, and one page of them in order. */

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

  const ordered = {
    newest: base.orderBy("p.created_at", "desc"),
    "price-asc": base.orderBy("p.price_paise", "asc"),
    "price-desc": base.orderBy("p.price_paise", "desc"),
    "name-asc": base.orderBy(caseless(db, "p.title"), "asc"),
    "name-desc": base.orderBy(caseless(db, "p.title"), "desc"),
  }[query.sort];
  const listed = await paginateQuery(
    base,
    ordered.select("p.id").orderBy("p.id"),
    query.page,
    SHOP_PAGE_SIZE,
  );
  const ids = listed.items.map((r) => r.id);
  const rows = ids.length > 0 ? await summaries(db).where("p.id", "in", ids).execute() : [];
  const byId = new Map(rows.map((r) => [r.id, toSummary(r)]));
  return { ...listed, items: ids.flatMap((id) => byId.get(id) ?? []) };
}
