import { formatNumber } from "~/format/number-format";
import { numberText } from "~/forms/number-text";
import { z } from "~/forms/zod";
import { searchQuery } from "~/search/search-text";

/**
 * Bulk actions on the admin product table: which products, what to
 * do, and the action's settings. One schema for the page and the action.
 */

export const BULK_ACTIONS = ["delete", "bestseller-on", "bestseller-off", "move", "price"] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

export const BULK_LABELS: Record<BulkAction, string> = {
  delete: "Delete",
  "bestseller-on": "Mark as bestseller",
  "bestseller-off": "Clear bestseller",
  move: "Move to a category",
  price: "Change prices",
};

/** At most this many products in one bulk change. */
export const MAX_BULK = 10_000;

export const NOTHING_SELECTED = "Choose at least one product";
export const CHOOSE_ACTION = "Choose what to do with the selected products";
export const CHOOSE_CATEGORY = "Choose a category";
export const PERCENT_MESSAGE = "Enter a percentage from -90 to 500, like 5 or -10";
export const AMOUNT_MESSAGE = "Enter an amount in rupees, like 250 or -250";
export const PRICE_CHANGE_ZERO = "Enter a change other than 0";
const TOO_MANY = `A bulk change takes at most ${formatNumber(MAX_BULK)} products at once. Narrow the search, or change them in parts.`;
const UNKNOWN_PRODUCT = "One of the selected products is not a product of this catalogue";

/** Which products: ticked ids, or every product matching the dashboard's search. */
export const selectionSchema = z
  .object({
    ids: z
      .array(z.string(UNKNOWN_PRODUCT).trim().min(1, UNKNOWN_PRODUCT).max(200, UNKNOWN_PRODUCT))
      .max(MAX_BULK, TOO_MANY),
    all: z.boolean(),
    q: z.string().transform(searchQuery),
  })
  .refine((s) => s.all || s.ids.length > 0, { message: NOTHING_SELECTED, path: ["ids"] });

const optionalId = z
  .string()
  .trim()
  .transform((s) => (/^\d{1,12}$/.test(s) ? Number(s) : null));

export const bulkSettingsSchema = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.literal("delete") }),
    z.object({ action: z.literal("bestseller-on") }),
    z.object({ action: z.literal("bestseller-off") }),
    z.object({
      action: z.literal("move"),
      category: optionalId.refine((v) => v !== null, CHOOSE_CATEGORY),
      subcategory: optionalId,
    }),
    z
      .object({
        action: z.literal("price"),
        mode: z.enum(["percent", "amount"]),
        change: numberText(),
      })
      .transform((v, ctx) => {
        const n = Number(v.change);
        const percent = v.mode === "percent";
        const valid = percent
          ? /^-?\d{1,3}(\.\d{1,2})?$/.test(v.change) && n >= -90 && n <= 500
          : /^-?\d{1,9}(\.\d{1,2})?$/.test(v.change);
        if (!valid) {
          ctx.addIssue({
            code: "custom",
            path: ["change"],
            message: percent ? PERCENT_MESSAGE : AMOUNT_MESSAGE,
          });
          return z.NEVER;
        }
        if (n === 0) {
          ctx.addIssue({ code: "custom", path: ["change"], message: PRICE_CHANGE_ZERO });
          return z.NEVER;
        }
        return { action: "price" as const, mode: v.mode, change: n };
      }),
  ],
  { error: CHOOSE_ACTION },
);
export type BulkSettings = z.output<typeof bulkSettingsSchema>;

/** URL or form fields → the schemas' shapes. */
export function bulkValues(params: URLSearchParams | FormData) {
  const text = (name: string) => {
    const v = params.get(name);
    return typeof v === "string" ? v : "";
  };
  return {
    selection: {
      ids: params.getAll("id").filter((v): v is string => typeof v === "string" && v !== ""),
      all: text("all") === "1",
      q: text("q"),
    },
    settings: {
      action: text("action"),
      category: text("category"),
      subcategory: text("subcategory"),
      mode: text("mode") === "amount" ? "amount" : "percent",
      change: text("change"),
    },
  };
}

/**
 * The new price, in paise, rounded to the nearest rupee: price lists are in
 * whole rupees. It may fall outside the product's limits (PRODUCT_PRICE): the
 * preview shows that and the change is refused.
 */
export function changedPrice(
  paise: number,
  settings: { mode: "percent" | "amount"; change: number },
): number {
  const next =
    settings.mode === "percent"
      ? paise * (1 + settings.change / 100)
      : paise + settings.change * 100;
  return Math.round(next / 100) * 100;
}
