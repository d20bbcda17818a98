import { type SessionUser, seesEverything } from "~/accounts/session-user";
import { isCatalogueOwner } from "~/catalogue/admin/catalogue-owner.server";
import { dashboardCounts, listAdminProducts } from "~/catalogue/admin/product-admin.server";
import { productsNeedingTranslation } from "~/catalogue/translations.server";
import type { DB } from "~/db/db.server";
import { readPage } from "~/paging/page-number";
import { answerScope, answersAwaiting } from "~/quotations/answers-seen.server";
import { pipelineSummary } from "~/quotations/pipeline.server";
import { searchQuery } from "~/search/search-text";
import { afterSalesFigures } from "~/service/admin/dashboard-figures.server";

/**
 * What /admin shows: for an admin, the products (searched, paged), the counts,
 * the pipeline, what needs translating and after sales; for a salesperson, the pipeline of
 * their own leads and quotations (the catalogue is not theirs to change); for both, the
 * customer answers awaiting a reply (a salesperson's own).
 */
export async function loadDashboard(db: DB, staff: SessionUser, url: URL) {
  if (!seesEverything(staff)) {
    const [sales, answers] = await Promise.all([
      pipelineSummary(db, Date.now(), staff.salespersonId ?? -1),
      answersAwaiting(db, answerScope(staff)),
    ]);
    return { kind: "salesperson" as const, admin: staff, sales, answers };
  }
  const q = searchQuery(url.searchParams.get("q"));
  const page = readPage(url.searchParams.get("page"));
  const [products, counts, owner, needing, sales, answers, afterSales] = await Promise.all([
    listAdminProducts(db, { q, page }),
    dashboardCounts(db),
    isCatalogueOwner(db, staff),
    productsNeedingTranslation(db),
    pipelineSummary(db),
    answersAwaiting(db),
    afterSalesFigures(db),
  ]);
  return {
    kind: "admin" as const,
    admin: staff,
    q,
    products,
    counts,
    owner,
    needing,
    sales,
    answers,
    afterSales,
  };
}

export type Dashboard = Awaited<ReturnType<typeof loadDashboard>>;
