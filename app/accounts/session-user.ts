/** "salesperson": staff who see and quote their own leads only (docs/admin-leads.md "Roles"). */
export type Role = "user" | "admin" | "salesperson";

/** What pages may know of the signed-in person. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  /**
   * The salesperson record the account is linked to (salesperson.user_id), read by the staff
   * guard (requireStaff); absent elsewhere. A salesperson sees only what this one owns.
   */
  salespersonId?: number | null;
}

/** Staff: an admin (sees everything) or a salesperson (sees their own leads and quotations). */
export type StaffUser = SessionUser & {
  role: "admin" | "salesperson";
  salespersonId: number | null;
};

/** Whether this person sees every lead and quotation (an admin), not only their own. */
export function seesEverything(user: SessionUser): boolean {
  return user.role === "admin";
}

/**
 * Whether this person may work on something owned by salesperson `ownerId`
 * (null: nobody): admins on anything, a salesperson on their own only.
 */
export function mayWorkOn(user: SessionUser, ownerId: number | null): boolean {
  if (seesEverything(user)) return true;
  return (
    user.role === "salesperson" &&
    user.salespersonId != null &&
    ownerId !== null &&
    Number(ownerId) === user.salespersonId
  );
}

/** The role as staff pages name it. */
export const ROLE_LABEL: Record<Role, string> = {
  user: "User",
  admin: "Admin",
  salesperson: "Salesperson",
};
