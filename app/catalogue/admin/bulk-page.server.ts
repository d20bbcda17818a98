import type { SessionUser } from "~/accounts/session-user";
import type { DB } from "~/db/db.server";
import { firstProblem } from "~/forms/field-errors";
import { ADMIN } from "~/http/paths";
import { listCategories } from "../categories.server";
import {
  applyBulk,
  BulkRuleError,
  bulkDoneMessage,
  priceRefusal,
  selectedProducts,
  withNewPrices,
} from "./bulk-products.server";
import {
  BULK_ACTIONS,
  type BulkAction,
  bulkSettingsSchema,
  bulkValues,
  CHOOSE_ACTION,
  selectionSchema,
} from "./bulk-schema";

/** /admin/bulk: the selected products, the chosen action, and a price change previewed. */

/** Products listed by name on the page; the rest are counted. */
const LISTED = 100;

export async function loadBulkPage(db: DB, url: URL) {
  const params = url.searchParams;
  const values = bulkValues(params);
  const selection = selectionSchema.safeParse(values.selection);
  const action = (BULK_ACTIONS as readonly string[]).includes(values.settings.action)
    ? (values.settings.action as BulkAction)
    : null;
  const base = {
    selection: values.selection,
    values: values.settings,
    action,
    categories: await listCategories(db),
  };
  if (!selection.success)
    return { ...base, rows: [], total: 0, error: firstProblem(selection.error) };
  const rows = await selectedProducts(db, selection.data);
  // A price preview shows new prices once the change reads; before that, the form alone.
  const settings =
    action === "price" && values.settings.change !== ""
      ? bulkSettingsSchema.safeParse(values.settings)
      : null;
  const shown = settings?.success ? withNewPrices(rows, settings.data) : rows;
  // A change that would take any product outside the price limits says so before it is applied.
  const refused = settings?.success ? priceRefusal(shown) : null;
  return {
    ...base,
    rows: shown.slice(0, LISTED),
    total: rows.length,
    previewed: settings?.success === true,
    error: !action
      ? { field: "action", message: CHOOSE_ACTION }
      : settings && !settings.success
        ? firstProblem(settings.error)
        : refused
          ? { field: "change", message: refused }
          : null,
  };
}

export type BulkPageData = Awaited<ReturnType<typeof loadBulkPage>>;

/** Applies the bulk change a form posts (the caller ran requireAdmin): where to go back, or why not. */
export async function applyBulkFromForm(
  db: DB,
  admin: SessionUser,
  form: FormData,
): Promise<{ back: string; message: string } | { error: { field: string; message: string } }> {
  const values = bulkValues(form);
  const selection = selectionSchema.safeParse(values.selection);
  if (!selection.success) return { error: firstProblem(selection.error) };
  const settings = bulkSettingsSchema.safeParse(values.settings);
  if (!settings.success) return { error: firstProblem(settings.error) };
  try {
    const result = await applyBulk(db, admin, selection.data, settings.data);
    const back =
      selection.data.all && selection.data.q
        ? `${ADMIN.dashboard}?q=${encodeURIComponent(selection.data.q)}`
        : ADMIN.dashboard;
    return { back, message: bulkDoneMessage(settings.data, result) };
  } catch (error) {
    if (!(error instanceof BulkRuleError)) throw error;
    return { error: { field: "form", message: error.message } };
  }
}
