import { describe, expect, it } from "vitest";
import type { SessionUser } from "~/accounts/session-user";
import {
  addProductFromForm,
  updateProductFromForm,
} from "~/catalogue/admin/product-actions.server";
import { deleteProduct, getEditableProduct } from "~/catalogue/admin/product-admin.server";
import { setupTempData } from "~/test/temp-data";
import { BLANK_PRODUCT } from "./product-schema";
import { getProduct, insertProduct } from "./products.server";
import { specInputs } from "./spec-display";
import { specFieldName, specsFromText } from "./spec-schema";
import { NO_SPECS } from "./specs";
import { getProductSpecs, writeProductSpecs } from "./specs.server";

const admin: SessionUser = { id: "a1", name: "Admin", email: "a@x.test", role: "admin" };

const t = setupTempData();

function form(values: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) f.append(k, v);
  return f;
}

const specForm = (texts: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(texts).map(([k, v]) => [specFieldName(k as "power"), v]),
  ) as Record<string, string>;

const pumpTexts = {
  power: "1.5 HP",
  phase: "1",
  voltage: "415 V ±10%",
  frequency: "50 Hz",
  head: "20–105 m",
  discharge: "10–62 LPM",
  outlet: "32 mm",
  borewell: "4 inch",
  stages: "15",
  dutyPoints: "105 m @ 10 LPM\n70 m @ 40 LPM\n20 m @ 62 LPM",
};

const base = { intent: "save-product", title: "Finder pump", price: "12500", star: "4" };
const audit = () => t.db.selectFrom("audit_log").select("action").orderBy("id").execute();

describe("typed specifications in the database", () => {
  it("are saved with the product, in its transaction, and read back in stored units", async () => {
    const added = await addProductFromForm(t.db, admin, form({ ...base, ...specForm(pumpTexts) }));
    if (!added.ok) throw new Error(JSON.stringify(added));
    const product = await getProduct(t.db, added.id);
    expect(product?.specs).toEqual(specsFromText(pumpTexts));
    expect(product?.specs.voltageV).toEqual({ min: 373.5, max: 456.5 });
    expect(product?.specs.dutyPoints.map((p) => p.dischargeLpm)).toEqual([10, 40, 62]);
    expect(await audit()).toEqual([{ action: "product.add" }]);
    // The edit form starts from texts that read back to the same values.
    const editable = await getEditableProduct(t.db, added.id);
    expect(specsFromText(specInputs(editable!.specs))).toEqual(product?.specs);
  });

  it("a nonsense value refuses the whole save: no product, no specs, the field's own message", async () => {
    const result = await addProductFromForm(
      t.db,
      admin,
      form({ ...base, ...specForm({ ...pumpTexts, head: "10 km" }) }),
    );
    expect(result).toMatchObject({ ok: false, status: 400 });
    if (result.ok) return;
    expect(result.errors).toEqual({
      specHead: "10 km is not a sensible head: at most 2000 m",
    });
    const counts = await Promise.all(
      (["product", "product_spec", "product_duty_point", "audit_log"] as const).map(
        async (table) =>
          (
            await t.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as("n"))
              .executeTakeFirst()
          )?.n,
      ),
    );
    expect(counts.map(Number)).toEqual([0, 0, 0, 0]);
  });

  it("an edit replaces them whole; a stale edit writes nothing; clearing removes the row", async () => {
    const added = await addProductFromForm(t.db, admin, form({ ...base, ...specForm(pumpTexts) }));
    if (!added.ok) throw new Error("not added");
    const loaded = await getEditableProduct(t.db, added.id);
    const updatedAt = String(loaded!.updatedAt);
    const edited = await updateProductFromForm(
      t.db,
      admin,
      added.id,
      form({ ...base, updatedAt, ...specForm({ power: "2 HP", dutyPoints: "30 m @ 100 lpm" }) }),
    );
    expect(edited).toEqual({ ok: true, id: added.id });
    expect(await getProductSpecs(t.db, added.id)).toEqual({
      ...NO_SPECS,
      powerW: 1492,
      dutyPoints: [{ headM: 30, dischargeLpm: 100 }],
    });
    // Saved over the copy loaded before that edit: refused, nothing written.
    const stale = await updateProductFromForm(
      t.db,
      admin,
      added.id,
      form({ ...base, updatedAt, ...specForm({ power: "5 HP" }) }),
    );
    expect(stale).toMatchObject({ ok: false, status: 409, outcome: "stale" });
    expect((await getProductSpecs(t.db, added.id)).powerW).toBe(1492);

    const fresh = await getEditableProduct(t.db, added.id);
    await updateProductFromForm(
      t.db,
      admin,
      added.id,
      form({ ...base, updatedAt: String(fresh!.updatedAt) }),
    );
    expect(await getProductSpecs(t.db, added.id)).toEqual(NO_SPECS);
    const rows = await t.db.selectFrom("product_spec").selectAll().execute();
    expect(rows).toHaveLength(0);
    expect((await audit()).map((a) => a.action)).toEqual([
      "product.add",
      "product.update",
      "product.update",
    ]);
  });

  it("go with their product when it is deleted", async () => {
    await insertProduct(t.db, {
      ...BLANK_PRODUCT,
      id: "p1",
      title: "Pump",
      price: 100,
      specs: specsFromText(pumpTexts),
    });
    expect((await getProductSpecs(t.db, "p1")).stages).toBe(15);
    expect(await deleteProduct(t.db, admin, "p1")).toBe(true);
    expect(await t.db.selectFrom("product_spec").selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom("product_duty_point").selectAll().execute()).toEqual([]);
  });

  it("the database itself refuses values the form would never send", async () => {
    await insertProduct(t.db, {
      ...BLANK_PRODUCT,
      id: "p2",
      title: "Pump",
      price: 100,
    });
    const bad = [
      { ...NO_SPECS, phase: 2 as 1 },
      { ...NO_SPECS, headM: { min: 60, max: 10 } },
      { ...NO_SPECS, powerW: -5 },
    ];
    for (const specs of bad) {
      await expect(writeProductSpecs(t.db, "p2", specs)).rejects.toThrow();
    }
  });
});
