import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Auth } from "~/accounts/auth.server";
import type { SessionUser } from "~/accounts/session-user";
import { roleOfEmail, setDisabled } from "~/accounts/users.server";
import { applyBulk } from "~/catalogue/admin/bulk-products.server";
import { BULK_ACTIONS, type BulkAction, bulkSettingsSchema } from "~/catalogue/admin/bulk-schema";
import { runCategoryAction } from "~/catalogue/admin/category-actions.server";
import {
  addProductFromForm,
  updateProductFromForm,
} from "~/catalogue/admin/product-actions.server";
import {
  createProduct,
  deleteProduct,
  getEditableProduct,
} from "~/catalogue/admin/product-admin.server";
import { applyImport, previewImport } from "~/catalogue/admin/product-sheet.server";
import {
  saveCategoryTranslationsFromForm,
  saveProductTranslationsFromForm,
} from "~/catalogue/admin/translation-editor.server";
import { findCategory, insertCategory, listCategories } from "~/catalogue/categories.server";
import { CATEGORY_INTENTS } from "~/catalogue/category-schema";
import { productFormValues, productSchema } from "~/catalogue/product-schema";
import { defaultSite } from "~/config/site";
import type { DB } from "~/db/db.server";
import { assignLead, changeLeadStatus } from "~/enquiries/admin/lead-inbox.server";
import {
  addSalesperson,
  deleteSalesperson,
  editSalesperson,
  matchDistrictCovers,
  runSalespersonAction,
  setSalespersonActive,
} from "~/enquiries/admin/salespeople.server";
import { SALESPERSON_INTENTS, salespersonSchema } from "~/enquiries/admin/salespeople-schema";
import { saveEnquiry } from "~/enquiries/enquiries.server";
import { addDays, indiaDay, indiaDayStart } from "~/format/india-time";
import { TAX_RATE_INTENTS, taxRateSchema } from "~/gst/tax-rate-schema";
import { addTaxRate, deleteTaxRate, editTaxRate, runTaxRateAction } from "~/gst/tax-rates.server";
import { imageSetActionSchema } from "~/home/image-set-schema";
import {
  addImageSet,
  changeImageSetSlot,
  insertImageSet,
  removeImageSet,
} from "~/home/image-sets.server";
import { ingestImage, type MediaPreset } from "~/media/images.server";
import { sweepUnusedMedia, UNUSED_MEDIA_GRACE_MS } from "~/media/sweep.server";
import { recordUpload } from "~/media/upload.server";
import { changeOrderStatus } from "~/orders/admin/order-admin.server";
import { createOrder } from "~/orders/orders.server";
import { retryMessage } from "~/outbox/messages-list.server";
import { setOutboxConfig } from "~/outbox/outbox.server";
import { queueMail } from "~/outbox/ready-made.server";
import {
  COMMAND_LINE_ACTOR,
  createAdminFromCommandLine,
  promoteFromCommandLine,
} from "~/people/command-line.server";
import { resetPassword, runPeopleAction } from "~/people/people.server";
import { findPerson } from "~/people/people-list.server";
import { PEOPLE_INTENTS } from "~/people/people-schema";
import { markAnswersSeen, unseenAnswerCount } from "~/quotations/answers-seen.server";
import {
  acceptQuotation,
  askAboutQuotation,
  declineQuotation,
} from "~/quotations/customer-quotation.server";
import { quotationSchema } from "~/quotations/quotation-schema";
import { saveQuotationSettings } from "~/quotations/quotation-settings.server";
import { quotationSettingsSchema } from "~/quotations/quotation-settings-schema";
import {
  convertToOrder,
  createQuotation,
  createQuotationFromLead,
  duplicateQuotation,
  expireQuotations,
  reviseQuotation,
  type ShopSettings,
  saveQuotation,
  sendQuotation,
} from "~/quotations/quotations.server";
import {
  addSearchWord,
  deleteSearchWord,
  editSearchWord,
} from "~/search/admin/search-words.server";
import { SEARCH_WORD_INTENTS, searchWordSchema } from "~/search/admin/search-words-schema";
import {
  runQueueAction,
  runServicePointAction,
  runWarrantyAction,
} from "~/service/admin/admin-actions.server";
import { applySerialImport } from "~/service/admin/serials-admin.server";
import {
  REQUEST_INTENTS,
  RULE_INTENTS,
  SERVICE_POINT_INTENTS,
} from "~/service/admin/service-admin-schema";
import { applyPointImport } from "~/service/admin/service-points-admin.server";
import { raiseServiceRequest } from "~/service/service-requests.server";
import { registerWarranty } from "~/service/warranty.server";
import { jpegBytes } from "~/test/media-fixtures.server";
import { tempAuth } from "~/test/temp-auth";
import { setupTempData } from "~/test/temp-data";
import { createTestAccount } from "~/test/test-sessions.server";
import { SYSTEM_ACTOR } from "./audit.server";
import { type CatalogueTopic, onLocalChange } from "./events.server";
import { ROOT, routeModules, sourceGraph } from "./source-graph.test-support";

/**
 * Every admin change, run on a real database: for each row of CHANGES, on
 * freshly made data, a refused attempt writes no audit row and publishes
 * nothing; then the change itself (a) changes the data, (b) writes audit rows
 * naming its action and actor, and (c) publishes exactly its topics.
 *
 * What the table must cover is read from the source, not from this file:
 * - every exported function under app/ that commits a change (calls
 *   commitChange, itself or through a private helper in its module): each is
 *   the `via` of at least one row;
 * - every intent of the admin forms that post several kinds of change
 *   (CATEGORY_INTENTS, BULK_ACTIONS, PEOPLE_INTENTS, the image-set form's intents);
 * - every module app/routes.ts names that exports an `action`: ROUTE_CHANGES
 *   lists the changes its action reaches (following calls across app/
 *   modules), and the list must match. A new route action, or an action that
 *   starts making a new kind of change, fails here until it is listed.
 */

const t = setupTempData();
const ORIGIN = "http://localhost:5173";

let auth: Auth;
/** The first admin: the catalogue owner (category images, people). */
let owner: SessionUser;
let jpeg: Buffer;

beforeAll(async () => {
  jpeg = await jpegBytes();
});

beforeEach(async () => {
  auth = await tempAuth(t.db, { baseURL: ORIGIN });
  owner = await account("owner@x.test", "admin");
});

/** An account as sign-up (and a promotion) leaves it, made without hashing a password. */
async function account(email: string, role: "user" | "admin" = "user"): Promise<SessionUser> {
  const { id, name } = await createTestAccount(t.db, { email, role, name: email.split("@")[0] });
  return { id, name, email, role };
}

function form(values: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) f.append(k, v);
  return f;
}

const db = (): DB => t.db;

async function pumps() {
  return insertCategory(db(), {
    name: "Pumps",
    imageMediaId: null,
    position: 0,
    subcategories: ["Borewell"],
  });
}

async function product(title = "Test pump", values: Record<string, string> = {}) {
  const input = productSchema.parse(
    productFormValues(form({ title, price: "100", star: "4", ...values })),
  );
  return createProduct(db(), owner, input);
}

async function image(preset: MediaPreset = "images") {
  return (await ingestImage(db(), t.storage, jpeg, preset)).id;
}

const title = async (id: string) => (await getEditableProduct(db(), id))?.title;

// ——— The table ———

const PRODUCTS = "app/catalogue/admin/product-admin.server.ts";
const QUOTATIONS = "app/quotations/quotations.server.ts";
const CUSTOMER_QUOTATION = "app/quotations/customer-quotation.server.ts";
const POINTS = "app/service/admin/service-points-admin.server.ts";
const WARRANTY = "app/service/admin/warranty-admin.server.ts";
const QUEUE = "app/service/admin/queue.server.ts";
const via = {
  createProduct: `${PRODUCTS}#createProduct`,
  updateProduct: `${PRODUCTS}#updateProduct`,
  deleteProduct: `${PRODUCTS}#deleteProduct`,
  runCategoryAction: `app/catalogue/admin/category-actions.server.ts#runCategoryAction`,
  applyBulk: `app/catalogue/admin/bulk-products.server.ts#applyBulk`,
  applyImport: `app/catalogue/admin/product-sheet.server.ts#applyImport`,
  changeLeadStatus: `app/enquiries/admin/lead-inbox.server.ts#changeLeadStatus`,
  assignLead: `app/enquiries/admin/lead-inbox.server.ts#assignLead`,
  changeOrderStatus: `app/orders/admin/order-admin.server.ts#changeOrderStatus`,
  addImageSet: `app/home/image-sets.server.ts#addImageSet`,
  removeImageSet: `app/home/image-sets.server.ts#removeImageSet`,
  changeImageSetSlot: `app/home/image-sets.server.ts#changeImageSetSlot`,
  runPeopleAction: `app/people/people.server.ts#runPeopleAction`,
  resetPassword: `app/people/people.server.ts#resetPassword`,
  promoteFromCommandLine: `app/people/command-line.server.ts#promoteFromCommandLine`,
  createAdminFromCommandLine: `app/people/command-line.server.ts#createAdminFromCommandLine`,
  recordUpload: `app/media/upload.server.ts#recordUpload`,
  sweepUnusedMedia: `app/media/sweep.server.ts#sweepUnusedMedia`,
  saveProductTranslations: `app/catalogue/admin/translation-editor.server.ts#saveProductTranslationsFromForm`,
  saveCategoryTranslations: `app/catalogue/admin/translation-editor.server.ts#saveCategoryTranslationsFromForm`,
  addSearchWord: `app/search/admin/search-words.server.ts#addSearchWord`,
  editSearchWord: `app/search/admin/search-words.server.ts#editSearchWord`,
  deleteSearchWord: `app/search/admin/search-words.server.ts#deleteSearchWord`,
  addSalesperson: `app/enquiries/admin/salespeople.server.ts#addSalesperson`,
  editSalesperson: `app/enquiries/admin/salespeople.server.ts#editSalesperson`,
  setSalespersonActive: `app/enquiries/admin/salespeople.server.ts#setSalespersonActive`,
  deleteSalesperson: `app/enquiries/admin/salespeople.server.ts#deleteSalesperson`,
  inviteSalesperson: `app/enquiries/admin/salespeople.server.ts#inviteSalesperson`,
  matchDistrictCovers: `app/enquiries/admin/salespeople.server.ts#matchDistrictCovers`,
  saveQuotationSettings: `app/quotations/quotation-settings.server.ts#saveQuotationSettings`,
  addTaxRate: `app/gst/tax-rates.server.ts#addTaxRate`,
  editTaxRate: `app/gst/tax-rates.server.ts#editTaxRate`,
  deleteTaxRate: `app/gst/tax-rates.server.ts#deleteTaxRate`,
  createQuotation: `${QUOTATIONS}#createQuotation`,
  duplicateQuotation: `${QUOTATIONS}#duplicateQuotation`,
  saveQuotation: `${QUOTATIONS}#saveQuotation`,
  sendQuotation: `${QUOTATIONS}#sendQuotation`,
  reviseQuotation: `${QUOTATIONS}#reviseQuotation`,
  expireQuotations: `${QUOTATIONS}#expireQuotations`,
  convertToOrder: `${QUOTATIONS}#convertToOrder`,
  acceptQuotation: `${CUSTOMER_QUOTATION}#acceptQuotation`,
  declineQuotation: `${CUSTOMER_QUOTATION}#declineQuotation`,
  askAboutQuotation: `${CUSTOMER_QUOTATION}#askAboutQuotation`,
  markAnswersSeen: `app/quotations/answers-seen.server.ts#markAnswersSeen`,
  retryMessage: `app/outbox/messages-list.server.ts#retryMessage`,
  addServicePoint: `${POINTS}#addServicePoint`,
  editServicePoint: `${POINTS}#editServicePoint`,
  setServicePointActive: `${POINTS}#setServicePointActive`,
  deleteServicePoint: `${POINTS}#deleteServicePoint`,
  applyPointImport: `${POINTS}#applyPointImport`,
  applySerialImport: `app/service/admin/serials-admin.server.ts#applySerialImport`,
  addRule: `${WARRANTY}#addRule`,
  deleteRule: `${WARRANTY}#deleteRule`,
  recheckRegistration: `${WARRANTY}#recheckRegistration`,
  deleteRegistration: `${WARRANTY}#deleteRegistration`,
  assignRequest: `${QUEUE}#assignRequest`,
  moveRequest: `${QUEUE}#moveRequest`,
  setFirstVisitTarget: `${QUEUE}#setFirstVisitTarget`,
} as const;

