import { describe, expect, it } from "vitest";
import type { SessionUser } from "~/accounts/session-user";
import {
  createProduct,
  deleteProduct,
  getEditableProduct,
  updateProduct,
} from "~/catalogue/admin/product-admin.server";
import { insertCategory, listCategories } from "~/catalogue/categories.server";
import { productFormValues, productSchema } from "~/catalogue/product-schema";
import { getProduct } from "~/catalogue/products.server";
import { subscribe } from "~/changes/events.server";
import { setupTempData } from "~/test/temp-data";
import { runCategoryAction } from "./category-actions.server";

const admin: SessionUser = { id: "a1", name: "Admin", email: "a@x.test", role: "admin" };

function form(values: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) f.append(k, v);
  return f;
}

const t = setupTempData();

async function seedProduct() {
  const { id: catId, subcategoryIds } = await insertCategory(t.db, {
    name: "Pumps",
    imageMediaId: null,
    position: 0,
    subcategories: ["Borewell"],
  });
  const input = productSchema.parse(
    productFormValues(
      form({
        title: "Test pump",
        price: "100",
        star: "4",
        category1: String(catId),
        subcategory1: String(subcategoryIds.get("Borewell")),
      }),
    ),
  );
  const id = await createProduct(t.db, admin, input);
  return { id, input };
}

const audit = () => t.db.selectFrom("audit_log").selectAll().orderBy("id").execute();

describe("category actions on a real database", () => {
  it("two admins adding the same name at once: one succeeds, the other gets the spec's message", async () => {
    // On PostgreSQL a second pool (another instance) races for real. SQLite's
    // driver is synchronous, so a second handle in this process would block the
    // first; there the one handle serialises the writes, as one process does.
    const other = t.dialect === "postgres" ? t.reopen() : t.db;
    try {
      const names = ["Solar Pumps", "solar pumps", "SOLAR PUMPS", "Solar Pumps"];
      const outcomes = await Promise.all(
        names.map((name, i) =>
          runCategoryAction(i % 2 ? other : t.db, admin, form({ intent: "add-category", name })),
        ),
      );
      expect(outcomes.filter((o) => o.status === 200)).toHaveLength(1);
      const refused = outcomes.filter((o) => o.status !== 200);
      expect(refused.map((o) => o.status)).toEqual([400, 400, 400]);
      for (const o of refused) expect(o.result.message).toMatch(/already exists/);
      const rows = await t.db.selectFrom("category").select("name").execute();
      expect(rows).toHaveLength(1);
      const subOutcomes = await Promise.all(
        ["Borewell", "BOREWELL", "borewell"].map((name, i) =>
          runCategoryAction(
            i % 2 ? other : t.db,
            admin,
            form({ intent: "add-subcategory", category: rows[0]?.name ?? "", name }),
          ),
        ),
      );
      expect(subOutcomes.filter((o) => o.status === 200)).toHaveLength(1);
      for (const o of subOutcomes.filter((o) => o.status !== 200)) {
        expect(o.status).toBe(400);
        expect(o.result.message).toMatch(/already exists/);
      }
    } finally {
      if (other !== t.db) await other.destroy();
    }
  });

  it("renames reach products at once; duplicates are found regardless of case", async () => {
    const { id } = await seedProduct();
    const events: string[] = [];
    const stop = subscribe((e) => events.push(e.topic));
    const dup = await runCategoryAction(
      t.db,
      admin,
      form({ intent: "add-category", name: "PUMPS" }),
    );
    expect(dup).toEqual({
      status: 400,
      result: { ok: false, message: 'Failed to add category: Category "PUMPS" already exists.' },
    });
    const renamed = await runCategoryAction(
      t.db,
      admin,
      form({ intent: "rename-category", category: "pumps", name: "Water Pumps" }),
    );
    expect(renamed.result).toEqual({
      ok: true,
      message: 'Category "Pumps" updated to "Water Pumps" successfully!',
    });
    await runCategoryAction(
      t.db,
      admin,
      form({
        intent: "rename-subcategory",
        category: "Water Pumps",
        subcategory: "Borewell",
        name: "Deep",
      }),
    );
    expect((await getProduct(t.db, id))?.categories).toEqual([
      { category: "Water Pumps", subcategory: "Deep" },
    ]);
    expect(events).toEqual(["categories", "categories"]);
    stop();
    expect((await audit()).map((a) => a.action)).toEqual([
      "product.add",
      "category.rename",
      "subcategory.rename",
    ]);
  });

  it("a used category is deleted only when confirmed, and products keep the rest", async () => {
    const { id } = await seedProduct();
    const ask = await runCategoryAction(
      t.db,
      admin,
      form({ intent: "delete-category", category: "Pumps" }),
    );
    expect(ask.status).toBe(409);
    expect(ask.result.confirm).toEqual({ category: "Pumps", products: 1 });
    expect(await listCategories(t.db)).toHaveLength(1);
    const done = await runCategoryAction(
      t.db,
      admin,
      form({ intent: "delete-category", category: "Pumps", confirm: "yes" }),
    );
    expect(done.result.message).toBe('Category "Pumps" deleted successfully!');
    expect((await getProduct(t.db, id))?.categories).toEqual([]);
  });

  it("a subcategory duplicate is compared case-insensitively within its category", async () => {
    await seedProduct();
    const r = await runCategoryAction(
      t.db,
      admin,
      form({ intent: "add-subcategory", category: "Pumps", name: " BOREWELL " }),
    );
    expect(r.result.message).toBe(
      'Failed to add subcategory: Subcategory "BOREWELL" already exists in "Pumps".',
    );
  });
});

describe("product changes", () => {
  it("an update based on an outdated copy is refused and changes nothing", async () => {
    const { id, input } = await seedProduct();
    const loaded = await getEditableProduct(t.db, id);
    if (!loaded) throw new Error("missing");
    const first = await updateProduct(t.db, admin, id, {
      ...input,
      title: "First save",
      updatedAt: loaded.updatedAt,
    });
    expect(first).toBe("updated");
    const after = await getEditableProduct(t.db, id);
    expect(after?.updatedAt).toBeGreaterThan(loaded.updatedAt);
    const stale = await updateProduct(t.db, admin, id, {
      ...input,
      title: "Stale save",
      updatedAt: loaded.updatedAt,
    });
    expect(stale).toBe("stale");
    expect((await getEditableProduct(t.db, id))?.title).toBe("First save");
    expect(
      await updateProduct(t.db, admin, "nope", { ...input, updatedAt: loaded.updatedAt }),
    ).toBe("missing");
  });

  it("delete removes the product and its links, and is audited", async () => {
    const { id } = await seedProduct();
    expect(await deleteProduct(t.db, admin, id)).toBe(true);
    expect(await deleteProduct(t.db, admin, id)).toBe(false);
    expect(await getProduct(t.db, id)).toBeNull();
    const links = await t.db.selectFrom("product_category").selectAll().execute();
    expect(links).toEqual([]);
    expect((await audit()).at(-1)).toMatchObject({
      action: "product.delete",
      actor_email: "a@x.test",
      target_id: id,
    });
  });
});
