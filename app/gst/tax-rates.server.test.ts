import { describe, expect, it } from "vitest";
import type { SessionUser } from "~/accounts/session-user";
import { BLANK_PRODUCT } from "~/catalogue/product-schema";
import { insertProduct } from "~/catalogue/products.server";
import { onLocalChange } from "~/changes/events.server";
import type { DB } from "~/db/db.server";
import { indiaDayStart } from "~/format/india-time";
import { setupTempData } from "~/test/temp-data";
import { HSN_TEXT } from "./hsn";
import { TAX_RATE_TEXT, type TaxRateInput, taxRateSchema } from "./tax-rate-schema";
import {
  addTaxRate,
  deleteTaxRate,
  editTaxRate,
  listTaxRates,
  ratesInForceToday,
  ratesOn,
  runTaxRateAction,
  type TaxRateResult,
} from "./tax-rates.server";

/**
 * Tax rates on a real database (SQLite, and PostgreSQL in its run): the rate
 * in force on a day, the page's list, and each change with its audit row;
 * every refusal changes nothing at all.
 */

const t = setupTempData();

const admin: SessionUser = { id: "a1", name: "Boss", email: "boss@x.test", role: "admin" };
const user: SessionUser = { id: "u1", name: "Nosy", email: "nosy@x.test", role: "user" };

function form(values: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) f.append(k, v);
  return f;
}

const input = (hsn: string, rate: string, from: string, note = ""): TaxRateInput =>
  taxRateSchema.parse({ hsn, rate, from, note });

const idOf = (r: TaxRateResult): number => (r.ok ? (r.id ?? 0) : 0);

async function add(hsn: string, rate: string, from: string): Promise<number> {
  const r = await addTaxRate(t.db, admin, input(hsn, rate, from));
  if (!r.ok) throw new Error(r.message);
  return idOf(r);
}

