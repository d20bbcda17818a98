import { describe, expect, it } from "vitest";
import type { SessionUser } from "~/accounts/session-user";
import { createProduct } from "~/catalogue/admin/product-admin.server";
import { saveProductTranslationsFromForm } from "~/catalogue/admin/translation-editor.server";
import { productFormValues, productSchema } from "~/catalogue/product-schema";
import { getProductTranslations } from "~/catalogue/translations.server";
import { readCsv } from "~/format/csv";
import { setupTempData } from "~/test/temp-data";
import {
  applyImport,
  exportProductsCsv,
  previewImport,
  SHEET_COLUMNS,
} from "./product-sheet.server";

/** The product spreadsheet's Gujarati and Hindi columns (title_gu, title_hi, …). */

const admin: SessionUser = { id: "a1", name: "Admin", email: "a@x.test", role: "admin" };
const t = setupTempData();

function form(values: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) f.append(k, v);
  return f;
}

function sheet(rows: Record<string, string>[], columns: readonly string[]) {
  const quote = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  return [columns, ...rows.map((r) => columns.map((c) => r[c] ?? ""))]
    .map((cells) => cells.map(quote).join(","))
    .join("\r\n");
}

async function pump() {
  const id = await createProduct(
    t.db,
    admin,
    productSchema.parse(
      productFormValues(
        form({
          title: "V4 1 HP Borewell Pump",
          price: "14500",
          star: "4",
          description: "Stainless steel body\nFor farms",
        }),
      ),
    ),
  );
  const opened = await getProductTranslations(t.db, id);
  const saved = await saveProductTranslationsFromForm(
    t.db,
    admin,
    id,
    form({
      updatedAt: String(opened?.updatedAt),
      title_gu: "V4 ૧ HP બોરવેલ પંપ",
      description_gu: "સ્ટેનલેસ સ્ટીલ બોડી\nખેતર માટે",
      title_hi: "V4 1 HP बोरवेल पंप",
    }),
  );
  expect(saved).toMatchObject({ ok: true });
  return id;
}

const translations = () =>
  t.db.selectFrom("product_translation").selectAll().orderBy("locale").execute();

describe("translated columns in the product spreadsheet", () => {
  it("exports each language's fields and a round trip changes nothing", async () => {
    const id = await pump();
    const csv = await exportProductsCsv(t.db);
    const [head, first] = readCsv(csv);
    expect(head?.cells).toEqual([...SHEET_COLUMNS]);
    expect(head?.cells).toEqual(
      expect.arrayContaining(["title_gu", "title_hi", "description_gu", "features_hi"]),
    );
    const row = Object.fromEntries(SHEET_COLUMNS.map((c, i) => [c, first?.cells[i] ?? ""]));
    expect(row).toMatchObject({
      ID: id,
      title_gu: "V4 ૧ HP બોરવેલ પંપ",
      title_hi: "V4 1 HP बोरवेल पंप",
      description_gu: "સ્ટેનલેસ સ્ટીલ બોડી\nખેતર માટે",
      description_hi: "",
    });
    const before = await translations();
    const plan = await previewImport(t.db, csv);
    expect(plan.problems).toEqual([]);
    expect(plan.counts).toEqual({ add: 0, update: 0, unchanged: 1 });
    expect(await applyImport(t.db, admin, csv, plan.fingerprint)).toEqual({
      ok: true,
      added: 0,
      updated: 0,
    });
    expect(await translations()).toEqual(before);
  });

  it("imports translations: changed cells are made from the English in the file, others go out of date", async () => {
    const id = await pump();
    const csv = sheet(
      [
        {
          ID: id,
          Title: "V4 1.5 HP Borewell Pump",
          "Price (₹)": "14500",
          title_gu: "V4 ૧ HP બોરવેલ પંપ",
          title_hi: "V4 1.5 HP बोरवेल पंप",
          features_hi: "मजबूत",
        },
        { Title: "New pump", "Price (₹)": "100", title_gu: "નવો પંપ" },
      ],
      ["ID", "Title", "Price (₹)", "title_gu", "title_hi", "features_hi"],
    );
    const plan = await previewImport(t.db, csv);
    expect(plan.problems).toEqual([]);
    expect(plan.rows.map((r) => [r.kind, r.changed])).toEqual([
      ["update", ["Title", "title_hi", "features_hi"]],
      ["add", []],
    ]);
    expect(await applyImport(t.db, admin, csv, plan.fingerprint)).toEqual({
      ok: true,
      added: 1,
      updated: 1,
    });
    const after = await getProductTranslations(t.db, id);
    expect(after?.fields.title.gu).toMatchObject({ status: "outdated", text: "V4 ૧ HP બોરવેલ પંપ" });
    expect(after?.fields.title.hi).toMatchObject({ status: "current", text: "V4 1.5 HP बोरवेल पंप" });
    // Columns the file left out keep what was there.
    expect(after?.fields.description.gu.text).toBe("સ્ટેનલેસ સ્ટીલ બોડી\nખેતર માટે");
    const added = await t.db
      .selectFrom("product_translation as pt")
      .innerJoin("product as p", "p.id", "pt.product_id")
      .select(["pt.title", "pt.title_source"])
      .where("p.title", "=", "New pump")
      .execute();
    expect(added).toEqual([{ title: "નવો પંપ", title_source: "New pump" }]);
    const actions = await t.db.selectFrom("audit_log").select("action").orderBy("id").execute();
    expect(actions.map((a) => a.action).slice(-4)).toEqual([
      "product.import.update",
      "product.import.translate",
      "product.import.add",
      "product.import.translate",
    ]);
  });

  it("refuses a malformed translated column with its line and column, and changes nothing", async () => {
    const id = await pump();
    const before = await translations();
    const csv = sheet(
      [
        { ID: id, Title: "V4 1 HP Borewell Pump", "Price (₹)": "14500", title_gu: "<b>પંપ</b>" },
        {
          ID: "",
          Title: "Other",
          "Price (₹)": "1",
          description_hi: "ठीक\u0007",
          title_hi: "प".repeat(201),
        },
      ],
      ["ID", "Title", "Price (₹)", "title_gu", "title_hi", "description_hi"],
    );
    const plan = await previewImport(t.db, csv);
    expect(plan.problems).toEqual([
      {
        line: 2,
        column: "title_gu",
        message:
          "Gujarati title cannot contain markup such as <b> or <script>. Please write plain text.",
      },
      { line: 3, column: "title_hi", message: "Hindi title is too long (200 characters at most)" },
      {
        line: 3,
        column: "description_hi",
        message: "Hindi description contains invisible control characters. Please retype it.",
      },
    ]);
    expect(await applyImport(t.db, admin, csv, plan.fingerprint)).toMatchObject({
      ok: false,
      reason: "problems",
    });
    expect(await translations()).toEqual(before);
  });
});