interface Change<S> {
  name: string;
  /** The committing function this row exercises (directly or through its form wrapper). */
  via: string;
  /** `form:intent` for forms that post several kinds of change. */
  intent?: string;
  /** Audit actions the change writes (every row written is one of these, and each appears). */
  actions: string[];
  topics: CatalogueTopic[];
  /** Who the audit rows name; the catalogue owner unless said. */
  actor?: (s: S) => string;
  arrange: () => Promise<S>;
  /** A refused or invalid attempt, asserting its own answer; it must leave no trace. */
  refuse: (s: S) => Promise<void>;
  act: (s: S) => Promise<void>;
  /** (a) the data changed. */
  changed: (s: S) => Promise<void>;
}

const change = <S>(c: Change<S>) => c as Change<unknown>;

const categoryRow = <S>(
  intent: (typeof CATEGORY_INTENTS)[number],
  action: string,
  c: Pick<Change<S>, "arrange" | "refuse" | "changed"> & {
    post: (s: S) => Record<string, string>;
  },
) =>
  change<S>({
    name: `category: ${intent}`,
    via: via.runCategoryAction,
    intent: `category:${intent}`,
    actions: [action],
    topics: ["categories"],
    arrange: c.arrange,
    refuse: c.refuse,
    act: async (s) => {
      const done = await runCategoryAction(db(), owner, form({ intent, ...c.post(s) }));
      expect(done.result).toMatchObject({ ok: true });
    },
    changed: c.changed,
  });

const categoryRefused = async (post: Record<string, string>, actor?: SessionUser) => {
  const r = await runCategoryAction(db(), actor ?? owner, form(post));
  expect(r.result.ok).toBe(false);
};

const bulkRow = (action: BulkAction, changed: (ids: string[]) => Promise<void>) =>
  change({
    name: `bulk: ${action}`,
    via: via.applyBulk,
    intent: `bulk:${action}`,
    actions: [`product.bulk.${action}`],
    topics: ["products"],
    arrange: async () => {
      const { id: category } = await pumps();
      const ids = [await product("Bulk A"), await product("Bulk B", { bestSell: "true" })];
      const settings = bulkSettingsSchema.parse({
        action,
        category: String(category),
        subcategory: "",
        mode: "percent",
        change: "10",
      });
      return { ids, settings };
    },
    refuse: async ({ settings }) => {
      const r = await applyBulk(db(), owner, { ids: ["nope"], all: false, q: "" }, settings);
      expect(r).toEqual({ changed: 0, skipped: 1 });
    },
    act: async ({ ids, settings }) => {
      const r = await applyBulk(db(), owner, { ids, all: false, q: "" }, settings);
      expect(r).toEqual({ changed: 2, skipped: 0 });
    },
    changed: ({ ids }) => changed(ids),
  });

const peopleRow = (
  intent: (typeof PEOPLE_INTENTS)[number],
  action: string,
  start: { role?: "admin" | "user"; disabled?: boolean },
  changed: (id: string) => Promise<void>,
) =>
  change({
    name: `people: ${intent}`,
    via: via.runPeopleAction,
    intent: `people:${intent}`,
    actions: [action],
    topics: [],
    arrange: async () => {
      const staff = await account("staff@x.test", start.role);
      if (start.disabled) await setDisabled(db(), staff.id, true);
      return staff.id;
    },
    refuse: async () => {
      const r = await runPeopleAction(db(), owner, { intent, userId: "nobody" }, ORIGIN);
      expect(r).toMatchObject({ ok: false, status: 404 });
    },
    act: async (userId) => {
      const r = await runPeopleAction(db(), owner, { intent, userId }, ORIGIN);
      expect(r.ok).toBe(true);
    },
    changed,
  });

const person = async (id: string) => findPerson(db(), id);

const searchWord = (word: string, means: string) =>
  searchWordSchema.parse({ word, lang: "en", means });
const searchWordRow = (id: number) =>
  db().selectFrom("search_synonym").select("means").where("id", "=", id).executeTakeFirst();
async function addedSearchWord(): Promise<number> {
  const r = await addSearchWord(db(), owner, searchWord("tullu", "pump"));
  if (!r.ok || r.id === null) throw new Error("search word not added");
  return r.id;
}

const SHOP: ShopSettings = {
  sites: { en: defaultSite, gu: defaultSite, hi: defaultSite },
  baseUrl: "http://shop.test",
};
/** A quotation's customer: the audit names them for their own answers. */
const CUSTOMER_EMAIL = "asha@example.com";
const quotationLead = async () =>
  (
    await saveEnquiry(db(), {
      kind: "dealer",
      name: "Asha",
      email: CUSTOMER_EMAIL,
      phone: "9876543210",
    })
  ).id;
function quotationInput(validDays = 10) {
  const today = indiaDay(Date.now());
  return quotationSchema(today).parse({
    customerName: "Asha",
    customerEmail: CUSTOMER_EMAIL,
    placeOfSupply: "24",
    validUntil: addDays(today, validDays),
    "line-0-description": "Openwell pump",
    "line-0-quantity": "2",
    "line-0-price": "12500",
    "line-0-rate": "18",
  });
}
async function draftQuotation(): Promise<number> {
  const r = await createQuotationFromLead(db(), owner, await quotationLead(), SHOP);
  if (!r.ok) throw new Error(r.message);
  await saveQuotation(db(), owner, r.value, quotationInput());
  return r.value;
}
async function sentQuotation(): Promise<{ id: number; token: string }> {
  const id = await draftQuotation();
  await sendQuotation(db(), owner, id, SHOP);
  const { token } = await quotationRow(id);
  return { id, token };
}
const quotationRow = (id: number) =>
  db().selectFrom("quotation").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const NO_TOKEN = "no-such-token-at-all";

const salesperson = (name: string, values: Record<string, string> = {}) =>
  salespersonSchema.parse({ name, whatsapp: "9825041230", ...values });
const salespersonRow = (id: number) =>
  db().selectFrom("salesperson").select(["name", "active"]).where("id", "=", id).executeTakeFirst();
async function addedSalesperson(values: Record<string, string> = {}): Promise<number> {
  const r = await addSalesperson(db(), owner, salesperson("Ravi", { "state-0": "24", ...values }));
  if (!r.ok || r.id === null) throw new Error("salesperson not added");
  return r.id;
}

const taxRate = (hsn: string, rate: string, from = "2022-07-18") =>
  taxRateSchema.parse({ hsn, rate, from, note: "" });
const taxRateRow = (id: number) =>
  db()
    .selectFrom("tax_rate")
    .select(["rate_bp", "example"])
    .where("id", "=", id)
    .executeTakeFirst();
async function addedTaxRate(): Promise<number> {
  const r = await addTaxRate(db(), owner, taxRate("8413", "18"));
  if (!r.ok || r.id === null) throw new Error("tax rate not added");
  return r.id;
}

// ——— After the sale (app/service/) ———

const pointForm = (values: Record<string, string>) =>
  form({
    name: "Shah Pump House",
    kind: "both",
    pin: "380001",
    phone: "",
    whatsapp: "",
    email: "",
    hours: "",
    address: "",
    ...values,
  });
async function servicePointId(name = "Shah Pump House"): Promise<number> {
  const r = await runServicePointAction(
    db(),
    owner,
    form({ intent: "add", ...Object.fromEntries(pointForm({ name })) }),
  );
  if (!r.ok || r.id === null) throw new Error("service point not added");
  return r.id;
}
const pointRow = (id: number) =>
  db()
    .selectFrom("service_point")
    .select(["name", "active"])
    .where("id", "=", id)
    .executeTakeFirst();
