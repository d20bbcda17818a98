import type { Role } from "~/accounts/session-user";
import { z } from "~/forms/zod";
import { pageField } from "~/paging/page-field";

/** The actions on /admin/users, each one form post naming the account. */
export const PEOPLE_INTENTS = ["promote", "demote", "disable", "enable", "reset-link"] as const;

export const peopleActionSchema = z.object({
  intent: z.enum(PEOPLE_INTENTS, { message: "Unknown action" }),
  userId: z.string().trim().min(1, "Choose an account").max(200),
});
export type PeopleAction = z.infer<typeof peopleActionSchema>;

/** The page's GET form: search text and page. */
export const peopleFilterSchema = z.object({
  q: z.string().max(200).optional().catch(undefined),
  page: pageField,
});

export const PEOPLE_TEXT = {
  noSuchAccount: "That account no longer exists.",
  lastAdmin:
    "This is the last admin who can sign in. Make another account an admin first, then try again.",
  notYourself: "You cannot disable your own account.",
  ownerOnly: (owner: string | null) =>
    `Only the catalogue owner${owner ? ` (${owner})` : ""} can change who may sign in and as what. Ask them to make this change.`,
  refused: "Could not change the account.",
  roleChanged: (email: string, role: Role) =>
    role === "admin" ? `${email} is now an admin` : `${email} is no longer an admin`,
  roleUnchanged: (email: string, role: Role) =>
    role === "admin" ? `${email} is already an admin` : `${email} is already a user`,
  disabledChanged: (email: string, disabled: boolean) =>
    disabled ? `${email} is disabled and signed out` : `${email} can sign in again`,
  disabledUnchanged: (email: string, disabled: boolean) =>
    disabled ? `${email} is already disabled` : `${email} is already enabled`,
  linkIssued: (email: string) =>
    `Reset link for ${email} made. Copy it now: it is shown only once and works for 24 hours.`,
} as const;
