import type { ColumnType, Generated, Selectable } from "kysely";
import type { Locale } from "~/i18n/locales";
import type { AuthTables } from "./auth-schema";

/** Timestamps are milliseconds since the epoch; money is integer paise. */
export interface MediaTable {
  id: string;
  preset: string;
  mime: string;
  width: number;
  height: number;
  bytes: number;
  sha256: string;
  placeholder: string;
  created_at: number;
  /** When the media sweep last found it in use (null: never). */
  last_used_at: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface CategoryTable {
  id: Generated<number>;
  name: string;
  image_media_id: string | null;
  position: number;
  updated_at: number;
}

export interface SubcategoryTable {
  id: Generated<number>;
  category_id: number;
  name: string;
  image_media_id: string | null;
  position: number;
  updated_at: number;
}

export interface ProductTable {
  id: string;
  title: string;
  price_paise: number;
  best_sell: number;
  review_count: number;
  star: number;
  description: string;
  specification: string;
  features: string;
  created_at: number;
  updated_at: number;
  /** The keys of its titles in every language (app/search/search-key.server.ts). */
  search_key: Generated<string>;
  /** The key rules it was made with: older ones are remade at start. */
  search_key_version: Generated<number>;
  /** Its HSN code for GST (migration 2026-11-29T0900); null: not set. */
  hsn: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ProductImageTable {
  product_id: string;
  position: number;
  media_id: string;
  /** The photo's description for people who cannot see it ('' = the product's title). */
  alt: Generated<string>;
}

export interface ProductCategoryTable {
  product_id: string;
  position: number;
  category_id: number;
  subcategory_id: number | null;
  /** The product's sort keys, copied by triggers (migration 2026-11-27T0900-category-listing). */
  title: Generated<string>;
  price_paise: Generated<number>;
  created_at: Generated<number>;
}

/** Typed specifications in stored units (W, V, Hz, m, LPM, mm, rpm); app/catalogue/specs.ts. */
export interface ProductSpecTable {
  product_id: string;
  power_w: number | null;
  phase: number | null;
  voltage_min_v: number | null;
  voltage_max_v: number | null;
  frequency_hz: number | null;
  head_min_m: number | null;
  head_max_m: number | null;
  discharge_min_lpm: number | null;
  discharge_max_lpm: number | null;
  outlet_mm: number | null;
  borewell_mm: number | null;
  stages: number | null;
  wattage_w: number | null;
  no_load_rpm: number | null;
  disc_mm: number | null;
  chuck_mm: number | null;
}

/** The pump curve: head (m) at each discharge (LPM), in discharge order. */
export interface ProductDutyPointTable {
  product_id: string;
  position: number;
  head_m: number;
  discharge_lpm: number;
}

export interface ImageSetTable {
  id: Generated<number>;
  type: "home" | "about";
  slot1_media_id: string | null;
  slot2_media_id: string | null;
  slot3_media_id: string | null;
  slot4_media_id: string | null;
  slot5_media_id: string | null;
  created_at: number;
}

export interface OrdersTable {
  id: string;
  user_id: string;
  status: string;
  created_at: number;
  updated_at: number;
  /** The quotation it was made from, when accepted (migration 2026-11-29T0900). */
  quotation_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface OrderItemTable {
  order_id: string;
  position: number;
  product_id: string;
  title: string;
  price_paise: number;
  quantity: number;
  image_media_id: string | null;
  category: string;
  date: string;
  /** A quotation's line: its quoted taxable value and tax (migration 2026-11-30T4100); null: price × quantity. */
  taxable_paise: ColumnType<number | null, number | null | undefined, number | null>;
  tax_paise: ColumnType<number | null, number | null | undefined, number | null>;
}

/** What a lead is about: the kinds of enquiry the shop stores (enquiries/lead-status.ts labels them). */
export const LEAD_KINDS = ["product", "dealer", "cart", "contact"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
export type EnquiryKind = LeadKind;

export interface EnquiryTable {
  id: Generated<number>;
  kind: EnquiryKind;
  product_id: string | null;
  product_title: string | null;
  name: string;
  email: string;
  phone: string;
  company: string;
  gst: string;
  message: string;
  /** A pump finder's requirement, in one line (migration 2026-11-24T1200). */
  requirement: string | null;
  /** Its duty point: head with friction (m) and discharge (LPM). */
  duty_head_m: number | null;
  duty_discharge_lpm: number | null;
  /** The language of the page it came from (migration 2026-11-27T1100). */
  language: Generated<Locale>;
  status: Generated<string>;
  created_at: number;
  /** Who it was routed to (migration 2026-11-28T1100); null: unassigned. */
  salesperson_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Where the customer is: a GST state code and a district of it (null: not known). */
  state_code: ColumnType<string | null, string | null | undefined, string | null>;
  district: ColumnType<string | null, string | null | undefined, string | null>;
  /** The order a cart request made (migration 2026-11-29T0900). */
  order_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A salesperson enquiries are routed to (app/enquiries/routing.ts, docs/admin-leads.md). */
export interface SalespersonTable {
  id: Generated<number>;
  name: string;
  /** Digits with the country code, as wa.me expects: 91 and ten digits. */
  whatsapp: string;
  /** '' when none was given. */
  email: Generated<string>;
  /** 1: enquiries may be routed to them; 0: kept for their leads only. */
  active: Generated<number>;
  created_at: number;
  updated_at: number;
  /** The account they sign in with, role "salesperson" (migration 2026-11-30T4100). */
  user_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** An area a salesperson covers: a state, or a district of it. None at all: everywhere. */
export interface SalespersonAreaTable {
  salesperson_id: number;
  state_code: string;
  /** The district's name (India Post's directory); null: the whole state. */
  district: string | null;
  /** The directory's key of the district (app/places/districts.server.ts); null with a district: it matched none. */
  district_key: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A category a salesperson covers. None at all: every category. */
export interface SalespersonCategoryTable {
  salesperson_id: number;
  category_id: number;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: number;
  actor_id: string;
  actor_email: string;
  action: string;
  target_type: string;
  target_id: string;
  detail: string;
  /** The changed fields before and after, as JSON objects (null for an add or a delete). */
  before_json: string | null;
  after_json: string | null;
}

/** When each account last signed in (Better Auth deletes the session at sign-out). */
export interface AccountActivityTable {
  user_id: string;
  last_sign_in_at: number;
}

/** One-time password-reset links an admin hands over; only the token's SHA-256 is kept. */
export interface PasswordResetTable {
  token_hash: string;
  user_id: string;
  created_by: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** E-mails about new leads, queued with each lead in its transaction (enquiries.server.ts). */
/** A message the shop sends, queued with the event that asks for it (app/outbox/). */
export interface OutboxMessageTable {
  id: Generated<number>;
  kind: string;
  channel: "email" | "whatsapp";
  idempotency_key: string;
  recipient: Generated<string>;
  about_type: string | null;
  about_id: string | null;
  title: Generated<string>;
  payload: Generated<string>;
  status: Generated<"pending" | "sending" | "sent" | "delivered" | "read" | "failed">;
  attempts: Generated<number>;
  next_attempt_at: number;
  last_error: string | null;
  provider_id: string | null;
  created_at: number;
  sent_at: number | null;
  delivered_at: number | null;
  read_at: number | null;
  failed_at: number | null;
}

/** A status a provider reported for one of its message ids, once (app/outbox/). */
export interface OutboxReceiptTable {
  id: Generated<number>;
  provider_id: string;
  status: string;
  message_id: number | null;
  at: number;
  detail: Generated<string>;
  received_at: number;
}

/** The shop-wide message switches and alert recipients, written by each server at start. */
export interface OutboxConfigTable {
  id: number;
  lead_mail: Generated<number>;
  alert_mail: Generated<number>;
  whatsapp: Generated<number>;
  alert_admins: Generated<string>;
  admin_emails: Generated<string>;
  admin_whatsapp: Generated<string>;
  base_url: Generated<string>;
}

/** One fixed window of attempts per key (rate-limit.server.ts). */
export interface RateLimitTable {
  key: string;
  window_start: number;
  count: number;
}

/** One row counting changes to categories' names and members (listing.server.ts keeps views while it holds). */
export interface ListingVersionTable {
  id: number;
  version: number;
}

/** A distinct word of product titles: the header search's vocabulary for typo correction. */
export interface SearchWordTable {
  word: string;
}

/** A word a title used, under its search key and language (for corrections and display). */
export interface SearchKeyWordTable {
  key: string;
  locale: string;
  word: string;
}

/** The search lexicon: a word in any script and the English title words it means. */
export interface SearchSynonymTable {
  id: Generated<number>;
  word: string;
  lang: Locale;
  means: string;
  source: "seed" | "staff";
  updated_at: number;
}

export interface SearchStateTable {
  id: number;
  lexicon_version: Generated<number>;
  lexicon_seeded: Generated<number>;
  words_version: Generated<number>;
  keys_version: Generated<number>;
}

/**
 * A product's text in one language other than English (migration
 * 2026-11-27T0900): '' is "not translated"; each `_source` is the English the
 * translation was made from, so a translation whose source differs from the
 * English now is out of date (app/catalogue/translations.server.ts).
 */
export interface ProductTranslationTable {
  product_id: string;
  locale: string;
  title: Generated<string>;
  title_source: Generated<string>;
  description: Generated<string>;
  description_source: Generated<string>;
  specification: Generated<string>;
  specification_source: Generated<string>;
  features: Generated<string>;
  features_source: Generated<string>;
  updated_at: number;
}

/** A product photo's description in one language, by the photo's media id. */
export interface ProductImageTranslationTable {
  product_id: string;
  media_id: string;
  locale: string;
  alt: Generated<string>;
  alt_source: Generated<string>;
}

export interface CategoryTranslationTable {
  category_id: number;
  locale: string;
  name: Generated<string>;
  name_source: Generated<string>;
}

export interface SubcategoryTranslationTable {
  subcategory_id: number;
  locale: string;
  name: Generated<string>;
  name_source: Generated<string>;
}

/** Our tables and Better Auth's (auth-schema.ts). */
/**
 * A dealer's application (migration 2026-11-28T1200): its lead is the
 * `enquiry` of kind dealer with the same id; the PIN's district and state as
 * the server read them.
 */
export interface DealerApplicationTable {
  enquiry_id: number;
  pin: string;
  district: string;
  state: string;
  /** The PIN's GST state code ("24" for Gujarat). */
  state_code: string;
  /** The GSTIN's state code; null for an unregistered firm. */
  gstin_state_code: string | null;
  territory: string;
  monthly_volume: string;
  created_at: number;
}

/** A product range a dealer asked for: the category's English name then, and its id while it exists. */
export interface DealerApplicationCategoryTable {
  enquiry_id: number;
  position: number;
  category_id: number | null;
  category_name: string;
}

/** The GST rate of an HSN code from a date on (docs/quotations.md "Tax rates"). */
export interface TaxRateTable {
  id: Generated<number>;
  hsn: string;
  /** Basis points: 1,800 is 18 %. */
  rate_bp: number;
  /** YYYY-MM-DD, India. */
  effective_from: string;
  note: Generated<string>;
  /** 1: a seeded example for the shop's CA to check. */
  example: Generated<number>;
  created_at: number;
  updated_at: number;
}

export type QuotationStatus = "draft" | "sent" | "accepted" | "declined" | "expired" | "converted";

/** A quotation's live revision (docs/quotations.md). Money in paise. */
export interface QuotationTable {
  id: Generated<number>;
  /** "Q/2026-27/0042". */
  number: string;
  fy: string;
  seq: number;
  revision: Generated<number>;
  status: Generated<QuotationStatus>;
  enquiry_id: number | null;
  salesperson_id: number | null;
  user_id: string | null;
  language: Generated<Locale>;
  customer_name: string;
  customer_company: Generated<string>;
  customer_email: Generated<string>;
  customer_phone: Generated<string>;
  customer_gstin: Generated<string>;
  customer_address: Generated<string>;
  /** GST state codes. */
  place_of_supply: string;
  supplier_state: string;
  supplier_gstin: Generated<string>;
  /** YYYY-MM-DD, India: the last day it can be accepted. */
  valid_until: string;
  payment_terms: Generated<string>;
  delivery_terms: Generated<string>;
  notes: Generated<string>;
  round_to_rupee: Generated<number>;
  taxable_paise: Generated<number>;
  tax_paise: Generated<number>;
  grand_total_paise: Generated<number>;
  token: string;
  /** The order it became. */
  order_id: string | null;
  decline_reason: Generated<string>;
  created_by: string;
  created_at: number;
  updated_at: number;
  sent_at: number | null;
  decided_at: number | null;
  /** A discount on the whole quotation, spread over its lines (migration 2026-11-30T4100). */
  discount_paise: Generated<number>;
}

export interface QuotationLineTable {
  quotation_id: number;
  position: number;
  product_id: string | null;
  description: string;
  hsn: Generated<string>;
  unit: Generated<string>;
  quantity: number;
  unit_price_paise: number;
  discount_bp: Generated<number>;
  rate_bp: number;
}

/** A revision as it was sent: its document, frozen as JSON. */
export interface QuotationRevisionTable {
  quotation_id: number;
  revision: number;
  sent_at: number;
  document: string;
}

export interface QuotationEventTable {
  id: Generated<number>;
  quotation_id: number;
  revision: number;
  kind: string;
  body: Generated<string>;
  actor: Generated<string>;
  at: number;
  /** The customer's form submission a question came from: one question per submission. */
  submission: ColumnType<string | null, string | null | undefined, string | null>;
}

/** What the admin sets once for every quotation (one row, id 1; docs/quotations.md "Settings"). */
export interface QuotationSettingsTable {
  id: number;
  payment_terms: Generated<string>;
  delivery_terms: Generated<string>;
  bank_account_name: Generated<string>;
  bank_name: Generated<string>;
  bank_account_number: Generated<string>;
  bank_ifsc: Generated<string>;
  bank_branch: Generated<string>;
  upi_id: Generated<string>;
  logo_media_id: string | null;
  signatory_name: Generated<string>;
  signatory_title: Generated<string>;
  signature_media_id: string | null;
  updated_at: number;
}

/** The last event of a quotation staff had seen when they opened it (answers after it are new). */
export interface QuotationAnswerSeenTable {
  quotation_id: number;
  seen_event_id: number;
  seen_at: number;
  seen_by: string;
}

/** A note on a lead (staff's, or a customer's question from a quotation). */
export interface EnquiryNoteTable {
  id: Generated<number>;
  enquiry_id: number;
  body: string;
  author: string;
  created_at: number;
}

/** An authorised dealer or service point (migration 2026-11-30T2000; docs/after-sales.md). */
export interface ServicePointTable {
  id: Generated<number>;
  name: string;
  kind: "dealer" | "service" | "both";
  address: Generated<string>;
  pin: string;
  district: string;
  /** The GST list's name of the PIN's state, and its code. */
  state: string;
  state_code: string;
  /** The PIN's coordinate (degrees) when India Post's directory has one. */
  lat: number | null;
  lon: number | null;
  phone: Generated<string>;
  whatsapp: Generated<string>;
  email: Generated<string>;
  hours: Generated<string>;
  active: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface ServicePointCategoryTable {
  service_point_id: number;
  category_id: number;
}

/** A made unit by its nameplate serial. */
export interface SerialUnitTable {
  serial: string;
  product_id: string | null;
  /** The model's name as imported (kept if the product goes). */
  model: string;
  /** YYYY-MM-DD, India. */
  dispatched_on: string | null;
  dealer_id: number | null;
  /** The serial this unit replaced. */
  replaces: string | null;
  created_at: number;
}

/** A category's (or, without one, every category's) warranty terms from a date on. */
export interface WarrantyRuleTable {
  id: Generated<number>;
  category_id: number | null;
  effective_from: string;
  months_from_install: number;
  months_from_dispatch: number | null;
  bonus_months: Generated<number>;
  bonus_within_days: Generated<number>;
  note: Generated<string>;
  created_at: number;
  updated_at: number;
}

export interface WarrantyRegistrationTable {
  id: Generated<number>;
  serial: string;
  status: "registered" | "review";
  product_id: string | null;
  model: Generated<string>;
  name: string;
  phone: string;
  pin: string;
  district: string;
  state: string;
  state_code: string;
  installed_on: string;
  dealer_id: number | null;
  dealer_name: Generated<string>;
  invoice_media_id: string | null;
  language: Generated<Locale>;
  rule_id: number | null;
  /** The last day covered; null while under review. */
  ends_on: string | null;
  basis: "install" | "dispatch" | "replacement" | null;
  term_months: number | null;
  bonus_months: Generated<number>;
  submission: string;
  created_at: number;
  updated_at: number;
}

export type ServiceStatus = "received" | "assigned" | "visit" | "resolved" | "closed";
export type ServiceSymptom =
  | "no-start"
  | "trips"
  | "low-water"
  | "noise"
  | "burnt-smell"
  | "leak"
  | "other";

export interface ServiceRequestTable {
  id: Generated<number>;
  token: string;
  submission: string;
  serial: string | null;
  product_id: string | null;
  model: Generated<string>;
  symptom: ServiceSymptom;
  note: Generated<string>;
  name: string;
  phone: string;
  pin: string;
  district: Generated<string>;
  state: Generated<string>;
  state_code: Generated<string>;
  language: Generated<Locale>;
  warranty: Generated<"in" | "out" | "unknown">;
  status: Generated<ServiceStatus>;
  service_point_id: number | null;
  visit_on: string | null;
  first_visit_on: string | null;
  created_at: number;
  updated_at: number;
  closed_at: number | null;
}

export interface ServiceRequestEventTable {
  id: Generated<number>;
  request_id: number;
  kind: "created" | "status" | "assign" | "note";
  status: ServiceStatus | null;
  visit_on: string | null;
  service_point_id: number | null;
  note: Generated<string>;
  by_customer: Generated<number>;
  actor: Generated<string>;
  submission: string | null;
  created_at: number;
}

export interface ServiceRequestPhotoTable {
  request_id: number;
  media_id: string;
  event_id: number | null;
  created_at: number;
}

/** An alert-worthy event, written with it; e-mailed by the lead-mail worker (service/alerts.server.ts). */
export interface ServiceSettingTable {
  id: number;
  first_visit_days: number;
  updated_at: number;
}

export interface Database extends AuthTables {
  media: MediaTable;
  category: CategoryTable;
  subcategory: SubcategoryTable;
  product: ProductTable;
  product_image: ProductImageTable;
  product_category: ProductCategoryTable;
  product_spec: ProductSpecTable;
  product_duty_point: ProductDutyPointTable;
  image_set: ImageSetTable;
  orders: OrdersTable;
  order_item: OrderItemTable;
  enquiry: EnquiryTable;
  salesperson: SalespersonTable;
  salesperson_area: SalespersonAreaTable;
  salesperson_category: SalespersonCategoryTable;
  outbox_message: OutboxMessageTable;
  outbox_receipt: OutboxReceiptTable;
  outbox_config: OutboxConfigTable;
  audit_log: AuditLogTable;
  account_activity: AccountActivityTable;
  password_reset: PasswordResetTable;
  rate_limit: RateLimitTable;
  search_word: SearchWordTable;
  search_key_word: SearchKeyWordTable;
  search_synonym: SearchSynonymTable;
  search_state: SearchStateTable;
  listing_version: ListingVersionTable;
  product_translation: ProductTranslationTable;
  product_image_translation: ProductImageTranslationTable;
  category_translation: CategoryTranslationTable;
  subcategory_translation: SubcategoryTranslationTable;
  dealer_application: DealerApplicationTable;
  dealer_application_category: DealerApplicationCategoryTable;
  tax_rate: TaxRateTable;
  quotation: QuotationTable;
  quotation_line: QuotationLineTable;
  quotation_revision: QuotationRevisionTable;
  quotation_event: QuotationEventTable;
  quotation_settings: QuotationSettingsTable;
  enquiry_note: EnquiryNoteTable;
  quotation_answer_seen: QuotationAnswerSeenTable;
  service_point: ServicePointTable;
  service_point_category: ServicePointCategoryTable;
  serial_unit: SerialUnitTable;
  warranty_rule: WarrantyRuleTable;
  warranty_registration: WarrantyRegistrationTable;
  service_request: ServiceRequestTable;
  service_request_event: ServiceRequestEventTable;
  service_request_photo: ServiceRequestPhotoTable;
  service_setting: ServiceSettingTable;
}

export type MediaRow = Selectable<MediaTable>;
export type EnquiryRow = Selectable<EnquiryTable>;
