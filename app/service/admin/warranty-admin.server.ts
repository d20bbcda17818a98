import type { SessionUser } from "~/accounts/session-user";
import { adminsOnly, type Refusal, refusal } from "~/admin/kit/edit-in-place.server";
import { commitChange } from "~/changes/commit-change.server";
import type { DB } from "~/db/db.server";
import { indiaDay } from "~/format/india-time";
import { serialPath } from "~/http/paths";
import { type Page, paginateQuery } from "~/paging/paginate.server";
import { productCategory, replacedTermEnd, serialRecord, warrantyRules } from "../warranty.server";
import { ruleFor, warrantyEnd } from "../warranty-terms";
import type { RuleField, RuleInput } from "./service-admin-schema";

/**
 * Warranty rules and registrations as the admin keeps them (/admin/warranty;
 * docs/after-sales.md "Warranty rules"): rules per category from a date on
 * (a new rule replaces the old from its date; a rule no registration used can
 * be deleted), the registrations with those for review first, a registration
 * worked out again (after its serial is imported, or its installation date
 * corrected on the phone) and one deleted so the customer can register again.
 */

export type RuleResult = { ok: true; message: string } | Refusal<RuleField>;

const ADMINS_ONLY = "Only admins can change warranty rules";

export interface AdminRule {
  id: number;
  category: string | null;
  categoryId: number | null;
  effectiveFrom: string;
  monthsFromInstall: number;
  monthsFromDispatch: number | null;
  bonusMonths: number;
  bonusWithinDays: number;
  note: string;
  used: number;
}

export async function listRules(db: DB): Promise<AdminRule[]> {
  const rows = await db
    .selectFrom("warranty_rule as r")
    .leftJoin("category as c", "c.id", "r.category_id")
    .select([
      "r.id",
      "r.category_id",
      "c.name as category",
      "r.effective_from",
      "r.months_from_install",
      "r.months_from_dispatch",
      "r.bonus_months",
      "r.bonus_within_days",
      "r.note",
      (eb) =>
        eb
          .selectFrom("warranty_registration as w")
          .select((e) => e.fn.countAll<number | string>().as("n"))
          .whereRef("w.rule_id", "=", "r.id")
          .as("used"),
    ])
    .orderBy("c.name")
    .orderBy("r.effective_from", "desc")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    category: r.category,
    categoryId: r.category_id,
    effectiveFrom: r.effective_from,
    monthsFromInstall: r.months_from_install,
    monthsFromDispatch: r.months_from_dispatch,
    bonusMonths: r.bonus_months,
    bonusWithinDays: r.bonus_within_days,
    note: r.note,
    used: Number(r.used ?? 0),
  }));
}

const ruleText = (r: {
  monthsFromInstall: number;
  monthsFromDispatch: number | null;
  bonusMonths: number;
  bonusWithinDays: number;
}) =>
  `${r.monthsFromInstall} months from installation` +
  (r.monthsFromDispatch ? `, at most ${r.monthsFromDispatch} from dispatch` : "") +
  (r.bonusMonths ? `, +${r.bonusMonths} if registered within ${r.bonusWithinDays} days` : "");

