import { localiseCategories } from "~/catalogue/translations.server";
import type { DB } from "~/db/db.server";
import { type SavedEnquiry, saveEnquiry } from "~/enquiries/enquiries.server";
import { type FieldErrors, fieldErrors } from "~/forms/field-errors";
import { gstinState } from "~/forms/gstin";
import type { Locale } from "~/i18n/locales";
import { m } from "~/i18n/paraglide/messages.js";
import { readPin } from "~/places/pin";
import { lookupPin } from "~/places/pincode.server";
import type { DealerField, DealerPlace, DealerValues } from "./dealer-fields";
import { type DealerInput, dealerSchema } from "./dealer-schema";

export type DealerOutcome =
  | {
      ok: true;
      saved: SavedEnquiry;
      input: DealerInput;
      place: DealerPlace;
      /** The chosen categories' names in the visitor's language, in the order chosen. */
      categoryNames: string[];
    }
  | { ok: false; errors: FieldErrors<DealerField>; place: DealerPlace | null };

/** The form's fields as posted: the categories as a list, everything else as its text. */
export function dealerForm(form: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of form)
    if (typeof value === "string" && key !== "categories") out[key] = value;
  out.categories = form.getAll("categories").filter((v) => typeof v === "string");
  return out;
}

/** What the visitor typed, cut short, to show the form again after a refused post. */
export function dealerValues(form: Record<string, unknown>): DealerValues {
  const out: DealerValues = {};
  for (const key of [
    "firmName",
    "contactName",
    "email",
    "phone",
    "gstin",
    "pin",
    "territory",
    "volume",
  ] as const) {
    const v = form[key];
    if (typeof v === "string") out[key] = v.slice(0, 600);
  }
  const categories = form.categories;
  out.categories = Array.isArray(categories)
    ? categories.filter((c): c is string => typeof c === "string").slice(0, 50)
    : [];
  return out;
}

/** The PIN's place when the typed text is a PIN the directory has. */
function placeOf(typed: unknown): DealerPlace | null {
  const pin = typeof typed === "string" ? readPin(typed) : null;
  return pin ? lookupPin(pin) : null;
}

/**
 * A dealer's application, checked and stored: the form's schema, then what only
 * the server knows (the PIN in India Post's directory, the categories in the
 * catalogue). Saved as an enquiry of kind dealer with its application row, in
 * one transaction; nothing is stored when anything is refused.
 */
export async function applyForDealership(
  db: DB,
  form: Record<string, unknown>,
  language: Locale,
): Promise<DealerOutcome> {
  const parsed = dealerSchema.safeParse(form);
  const place = placeOf(form.pin);
  const errors: FieldErrors<DealerField> = parsed.success
    ? {}
    : fieldErrors<DealerField>(parsed.error);
  if (!errors.pin && !place) {
    const pin = typeof form.pin === "string" ? readPin(form.pin) : null;
    if (pin) errors.pin = m.dealers_pin_unknown({ pin });
  }
  const ids = parsed.success ? parsed.data.categories : [];
  const categories = ids.length
    ? await db.selectFrom("category").select(["id", "name"]).where("id", "in", ids).execute()
    : [];
  if (parsed.success && categories.length !== ids.length) {
    errors.categories = m.dealers_products_unknown();
  }
  if (!parsed.success || !place || Object.keys(errors).length > 0) {
    return { ok: false, errors, place };
  }
  const input = parsed.data;
  const byId = new Map(categories.map((c) => [c.id, c.name]));
  const chosen = ids.map((id) => ({ id, name: byId.get(id) ?? "" }));
  const saved = await saveEnquiry(
    db,
    {
      kind: "dealer",
      language,
      name: input.contactName,
      email: input.email,
      phone: input.phone,
      company: input.firmName,
      gst: input.gstin,
      // Where the dealer is, read from the PIN: the enquiry is routed by it (routing.ts).
      stateCode: place.stateCode,
      district: place.district,
    },
    async (trx, enquiryId) => {
      await trx
        .insertInto("dealer_application")
        .values({
          enquiry_id: enquiryId,
          pin: place.pin,
          district: place.district,
          state: place.state,
          state_code: place.stateCode,
          gstin_state_code: input.gstin ? (gstinState(input.gstin)?.code ?? null) : null,
          territory: input.territory,
          monthly_volume: input.volume,
          created_at: Date.now(),
        })
        .execute();
      await trx
        .insertInto("dealer_application_category")
        .values(
          chosen.map((c, i) => ({
            enquiry_id: enquiryId,
            position: i + 1,
            category_id: c.id,
            category_name: c.name,
          })),
        )
        .execute();
    },
  );
  const local = await localiseCategories(
    db,
    language,
    chosen.map((c) => ({ ...c, image: null, subcategories: [] })),
  );
  return { ok: true, saved, input, place, categoryNames: local.map((c) => c.name) };
}

/** A dealer application as the lead inbox shows it (English, for the sales team). */
export interface DealerApplication {
  pin: string;
  district: string;
  state: string;
  stateCode: string;
  gstinStateCode: string | null;
  territory: string;
  monthlyVolume: string;
  categories: string[];
}

/** The applications of these leads (those that have one), by enquiry id: two queries. */
export async function dealerApplicationsOf(
  db: DB,
  enquiryIds: readonly number[],
): Promise<Map<number, DealerApplication>> {
  const out = new Map<number, DealerApplication>();
  if (enquiryIds.length === 0) return out;
  const [rows, cats] = await Promise.all([
    db
      .selectFrom("dealer_application")
      .selectAll()
      .where("enquiry_id", "in", [...enquiryIds])
      .execute(),
    db
      .selectFrom("dealer_application_category")
      .select(["enquiry_id", "category_name"])
      .where("enquiry_id", "in", [...enquiryIds])
      .orderBy("enquiry_id")
      .orderBy("position")
      .execute(),
  ]);
  for (const r of rows) {
    out.set(r.enquiry_id, {
      pin: r.pin,
      district: r.district,
      state: r.state,
      stateCode: r.state_code,
      gstinStateCode: r.gstin_state_code,
      territory: r.territory,
      monthlyVolume: r.monthly_volume,
      categories: [],
    });
  }
  for (const c of cats) out.get(c.enquiry_id)?.categories.push(c.category_name);
  return out;
}