const posted = (fields: Record<string, string>) => ({
  fields,
  files: [],
  oversize: false,
  tooMany: false,
});
/** A pump with a serial, dispatched to no dealer. */
async function serialOf(serial = "SP26-000101"): Promise<string> {
  await pumps();
  const id = await product("Serial pump", {
    category1: String((await findCategory(db(), "Pumps"))?.id),
  });
  await db()
    .insertInto("serial_unit")
    .values({
      serial,
      product_id: id,
      model: "Serial pump",
      dispatched_on: "2026-01-10",
      dealer_id: null,
      replaces: null,
      created_at: 1,
    })
    .execute();
  return serial;
}
async function ruleId(): Promise<number> {
  const r = await runWarrantyAction(
    db(),
    owner,
    form({
      intent: "add-rule",
      categoryId: "",
      effectiveFrom: "2024-04-01",
      monthsFromInstall: "12",
      monthsFromDispatch: "18",
    }),
  );
  if (!r.ok) throw new Error(r.message);
  const row = await db().selectFrom("warranty_rule").select("id").executeTakeFirstOrThrow();
  return row.id;
}
/** A registration of a serial we have no record of: for review. */
async function reviewRegistration(): Promise<number> {
  const r = await registerWarranty(
    db(),
    t.storage,
    posted({
      serial: "SP26-000777",
      name: "Asha",
      phone: "98765 43210",
      pin: "380001",
      installedOn: "2026-02-01",
      dealer: "",
      submission: "registration-key-0001",
    }),
    "en",
    "2026-02-05",
  );
  if (!r.ok) throw new Error("registration refused");
  const row = await db().selectFrom("warranty_registration").select("id").executeTakeFirstOrThrow();
  return row.id;
}
async function serviceRequestId(): Promise<number> {
  await pumps();
  const pid = await product("Service pump", {
    category1: String((await findCategory(db(), "Pumps"))?.id),
  });
  const r = await raiseServiceRequest(
    db(),
    t.storage,
    posted({
      serial: "",
      model: pid,
      symptom: "trips",
      note: "",
      name: "Asha",
      phone: "98765 43210",
      pin: "380001",
      submission: "request-key-00000001",
    }),
    "en",
    "2026-02-05",
  );
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  const row = await db().selectFrom("service_request").select("id").executeTakeFirstOrThrow();
  return row.id;
}
const requestRow = (id: number) =>
  db()
    .selectFrom("service_request")
    .select(["status", "service_point_id", "visit_on"])
    .where("id", "=", id)
    .executeTakeFirst();

