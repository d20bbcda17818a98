import { describe, expect, it } from "vitest";
import { categoryActionSchema, categoryProblem, MSG } from "./category-schema";

function problem(values: Record<string, string>): string | null {
  const r = categoryActionSchema.safeParse(values);
  return r.success ? null : categoryProblem(r.error);
}

describe("category form rules", () => {
  it("adding needs a name as typed, then a non-blank trimmed name", () => {
    expect(problem({ intent: "add-category", name: "" })).toBe("Please enter a category name");
    expect(problem({ intent: "add-category", name: "   " })).toBe(
      "Failed to add category: Category name cannot be empty.",
    );
    expect(categoryActionSchema.parse({ intent: "add-category", name: "  Pumps  " })).toEqual({
      intent: "add-category",
      name: "Pumps",
    });
  });

  it("refuses names over the length limit", () => {
    expect(problem({ intent: "add-category", name: "x".repeat(61) })).toBe(
      "Failed to add category: Category name is too long (60 characters at most).",
    );
    expect(problem({ intent: "add-category", name: "x".repeat(60) })).toBeNull();
  });

  it("renaming needs a selection, a new name, and a different one", () => {
    expect(problem({ intent: "rename-category", category: "", name: "New" })).toBe(
      MSG.selectCategoryToRename,
    );
    expect(problem({ intent: "rename-category", category: "Pumps", name: "" })).toBe(
      "Please enter a category name",
    );
    expect(problem({ intent: "rename-category", category: "Pumps", name: "  " })).toBe(
      "Failed to update category: Category name cannot be empty.",
    );
    expect(problem({ intent: "rename-category", category: "Pumps", name: " Pumps " })).toBe(
      "Failed to update category: New category name must be different from the old one.",
    );
    // Changing only the letter case is a real rename.
    expect(problem({ intent: "rename-category", category: "Pumps", name: "PUMPS" })).toBeNull();
  });

  it("deleting needs a selected category, and carries the confirmation", () => {
    expect(problem({ intent: "delete-category", category: "" })).toBe(
      "Please select a category to delete",
    );
    expect(categoryActionSchema.parse({ intent: "delete-category", category: "A" })).toMatchObject({
      confirmed: false,
    });
    expect(
      categoryActionSchema.parse({ intent: "delete-category", category: "A", confirm: "yes" }),
    ).toMatchObject({ confirmed: true });
  });

  it("subcategories: add, rename and delete need their selections and names", () => {
    const addMissing = "Please select a category and enter a subcategory name";
    expect(problem({ intent: "add-subcategory", category: "", name: "Borewell" })).toBe(addMissing);
    expect(problem({ intent: "add-subcategory", category: "Pumps", name: "" })).toBe(addMissing);
    expect(problem({ intent: "add-subcategory", category: "Pumps", name: "  " })).toBe(
      "Failed to add subcategory: Subcategory name cannot be empty.",
    );
    expect(problem({ intent: "delete-subcategory", category: "Pumps", subcategory: "" })).toBe(
      "Please select a category and subcategory to delete",
    );
    expect(problem({ intent: "delete-subcategory", category: "", subcategory: "x" })).toBe(
      "Please select a category and subcategory to delete",
    );
    expect(
      problem({ intent: "rename-subcategory", category: "P", subcategory: "A", name: " A" }),
    ).toBe(
      "Failed to update subcategory: New subcategory name must be different from the old one.",
    );
    expect(
      problem({ intent: "rename-subcategory", category: "P", subcategory: "A", name: "   " }),
    ).toBe("Failed to update subcategory: Subcategory name cannot be empty.");
  });

  it("formats the spec's named messages", () => {
    expect(MSG.categoryExists("Pumps")).toBe('Category "Pumps" already exists.');
    expect(MSG.categoryNotFound("Pumps")).toBe('Category "Pumps" not found in database.');
    expect(MSG.subcategoryExists("A", "B")).toBe('Subcategory "A" already exists in "B".');
    expect(MSG.subcategoryNotFound("A", "B")).toBe('Subcategory "A" not found in "B".');
  });

  it("refuses unknown intents and malformed image ids", () => {
    expect(problem({ intent: "drop-table" })).not.toBeNull();
    expect(problem({ intent: "category-image", category: "P", image: "../x" })).toBe(
      "Image upload failed",
    );
  });
});
