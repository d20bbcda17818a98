import { RowSelectForm } from "~/admin/kit/list-page";
import { UNASSIGNED } from "~/enquiries/lead-status";

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
  const choices = salespeople.filter((s) => s.active || s.id === ownerId);
  return (
    <RowSelectForm
      id={id}
      intent="owner"
      field="owner"
      label={`Owner of ${reference}`}
      value={ownerId === null ? UNASSIGNED : String(ownerId)}
      choices={[
        { value: UNASSIGNED, label: "Unassigned" },
        ...choices.map((s) => ({ value: String(s.id), label: ownerLabel(s) })),
      ]}
      submit="Assign"
      className="flex flex-wrap items-center gap-2"
      toastOnArrival
    />
  );
}
