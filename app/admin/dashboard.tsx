import { LogOut } from "lucide-react";
import { Form } from "react-router";
import { ProductList } from "~/catalogue/admin/product-list";
import { TranslationNeeds } from "~/catalogue/admin/translation-needs";
import { AnswersPanel } from "~/quotations/admin/answers-panel";
import { PipelinePanel } from "~/quotations/admin/pipeline-panel";
import { AfterSalesCard } from "~/service/admin/dashboard-card";
import { AdminNav } from "./admin-nav";
import type { Dashboard } from "./dashboard.server";
import { StatTiles } from "./kit/stat-tiles";
import { useLiveRefresh } from "./kit/use-live-refresh";

/** Who is signed in, and a way out. */
function SignedIn({ title, email }: { title: string; email: string }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        <p className="text-sm text-slate-600">Signed in as {email}</p>
      </div>
      <Form method="post" action="/sign-out">
        <button
          type="submit"
          className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
        >
          <LogOut className="h-4 w-4" aria-hidden="true" /> Sign out
        </button>
      </Form>
    </div>
  );
}

/** /admin: who is signed in, their pages, the counts, the pipeline and the products. */
export function AdminDashboard({ data }: { data: Dashboard }) {
  if (data.kind === "salesperson") {
    return (
      <main id="main" className="mx-auto max-w-7xl px-4 py-8">
        <SignedIn title="Your sales" email={data.admin.email} />
        <AdminNav owner={false} staff="salesperson" />
        <AnswersPanel answers={data.answers} />
        <PipelinePanel sales={data.sales} />
      </main>
    );
  }
  return <OwnerDashboard data={data} />;
}

function OwnerDashboard({ data }: { data: Extract<Dashboard, { kind: "admin" }> }) {
  const { admin, q, products, counts, owner, needing, sales, answers, afterSales } = data;
  useLiveRefresh();
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <SignedIn title="Admin dashboard" email={admin.email} />
      <AdminNav owner={owner} staff="admin" />
      <div className="mt-3">
        <StatTiles
          tiles={[
            ["Products", String(counts.products)],
            ["Categories", String(counts.categories)],
            ["New enquiries", String(counts.newEnquiries)],
            ["Orders", String(counts.orders)],
          ]}
        />
      </div>
      <TranslationNeeds needing={needing} />
      <AnswersPanel answers={answers} />
      <PipelinePanel sales={sales} />
      <AfterSalesCard figures={afterSales} />
      <ProductList q={q} products={products} />
    </main>
  );
}
