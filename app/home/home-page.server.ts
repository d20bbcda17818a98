import { listCategories } from "~/catalogue/categories.server";
import { withCardTitles } from "~/catalogue/product-text";
import { listBestsellers } from "~/catalogue/products.server";
import { localiseCategories, localiseSummaries } from "~/catalogue/translations.server";
import type { DB } from "~/db/db.server";
import type { Locale } from "~/i18n/locales";
import { heroSlidesFrom } from "./hero-rules";
import { newestImageSet } from "./image-sets.server";

/** Bestsellers on the home page (spec §2). */
const HOME_BESTSELLERS = 8;

/**
 * What the home page shows in `locale`: the hero slides, the categories and
 * the bestsellers' cards, named in the language where translated. Each
 * category keeps its English name as `filter`, the value the shop filters by.
 */
export async function loadHomePage(db: DB, locale: Locale) {
  const [homeImages, english, bestsellers] = await Promise.all([
    newestImageSet(db, "home"),
    listCategories(db),
    listBestsellers(db, HOME_BESTSELLERS)
      .then((cards) => localiseSummaries(db, locale, cards))
      .then(withCardTitles),
  ]);
  const categories = (await localiseCategories(db, locale, english)).map((c, i) => ({
    ...c,
    filter: english[i]?.name ?? c.name,
  }));
  return { slides: heroSlidesFrom(homeImages), categories, bestsellers };
}

export type HomePageData = Awaited<ReturnType<typeof loadHomePage>>;
