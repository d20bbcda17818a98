import { Barcode } from "lucide-react";
import { useEffect } from "react";
import { Form } from "react-router";
import { BackToDashboard } from "~/admin/kit/back-to-dashboard";
import { FIELD_CLASS } from "~/admin/kit/list-page";
import { showToast } from "~/toasts/toaster";
import type { SerialsAnswer } from "./admin-actions.server";
import type { SerialsPageData } from "./admin-pages.server";
import { QrSheetForm, SerialImport, SerialList } from "./serials-view";

/** Serial numbers (/admin/serials): production imports, a lookup, nameplate QR codes. */
export function SerialsPage({
  data,
  answer,
}: {
  data: SerialsPageData;
  answer: SerialsAnswer | undefined;
}) {
  const { q, rows, total, qrSheetHref } = data;
  const shown = answer && !answer.ok ? answer : null;
  useEffect(() => {
    if (shown?.message) showToast({ type: "error", message: shown.message });
  }, [shown]);
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <BackToDashboard />
      <h1 className="mt-2 flex items-center gap-2 text-3xl font-bold text-slate-900">
        <Barcode className="h-7 w-7" aria-hidden="true" /> Serial numbers
      </h1>
      <SerialImport plan={shown?.plan ?? null} csv={shown?.csv ?? null} />
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
