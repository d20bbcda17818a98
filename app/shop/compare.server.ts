import { getProduct } from "~/catalogue/products.server";
import { specRows } from "~/catalogue/spec-display";
import { localSpecRow } from "~/catalogue/spec-text";
import { localiseProduct, localiseSummaries } from "~/catalogue/translations.server";
import type { ProductSummary } from "~/catalogue/types";
import { requestFormatStyle } from "~/config/format-style.server";
import type { DB } from "~/db/db.server";
import { ENGLISH, type FormatStyle } from "~/format/digits";
import { formatPrice } from "~/format/price";
import { m } from "~/i18n/paraglide/messages.js";
import { listProducts } from "~/shop/listing.server";
import { type CompareRow, compareRows, MAX_COMPARE, parseCompare, unknownNote } from "./compare";

export type ComparedProduct = Pick<ProductSummary, "id" | "title" | "pricePaise" | "image"> & {
  category: string | null;
};

export interface Comparison {
  products: ComparedProduct[];
  rows: CompareRow[];
  /** The products' ids that exist, in column order. */
  ids: string[];
  unknown: string | null;
  /** Others from the first product's category, to add while there is room. */
  suggestions: ProductSummary[];
}

/** At most four products read whole; the table's rows come from their typed specifications. */
async function loadComparison(
  db: DB,
  ids: readonly string[],
  style: FormatStyle = ENGLISH,
): Promise<Comparison> {
  const found = await Promise.all(ids.slice(0, MAX_COMPARE).map((id) => getProduct(db, id)));
  const english = found.filter((p) => p !== null);
  const missing = ids.filter((_, i) => !found[i]);
  // The category's English name finds the suggestions; the page shows the translated one.
  const category = english[0]?.categories[0]?.category;
  const suggestions =
    category && english.length < MAX_COMPARE
      ? (await listProducts(db, { category, sort: "newest", page: 1 })).items
          .filter((s) => !english.some((p) => p.id === s.id))
          .slice(0, 6)
      : [];
  const { locale } = style;
  const products = await Promise.all(
    english.map(async (p) => (await localiseProduct(db, locale, p)).product),
  );
  return {
    products: products.map((p) => ({
      id: p.id,
      title: p.title,
      pricePaise: p.pricePaise,
      image: p.image,
      category: p.categories[0]?.category ?? null,
    })),
    // Price and category first, then every typed specification, each in one unit per row.
    rows: compareRows(
      products.map((p) => [
        {
          key: "price",
          label: m.shop_compare_price({}, { locale }),
          value: formatPrice(p.pricePaise, style),
        },
        {
          key: "category",
          label: m.shop_compare_category({}, { locale }),
          value: p.categories[0]?.category ?? "—",
        },
        ...specRows(p.specs).map((r) => localSpecRow(r, style)),
      ]),
    ),
    ids: products.map((p) => p.id),
    unknown: unknownNote(missing),
    suggestions: await localiseSummaries(db, locale, suggestions),
  };
}

/** The comparison page at `url` (routes/site/compare.tsx): the products asked for, side by side. */
export async function comparePageData(db: DB, url: URL) {
  const asked = parseCompare(url.searchParams);
  const comparison = await loadComparison(db, asked.ids, requestFormatStyle(url));
  const notes = [...asked.notes, ...(comparison.unknown ? [comparison.unknown] : [])];
  return { ...comparison, notes, onlyDifferences: asked.onlyDifferences };
}

export type ComparePageData = Awaited<ReturnType<typeof comparePageData>>;
