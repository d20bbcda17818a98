import { Form } from "react-router";
import { FIELD_CLASS } from "~/admin/kit/list-page";
import { indiaDateTime, indiaDayText } from "~/format/india-time";
import { mediaUrl } from "~/media/media-url";
import { STATUSES } from "../service-fields";
import type { ServicePoint } from "../service-points.server";
import { button, STATUS_TEXT, SYMPTOM_TEXT } from "./queue-view";

type Event = {
  id: number;
  kind: string;
  status: string | null;
  visitOn: string | null;
  note: string;
  byCustomer: boolean;
  actor: string;
  point: string | null;
  at: number;
  photos: string[];
};

const EVENT_TEXT = (e: Event) =>
  e.kind === "created"
    ? "Request received"
    : e.kind === "assign"
      ? `Assigned to ${e.point ?? "a service point"}`
      : e.kind === "note"
        ? e.byCustomer
          ? "Note from the customer"
          : "Note"
        : `${STATUS_TEXT[e.status ?? ""] ?? e.status}${e.visitOn ? `: ${indiaDayText(e.visitOn)}` : ""}`;

export function RequestHistory({ events }: { events: readonly Event[] }) {
  return (
    <ol className="mt-3 grid gap-3 border-l-2 border-slate-200 pl-4" data-testid="staff-history">
      {events.map((e) => (
        <li key={e.id}>
          <p className="text-xs text-slate-500">
            {indiaDateTime(e.at)} · {e.byCustomer ? "customer" : e.actor || "—"}
          </p>
          <p className="font-semibold text-slate-900">{EVENT_TEXT(e)}</p>
          {e.note ? <p className="whitespace-pre-line text-sm text-slate-700">{e.note}</p> : null}
          {e.photos.length > 0 ? (
            <div className="mt-1 flex flex-wrap gap-2">
              {e.photos.map((id) => (
                <a key={id} href={mediaUrl(id, "w1280")} target="_blank" rel="noopener">
                  <img
                    src={mediaUrl(id, "thumb")}
                    alt="Sent with the request"
                    width={80}
                    height={80}
                    className="h-20 w-20 rounded border object-cover"
                  />
                </a>
              ))}
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** Assign (or move) the request to a service point: the nearest that serve its category first. */
export function AssignForm({
  current,
  suggestions,
  points,
  error,
}: {
  current: number | null;
  suggestions: readonly ServicePoint[];
  points: readonly { id: number; name: string; district: string; active: boolean; kind: string }[];
  error?: string;
}) {
  const suggested = new Set(suggestions.map((p) => p.id));
  return (
    <Form method="post" className="grid gap-2" data-testid="assign-form">
      <input type="hidden" name="intent" value="assign" />
      <label className="text-sm font-semibold text-slate-700" htmlFor="assign-point">
        Service point
      </label>
      <select
        id="assign-point"
        name="point"
        defaultValue={current ? String(current) : ""}
        className={FIELD_CLASS}
      >
        <option value="">Choose…</option>
        <optgroup label="Nearest that serve this product">
          {suggestions.map((p) => (
            <option key={p.id} value={String(p.id)}>
              {p.name} ({p.district})
              {p.distanceKm !== null ? `, ${Math.round(p.distanceKm)} km` : ""}
            </option>
          ))}
        </optgroup>
        <optgroup label="Every point">
          {points
            .filter((p) => !suggested.has(p.id) && p.kind !== "dealer")
            .map((p) => (
              <option key={p.id} value={String(p.id)}>
                {p.name} ({p.district}){p.active ? "" : " — inactive"}
              </option>
            ))}
        </optgroup>
      </select>
      {error ? <p className="text-sm text-red-700">{error}</p> : null}
      <input name="note" placeholder="Note (optional)" maxLength={1000} className={FIELD_CLASS} />
      <button type="submit" className={button}>
        Assign
      </button>
    </Form>
  );
}

/** Move the status (a visit needs its day), or add a note with the status kept. */
export function MoveForm({
  status,
  visitOn,
  errors = {},
}: {
  status: string;
  visitOn: string | null;
  errors?: Partial<Record<string, string>>;
}) {
  return (
    <Form method="post" className="grid gap-2" data-testid="move-form">
      <input type="hidden" name="intent" value="move" />
      <label className="text-sm font-semibold text-slate-700" htmlFor="move-status">
        Status
      </label>
      <select id="move-status" name="status" defaultValue={status} className={FIELD_CLASS}>
        {STATUSES.map((s) => (
          <option key={s} value={s}>
            {STATUS_TEXT[s]}
          </option>
        ))}
      </select>
      {errors.status ? <p className="text-sm text-red-700">{errors.status}</p> : null}
      <label className="text-sm font-semibold text-slate-700" htmlFor="move-visit">
        Visit on (for “Visit scheduled”)
      </label>
      <input
        id="move-visit"
        name="visitOn"
        type="date"
        defaultValue={visitOn ?? ""}
        className={FIELD_CLASS}
      />
      {errors.visitOn ? <p className="text-sm text-red-700">{errors.visitOn}</p> : null}
      <label className="text-sm font-semibold text-slate-700" htmlFor="move-note">
        Note for the customer (they see it on their link)
      </label>
      <textarea id="move-note" name="note" rows={3} maxLength={1000} className={FIELD_CLASS} />
      <button type="submit" className={button}>
        Save
      </button>
    </Form>
  );
}

export { SYMPTOM_TEXT };
