import { randomBytes } from "node:crypto";
import { getProduct } from "~/catalogue/products.server";
import { localiseProduct } from "~/catalogue/translations.server";
import type { DB } from "~/db/db.server";
import { isUniqueViolation } from "~/db/dialect.server";
import { indiaDay, indiaDayStart, localDateLong } from "~/format/india-time";
import { type FieldErrors, fieldErrors } from "~/forms/field-errors";
import type { Locale } from "~/i18n/locales";
import { m } from "~/i18n/paraglide/messages.js";
import type { ImageRef } from "~/media/image-ref";
import type { MediaStorage } from "~/media/storage.server";
import { readPin } from "~/places/pin";
import { lookupPin } from "~/places/pincode.server";
import { photoProblem, storePhotos } from "./photos.server";
import type { PostedForm } from "./posted-form.server";
import type { RegistrationField, Values } from "./service-fields";
import { registrationSchema } from "./service-schema";
import {
  inWarranty,
  ruleFor,
  type WarrantyBasis,
  type WarrantyRule,
  warrantyEnd,
} from "./warranty-terms";

/**
 * Serials and their warranty (docs/after-sales.md, "Warranty"): the rules in
 * force, a serial's public page, and a customer's registration, stored before
 * they are told, once per serial. Nothing here reveals who registered.
 */

/** A form's one-time key (service-schema.ts `submission`). */
export function newSubmissionKey(): string {
  return randomBytes(16).toString("base64url");
}

/** Every rule, as the terms module takes them. */
export async function warrantyRules(db: DB): Promise<WarrantyRule[]> {
  const rows = await db.selectFrom("warranty_rule").selectAll().orderBy("id").execute();
  return rows.map((r) => ({
    id: r.id,
    categoryId: r.category_id,
    effectiveFrom: r.effective_from,
    monthsFromInstall: r.months_from_install,
    monthsFromDispatch: r.months_from_dispatch,
    bonusMonths: r.bonus_months,
    bonusWithinDays: r.bonus_within_days,
  }));
}

/** The category a product's warranty follows: its first. */
/**
 * When the unit a replacement replaces is registered, the day its warranty ends: the replacement
 * inherits the rest of that term (docs/after-sales.md). Null when it replaces nothing registered.
 */
export async function replacedTermEnd(db: DB, replaces: string | null): Promise<string | null> {
  if (!replaces) return null;
  const row = await db
    .selectFrom("warranty_registration")
    .select("ends_on")
    .where("serial", "=", replaces)
    .where("status", "=", "registered")
    .executeTakeFirst();
  return row?.ends_on ?? null;
}

export async function productCategory(db: DB, productId: string | null): Promise<number | null> {
  if (!productId) return null;
  const row = await db
    .selectFrom("product_category")
    .select("category_id")
    .where("product_id", "=", productId)
    .orderBy("position")
    .limit(1)
    .executeTakeFirst();
  return row?.category_id ?? null;
}

/** A serial as the production records have it, with the dealer it went to. */
export async function serialRecord(db: DB, serial: string) {
  return db
    .selectFrom("serial_unit as u")
    .leftJoin("service_point as d", "d.id", "u.dealer_id")
    .select([
      "u.serial",
      "u.product_id",
      "u.model",
      "u.dispatched_on",
      "u.dealer_id",
      "u.replaces",
      "d.name as dealer_name",
    ])
    .where("u.serial", "=", serial)
    .executeTakeFirst();
}

export type WarrantyStatus =
  | { state: "none" }
  | { state: "review"; registeredOn: string }
  | {
      state: "active" | "ended";
      endsOn: string;
      basis: WarrantyBasis;
      termMonths: number;
      bonusMonths: number;
      installedOn: string;
      registeredOn: string;
      dispatchedOn: string | null;
      replaces: string | null;
    };

/** A serial's registration as its page needs it: no word of who registered it. */
function registrationOf(db: DB, serial: string) {
  return db
    .selectFrom("warranty_registration")
    .select([
      "status",
      "ends_on",
      "basis",
      "term_months",
      "bonus_months",
      "installed_on",
      "created_at",
    ])
    .where("serial", "=", serial)
    .executeTakeFirst();
}

/** A serial's warranty on `today`, from its registration (or none). */
function warrantyStatus(
  r: Awaited<ReturnType<typeof registrationOf>>,
  dispatchedOn: string | null,
  replaces: string | null,
  today: string,
): WarrantyStatus {
  if (!r) return { state: "none" };
  const registeredOn = indiaDay(Number(r.created_at));
  if (r.status === "review" || r.ends_on === null || r.basis === null)
    return { state: "review", registeredOn };
  return {
    state: inWarranty(r.ends_on, today) ? "active" : "ended",
    endsOn: r.ends_on,
    basis: r.basis,
    termMonths: r.term_months ?? 0,
    bonusMonths: r.bonus_months,
    installedOn: r.installed_on,
    registeredOn,
    dispatchedOn,
    replaces,
  };
}

