import type { SessionUser } from "~/accounts/session-user";
import { isCatalogueOwner } from "~/catalogue/admin/catalogue-owner.server";
import { dashboardCounts, listAdminProducts } from "~/catalogue/admin/product-admin.server";
import { productsNeedingTranslation } from "~/catalogue/translations.server";
import type { DB } from "~/db/db.server";
import { readPage } from "~/paging/page-number";
import { answersAwaiting } from "~/quotations/answers-seen.server";
import { pipelineSummary } from "~/quotations/pipeline.server";
import { searchQuery } from "~/search/search-text";

/**
 * What /admin shows: the products (searched, paged), the counts, the pipeline, what needs
 * translating, the customer answers awaiting a reply.
 */
export async function loadDashboard(db: DB, admin: SessionUser, url: URL) {
  const q = searchQuery(url.searchParams.get("q"));
  const page = readPage(url.searchParams.get("page"));
  const [products, counts, owner, needing, sales, answers] = await Promise.all([
    listAdminProducts(db, { q, page }),
    dashboardCounts(db),
    isCatalogueOwner(db, admin),
    productsNeedingTranslation(db),
    pipelineSummary(db),
    answersAwaiting(db),
  ]);
  return { admin, q, products, counts, owner, needing, sales, answers };
}

export type Dashboard = Awaited<ReturnType<typeof loadDashboard>>;