const CHANGES: Change<unknown>[] = [
  change({
    name: "product: add",
    via: via.createProduct,
    actions: ["product.add"],
    topics: ["products"],
    arrange: async () => undefined,
    refuse: async () => {
      // The category is checked inside the change: refused there, rolled back.
      const r = await addProductFromForm(
        db(),
        owner,
        form({ title: "Ghost", price: "1", star: "4", category1: "999" }),
      );
      expect(r).toMatchObject({ ok: false, status: 400 });
    },
    act: async () => {
      const r = await addProductFromForm(
        db(),
        owner,
        form({ title: "New pump", price: "1", star: "4" }),
      );
      expect(r.ok).toBe(true);
    },
    changed: async () => {
      const row = await db().selectFrom("product").select("title").executeTakeFirst();
      expect(row?.title).toBe("New pump");
    },
  }),
  change({
    name: "product: update",
    via: via.updateProduct,
    actions: ["product.update"],
    topics: ["products"],
    arrange: async () => {
      const id = await product();
      return { id, updatedAt: String((await getEditableProduct(db(), id))?.updatedAt) };
    },
    refuse: async ({ updatedAt }) => {
      const post = form({ title: "Renamed", price: "100", star: "4", updatedAt });
      const r = await updateProductFromForm(db(), owner, "nope", post);
      expect(r).toMatchObject({ ok: false, status: 404 });
    },
    act: async ({ id, updatedAt }) => {
      const post = form({ title: "Renamed", price: "100", star: "4", updatedAt });
      expect((await updateProductFromForm(db(), owner, id, post)).ok).toBe(true);
    },
    changed: async ({ id }) => expect(await title(id)).toBe("Renamed"),
  }),
  change({
    name: "product: delete (dashboard)",
    via: via.deleteProduct,
    actions: ["product.delete"],
    topics: ["products"],
    arrange: () => product(),
    refuse: async () => expect(await deleteProduct(db(), owner, "nope")).toBe(false),
    act: async (id) => expect(await deleteProduct(db(), owner, id)).toBe(true),
    changed: async (id) => expect(await getEditableProduct(db(), id)).toBeNull(),
  }),

  categoryRow("add-category", "category.add", {
    post: () => ({ name: "Solar" }),
    arrange: pumps,
    refuse: () => categoryRefused({ intent: "add-category", name: "PUMPS" }),
    changed: async () => expect(await findCategory(db(), "Solar")).toBeTruthy(),
  }),
  categoryRow("rename-category", "category.rename", {
    post: () => ({ category: "Pumps", name: "Water pumps" }),
    arrange: pumps,
    refuse: () => categoryRefused({ intent: "rename-category", category: "Nope", name: "X" }),
    changed: async () => expect(await findCategory(db(), "Water pumps")).toBeTruthy(),
  }),
  categoryRow("delete-category", "category.delete", {
    post: () => ({ category: "Pumps", confirm: "yes" }),
    arrange: pumps,
    refuse: () => categoryRefused({ intent: "delete-category", category: "Nope", confirm: "yes" }),
    changed: async () => expect(await listCategories(db())).toEqual([]),
  }),
  categoryRow("category-image", "category.image", {
    post: ({ media }) => ({ category: "Pumps", image: media }),
    arrange: async () => ({ ...(await pumps()), media: await image("categories") }),
    refuse: async ({ media }) => {
      // Only the catalogue owner may change category images.
      const other: SessionUser = { id: "a2", name: "Other", email: "o@x.test", role: "admin" };
      await categoryRefused({ intent: "category-image", category: "Pumps", image: media }, other);
    },
    changed: async ({ media }) => {
      const row = await db().selectFrom("category").select("image_media_id").executeTakeFirst();
      expect(row?.image_media_id).toBe(media);
    },
  }),
  categoryRow("add-subcategory", "subcategory.add", {
    post: () => ({ category: "Pumps", name: "Openwell" }),
    arrange: pumps,
    refuse: () => categoryRefused({ intent: "add-subcategory", category: "Nope", name: "X" }),
    changed: async () =>
      expect((await listCategories(db()))[0]?.subcategories.map((s) => s.name)).toContain(
        "Openwell",
      ),
  }),
  categoryRow("rename-subcategory", "subcategory.rename", {
    post: () => ({ category: "Pumps", subcategory: "Borewell", name: "Deep" }),
    arrange: pumps,
    refuse: () =>
      categoryRefused({
        intent: "rename-subcategory",
        category: "Pumps",
        subcategory: "Nope",
        name: "X",
      }),
    changed: async () =>
      expect((await listCategories(db()))[0]?.subcategories.map((s) => s.name)).toEqual(["Deep"]),
  }),
  categoryRow("delete-subcategory", "subcategory.delete", {
    post: () => ({ category: "Pumps", subcategory: "Borewell" }),
    arrange: pumps,
    refuse: () =>
      categoryRefused({ intent: "delete-subcategory", category: "Pumps", subcategory: "Nope" }),
    changed: async () => expect((await listCategories(db()))[0]?.subcategories).toEqual([]),
  }),

  bulkRow("delete", async (ids) => {
    for (const id of ids) expect(await getEditableProduct(db(), id)).toBeNull();
  }),
  bulkRow("bestseller-on", async (ids) => {
    for (const id of ids) expect((await getEditableProduct(db(), id))?.bestSell).toBe(true);
  }),
  bulkRow("bestseller-off", async (ids) => {
    for (const id of ids) expect((await getEditableProduct(db(), id))?.bestSell).toBe(false);
  }),
  bulkRow("move", async (ids) => {
    const [category] = await listCategories(db());
    for (const id of ids) {
      expect((await getEditableProduct(db(), id))?.categories[0]?.category).toBe(category?.id);
    }
  }),
  bulkRow("price", async (ids) => {
    for (const id of ids) expect((await getEditableProduct(db(), id))?.price).toBe(11_000);
  }),

  change({
    name: "import: add and update",
    via: via.applyImport,
    actions: ["product.import.add", "product.import.update"],
    topics: ["products"],
    arrange: async () => {
      const id = await product("Old title");
      const csv = `ID,Title,Price (₹)\n${id},Imported title,100\n,Imported new,200\n`;
      const plan = await previewImport(db(), csv);
      expect(plan.problems).toEqual([]);
      return { id, csv, fingerprint: plan.fingerprint };
    },
    refuse: async ({ csv }) => {
      const r = await applyImport(db(), owner, csv, "not-the-preview");
      expect(r).toMatchObject({ ok: false, reason: "stale" });
    },
    act: async ({ csv, fingerprint }) => {
      const r = await applyImport(db(), owner, csv, fingerprint);
      expect(r).toEqual({ ok: true, added: 1, updated: 1 });
    },
    changed: async ({ id }) => {
      expect(await title(id)).toBe("Imported title");
      const titles = await db().selectFrom("product").select("title").execute();
      expect(titles.map((r) => r.title)).toContain("Imported new");
    },
  }),

  change({
    name: "product translations",
    via: via.saveProductTranslations,
    actions: ["product.translate"],
    topics: ["products"],
    arrange: async () => {
      const id = await product("Borewell pump");
      return { id, updatedAt: String((await getEditableProduct(db(), id))?.updatedAt) };
    },
    refuse: async ({ id, updatedAt }) => {
      const f = form({ updatedAt, title_gu: "<b>પંપ</b>" });
      const r = await saveProductTranslationsFromForm(db(), owner, id, f);
      expect(r).toMatchObject({ ok: false, status: 400 });
    },
    act: async ({ id, updatedAt }) => {
      const f = form({ updatedAt, title_gu: "બોરવેલ પંપ", title_hi: "बोरवेल पंप" });
      expect(await saveProductTranslationsFromForm(db(), owner, id, f)).toMatchObject({ ok: true });
    },
    changed: async ({ id }) => {
      const rows = await db()
        .selectFrom("product_translation")
        .select(["locale", "title"])
        .where("product_id", "=", id)
        .orderBy("locale")
        .execute();
      expect(rows).toEqual([
        { locale: "gu", title: "બોરવેલ પંપ" },
        { locale: "hi", title: "बोरवेल पंप" },
      ]);
    },
  }),

  change({
    name: "category translations",
    via: via.saveCategoryTranslations,
    actions: ["category.translate", "subcategory.translate"],
    topics: ["categories"],
    arrange: () => pumps(),
    refuse: async ({ id }) => {
      const r = await saveCategoryTranslationsFromForm(
        db(),
        owner,
        id,
        form({ name_gu: "\u0007" }),
      );
      expect(r).toMatchObject({ ok: false, status: 400 });
    },
    act: async ({ id, subcategoryIds }) => {
      const sub = subcategoryIds.get("Borewell");
      const f = form({ name_gu: "પંપ", [`sub${sub}_hi`]: "बोरवेल" });
      expect(await saveCategoryTranslationsFromForm(db(), owner, id, f)).toMatchObject({
        ok: true,
      });
    },
    changed: async ({ id }) => {
      const rows = await db().selectFrom("category_translation").selectAll().execute();
      expect(rows).toEqual([{ category_id: id, locale: "gu", name: "પંપ", name_source: "Pumps" }]);
    },
  }),

  change({
    name: "image set: create",
    via: via.addImageSet,
    intent: "image-set:create",
    actions: ["image_set.add"],
    topics: ["image-sets"],
    arrange: () => image(),
    refuse: async () =>
      expect(await addImageSet(db(), owner, "home", ["nosuchmedia00000"])).toBeNull(),
    act: async (media) => expect(await addImageSet(db(), owner, "home", [media])).not.toBeNull(),
    changed: async () => {
      const rows = await db().selectFrom("image_set").select("type").execute();
      expect(rows).toEqual([{ type: "home" }]);
    },
  }),
  change({
    name: "image set: delete",
    via: via.removeImageSet,
    intent: "image-set:delete",
    actions: ["image_set.delete"],
    topics: ["image-sets"],
    arrange: async () => insertImageSet(db(), "about", [await image()]),
    // A set of the other type is not this one.
    refuse: async (id) => expect(await removeImageSet(db(), owner, "home", id)).toBe(false),
    act: async (id) => expect(await removeImageSet(db(), owner, "about", id)).toBe(true),
    changed: async () =>
      expect(await db().selectFrom("image_set").select("id").execute()).toEqual([]),
  }),
  change({
    name: "image set: update a slot",
    via: via.changeImageSetSlot,
    intent: "image-set:update-slot",
    actions: ["image_set.update"],
    topics: ["image-sets"],
    arrange: async () => {
      const id = await insertImageSet(db(), "home", [await image()]);
      return { id, next: await image() };
    },
    refuse: async ({ id }) => {
      const input = { type: "home" as const, id, slot: 2, mediaId: "nosuchmedia00000" };
      expect(await changeImageSetSlot(db(), owner, input)).toBe(false);
    },
    act: async ({ id, next }) => {
      const input = { type: "home" as const, id, slot: 2, mediaId: next };
      expect(await changeImageSetSlot(db(), owner, input)).toBe(true);
    },
    changed: async ({ next }) => {
      const row = await db().selectFrom("image_set").select("slot2_media_id").executeTakeFirst();
      expect(row?.slot2_media_id).toBe(next);
    },
  }),

  change({
    name: "search word: add",
    via: via.addSearchWord,
    intent: "search-word:add",
    actions: ["search_word.add"],
    topics: ["search-words"],
    arrange: addedSearchWord,
    // The same word in the same language is refused.
    refuse: async () =>
      expect(await addSearchWord(db(), owner, searchWord("tullu", "motor"))).toMatchObject({
        ok: false,
        status: 409,
      }),
    act: async () =>
      expect((await addSearchWord(db(), owner, searchWord("hilti", "drill"))).ok).toBe(true),
    changed: async () =>
      expect(await db().selectFrom("search_synonym").select("word").execute()).toHaveLength(2),
  }),
  change({
    name: "search word: edit",
    via: via.editSearchWord,
    intent: "search-word:edit",
    actions: ["search_word.update"],
    topics: ["search-words"],
    arrange: addedSearchWord,
    refuse: async () =>
      expect(
        await editSearchWord(db(), owner, 999_999, searchWord("tullu", "motor")),
      ).toMatchObject({ ok: false, status: 404 }),
    act: async (id) =>
      expect((await editSearchWord(db(), owner, id, searchWord("tullu", "motor"))).ok).toBe(true),
    changed: async (id) => expect((await searchWordRow(id))?.means).toBe("motor"),
  }),
  change({
    name: "search word: delete",
    via: via.deleteSearchWord,
    intent: "search-word:delete",
    actions: ["search_word.delete"],
    topics: ["search-words"],
    arrange: addedSearchWord,
    refuse: async () =>
      expect(await deleteSearchWord(db(), owner, 999_999)).toMatchObject({
        ok: false,
        status: 404,
      }),
    act: async (id) => expect((await deleteSearchWord(db(), owner, id)).ok).toBe(true),
    changed: async (id) => expect(await searchWordRow(id)).toBeUndefined(),
  }),

  change({
    name: "salesperson: add",
    via: via.addSalesperson,
    intent: "salesperson:add",
    actions: ["salesperson.add"],
    topics: [],
    arrange: async () => null,
    // A category that does not exist is refused.
    refuse: async () =>
      expect(
        await runSalespersonAction(
          db(),
          owner,
          form({ intent: "add", name: "Ravi", whatsapp: "9825041230", "category-99999": "on" }),
          { auth, origin: ORIGIN },
        ),
      ).toMatchObject({ ok: false, status: 400 }),
    act: async () =>
      expect(
        (
          await runSalespersonAction(
            db(),
            owner,
            form({ intent: "add", name: "Ravi", whatsapp: "9825041230" }),
            { auth, origin: ORIGIN },
          )
        ).ok,
      ).toBe(true),
    changed: async () =>
      expect(await db().selectFrom("salesperson").select("name").execute()).toEqual([
        { name: "Ravi" },
      ]),
  }),
  change({
    name: "salesperson: edit",
    via: via.editSalesperson,
    intent: "salesperson:edit",
    actions: ["salesperson.update"],
    topics: [],
    arrange: addedSalesperson,
    refuse: async () =>
      expect(await editSalesperson(db(), owner, 999_999, salesperson("Anil"))).toMatchObject({
        ok: false,
        status: 404,
      }),
    act: async (id) =>
      expect((await editSalesperson(db(), owner, id, salesperson("Anil"))).ok).toBe(true),
    changed: async (id) => expect((await salespersonRow(id))?.name).toBe("Anil"),
  }),
  change({
    name: "salesperson: deactivate",
    via: via.setSalespersonActive,
    intent: "salesperson:deactivate",
    actions: ["salesperson.deactivate"],
    topics: [],
    arrange: addedSalesperson,
    refuse: async () =>
      expect(await setSalespersonActive(db(), owner, 999_999, false)).toMatchObject({
        ok: false,
        status: 404,
      }),
    act: async (id) => {
      const r = await runSalespersonAction(
        db(),
        owner,
        form({ intent: "deactivate", id: String(id) }),
        { auth, origin: ORIGIN },
      );
      expect(r.ok).toBe(true);
    },
    changed: async (id) => expect(Number((await salespersonRow(id))?.active)).toBe(0),
  }),
  change({
    name: "salesperson: activate",
    via: via.setSalespersonActive,
    intent: "salesperson:activate",
    actions: ["salesperson.activate"],
    topics: [],
    arrange: async () => {
      const id = await addedSalesperson();
      await setSalespersonActive(db(), owner, id, false);
      return id;
    },
    // A role user is refused.
    refuse: async (id) =>
      expect(
        await setSalespersonActive(db(), { ...owner, role: "user" }, id as number, true),
      ).toMatchObject({ ok: false, status: 403 }),
    act: async (id) => {
      const r = await runSalespersonAction(
        db(),
        owner,
        form({ intent: "activate", id: String(id) }),
        { auth, origin: ORIGIN },
      );
      expect(r.ok).toBe(true);
    },
    changed: async (id) => expect(Number((await salespersonRow(id))?.active)).toBe(1),
  }),
  change({
    name: "salesperson: delete",
    via: via.deleteSalesperson,
    intent: "salesperson:delete",
    actions: ["salesperson.delete"],
    topics: [],
    arrange: addedSalesperson,
    refuse: async () =>
      expect(await deleteSalesperson(db(), owner, 999_999)).toMatchObject({
        ok: false,
        status: 404,
      }),
    act: async (id) => expect((await deleteSalesperson(db(), owner, id)).ok).toBe(true),
    changed: async (id) => expect(await salespersonRow(id)).toBeUndefined(),
  }),
  change({
    name: "salesperson: invite to sign in",
    via: via.inviteSalesperson,
    intent: "salesperson:invite",
    actions: ["salesperson.invite"],
    topics: [],
    arrange: async () => ({
      withEmail: await addedSalesperson({ email: "ravi.invite@x.test" }),
      without: await addedSalesperson(),
    }),
    // Without an e-mail there is nobody to invite.
    refuse: async ({ without }) =>
      expect(
        await runSalespersonAction(db(), owner, form({ intent: "invite", id: String(without) }), {
          auth,
          origin: ORIGIN,
        }),
      ).toMatchObject({ ok: false, status: 400 }),
    act: async ({ withEmail }) =>
      expect(
        (
          await runSalespersonAction(
            db(),
            owner,
            form({ intent: "invite", id: String(withEmail) }),
            { auth, origin: ORIGIN },
          )
        ).ok,
      ).toBe(true),
    changed: async ({ withEmail }) =>
      expect(
        await db()
          .selectFrom("salesperson")
          .select("user_id")
          .where("id", "=", withEmail)
          .execute(),
      ).toEqual([{ user_id: expect.any(String) }]),
  }),
  change({
    name: "salesperson: districts matched to the directory (the shop itself)",
    via: via.matchDistrictCovers,
    actions: ["salesperson.update"],
    topics: [],
    actor: () => SYSTEM_ACTOR.email,
    arrange: async () => {
      const id = await addedSalesperson();
      await db()
        .insertInto("salesperson_area")
        .values({ salesperson_id: id, state_code: "24", district: "Kutch", district_key: null })
        .execute();
      return id;
    },
    // A district the directory does not know stays as it is.
    refuse: async (id) => {
      await db()
        .updateTable("salesperson_area")
        .set({ district: "Atlantis" })
        .where("salesperson_id", "=", id)
        .where("district", "=", "Kutch")
        .execute();
      expect((await matchDistrictCovers(db())).matched).toBe(0);
      await db()
        .updateTable("salesperson_area")
        .set({ district: "Kutch" })
        .where("salesperson_id", "=", id)
        .where("district", "=", "Atlantis")
        .execute();
    },
    act: async () => expect((await matchDistrictCovers(db())).matched).toBe(1),
    changed: async (id) =>
      expect(
        await db()
          .selectFrom("salesperson_area")
          .select(["district", "district_key"])
          .where("salesperson_id", "=", id)
          .where("district", "is not", null)
          .execute(),
      ).toEqual([{ district: "Kachchh", district_key: "kachchh" }]),
  }),
  change({
    name: "lead owner",
    via: via.assignLead,
    actions: ["lead.assign"],
    topics: [],
    arrange: async () => {
      const salespersonId = await addedSalesperson();
      const lead = await saveEnquiry(db(), {
        kind: "contact",
        name: "Meera",
        email: "m@x.test",
        phone: "1",
      });
      return { lead: lead.id, salespersonId };
    },
    refuse: async ({ salespersonId }) =>
      expect(await assignLead(db(), owner, 999, salespersonId)).toMatchObject({ ok: false }),
    act: async ({ lead, salespersonId }) =>
      expect(await assignLead(db(), owner, lead, salespersonId)).toMatchObject({ ok: true }),
    changed: async ({ lead, salespersonId }) => {
      const row = await db()
        .selectFrom("enquiry")
        .select("salesperson_id")
        .where("id", "=", lead)
        .executeTakeFirst();
      expect(Number(row?.salesperson_id)).toBe(salespersonId);
    },
  }),
  change({
    name: "lead status",
    via: via.changeLeadStatus,
    actions: ["lead.status"],
    topics: [],
    arrange: async () =>
      (await saveEnquiry(db(), { kind: "contact", name: "Meera", email: "m@x.test", phone: "1" }))
        .id,
    refuse: async () => expect(await changeLeadStatus(db(), owner, 999, "closed")).toBe("missing"),
    act: async (id) => expect(await changeLeadStatus(db(), owner, id, "contacted")).toBe("done"),
    changed: async (id) => {
      const row = await db()
        .selectFrom("enquiry")
        .select("status")
        .where("id", "=", id)
        .executeTakeFirst();
      expect(row?.status).toBe("contacted");
    },
  }),
  change({
    name: "order status",
    via: via.changeOrderStatus,
    actions: ["order.status"],
    topics: [],
    arrange: async () => {
      const order = await createOrder(db(), "customer-1", [{ id: await product(), quantity: 1 }]);
      if (!order) throw new Error("no order");
      return order.id;
    },
    refuse: async () => expect(await changeOrderStatus(db(), owner, "nope", "quoted")).toBe(false),
    act: async (id) => expect(await changeOrderStatus(db(), owner, id, "quoted")).toBe(true),
    changed: async (id) => {
      const row = await db()
        .selectFrom("orders")
        .select("status")
        .where("id", "=", id)
        .executeTakeFirst();
      expect(row?.status).toBe("quoted");
    },
  }),

  peopleRow("promote", "user.role", {}, async (id) =>
    expect((await person(id))?.role).toBe("admin"),
  ),
  peopleRow("demote", "user.role", { role: "admin" }, async (id) =>
    expect((await person(id))?.role).toBe("user"),
  ),
  peopleRow("disable", "user.disable", {}, async (id) =>
    expect((await person(id))?.disabled).toBe(true),
  ),
  change({
    name: "tax rate: add",
    via: via.addTaxRate,
    intent: "tax-rate:add",
    actions: ["tax_rate.add"],
    topics: [],
    arrange: addedTaxRate,
    // A second rate of the HSN from the same day is refused.
    refuse: async () =>
      expect(
        await runTaxRateAction(
          db(),
          owner,
          form({ intent: "add", hsn: "8413", rate: "12", from: "2022-07-18" }),
        ),
      ).toMatchObject({ ok: false, status: 409 }),
    act: async () =>
      expect(
        (
          await runTaxRateAction(
            db(),
            owner,
            form({ intent: "add", hsn: "8413", rate: "12", from: "2017-07-01" }),
          )
        ).ok,
      ).toBe(true),
    changed: async () =>
      expect(
        await db().selectFrom("tax_rate").select("rate_bp").orderBy("effective_from").execute(),
      ).toEqual([{ rate_bp: 1200 }, { rate_bp: 1800 }]),
  }),
  change({
    name: "tax rate: edit",
    via: via.editTaxRate,
    intent: "tax-rate:edit",
    actions: ["tax_rate.update"],
    topics: [],
    arrange: addedTaxRate,
    refuse: async () =>
      expect(await editTaxRate(db(), owner, 999_999, taxRate("8413", "12"))).toMatchObject({
        ok: false,
        status: 404,
      }),
    act: async (id) => {
      const post = { intent: "edit", id: String(id), hsn: "8413", rate: "12", from: "2022-07-18" };
      expect((await runTaxRateAction(db(), owner, form(post))).ok).toBe(true);
    },
    changed: async (id) => expect((await taxRateRow(id as number))?.rate_bp).toBe(1200),
  }),
  change({
    name: "tax rate: delete",
    via: via.deleteTaxRate,
    intent: "tax-rate:delete",
    actions: ["tax_rate.delete"],
    topics: [],
    arrange: addedTaxRate,
    // A role user is refused.
    refuse: async (id) =>
      expect(await deleteTaxRate(db(), { ...owner, role: "user" }, id as number)).toMatchObject({
        ok: false,
        status: 403,
      }),
    act: async (id) =>
      expect(
        (await runTaxRateAction(db(), owner, form({ intent: "delete", id: String(id) }))).ok,
      ).toBe(true),
    changed: async (id) => expect(await taxRateRow(id as number)).toBeUndefined(),
  }),
  peopleRow("enable", "user.enable", { disabled: true }, async (id) =>
    expect((await person(id))?.disabled).toBe(false),
  ),
  peopleRow("reset-link", "user.reset-link", {}, async (id) => {
    const links = await db()
      .selectFrom("password_reset")
      .select("user_id")
      .where("user_id", "=", id)
      .execute();
    expect(links).toHaveLength(1);
  }),
  change({
    name: "npm run admin -- promote (the command line)",
    via: via.promoteFromCommandLine,
    actions: ["user.role"],
    topics: [],
    actor: () => COMMAND_LINE_ACTOR.email,
    arrange: async () => (await account("promoted@x.test")).email,
    refuse: async () => expect(await promoteFromCommandLine(db(), "nobody@x.test")).toBe("unknown"),
    act: async (email) => expect(await promoteFromCommandLine(db(), email)).toBe("promoted"),
    changed: async (email) => expect(await roleOfEmail(db(), email)).toBe("admin"),
  }),
  change({
    name: "npm run admin -- create (the command line)",
    via: via.createAdminFromCommandLine,
    actions: ["user.create-admin"],
    topics: [],
    actor: () => COMMAND_LINE_ACTOR.email,
    arrange: async () => "made@x.test",
    refuse: async () => {
      // A password Better Auth refuses (too short): nothing is made, nothing audited.
      await expect(
        createAdminFromCommandLine(auth, db(), { email: "short@x.test", password: "x", name: "S" }),
      ).rejects.toThrow();
      expect(await roleOfEmail(db(), "short@x.test")).toBeNull();
    },
    act: (email) =>
      createAdminFromCommandLine(auth, db(), { email, password: "made-password-1", name: "Made" }),
    changed: async (email) => expect(await roleOfEmail(db(), email)).toBe("admin"),
  }),
  change({
    name: "password reset with a link (the person themself)",
    via: via.resetPassword,
    actions: ["user.password-reset"],
    topics: [],
    actor: () => "staff@x.test",
    arrange: async () => {
      const staff = await account("staff@x.test");
      const r = await runPeopleAction(
        db(),
        owner,
        { intent: "reset-link", userId: staff.id },
        ORIGIN,
      );
      const token = (r.ok && r.resetLink?.split("/").at(-1)) || "";
      return token;
    },
    refuse: async () =>
      expect(await resetPassword(auth, db(), "bogus", "another horse 2")).toBe("unknown"),
    act: async (token) =>
      expect(await resetPassword(auth, db(), token, "another horse 2")).toBe("done"),
    changed: async () => {
      const signIn = await auth.api.signInEmail({
        body: { email: "staff@x.test", password: "another horse 2" },
        asResponse: true,
      });
      expect(signIn.ok).toBe(true);
    },
  }),

  change({
    name: "quotation: make from a lead",
    via: via.createQuotation,
    actions: ["quotation.create"],
    topics: [],
    arrange: quotationLead,
    refuse: async () =>
      expect((await createQuotationFromLead(db(), owner, 999_999, SHOP)).ok).toBe(false),
    act: async (lead) =>
      expect((await createQuotationFromLead(db(), owner, lead as number, SHOP)).ok).toBe(true),
    changed: async () =>
      expect(await db().selectFrom("quotation").select("number").execute()).toHaveLength(1),
  }),
  change({
    name: "quotation: a blank one (a phone-in customer)",
    via: via.createQuotation,
    actions: ["quotation.create"],
    topics: [],
    arrange: async () => null,
    // A role user is refused: only staff start quotations.
    refuse: async () =>
      expect(
        await createQuotation(
          db(),
          { ...owner, role: "salesperson" },
          { from: "customer", quotationId: 999_999 },
          SHOP,
        ),
      ).toMatchObject({ ok: false }),
    act: async () =>
      expect((await createQuotation(db(), owner, { from: "blank" }, SHOP)).ok).toBe(true),
    changed: async () =>
      expect(await db().selectFrom("quotation").select("customer_name").execute()).toEqual([
        { customer_name: "" },
      ]),
  }),
  change({
    name: "quotation: a copy as a new draft",
    via: via.duplicateQuotation,
    actions: ["quotation.create"],
    topics: [],
    arrange: sentQuotation,
    refuse: async () =>
      expect((await duplicateQuotation(db(), owner, 999_999, SHOP)).ok).toBe(false),
    act: async (q) =>
      expect((await duplicateQuotation(db(), owner, (q as { id: number }).id, SHOP)).ok).toBe(true),
    changed: async () =>
      expect(
        (await db().selectFrom("quotation").select("status").orderBy("id").execute()).map(
          (r) => r.status,
        ),
      ).toEqual(["sent", "draft"]),
  }),
  change({
    name: "quotation settings",
    via: via.saveQuotationSettings,
    actions: ["quotation.settings"],
    topics: [],
    arrange: async () => null,
    // Only admins; and a UPI ID of the wrong shape is refused before the change.
    refuse: async () => {
      expect(
        await saveQuotationSettings(
          db(),
          { ...owner, role: "salesperson" },
          quotationSettingsSchema.parse({ upiId: "shop@demobank" }),
          "Rajkot",
        ),
      ).toMatchObject({ ok: false, status: 403 });
      expect(quotationSettingsSchema.safeParse({ upiId: "shop" }).success).toBe(false);
    },
    act: async () =>
      expect(
        (
          await saveQuotationSettings(
            db(),
            owner,
            quotationSettingsSchema.parse({ upiId: "shop@demobank" }),
            "Rajkot",
          )
        ).ok,
      ).toBe(true),
    changed: async () =>
      expect(await db().selectFrom("quotation_settings").select("upi_id").execute()).toEqual([
        { upi_id: "shop@demobank" },
      ]),
  }),
  change({
    name: "quotation: save a draft",
    via: via.saveQuotation,
    actions: ["quotation.update"],
    topics: [],
    arrange: draftQuotation,
    refuse: async () =>
      expect((await saveQuotation(db(), owner, 999_999, quotationInput())).ok).toBe(false),
    act: async (id) =>
      expect((await saveQuotation(db(), owner, id as number, quotationInput(20))).ok).toBe(true),
    changed: async (id) =>
      expect((await quotationRow(id as number)).valid_until).toBe(
        addDays(indiaDay(Date.now()), 20),
      ),
  }),
  change({
    name: "quotation: send",
    via: via.sendQuotation,
    actions: ["quotation.send"],
    topics: [],
    arrange: draftQuotation,
    refuse: async () => expect((await sendQuotation(db(), owner, 999_999, SHOP)).ok).toBe(false),
    act: async (id) => expect((await sendQuotation(db(), owner, id as number, SHOP)).ok).toBe(true),
    changed: async (id) => expect((await quotationRow(id as number)).status).toBe("sent"),
  }),
  change({
    name: "quotation: revise",
    via: via.reviseQuotation,
    actions: ["quotation.revise"],
    topics: [],
    arrange: sentQuotation,
    refuse: async () => expect((await reviseQuotation(db(), owner, 999_999)).ok).toBe(false),
    act: async (q) =>
      expect((await reviseQuotation(db(), owner, (q as { id: number }).id)).ok).toBe(true),
    changed: async (q) =>
      expect(await quotationRow((q as { id: number }).id)).toMatchObject({
        status: "draft",
        revision: 2,
      }),
  }),
  change({
    name: "quotation: expire by date (the shop itself)",
    via: via.expireQuotations,
    actions: ["quotation.expire"],
    topics: [],
    actor: () => SYSTEM_ACTOR.email,
    arrange: sentQuotation,
    // On its last valid day it stands.
    refuse: async (q) =>
      expect(
        await expireQuotations(
          db(),
          indiaDayStart((await quotationRow((q as { id: number }).id)).valid_until) ?? 0,
        ),
      ).toBe(0),
    act: async () =>
      expect(
        await expireQuotations(db(), indiaDayStart(addDays(indiaDay(Date.now()), 11)) ?? 0),
      ).toBe(1),
    changed: async (q) =>
      expect((await quotationRow((q as { id: number }).id)).status).toBe("expired"),
  }),
  change({
    name: "quotation: accepted by the customer",
    via: via.acceptQuotation,
    actions: ["quotation.accept"],
    topics: [],
    actor: () => CUSTOMER_EMAIL,
    arrange: sentQuotation,
    refuse: async () => expect((await acceptQuotation(db(), NO_TOKEN, 1, null)).ok).toBe(false),
    act: async (q) =>
      expect((await acceptQuotation(db(), (q as { token: string }).token, 1, null)).ok).toBe(true),
    changed: async (q) =>
      expect((await quotationRow((q as { id: number }).id)).status).toBe("accepted"),
  }),
  change({
    name: "quotation: declined by the customer",
    via: via.declineQuotation,
    actions: ["quotation.decline"],
    topics: [],
    actor: () => CUSTOMER_EMAIL,
    arrange: sentQuotation,
    // An answer to a revision that is not the one sent is refused.
    refuse: async (q) =>
      expect((await declineQuotation(db(), (q as { token: string }).token, 2, "", null)).ok).toBe(
        false,
      ),
    act: async (q) =>
      expect(
        (await declineQuotation(db(), (q as { token: string }).token, 1, "Too dear", null)).ok,
      ).toBe(true),
    changed: async (q) =>
      expect(await quotationRow((q as { id: number }).id)).toMatchObject({
        status: "declined",
        decline_reason: "Too dear",
      }),
  }),
  change({
    name: "quotation: a question from the customer",
    via: via.askAboutQuotation,
    actions: ["quotation.question"],
    topics: [],
    actor: () => CUSTOMER_EMAIL,
    arrange: sentQuotation,
    refuse: async () =>
      expect((await askAboutQuotation(db(), NO_TOKEN, "Delivery?", null)).ok).toBe(false),
    act: async (q) =>
      expect(
        (await askAboutQuotation(db(), (q as { token: string }).token, "Delivery?", null)).ok,
      ).toBe(true),
    changed: async () =>
      expect(await db().selectFrom("enquiry_note").select("body").execute()).toHaveLength(1),
  }),
  change({
    name: "quotation: becomes an order",
    via: via.convertToOrder,
    actions: ["quotation.convert"],
    topics: [],
    arrange: async () => {
      const q = await sentQuotation();
      await acceptQuotation(db(), q.token, 1, null);
      return q;
    },
    refuse: async () => expect((await convertToOrder(db(), owner, 999_999)).ok).toBe(false),
    act: async (q) =>
      expect((await convertToOrder(db(), owner, (q as { id: number }).id)).ok).toBe(true),
    changed: async (q) =>
      expect(await db().selectFrom("orders").select("quotation_id").execute()).toEqual([
        { quotation_id: (q as { id: number }).id },
      ]),
  }),
  change({
    name: "quotation: its customer's answers seen by staff",
    via: via.markAnswersSeen,
    actions: ["quotation.seen"],
    topics: [],
    arrange: async () => {
      const q = await sentQuotation();
      await askAboutQuotation(db(), q.token, "Delivery?", null);
      return { ...q, unanswered: await draftQuotation() };
    },
    // A quotation with no answer, or none new, writes nothing.
    refuse: async (q) =>
      expect(await markAnswersSeen(db(), owner, (q as { unanswered: number }).unanswered)).toBe(0),
    act: async (q) => expect(await markAnswersSeen(db(), owner, (q as { id: number }).id)).toBe(1),
    changed: async () => expect(await unseenAnswerCount(db())).toBe(0),
  }),
  change({
    name: "message: a failed one sent again",
    via: via.retryMessage,
    actions: ["message.retry"],
    topics: [],
    arrange: async () => {
      await db()
        .transaction()
        .execute((trx) =>
          queueMail(trx, {
            key: "retry-me",
            to: ["x@example.com"],
            title: "Alert",
            subject: "s",
            text: "t",
          }),
        );
      const { id } = await db()
        .updateTable("outbox_message")
        .set({ status: "failed", last_error: "SMTP 550: no such mailbox" })
        .where("idempotency_key", "=", "retry-me")
        .returning("id")
        .executeTakeFirstOrThrow();
      return id;
    },
    refuse: async () => expect((await retryMessage(db(), owner, 999_999)).ok).toBe(false),
    act: async (id) => expect((await retryMessage(db(), owner, id as number)).ok).toBe(true),
    changed: async (id) =>
      expect(
        await db()
          .selectFrom("outbox_message")
          .select(["status", "attempts"])
          .where("id", "=", id as number)
          .executeTakeFirst(),
      ).toEqual({ status: "pending", attempts: 0 }),
  }),
  change({
    name: "service point: add",
    via: via.addServicePoint,
    intent: "service-point:add",
    actions: ["service_point.add"],
    topics: ["service-points"],
    arrange: async () => undefined,
    refuse: async () => {
      const r = await runServicePointAction(
        db(),
        owner,
        form({ intent: "add", ...Object.fromEntries(pointForm({ pin: "999999" })) }),
      );
      expect(r).toMatchObject({ ok: false, status: 400 });
    },
    act: async () =>
      expect(
        (
          await runServicePointAction(
            db(),
            owner,
            form({ intent: "add", ...Object.fromEntries(pointForm({})) }),
          )
        ).ok,
      ).toBe(true),
    changed: async () =>
      expect(await db().selectFrom("service_point").select(["name", "district"]).execute()).toEqual(
        [{ name: "Shah Pump House", district: "Ahmadabad" }],
      ),
  }),
  change({
    name: "service point: edit",
    via: via.editServicePoint,
    intent: "service-point:edit",
    actions: ["service_point.update"],
    topics: ["service-points"],
    arrange: () => servicePointId(),
    refuse: async () =>
      expect(
        await runServicePointAction(
          db(),
          owner,
          form({ intent: "edit", id: "999999", ...Object.fromEntries(pointForm({})) }),
        ),
      ).toMatchObject({ ok: false, status: 404 }),
    act: async (id) =>
      expect(
        (
          await runServicePointAction(
            db(),
            owner,
            form({
              intent: "edit",
              id: String(id),
              ...Object.fromEntries(pointForm({ name: "Shah Pumps" })),
            }),
          )
        ).ok,
      ).toBe(true),
    changed: async (id) => expect((await pointRow(id as number))?.name).toBe("Shah Pumps"),
  }),
  change({
    name: "service point: deactivate",
    via: via.setServicePointActive,
    intent: "service-point:deactivate",
    actions: ["service_point.deactivate"],
    topics: ["service-points"],
    arrange: () => servicePointId(),
    refuse: async () =>
      expect(
        await runServicePointAction(db(), owner, form({ intent: "deactivate", id: "999999" })),
      ).toMatchObject({ ok: false, status: 404 }),
    act: async (id) =>
      expect(
        (await runServicePointAction(db(), owner, form({ intent: "deactivate", id: String(id) })))
          .ok,
      ).toBe(true),
    changed: async (id) => expect(Number((await pointRow(id as number))?.active)).toBe(0),
  }),
  change({
    name: "service point: activate",
    via: via.setServicePointActive,
    intent: "service-point:activate",
    actions: ["service_point.activate"],
    topics: ["service-points"],
    arrange: async () => {
      const id = await servicePointId();
      await db().updateTable("service_point").set({ active: 0 }).where("id", "=", id).execute();
      return id;
    },
    // A user (not an admin) is refused inside the change.
    refuse: async (id) =>
      expect(
        await runServicePointAction(
          db(),
          await account("user@x.test"),
          form({ intent: "activate", id: String(id) }),
        ),
      ).toMatchObject({ ok: false, status: 403 }),
    act: async (id) =>
      expect(
        (await runServicePointAction(db(), owner, form({ intent: "activate", id: String(id) }))).ok,
      ).toBe(true),
    changed: async (id) => expect(Number((await pointRow(id as number))?.active)).toBe(1),
  }),
  change({
    name: "service point: delete",
    via: via.deleteServicePoint,
    intent: "service-point:delete",
    actions: ["service_point.delete"],
    topics: ["service-points"],
    arrange: () => servicePointId(),
    refuse: async () =>
      expect(
        await runServicePointAction(db(), owner, form({ intent: "delete", id: "999999" })),
      ).toMatchObject({ ok: false, status: 404 }),
    act: async (id) =>
      expect(
        (await runServicePointAction(db(), owner, form({ intent: "delete", id: String(id) }))).ok,
      ).toBe(true),
    changed: async (id) => expect(await pointRow(id as number)).toBeUndefined(),
  }),
  change({
    name: "service points: spreadsheet import",
    via: via.applyPointImport,
    actions: ["service_point.import"],
    topics: ["service-points"],
    arrange: async () => undefined,
    refuse: async () =>
      expect((await applyPointImport(db(), owner, "name,kind,pin\nX,both,999999\n")).ok).toBe(
        false,
      ),
    act: async () =>
      expect(
        (await applyPointImport(db(), owner, "name,kind,pin\nRajkot Pumps,service,360001\n")).ok,
      ).toBe(true),
    changed: async () =>
      expect(await db().selectFrom("service_point").select(["name", "district"]).execute()).toEqual(
        [{ name: "Rajkot Pumps", district: "Rajkot" }],
      ),
  }),
  change({
    name: "serials: production import",
    via: via.applySerialImport,
    actions: ["serial.import"],
    topics: [],
    arrange: async () => {
      await pumps();
      return product("Import pump");
    },
    refuse: async () =>
      expect(
        (await applySerialImport(db(), owner, "model,serial\nno-such-model,SP26-000001\n")).ok,
      ).toBe(false),
    act: async (id) =>
      expect(
        (
          await applySerialImport(
            db(),
            owner,
            `model,serial,serial_to,dispatch_date\n${id},SP26-000001,SP26-000010,2026-01-10\n`,
          )
        ).ok,
      ).toBe(true),
    changed: async () => {
      const { n } = await db()
        .selectFrom("serial_unit")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(n)).toBe(10);
    },
  }),
  change({
    name: "warranty: add a rule",
    via: via.addRule,
    intent: "warranty:add-rule",
    actions: ["warranty_rule.add"],
    topics: [],
    arrange: async () => undefined,
    refuse: async () =>
      expect(
        await runWarrantyAction(
          db(),
          owner,
          form({
            intent: "add-rule",
            categoryId: "999999",
            effectiveFrom: "2024-04-01",
            monthsFromInstall: "12",
          }),
        ),
      ).toMatchObject({ ok: false }),
    act: async () => {
      await ruleId();
    },
    changed: async () =>
      expect(
        await db()
          .selectFrom("warranty_rule")
          .select(["months_from_install", "months_from_dispatch"])
          .execute(),
      ).toEqual([{ months_from_install: 12, months_from_dispatch: 18 }]),
  }),
  change({
    name: "warranty: delete a rule",
    via: via.deleteRule,
    intent: "warranty:delete-rule",
    actions: ["warranty_rule.delete"],
    topics: [],
    arrange: () => ruleId(),
    refuse: async () =>
      expect(
        await runWarrantyAction(db(), owner, form({ intent: "delete-rule", id: "999999" })),
      ).toMatchObject({ ok: false, status: 404 }),
    act: async (id) =>
      expect(
        (await runWarrantyAction(db(), owner, form({ intent: "delete-rule", id: String(id) }))).ok,
      ).toBe(true),
    changed: async () =>
      expect(await db().selectFrom("warranty_rule").select("id").execute()).toEqual([]),
  }),
  change({
    name: "warranty: a registration worked out again",
    via: via.recheckRegistration,
    intent: "warranty:recheck",
    actions: ["warranty_registration.recheck"],
    topics: [],
    arrange: async () => {
      await ruleId();
      const id = await reviewRegistration();
      // Imported after the customer registered it for review.
      await serialOf("SP26-000777");
      return id;
    },
    // An installation date in the future is refused.
    refuse: async (id) =>
      expect(
        await runWarrantyAction(
          db(),
          owner,
          form({ intent: "recheck", id: String(id), installedOn: "2099-01-01" }),
        ),
      ).toMatchObject({ ok: false, status: 400 }),
    act: async (id) =>
      expect(
        (await runWarrantyAction(db(), owner, form({ intent: "recheck", id: String(id) }))).ok,
      ).toBe(true),
    changed: async (id) =>
      expect(
        await db()
          .selectFrom("warranty_registration")
          .select(["status", "ends_on"])
          .where("id", "=", id as number)
          .executeTakeFirst(),
      ).toEqual({
        status: "registered",
        ends_on: "2027-01-31",
      }),
  }),
  change({
    name: "warranty: a registration deleted",
    via: via.deleteRegistration,
    intent: "warranty:delete-registration",
    actions: ["warranty_registration.delete"],
    topics: [],
    arrange: () => reviewRegistration(),
    refuse: async () =>
      expect(
        await runWarrantyAction(db(), owner, form({ intent: "delete-registration", id: "999999" })),
      ).toMatchObject({ ok: false, status: 404 }),
    act: async (id) =>
      expect(
        (
          await runWarrantyAction(
            db(),
            owner,
            form({ intent: "delete-registration", id: String(id) }),
          )
        ).ok,
      ).toBe(true),
    changed: async () =>
      expect(await db().selectFrom("warranty_registration").select("id").execute()).toEqual([]),
  }),
  change({
    name: "service request: assigned",
    via: via.assignRequest,
    intent: "service-request:assign",
    actions: ["service_request.assign"],
    topics: [],
    arrange: async () => {
      await setOutboxConfig(db(), { alertMail: true, adminEmails: ["service@x.test"] });
      return {
        request: await serviceRequestId(),
        point: await servicePointId("Naroda Works"),
      };
    },
    refuse: async (s) =>
      expect(
        await runQueueAction(
          db(),
          owner,
          (s as { request: number }).request,
          form({ intent: "assign", point: "999999" }),
        ),
      ).toMatchObject({ ok: false, status: 400 }),
    act: async (s) => {
      const { request, point } = s as { request: number; point: number };
      expect(
        (
          await runQueueAction(
            db(),
            owner,
            request,
            form({ intent: "assign", point: String(point) }),
          )
        ).ok,
      ).toBe(true);
    },
    changed: async (s) => {
      const { request, point } = s as { request: number; point: number };
      expect(await requestRow(request)).toMatchObject({
        status: "assigned",
        service_point_id: point,
      });
      // The alert of the assignment, queued with it (e-mail is on in this shop).
      const alerts = await db()
        .selectFrom("outbox_message")
        .select("title")
        .where("about_type", "=", "service_request")
        .where("about_id", "=", String(request))
        .execute();
      expect(alerts.map((a) => a.title).join("\n")).toContain("assigned to");
    },
  }),
  change({
    name: "service request: moved",
    via: via.moveRequest,
    intent: "service-request:move",
    actions: ["service_request.status"],
    topics: [],
    arrange: () => serviceRequestId(),
    // A visit needs its day.
    refuse: async (id) =>
      expect(
        await runQueueAction(
          db(),
          owner,
          id as number,
          form({ intent: "move", status: "visit", visitOn: "", note: "" }),
        ),
      ).toMatchObject({ ok: false, status: 400 }),
    act: async (id) =>
      expect(
        (
          await runQueueAction(
            db(),
            owner,
            id as number,
            form({
              intent: "move",
              status: "visit",
              visitOn: "2099-01-02",
              note: "Tuesday morning",
            }),
          )
        ).ok,
      ).toBe(true),
    changed: async (id) =>
      expect(await requestRow(id as number)).toMatchObject({
        status: "visit",
        visit_on: "2099-01-02",
      }),
  }),
  change({
    name: "service requests: the first-visit target",
    via: via.setFirstVisitTarget,
    intent: "service-request:target",
    actions: ["service_setting.update"],
    topics: [],
    arrange: async () => undefined,
    refuse: async () =>
      expect(
        await runQueueAction(db(), owner, null, form({ intent: "target", days: "0" })),
      ).toMatchObject({ ok: false, status: 400 }),
    act: async () =>
      expect(
        (await runQueueAction(db(), owner, null, form({ intent: "target", days: "5" }))).ok,
      ).toBe(true),
    changed: async () =>
      expect(
        await db().selectFrom("service_setting").select("first_visit_days").executeTakeFirst(),
      ).toEqual({ first_visit_days: 5 }),
  }),
  change({
    name: "media upload",
    via: via.recordUpload,
    actions: ["media.add"],
    topics: ["media"],
    arrange: () => image("certificates"),
    refuse: async () => expect(await recordUpload(db(), owner, "nosuchmedia00000")).toBe(false),
    act: async (id) => expect(await recordUpload(db(), owner, id)).toBe(true),
    // The row is ingestImage's; the change is that the upload is on record.
    changed: async (id) => {
      const row = await db().selectFrom("media").select("id").where("id", "=", id).execute();
      expect(row).toHaveLength(1);
    },
  }),
  change({
    name: "unused media sweep (the shop itself)",
    via: via.sweepUnusedMedia,
    actions: ["media.delete"],
    topics: [],
    actor: () => SYSTEM_ACTOR.email,
    arrange: async () => {
      const id = await image();
      await db().updateTable("media").set({ created_at: 1_000 }).where("id", "=", id).execute();
      return id;
    },
    // Within the grace period nothing goes.
    refuse: async () =>
      expect(await sweepUnusedMedia(db(), t.storage, { now: UNUSED_MEDIA_GRACE_MS })).toEqual([]),
    act: async (id) =>
      expect(
        await sweepUnusedMedia(db(), t.storage, { now: UNUSED_MEDIA_GRACE_MS + 10_000 }),
      ).toEqual([id]),
    changed: async (id) =>
      expect(await db().selectFrom("media").select("id").where("id", "=", id).execute()).toEqual(
        [],
      ),
  }),
];