/** The seed's own kind of row: an example to check. */
async function example(hsn: string, rateBp: number, from: string): Promise<number> {
  const row = await t.db
    .insertInto("tax_rate")
    .values({
      hsn,
      rate_bp: rateBp,
      effective_from: from,
      note: "Seeded",
      example: 1,
      created_at: 1,
      updated_at: 1,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

let seq = 0;
async function product(hsn: string | null, title = `Pump ${++seq}`): Promise<string> {
  return insertProduct(t.db, { ...BLANK_PRODUCT, title, price: 100, hsn });
}

async function rows(db: DB = t.db) {
  return db
    .selectFrom("tax_rate")
    .select(["hsn", "rate_bp", "effective_from", "note", "example"])
    .orderBy("hsn")
    .orderBy("effective_from")
    .execute();
}

async function audits() {
  const list = await t.db
    .selectFrom("audit_log")
    .select(["action", "target_type", "detail", "before_json", "after_json"])
    .orderBy("id")
    .execute();
  return list.map((r) => ({
    action: r.action,
    type: r.target_type,
    detail: r.detail,
    before: r.before_json ? JSON.parse(r.before_json) : null,
    after: r.after_json ? JSON.parse(r.after_json) : null,
  }));
}

/** A refusal: its answer, and no row, audit or publish. */
async function refusedWithoutTrace(step: () => Promise<TaxRateResult>) {
  const before = { rows: await rows(), audits: await audits() };
  const topics: string[] = [];
  const stop = onLocalChange((e) => topics.push(e.topic));
  let result: TaxRateResult;
  try {
    result = await step();
  } finally {
    stop();
  }
  expect(result.ok).toBe(false);
  expect({ rows: await rows(), audits: await audits(), topics }).toEqual({ ...before, topics: [] });
  return result as Extract<TaxRateResult, { ok: false }>;
}

describe("the rate in force on a day", () => {
  it("is the rate with the latest effective date on or before it, per HSN", async () => {
    await add("8413", "12", "2017-07-01");
    await add("8413", "18", "2022-07-18");
    await add("8501", "18", "2017-11-15");
    const on = (day: string) => ratesOn(t.db, ["8413", "8501", "8467"], day);
    expect(await on("2022-07-17")).toEqual(
      new Map([
        ["8413", 1200],
        ["8501", 1800],
      ]),
    );
    expect(await on("2022-07-18")).toEqual(
      new Map([
        ["8413", 1800],
        ["8501", 1800],
      ]),
    );
    // Before any rate: absent, as an HSN with none is.
    expect(await on("2017-08-01")).toEqual(new Map([["8413", 1200]]));
    expect(await ratesOn(t.db, [], "2026-01-01")).toEqual(new Map());
  });

  it("of a tariff item comes from its subheading or heading unless it has its own", async () => {
    await add("8413", "18", "2022-07-18");
    await add("84137010", "5", "2025-09-22");
    const wanted = ["84137010", "84137091", "841370", "84"];
    expect(await ratesOn(t.db, wanted, "2025-09-21")).toEqual(
      new Map([
        ["84137010", 1800],
        ["84137091", 1800],
        ["841370", 1800],
      ]),
    );
    expect((await ratesOn(t.db, wanted, "2025-09-22")).get("84137010")).toBe(500);
  });

  it("refuses a day that is not YYYY-MM-DD, and today's rates are India's today", async () => {
    await expect(ratesOn(t.db, ["8413"], "18/07/2022")).rejects.toThrow(/YYYY-MM-DD/);
    await add("8413", "12", "2017-07-01");
    await add("8413", "18", "2022-07-18");
    await add("8537", "18", "2030-01-01");
    // 23:00 UTC on 17 July is already the 18th in India.
    const lateOn17th = (indiaDayStart("2022-07-18") ?? 0) + 30 * 60_000;
    expect(await ratesInForceToday(t.db, lateOn17th)).toEqual(new Map([["8413", 1800]]));
    expect(await ratesInForceToday(t.db, lateOn17th - 60 * 60_000)).toEqual(
      new Map([["8413", 1200]]),
    );
  });
});

describe("the tax-rate page's list", () => {
  it("groups rates by HSN, newest first, marks the one in force, and counts products", async () => {
    await example("8413", 1200, "2017-07-01");
    await add("8413", "18", "2022-07-18");
    await add("8413", "5", "2030-04-01");
    await add("8501", "18", "2017-11-15");
    await add("84137010", "18", "2022-07-18");
    await product("8413");
    await product("841370");
    await product("84137010");
    await product("8501");
    const noHsn = await product(null, "Blower without HSN");
    const unrated = await product("8467", "Drill without rate");
    const today = indiaDayStart("2026-11-29") ?? 0;
    const list = await listTaxRates(t.db, today);
    expect(list.today).toBe("2026-11-29");
    expect(
      list.groups.map((g) => ({
        hsn: g.hsn,
        products: g.products,
        stranded: g.stranded,
        inForce: g.inForce?.rateBp ?? null,
        rates: g.rates.map((r) => [r.effectiveFrom, r.rateBp, r.inForce, r.example]),
      })),
    ).toEqual([
      {
        hsn: "8413",
        // 8413 and 841370 (its subheading has no rate of its own).
        products: 2,
        stranded: 2,
        inForce: 1800,
        rates: [
          ["2030-04-01", 500, false, false],
          ["2022-07-18", 1800, true, false],
          ["2017-07-01", 1200, false, true],
        ],
      },
      {
        hsn: "84137010",
        products: 1,
        // Its heading's rate would cover it.
        stranded: 0,
        inForce: 1800,
        rates: [["2022-07-18", 1800, true, false]],
      },
      {
        hsn: "8501",
        products: 1,
        stranded: 1,
        inForce: 1800,
        rates: [["2017-11-15", 1800, true, false]],
      },
    ]);
    expect(list.withoutRate).toEqual({
      total: 2,
      products: [
        { id: noHsn, title: "Blower without HSN", hsn: null },
        { id: unrated, title: "Drill without rate", hsn: "8467" },
      ],
    });
  });

  it("counts a product whose HSN has only a rate still to come as without a rate", async () => {
    await add("8504", "18", "2030-01-01");
    const id = await product("8504", "VFD");
    const list = await listTaxRates(t.db, indiaDayStart("2026-11-29") ?? 0);
    expect(list.groups[0]?.inForce).toBeNull();
    expect(list.withoutRate).toEqual({ total: 1, products: [{ id, title: "VFD", hsn: "8504" }] });
  });
});

describe("tax-rate changes", () => {
  it("adds a rate with its audit row, not as an example, and publishes nothing", async () => {
    const topics: string[] = [];
    const stop = onLocalChange((e) => topics.push(e.topic));
    const r = await addTaxRate(t.db, admin, input("૮૪૧૩", "18", "2022-07-18", "47th Council"));
    stop();
    expect(r).toEqual({
      ok: true,
      message: "Tax rate added: HSN 8413 at 18 % from 18 Jul 2022.",
      id: expect.any(Number),
    });
    expect(topics).toEqual([]);
    expect(await rows()).toEqual([
      {
        hsn: "8413",
        rate_bp: 1800,
        effective_from: "2022-07-18",
        note: "47th Council",
        example: 0,
      },
    ]);
    expect(await audits()).toEqual([
      {
        action: "tax_rate.add",
        type: "tax_rate",
        detail: "HSN 8413",
        before: null,
        after: {
          hsn: "8413",
          rate: "18 %",
          from: "2022-07-18",
          note: "47th Council",
          example: false,
        },
      },
    ]);
  });

  it("refuses a second rate of an HSN from the same day, saying so, and changes nothing", async () => {
    await add("8413", "18", "2022-07-18");
    const r = await refusedWithoutTrace(() =>
      addTaxRate(t.db, admin, input("8413", "12", "2022-07-18")),
    );
    const message = TAX_RATE_TEXT.duplicate("8413", "18 Jul 2022");
    expect(r).toEqual({ ok: false, status: 409, message, errors: { from: message } });
    expect(message).toBe(
      "HSN 8413 already has a rate from 18 Jul 2022: edit that rate, or choose another date.",
    );
    // The same day for another HSN is another rate.
    expect((await addTaxRate(t.db, admin, input("8501", "18", "2022-07-18"))).ok).toBe(true);
  });

  it("refuses a role user's every change", async () => {
    const id = await add("8413", "18", "2022-07-18");
    for (const step of [
      () => addTaxRate(t.db, user, input("8501", "18", "2022-07-18")),
      () => editTaxRate(t.db, user, id, input("8413", "12", "2022-07-18")),
      () => deleteTaxRate(t.db, user, id),
      () => runTaxRateAction(t.db, user, form({ intent: "delete", id: String(id) })),
    ]) {
      const r = await refusedWithoutTrace(step);
      expect(r).toMatchObject({ status: 403, message: TAX_RATE_TEXT.adminsOnly });
    }
  });

  it("editing a seeded example clears its mark, even saved unchanged, and audits what changed", async () => {
    const id = await example("8413", 1800, "2022-07-18");
    const r = await editTaxRate(t.db, admin, id, input("8413", "18", "2022-07-18", "Seeded"));
    expect(r).toMatchObject({
      ok: true,
      message: "Tax rate updated: HSN 8413 at 18 % from 18 Jul 2022.",
    });
    expect((await rows())[0]?.example).toBe(0);
    expect((await audits()).at(-1)).toEqual({
      action: "tax_rate.update",
      type: "tax_rate",
      detail: "HSN 8413",
      before: { example: true },
      after: { example: false },
    });
    // Checked already: saving it as it is changes nothing and records nothing.
    const again = await editTaxRate(t.db, admin, id, input("8413", "18", "2022-07-18", "Seeded"));
    expect(again).toMatchObject({ ok: true, message: TAX_RATE_TEXT.unchanged("8413") });
    expect(await audits()).toHaveLength(1);
    await editTaxRate(t.db, admin, id, input("8413", "12.5", "2022-07-19", "CA checked"));
    expect(await rows()).toEqual([
      { hsn: "8413", rate_bp: 1250, effective_from: "2022-07-19", note: "CA checked", example: 0 },
    ]);
    expect((await audits()).at(-1)?.after).toEqual({
      rate: "12.5 %",
      from: "2022-07-19",
      note: "CA checked",
    });
  });

  it("refuses an edit onto another rate's day, an unknown rate, and moving the only rate products need", async () => {
    await add("8413", "12", "2017-07-01");
    const later = await add("8413", "18", "2022-07-18");
    const motors = await add("8501", "18", "2017-11-15");
    await product("8501");
    const twin = await refusedWithoutTrace(() =>
      editTaxRate(t.db, admin, later, input("8413", "18", "2017-07-01")),
    );
    expect(twin).toMatchObject({
      status: 409,
      errors: { from: TAX_RATE_TEXT.duplicate("8413", "1 Jul 2017") },
    });
    const gone = await refusedWithoutTrace(() =>
      editTaxRate(t.db, admin, 999_999, input("8413", "18", "2017-07-01")),
    );
    expect(gone).toMatchObject({ status: 404, message: TAX_RATE_TEXT.notFound });
    const moved = await refusedWithoutTrace(() =>
      editTaxRate(t.db, admin, motors, input("8467", "18", "2017-11-15")),
    );
    expect(moved).toMatchObject({ status: 409, message: TAX_RATE_TEXT.lastRate("8501", 1) });
  });

  it("deletes a rate, the one before it in force again; the only rate products need is refused", async () => {
    const old = await add("8413", "12", "2017-07-01");
    const current = await add("8413", "18", "2022-07-18");
    await product("8413");
    await product("8413");
    const r = await deleteTaxRate(t.db, admin, current);
    expect(r).toEqual({
      ok: true,
      message: "The rate of HSN 8413 from 18 Jul 2022 was deleted.",
      id: null,
    });
    expect(await ratesOn(t.db, ["8413"], "2026-11-29")).toEqual(new Map([["8413", 1200]]));
    expect((await audits()).at(-1)).toMatchObject({
      action: "tax_rate.delete",
      before: { hsn: "8413", rate: "18 %", from: "2022-07-18", note: "", example: false },
      after: null,
    });

    const last = await refusedWithoutTrace(() => deleteTaxRate(t.db, admin, old));
    expect(last).toMatchObject({ status: 409, message: TAX_RATE_TEXT.lastRate("8413", 2) });
    expect(last.message).toBe(
      "This is the only rate of HSN 8413, which 2 products carry: without it their quotations would have no rate. Correct it with Edit, or give those products another HSN first.",
    );
    expect(await refusedWithoutTrace(() => deleteTaxRate(t.db, admin, old))).toMatchObject({
      status: 409,
    });
    expect(await refusedWithoutTrace(() => deleteTaxRate(t.db, admin, 999_999))).toMatchObject({
      status: 404,
    });
  });

  it("deletes the only rate of an HSN no product needs, or one whose heading covers its products", async () => {
    const unused = await add("8467", "18", "2017-11-15");
    expect((await deleteTaxRate(t.db, admin, unused)).ok).toBe(true);
    await add("8413", "18", "2022-07-18");
    const item = await add("84137010", "18", "2022-07-18");
    await product("84137010");
    expect((await deleteTaxRate(t.db, admin, item)).ok).toBe(true);
    expect(await ratesOn(t.db, ["84137010"], "2026-11-29")).toEqual(new Map([["84137010", 1800]]));
  });
});

describe("the page's action", () => {
  it("adds, edits and deletes through the form, with the schema's messages for bad input", async () => {
    const added = await runTaxRateAction(
      t.db,
      admin,
      form({ intent: "add", hsn: "8413", rate: "18", from: "2022-07-18", note: "" }),
    );
    expect(added).toMatchObject({ ok: true, intent: "add" });
    const id = idOf(added);

    const bad = await refusedWithoutTrace(() =>
      runTaxRateAction(
        t.db,
        admin,
        form({ intent: "add", hsn: "84", rate: "30", from: "2026-02-30" }),
      ),
    );
    expect(bad).toMatchObject({
      status: 400,
      message: TAX_RATE_TEXT.failed,
      errors: {
        hsn: HSN_TEXT.shape,
        rate: TAX_RATE_TEXT.rateInvalid,
        from: TAX_RATE_TEXT.fromInvalid,
      },
      values: { intent: "add", hsn: "84", rate: "30", from: "2026-02-30" },
    });

    const edited = await runTaxRateAction(
      t.db,
      admin,
      form({
        intent: "edit",
        id: String(id),
        hsn: "8413",
        rate: "12",
        from: "2017-07-01",
        note: "",
      }),
    );
    expect(edited).toMatchObject({ ok: true, taxRateId: id });
    expect(await ratesOn(t.db, ["8413"], "2026-11-29")).toEqual(new Map([["8413", 1200]]));

    const posts: Record<string, string>[] = [
      { intent: "nonsense" },
      { intent: "edit", id: "x" },
      { intent: "delete" },
    ];
    for (const post of posts) {
      const r = await refusedWithoutTrace(() => runTaxRateAction(t.db, admin, form(post)));
      expect(r.status, JSON.stringify(post)).toBeGreaterThanOrEqual(400);
    }
    expect(
      (await runTaxRateAction(t.db, admin, form({ intent: "delete", id: String(id) }))).ok,
    ).toBe(true);
    expect(await rows()).toEqual([]);
  });
});
