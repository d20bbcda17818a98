import { hasControlCharacters } from "~/forms/control-characters";
import { firstProblem } from "~/forms/field-errors";
import { controlCharactersMessage } from "~/forms/plain-text";
import { z } from "~/forms/zod";

/**
 * Category and subcategory management on /AddProductPage (spec §5, §8), one
 * schema for the browser and the action. The "Please …" texts answer a form
 * sent with a selection or name missing; broken rules come back as
 * "Failed to <verb> category: <rule>", as the spec's catalogue pairs them.
 */

/** A category's or subcategory's name, at most (in every language). */
export const NAME_MAX = 60;

export const MSG = {
  enterCategory: "Please enter a category name",
  selectCategoryToDelete: "Please select a category to delete",
  selectCategoryForSubcategory: "Please select a category and enter a subcategory name",
  selectSubcategoryToDelete: "Please select a category and subcategory to delete",
  // Not in the spec (it names no text for these); worded like its siblings.
  selectCategoryToRename: "Please select a category to rename",
  selectSubcategoryToRename: "Please select a category and subcategory to rename",
  enterSubcategory: "Please enter a subcategory name",
  selectCategoryForImage: "Please select a category",
  categoryEmpty: "Category name cannot be empty.",
  subcategoryEmpty: "Subcategory name cannot be empty.",
  categorySame: "New category name must be different from the old one.",
  subcategorySame: "New subcategory name must be different from the old one.",
  tooLong: (what: string) => `${what} name is too long (${NAME_MAX} characters at most).`,
  categoryExists: (x: string) => `Category "${x}" already exists.`,
  categoryNotFound: (x: string) => `Category "${x}" not found in database.`,
  subcategoryExists: (x: string, c: string) => `Subcategory "${x}" already exists in "${c}".`,
  subcategoryNotFound: (x: string, c: string) => `Subcategory "${x}" not found in "${c}".`,
  unauthorized: "Unauthorized!",
} as const;

export type Verb = "add" | "delete" | "update";
export const failed = (verb: Verb, what: "category" | "subcategory", message: string) =>
  `Failed to ${verb} ${what}: ${message}`;

export const categoryAdded = (x: string) => `Category "${x}" added successfully!`;
export const categoryDeleted = (x: string) => `Category "${x}" deleted successfully!`;
export const categoryUpdated = (from: string, to: string) =>
  `Category "${from}" updated to "${to}" successfully!`;
export const categoryImageUpdated = (x: string) => `Category "${x}" image updated successfully!`;
export const subcategoryAdded = (x: string, c: string) =>
  `Subcategory "${x}" added to "${c}" successfully!`;
export const subcategoryDeleted = (x: string, c: string) =>
  `Subcategory "${x}" deleted from "${c}" successfully!`;
export const subcategoryUpdated = (from: string, to: string, c: string) =>
  `Subcategory "${from}" updated to "${to}" in "${c}" successfully!`;

const field = z.string().default("");

/** A category or subcategory chosen from a list: an existing name, so never long or odd. */
const selection = (label: "Category" | "Subcategory") =>
  field
    .refine((v) => !hasControlCharacters(v), { message: controlCharactersMessage(label) })
    .refine((v) => v.length <= NAME_MAX, { message: MSG.tooLong(label) });
const category = selection("Category");
const subcategory = selection("Subcategory");

/** A name as typed: required as typed, then trimmed, then non-empty and short. */
function name(
  ctx: z.RefinementCtx,
  raw: string,
  missing: string,
  failure: (rule: string) => string,
  what: "Category" | "Subcategory",
): string | null {
  if (raw === "") {
    ctx.addIssue({ code: "custom", path: ["name"], message: missing });
    return null;
  }
  if (hasControlCharacters(raw)) {
    ctx.addIssue({
      code: "custom",
      path: ["name"],
      message: failure(controlCharactersMessage(`${what} name`)),
    });
    return null;
  }
  const trimmed = raw.trim();
  if (trimmed === "") {
    const rule = what === "Category" ? MSG.categoryEmpty : MSG.subcategoryEmpty;
    ctx.addIssue({ code: "custom", path: ["name"], message: failure(rule) });
    return null;
  }
  if (trimmed.length > NAME_MAX) {
    ctx.addIssue({ code: "custom", path: ["name"], message: failure(MSG.tooLong(what)) });
    return null;
  }
  return trimmed;
}

