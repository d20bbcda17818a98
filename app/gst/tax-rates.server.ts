import type { SessionUser } from "~/accounts/session-user";
import { postedValues, readIntent } from "~/admin/kit/edit-in-place.server";
import { type AuditFields, changedFields } from "~/changes/audit.server";
import { commitChange } from "~/changes/commit-change.server";
import type { DB } from "~/db/db.server";
import { isUniqueViolation } from "~/db/dialect.server";
import { indiaDay, indiaDayText, isIndiaDay } from "~/format/india-time";
import { type FieldErrors, fieldErrors } from "~/forms/field-errors";
import { hsnLineage } from "./hsn";
import {
  percentText,
  TAX_RATE_INTENTS,
  TAX_RATE_TEXT,
  type TaxRate,
  type TaxRateField,
  type TaxRateGroup,
  type TaxRateInput,
  type TaxRateIntent,
  taxRateSchema,
} from "./tax-rate-schema";

/**
 * GST rates per HSN code from a date on (docs/gst.md, "Tax rates"), kept by
 * the admin at /admin/tax-rates: the list, the rate in force on a day, and
 * adding, editing and deleting a rate. Each change is one commitChange with
 * its audit row and no topic: no cached page shows a rate, and a quotation
 * copies the rate it is made with, so a change here never alters one.
 *
 * A product's HSN takes its rate from the most specific code that has one:
 * its own, else its subheading's, else its heading's (hsnLineage), as the
 * rate notifications list goods by heading, subheading or tariff item.
 */

export type TaxRateResult =
  | { ok: true; message: string; id: number | null }
  | { ok: false; status: number; message: string; errors: FieldErrors<TaxRateField> };

type Row = {
  id: number;
  hsn: string;
  rate_bp: number;
  effective_from: string;
  note: string;
  example: number;
  updated_at: number | string;
};

const COLUMNS = [
  "id",
  "hsn",
  "rate_bp",
  "effective_from",
  "note",
  "example",
  "updated_at",
] as const;

/** Rows per `IN (…)` list, well under both databases' parameter limits. */
const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** Each code's latest rate taking effect on or before `onDate`. */
async function latestRates(
  db: DB,
  codes: readonly string[],
  onDate: string,
): Promise<Map<string, number>> {
  const latest = new Map<string, number>();
  for (const part of chunks(codes)) {
    const rows = await db
      .selectFrom("tax_rate")
      .select(["hsn", "rate_bp"])
      .where("hsn", "in", part)
      .where("effective_from", "<=", onDate)
      .orderBy("hsn")
      .orderBy("effective_from", "desc")
      .execute();
    for (const r of rows) if (!latest.has(r.hsn)) latest.set(r.hsn, Number(r.rate_bp));
  }
  return latest;
}

/**
 * The GST rate (basis points) in force on `onDate` (YYYY-MM-DD, India) for
 * each of `hsns`: the rate with the latest effective-from on or before that
 * day, of the HSN itself or else of its subheading or heading. An HSN with
 * none is absent. What a quotation line takes its rate from.
 */
export async function ratesOn(
  db: DB,
  hsns: readonly string[],
  onDate: string /* YYYY-MM-DD */,
): Promise<Map<string, number /* rate_bp */>> {
  if (!isIndiaDay(onDate)) throw new Error(`ratesOn: "${onDate}" is not a YYYY-MM-DD day`);
  const wanted = [...new Set(hsns)];
  const latest = await latestRates(db, [...new Set(wanted.flatMap(hsnLineage))], onDate);
  const out = new Map<string, number>();
  for (const hsn of wanted) {
    const from = hsnLineage(hsn).find((code) => latest.has(code));
    if (from !== undefined) out.set(hsn, latest.get(from) as number);
  }
  return out;
}

/** A catalogue product as a quotation line starts from it, with its HSN's rate on a day. */
export interface ProductOnDay {
  id: string;
  title: string;
  pricePaise: number;
  /** '' when the product has no HSN. */
  hsn: string;
  /** The rate in force that day (basis points); null when its HSN has none. */
  rateBasisPoints: number | null;
}

/**
 * The one read of "the rate of an HSN on a day" for products: each product's
 * title, price and HSN with the rate in force on `onDate` (ratesOn). Products
 * that do not exist are absent.
 */
