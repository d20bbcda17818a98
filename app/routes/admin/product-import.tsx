import { Download, FileUp } from "lucide-react";
import { data, Form, redirect, useNavigation } from "react-router";
import { requireAdmin } from "~/accounts/guards.server";
import { BackToDashboard } from "~/admin/kit/back-to-dashboard";
import { type ImportPlan, MAX_IMPORT_BYTES } from "~/catalogue/admin/product-sheet";
import { applyImport, previewImport } from "~/catalogue/admin/product-sheet.server";
import { appDb } from "~/db/db.server";
import { ADMIN } from "~/http/paths";
import { adminMeta } from "~/seo/seo";
import { withFlash } from "~/toasts/flash.server";
import type { Route } from "./+types/product-import";

export const NO_FILE = "Choose a CSV file to import";
export const FILE_TOO_LARGE = `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB`;
export const STALE_PREVIEW =
  "Products changed since this preview, so nothing was imported. Check the new preview below, then apply it again.";
export const NOT_APPLIED = "The file has problems, so nothing was imported.";

type ActionData =
  | { ok: false; message: string; plan?: undefined; csv?: undefined }
  | { ok: true; plan: ImportPlan; csv: string; message?: string };

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return data({});
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > MAX_IMPORT_BYTES + 64 * 1024) {
    return data<ActionData>({ ok: false, message: FILE_TOO_LARGE }, { status: 413 });
  }
  const form = await request.formData();
  const db = appDb();
  if (form.get("intent") === "apply") {
    const csv = form.get("csv");
    const fingerprint = form.get("fingerprint");
    if (typeof csv !== "string" || typeof fingerprint !== "string" || csv === "") {
      return data<ActionData>({ ok: false, message: NO_FILE }, { status: 400 });
    }
    const result = await applyImport(db, admin, csv, fingerprint);
    if (!result.ok) {
      const message = result.reason === "stale" ? STALE_PREVIEW : NOT_APPLIED;
      return data<ActionData>({ ok: true, plan: result.plan, csv, message }, { status: 409 });
    }
    const message = `Import done: ${result.added} added, ${result.updated} updated.`;
    return redirect(ADMIN.dashboard, { headers: withFlash({ type: "success", message }) });
  }
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) {
    return data<ActionData>({ ok: false, message: NO_FILE }, { status: 400 });
  }
  if (file.size > MAX_IMPORT_BYTES) {
    return data<ActionData>({ ok: false, message: FILE_TOO_LARGE }, { status: 413 });
  }
  const csv = await file.text();
  return data<ActionData>({ ok: true, plan: await previewImport(db, csv), csv });
}

export const meta = adminMeta("Import products");

const buttonClass =
  "inline-flex items-center gap-2 rounded-lg bg-brand-800 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900 disabled:opacity-60";
const linkClass =
  "inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-700 hover:border-brand-600 hover:text-brand-800";

export default function ProductImport({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const result = actionData as ActionData | undefined;
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8">
      <BackToDashboard />
      <h1 className="mt-2 text-3xl font-bold text-slate-900">Products as a spreadsheet</h1>
      <section className="mt-6 rounded-xl border border-slate-200 p-5">
        <h2 className="text-lg font-bold text-slate-900">1. Export</h2>
        <p className="mt-1 text-sm text-slate-600">
          Every product with all its fields, categories by name and images by their id. Excel,
          LibreOffice and Google Sheets open it with ₹, Gujarati and Hindi intact. Change what you
          need, keep the ID column, and leave a row&apos;s ID empty to add a new product. The
          title_gu, title_hi … columns carry the Gujarati and Hindi translations.
        </p>
        <a href={ADMIN.productsCsv} className={`${linkClass} mt-3`} download>
          <Download className="h-4 w-4" aria-hidden="true" /> Download every product (CSV)
        </a>
      </section>
      <section className="mt-4 rounded-xl border border-slate-200 p-5">
        <h2 className="text-lg font-bold text-slate-900">2. Import</h2>
        <p className="mt-1 text-sm text-slate-600">
          You will see what the file would change before anything is saved. Columns you leave out
          keep each product&apos;s current values.
        </p>
        <Form method="post" encType="multipart/form-data" className="mt-3 flex flex-wrap gap-3">
          <input type="hidden" name="intent" value="preview" />
          <label htmlFor="import-file" className="sr-only">
            CSV file
          </label>
          <input
            id="import-file"
            type="file"
            name="file"
            accept=".csv,text/csv"
            required
            className="block text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold"
          />
          <button type="submit" className={buttonClass} disabled={busy}>
            <FileUp className="h-4 w-4" aria-hidden="true" />
            {busy && navigation.formData?.get("intent") === "preview" ? "Reading…" : "Preview"}
          </button>
        </Form>
        {result && !result.ok ? (
          <p role="alert" className="mt-3 text-sm font-medium text-red-700">
            {result.message}
          </p>
        ) : null}
      </section>
      {result?.ok ? <Preview plan={result.plan} csv={result.csv} message={result.message} /> : null}
    </main>
  );
}

