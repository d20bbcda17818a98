import { MapPin } from "lucide-react";
import { useEffect } from "react";
import { BackToDashboard } from "~/admin/kit/back-to-dashboard";
import { showToast } from "~/toasts/toaster";
import type { PointsAnswer } from "./admin-actions.server";
import type { PointsPageData } from "./admin-pages.server";
import { PointForm, PointImport, PointList } from "./points-view";

/** The dealer and service-point directory (/admin/service-points): search, add, edit, CSV. */
export function ServicePointsPage({
  data,
  answer,
}: {
  data: PointsPageData;
  answer: PointsAnswer | undefined;
}) {
  const { q, list, categories, editing, csvHref } = data;
  const failed = answer?.kind === "refused" ? answer : null;
  const importing = answer?.kind === "import" ? answer : null;
  const problem = failed?.message || importing?.message;
  useEffect(() => {
    if (problem) showToast({ type: "error", message: problem });
  }, [problem]);
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <BackToDashboard />
      <h1 className="mt-2 flex items-center gap-2 text-3xl font-bold text-slate-900">
        <MapPin className="h-7 w-7" aria-hidden="true" /> Dealers and service points{" "}
        <span className="text-lg font-normal text-slate-500">({list.total})</span>
      </h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">
        What the “find the nearest” page lists and service requests are routed to. Inactive points
        are neither listed nor routed to; their requests stay theirs.
      </p>
      <form method="get" className="mt-4 flex gap-2">
        <input
          name="q"
          defaultValue={q}
          placeholder="Name, district or PIN"
          className="rounded-lg border border-slate-300 px-3 py-2 text-sm"
        />
        <button
          type="submit"
          className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold"
        >
          Search
        </button>
      </form>
      <PointForm
        key={editing?.id ?? "new"}
        point={editing}
        categories={categories}
        errors={failed?.errors}
      />
      <PointList
        points={list.items}
        page={list.page}
        pageCount={list.pageCount}
        href={(n) => `?${new URLSearchParams({ ...(q ? { q } : {}), page: String(n) })}`}
      />
      <PointImport plan={importing?.plan ?? null} csv={importing?.csv ?? null} csvHref={csvHref} />
    </main>
  );
}
