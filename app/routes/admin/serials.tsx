import { Barcode } from "lucide-react";
import { useEffect } from "react";
import { data, Form, redirect } from "react-router";
import { requireAdmin } from "~/accounts/guards.server";
import { BackToDashboard } from "~/admin/kit/back-to-dashboard";
import { FIELD_CLASS } from "~/admin/kit/list-page";
import { appDb } from "~/db/db.server";
import { PRIVATE } from "~/http/cache-control";
import { SERVICE_ADMIN } from "~/http/paths";
import { adminMeta } from "~/seo/seo";
import {
  applySerialImport,
  findSerials,
  MAX_SERIAL_CSV_BYTES,
  previewSerialImport,
  type SerialImportPlan,
} from "~/service/admin/serials-admin.server";
import { QrSheetForm, SerialImport, SerialList } from "~/service/admin/serials-view";
import { withFlash } from "~/toasts/flash.server";
import { showToast } from "~/toasts/toaster";
import type { Route } from "./+types/serials";

/** Serial numbers: production imports, a lookup, nameplate QR codes (docs/after-sales.md). */
export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const q = (url.searchParams.get("q") ?? "").slice(0, 40);
  return data({ q, ...(await findSerials(appDb(), q)) }, { headers: { "Cache-Control": PRIVATE } });
}

type Answer = { plan: SerialImportPlan | null; csv: string | null; message: string };

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const headers = { "Cache-Control": PRIVATE };
  if (Number(request.headers.get("content-length") ?? 0) > MAX_SERIAL_CSV_BYTES + 64 * 1024)
    return data<Answer>(
      { plan: null, csv: null, message: "The file is larger than 8 MB" },
      { status: 413, headers },
    );
  const form = await request.formData();
  const intent = form.get("intent");
  const file = form.get("file");
  const csv =
    intent === "apply" ? form.get("csv") : file instanceof File ? await file.text() : null;
  if (typeof csv !== "string" || csv === "" || (intent !== "preview" && intent !== "apply"))
    return data<Answer>(
      { plan: null, csv: null, message: "Choose a CSV file to import" },
      { status: 400, headers },
    );
  const db = appDb();
  if (intent === "preview")
    return data<Answer>(
      { plan: await previewSerialImport(db, csv), csv, message: "" },
      { headers },
    );
  const applied = await applySerialImport(db, admin, csv);
  if (!applied.ok)
    return data<Answer>(
      { plan: applied.plan, csv, message: applied.message },
      { status: 409, headers },
    );
  throw redirect(SERVICE_ADMIN.serials, {
    headers: withFlash(
      { type: "success", message: `Imported ${applied.plan.serials} serials` },
      headers,
    ),
  });
}

export const meta = adminMeta("Serial numbers");

export default function SerialsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { q, rows, total, qrSheetHref } = loaderData;
  useEffect(() => {
    if (actionData?.message) showToast({ type: "error", message: actionData.message });
  }, [actionData]);
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <BackToDashboard />
      <h1 className="mt-2 flex items-center gap-2 text-3xl font-bold text-slate-900">
        <Barcode className="h-7 w-7" aria-hidden="true" /> Serial numbers
      </h1>
      <SerialImport plan={actionData?.plan ?? null} csv={actionData?.csv ?? null} />
      <QrSheetForm action={qrSheetHref} />
      <Form method="get" className="mt-6 flex gap-2">
        <input
          name="q"
          defaultValue={q}
          placeholder="Serial starts with…"
          className={`${FIELD_CLASS} font-mono`}
        />
        <button
          type="submit"
          className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold"
        >
          Find
        </button>
      </Form>
      <SerialList rows={rows} total={total} />
    </main>
  );
}
