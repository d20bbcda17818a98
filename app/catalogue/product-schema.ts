import { formatRupees } from "~/format/money";
import { type FieldErrors, fieldErrors } from "~/forms/field-errors";
import { numberText } from "~/forms/number-text";
import { plainText } from "~/forms/plain-text";
import { z } from "~/forms/zod";
import { optionalHsnField } from "~/gst/hsn";
import { type SpecFieldName, specFieldName, specFormValues, specsSchema } from "./spec-schema";
import { NO_SPECS } from "./specs";

/**
 * The product model: the admin product form's schema (spec §3, §5), one for
 * the browser and the action, and every product shape is derived from it
 * (see "The product model" in docs/admin.md). Isomorphic: no Node imports here.
 */

/** Spec §8 "Admin products", word for word (the stale-save text is ours). */
export const PRODUCT_ADDED = "Product added successfully!";
export const PRODUCT_ADD_FAILED = "Failed to add product.";
export const PRODUCT_UPDATED = "Product updated successfully!";
export const PRODUCT_UPDATE_FAILED = "Failed to update product.";
export const NO_SUCH_PRODUCT = "No such product!";
export const PRODUCT_FETCH_FAILED = "Failed to fetch product.";
export const PRODUCT_STALE =
  "Someone else saved this product after you opened it, so your changes were not saved. Load the latest version, then make your changes again.";

/** Spec §3 and its limits table: imgurl1 to imgurl5, category1 to category4. */
export const MAX_PRODUCT_IMAGES = 5;
export const CATEGORY_SLOTS = [1, 2, 3, 4] as const;
export const MAX_PRODUCT_CATEGORIES = CATEGORY_SLOTS.length;
export type CategorySlot = (typeof CATEGORY_SLOTS)[number];

/**
 * The product's limits, shared by every write path (the form, the spreadsheet
 * import, bulk changes, the seed): the schema below enforces them, and bulk
 * price changes check their results against PRODUCT_PRICE.
 */
export const PRODUCT_LIMITS = {
  /** ₹99,99,99,999.99: nine digits of rupees and two of paise, as the form takes them. */
  pricePaise: 99_999_999_999,
  reviews: 999_999_999,
  star: 5,
  title: 200,
  imageDescription: 200,
  lines: 10_000,
} as const;

export const PRICE_MESSAGE = "Price must be an amount in rupees, like 4500 or 4500.50";
const PRICE_RANGE_MESSAGE = `Price must be from ₹0 to ${formatRupees(PRODUCT_LIMITS.pricePaise)}`;

/** A stored price, in paise, within the product's limits. */
export const PRODUCT_PRICE = z
  .number()
  .int(PRICE_MESSAGE)
  .min(0, PRICE_RANGE_MESSAGE)
  .max(PRODUCT_LIMITS.pricePaise, PRICE_RANGE_MESSAGE);

const STAR_MESSAGE = "Star rating must be a number from 0 to 5";
export const STAR_MAX_MESSAGE = "Star rating cannot be more than 5";
export const STAR_STEP_MESSAGE = "Star rating goes in half steps (0, 0.5, 1 … 5)";
export const SUBCATEGORY_WITHOUT_CATEGORY = "Choose a category before its subcategory";
const DUPLICATE_CATEGORY = "This category is already chosen above";

/** Description, specification and features: one list item a line (spec §3). */
const lines = (label: string) => plainText(label, PRODUCT_LIMITS.lines, { multiline: true });

/** Form values arrive as text; blank means "not given". */
const optionalId = z
  .string()
  .trim()
  .transform((s, ctx) => {
    if (s === "") return null;
    const n = Number(s);
    if (!Number.isSafeInteger(n) || n < 1) {
      ctx.addIssue({ code: "custom", message: "Unknown choice" });
      return z.NEVER;
    }
    return n;
  });

const categorySlot = z.object({ category: optionalId, subcategory: optionalId });