export async function productsOnDay(
  db: DB,
  productIds: readonly string[],
  onDate: string /* YYYY-MM-DD */,
): Promise<Map<string, ProductOnDay>> {
  const ids = [...new Set(productIds)];
  const out = new Map<string, ProductOnDay>();
  if (ids.length === 0) return out;
  const products = [];
  for (const part of chunks(ids))
    products.push(
      ...(await db
        .selectFrom("product")
        .select(["id", "title", "price_paise", "hsn"])
        .where("id", "in", part)
        .execute()),
    );
  const rates = await ratesOn(
    db,
    products.flatMap((p) => (p.hsn ? [p.hsn] : [])),
    onDate,
  );
  for (const p of products)
    out.set(p.id, {
      id: p.id,
      title: p.title,
      pricePaise: Number(p.price_paise),
      hsn: p.hsn ?? "",
      rateBasisPoints: p.hsn ? (rates.get(p.hsn) ?? null) : null,
    });
  return out;
}

/** Every HSN that has a rate, with the rate in force today in India (a picker's choices), by HSN. */
export async function ratesInForceToday(
  db: DB,
  now = Date.now(),
): Promise<Map<string, number /* rate_bp */>> {
  const rows = await db.selectFrom("tax_rate").select("hsn").distinct().orderBy("hsn").execute();
  return ratesOn(
    db,
    rows.map((r) => r.hsn),
    indiaDay(now),
  );
}

/** The codes that have rates, and how many products carry each HSN. */
async function coverage(db: DB) {
  const [codes, products] = await Promise.all([
    db.selectFrom("tax_rate").select("hsn").distinct().execute(),
    db
      .selectFrom("product")
      .select((eb) => ["hsn", eb.fn.countAll<number | string>().as("n")])
      .where("hsn", "is not", null)
      .where("hsn", "!=", "")
      .groupBy("hsn")
      .execute(),
  ]);
  return {
    codes: new Set(codes.map((c) => c.hsn)),
    products: new Map(products.map((p) => [p.hsn as string, Number(p.n)])),
  };
}

/** The code a product's HSN takes its rate from, among `codes` (null: none). */
const ruling = (hsn: string, codes: ReadonlySet<string>) =>
  hsnLineage(hsn).find((code) => codes.has(code)) ?? null;

/**
 * Products taking their rate from each code, and of those the ones left with
 * no rate at all if that code had none (no subheading or heading behind it).
 */
function productsByCode(codes: ReadonlySet<string>, products: ReadonlyMap<string, number>) {
  const out = new Map<string, { products: number; stranded: number }>();
  for (const [hsn, n] of products) {
    const code = ruling(hsn, codes);
    if (code === null) continue;
    const left = new Set(codes);
    left.delete(code);
    const count = out.get(code) ?? { products: 0, stranded: 0 };
    count.products += n;
    if (ruling(hsn, left) === null) count.stranded += n;
    out.set(code, count);
  }
  return out;
}

const toRate = (r: Row, inForce: boolean): TaxRate => ({
  id: Number(r.id),
  hsn: r.hsn,
  rateBp: Number(r.rate_bp),
  effectiveFrom: r.effective_from,
  note: r.note,
  example: Number(r.example) === 1,
  inForce,
  updatedAt: Number(r.updated_at),
});

/** How many products without a rate the page lists (the count covers them all). */
const WITHOUT_RATE_SHOWN = 50;

/**
 * The page: each HSN with its rates (newest first, the one in force today
 * marked) and the products that take their rate from it; and the products
 * whose quotations would find no rate today (no HSN, or none in force).
 */
