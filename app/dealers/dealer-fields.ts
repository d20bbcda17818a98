import { m } from "~/i18n/paraglide/messages.js";

/**
 * The dealer form's fixed choices, limits and shapes, without zod: the page
 * renders from these, and loads the schema (dealer-schema.ts) when the form
 * is first used.
 */

/** The expected monthly volume's ranges, as stored; labels in VOLUME_LABEL. */
export const MONTHLY_VOLUMES = ["lt10", "10-25", "25-50", "50-100", "gt100"] as const;
export type MonthlyVolume = (typeof MONTHLY_VOLUMES)[number];

export const VOLUME_LABEL: Record<MonthlyVolume, typeof m.dealers_volume_lt10> = {
  lt10: m.dealers_volume_lt10,
  "10-25": m.dealers_volume_10_25,
  "25-50": m.dealers_volume_25_50,
  "50-100": m.dealers_volume_50_100,
  gt100: m.dealers_volume_gt100,
};

/** The most each field takes (docs/forms.md). */
export const DEALER_LIMITS = {
  firmName: 160,
  contactName: 120,
  pin: 32,
  territory: 500,
  categories: 30,
} as const;

export type DealerField =
  | "firmName"
  | "contactName"
  | "email"
  | "phone"
  | "gstin"
  | "pin"
  | "territory"
  | "categories"
  | "volume";

/** The fields' values as typed, shown back after a refused post (no JavaScript). */
export type DealerValues = Partial<Record<Exclude<DealerField, "categories">, string>> & {
  categories?: string[];
};

/** Where the PIN is, as the server (or /api/pincode) read it. */
export interface DealerPlace {
  pin: string;
  district: string;
  state: string;
  stateCode: string;
}
