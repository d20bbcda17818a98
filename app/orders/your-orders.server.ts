import { localiseCategoryNames, localiseSummaries } from "~/catalogue/translations.server";
import type { DB } from "~/db/db.server";
import type { Locale } from "~/i18n/locales";
import { listOrdersForUser } from "./orders.server";

/**
 * A customer's orders, newest first, each line naming its product and category in the page's
 * language where translated; the order itself keeps the English it was placed with.
 */
export async function ordersOfCustomer(db: DB, userId: string, locale: Locale) {
  const stored = await listOrdersForUser(db, userId);
  const lines = stored.flatMap((o) => o.lines);
  const [titled, categories] = await Promise.all([
    localiseSummaries(
      db,
      locale,
      lines.map((l) => ({ id: l.productId, title: l.title })),
    ),
    localiseCategoryNames(
      db,
      locale,
      lines.map((l) => l.category ?? ""),
    ),
  ]);
  const titles = new Map(titled.map((t) => [t.id, t.title]));
  return stored.map((o) => ({
    ...o,
    lines: o.lines.map((l) => ({
      ...l,
      title: titles.get(l.productId) ?? l.title,
      category: l.category ? (categories.get(l.category) ?? l.category) : l.category,
    })),
  }));
}

export type CustomerOrder = Awaited<ReturnType<typeof ordersOfCustomer>>[number];
