import { describe, expect, it } from "vitest";
import type { SessionUser } from "~/accounts/session-user";
import { createProduct, getEditableProduct } from "~/catalogue/admin/product-admin.server";
import { insertCategory } from "~/catalogue/categories.server";
import {
  PRICE_MESSAGE,
  productFormValues,
  productSchema,
  STAR_MAX_MESSAGE,
  SUBCATEGORY_WITHOUT_CATEGORY,
} from "~/catalogue/product-schema";
import { csvCell, readCsv } from "~/format/csv";
import { HSN_TEXT } from "~/gst/hsn";
import { setupTempData } from "~/test/temp-data";
import {
  applyImport,
  BESTSELLER_MESSAGE,
  exportProductsCsv,
  NOT_CSV,
  previewImport,
  SHEET_COLUMNS,
} from "./product-sheet.server";

const admin: SessionUser = { id: "a1", name: "Admin", email: "a@x.test", role: "admin" };

const t = setupTempData();

function form(values: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) f.append(k, v);
  return f;
}

async function catalogue() {
  const pumps = await insertCategory(t.db, {
    name: "Submersible Pumps",
    imageMediaId: null,
    position: 0,
    subcategories: ["Borewell", "Openwell"],
  });
  const motors = await insertCategory(t.db, {
    name: "Motors",
    imageMediaId: null,
    position: 1,
    subcategories: [],
  });
  const add = (values: Record<string, string>) =>
    createProduct(t.db, admin, productSchema.parse(productFormValues(form(values))));
  const pump = await add({
    title: "V4 1 HP Borewell Pump",
    price: "14500.50",
    star: "4.5",
    review: "12",
    bestSell: "true",
    category1: String(pumps.id),
    subcategory1: String(pumps.subcategoryIds.get("Borewell")),
    category2: String(motors.id),
    description: "- Stainless steel body\nપંપ for farms",
    specification: "Head 45 m",
    features: "=Thermal overload",
    specPower: "1 HP",
    specPhase: "1",
    specHead: "10-60 m",
    specDischarge: "20-90 LPM",
    specBorewell: "4 inch",
    specDutyPoints: "60 m @ 20 LPM\n45 m @ 60 LPM\n20 m @ 90 LPM",
  });
  const motor = await add({ title: "Motor 2 HP", price: "9000", star: "4" });
  return { pump, motor };
}

/** A CSV in the export's layout, with some cells replaced. */
function sheet(rows: Record<string, string>[], columns: readonly string[] = SHEET_COLUMNS) {
  const quote = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  return [columns, ...rows.map((r) => columns.map((c) => r[c] ?? ""))]
    .map((cells) => cells.map(quote).join(","))
    .join("\r\n");
}

