import type { SessionUser } from "~/accounts/session-user";
import type { DB } from "~/db/db.server";
import { ADMIN } from "~/http/paths";
import { type ImportPlan, MAX_IMPORT_BYTES } from "./product-sheet";
import { applyImport, previewImport } from "./product-sheet.server";

/** /admin/products/import: a CSV previewed, then applied as previewed (docs/admin.md). */

const NO_FILE = "Choose a CSV file to import";
const FILE_TOO_LARGE = `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB`;
const STALE_PREVIEW =
  "Products changed since this preview, so nothing was imported. Check the new preview below, then apply it again.";
const NOT_APPLIED = "The file has problems, so nothing was imported.";

export type ImportAnswer =
  | { ok: false; message: string; plan?: undefined; csv?: undefined }
  | { ok: true; plan: ImportPlan; csv: string; message?: string };

/**
 * Reads the page's post (the caller ran requireAdmin): a file to preview, or a previewed sheet to
 * apply. Returns where to go when it was applied, else what the page shows and its status.
 */
export async function importFromRequest(
  db: DB,
  admin: SessionUser,
  request: Request,
): Promise<{ done: { to: string; message: string } } | { answer: ImportAnswer; status: number }> {
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > MAX_IMPORT_BYTES + 64 * 1024) {
    return { answer: { ok: false, message: FILE_TOO_LARGE }, status: 413 };
  }
  const form = await request.formData();
  if (form.get("intent") === "apply") {
    const csv = form.get("csv");
    const fingerprint = form.get("fingerprint");
    if (typeof csv !== "string" || typeof fingerprint !== "string" || csv === "") {
      return { answer: { ok: false, message: NO_FILE }, status: 400 };
    }
    const result = await applyImport(db, admin, csv, fingerprint);
    if (!result.ok) {
      const message = result.reason === "stale" ? STALE_PREVIEW : NOT_APPLIED;
      return { answer: { ok: true, plan: result.plan, csv, message }, status: 409 };
    }
    const message = `Import done: ${result.added} added, ${result.updated} updated.`;
    return { done: { to: ADMIN.dashboard, message } };
  }
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) {
    return { answer: { ok: false, message: NO_FILE }, status: 400 };
  }
  if (file.size > MAX_IMPORT_BYTES) {
    return { answer: { ok: false, message: FILE_TOO_LARGE }, status: 413 };
  }
  const csv = await file.text();
  return { answer: { ok: true, plan: await previewImport(db, csv), csv }, status: 200 };
}
