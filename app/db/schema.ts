import type { Generated, Insertable, Selectable } from "kysely";

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
}

export interface ProductImageTable {
  product_id: string;
  position: number;
  media_id: string;
}

export interface ProductCategoryTable {
  product_id: string;
  position: number;
  category_id: number;
  subcategory_id: number | null;
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
}

export type EnquiryKind = "product" | "dealer" | "cart" | "contact";

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
  status: Generated<string>;
  created_at: number;
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
}

/** E-mails about new leads, queued with each lead in its transaction (enquiries.server.ts). */
export interface LeadOutboxTable {
  id: Generated<number>;
  enquiry_id: number;
  status: Generated<"pending" | "sent" | "failed">;
  attempts: Generated<number>;
  next_attempt_at: number;
  last_error: string | null;
  created_at: number;
  sent_at: number | null;
}

export interface LeadOutboxConfigTable {
  id: number;
  enabled: number;
}

/** One fixed window of attempts per key (rate-limit.server.ts). */
export interface RateLimitTable {
  key: string;
  window_start: number;
  count: number;
}

/** A distinct word of product titles: the header search's vocabulary for typo correction. */
export interface SearchWordTable {
  word: string;
}

export interface Database {
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
  lead_outbox: LeadOutboxTable;
  lead_outbox_config: LeadOutboxConfigTable;
  audit_log: AuditLogTable;
  rate_limit: RateLimitTable;
  search_word: SearchWordTable;
}

export type MediaRow = Selectable<MediaTable>;
export type NewMedia = Insertable<MediaTable>;
export type ProductRow = Selectable<ProductTable>;
export type NewProduct = Insertable<ProductTable>;
export type EnquiryRow = Selectable<EnquiryTable>;
export type ImageSetRow = Selectable<ImageSetTable>;
