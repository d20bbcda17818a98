import { UserRound } from "lucide-react";
import { data, redirect, useLocation } from "react-router";
import { appAuth } from "~/accounts/auth.server";
import { requireAdmin } from "~/accounts/guards.server";
import { BackToDashboard } from "~/admin/kit/back-to-dashboard";
import { FailedSaveAlert } from "~/admin/kit/edit-in-place";
import { readItemId } from "~/admin/kit/edit-in-place.server";
import { env } from "~/config/env.server";
import { appDb } from "~/db/db.server";
import {
  AddSalespersonForm,
  DistrictLists,
  InviteLink,
  SalespersonList,
  UnmatchedDistricts,
} from "~/enquiries/admin/salespeople";
import {
  categoryChoices,
  listSalespeople,
  runSalespersonAction,
} from "~/enquiries/admin/salespeople.server";
import { salespeopleHref, salespersonAnchor } from "~/enquiries/admin/salespeople-schema";
import { PRIVATE } from "~/http/cache-control";
import { districtChoices } from "~/places/districts.server";
import { adminMeta } from "~/seo/seo";
import { withFlash } from "~/toasts/flash.server";
import type { Route } from "./+types/salespeople";

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = appDb();
  const [salespeople, categories] = await Promise.all([listSalespeople(db), categoryChoices(db)]);
  const editing = readItemId(url.searchParams.get("edit"));
  const saved = readItemId(url.searchParams.get("saved"));
  return data(
    { salespeople, categories, editing, saved, districts: districtChoices() },
    { headers: { "Cache-Control": PRIVATE } },
  );
}

/**
 * Add, edit, (de)activate or delete one salesperson. A change goes back to the
 * list (Post/Redirect/Get, so it works before hydration and a reload posts
 * nothing) with its toast and the salesperson marked (`saved=`).
 */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const headers = { "Cache-Control": PRIVATE };
  const result = await runSalespersonAction(appDb(), admin, await request.formData(), {
    auth: appAuth(),
    origin: env().baseUrl,
  });
  if (!result.ok) return data(result, { status: result.status, headers });
  // A sign-in link is shown once, on this answer: no redirect, nothing kept.
  if (result.inviteLink) return data(result, { headers });
  const to =
    result.id === null
      ? salespeopleHref()
      : salespeopleHref({ saved: String(result.id) }, salespersonAnchor(result.id));
  throw redirect(to, { headers: withFlash({ type: "success", message: result.message }, headers) });
}

export const meta = adminMeta("Salespeople");

export default function SalespeoplePage({ loaderData, actionData }: Route.ComponentProps) {
  const { salespeople, categories, editing, saved, districts } = loaderData;
  const location = useLocation();
  const failed = actionData && !actionData.ok ? actionData : null;
  const invited = actionData?.ok && actionData.inviteLink ? actionData : null;
  const invitedName = salespeople.find((s) => s.id === invited?.id)?.name ?? "the salesperson";
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8">
      <BackToDashboard />
      <h1 className="mt-2 flex items-center gap-2 text-3xl font-bold text-slate-900">
        <UserRound className="h-7 w-7" aria-hidden="true" /> Salespeople{" "}
        <span className="text-lg font-normal text-slate-500">({salespeople.length})</span>
      </h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">
        Every enquiry is assigned when it arrives to the active salesperson who covers its place and
        its product most closely, and its WhatsApp opens their number. An enquiry nobody covers
        stays unassigned and goes to the business number.
      </p>
      <FailedSaveAlert failed={failed} />
      {invited?.inviteLink ? (
        <>
          <p role="status" className="mt-4 text-sm font-semibold text-green-800">
            {invited.message}
          </p>
          <InviteLink name={invitedName} link={invited.inviteLink} />
        </>
      ) : null}
      <UnmatchedDistricts items={salespeople} />
      <DistrictLists choices={districts} />
      {/* A fresh form after each save (the key changes with the redirect's location). */}
      <AddSalespersonForm
        key={location.key}
        failed={failed?.intent === "add" ? failed : null}
        categories={categories}
      />
      <SalespersonList
        items={salespeople}
        editing={editing}
        savedId={saved}
        failed={failed?.intent === "edit" ? failed : null}
        categories={categories}
      />
    </main>
  );
}