export const productSchema = z
  .object({
    title: plainText("Title", PRODUCT_LIMITS.title).min(1, "Title is required"),
    /** Its HSN code for GST (docs/gst.md "Tax rates"); null until someone sets it. */
    hsn: optionalHsnField,
    price: numberText()
      .min(1, "Price is required")
      .regex(/^\d{1,9}(\.\d{1,2})?$/, PRICE_MESSAGE)
      .transform((s) => Math.round(Number(s) * 100))
      .pipe(PRODUCT_PRICE),
    images: z
      .array(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "Unknown image"))
      .max(MAX_PRODUCT_IMAGES, `At most ${MAX_PRODUCT_IMAGES} images`),
    /** Each image's description (alt text), in the images' order; blank uses the title. */
    imageAlts: z
      .array(plainText("Image description", PRODUCT_LIMITS.imageDescription))
      .max(MAX_PRODUCT_IMAGES),
    bestSell: z.enum(["true", "false"]).transform((v) => v === "true"),
    review: numberText()
      .regex(/^\d{1,9}$/, "Review count must be a whole number, 0 or more")
      .transform(Number)
      .pipe(z.number().max(PRODUCT_LIMITS.reviews)),
    star: numberText()
      .min(1, STAR_MESSAGE)
      .transform((s, ctx) => {
        const n = Number(s);
        if (!Number.isFinite(n) || n < 0) {
          ctx.addIssue({ code: "custom", message: STAR_MESSAGE });
          return z.NEVER;
        }
        if (n > PRODUCT_LIMITS.star) {
          ctx.addIssue({ code: "custom", message: STAR_MAX_MESSAGE });
          return z.NEVER;
        }
        if (!Number.isInteger(n * 2)) {
          ctx.addIssue({ code: "custom", message: STAR_STEP_MESSAGE });
          return z.NEVER;
        }
        return n;
      }),
    categories: z.array(categorySlot).length(CATEGORY_SLOTS.length),
    description: lines("Description"),
    specification: lines("Specification"),
    features: lines("Features"),
    /** Typed specifications, beside the free-text lists. */
    specs: specsSchema,
    /** The updated time of the copy the form was filled from (edit only). */
    updatedAt: z
      .string()
      .regex(/^\d{1,15}$/)
      .transform(Number)
      .optional(),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<number>();
    value.categories.forEach((slot, i) => {
      if (slot.subcategory !== null && slot.category === null) {
        ctx.addIssue({
          code: "custom",
          path: [`subcategory${i + 1}`],
          message: SUBCATEGORY_WITHOUT_CATEGORY,
        });
      }
      if (slot.category !== null) {
        if (seen.has(slot.category)) {
          ctx.addIssue({ code: "custom", path: [`category${i + 1}`], message: DUPLICATE_CATEGORY });
        }
        seen.add(slot.category);
      }
    });
  });

/** What the form's fields (or a spreadsheet row) give the schema: texts. */
export type ProductFormInput = z.input<typeof productSchema>;
/** A checked product as the form or a spreadsheet row gives it: stored units (paise, ids). */
export type ProductInput = z.output<typeof productSchema>;
/**
 * A product's own fields, as stored and as edited: the schema's output without
 * the edit form's bookkeeping. Every other product shape adds to this one.
 */
export type ProductFields = Omit<ProductInput, "updatedAt">;
/** What the form starts from: a product's fields, except that a new one has no price yet. */
export type ProductFormValues = Omit<ProductFields, "price"> & { price: number | null };

/** A product with nothing filled in: the add form's start, and defaults for callers that set a few fields. */
export const BLANK_PRODUCT: ProductFields = {
  title: "",
  hsn: null,
  price: 0,
  images: [],
  imageAlts: [],
  bestSell: false,
  review: 0,
  star: 0,
  categories: [],
  description: "",
  specification: "",
  features: "",
  specs: NO_SPECS,
};

export type ProductField =
  | "title"
  | "hsn"
  | "price"
  | "images"
  | "imageAlts"
  | "bestSell"
  | "review"
  | "star"
  | `category${CategorySlot}`
  | `subcategory${CategorySlot}`
  | "description"
  | "specification"
  | "features"
  | SpecFieldName
  | "form";

const str = (v: FormDataEntryValue | null) => (typeof v === "string" ? v : "");

/**
 * Flat form fields → the schema's shape. Images repeat under one name in
 * their display order; categories come as category1..4 / subcategory1..4.
 */
export function productFormValues(form: FormData): ProductFormInput {
  const updatedAt = form.get("updatedAt");
  return {
    title: str(form.get("title")),
    hsn: str(form.get("hsn")),
    price: str(form.get("price")),
    images: form.getAll("image").map(str).filter(Boolean),
    imageAlts: form.getAll("imageAlt").map(str),
    bestSell: form.get("bestSell") === "true" ? "true" : "false",
    review: str(form.get("review")) || "0",
    star: str(form.get("star")),
    categories: CATEGORY_SLOTS.map((n) => ({
      category: str(form.get(`category${n}`)),
      subcategory: str(form.get(`subcategory${n}`)),
    })),
    description: str(form.get("description")),
    specification: str(form.get("specification")),
    features: str(form.get("features")),
    specs: specFormValues(form),
    ...(typeof updatedAt === "string" ? { updatedAt } : {}),
  };
}

/** First message per form field; nested paths map back to the flat field names. */
export function productErrors(error: z.ZodError): FieldErrors<ProductField> {
  return fieldErrors(error, ([first, index, part]) =>
    first === "categories" && typeof index === "number"
      ? `${String(part)}${index + 1}`
      : first === "specs"
        ? specFieldName(index as Parameters<typeof specFieldName>[0])
        : String(first ?? "form"),
  );
}

/** Paise → the rupee text the price field shows ("4500" or "4500.50"). */
export function rupeesText(paise: number): string {
  return paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
}
