import { describe, expect, it } from "vitest";
import type { SessionUser } from "~/accounts/session-user";
import { auditFilterSchema } from "~/audit/audit-filter";
import { runCategoryAction } from "~/catalogue/admin/category-actions.server";
import {
  createProduct,
  deleteProduct,
  getEditableProduct,
  updateProduct,
} from "~/catalogue/admin/product-admin.server";
import { productFormValues, productSchema } from "~/catalogue/product-schema";
import { recordAudit } from "~/changes/audit.server";
import { changeLeadStatus } from "~/enquiries/admin/lead-inbox.server";
import { saveEnquiry } from "~/enquiries/enquiries.server";
import { indiaDayStart } from "~/format/india-time";
import { addImageSet, changeImageSetSlot, removeImageSet } from "~/home/image-sets.server";
import { ingestImage } from "~/media/images.server";
import { sweepUnusedMedia, UNUSED_MEDIA_GRACE_MS } from "~/media/sweep.server";
import { changeOrderStatus } from "~/orders/admin/order-admin.server";
import { createOrder } from "~/orders/orders.server";
import { jpegBytes, picture } from "~/test/media-fixtures.server";
import { setupTempData } from "~/test/temp-data";
import { type AuditRow, auditActors, listAudit } from "./audit-log.server";

const asha: SessionUser = { id: "a1", name: "Asha", email: "asha@x.test", role: "admin" };
const ravi: SessionUser = { id: "a2", name: "Ravi", email: "ravi@x.test", role: "admin" };

function form(values: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) f.append(k, v);
  return f;
}

const t = setupTempData();

const all = async (filter: Record<string, string> = {}) =>
  (await listAudit(t.db, auditFilterSchema.parse(filter))).items;

const change = (row: AuditRow | undefined, field: string) =>
  row?.changes.find((c) => c.field === field);

async function newProduct(title: string, price: string) {
  const input = productSchema.parse(productFormValues(form({ title, price, star: "4" })));
  return createProduct(t.db, asha, input);
}

describe("the audit log records every admin change with before and after", () => {
  it("products: add, update (only the changed fields) and delete", async () => {
    const id = await newProduct("Borewell pump", "1000");
    const loaded = await getEditableProduct(t.db, id);
    const edited = productSchema.parse(
      productFormValues(form({ title: "Borewell pump 1 HP", price: "1250", star: "4" })),
    );
    expect(
      await updateProduct(t.db, ravi, id, { ...edited, updatedAt: loaded?.updatedAt ?? 0 }),
    ).toBe("updated");
    expect(await deleteProduct(t.db, asha, id)).toBe(true);
    const [del, upd, add] = await all();
    expect(add).toMatchObject({ action: "product.add", actorEmail: asha.email, targetId: id });
    expect(change(add, "price")).toEqual({ field: "price", before: "", after: "₹1,000" });
    expect(upd).toMatchObject({ action: "product.update", actorEmail: ravi.email });
    expect(upd?.changes).toEqual([
      { field: "title", before: "Borewell pump", after: "Borewell pump 1 HP" },
      { field: "price", before: "₹1,000", after: "₹1,250" },
    ]);
    expect(del).toMatchObject({ action: "product.delete", detail: "Borewell pump 1 HP" });
    expect(change(del, "title")).toEqual({
      field: "title",
      before: "Borewell pump 1 HP",
      after: "",
    });
  });

  it("categories and subcategories", async () => {
    await runCategoryAction(t.db, asha, form({ intent: "add-category", name: "Pumps" }));
    await runCategoryAction(
      t.db,
      asha,
      form({ intent: "rename-category", category: "Pumps", name: "Water pumps" }),
    );
    await runCategoryAction(
      t.db,
      asha,
      form({ intent: "add-subcategory", category: "Water pumps", name: "Borewell" }),
    );
    const rows = (await all()).reverse();
    expect(rows.map((r) => r.action)).toEqual([
      "category.add",
      "category.rename",
      "subcategory.add",
    ]);
    expect(rows[1]?.changes).toEqual([{ field: "name", before: "Pumps", after: "Water pumps" }]);
    expect(change(rows[2], "name")).toEqual({ field: "name", before: "", after: "Borewell" });
  });

  it("image sets, lead and order status, and media the sweep removes", async () => {
    const one = await ingestImage(t.db, t.storage, await jpegBytes(), "images");
    const two = await ingestImage(
      t.db,
      t.storage,
      await picture(800, 600).jpeg().toBuffer(),
      "images",
    );
    const setId = await addImageSet(t.db, asha, "home", [one.id, null, null, null, null]);
    expect(setId).not.toBeNull();
    expect(
      await changeImageSetSlot(t.db, asha, {
        type: "home",
        id: setId ?? 0,
        slot: 1,
        mediaId: two.id,
      }),
    ).toBe(true);
    expect(await removeImageSet(t.db, asha, "home", setId ?? 0)).toBe(true);

    const lead = await saveEnquiry(t.db, {
      kind: "contact",
      name: "Meera",
      email: "m@x.test",
      phone: "1",
    });
    expect(await changeLeadStatus(t.db, ravi, lead.id, "contacted")).toBe("done");
    const productId = await newProduct("Mixer", "500");
    const order = await createOrder(t.db, "customer-1", [{ id: productId, quantity: 1 }]);
    expect(await changeOrderStatus(t.db, ravi, order?.id ?? "", "quoted")).toBe(true);

    await t.db.updateTable("media").set({ created_at: 0 }).where("id", "=", one.id).execute();
    expect(await sweepUnusedMedia(t.db, t.storage, { now: UNUSED_MEDIA_GRACE_MS + 10 })).toContain(
      one.id,
    );

    const rows = (await all()).reverse().filter((r) => r.targetType !== "product");
    expect(rows.map((r) => [r.action, r.actorEmail])).toEqual([
      ["image_set.add", asha.email],
      ["image_set.update", asha.email],
      ["image_set.delete", asha.email],
      ["lead.status", ravi.email],
      ["order.status", ravi.email],
      ["media.delete", "system"],
    ]);
    expect(change(rows[0], "slot 1")).toEqual({ field: "slot 1", before: "", after: one.id });
    expect(rows[1]?.changes).toEqual([{ field: "slot 1", before: one.id, after: two.id }]);
    expect(change(rows[2], "slot 1")).toEqual({ field: "slot 1", before: two.id, after: "" });
    expect(rows[3]?.changes).toEqual([{ field: "status", before: "new", after: "contacted" }]);
    expect(rows[4]?.changes).toEqual([{ field: "status", before: "received", after: "quoted" }]);
    expect(change(rows[5], "preset")).toEqual({ field: "preset", before: "images", after: "" });
  });

  it("writes nothing when the change fails (it shares the change's transaction)", async () => {
    expect(await changeLeadStatus(t.db, asha, 999, "closed")).toBe("missing");
    expect(await changeOrderStatus(t.db, asha, "nope", "quoted")).toBe(false);
    expect(await removeImageSet(t.db, asha, "home", 999)).toBe(false);
    expect(await all()).toEqual([]);
  });
});

