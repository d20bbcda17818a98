import { sql } from "kysely";
import { defaultSite } from "~/config/site";
import type { DB } from "~/db/db.server";

/**
 * What the enquiry tests in Gujarati and Hindi read from a shop's database, for the
 * browser suite (tests/e2e/languages-enquiry.spec.ts, on its server's database) and the
 * in-process tests (tests/http/languages-enquiry.test.ts, on `shop.db`) alike.
 */

/** The shop's WhatsApp address, which an enquiry's confirmation opens. */
export const WA = `https://wa.me/${defaultSite.whatsappNumber}`;

/** An enquiry's reference as the visitor and the inbox see it. */
export const reference = (id: number) => `ENQ-${String(id).padStart(5, "0")}`;

export type Row = Record<string, unknown> & { id: number };

/** Every enquiry stored with this e-mail address, oldest first. */
export async function stored(db: DB, email: string): Promise<Row[]> {
  const { rows } = await sql<Row>`SELECT * FROM enquiry WHERE email = ${email} ORDER BY id`.execute(
    db,
  );
  return rows;
}

/** The first product by id. */
export async function someProduct(db: DB): Promise<{ id: string; title: string }> {
  return db
    .selectFrom("product")
    .select(["id", "title"])
    .orderBy("id")
    .limit(1)
    .executeTakeFirstOrThrow();
}

/** The product's title in `locale` where it has one (the visitor's page shows it). */
export async function titleIn(
  db: DB,
  locale: "gu" | "hi",
  id: string,
  english: string,
): Promise<string> {
  const row = await db
    .selectFrom("product_translation")
    .select("title")
    .where("product_id", "=", id)
    .where("locale", "=", locale)
    .executeTakeFirst();
  return row?.title?.trim() ? row.title : english;
}
