import type { SessionUser } from "~/accounts/session-user";
import { readIntent, readItemId, refusal } from "~/admin/kit/edit-in-place.server";
import type { DB } from "~/db/db.server";
import { fieldErrors } from "~/forms/field-errors";
import { readDay } from "../service-schema";
import { assignRequest, moveRequest, type QueueResult, setFirstVisitTarget } from "./queue.server";
import {
  applySerialImport,
  MAX_SERIAL_CSV_BYTES,
  previewSerialImport,
  type SerialImportPlan,
} from "./serials-admin.server";
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
  applyPointImport,
  deleteServicePoint,
  editServicePoint,
  type PointImportPlan,
  type PointResult,
  previewPointImport,
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

/** A body declared larger than `limit` and the fields around it. */
const declaredOver = (request: Request, limit: number) =>
  Number(request.headers.get("content-length") ?? 0) > limit + 64 * 1024;

const MAX_POINT_CSV_BYTES = 4 * 1024 * 1024;

/** What a post to /admin/service-points comes to: done (with its toast), an import's plan, or a refusal. */
export type PointsAnswer =
  | { kind: "done"; message: string }
  | { kind: "import"; status: 200 | 409; plan: PointImportPlan; csv: string; message: string }
  | { kind: "refused"; status: number; message: string; errors: Partial<Record<string, string>> };

/**
 * /admin/service-points: a CSV import previewed, then applied (all rows or
 * none), or one point added, edited, (de)activated or deleted.
 */
export async function runServicePointsPost(
  db: DB,
  actor: SessionUser,
  request: Request,
): Promise<PointsAnswer> {
  if (declaredOver(request, MAX_POINT_CSV_BYTES))
    return { kind: "refused", status: 413, message: "The file is larger than 4 MB", errors: {} };
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "import-preview" || intent === "import-apply") {
    const file = form.get("file");
    const csv =
      intent === "import-apply" ? form.get("csv") : file instanceof File ? await file.text() : null;
    if (typeof csv !== "string" || csv === "")
      return { kind: "refused", status: 400, message: "Choose a CSV file to import", errors: {} };
    if (intent === "import-preview")
      return {
        kind: "import",
        status: 200,
        plan: await previewPointImport(db, csv),
        csv,
        message: "",
      };
    const applied = await applyPointImport(db, actor, csv);
    if (!applied.ok)
      return { kind: "import", status: 409, plan: applied.plan, csv, message: applied.message };
    return {
      kind: "done",
      message: `Import done: ${applied.plan.added} added, ${applied.plan.updated} updated`,
    };
  }
  const result = await runServicePointAction(db, actor, form);
  if (!result.ok)
    return {
      kind: "refused",
      status: result.status,
      message: result.message,
      errors: result.errors,
    };
  return { kind: "done", message: result.message };
}

/** What a post to /admin/serials comes to: imported, or the plan with what stopped it. */
export type SerialsAnswer =
  | { ok: true; message: string }
  | {
      ok: false;
      status: number;
      plan: SerialImportPlan | null;
      csv: string | null;
      message: string;
    };

/** /admin/serials: a production file previewed, then imported (all serials or none). */
export async function runSerialsPost(
  db: DB,
  actor: SessionUser,
  request: Request,
): Promise<SerialsAnswer> {
  if (declaredOver(request, MAX_SERIAL_CSV_BYTES))
    return {
      ok: false,
      status: 413,
      plan: null,
      csv: null,
      message: "The file is larger than 8 MB",
    };
  const form = await request.formData();
  const intent = form.get("intent");
  const file = form.get("file");
  const csv =
    intent === "apply" ? form.get("csv") : file instanceof File ? await file.text() : null;
  if (typeof csv !== "string" || csv === "" || (intent !== "preview" && intent !== "apply"))
    return {
      ok: false,
      status: 400,
      plan: null,
      csv: null,
      message: "Choose a CSV file to import",
    };
  // A preview is an answer with the plan and nothing to complain of.
  if (intent === "preview")
    return { ok: false, status: 200, plan: await previewSerialImport(db, csv), csv, message: "" };
  const applied = await applySerialImport(db, actor, csv);
  if (!applied.ok)
    return { ok: false, status: 409, plan: applied.plan, csv, message: applied.message };
  return { ok: true, message: `Imported ${applied.plan.serials} serials` };
}

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
