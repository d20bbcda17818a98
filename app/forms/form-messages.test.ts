import { describe, expect, it } from "vitest";
import { signInSchema, signUpSchema } from "~/accounts/account-schemas";
import { resetPasswordFormSchema } from "~/accounts/reset-password-schema";
import { bulkSettingsSchema, selectionSchema } from "~/catalogue/admin/bulk-schema";
import { categoryActionSchema } from "~/catalogue/category-schema";
import { productSchema } from "~/catalogue/product-schema";
import { specsSchema } from "~/catalogue/spec-schema";
import { nameTranslationSchema, productTranslationSchema } from "~/catalogue/translation-schema";
import { salespersonSchema } from "~/enquiries/admin/salespeople-schema";
import { contactSchema } from "~/enquiries/contact-schema";
import { enquirySchema } from "~/enquiries/enquiry-schema";
import { leadFilterSchema, leadOwnerSchema, leadStatusSchema } from "~/enquiries/lead-status";
import type { z } from "~/forms/zod";
import { imageSetActionSchema } from "~/home/image-set-schema";
import { cartItemsSchema } from "~/orders/cart-schema";
import { orderStatusSchema } from "~/orders/order-status";
import { peopleActionSchema } from "~/people/people-schema";
import { searchWordFilterSchema, searchWordSchema } from "~/search/admin/search-words-schema";

/**
 * Every message a person can meet is one of ours, a sentence, never zod's own
 * text ("Too big: expected array to have <=10000 items"): each schema a form or
 * an action answers with is fed wrong types, empty, huge and hostile values.
 */
const SCHEMAS: Record<string, z.ZodType> = {
  productSchema,
  specsSchema,
  bulkSettingsSchema,
  selectionSchema,
  cartItemsSchema,
  enquirySchema,
  contactSchema,
  categoryActionSchema,
  imageSetActionSchema,
  peopleActionSchema,
  resetPasswordFormSchema,
  signInSchema,
  signUpSchema,
  orderStatusSchema,
  leadStatusSchema,
  productTranslationGu: productTranslationSchema.gu,
  productTranslationHi: productTranslationSchema.hi,
  nameTranslationGu: nameTranslationSchema("gu"),
  searchWordSchema,
  searchWordFilterSchema,
  salespersonSchema,
  leadOwnerSchema,
  leadFilterSchema,
};

const ZOD_WORDING =
  /^(Invalid input|Invalid option|Invalid string|Invalid element|Invalid key|Invalid union|Invalid discriminator|Too big|Too small|Unrecognized key|Expected |Required$)|: expected /;

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  options?: z.ZodType[];
  in?: z.ZodType;
  out?: z.ZodType;
  innerType?: z.ZodType;
  element?: z.ZodType;
  values?: unknown[];
};
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

/** Each object shape a value of the schema can take, with a literal's value where one is fixed. */
function shapes(schema: z.ZodType): Record<string, z.ZodType>[] {
  const def = defOf(schema);
  if (def.type === "object" && def.shape) return [def.shape];
  if (def.type === "union" && def.options) return def.options.flatMap(shapes);
  for (const inner of [def.in, def.innerType]) if (inner) return shapes(inner);
  if (def.type === "array" && def.element) return shapes(def.element);
  return [];
}

/**
 * What a form post can carry (texts, repeated texts, a missing field), whatever a
 * crafted request puts in them; the cart's JSON gets anything at all.
 */
const GARBAGE: unknown[] = [
  undefined,
  "",
  " ",
  "\u0000",
  "-1",
  "1e309",
  "abc",
  "x".repeat(100_000),
  [],
  ["a", "b"],
  Array.from({ length: 10_001 }, (_, i) => `id-${i}`),
];
const JSON_GARBAGE: unknown[] = [null, 123, true, {}, [{}], [{ id: 1, quantity: "x" }]];

function inputs(schema: z.ZodType): unknown[] {
  const out: unknown[] = [...GARBAGE, ...(schema === cartItemsSchema ? JSON_GARBAGE : [])];
  for (const shape of shapes(schema)) {
    const fixed: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(shape)) {
      const def = defOf(field);
      if (def.type === "literal" && def.values) fixed[key] = def.values[0];
    }
    for (const value of GARBAGE) {
      out.push({
        ...fixed,
        ...Object.fromEntries(
          Object.keys(shape)
            .filter((k) => !(k in fixed))
            .map((k) => [k, value]),
        ),
      });
      for (const key of Object.keys(shape))
        if (!(key in fixed)) out.push({ ...fixed, [key]: value });
    }
  }
  // An array schema gets arrays of those.
  if (defOf(schema).type === "array" || defOf(schema).type === "pipe")
    out.push(out.slice(GARBAGE.length, GARBAGE.length + 5));
  return out;
}

describe("form messages", () => {
  it.each(Object.entries(SCHEMAS))("%s answers bad input in its own words", (_, schema) => {
    const raw = new Set<string>();
    for (const input of inputs(schema)) {
      const parsed = schema.safeParse(input);
      if (parsed.success) continue;
      for (const issue of parsed.error.issues)
        if (ZOD_WORDING.test(issue.message)) raw.add(issue.message);
    }
    expect([...raw]).toEqual([]);
  });
});
