import { MapPin } from "lucide-react";
import { useEffect } from "react";
import { data, redirect } from "react-router";
import { requireAdmin } from "~/accounts/guards.server";
import { BackToDashboard } from "~/admin/kit/back-to-dashboard";
import { readItemId } from "~/admin/kit/edit-in-place.server";
import { appDb } from "~/db/db.server";
import { categoryChoices } from "~/enquiries/admin/salespeople.server";
import { PRIVATE } from "~/http/cache-control";
import { SERVICE_ADMIN } from "~/http/paths";
import { readPage } from "~/paging/page-number";
import { adminMeta } from "~/seo/seo";
import { runServicePointAction } from "~/service/admin/admin-actions.server";
import { PointForm, PointImport, PointList } from "~/service/admin/points-view";
import {
  applyPointImport,
  getServicePoint,
  listServicePoints,
  type PointImportPlan,
  previewPointImport,
} from "~/service/admin/service-points-admin.server";
import { withFlash } from "~/toasts/flash.server";
import { showToast } from "~/toasts/toaster";
import type { Route } from "./+types/service-points";

/** The dealer and service-point directory (docs/after-sales.md "Directory"). */
export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = appDb();
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 80);
  const editId = readItemId(url.searchParams.get("edit"));
  const [list, categories, editing] = await Promise.all([
    listServicePoints(db, { q, page: readPage(url.searchParams.get("page")) }),
    categoryChoices(db),
    editId === null ? null : getServicePoint(db, editId),
  ]);
  return data(
    { q, list, categories, editing, csvHref: SERVICE_ADMIN.pointsCsv },
    { headers: { "Cache-Control": PRIVATE } },
  );
}

const MAX_CSV_BYTES = 4 * 1024 * 1024;

type Answer =
  | { kind: "import"; plan: PointImportPlan; csv: string; message: string }
  | { kind: "refused"; message: string; errors: Partial<Record<string, string>> };

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const headers = { "Cache-Control": PRIVATE };
  const refuse = (status: number, message: string, errors: Partial<Record<string, string>> = {}) =>
    data<Answer>({ kind: "refused", message, errors }, { status, headers });
  if (Number(request.headers.get("content-length") ?? 0) > MAX_CSV_BYTES + 64 * 1024)
    return refuse(413, "The file is larger than 4 MB");
  const form = await request.formData();
  const db = appDb();
  const intent = form.get("intent");
  const done = (message: string) =>
    redirect(SERVICE_ADMIN.points, { headers: withFlash({ type: "success", message }, headers) });
  if (intent === "import-preview" || intent === "import-apply") {
    const file = form.get("file");
    const csv =
      intent === "import-apply" ? form.get("csv") : file instanceof File ? await file.text() : null;
    if (typeof csv !== "string" || csv === "") return refuse(400, "Choose a CSV file to import");
    if (intent === "import-preview")
      return data<Answer>(
        { kind: "import", plan: await previewPointImport(db, csv), csv, message: "" },
        { headers },
      );
    const applied = await applyPointImport(db, admin, csv);
    if (!applied.ok)
      return data<Answer>(
        { kind: "import", plan: applied.plan, csv, message: applied.message },
        { status: 409, headers },
      );
    throw done(`Import done: ${applied.plan.added} added, ${applied.plan.updated} updated`);
  }
  const result = await runServicePointAction(db, admin, form);
  if (!result.ok) return refuse(result.status, result.message, result.errors);
  throw done(result.message);
}

export const meta = adminMeta("Dealers and service points");

export default function ServicePointsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { q, list, categories, editing, csvHref } = loaderData;
  const failed = actionData?.kind === "refused" ? actionData : null;
  const importing = actionData?.kind === "import" ? actionData : null;
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