/** What one step wrote to the log and published. */
async function observe(step: () => Promise<void>) {
  const last = await db()
    .selectFrom("audit_log")
    .select((eb) => eb.fn.max("id").as("id"))
    .executeTakeFirst();
  const topics: CatalogueTopic[] = [];
  const stop = onLocalChange((e) => topics.push(e.topic));
  try {
    await step();
  } finally {
    stop();
  }
  const audits = await db()
    .selectFrom("audit_log")
    .select(["action", "actor_email"])
    .where("id", ">", Number(last?.id ?? 0))
    .orderBy("id")
    .execute();
  return { audits, topics };
}

describe("every admin change takes the one change path", () => {
  it.each(CHANGES.map((c) => [c.name, c] as const))("%s", async (_name, c) => {
    const state = await c.arrange();

    const refused = await observe(() => c.refuse(state));
    expect(refused).toEqual({ audits: [], topics: [] });

    const done = await observe(() => c.act(state));
    await c.changed(state);
    expect(done.audits.length).toBeGreaterThan(0);
    expect(new Set(done.audits.map((a) => a.action))).toEqual(new Set(c.actions));
    const actor = c.actor?.(state) ?? owner.email;
    for (const a of done.audits) expect(a.actor_email).toBe(actor);
    expect(done.topics).toEqual(c.topics);
  });
});

