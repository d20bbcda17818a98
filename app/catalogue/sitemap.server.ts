import { countProducts } from "~/catalogue/products.server";
import { untranslatedIn } from "~/catalogue/translations.server";
import type { DB } from "~/db/db.server";
import { productPath } from "~/http/paths";
import { LOCALES } from "~/i18n/locales";
import {
  SITEMAP_PRODUCTS_PER_PART,
  sitemapFixedUrls,
  sitemapIndex,
  sitemapPage,
  sitemapPartCount,
  URLSET_CLOSE,
  URLSET_OPEN,
} from "~/seo/seo";

/** Rows fetched per query while streaming: small enough to never hold the connection long. */
const BATCH = 2_000;

async function categoryNames(db: DB): Promise<string[]> {
  const rows = await db
    .selectFrom("category")
    .select("name")
    .orderBy("position")
    .orderBy("name")
    .execute();
  return rows.map((r) => r.name);
}

/** The id just before a part's first product, so each part starts with an index seek. */
async function idBefore(db: DB, offset: number): Promise<string | null> {
  if (offset === 0) return null;
  const row = await db
    .selectFrom("product")
    .select("id")
    .orderBy("id")
    .limit(1)
    .offset(offset - 1)
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Streams the product URLs of one part in id order, a batch per pull, by
 * keyset pagination: memory stays flat and other requests interleave.
 */
function productStream(
  db: DB,
  baseUrl: string,
  startAfter: string | null,
  limit: number,
  head: string,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after = startAfter;
  let left = limit;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(head));
        return;
      }
      if (left <= 0) {
        controller.enqueue(encoder.encode(URLSET_CLOSE));
        controller.close();
        return;
      }
      let query = db
        .selectFrom("product")
        .select(["id", "updated_at"])
        .orderBy("id")
        .limit(Math.min(BATCH, left));
      if (after !== null) query = query.where("id", ">", after);
      const rows = await query.execute();
      left = rows.length < Math.min(BATCH, left) ? 0 : left - rows.length;
      after = rows.at(-1)?.id ?? after;
      const missing = await untranslatedIn(
        db,
        rows.map((r) => r.id),
      );
      const xml = rows
        .map((r) =>
          sitemapPage(
            baseUrl,
            productPath(r.id),
            r.updated_at,
            LOCALES.filter((l) => !missing.get(l)?.has(r.id)),
          ),
        )
        .join("");
      if (xml) controller.enqueue(encoder.encode(xml));
    },
  });
}

export type SitemapResult =
  | { kind: "stream"; body: ReadableStream<Uint8Array> }
  | { kind: "index"; body: string }
  | { kind: "missing" };

/**
 * /sitemap.xml: one urlset while the catalogue fits in one file, otherwise a
 * sitemap index whose parts are /sitemap.xml?part=N (the first also lists pages
 * and categories).
 */
export async function sitemap(
  db: DB,
  baseUrl: string,
  part: number | null,
  perPart = SITEMAP_PRODUCTS_PER_PART,
): Promise<SitemapResult> {
  const parts = sitemapPartCount(await countProducts(db), perPart);
  if (part === null && parts > 1) return { kind: "index", body: sitemapIndex(baseUrl, parts) };
  const n = part ?? 1;
  if (!Number.isInteger(n) || n < 1 || n > parts) return { kind: "missing" };
  const fixed = n === 1 ? sitemapFixedUrls(baseUrl, await categoryNames(db)) : "";
  const offset = (n - 1) * perPart;
  const start = await idBefore(db, offset);
  return {
    kind: "stream",
    body: productStream(db, baseUrl, start, perPart, URLSET_OPEN + fixed),
  };
}
