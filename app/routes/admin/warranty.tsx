import { ShieldCheck } from "lucide-react";
import { useEffect } from "react";
import { data, Form, redirect } from "react-router";
import { requireAdmin } from "~/accounts/guards.server";
import { BackToDashboard } from "~/admin/kit/back-to-dashboard";
import { FIELD_CLASS } from "~/admin/kit/list-page";
import { appDb } from "~/db/db.server";
import { categoryChoices } from "~/enquiries/admin/salespeople.server";
import { PRIVATE } from "~/http/cache-control";
import { SERVICE_ADMIN } from "~/http/paths";
import { readPage } from "~/paging/page-number";
import { adminMeta } from "~/seo/seo";
import { runWarrantyAction } from "~/service/admin/admin-actions.server";
import { listRegistrations, listRules } from "~/service/admin/warranty-admin.server";
import { RegistrationList, RuleForm, RuleList } from "~/service/admin/warranty-view";
import { withFlash } from "~/toasts/flash.server";
import { showToast } from "~/toasts/toaster";
import type { Route } from "./+types/warranty";

/** Warranty rules and registrations (docs/after-sales.md "Warranty rules"). */
export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = appDb();
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 40);
  const review = url.searchParams.get("review") === "1";
  const [rules, categories, registrations] = await Promise.all([
    listRules(db),
    categoryChoices(db),
    listRegistrations(db, { q, review, page: readPage(url.searchParams.get("page")) }),
  ]);
  return data(
    { q, review, rules, categories, registrations },
    { headers: { "Cache-Control": PRIVATE } },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const headers = { "Cache-Control": PRIVATE };
  const result = await runWarrantyAction(appDb(), admin, await request.formData());
  if (!result.ok) return data(result, { status: result.status, headers });
  throw redirect(SERVICE_ADMIN.warranty, {
    headers: withFlash({ type: "success", message: result.message }, headers),
  });
}

export const meta = adminMeta("Warranty");

export default function WarrantyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { q, review, rules, categories, registrations } = loaderData;
  const failed = actionData && !actionData.ok ? actionData : null;
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