/** What the admin's quotation pages' actions reach (one dispatcher, runQuotationAction). */
const QUOTATION_ACTIONS = [
  via.createQuotation,
  via.duplicateQuotation,
  via.saveQuotation,
  via.sendQuotation,
  via.reviseQuotation,
  via.convertToOrder,
];

/** What the service queue's pages reach (one dispatcher, runQueueAction). */
const SERVICE_QUEUE_ACTIONS = [via.assignRequest, via.moveRequest, via.setFirstVisitTarget];

/** Route modules with an `action`, and the committing functions that action reaches. */
const ROUTE_CHANGES: Record<string, string[]> = {
  "app/routes/admin/dashboard.tsx": [via.deleteProduct],
  "app/routes/admin/product-new.tsx": [via.createProduct, via.runCategoryAction],
  "app/routes/admin/product-edit.tsx": [via.updateProduct],
  "app/routes/admin/bulk.tsx": [via.applyBulk],
  "app/routes/admin/product-import.tsx": [via.applyImport],
  "app/routes/admin/image-sets.tsx": [via.addImageSet, via.removeImageSet, via.changeImageSetSlot],
  "app/routes/admin/enquiries.tsx": [via.changeLeadStatus, via.assignLead],
  "app/routes/admin/orders.tsx": [via.changeOrderStatus],
  "app/routes/admin/users.tsx": [via.runPeopleAction],
  "app/routes/admin/translate-product.tsx": [via.saveProductTranslations],
  "app/routes/admin/translate-category.tsx": [via.saveCategoryTranslations],
  "app/routes/admin/search-words.tsx": [
    via.addSearchWord,
    via.editSearchWord,
    via.deleteSearchWord,
  ],
  "app/routes/admin/salespeople.tsx": [
    via.addSalesperson,
    via.editSalesperson,
    via.setSalespersonActive,
    via.deleteSalesperson,
    via.inviteSalesperson,
  ],
  "app/routes/admin/tax-rates.tsx": [via.addTaxRate, via.editTaxRate, via.deleteTaxRate],
  "app/routes/admin/quotation-settings.tsx": [via.saveQuotationSettings],
  "app/routes/admin/quotations.tsx": QUOTATION_ACTIONS,
  "app/routes/admin/quotation.tsx": QUOTATION_ACTIONS,
  "app/routes/admin/messages.tsx": [via.retryMessage],
  // Meta's status reports: the shop's own record of its messages, no admin change.
  "app/routes/resources/whatsapp-webhook.ts": [],
  "app/routes/admin/service-queue.tsx": SERVICE_QUEUE_ACTIONS,
  "app/routes/admin/service-request.tsx": SERVICE_QUEUE_ACTIONS,
  "app/routes/admin/service-points.tsx": [
    via.addServicePoint,
    via.editServicePoint,
    via.setServicePointActive,
    via.deleteServicePoint,
    via.applyPointImport,
  ],
  "app/routes/admin/serials.tsx": [via.applySerialImport],
  "app/routes/admin/warranty.tsx": [
    via.addRule,
    via.deleteRule,
    via.recheckRegistration,
    via.deleteRegistration,
  ],
  // A customer's answers through their link: audited as theirs.
  "app/routes/site/quotation.tsx": [
    via.acceptQuotation,
    via.declineQuotation,
    via.askAboutQuotation,
  ],
  "app/routes/resources/media-upload.ts": [via.recordUpload, via.sweepUnusedMedia],
  "app/routes/auth/reset-password.tsx": [via.resetPassword],
  // Visitors' own writes (sessions, their enquiries and orders): no admin change, no audit.
  "app/routes/auth/sign-in.tsx": [],
  "app/routes/auth/sign-up.tsx": [],
  "app/routes/auth/sign-out.ts": [],
  "app/routes/account/cart.tsx": [],
  "app/routes/site/contact.tsx": [],
  "app/routes/site/dealer.tsx": [],
  "app/routes/site/enquiry.tsx": [],
  // After-sales visitors' own writes (like enquiries): a registration, a request, a note.
  "app/routes/site/serial.tsx": [],
  "app/routes/site/service-request.tsx": [],
  "app/routes/site/service-track.tsx": [],
};