const productCount = async () =>
  Number(
    (
      await t.db
        .selectFrom("product")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("products as a spreadsheet", () => {
  it("exports every field, with a BOM, names for categories and formulas defused", async () => {
    const { pump } = await catalogue();
    const csv = await exportProductsCsv(t.db);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const [head, first] = readCsv(csv);
    expect(head?.cells).toEqual([...SHEET_COLUMNS]);
    const row = Object.fromEntries(SHEET_COLUMNS.map((c, i) => [c, first?.cells[i] ?? ""]));
    expect(row).toMatchObject({
      ID: pump,
      Title: "V4 1 HP Borewell Pump",
      "Price (₹)": "14500.50",
      Bestseller: "yes",
      "Star rating": "4.5",
      Reviews: "12",
      "Category 1": "Submersible Pumps",
      "Subcategory 1": "Borewell",
      "Category 2": "Motors",
      Description: "'- Stainless steel body\nપંપ for farms",
      Features: "'=Thermal overload",
      Power: "1 HP",
      Borewell: "4 inch",
    });
    expect(row["Duty points"]).toMatch(/45 m @ 60 LPM/);
  });

  it("carries the HSN code: exported, read under its column in any case, and checked", async () => {
    const { pump, motor } = await catalogue();
    const csv = await exportProductsCsv(t.db);
    const [head, ...body] = readCsv(csv);
    const at = head?.cells.indexOf("HSN") ?? -1;
    expect(at).toBeGreaterThan(0);
    expect(body.map((r) => r.cells[at])).toEqual(["", ""]);
    const columns = ["ID", "Title", "Price (₹)", "hsn"];
    const pumpRow = { ID: pump, Title: "V4 1 HP Borewell Pump", "Price (₹)": "14500.50" };
    const motorRow = { ID: motor, Title: "Motor 2 HP", "Price (₹)": "9000" };
    const good = sheet(
      [
        { ...pumpRow, hsn: "૮૪૧૩ ૭૦ ૧૦" },
        { ...motorRow, hsn: "8501" },
      ],
      columns,
    );
    const plan = await previewImport(t.db, good);
    expect(plan.problems).toEqual([]);
    expect(plan.rows.map((r) => r.changed)).toEqual([["HSN"], ["HSN"]]);
    await applyImport(t.db, admin, good, plan.fingerprint);
    expect((await getEditableProduct(t.db, pump))?.hsn).toBe("84137010");
    expect((await getEditableProduct(t.db, motor))?.hsn).toBe("8501");
    const bad = await previewImport(t.db, sheet([{ ...pumpRow, hsn: "841" }], columns));
    expect(bad.problems).toEqual([{ line: 2, column: "HSN", message: HSN_TEXT.shape }]);
    // An empty cell takes the code away: the product has none until someone sets it.
    const cleared = sheet([{ ...motorRow, hsn: "" }], columns);
    await applyImport(t.db, admin, cleared, (await previewImport(t.db, cleared)).fingerprint);
    expect((await getEditableProduct(t.db, motor))?.hsn).toBeNull();
  });

  it("a round trip changes nothing", async () => {
    await catalogue();
    const before = await t.db.selectFrom("product").select(["id", "updated_at"]).execute();
    const csv = await exportProductsCsv(t.db);
    const plan = await previewImport(t.db, csv);
    expect(plan.problems).toEqual([]);
    expect(plan.rows.map((r) => r.changed)).toEqual([[], []]);
    expect(plan.counts).toEqual({ add: 0, update: 0, unchanged: 2 });
    const result = await applyImport(t.db, admin, csv, plan.fingerprint);
    expect(result).toEqual({ ok: true, added: 0, updated: 0 });
    expect(await t.db.selectFrom("product").select(["id", "updated_at"]).execute()).toEqual(before);
  });

  it("previews adds, updates and unchanged rows, then applies them in one go with audit rows", async () => {
    const { pump, motor } = await catalogue();
    const csv = sheet(
      [
        {
          ID: pump,
          Title: "V4 1 HP Borewell Pump",
          "Price (₹)": "15000",
          Bestseller: "yes",
          "Star rating": "4.5",
          "Category 1": "Submersible Pumps",
          "Subcategory 1": "Borewell",
          Head: "10-60 m",
        },
        { ID: motor, Title: "Motor 2 HP", "Price (₹)": "9000", "Star rating": "4" },
        {
          Title: "Openwell Pump 0.5 HP",
          "Price (₹)": "7400",
          Bestseller: "no",
          "Star rating": "4",
          "Category 1": "submersible pumps",
          "Subcategory 1": "OPENWELL",
          Head: "4-22 m",
        },
      ],
      [
        "ID",
        "Title",
        "Price (₹)",
        "Bestseller",
        "Star rating",
        "Category 1",
        "Subcategory 1",
        "Head",
      ],
    );
    const plan = await previewImport(t.db, csv);
    expect(plan.problems).toEqual([]);
    expect(plan.rows.map((r) => [r.line, r.kind, r.changed])).toEqual([
      [2, "update", ["Price (₹)"]],
      [3, "unchanged", []],
      [4, "add", []],
    ]);
    expect(await productCount()).toBe(2);

    const result = await applyImport(t.db, admin, csv, plan.fingerprint);
    expect(result).toEqual({ ok: true, added: 1, updated: 1 });
    const updated = await getEditableProduct(t.db, pump);
    expect(updated?.price).toBe(1_500_000);
    // Columns the file left out keep the product's values.
    expect(updated?.description).toBe("- Stainless steel body\nપંપ for farms");
    expect(updated?.specs.headM).toEqual({ min: 10, max: 60 });
    expect(await productCount()).toBe(3);
    const audit = await t.db
      .selectFrom("audit_log")
      .select(["action", "detail"])
      .where("action", "like", "product.import.%")
      .orderBy("id")
      .execute();
    expect(audit).toEqual([
      { action: "product.import.update", detail: "V4 1 HP Borewell Pump" },
      { action: "product.import.add", detail: "Openwell Pump 0.5 HP" },
    ]);
  });

  it("lists every row's problems with its line and the product form's messages, and applies nothing", async () => {
    const { pump } = await catalogue();
    const csv = sheet([
      { Title: "Good pump", "Price (₹)": "100", "Star rating": "4" },
      { Title: "", "Price (₹)": "abc", "Star rating": "7" },
      { ID: "no-such-id", Title: "Ghost", "Price (₹)": "1", "Star rating": "1" },
      {
        Title: "Lost",
        "Price (₹)": "1",
        "Star rating": "1",
        "Category 1": "Garden Tools",
        "Subcategory 2": "Borewell",
        Bestseller: "maybe",
        Images: "nope123",
        Head: "10 km",
      },
      { ID: pump, Title: "Twice", "Price (₹)": "1", "Star rating": "1" },
      { ID: pump, Title: "Twice again", "Price (₹)": "1", "Star rating": "1" },
    ]);
    const plan = await previewImport(t.db, csv);
    const byLine = (line: number) =>
      plan.problems.filter((p) => p.line === line).map((p) => `${p.column}: ${p.message}`);
    expect(byLine(2)).toEqual([]);
    expect(byLine(3)).toEqual([
      "Title: Title is required",
      "Price (₹): Price must be an amount in rupees, like 4500 or 4500.50",
      `Star rating: ${STAR_MAX_MESSAGE}`,
    ]);
    expect(byLine(4)).toEqual(['ID: No product has the ID "no-such-id"']);
    expect(byLine(5)).toEqual(
      expect.arrayContaining([
        `Bestseller: ${BESTSELLER_MESSAGE}`,
        'Category 1: Category "Garden Tools" does not exist',
        `Subcategory 2: ${SUBCATEGORY_WITHOUT_CATEGORY}`,
        'Images: Image "nope123" was not found',
      ]),
    );
    expect(byLine(5).some((m) => m.startsWith("Head: "))).toBe(true);
    expect(byLine(7)).toEqual(["ID: This ID is also on line 6"]);
    const result = await applyImport(t.db, admin, csv, plan.fingerprint);
    expect(result.ok).toBe(false);
    expect(await productCount()).toBe(2);
  });

  it("refuses unknown or missing columns and an unclosed quote before reading rows", async () => {
    await catalogue();
    expect((await previewImport(t.db, "Title,Colour\nX,red\n")).problems).toEqual([
      { line: 1, column: "Colour", message: 'Unknown column "Colour"' },
      { line: 1, column: "Price (₹)", message: 'The "Price (₹)" column is missing' },
    ]);
    const shifted = await previewImport(t.db, "Title,Price (₹)\nPump, big,100\n");
    expect(shifted.problems[0]).toEqual({
      line: 2,
      column: "",
      message: "This row has 3 cells, the header 2: is a comma missing its quotes?",
    });
    expect((await previewImport(t.db, 'Title,Price (₹)\n"open,1\n')).problems).toEqual([
      { line: 2, column: "", message: "A quoted cell is not closed" },
    ]);
  });

  it("says plainly when the file is not CSV (an .xlsx, or any binary file)", async () => {
    const xlsx = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0xff, 0xfe]);
    const plan = await previewImport(t.db, new TextDecoder().decode(xlsx));
    expect(plan.problems).toEqual([{ line: 1, column: "", message: NOT_CSV }]);
  });

  it("reads Gujarati and Hindi titles back exactly, through export and import", async () => {
    await catalogue();
    const csv = await exportProductsCsv(t.db);
    const cells: Record<string, string> = {
      Title: "સબમર્સિબલ પંપ 1 HP",
      "Price (₹)": "9500",
      "Star rating": "4",
      Description: "सबमर्सिबल पंप, खेत के लिए",
    };
    const added = `${csv}${SHEET_COLUMNS.map((c) => csvCell(cells[c] ?? "")).join(",")}\r\n`;
    const plan = await previewImport(t.db, added);
    expect(plan.problems).toEqual([]);
    expect(plan.counts).toEqual({ add: 1, update: 0, unchanged: 2 });
    await applyImport(t.db, admin, added, plan.fingerprint);
    const again = await previewImport(t.db, await exportProductsCsv(t.db));
    expect(again.counts).toEqual({ add: 0, update: 0, unchanged: 3 });
    const row = await t.db
      .selectFrom("product")
      .select(["title", "description"])
      .where("title", "like", "સબમર્સિબલ%")
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ title: "સબમર્સિબલ પંપ 1 HP", description: "सबमर्सिबल पंप, खेत के लिए" });
  });

  it("refuses to apply a preview the catalogue has moved past", async () => {
    const { pump } = await catalogue();
    const csv = sheet([{ ID: pump, Title: "Renamed", "Price (₹)": "1", "Star rating": "1" }]);
    const plan = await previewImport(t.db, csv);
    // Someone saves the product between the preview and the apply.
    await t.db
      .updateTable("product")
      .set({ updated_at: Date.now() + 5000 })
      .execute();
    const result = await applyImport(t.db, admin, csv, plan.fingerprint);
    expect(result).toMatchObject({ ok: false, reason: "stale" });
    expect((await getEditableProduct(t.db, pump))?.title).toBe("V4 1 HP Borewell Pump");
  });

  it("adds a product given only its title and price, with the add form's defaults for the rest", async () => {
    await catalogue();
    const before = await productCount();
    const csv = sheet(
      [{ Title: "Pressure Pump 0.5 HP", "Price (₹)": "6200" }],
      ["Title", "Price (₹)"],
    );
    const preview = await previewImport(t.db, csv);
    expect(preview.problems).toEqual([]);
    expect(preview.counts).toEqual({ add: 1, update: 0, unchanged: 0 });
    await applyImport(t.db, admin, csv, preview.fingerprint);
    expect(await productCount()).toBe(before + 1);
    const added = await t.db
      .selectFrom("product")
      .select(["price_paise", "star", "review_count", "best_sell", "description"])
      .where("title", "=", "Pressure Pump 0.5 HP")
      .executeTakeFirstOrThrow();
    expect(added).toEqual({
      price_paise: 620_000,
      star: 0,
      review_count: 0,
      best_sell: 0,
      description: "",
    });
  });

  it("refuses a price outside the product's limits, as the form does", async () => {
    await catalogue();
    const csv = sheet([{ Title: "Dear pump", "Price (₹)": "1000001233" }], ["Title", "Price (₹)"]);
    const preview = await previewImport(t.db, csv);
    expect(preview.problems).toEqual([{ line: 2, column: "Price (₹)", message: PRICE_MESSAGE }]);
  });
});
