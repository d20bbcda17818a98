import { listCategories } from "~/catalogue/categories.server";
import { localiseCategories } from "~/catalogue/translations.server";
import type { DB } from "~/db/db.server";
import type { Locale } from "~/i18n/locales";
import { newestImageSetOrFailure } from "./image-sets.server";

/**
 * What /about shows in `locale`: the newest about image set (and whether reading it failed)
 * and the categories with their subcategories, named in the language where translated.
 */
export async function loadAboutPage(db: DB, locale: Locale) {
  const [about, english] = await Promise.all([
    newestImageSetOrFailure(db, "about"),
    listCategories(db),
  ]);
  const shown = await localiseCategories(db, locale, english);
  return {
    images: about.images,
    imagesFailed: about.failed,
    // The shop filters by the English name; the visitor reads the translated one.
    categories: english.map((c, i) => ({
      name: c.name,
      label: shown[i]?.name ?? c.name,
      subcategories: (shown[i] ?? c).subcategories.map((s) => s.name),
    })),
  };
}

export type AboutPageData = Awaited<ReturnType<typeof loadAboutPage>>;
