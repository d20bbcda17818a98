import { randomBytes } from "node:crypto";
import { localiseCategories, localiseSummaries } from "~/catalogue/translations.server";
import type { DB } from "~/db/db.server";
import { isUniqueViolation } from "~/db/dialect.server";
import type { ServiceStatus, ServiceSymptom } from "~/db/schema";
import { type FieldErrors, fieldErrors } from "~/forms/field-errors";
import type { Locale } from "~/i18n/locales";
import { m } from "~/i18n/paraglide/messages.js";
import type { MediaStorage } from "~/media/storage.server";
import { readPin } from "~/places/pin";
import { lookupPin, pinCoordinate } from "~/places/pincode.server";
import { recordAlert } from "./alerts.server";
import { photoProblem, storePhotos } from "./photos.server";
import type { PostedForm } from "./posted-form.server";
import { readSerial } from "./serial-number";
import {
  type NoteField,
  type RequestField,
  requestReference,
  SERVICE_LIMITS,
  type Values,
} from "./service-fields";
import {
  cachedDirectory,
  nearestPoints,
  type ServicePoint,
  servicePoint,
} from "./service-points.server";
import { noteSchema, requestSchema } from "./service-schema";
import { newSubmissionKey, productCategory, serialRecord } from "./warranty.server";
import { inWarranty } from "./warranty-terms";

/**
 * Service requests as customers make and follow them (docs/after-sales.md,
 * "Service requests"): stored first, routed to the nearest service point that
 * serves the category (the locator's rules), with an alert in the same
 * transaction; followed through a private link; a note or photo added until
 * it is closed. These are the visitors' own writes (like enquiries): no audit
 * row, no admin change. Staff move requests in admin/queue.server.ts.
 */

/** The customer's private link's token: 144 random bits. */
function newToken(): string {
  return randomBytes(18).toString("base64url");
}

/** Where a PIN is, for the locator and routing. */
export function whereabouts(place: { pin: string; district: string; stateCode: string }) {
  return { district: place.district, stateCode: place.stateCode, at: pinCoordinate(place.pin) };
}

/** The service point a request at `place` for a product of `categoryId` goes to, or null. */
export async function routeRequest(
  db: DB,
  place: { pin: string; district: string; stateCode: string },
  categoryId: number | null,
): Promise<ServicePoint | null> {
  const { points } = nearestPoints(
    await cachedDirectory(db),
    whereabouts(place),
    { kind: "service", categoryId },
    1,
  );
  return points[0] ?? null;
}

export type RaiseOutcome =
  | {
      ok: true;
      token: string;
      reference: string;
      /** Where it was routed (null: the admin will assign it). */
      point: ServicePoint | null;
      /** For the WhatsApp hand-off, in the visitor's language. */
      summary: { serial: string | null; model: string; symptom: ServiceSymptom; pin: string };
    }
  | { ok: false; errors: FieldErrors<RequestField>; values: Values<RequestField> };

const VALUE_KEYS = ["serial", "model", "symptom", "note", "name", "phone", "pin"] as const;

function valuesOf(fields: Record<string, string>): Values<RequestField> {
  const out: Values<RequestField> = {};
  for (const key of VALUE_KEYS)
    if (typeof fields[key] === "string") out[key] = fields[key].slice(0, SERVICE_LIMITS.note + 100);
  return out;
}

/** What a customer's typed serial or chosen model says about the unit. */
async function unitOf(db: DB, serial: string | null, model: string | null, locale: Locale) {
  const unit = serial ? await serialRecord(db, serial) : undefined;
  const productId = unit?.product_id ?? model;
  const product = productId
    ? await db
        .selectFrom("product")
        .select(["id", "title"])
        .where("id", "=", productId)
        .executeTakeFirst()
    : undefined;
  const [local] = product ? await localiseSummaries(db, locale, [product]) : [];
  return { unit, product, title: local?.title ?? unit?.model ?? "" };
}

/**
 * A customer's service request, checked, stored and routed: the schema, then
 * the PIN in the directory, the serial in our records (an unknown one needs
 * the model), the model in the catalogue, the photos by the media service's
 * rules. The same form posted again finds the request it made.
 */
