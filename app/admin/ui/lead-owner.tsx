import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { UNASSIGNED } from "~/enquiries/lead-status";
import { toast } from "~/toasts/notify";
import { FIELD_CLASS } from "./list-page";
import type { ActionResult } from "./use-fetcher-result";

/** A salesperson as the leads inbox names them. */
export interface OwnerChoice {
  id: number;
  name: string;
  active: boolean;
}

/** "Ravi Patel", "Ravi Patel (inactive)" or "Unassigned". */
export function ownerLabel(owner: OwnerChoice | undefined): string {
  if (!owner) return "Unassigned";
  return owner.active ? owner.name : `${owner.name} (inactive)`;
}

/**
 * A lead's owner form (a fetcher form, so the list stays put; the action's
 * message is a toast): "Owner of <reference>", Unassigned and the active
 * salespeople (and the current owner, even if inactive), and Assign. The
 * toast shows as soon as the answer arrives: in a list filtered by owner the
 * lead leaves the page when the list reloads, and this form with it.
 */
export function LeadOwnerForm({
  id,
  reference,
  ownerId,
  salespeople,
}: {
  id: number;
  reference: string;
  ownerId: number | null;
  salespeople: readonly OwnerChoice[];
}) {
  const fetcher = useFetcher<ActionResult>();
  const shown = useRef<ActionResult | undefined>(undefined);
  useEffect(() => {
    const result = fetcher.data;
    if (!result || shown.current === result) return;
    shown.current = result;
    if (result.ok) toast.success(result.message);
    else toast.error(result.message);
  }, [fetcher.data]);
  const busy = fetcher.state !== "idle";
  const choices = salespeople.filter((s) => s.active || s.id === ownerId);
  return (
    <fetcher.Form method="post" className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="intent" value="owner" />
      <input type="hidden" name="id" value={id} />
      <label htmlFor={`owner-${id}`} className="text-sm font-semibold text-slate-700">
        Owner of {reference}
      </label>
      <select
        id={`owner-${id}`}
        name="owner"
        defaultValue={ownerId === null ? UNASSIGNED : String(ownerId)}
        className={FIELD_CLASS}
      >
        <option value={UNASSIGNED}>Unassigned</option>
        {choices.map((s) => (
          <option key={s.id} value={String(s.id)}>
            {ownerLabel(s)}
          </option>
        ))}
      </select>
      <button
        type="submit"
        disabled={busy}
        className="rounded-lg border border-brand-800 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
      >
        {busy ? "Saving..." : "Assign"}
      </button>
    </fetcher.Form>
  );
}
