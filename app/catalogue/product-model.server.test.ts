import { describe, expect, expectTypeOf, it } from "vitest";
import type { SessionUser } from "~/accounts/session-user";
import {
  createProduct,
  type EditableProduct,
  getEditableProduct,
} from "~/catalogue/admin/product-admin.server";
import { ingestImage } from "~/media/images.server";
import { productId } from "~/seed/seed.server";
import { jpegBytes } from "~/test/media-fixtures.server";
import { setupTempData } from "~/test/temp-data";
import { insertCategory } from "./categories.server";
import {
  BLANK_PRODUCT,
  MAX_PRODUCT_CATEGORIES,
  MAX_PRODUCT_IMAGES,
  type ProductFields,
  type ProductFormInput,
  type ProductFormValues,
  productFormValues,
  productSchema,
} from "./product-schema";
import { insertProduct, type NewProduct, productSlug } from "./products.server";
import { specsFromText } from "./spec-schema";

/**
 * The product model (docs/admin.md, "The product model"): every product shape
 * comes from the product schema, and every way of adding a product stores the
 * same thing. These fail when a shape or a writer drifts from the schema.
 */

const admin: SessionUser = { id: "a1", name: "Admin", email: "a@x.test", role: "admin" };

const t = setupTempData();

async function photos(count: number): Promise<string[]> {
  const bytes = await jpegBytes();
  const ids: string[] = [];
  for (let i = 0; i < count; i++)
    ids.push((await ingestImage(t.db, t.storage, bytes, "products")).id);
  return ids;
}

async function categories(count: number) {
  const made = [];
  for (let i = 0; i < count; i++) {
    made.push(
      await insertCategory(t.db, {
        name: `Category ${i}`,
        imageMediaId: null,
        position: i,
        subcategories: [`Sub ${i}`],
      }),
    );
  }
  return made;
}

/** Strips what the database adds, leaving the product's own fields. */
function fieldsOf(p: EditableProduct | null): ProductFields | null {
  if (!p) return null;
  const { id: _id, updatedAt: _updatedAt, ...fields } = p;
  return fields;
}

describe("one product model", () => {
  it("every shape is the schema's fields plus a few of the database's (checked by tsc)", () => {
    type Fields = keyof ProductFields;
    expectTypeOf<keyof ProductFormInput>().toEqualTypeOf<Fields | "updatedAt">();
    expectTypeOf<Omit<ProductFormValues, "price">>().toEqualTypeOf<Omit<ProductFields, "price">>();
    expectTypeOf<ProductFormValues["price"]>().toEqualTypeOf<ProductFields["price"] | null>();
    expectTypeOf<Omit<EditableProduct, "id" | "updatedAt">>().toEqualTypeOf<ProductFields>();
    expectTypeOf<Omit<NewProduct, "id" | "createdAt">>().toEqualTypeOf<ProductFields>();
    expectTypeOf(productFormValues).returns.toEqualTypeOf<ProductFormInput>();
  });

  it("BLANK_PRODUCT has exactly the fields the schema gives", () => {
    const blankForm = productFormValues(new FormData());
    const parsed = productSchema.parse({ ...blankForm, title: "Pump", price: "1", star: "0" });
    const { updatedAt: _updatedAt, ...fields } = parsed;
    expect(Object.keys(BLANK_PRODUCT).sort()).toEqual(Object.keys(fields).sort());
  });

  it("every field is stored and read back as it was given", async () => {
    const images = await photos(MAX_PRODUCT_IMAGES);
    const cats = await categories(MAX_PRODUCT_CATEGORIES);
    // Typed as the fields themselves: a field added to the schema must be given here too.
    const full: ProductFields = {
      title: "Borewell Submersible Pump 1.5 HP",
      hsn: "84137010",
      price: 1_845_050,
      images,
      imageAlts: images.map((_, i) => `View ${i + 1}`),
      bestSell: true,
      review: 12,
      star: 4.5,
      categories: cats.map((c, i) => ({
        category: c.id,
        subcategory: i % 2 === 0 ? (c.subcategoryIds.get(`Sub ${i}`) ?? null) : null,
      })),
      description: "One\nTwo",
      specification: "Body: Stainless steel",
      features: "Copper winding",
      specs: specsFromText({ power: "1.5 HP", phase: "1", head: "20–105 m", stages: "15" }),
    };
    for (const key of Object.keys(BLANK_PRODUCT) as (keyof ProductFields)[]) {
      expect(full[key], `the test sets ${key}`).not.toEqual(BLANK_PRODUCT[key]);
    }
    const id = await insertProduct(t.db, full);
    expect(fieldsOf(await getEditableProduct(t.db, id))).toEqual(full);
  });

  it("the admin form's add and the seed's insert store the same product under the same slug", async () => {
    const [pumps] = await categories(1);
    const form = new FormData();
    for (const [k, v] of Object.entries({
      title: "Openwell Pump 1 HP (Single-Phase)",
      price: "9900.50",
      star: "4",
      review: "3",
      bestSell: "true",
      category1: String(pumps?.id),
      description: "Quiet\nCool",
    }))
      form.append(k, v);
    const input = productSchema.parse(productFormValues(form));

    const fromForm = await createProduct(t.db, admin, input);
    const fromSeed = await insertProduct(t.db, { ...input, id: productId(input.title, 0) });

    const slug = productSlug(input.title);
    expect(slug).toBe("openwell-pump-1-hp-single-phase");
    expect(fromForm).toMatch(new RegExp(`^${slug}-[0-9a-f]{8}$`));
    expect(fromSeed).toBe(`${slug}-001`);
    const seeded = fieldsOf(await getEditableProduct(t.db, fromSeed));
    expect(seeded).toEqual(fieldsOf(await getEditableProduct(t.db, fromForm)));
    expect(seeded?.categories).toEqual([{ category: pumps?.id, subcategory: null }]);

    const row = (id: string) =>
      t.db
        .selectFrom("product")
        .select(["title", "price_paise", "best_sell", "review_count", "star", "description"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
    expect(await row(fromSeed)).toEqual(await row(fromForm));
  });

  it("keeps at most MAX_PRODUCT_IMAGES images and MAX_PRODUCT_CATEGORIES categories", async () => {
    const images = await photos(MAX_PRODUCT_IMAGES + 1);
    const cats = await categories(MAX_PRODUCT_CATEGORIES + 1);
    const id = await insertProduct(t.db, {
      ...BLANK_PRODUCT,
      title: "Too many",
      images,
      categories: cats.map((c) => ({ category: c.id, subcategory: null })),
    });
    const stored = await getEditableProduct(t.db, id);
    expect(stored?.images).toEqual(images.slice(0, MAX_PRODUCT_IMAGES));
    expect(stored?.categories).toHaveLength(MAX_PRODUCT_CATEGORIES);
  });
});