const issue = (ctx: z.RefinementCtx, message: string) =>
  ctx.addIssue({ code: "custom", path: ["form"], message });

export const categoryActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add-category"), name: field }).transform((v, ctx) => {
    const n = name(ctx, v.name, MSG.enterCategory, (r) => failed("add", "category", r), "Category");
    return n === null ? z.NEVER : { intent: v.intent, name: n };
  }),
  z.object({ intent: z.literal("rename-category"), category, name: field }).transform((v, ctx) => {
    if (v.category === "") {
      issue(ctx, MSG.selectCategoryToRename);
      return z.NEVER;
    }
    const fail = (r: string) => failed("update", "category", r);
    const n = name(ctx, v.name, MSG.enterCategory, fail, "Category");
    if (n === null) return z.NEVER;
    if (n === v.category.trim()) {
      issue(ctx, fail(MSG.categorySame));
      return z.NEVER;
    }
    return { intent: v.intent, category: v.category, name: n };
  }),
  z
    .object({ intent: z.literal("delete-category"), category, confirm: field })
    .transform((v, ctx) => {
      if (v.category === "") {
        issue(ctx, MSG.selectCategoryToDelete);
        return z.NEVER;
      }
      return { intent: v.intent, category: v.category, confirmed: v.confirm === "yes" };
    }),
  z.object({ intent: z.literal("add-subcategory"), category, name: field }).transform((v, ctx) => {
    if (v.category === "" || v.name === "") {
      issue(ctx, MSG.selectCategoryForSubcategory);
      return z.NEVER;
    }
    const fail = (r: string) => failed("add", "subcategory", r);
    const n = name(ctx, v.name, MSG.selectCategoryForSubcategory, fail, "Subcategory");
    return n === null ? z.NEVER : { intent: v.intent, category: v.category, name: n };
  }),
  z
    .object({
      intent: z.literal("rename-subcategory"),
      category,
      subcategory,
      name: field,
    })
    .transform((v, ctx) => {
      if (v.category === "" || v.subcategory === "") {
        issue(ctx, MSG.selectSubcategoryToRename);
        return z.NEVER;
      }
      const fail = (r: string) => failed("update", "subcategory", r);
      const n = name(ctx, v.name, MSG.enterSubcategory, fail, "Subcategory");
      if (n === null) return z.NEVER;
      if (n === v.subcategory.trim()) {
        issue(ctx, fail(MSG.subcategorySame));
        return z.NEVER;
      }
      return { intent: v.intent, category: v.category, subcategory: v.subcategory, name: n };
    }),
  z
    .object({ intent: z.literal("delete-subcategory"), category, subcategory })
    .transform((v, ctx) => {
      if (v.category === "" || v.subcategory === "") {
        issue(ctx, MSG.selectSubcategoryToDelete);
        return z.NEVER;
      }
      return { intent: v.intent, category: v.category, subcategory: v.subcategory };
    }),
  z.object({ intent: z.literal("category-image"), category, image: field }).transform((v, ctx) => {
    if (v.category === "") {
      issue(ctx, MSG.selectCategoryForImage);
      return z.NEVER;
    }
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(v.image)) {
      issue(ctx, "Image upload failed");
      return z.NEVER;
    }
    return { intent: v.intent, category: v.category, image: v.image };
  }),
]);

export type CategoryAction = z.output<typeof categoryActionSchema>;
export const CATEGORY_INTENTS = [
  "add-category",
  "rename-category",
  "delete-category",
  "add-subcategory",
  "rename-subcategory",
  "delete-subcategory",
  "category-image",
] as const;

/** The one message a category form shows for a refused submission. */
export function categoryProblem(error: z.ZodError): string {
  return firstProblem(error).message;
}

/** What a category action answers: one toast, and whether it worked. */
export interface CategoryResult {
  ok: boolean;
  message: string;
  /** Delete of a category in use: how many products it would leave. */
  confirm?: { category: string; products: number };
}