/**
 * A serial's unit and what its page shows of the model, in one query (the
 * page's budget: docs/after-sales.md "Budgets"): the title in `locale`, the
 * first photo, and how many duty points its curve has.
 */
function unitWithModel(db: DB, serial: string, locale: Locale) {
  return db
    .selectFrom("serial_unit as u")
    .leftJoin("product as p", "p.id", "u.product_id")
    .leftJoin("product_translation as t", (j) =>
      j.onRef("t.product_id", "=", "u.product_id").on("t.locale", "=", locale),
    )
    .leftJoin("media as m", (j) =>
      j.on((eb) =>
        eb(
          "m.id",
          "=",
          eb
            .selectFrom("product_image as pi")
            .select("pi.media_id")
            .whereRef("pi.product_id", "=", "u.product_id")
            .orderBy("pi.position")
            .limit(1),
        ),
      ),
    )
    .select((eb) => [
      "u.model",
      "u.dispatched_on",
      "u.replaces",
      "p.id as product_id",
      "p.title",
      "t.title as local_title",
      "m.id as image_id",
      "m.width",
      "m.height",
      "m.placeholder",
      eb
        .selectFrom("product_duty_point as d")
        .select((c) => c.fn.countAll<number | string>().as("n"))
        .whereRef("d.product_id", "=", "u.product_id")
        .as("duty_points"),
    ])
    .where("u.serial", "=", serial)
    .executeTakeFirst();
}

/** What a serial's public page shows (the nameplate's QR code opens it). */
export interface SerialPage {
  serial: string;
  /** In our production records. */
  known: boolean;
  model: string;
  product: { id: string; title: string; image: ImageRef | null } | null;
  /** The model has a pump curve (its image: /api/serials/:serial/curve.svg). */
  curve: boolean;
  dispatchedOn: string | null;
  warranty: WarrantyStatus;
}

/** A serial's page: two queries at once, the unit with its model, and its registration. */
export async function serialPage(
  db: DB,
  serial: string,
  locale: Locale,
  today: string,
): Promise<SerialPage> {
  const [unit, registration] = await Promise.all([
    unitWithModel(db, serial, locale),
    registrationOf(db, serial),
  ]);
  const title =
    unit?.local_title && unit.local_title.trim() !== "" ? unit.local_title : (unit?.title ?? null);
  const image: ImageRef | null =
    unit?.image_id && unit.width !== null && unit.height !== null
      ? {
          id: unit.image_id,
          width: unit.width,
          height: unit.height,
          placeholder: unit.placeholder ?? "",
        }
      : null;
  return {
    serial,
    known: Boolean(unit),
    model: title ?? unit?.model ?? "",
    product: unit?.product_id && title ? { id: unit.product_id, title, image } : null,
    curve: Number(unit?.duty_points ?? 0) >= 2,
    dispatchedOn: unit?.dispatched_on ?? null,
    warranty: warrantyStatus(
      registration,
      unit?.dispatched_on ?? null,
      unit?.replaces ?? null,
      today,
    ),
  };
}

/** What the registration form starts from: the model and the dealer it was dispatched to. */
export async function registrationStart(db: DB, serial: string, locale: Locale) {
  const unit = await serialRecord(db, serial);
  const english = unit?.product_id ? await getProduct(db, unit.product_id) : null;
  const product = english ? (await localiseProduct(db, locale, english)).product : null;
  const registered = await db
    .selectFrom("warranty_registration")
    .select("serial")
    .where("serial", "=", serial)
    .executeTakeFirst();
  return {
    known: Boolean(unit),
    model: product?.title ?? unit?.model ?? "",
    dealer: unit?.dealer_name ?? "",
    registered: Boolean(registered),
  };
}

export type RegistrationOutcome =
  | { ok: true; serial: string; status: "registered" | "review" }
  | { ok: false; errors: FieldErrors<RegistrationField>; values: Values<RegistrationField> };

const VALUE_KEYS = ["serial", "name", "phone", "pin", "installedOn", "dealer"] as const;

function valuesOf(fields: Record<string, string>): Values<RegistrationField> {
  const out: Values<RegistrationField> = {};
  for (const key of VALUE_KEYS)
    if (typeof fields[key] === "string") out[key] = fields[key].slice(0, 300);
  return out;
}