const KIND_LABEL = { add: "Add", update: "Update", unchanged: "Unchanged" } as const;

function Preview({ plan, csv, message }: { plan: ImportPlan; csv: string; message?: string }) {
  const navigation = useNavigation();
  const applying = navigation.state !== "idle" && navigation.formData?.get("intent") === "apply";
  const changes = plan.counts.add + plan.counts.update;
  return (
    <section className="mt-4 rounded-xl border border-slate-200 p-5" aria-labelledby="preview">
      <h2 id="preview" className="text-lg font-bold text-slate-900">
        3. Preview
      </h2>
      {message ? (
        <p role="alert" className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {message}
        </p>
      ) : null}
      <ul className="mt-3 flex flex-wrap gap-3 text-sm" aria-label="Summary">
        <li className="rounded-lg bg-emerald-50 px-3 py-2 text-emerald-900">
          <strong>{plan.counts.add}</strong> to add
        </li>
        <li className="rounded-lg bg-sky-50 px-3 py-2 text-sky-900">
          <strong>{plan.counts.update}</strong> to update
        </li>
        <li className="rounded-lg bg-slate-100 px-3 py-2 text-slate-800">
          <strong>{plan.counts.unchanged}</strong> unchanged
        </li>
        <li
          className={`rounded-lg px-3 py-2 ${plan.problems.length > 0 ? "bg-red-50 text-red-900" : "bg-slate-100 text-slate-800"}`}
        >
          <strong>{plan.problems.length}</strong>{" "}
          {plan.problems.length === 1 ? "problem" : "problems"}
        </li>
      </ul>
      {plan.problems.length > 0 ? (
        <div className="mt-4">
          <h3 className="font-semibold text-red-800">
            Fix these in the file, then preview it again. Nothing is imported while any remain.
          </h3>
          <div className="mt-2 overflow-x-auto rounded-lg border border-red-200">
            <table className="w-full text-sm">
              <thead className="bg-red-50 text-left text-xs uppercase tracking-wider text-red-900">
                <tr>
                  <th className="px-3 py-2">Line</th>
                  <th className="px-3 py-2">Column</th>
                  <th className="px-3 py-2">Problem</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-red-100">
                {plan.problems.map((p) => (
                  <tr key={`${p.line}-${p.column}-${p.message}`}>
                    <td className="px-3 py-2 tabular-nums">{p.line}</td>
                    <td className="px-3 py-2">{p.column || "—"}</td>
                    <td className="px-3 py-2">{p.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : changes > 0 ? (
        <Form method="post" encType="multipart/form-data" className="mt-4">
          <input type="hidden" name="intent" value="apply" />
          <input type="hidden" name="fingerprint" value={plan.fingerprint} />
          <textarea name="csv" defaultValue={csv} hidden readOnly />
          <button type="submit" className={buttonClass} disabled={applying}>
            {applying ? "Importing…" : `Apply ${changes} ${changes === 1 ? "change" : "changes"}`}
          </button>
        </Form>
      ) : (
        <p className="mt-4 text-sm text-slate-700">
          The file matches the catalogue: there is nothing to import.
        </p>
      )}
      {plan.rows.length > 0 ? (
        <div className="mt-4 overflow-x-auto rounded-lg border border-slate-200">
          <table className="w-full text-sm">
            <caption className="sr-only">Rows of the file</caption>
            <thead className="bg-slate-50 text-left text-xs uppercase tracking-wider text-slate-500">
              <tr>
                <th className="px-3 py-2">Line</th>
                <th className="px-3 py-2">Action</th>
                <th className="px-3 py-2">Product</th>
                <th className="px-3 py-2">Changes</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {plan.rows.map((r) => (
                <tr key={r.line}>
                  <td className="px-3 py-2 tabular-nums">{r.line}</td>
                  <td className="px-3 py-2">{KIND_LABEL[r.kind]}</td>
                  <td className="px-3 py-2">{r.title}</td>
                  <td className="px-3 py-2 text-slate-600">{r.changed.join(", ")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