describe("the table covers every change the source can make", () => {
  const graph = sourceGraph();

  it("names every committing function, and only those", () => {
    const named = new Set(CHANGES.map((c) => c.via));
    expect([...graph.owners].sort()).toEqual([...named].sort());
  });

  it("docs/changes.md names every committing function, in its module's row", () => {
    const doc = readFileSync(path.join(ROOT, "docs/changes.md"), "utf8");
    const rows = doc.split("\n").filter((line) => line.startsWith("| "));
    const missing = [...graph.owners].filter((owner) => {
      const [file, fn] = owner.split("#");
      return !rows.some((row) => row.includes(`\`${file}\``) && row.includes(`\`${fn}\``));
    });
    expect(missing).toEqual([]);
  });

  it("exercises every intent of the multi-change forms", () => {
    const imageSetIntents = imageSetActionSchema.options.map((o) => o.shape.intent.value);
    const intents = [
      ...CATEGORY_INTENTS.map((i) => `category:${i}`),
      ...BULK_ACTIONS.map((i) => `bulk:${i}`),
      ...PEOPLE_INTENTS.map((i) => `people:${i}`),
      ...imageSetIntents.map((i) => `image-set:${i}`),
      ...SEARCH_WORD_INTENTS.map((i) => `search-word:${i}`),
      ...SALESPERSON_INTENTS.map((i) => `salesperson:${i}`),
      ...TAX_RATE_INTENTS.map((i) => `tax-rate:${i}`),
      ...SERVICE_POINT_INTENTS.map((i) => `service-point:${i}`),
      ...RULE_INTENTS.map((i) => `warranty:${i}`),
      ...REQUEST_INTENTS.map((i) => `service-request:${i}`),
    ];
    expect(
      CHANGES.map((c) => c.intent)
        .filter(Boolean)
        .sort(),
    ).toEqual(intents.sort());
  });

  it("lists every route action with the changes it reaches", () => {
    const withAction = routeModules().filter((file) => graph.hasFunction(file, "action"));
    expect(withAction.sort()).toEqual(Object.keys(ROUTE_CHANGES).sort());
    for (const file of withAction) {
      const reached = [...graph.reachedOwners(file, "action")].sort();
      expect({ file, reached }).toEqual({ file, reached: [...(ROUTE_CHANGES[file] ?? [])].sort() });
    }
  });
});