export async function listTaxRates(db: DB, now = Date.now()) {
  const today = indiaDay(now);
  const [rows, { codes, products }] = await Promise.all([
    db
      .selectFrom("tax_rate")
      .select(COLUMNS)
      .orderBy("hsn")
      .orderBy("effective_from", "desc")
      .execute(),
    coverage(db),
  ]);
  const counts = productsByCode(codes, products);
  const groups: TaxRateGroup[] = [];
  for (const r of rows) {
    let group = groups.at(-1);
    if (group?.hsn !== r.hsn) {
      const count = counts.get(r.hsn) ?? { products: 0, stranded: 0 };
      group = { hsn: r.hsn, rates: [], inForce: null, ...count };
      groups.push(group);
    }
    const inForce = group.inForce === null && r.effective_from <= today;
    const rate = toRate(r, inForce);
    if (inForce) group.inForce = rate;
    group.rates.push(rate);
  }
  const rated = await ratesOn(db, [...products.keys()], today);
  const unrated = [...products.keys()].filter((hsn) => !rated.has(hsn));
  const withoutRate = db
    .selectFrom("product")
    .where((eb) =>
      eb.or([
        eb("hsn", "is", null),
        eb("hsn", "=", ""),
        ...chunks(unrated).map((part) => eb("hsn", "in", part)),
      ]),
    );
  const [shown, total] = await Promise.all([
    withoutRate
      .select(["id", "title", "hsn"])
      .orderBy("title")
      .orderBy("id")
      .limit(WITHOUT_RATE_SHOWN)
      .execute(),
    withoutRate.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return {
    today,
    groups,
    withoutRate: {
      total: Number(total.n),
      products: shown.map((p) => ({ id: p.id, title: p.title, hsn: p.hsn || null })),
    },
  };
}

async function getRow(db: DB, id: number): Promise<Row | undefined> {
  return db.selectFrom("tax_rate").select(COLUMNS).where("id", "=", id).executeTakeFirst();
}

/** A rate as the audit log shows it. */
const auditFields = (r: {
  hsn: string;
  rateBp: number;
  from: string;
  note: string;
  example: boolean;
}): AuditFields => ({
  hsn: r.hsn,
  rate: percentText(r.rateBp),
  from: r.from,
  note: r.note,
  example: r.example,
});

const rowFields = (r: Row) =>
  auditFields({
    hsn: r.hsn,
    rateBp: Number(r.rate_bp),
    from: r.effective_from,
    note: r.note,
    example: Number(r.example) === 1,
  });

const refused = (
  status: number,
  message: string,
  errors: FieldErrors<TaxRateField> = {},
): TaxRateResult => ({ ok: false, status, message, errors });

const notAdmin = (actor: SessionUser) =>
  actor.role === "admin" ? null : refused(403, TAX_RATE_TEXT.adminsOnly);

const duplicate = (input: TaxRateInput) => {
  const message = TAX_RATE_TEXT.duplicate(input.hsn, indiaDayText(input.from));
  return refused(409, message, { from: message });
};

/** Another rate of the same HSN from the same day (a rate being edited is not its own twin). */
async function twin(trx: DB, input: TaxRateInput, except: number | null) {
  let query = trx
    .selectFrom("tax_rate")
    .select("id")
    .where("hsn", "=", input.hsn)
    .where("effective_from", "=", input.from);
  if (except !== null) query = query.where("id", "!=", except);
  return query.executeTakeFirst();
}

/**
 * Refuses taking away an HSN's only rate while products take their rate from
 * it and would be left with none (no subheading or heading rate behind it):
 * their quotations would have no rate to start from. Past quotations keep
 * theirs either way.
 */
async function lastRateRefusal(trx: DB, row: Row): Promise<TaxRateResult | null> {
  const others = await trx
    .selectFrom("tax_rate")
    .select("id")
    .where("hsn", "=", row.hsn)
    .where("id", "!=", row.id)
    .limit(1)
    .executeTakeFirst();
  if (others) return null;
  const { codes, products } = await coverage(trx);
  const stranded = productsByCode(codes, products).get(row.hsn)?.stranded ?? 0;
  return stranded > 0 ? refused(409, TAX_RATE_TEXT.lastRate(row.hsn, stranded)) : null;
}

/** A twin made by someone else at the same moment: the unique key refuses it, said as a duplicate. */
async function orDuplicate(input: TaxRateInput, change: () => Promise<TaxRateResult>) {
  try {
    return await change();
  } catch (error) {
    if (isUniqueViolation(error)) return duplicate(input);
    throw error;
  }
}

/** Adds a rate checked by a person (not an example). */
export async function addTaxRate(
  db: DB,
  actor: SessionUser,
  input: TaxRateInput,
): Promise<TaxRateResult> {
  const refusal = notAdmin(actor);
  if (refusal) return refusal;
  return orDuplicate(input, () =>
    commitChange(db, actor, { topics: [] }, async (trx, audit) => {
      if (await twin(trx, input, null)) return duplicate(input);
      const now = Date.now();
      const row = await trx
        .insertInto("tax_rate")
        .values({
          hsn: input.hsn,
          rate_bp: input.rate,
          effective_from: input.from,
          note: input.note,
          example: 0,
          created_at: now,
          updated_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const id = Number(row.id);
      audit({
        action: "tax_rate.add",
        targetType: "tax_rate",
        targetId: String(id),
        detail: `HSN ${input.hsn}`,
        after: auditFields({ ...input, rateBp: input.rate, example: false }),
      });
      const day = indiaDayText(input.from);
      return {
        ok: true,
        message: TAX_RATE_TEXT.added(input.hsn, percentText(input.rate), day),
        id,
      };
    }),
  );
}

/**
 * Changes a rate. Saving it, changed or not, clears its example mark: the
 * person saving it has checked it. A quotation already made keeps its rate.
 */
export async function editTaxRate(
  db: DB,
  actor: SessionUser,
  id: number,
  input: TaxRateInput,
): Promise<TaxRateResult> {
  const refusal = notAdmin(actor);
  if (refusal) return refusal;
  return orDuplicate(input, () =>
    commitChange(db, actor, { topics: [] }, async (trx, audit) => {
      const before = await getRow(trx, id);
      if (!before) return refused(404, TAX_RATE_TEXT.notFound);
      const diff = changedFields(
        rowFields(before),
        auditFields({ ...input, rateBp: input.rate, example: false }),
      );
      if (Object.keys(diff.after).length === 0)
        return { ok: true, message: TAX_RATE_TEXT.unchanged(input.hsn), id };
      if (await twin(trx, input, id)) return duplicate(input);
      if (input.hsn !== before.hsn) {
        const stranded = await lastRateRefusal(trx, before);
        if (stranded) return stranded;
      }
      await trx
        .updateTable("tax_rate")
        .set({
          hsn: input.hsn,
          rate_bp: input.rate,
          effective_from: input.from,
          note: input.note,
          example: 0,
          updated_at: Math.max(Date.now(), Number(before.updated_at) + 1),
        })
        .where("id", "=", id)
        .execute();
      audit({
        action: "tax_rate.update",
        targetType: "tax_rate",
        targetId: String(id),
        detail: `HSN ${input.hsn}`,
        ...diff,
      });
      const day = indiaDayText(input.from);
      return {
        ok: true,
        message: TAX_RATE_TEXT.updated(input.hsn, percentText(input.rate), day),
        id,
      };
    }),
  );
}

/**
 * Deletes a rate entered by mistake; an earlier rate of the HSN, if any, is
 * then in force again. The only rate of an HSN that products depend on is
 * refused (lastRateRefusal): correct it instead.
 */
export async function deleteTaxRate(
  db: DB,
  actor: SessionUser,
  id: number,
): Promise<TaxRateResult> {
  const refusal = notAdmin(actor);
  if (refusal) return refusal;
  return commitChange(db, actor, { topics: [] }, async (trx, audit) => {
    const before = await getRow(trx, id);
    if (!before) return refused(404, TAX_RATE_TEXT.notFound);
    const stranded = await lastRateRefusal(trx, before);
    if (stranded) return stranded;
    await trx.deleteFrom("tax_rate").where("id", "=", id).execute();
    audit({
      action: "tax_rate.delete",
      targetType: "tax_rate",
      targetId: String(id),
      detail: `HSN ${before.hsn}`,
      before: rowFields(before),
    });
    const day = indiaDayText(before.effective_from);
    return { ok: true, message: TAX_RATE_TEXT.deleted(before.hsn, day), id: null };
  });
}

/** What a posted form asks for: its intent and, for a refusal, the values to show again. */
export type TaxRateAction = TaxRateResult & {
  intent: TaxRateIntent | null;
  taxRateId: number | null;
  values: Record<string, string>;
};

/** The page's action: reads the form with the shared schema, then does what it asks. */
export async function runTaxRateAction(
  db: DB,
  actor: SessionUser,
  form: FormData,
): Promise<TaxRateAction> {
  const values = postedValues(form, { fields: 20 });
  const { intent, id: taxRateId } = readIntent(form, TAX_RATE_INTENTS);
  const answer = (result: TaxRateResult): TaxRateAction => ({
    ...result,
    intent,
    taxRateId,
    values,
  });
  const refusal = notAdmin(actor);
  if (refusal) return answer(refusal);
  if (intent === null) return answer(refused(400, TAX_RATE_TEXT.unknownRequest));
  if (intent !== "add" && taxRateId === null) return answer(refused(404, TAX_RATE_TEXT.notFound));
  if (intent === "delete" && taxRateId !== null)
    return answer(await deleteTaxRate(db, actor, taxRateId));
  const parsed = taxRateSchema.safeParse(values);
  if (!parsed.success)
    return answer(refused(400, TAX_RATE_TEXT.failed, fieldErrors<TaxRateField>(parsed.error)));
  if (intent === "edit" && taxRateId !== null)
    return answer(await editTaxRate(db, actor, taxRateId, parsed.data));
  return answer(await addTaxRate(db, actor, parsed.data));
}
