import type { SessionUser } from "~/accounts/session-user";
import type { FieldErrors } from "~/forms/field-errors";

/**
 * The server half of an admin list edited in place (ui/edit-in-place.tsx:
 * /admin/salespeople, /admin/search-words): a post names its `intent` and the
 * item's `id`, and a refusal answers with a status, a message and the fields'
 * own messages, and the posted values to fill the form again.
 */

export interface Refusal<F extends string> {
  ok: false;
  status: number;
  message: string;
  errors: FieldErrors<F>;
}

export const refusal = <F extends string>(
  status: number,
  message: string,
  errors: FieldErrors<F> = {},
): Refusal<F> => ({ ok: false, status, message, errors });

/** The caller ran requireAdmin; each change checks the role again, so no other path skips it. */
export const adminsOnly = <F extends string>(actor: SessionUser, message: string) =>
  actor.role === "admin" ? null : refusal<F>(403, message);

/** An item's id as forms and addresses carry it: digits, small enough for any integer column. */
export function readItemId(raw: unknown): number | null {
  return typeof raw === "string" && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/** A post's intent (null when it is none of `intents`) and the item it names. */
export function readIntent<I extends string>(form: FormData, intents: readonly I[]) {
  const raw = form.get("intent");
  return { intent: intents.find((i) => i === raw) ?? null, id: readItemId(form.get("id")) };
}

/**
 * The text fields a form posted, to fill it again after a refusal: names up to 40 characters,
 * at most `fields` of them, each value cut at `chars` (a hostile post stays small).
 */
export function postedValues(
  form: FormData,
  { fields = 50, chars = 1000 }: { fields?: number; chars?: number } = {},
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, v] of form) {
    if (Object.keys(values).length >= fields) break;
    if (typeof v === "string" && key.length <= 40) values[key] = v.slice(0, chars);
  }
  return values;
}
