import type { DB } from "~/db/db.server";
import type { ImageRef } from "~/media/image-ref";
import type { ProductSummary } from "./types";

/** Row shapes and the card query shared by the shop listing, bestsellers and search. */
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

export function toSummary(r: Row): ProductSummary {
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
export function summaries(db: DB) {
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
