import type { SessionUser } from "~/accounts/session-user";
import { readIntent, readItemId, refusal } from "~/admin/kit/edit-in-place.server";
import type { DB } from "~/db/db.server";
import { fieldErrors } from "~/forms/field-errors";
import { readDay } from "../service-schema";
import { assignRequest, moveRequest, type QueueResult, setFirstVisitTarget } from "./queue.server";
import {
  moveSchema,
  REQUEST_INTENTS,
  RULE_INTENTS,
  ruleSchema,
  SERVICE_POINT_INTENTS,
  targetSchema,
} from "./service-admin-schema";
import {
  addServicePoint,
  deleteServicePoint,
  editServicePoint,
  type PointResult,
  readServicePointForm,
  setServicePointActive,
} from "./service-points-admin.server";
import {
  addRule,
  deleteRegistration,
  deleteRule,
  type RuleResult,
  recheckRegistration,
} from "./warranty-admin.server";

/**
 * The admin's after-sales forms, each post read by its `intent` and sent to
 * the one change it asks for (the routes stay thin: they authorise, call
 * these, and answer).
 */

const unknown = <F extends string>() => refusal<F>(400, "Unknown request");
const text = (form: FormData, key: string) => {
  const v = form.get(key);
  return typeof v === "string" ? v : "";
};

/** /admin/service-points: add, edit, (de)activate or delete one. */
export async function runServicePointAction(
  db: DB,
  actor: SessionUser,
  form: FormData,
): Promise<PointResult & { intent?: string }> {
  const { intent, id } = readIntent(form, SERVICE_POINT_INTENTS);
  if (!intent) return unknown();
  if (intent === "add" || intent === "edit") {
    const read = readServicePointForm(form);
    if (!read.ok) return { ...read.refusal, intent };
    if (intent === "add") return { ...(await addServicePoint(db, actor, read.input)), intent };
    if (id === null) return unknown();
    return { ...(await editServicePoint(db, actor, id, read.input)), intent };
  }
  if (id === null) return unknown();
  if (intent === "delete") return deleteServicePoint(db, actor, id);
  return setServicePointActive(db, actor, id, intent === "activate");
}

/** /admin/warranty: a rule added or deleted, a registration worked out again or deleted. */
export async function runWarrantyAction(
  db: DB,
  actor: SessionUser,
  form: FormData,
): Promise<RuleResult> {
  const { intent, id } = readIntent(form, RULE_INTENTS);
  if (!intent) return unknown();
  if (intent === "add-rule") {
    const parsed = ruleSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success)
      return refusal(400, "Please correct the fields marked", fieldErrors(parsed.error));
    return addRule(db, actor, parsed.data);
  }
  if (id === null) return unknown();
  if (intent === "delete-rule") return deleteRule(db, actor, id);
  if (intent === "delete-registration") return deleteRegistration(db, actor, id);
  const typed = text(form, "installedOn").trim();
  const installedOn = typed === "" ? null : readDay(typed);
  if (typed !== "" && !installedOn) return refusal(400, "The installation date is not a day");
  return recheckRegistration(db, actor, id, installedOn);
}

/** /admin/service and /admin/service/:id: the target, an assignment, a move. */
export async function runQueueAction(
  db: DB,
  actor: SessionUser,
  requestId: number | null,
  form: FormData,
): Promise<QueueResult> {
  const intent = REQUEST_INTENTS.find((i) => i === form.get("intent")) ?? null;
  if (intent === "target") {
    const parsed = targetSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success)
      return refusal(400, parsed.error.issues[0]?.message ?? "Not a target", { days: "1 to 60" });
    return setFirstVisitTarget(db, actor, parsed.data.days);
  }
  if (requestId === null || !intent) return unknown();
  if (intent === "assign") {
    const point = readItemId(form.get("point"));
    if (point === null)
      return refusal(400, "Choose a service point", { point: "Choose a service point" });
    return assignRequest(db, actor, requestId, point, text(form, "note").trim().slice(0, 1000));
  }
  const parsed = moveSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success)
    return refusal(
      400,
      parsed.error.issues[0]?.message ?? "Please correct the fields",
      fieldErrors(parsed.error),
    );
  return moveRequest(db, actor, requestId, parsed.data);
}
