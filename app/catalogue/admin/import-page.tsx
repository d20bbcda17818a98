import { Download, FileUp } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { BackToDashboard } from "~/admin/kit/back-to-dashboard";
import { ADMIN } from "~/http/paths";
import type { ImportAnswer } from "./import-page.server";
import type { ImportPlan } from "./product-sheet";

const buttonClass =
  "inline-flex items-center gap-2 rounded-lg bg-brand-800 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900 disabled:opacity-60";
const linkClass =
  "inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-700 hover:border-brand-600 hover:text-brand-800";

/** Export, then import: the file previewed, then applied as previewed. */
export function ImportPage({ result }: { result: ImportAnswer | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
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