/**
 * A customer's warranty registration, checked and stored: the form's schema,
 * then what only the server knows — the PIN in the directory, the serial's
 * dispatch date (an installation before it is refused), a serial registered
 * already (refused, saying how to correct it), the invoice photo by the media
 * service's rules. A serial we have no record of is stored for review. The
 * end date is computed now and kept with the rule it came from.
 */
export async function registerWarranty(
  db: DB,
  storage: MediaStorage,
  posted: PostedForm,
  language: Locale,
  today: string,
  /** The shop's digit setting (SITE_NATIVE_DIGITS) for the dates its messages write. */
  nativeDigits = false,
): Promise<RegistrationOutcome> {
  const values = valuesOf(posted.fields);
  const parsed = registrationSchema(today).safeParse(posted.fields);
  const errors: FieldErrors<RegistrationField> = parsed.success
    ? {}
    : fieldErrors<RegistrationField>(parsed.error);
  const typedPin = readPin(posted.fields.pin ?? "");
  const place = typedPin ? lookupPin(typedPin) : null;
  if (!errors.pin && typedPin && !place) errors.pin = m.service_pin_unknown({ pin: typedPin });
  const photo = photoProblem(posted, 1);
  if (photo) errors.invoice = photo;
  if (!parsed.success || !place || Object.keys(errors).length > 0)
    return { ok: false, errors, values };
  const input = parsed.data;

  // The same form posted again: the record it made.
  const again = await db
    .selectFrom("warranty_registration")
    .select(["serial", "status"])
    .where("submission", "=", input.submission)
    .executeTakeFirst();
  if (again) return { ok: true, serial: again.serial, status: again.status };

  const unit = await serialRecord(db, input.serial);
  if (unit?.dispatched_on && unit.dispatched_on > input.installedOn) {
    return {
      ok: false,
      errors: {
        installedOn: m.service_installed_before_dispatch({
          day: localDateLong(indiaDayStart(unit.dispatched_on) ?? 0, {
            locale: language,
            nativeDigits: nativeDigits && language !== "en",
          }),
        }),
      },
      values,
    };
  }
  const taken = await db
    .selectFrom("warranty_registration")
    .select("created_at")
    .where("serial", "=", input.serial)
    .executeTakeFirst();
  if (taken) return { ok: false, errors: { serial: m.service_already_registered() }, values };

  const stored = await storePhotos(db, storage, posted.files);
  if (!stored.ok) return { ok: false, errors: { invoice: stored.message }, values };

  let end: ReturnType<typeof warrantyEnd> | null = null;
  let ruleId: number | null = null;
  if (unit) {
    const rule = ruleFor(
      await warrantyRules(db),
      await productCategory(db, unit.product_id),
      unit.dispatched_on ?? input.installedOn,
    );
    const replacesEndsOn = await replacedTermEnd(db, unit.replaces);
    if (rule) {
      ruleId = rule.id;
      end = warrantyEnd(rule, {
        dispatchedOn: unit.dispatched_on,
        installedOn: input.installedOn,
        registeredOn: today,
        replacesEndsOn,
      });
    }
  }
  const dealerTyped = input.dealer.trim();
  const dispatchDealer = unit?.dealer_name ?? null;
  const sameDealer =
    dispatchDealer !== null &&
    (dealerTyped === "" || dealerTyped.toLowerCase() === dispatchDealer.toLowerCase());
  const now = Date.now();
  const status = end ? "registered" : "review";
  try {
    await db
      .insertInto("warranty_registration")
      .values({
        serial: input.serial,
        status,
        product_id: unit?.product_id ?? null,
        model: unit?.model ?? "",
        name: input.name,
        phone: input.phone,
        pin: place.pin,
        district: place.district,
        state: place.state,
        state_code: place.stateCode,
        installed_on: input.installedOn,
        dealer_id: sameDealer ? (unit?.dealer_id ?? null) : null,
        dealer_name: sameDealer ? (dispatchDealer ?? "") : dealerTyped,
        invoice_media_id: stored.ids[0] ?? null,
        language,
        rule_id: ruleId,
        ends_on: end?.endsOn ?? null,
        basis: end?.basis ?? null,
        term_months: end ? end.termMonths : null,
        bonus_months: end?.bonusMonths ?? 0,
        submission: input.submission,
        created_at: now,
        updated_at: now,
      })
      .execute();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Two posts at once: the same form's twin made it, or someone else registered the serial.
    const twin = await db
      .selectFrom("warranty_registration")
      .select(["serial", "status"])
      .where("submission", "=", input.submission)
      .executeTakeFirst();
    if (twin) return { ok: true, serial: twin.serial, status: twin.status };
    return { ok: false, errors: { serial: m.service_already_registered() }, values };
  }
  return { ok: true, serial: input.serial, status };
}
