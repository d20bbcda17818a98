export type Role = "user" | "admin";

/** What pages may know of the signed-in person. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: Role;
}