describe("the audit page's filters", () => {
  it("filters by person, kind and days in India time, newest first, and takes many rows at once", async () => {
    const entries = Array.from({ length: 120 }, (_, i) => ({
      action: "product.update",
      targetType: "product" as const,
      targetId: `p${i}`,
      before: { price: "₹1" },
      after: { price: "₹2" },
    }));
    await recordAudit(t.db, asha, entries);
    await recordAudit(t.db, ravi, { action: "lead.status", targetType: "lead", targetId: "7" });
    expect(await auditActors(t.db)).toEqual([
      { id: asha.id, email: asha.email },
      { id: ravi.id, email: ravi.email },
    ]);
    const first = await listAudit(t.db, auditFilterSchema.parse({}));
    expect(first).toMatchObject({ total: 121, page: 1, pageCount: 3 });
    expect(first.items[0]?.action).toBe("lead.status");
    expect((await listAudit(t.db, auditFilterSchema.parse({ actor: ravi.id }))).total).toBe(1);
    expect((await listAudit(t.db, auditFilterSchema.parse({ kind: "product" }))).total).toBe(120);
    expect((await listAudit(t.db, auditFilterSchema.parse({ kind: "bogus" }))).total).toBe(121);
    // Backdate one row to 1 Jan 2026, 00:10 IST (31 Dec 2025 18:40 UTC).
    const newYear = Date.parse("2025-12-31T18:40:00Z");
    await t.db.updateTable("audit_log").set({ at: newYear }).where("target_id", "=", "7").execute();
    const day = (from: string, to: string) =>
      listAudit(t.db, auditFilterSchema.parse({ from, to }));
    expect((await day("2026-01-01", "2026-01-01")).items.map((r) => r.targetId)).toEqual(["7"]);
    expect((await day("2025-12-31", "2025-12-31")).total).toBe(0);
    expect((await day("2026-01-02", "")).total).toBe(120);
    expect(indiaDayStart("2026-01-01")).toBe(newYear - 10 * 60 * 1000);
    expect(auditFilterSchema.parse({ from: "yesterday", page: "x" })).toMatchObject({
      from: "",
      fromMs: null,
      page: 1,
    });
  });
});
