import { describe, expect, it } from "vitest";
import { setupTempData } from "~/test/temp-data";
import { insertCategory } from "./categories.server";
import { BLANK_PRODUCT } from "./product-schema";
import { insertProduct } from "./products.server";
import { relatedProducts } from "./related.server";

const t = setupTempData();

async function product(id: string, categoryId: number, subcategoryId: number | null) {
  await insertProduct(t.db, {
    ...BLANK_PRODUCT,
    id,
    title: id,
    price: 100,
    categories: [{ category: categoryId, subcategory: subcategoryId }],
  });
}

describe("relatedProducts", () => {
  it("takes neighbours in the subcategory first, wrapping round, then the category", async () => {
    const pumps = await insertCategory(t.db, {
      name: "Pumps",
      imageMediaId: null,
      position: 0,
      subcategories: ["Borewell", "Openwell"],
    });
    const tools = await insertCategory(t.db, {
      name: "Tools",
      imageMediaId: null,
      position: 1,
      subcategories: [],
    });
    const bore = pumps.subcategoryIds.get("Borewell") ?? 0;
    const open = pumps.subcategoryIds.get("Openwell") ?? 0;
    for (const id of ["b1", "b2", "b3", "b4"]) await product(id, pumps.id, bore);
    await product("o1", pumps.id, open);
    await product("t1", tools.id, null);
    await product("t2", tools.id, null);

    const ids = async (id: string) => (await relatedProducts(t.db, id)).map((p) => p.id);
    expect(await ids("b2")).toEqual(["b3", "b4", "b1", "o1"]);
    expect(await ids("b4")).toEqual(["b1", "b2", "b3", "o1"]);
    expect(await ids("o1")).toEqual(["b1", "b2", "b3", "b4"]);
    expect(await ids("t1")).toEqual(["t2"]);
    expect(await relatedProducts(t.db, "b1", 2)).toHaveLength(2);
    expect(await ids("no-such-product")).toEqual([]);
  });
});
