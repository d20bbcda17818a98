import { ShieldCheck } from "lucide-react";
import { useEffect } from "react";
import { Form } from "react-router";
import { BackToDashboard } from "~/admin/kit/back-to-dashboard";
import { FIELD_CLASS } from "~/admin/kit/list-page";
import { showToast } from "~/toasts/toaster";
import type { WarrantyPageData } from "./admin-pages.server";
import { RegistrationList, RuleForm, RuleList } from "./warranty-view";

/** Warranty rules and registrations (/admin/warranty). */
export function WarrantyPage({
  data,
  failed,
}: {
  data: WarrantyPageData;
  failed: { message: string; errors: Partial<Record<string, string>> } | null;
}) {
  const { q, review, rules, categories, registrations } = data;
  useEffect(() => {
    if (failed) showToast({ type: "error", message: failed.message });
  }, [failed]);
  const href = (n: number) =>
    `?${new URLSearchParams({ ...(q ? { q } : {}), ...(review ? { review: "1" } : {}), page: String(n) })}`;
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <BackToDashboard />
      <h1 className="mt-2 flex items-center gap-2 text-3xl font-bold text-slate-900">
        <ShieldCheck className="h-7 w-7" aria-hidden="true" /> Warranty
      </h1>
      <section className="mt-6">
        <h2 className="text-xl font-bold text-slate-900">Rules</h2>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">
          A unit gets the rule of its category (its first) in force on the day it was dispatched,
          else the rule for every category. Its warranty ends when the term from installation ends
          or, with a cap, the term from dispatch, whichever is first; a registration within the
          bonus days adds the bonus to both. A registration keeps the end date it was given: a new
          rule applies to registrations from then on.
        </p>
        <RuleList rules={rules} />
        <RuleForm categories={categories} errors={failed?.errors} />
      </section>
      <section className="mt-10">
        <h2 className="text-xl font-bold text-slate-900">Registrations ({registrations.total})</h2>
        <Form method="get" className="mt-3 flex flex-wrap items-center gap-3 text-sm">
          <input
            name="q"
            defaultValue={q}
            placeholder="Serial, phone or PIN"
            className={FIELD_CLASS}
          />
          <label className="flex items-center gap-1.5 font-semibold text-slate-700">
            <input
              type="checkbox"
              name="review"
              value="1"
              defaultChecked={review}
              className="h-4 w-4"
            />{" "}
            For review only
          </label>
          <button
            type="submit"
            className="rounded-lg border border-slate-300 px-3 py-2 font-semibold"
          >
            Filter
          </button>
        </Form>
        <RegistrationList page={registrations} href={href} />
      </section>
    </main>
  );
}