/** Adds a rule: the terms of a category (or every category) from a day on. */
export async function addRule(db: DB, actor: SessionUser, input: RuleInput): Promise<RuleResult> {
  const no = adminsOnly<RuleField>(actor, ADMINS_ONLY);
  if (no) return no;
  if (input.bonusMonths && input.bonusWithinDays === 0)
    return refusal(400, "Say within how many days of installing a registration earns the bonus", {
      bonusWithinDays: "Within how many days?",
    });
  return commitChange(db, actor, { topics: [] }, async (trx, audit) => {
    const category =
      input.categoryId === null
        ? null
        : await trx
            .selectFrom("category")
            .select("name")
            .where("id", "=", input.categoryId)
            .executeTakeFirst();
    if (input.categoryId !== null && !category)
      return refusal<RuleField>(400, "That category no longer exists", {
        categoryId: "No such category",
      });
    let same = trx
      .selectFrom("warranty_rule")
      .select("id")
      .where("effective_from", "=", input.effectiveFrom);
    same =
      input.categoryId === null
        ? same.where("category_id", "is", null)
        : same.where("category_id", "=", input.categoryId);
    if (await same.executeTakeFirst())
      return refusal<RuleField>(409, "A rule for this category already starts that day", {
        effectiveFrom: "A rule for this category already starts that day",
      });
    const now = Date.now();
    const terms = {
      monthsFromInstall: input.monthsFromInstall ?? 12,
      monthsFromDispatch: input.monthsFromDispatch,
      bonusMonths: input.bonusMonths ?? 0,
      bonusWithinDays: input.bonusWithinDays,
    };
    const { id } = await trx
      .insertInto("warranty_rule")
      .values({
        category_id: input.categoryId,
        effective_from: input.effectiveFrom,
        months_from_install: terms.monthsFromInstall,
        months_from_dispatch: terms.monthsFromDispatch,
        bonus_months: terms.bonusMonths,
        bonus_within_days: terms.bonusWithinDays,
        note: input.note,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const name = category?.name ?? "Every category";
    audit({
      action: "warranty_rule.add",
      targetType: "warranty_rule",
      targetId: String(id),
      detail: `${name} from ${input.effectiveFrom}`,
      after: {
        category: name,
        from: input.effectiveFrom,
        terms: ruleText(terms),
        note: input.note,
      },
    });
    return { ok: true, message: `Rule added: ${name} from ${input.effectiveFrom}` };
  });
}

/** Deletes a rule no registration was worked out with. */
export async function deleteRule(db: DB, actor: SessionUser, id: number): Promise<RuleResult> {
  const no = adminsOnly<RuleField>(actor, ADMINS_ONLY);
  if (no) return no;
  return commitChange(db, actor, { topics: [] }, async (trx, audit) => {
    const rule = (await listRules(trx)).find((r) => r.id === id);
    if (!rule) return refusal<RuleField>(404, "No such rule");
    if (rule.used > 0)
      return refusal<RuleField>(
        409,
        `${rule.used} registrations were worked out with this rule: add a new rule from a later day instead`,
      );
    await trx.deleteFrom("warranty_rule").where("id", "=", id).execute();
    audit({
      action: "warranty_rule.delete",
      targetType: "warranty_rule",
      targetId: String(id),
      detail: `${rule.category ?? "Every category"} from ${rule.effectiveFrom}`,
      before: {
        category: rule.category ?? "Every category",
        from: rule.effectiveFrom,
        terms: ruleText(rule),
      },
    });
    return { ok: true, message: "Rule deleted" };
  });
}

export interface AdminRegistration {
  id: number;
  serial: string;
  /** Its public page. */
  href: string;
  status: "registered" | "review";
  model: string;
  name: string;
  phone: string;
  pin: string;
  district: string;
  state: string;
  installedOn: string;
  dealer: string;
  endsOn: string | null;
  basis: string | null;
  invoice: string | null;
  createdAt: number;
}

/** Registrations, those for review first, newest first; 25 a page. */
export async function listRegistrations(
  db: DB,
  filter: { q: string; review: boolean; page: number },
): Promise<Page<AdminRegistration>> {
  let rows = db.selectFrom("warranty_registration");
  if (filter.review) rows = rows.where("status", "=", "review");
  if (filter.q) {
    const q = filter.q.toUpperCase();
    rows = rows.where((eb) =>
      eb.or([eb("serial", "=", q), eb("phone", "like", `%${filter.q}%`), eb("pin", "=", filter.q)]),
    );
  }
  const page = await paginateQuery(
    rows,
    rows.selectAll().orderBy("status", "desc").orderBy("created_at", "desc").orderBy("id", "desc"),
    filter.page,
    25,
  );
  return {
    ...page,
    items: page.items.map((r) => ({
      id: r.id,
      serial: r.serial,
      href: serialPath(r.serial),
      status: r.status,
      model: r.model,
      name: r.name,
      phone: r.phone,
      pin: r.pin,
      district: r.district,
      state: r.state,
      installedOn: r.installed_on,
      dealer: r.dealer_name,
      endsOn: r.ends_on,
      basis: r.basis,
      invoice: r.invoice_media_id,
      createdAt: Number(r.created_at),
    })),
  };
}

const registrationTarget = (id: number) => ({
  targetType: "warranty_registration" as const,
  targetId: String(id),
});

/**
 * Works a registration out again from today's records: a serial imported
 * since it was sent for review, a rule set since, or an installation date
 * corrected (`installedOn`). Its day of registration stays (the bonus counts
 * from it).
 */
export async function recheckRegistration(
  db: DB,
  actor: SessionUser,
  id: number,
  installedOn: string | null,
): Promise<RuleResult> {
  const no = adminsOnly<RuleField>(actor, ADMINS_ONLY);
  if (no) return no;
  return commitChange(db, actor, { topics: [] }, async (trx, audit) => {
    const r = await trx
      .selectFrom("warranty_registration")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    if (!r) return refusal<RuleField>(404, "No such registration");
    const unit = await serialRecord(trx, r.serial);
    const installed = installedOn ?? r.installed_on;
    if (installed > indiaDay(Date.now()))
      return refusal<RuleField>(400, "The installation date is in the future");
    if (unit?.dispatched_on && unit.dispatched_on > installed)
      return refusal<RuleField>(
        400,
        `${r.serial} was dispatched on ${unit.dispatched_on}, after that installation date`,
      );
    const rule = unit
      ? ruleFor(
          await warrantyRules(trx),
          await productCategory(trx, unit.product_id),
          unit.dispatched_on ?? installed,
        )
      : null;
    if (!unit || !rule)
      return refusal<RuleField>(
        409,
        unit
          ? "No warranty rule is in force for this unit: add one first"
          : `${r.serial} is not imported yet`,
      );
    const replacesEndsOn = await replacedTermEnd(trx, unit.replaces);
    const end = warrantyEnd(rule, {
      dispatchedOn: unit.dispatched_on,
      installedOn: installed,
      registeredOn: indiaDay(Number(r.created_at)),
      replacesEndsOn,
    });
    const before = {
      status: r.status,
      installed: r.installed_on,
      ends: r.ends_on ?? "",
      basis: r.basis ?? "",
    };
    const after = { status: "registered", installed, ends: end.endsOn, basis: end.basis };
    if (JSON.stringify(before) === JSON.stringify(after))
      return { ok: true, message: `${r.serial}: nothing changed` };
    await trx
      .updateTable("warranty_registration")
      .set({
        status: "registered",
        installed_on: installed,
        product_id: unit.product_id,
        model: unit.model,
        rule_id: rule.id,
        ends_on: end.endsOn,
        basis: end.basis,
        term_months: end.termMonths,
        bonus_months: end.bonusMonths,
        updated_at: Date.now(),
      })
      .where("id", "=", id)
      .execute();
    audit({
      action: "warranty_registration.recheck",
      ...registrationTarget(id),
      detail: r.serial,
      before,
      after,
    });
    return { ok: true, message: `${r.serial}: warranty to ${end.endsOn}` };
  });
}

/** Deletes a registration (a wrong one), so the serial can be registered again. */
export async function deleteRegistration(
  db: DB,
  actor: SessionUser,
  id: number,
): Promise<RuleResult> {
  const no = adminsOnly<RuleField>(actor, ADMINS_ONLY);
  if (no) return no;
  return commitChange(db, actor, { topics: [] }, async (trx, audit) => {
    const r = await trx
      .deleteFrom("warranty_registration")
      .where("id", "=", id)
      .returning(["serial", "name", "phone", "installed_on", "ends_on"])
      .executeTakeFirst();
    if (!r) return refusal<RuleField>(404, "No such registration");
    audit({
      action: "warranty_registration.delete",
      ...registrationTarget(id),
      detail: r.serial,
      before: {
        serial: r.serial,
        name: r.name,
        phone: r.phone,
        installed: r.installed_on,
        ends: r.ends_on ?? "",
      },
    });
    return {
      ok: true,
      message: `The registration of ${r.serial} is deleted: it can be registered again`,
    };
  });
}

/** Registrations a month, the last `months` months (India time), oldest first. */
export async function registrationsPerMonth(db: DB, now: number, months = 6) {
  const today = indiaDay(now);
  const firstMonth = (() => {
    const [y, m] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
    const index = y * 12 + (m - 1) - (months - 1);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
  })();
  const rows = await db
    .selectFrom("warranty_registration")
    .select("created_at")
    .where("created_at", ">=", now - (months + 1) * 31 * 86_400_000)
    .execute();
  const counts = new Map<string, number>();
  for (const r of rows) {
    const month = indiaDay(Number(r.created_at)).slice(0, 7);
    if (month >= firstMonth) counts.set(month, (counts.get(month) ?? 0) + 1);
  }
  const out: { month: string; count: number }[] = [];
  const [y, m] = [Number(firstMonth.slice(0, 4)), Number(firstMonth.slice(5, 7))];
  for (let i = 0; i < months; i++) {
    const index = y * 12 + (m - 1) + i;
    const month = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
    out.push({ month, count: counts.get(month) ?? 0 });
  }
  return out;
}
