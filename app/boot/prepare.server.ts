import { ensureAdmin } from "~/accounts/admin-accounts.server";
import { appAuth, migrateAuth } from "~/accounts/auth.server";
import { env } from "~/config/env.server";
import { appDb, migrateToLatest, withSetupLock } from "~/db/db.server";
import { matchDistrictCovers } from "~/enquiries/admin/salespeople.server";
import { seedLexiconOnce } from "~/search/lexicon.server";
import { indexStaleProducts } from "~/search/product-keys.server";
import { seedIfEmpty } from "~/seed/seed.server";

/**
 * Everything a database needs before the shop serves from it: our migrations,
 * Better Auth's, the first admin, (into an empty catalogue) the demo seed,
 * the search lexicon's first seed and search keys for products without
 * current ones (docs/search.md), and salespeople's districts matched to India
 * Post's directory (docs/admin-leads.md).
 * Run by every instance at start and by `npm run migrate` as a deploy step;
 * under a PostgreSQL advisory lock it happens once however many start together.
 * Returns the admin sign-in line to print.
 */
export async function prepareData(log: (line: string) => void = console.log): Promise<string> {
  const db = appDb();
  return withSetupLock(db, async () => {
    const applied = await migrateToLatest(db);
    if (applied.length > 0) {
      const n =
        applied.length === 1 ? "1 database migration" : `${applied.length} database migrations`;
      log(`Applied ${n} (newest: ${applied.at(-1)})`);
    }
    await migrateAuth(appAuth());
    const config = env();
    const adminNote = await ensureAdmin(appAuth(), db, {
      dataDir: config.dataDir,
      ...config.firstAdmin,
    });
    // Tests may cap demo images per product to seed faster; the default is all of them.
    await seedIfEmpty(db, {
      log,
      maxImagesPerProduct: config.seedImagesPerProduct,
      sales: { auth: appAuth(), shop: { sites: config.sites, baseUrl: config.baseUrl } },
    });
    await seedLexiconOnce(db);
    await indexStaleProducts(db);
    // Districts typed before they were chosen from India Post's directory: matched where they can be.
    const covers = await matchDistrictCovers(db);
    if (covers.matched > 0)
      log(`Matched ${covers.matched} salespeople's districts to the directory`);
    if (covers.unmatched > 0)
      log(`${covers.unmatched} salespeople's districts match no district: see /admin/salespeople`);
    return adminNote;
  });
}
