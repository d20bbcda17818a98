import { describe, expect, it } from "vitest";
import { HSN_TEXT } from "~/gst/hsn";
import {
  MAX_PRODUCT_IMAGES,
  productErrors,
  productFormValues,
  productSchema,
  rupeesText,
  STAR_MAX_MESSAGE,
  STAR_STEP_MESSAGE,
} from "./product-schema";

function form(values: Record<string, string | string[]>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) {
    for (const item of Array.isArray(v) ? v : [v]) f.append(k, item);
  }
  return f;
}

const valid = { title: " Borewell pump ", price: "4500.50", star: "4.5", review: "12" };

function errors(values: Record<string, string | string[]>) {
  const r = productSchema.safeParse(productFormValues(form({ ...valid, ...values })));
  return r.success ? {} : productErrors(r.error);
}

describe("product form rules", () => {
  it("takes an optional HSN code, read as people type it", () => {
    const hsn = (value: string) =>
      productSchema.parse(productFormValues(form({ ...valid, hsn: value }))).hsn;
    expect(productSchema.parse(productFormValues(form(valid))).hsn).toBeNull();
    expect(hsn(" ")).toBeNull();
    expect(hsn("8413 70 10")).toBe("84137010");
    expect(hsn("८५०१")).toBe("8501");
    expect(errors({ hsn: "841" })).toEqual({ hsn: HSN_TEXT.shape });
  });

  it("parses a complete form into stored units", () => {
    const r = productSchema.parse(
      productFormValues(
        form({
          ...valid,
          bestSell: "true",
          image: ["a1", "b2"],
          category1: "3",
          subcategory1: "7",
          category2: "5",
          features: "One\r\nTwo\n",
          updatedAt: "1700000000000",
        }),
      ),
    );
    expect(r).toMatchObject({
      title: "Borewell pump",
      price: 450050,
      star: 4.5,
      review: 12,
      bestSell: true,
      images: ["a1", "b2"],
      features: "One\nTwo",
      updatedAt: 1700000000000,
    });
    expect(r.categories).toEqual([
      { category: 3, subcategory: 7 },
      { category: 5, subcategory: null },
      { category: null, subcategory: null },
      { category: null, subcategory: null },
    ]);
  });

  it("star: 0 to 5 in half steps; more than 5 is refused", () => {
    expect(errors({ star: "0" })).toEqual({});
    expect(errors({ star: "5" })).toEqual({});
    expect(errors({ star: "3.5" })).toEqual({});
    expect(errors({ star: "5.5" }).star).toBe(STAR_MAX_MESSAGE);
    expect(errors({ star: "6" }).star).toBe(STAR_MAX_MESSAGE);
    expect(errors({ star: "4.3" }).star).toBe(STAR_STEP_MESSAGE);
    expect(errors({ star: "-1" }).star).toBeDefined();
    expect(errors({ star: "" }).star).toBeDefined();
  });

  it("title and price are required; price is rupees with up to two decimals", () => {
    expect(errors({ title: "  " }).title).toBe("Title is required");
    expect(errors({ price: "" }).price).toBe("Price is required");
    expect(errors({ price: "12.345" }).price).toBeDefined();
    expect(errors({ price: "-5" }).price).toBeDefined();
    expect(errors({ price: "0" })).toEqual({});
  });

  it("at most MAX_PRODUCT_IMAGES images", () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `img${i}`);
    expect(errors({ image: ids(MAX_PRODUCT_IMAGES) })).toEqual({});
    expect(errors({ image: ids(MAX_PRODUCT_IMAGES + 1) }).images).toBe(
      `At most ${MAX_PRODUCT_IMAGES} images`,
    );
    expect(errors({ image: ["../etc"] }).images).toBeDefined();
  });

  it("a subcategory needs its category; a category is chosen once", () => {
    expect(errors({ subcategory2: "4" }).subcategory2).toBe(
      "Choose a category before its subcategory",
    );
    expect(errors({ category1: "2", category3: "2" }).category3).toBe(
      "This category is already chosen above",
    );
  });

  it("review count is a whole number", () => {
    expect(errors({ review: "2.5" }).review).toBeDefined();
    expect(errors({ review: "" })).toEqual({});
  });

  it("shows paise as rupee text", () => {
    expect(rupeesText(450000)).toBe("4500");
    expect(rupeesText(450050)).toBe("4500.50");
  });
});
