import type { SessionUser } from "~/accounts/session-user";
import {
  addCategory,
  addSubcategory,
  CategoryRuleError,
  categoryProductCount,
  deleteCategory,
  deleteSubcategory,
  findCategory,
  renameCategory,
  renameSubcategory,
  setCategoryImage,
} from "~/catalogue/categories.server";
import {
  type CategoryAction,
  type CategoryResult,
  categoryActionSchema,
  categoryAdded,
  categoryDeleted,
  categoryImageUpdated,
  categoryProblem,
  categoryUpdated,
  failed,
  MSG,
  subcategoryAdded,
  subcategoryDeleted,
  subcategoryUpdated,
  type Verb,
} from "~/catalogue/category-schema";
import type { AuditFields } from "~/changes/audit.server";
import { commitChange } from "~/changes/commit-change.server";
import type { DB } from "~/db/db.server";
import { equalsCaseless } from "~/db/dialect.server";
import { isCatalogueOwner } from "./catalogue-owner.server";

export interface CategoryOutcome {
  status: number;
  result: CategoryResult;
}

const VERB: Record<CategoryAction["intent"], [Verb, "category" | "subcategory"]> = {
  "add-category": ["add", "category"],
  "rename-category": ["update", "category"],
  "delete-category": ["delete", "category"],
  "category-image": ["update", "category"],
  "add-subcategory": ["add", "subcategory"],
  "rename-subcategory": ["update", "subcategory"],
  "delete-subcategory": ["delete", "subcategory"],
};

function confirmDeleteText(category: string, products: number): string {
  const n = products === 1 ? "1 product uses" : `${products} products use`;
  return `${n} "${category}". Deleting it removes the category from ${products === 1 ? "that product" : "those products"}. Delete it?`;
}

/** Applies one change with its audit row (fields before and after), on the "categories" topic. */
async function apply(db: DB, actor: SessionUser, a: CategoryAction): Promise<string> {
  return commitChange(db, actor, { topics: ["categories"] }, async (trx, record) => {
    const audit = (
      action: string,
      targetType: "category" | "subcategory",
      id: number,
      detail: string,
      change: { before?: AuditFields; after?: AuditFields },
    ) => record({ action, targetType, targetId: String(id), detail, ...change });
    switch (a.intent) {
      case "add-category": {
        const c = await addCategory(trx, a.name);
        audit("category.add", "category", c.id, a.name, { after: { name: a.name } });
        return categoryAdded(a.name);
      }
      case "rename-category": {
        const c = await renameCategory(trx, a.category, a.name);
        audit("category.rename", "category", c.id, `${c.name} → ${a.name}`, {
          before: { name: c.name },
          after: { name: a.name },
        });
        return categoryUpdated(c.name, a.name);
      }
      case "delete-category": {
        const c = await deleteCategory(trx, a.category);
        audit("category.delete", "category", c.id, `${c.name} (${c.products} products)`, {
          before: { name: c.name, products: c.products },
        });
        return categoryDeleted(c.name);
      }
      case "category-image": {
        const old = await trx
          .selectFrom("category")
          .select("image_media_id")
          .where(equalsCaseless(trx, "name", a.category.trim()))
          .executeTakeFirst();
        const c = await setCategoryImage(trx, a.category, a.image);
        audit("category.image", "category", c.id, `${c.name}: ${a.image}`, {
          before: { image: old?.image_media_id ?? null },
          after: { image: a.image },
        });
        return categoryImageUpdated(c.name);
      }
      case "add-subcategory": {
        const r = await addSubcategory(trx, a.category, a.name);
        audit(
          "subcategory.add",
          "subcategory",
          r.subcategory.id,
          `${r.category.name} › ${a.name}`,
          { after: { category: r.category.name, name: a.name } },
        );
        return subcategoryAdded(a.name, r.category.name);
      }
      case "rename-subcategory": {
        const r = await renameSubcategory(trx, a.category, a.subcategory, a.name);
        audit(
          "subcategory.rename",
          "subcategory",
          r.subcategory.id,
          `${r.category.name} › ${r.subcategory.name} → ${a.name}`,
          { before: { name: r.subcategory.name }, after: { name: a.name } },
        );
        return subcategoryUpdated(r.subcategory.name, a.name, r.category.name);
      }
      case "delete-subcategory": {
        const r = await deleteSubcategory(trx, a.category, a.subcategory);
        audit(
          "subcategory.delete",
          "subcategory",
          r.subcategory.id,
          `${r.category.name} › ${r.subcategory.name}`,
          { before: { category: r.category.name, name: r.subcategory.name } },
        );
        return subcategoryDeleted(r.subcategory.name, r.category.name);
      }
    }
  });
}

/**
 * A category form post from an admin (the caller has run requireAdmin):
 * validate with the shared schema, check the owner-only and confirm-first
 * rules, then apply it (audited, and published once committed).
 */
export async function runCategoryAction(
  db: DB,
  actor: SessionUser,
  form: FormData,
): Promise<CategoryOutcome> {
  const parsed = categoryActionSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return { status: 400, result: { ok: false, message: categoryProblem(parsed.error) } };
  }
  const action = parsed.data;
  if (action.intent === "category-image" && !(await isCatalogueOwner(db, actor))) {
    return { status: 403, result: { ok: false, message: MSG.unauthorized } };
  }
  if (action.intent === "delete-category" && !action.confirmed) {
    const found = await findCategory(db, action.category);
    const products = found ? await categoryProductCount(db, found.id) : 0;
    if (found && products > 0) {
      return {
        status: 409,
        result: {
          ok: false,
          message: confirmDeleteText(found.name, products),
          confirm: { category: found.name, products },
        },
      };
    }
  }
  const [verb, what] = VERB[action.intent];
  try {
    const message = await apply(db, actor, action);
    return { status: 200, result: { ok: true, message } };
  } catch (error) {
    if (!(error instanceof CategoryRuleError)) console.error(error);
    const reason = error instanceof Error ? error.message : String(error);
    const status = error instanceof CategoryRuleError ? 400 : 500;
    return { status, result: { ok: false, message: failed(verb, what, reason) } };
  }
}
