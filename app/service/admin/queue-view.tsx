import { Form } from "react-router";
import { FIELD_CLASS } from "~/admin/kit/list-page";
import { indiaDateTime, indiaDayText } from "~/format/india-time";
import { Link } from "~/ui/link";
import { PageLinks } from "~/ui/page-links";
import type { QueueRow } from "./queue.server";
import type { QueueFilter } from "./service-admin-schema";

/** The admin's words for statuses and symptoms (the admin stays English). */
export const STATUS_TEXT: Record<string, string> = {
  received: "Received",
  assigned: "Assigned",
  visit: "Visit scheduled",
  resolved: "Resolved",
  closed: "Closed",
};

export const SYMPTOM_TEXT: Record<string, string> = {
  "no-start": "Does not start",
  trips: "Trips",
  "low-water": "Low water",
  noise: "Noise",
  "burnt-smell": "Burnt smell",
  leak: "Leak",
  other: "Other",
};

const WARRANTY_TEXT: Record<string, string> = {
  in: "In warranty",
  out: "Out of warranty",
  unknown: "—",
};

export const button =
  "rounded-lg bg-brand-800 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900 disabled:opacity-60";

/** The queue's filter: a GET form, so the URL holds it and it works without JavaScript. */
export function QueueFilters({
  filter,
  points,
}: {
  filter: QueueFilter;
  points: readonly { id: number; name: string; district: string; active: boolean }[];
}) {
  return (
    <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
      <label className="text-sm font-semibold text-slate-700">
        Status
        <select name="status" defaultValue={filter.status} className={`${FIELD_CLASS} ml-2`}>
          <option value="open">Open</option>
          <option value="all">All</option>
          {Object.entries(STATUS_TEXT).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-semibold text-slate-700">
        Service point
        <select name="point" defaultValue={filter.point} className={`${FIELD_CLASS} ml-2 max-w-xs`}>
          <option value="">Every point</option>
          <option value="none">Not assigned</option>
          {points.map((p) => (
            <option key={p.id} value={String(p.id)}>
              {p.name} ({p.district}){p.active ? "" : " — inactive"}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-2 text-sm font-semibold text-slate-700">
        <input
          type="checkbox"
          name="overdue"
          value="1"
          defaultChecked={filter.overdue}
          className="h-4 w-4"
        />
        Overdue only
      </label>
      <label className="text-sm font-semibold text-slate-700">
        Reference, serial, phone or PIN
        <input name="q" defaultValue={filter.q} className={`${FIELD_CLASS} ml-2`} />
      </label>
      <button type="submit" className={button}>
        Filter
      </button>
    </Form>
  );
}

export function QueueTable({
  rows,
  page,
  pageCount,
  href,
}: {
  rows: readonly QueueRow[];
  page: number;
  pageCount: number;
  href: (page: number) => string;
}) {
  if (rows.length === 0) return <p className="mt-6 text-slate-600">No service requests match.</p>;
  return (
    <>
      <div className="mt-6 overflow-x-auto">
        <table className="w-full text-left text-sm" data-testid="service-queue">
          <thead className="border-b border-slate-200 text-xs uppercase text-slate-500">
            <tr>
              <th className="py-2 pr-3">Request</th>
              <th className="py-2 pr-3">Age</th>
              <th className="py-2 pr-3">Status</th>
              <th className="py-2 pr-3">Service point</th>
              <th className="py-2 pr-3">Problem</th>
              <th className="py-2 pr-3">Unit</th>
              <th className="py-2 pr-3">Customer</th>
              <th className="py-2 pr-3">Place</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} className="border-b border-slate-100 align-top">
                <td className="py-2 pr-3">
                  <Link to={r.href} className="font-mono font-semibold text-brand-800 underline">
                    {r.reference}
                  </Link>
                  <div className="text-xs text-slate-500">{indiaDateTime(r.createdAt)}</div>
                </td>
                <td className="py-2 pr-3">
                  {r.ageDays === 1 ? "1 day" : `${r.ageDays} days`}
                  {r.overdue ? (
                    <span className="ml-1 rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-800">
                      Overdue
                    </span>
                  ) : null}
                </td>
                <td className="py-2 pr-3">
                  {STATUS_TEXT[r.status]}
                  {r.visitOn && r.status === "visit" ? (
                    <div className="text-xs text-slate-500">{indiaDayText(r.visitOn)}</div>
                  ) : null}
                </td>
                <td className="py-2 pr-3">
                  {r.point ?? <span className="text-amber-700">Not assigned</span>}
                </td>
                <td className="py-2 pr-3">{SYMPTOM_TEXT[r.symptom]}</td>
                <td className="py-2 pr-3">
                  {r.serial ? <div className="font-mono">{r.serial}</div> : null}
                  <div className="text-xs text-slate-600">{r.model}</div>
                  <div className="text-xs text-slate-500">{WARRANTY_TEXT[r.warranty]}</div>
                </td>
                <td className="py-2 pr-3">
                  {r.name}
                  <div className="text-xs text-slate-500">{r.phone}</div>
                </td>
                <td className="py-2 pr-3">
                  {r.pin}
                  <div className="text-xs text-slate-500">{r.district}</div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <PageLinks page={page} pageCount={pageCount} href={href} />
    </>
  );
}

/** Open and overdue requests per service point: the queue of each at a glance. */
export function PointCounts({
  counts,
}: {
  counts: readonly {
    point: string | null;
    pointId: number | null;
    open: number;
    overdue: number;
  }[];
}) {
  if (counts.length === 0) return null;
  return (
    <ul className="mt-4 flex flex-wrap gap-2 text-sm">
      {counts.map((c) => (
        <li key={String(c.pointId)}>
          <Link
            to={`?point=${c.pointId ?? "none"}`}
            className="inline-block rounded-full border border-slate-300 px-3 py-1 hover:border-brand-600"
          >
            {c.point ?? "Not assigned"}: {c.open} open
            {c.overdue > 0 ? (
              <strong className="ml-1 text-red-700">{c.overdue} overdue</strong>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function TargetForm({ days }: { days: number }) {
  return (
    <Form method="post" className="mt-4 flex flex-wrap items-end gap-2 text-sm">
      <input type="hidden" name="intent" value="target" />
      <label className="font-semibold text-slate-700">
        First visit within
        <input
          name="days"
          type="number"
          min={1}
          max={60}
          defaultValue={days}
          className={`${FIELD_CLASS} mx-2 w-20`}
        />
        days of a request, else it is overdue
      </label>
      <button type="submit" className={button}>
        Save target
      </button>
    </Form>
  );
}