export async function raiseServiceRequest(
  db: DB,
  storage: MediaStorage,
  posted: PostedForm,
  language: Locale,
  today: string,
): Promise<RaiseOutcome> {
  const values = valuesOf(posted.fields);
  const parsed = requestSchema.safeParse(posted.fields);
  const errors: FieldErrors<RequestField> = parsed.success
    ? {}
    : fieldErrors<RequestField>(parsed.error);
  const typedPin = readPin(posted.fields.pin ?? "");
  const place = typedPin ? lookupPin(typedPin) : null;
  if (!errors.pin && typedPin && !place) errors.pin = m.service_pin_unknown({ pin: typedPin });
  const photo = photoProblem(posted, SERVICE_LIMITS.photos);
  if (photo) errors.photos = photo;
  if (!parsed.success || !place || Object.keys(errors).length > 0)
    return { ok: false, errors, values };
  const input = parsed.data;

  const again = await byToken(db, input.submission, "submission");
  if (again) return again;

  const { unit, product, title } = await unitOf(db, input.serial, input.model, language);
  if (input.serial && !unit && !input.model)
    return { ok: false, errors: { serial: m.service_serial_unknown_choose_model() }, values };
  if (input.model && !unit && !product)
    return { ok: false, errors: { model: m.service_model_unknown() }, values };

  const stored = await storePhotos(db, storage, posted.files);
  if (!stored.ok) return { ok: false, errors: { photos: stored.message }, values };

  const point = await routeRequest(db, place, await productCategory(db, product?.id ?? null));
  const registration = input.serial
    ? await db
        .selectFrom("warranty_registration")
        .select(["status", "ends_on"])
        .where("serial", "=", input.serial)
        .executeTakeFirst()
    : undefined;
  const warranty =
    registration?.status === "registered"
      ? inWarranty(registration.ends_on, today)
        ? "in"
        : "out"
      : "unknown";
  const token = newToken();
  try {
    await db.transaction().execute(async (trx) => {
      const now = Date.now();
      const { id } = await trx
        .insertInto("service_request")
        .values({
          token,
          submission: input.submission,
          serial: input.serial,
          product_id: product?.id ?? null,
          model: product?.title ?? unit?.model ?? "",
          symptom: input.symptom,
          note: input.note,
          name: input.name,
          phone: input.phone,
          pin: place.pin,
          district: place.district,
          state: place.state,
          state_code: place.stateCode,
          language,
          warranty,
          status: point ? "assigned" : "received",
          service_point_id: point?.id ?? null,
          created_at: now,
          updated_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const created = await insertEvent(trx, {
        request_id: id,
        kind: "created",
        status: "received",
        by_customer: 1,
        created_at: now,
      });
      for (const media of stored.ids)
        await trx
          .insertInto("service_request_photo")
          .values({ request_id: id, media_id: media, event_id: created, created_at: now })
          .execute();
      if (point)
        await insertEvent(trx, {
          request_id: id,
          kind: "assign",
          status: "assigned",
          service_point_id: point.id,
          actor: "routing",
          created_at: now,
        });
      // One alert for the new request, to the point it went to (its assignment is in it).
      await recordAlert(trx, {
        eventId: created,
        requestId: id,
        servicePointId: point?.id ?? null,
      });
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const twin = await byToken(db, input.submission, "submission");
    if (twin) return twin;
    throw error;
  }
  const saved = await byToken(db, token, "token");
  if (!saved) throw new Error("The service request was not stored");
  return {
    ...saved,
    summary: { serial: input.serial, model: title, symptom: input.symptom, pin: place.pin },
  };
}

async function insertEvent(
  trx: DB,
  event: {
    request_id: number;
    kind: "created" | "status" | "assign" | "note";
    status?: ServiceStatus | null;
    service_point_id?: number | null;
    note?: string;
    by_customer?: number;
    actor?: string;
    submission?: string | null;
    created_at: number;
  },
): Promise<number> {
  const { id } = await trx
    .insertInto("service_request_event")
    .values(event)
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** A stored request found by its token or by the form that made it. */
async function byToken(db: DB, key: string, by: "token" | "submission") {
  const row = await db
    .selectFrom("service_request")
    .select(["id", "token", "serial", "model", "symptom", "pin", "service_point_id"])
    .where(by, "=", key)
    .executeTakeFirst();
  if (!row) return null;
  return {
    ok: true as const,
    token: row.token,
    reference: requestReference(row.id),
    point: row.service_point_id === null ? null : await servicePoint(db, row.service_point_id),
    summary: { serial: row.serial, model: row.model, symptom: row.symptom, pin: row.pin },
  };
}

/** One line of a request's history, as its customer reads it. */
export interface TrackEvent {
  id: number;
  kind: "created" | "status" | "assign" | "note";
  status: ServiceStatus | null;
  visitOn: string | null;
  pointName: string | null;
  note: string;
  byCustomer: boolean;
  at: number;
  photos: string[];
}

/**
 * A request's history, oldest first, each event with the name of the point it sends the unit
 * to, and its photos (each under the event it came with). Staff see who acted; a customer's view
 * takes only what the customer may read.
 */
export async function requestHistory(db: DB, requestId: number) {
  return Promise.all([
    db
      .selectFrom("service_request_event as e")
      .leftJoin("service_point as p", "p.id", "e.service_point_id")
      .select([
        "e.id",
        "e.kind",
        "e.status",
        "e.visit_on",
        "e.note",
        "e.by_customer",
        "e.actor",
        "e.created_at",
        "p.name as point",
      ])
      .where("e.request_id", "=", requestId)
      .orderBy("e.id")
      .execute(),
    db
      .selectFrom("service_request_photo")
      .select(["media_id", "event_id"])
      .where("request_id", "=", requestId)
      .orderBy("created_at")
      .orderBy("media_id")
      .execute(),
  ]);
}

/** What the private status link shows: no name, no phone. */
export interface TrackView {
  reference: string;
  status: ServiceStatus;
  serial: string | null;
  model: string;
  symptom: ServiceSymptom;
  pin: string;
  district: string;
  state: string;
  stateCode: string;
  visitOn: string | null;
  createdAt: number;
  point: ServicePoint | null;
  events: TrackEvent[];
  open: boolean;
}

const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;

export async function trackRequest(
  db: DB,
  token: string,
  locale: Locale,
): Promise<TrackView | null> {
  if (!TOKEN.test(token)) return null;
  const r = await db
    .selectFrom("service_request")
    .selectAll()
    .where("token", "=", token)
    .executeTakeFirst();
  if (!r) return null;
  const [[events, photos], point, product] = await Promise.all([
    requestHistory(db, r.id),
    r.service_point_id === null ? null : servicePoint(db, r.service_point_id),
    r.product_id
      ? db
          .selectFrom("product")
          .select(["id", "title"])
          .where("id", "=", r.product_id)
          .executeTakeFirst()
      : undefined,
  ]);
  const [local] = product ? await localiseSummaries(db, locale, [product]) : [];
  return {
    reference: requestReference(r.id),
    status: r.status,
    serial: r.serial,
    model: local?.title ?? r.model,
    symptom: r.symptom,
    pin: r.pin,
    district: r.district,
    state: r.state,
    stateCode: r.state_code,
    visitOn: r.visit_on,
    createdAt: Number(r.created_at),
    point,
    open: r.status !== "closed",
    events: events.map((e) => ({
      id: e.id,
      kind: e.kind,
      status: e.status,
      visitOn: e.visit_on,
      pointName: e.point,
      note: e.note,
      byCustomer: e.by_customer === 1,
      at: Number(e.created_at),
      photos: photos.filter((p) => p.event_id === e.id).map((p) => p.media_id),
    })),
  };
}

export type NoteOutcome =
  | { ok: true }
  | {
      ok: false;
      status: 400 | 404 | 409;
      errors: FieldErrors<NoteField>;
      values: Values<NoteField>;
    };

/**
 * A customer's note or photos on their request, until it is closed; the
 * same form posted again adds it once. Alerts the service point and the shop.
 */
export async function addCustomerNote(
  db: DB,
  storage: MediaStorage,
  token: string,
  posted: PostedForm,
): Promise<NoteOutcome> {
  const values: Values<NoteField> = {
    note: (posted.fields.note ?? "").slice(0, SERVICE_LIMITS.note + 100),
  };
  const request = TOKEN.test(token)
    ? await db
        .selectFrom("service_request")
        .select(["id", "status", "service_point_id"])
        .where("token", "=", token)
        .executeTakeFirst()
    : undefined;
  if (!request)
    return { ok: false, status: 404, errors: { note: m.service_track_missing_title() }, values };
  const parsed = noteSchema.safeParse(posted.fields);
  const errors: FieldErrors<NoteField> = parsed.success ? {} : fieldErrors<NoteField>(parsed.error);
  const photo = photoProblem(posted, SERVICE_LIMITS.photos);
  if (photo) errors.photos = photo;
  if (parsed.success && parsed.data.note === "" && posted.files.length === 0 && !photo)
    errors.note = m.service_note_required();
  if (!parsed.success || Object.keys(errors).length > 0)
    return { ok: false, status: 400, errors, values };
  const input = parsed.data;
  const again = await db
    .selectFrom("service_request_event")
    .select("id")
    .where("submission", "=", input.submission)
    .executeTakeFirst();
  if (again) return { ok: true };
  if (request.status === "closed")
    return { ok: false, status: 409, errors: { note: m.service_note_closed() }, values };
  const stored = await storePhotos(db, storage, posted.files);
  if (!stored.ok) return { ok: false, status: 400, errors: { photos: stored.message }, values };
  try {
    await db.transaction().execute(async (trx) => {
      const now = Date.now();
      const eventId = await insertEvent(trx, {
        request_id: request.id,
        kind: "note",
        note: input.note,
        by_customer: 1,
        submission: input.submission,
        created_at: now,
      });
      for (const media of stored.ids)
        await trx
          .insertInto("service_request_photo")
          .values({ request_id: request.id, media_id: media, event_id: eventId, created_at: now })
          .execute();
      await trx
        .updateTable("service_request")
        .set({ updated_at: now })
        .where("id", "=", request.id)
        .execute();
      await recordAlert(trx, {
        eventId,
        requestId: request.id,
        servicePointId: request.service_point_id,
      });
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return { ok: true }; // the same form's twin got there first
  }
  return { ok: true };
}

/**
 * What the request form (/service/request) starts from: its one-time key, the
 * serial of `?serial=` when it is one (a serial's page links here with it),
 * and the models to choose from when there is no serial.
 */
export async function requestFormStart(db: DB, params: URLSearchParams, locale: Locale) {
  const typed = params.get("serial");
  return {
    submission: newSubmissionKey(),
    serial: (typed && readSerial(typed)) ?? "",
    models: await modelChoices(db, locale),
  };
}

export type RequestFormStart = Awaited<ReturnType<typeof requestFormStart>>;

/** The models a request may name without a serial: every product, by its first category, in the language. */
async function modelChoices(db: DB, locale: Locale) {
  const rows = await db
    .selectFrom("product as p")
    .innerJoin("product_category as pc", (j) =>
      j.onRef("pc.product_id", "=", "p.id").on("pc.position", "=", 1),
    )
    .innerJoin("category as c", "c.id", "pc.category_id")
    .select(["p.id", "p.title", "c.id as category_id", "c.name as category"])
    .orderBy("c.position")
    .orderBy("c.id")
    .orderBy("p.title")
    .execute();
  const [titles, categories] = await Promise.all([
    localiseSummaries(
      db,
      locale,
      rows.map((r) => ({ id: r.id, title: r.title })),
    ),
    localiseCategories(db, locale, [
      ...new Map(
        rows.map((r) => [
          r.category_id,
          { id: r.category_id, name: r.category, image: null, subcategories: [] },
        ]),
      ).values(),
    ]),
  ]);
  const title = new Map(titles.map((t) => [t.id, t.title]));
  const category = new Map(categories.map((c) => [c.id, c.name]));
  const groups = new Map<number, { category: string; products: { id: string; title: string }[] }>();
  for (const r of rows) {
    const g = groups.get(r.category_id) ?? {
      category: category.get(r.category_id) ?? r.category,
      products: [],
    };
    g.products.push({ id: r.id, title: title.get(r.id) ?? r.title });
    groups.set(r.category_id, g);
  }
  return [...groups.values()];
}
