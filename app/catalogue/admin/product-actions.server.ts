import type { SessionUser } from "~/accounts/session-user";
import {
  createProduct,
  deleteProduct,
  ProductRefError,
  type UpdateOutcome,
  updateProduct,
} from "~/catalogue/admin/product-admin.server";
import {
  NO_SUCH_PRODUCT,
  PRODUCT_ADD_FAILED,
  PRODUCT_STALE,
  PRODUCT_UPDATE_FAILED,
  type ProductField,
  productErrors,
  productFormValues,
  productSchema,
} from "~/catalogue/product-schema";
import type { DB } from "~/db/db.server";
import { log } from "~/observability/log.server";
import {
  isStorageUnwritable,
  PRODUCT_NOT_SAVED,
  STORAGE_FULL_STATUS,
} from "~/runtime/storage-errors.server";

type Errors = Partial<Record<ProductField, string>>;
export type SaveResult =
  | { ok: true; id: string }
  | { ok: false; status: number; message: string; errors: Errors; outcome?: UpdateOutcome };

function parse(form: FormData) {
  return productSchema.safeParse(productFormValues(form));
}

/** Validates with the shared schema and adds the product (caller ran requireAdmin). */
export async function addProductFromForm(
  db: DB,
  actor: SessionUser,
  form: FormData,
): Promise<SaveResult> {
  const parsed = parse(form);
  if (!parsed.success) {
    return {
      ok: false,
      status: 400,
      message: PRODUCT_ADD_FAILED,
      errors: productErrors(parsed.error),
    };
  }
  try {
    const id = await createProduct(db, actor, parsed.data);
    return { ok: true, id };
  } catch (error) {
    if (error instanceof ProductRefError) {
      return { ok: false, status: 400, message: PRODUCT_ADD_FAILED, errors: error.errors };
    }
    return serverFault(error, PRODUCT_ADD_FAILED);
  }
}

/** Saves only over the copy the form was loaded from (compare-and-set on updated_at). */
export async function updateProductFromForm(
  db: DB,
  actor: SessionUser,
  id: string,
  form: FormData,
): Promise<SaveResult> {
  const parsed = parse(form);
  if (!parsed.success || parsed.data.updatedAt === undefined) {
    const errors = parsed.success ? { form: PRODUCT_UPDATE_FAILED } : productErrors(parsed.error);
    return { ok: false, status: 400, message: PRODUCT_UPDATE_FAILED, errors };
  }
  try {
    const outcome = await updateProduct(db, actor, id, {
      ...parsed.data,
      updatedAt: parsed.data.updatedAt,
    });
    if (outcome === "updated") return { ok: true, id };
    if (outcome === "stale") {
      return { ok: false, status: 409, message: PRODUCT_STALE, errors: {}, outcome };
    }
    return { ok: false, status: 404, message: NO_SUCH_PRODUCT, errors: {}, outcome };
  } catch (error) {
    if (error instanceof ProductRefError) {
      return { ok: false, status: 400, message: PRODUCT_UPDATE_FAILED, errors: error.errors };
    }
    return serverFault(error, PRODUCT_UPDATE_FAILED);
  }
}

/** A save that failed on our side; a full disk gets its own message (nothing was written). */
function serverFault(error: unknown, message: string): SaveResult {
  if (isStorageUnwritable(error)) {
    log().error({ err: error }, "product not saved: storage cannot be written");
    return {
      ok: false,
      status: STORAGE_FULL_STATUS,
      message: PRODUCT_NOT_SAVED,
      errors: { form: PRODUCT_NOT_SAVED },
    };
  }
  log().error({ err: error }, "product not saved");
  return { ok: false, status: 500, message, errors: {} };
}

const PRODUCT_DELETED = "Product Deleted successfully";

/** The dashboard's Delete → Yes (spec §4), a form post with intent and id; the caller ran requireAdmin. */
export async function deleteProductFromForm(
  db: DB,
  actor: SessionUser,
  form: FormData,
): Promise<{ ok: boolean; status: number; message: string }> {
  const id = form.get("id");
  if (form.get("intent") !== "delete-product" || typeof id !== "string" || id === "") {
    return { ok: false, status: 400, message: "Unknown request" };
  }
  if (!(await deleteProduct(db, actor, id))) {
    return { ok: false, status: 404, message: NO_SUCH_PRODUCT };
  }
  return { ok: true, status: 200, message: PRODUCT_DELETED };
}
