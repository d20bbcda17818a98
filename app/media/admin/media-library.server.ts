import type { DB } from "~/db/db.server";
import { ADMIN, editProductPath } from "~/http/paths";
import { UNUSED_MEDIA_GRACE_MS, usedMediaIds } from "~/media/sweep.server";
import { UPLOAD_PRESETS } from "~/media/upload-rules";
import { readPage } from "~/paging/page-number";
import { paginateQuery } from "~/paging/paginate.server";

/**
 * The media library: every stored image, what uses it, and when an
 * unused upload will be removed by the sweep (app/media/sweep.server.ts).
 */

const MEDIA_PAGE_SIZE = 48;

export interface MediaUse {
  label: string;
  /** Where an admin changes that use. */
  href: string | null;
}

export interface LibraryItem {
  id: string;
  preset: string;
  width: number;
  height: number;
  bytes: number;
  createdAt: number;
  uses: MediaUse[];
  /** Unused uploads: when the sweep may remove it. Null when it is kept. */
  removeAfter: number | null;
}

export type LibraryFilter = "all" | "unused";

function unusedOnly(db: DB) {
  return db
    .selectFrom("media")
    .where("preset", "in", [...UPLOAD_PRESETS])
    .where("id", "not in", usedMediaIds(db));
}

async function totals(db: DB) {
  const sum = async (query: ReturnType<typeof unusedOnly>) => {
    const row = await query
      .select((eb) => [eb.fn.countAll<number>().as("n"), eb.fn.sum<number>("bytes").as("bytes")])
      .executeTakeFirstOrThrow();
    return { count: Number(row.n), bytes: Number(row.bytes ?? 0) };
  };
  const [all, unused] = await Promise.all([sum(db.selectFrom("media")), sum(unusedOnly(db))]);
  return { all, unused };
}

/** What uses each of these images: products, categories, subcategories, image sets, orders. */
async function usesOf(db: DB, ids: string[]): Promise<Map<string, MediaUse[]>> {
  const uses = new Map<string, MediaUse[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return uses;
  const add = (id: string, use: MediaUse) => uses.get(id)?.push(use);
  const [products, categories, subcategories, sets, orders] = await Promise.all([
    db
      .selectFrom("product_image as pi")
      .innerJoin("product as p", "p.id", "pi.product_id")
      .select(["pi.media_id", "pi.position", "p.id", "p.title"])
      .where("pi.media_id", "in", ids)
      .execute(),
    db
      .selectFrom("category")
      .select(["image_media_id", "name"])
      .where("image_media_id", "in", ids)
      .execute(),
    db
      .selectFrom("subcategory as s")
      .innerJoin("category as c", "c.id", "s.category_id")
      .select(["s.image_media_id", "s.name", "c.name as category"])
      .where("s.image_media_id", "in", ids)
      .execute(),
    db.selectFrom("image_set").selectAll().execute(),
    db
      .selectFrom("order_item")
      .select((eb) => ["image_media_id", eb.fn.countAll<number>().as("n")])
      .where("image_media_id", "in", ids)
      .groupBy("image_media_id")
      .execute(),
  ]);
  for (const p of products) {
    add(p.media_id, {
      label: `Product: ${p.title}${p.position === 1 ? " (main image)" : ""}`,
      href: editProductPath(p.id),
    });
  }
  for (const c of categories) {
    if (c.image_media_id)
      add(c.image_media_id, { label: `Category: ${c.name}`, href: ADMIN.newProduct });
  }
  for (const s of subcategories) {
    if (s.image_media_id)
      add(s.image_media_id, {
        label: `Subcategory: ${s.category} › ${s.name}`,
        href: ADMIN.newProduct,
      });
  }
  for (const set of sets) {
    for (const n of [1, 2, 3, 4, 5] as const) {
      const id = set[`slot${n}_media_id`];
      if (id && uses.has(id))
        add(id, {
          label: `${set.type === "home" ? "Home" : "About"} image set #${set.id}, slot ${n}`,
          href: ADMIN.imageSets,
        });
    }
  }
  for (const o of orders) {
    if (o.image_media_id) {
      const n = Number(o.n);
      add(o.image_media_id, {
        label: `${n} order ${n === 1 ? "line" : "lines"}`,
        href: ADMIN.orders,
      });
    }
  }
  return uses;
}

export async function mediaLibrary(db: DB, options: { filter: LibraryFilter; page: number }) {
  const base = options.filter === "unused" ? unusedOnly(db) : db.selectFrom("media");
  const [counts, { items: rows, total, page, pageCount }] = await Promise.all([
    totals(db),
    paginateQuery(
      base,
      base
        .select(["id", "preset", "width", "height", "bytes", "created_at", "last_used_at"])
        .orderBy("created_at", "desc")
        .orderBy("id"),
      options.page,
      MEDIA_PAGE_SIZE,
    ),
  ]);
  const uses = await usesOf(
    db,
    rows.map((r) => r.id),
  );
  const uploads = new Set<string>(UPLOAD_PRESETS);
  const items: LibraryItem[] = rows.map((r) => {
    const used = (uses.get(r.id) ?? []).length > 0;
    return {
      id: r.id,
      preset: r.preset,
      width: r.width,
      height: r.height,
      bytes: r.bytes,
      createdAt: r.created_at,
      uses: uses.get(r.id) ?? [],
      removeAfter:
        !used && uploads.has(r.preset)
          ? Math.max(r.created_at, r.last_used_at ?? 0) + UNUSED_MEDIA_GRACE_MS
          : null,
    };
  });
  return { items, total, page, pageCount, totals: counts };
}

/** What /admin/media shows for its address: all uploads or the unused ones, a page at a time. */
export async function loadMediaLibraryPage(db: DB, url: URL) {
  const filter: LibraryFilter = url.searchParams.get("show") === "unused" ? "unused" : "all";
  const page = readPage(url.searchParams.get("page"));
  return { filter, ...(await mediaLibrary(db, { filter, page })) };
}

export type MediaLibraryPageData = Awaited<ReturnType<typeof loadMediaLibraryPage>>;
