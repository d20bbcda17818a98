import { useEffect } from "react";
import { BackToDashboard } from "~/admin/kit/back-to-dashboard";
import { indiaDateTime, indiaDayText } from "~/format/india-time";
import { showToast } from "~/toasts/toaster";
import { Link } from "~/ui/link";
import type { RequestPageData } from "./admin-pages.server";
import { STATUS_TEXT } from "./queue-view";
import { AssignForm, MoveForm, RequestHistory, SYMPTOM_TEXT } from "./request-view";

/** One service request for staff (/admin/service/:id): the customer, the unit, its history; assign it, move it. */
export function ServiceRequestPage({
  data,
  failed,
}: {
  data: RequestPageData;
  failed: { message: string; errors: Partial<Record<string, string>> } | null;
}) {
  const { request: r, points } = data;
  useEffect(() => {
    if (failed) showToast({ type: "error", message: failed.message });
  }, [failed]);
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <BackToDashboard />
      <p className="mt-2 text-sm">
        <Link to={r.queueHref} className="font-semibold text-brand-800 underline">
          Service requests
        </Link>
      </p>
      <h1 className="mt-1 text-3xl font-bold text-slate-900">
        <span className="font-mono">{r.reference}</span>: {STATUS_TEXT[r.status]}
        {r.visitOn && r.status === "visit" ? `, ${indiaDayText(r.visitOn)}` : ""}
      </h1>
      {failed ? (
        <p
          role="alert"
          className="mt-3 rounded-lg border border-red-200 bg-red-50 px-4 py-2 text-sm text-red-800"
        >
          {failed.message}
        </p>
      ) : null}
      <div className="mt-6 grid gap-8 lg:grid-cols-[2fr_1fr]">
        <div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
            <dt className="font-semibold text-slate-600">Raised</dt>
            <dd>{indiaDateTime(r.createdAt)}</dd>
            <dt className="font-semibold text-slate-600">Customer</dt>
            <dd>
              {r.name},{" "}
              <a
                href={`tel:${r.phone.replace(/[^+\d]/g, "")}`}
                className="text-brand-800 underline"
              >
                {r.phone}
              </a>
            </dd>
            <dt className="font-semibold text-slate-600">Place</dt>
            <dd>
              {r.pin}, {r.district}, {r.state}
            </dd>
            <dt className="font-semibold text-slate-600">Unit</dt>
            <dd>
              {r.serial ? <span className="font-mono">{r.serial}</span> : "no serial"} ·{" "}
              {r.model || "model not given"}
            </dd>
            <dt className="font-semibold text-slate-600">Warranty</dt>
            <dd>
              {r.warranty === "in"
                ? "In warranty"
                : r.warranty === "out"
                  ? "Out of warranty"
                  : "Not registered"}
            </dd>
            <dt className="font-semibold text-slate-600">Problem</dt>
            <dd>{SYMPTOM_TEXT[r.symptom]}</dd>
            <dt className="font-semibold text-slate-600">Service point</dt>
            <dd>
              {r.point ? `${r.point.name} (${r.point.district}) ${r.point.phone}` : "Not assigned"}
            </dd>
            <dt className="font-semibold text-slate-600">Customer's page</dt>
            <dd>
              <a
                href={r.customerHref}
                className="text-brand-800 underline"
                target="_blank"
                rel="noopener"
              >
                Open the status link ({r.language})
              </a>
            </dd>
          </dl>
          {r.note ? (
            <p className="mt-4 whitespace-pre-line rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
              {r.note}
            </p>
          ) : null}
          <h2 className="mt-8 text-lg font-bold text-slate-900">History</h2>
          <RequestHistory events={r.events} />
        </div>
        <div className="grid content-start gap-8">
          <section>
            <h2 className="mb-2 text-lg font-bold text-slate-900">Assign</h2>
            {r.status === "closed" ? (
              <p className="text-sm text-slate-600">Closed.</p>
            ) : (
              <AssignForm
                current={r.point?.id ?? null}
                suggestions={r.suggestions}
                points={points}
                error={failed?.errors.point}
              />
            )}
          </section>
          <section>
            <h2 className="mb-2 text-lg font-bold text-slate-900">Status</h2>
            <MoveForm status={r.status} visitOn={r.visitOn} errors={failed?.errors} />
          </section>
        </div>
      </div>
    </main>
  );
}
