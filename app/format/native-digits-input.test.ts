import { describe, expect, it } from "vitest";
import { bulkSettingsSchema, bulkValues } from "~/catalogue/admin/bulk-schema";
import { productFormValues, productSchema } from "~/catalogue/product-schema";
import { readNumber, readRange } from "~/catalogue/units";
import { parseFinder, readQuantity } from "~/finder/finder-query";
import { phoneField } from "~/forms/contact-fields";
import { readQuery, searchQuery } from "~/search/search-text";
import { parseFilters } from "~/shop/shop-filters";

/**
 * Every place a typed number is read takes Gujarati (૦–૯) and Devanagari (०–९)
 * digits as it takes ASCII ones (issue 24 item 5), through one fold
 * (app/format/digits.ts). One test per entry point, with the real modules.
 */

describe("native digits where numbers are read", () => {
  it("the shared reader of quantities (finder, admin specifications)", () => {
    expect(readNumber("૧.૫")).toBe(1.5);
    expect(readNumber("१.५")).toBe(1.5);
    expect(readNumber("૧,૪૦,૦૦૦")).toBe(140_000);
    expect(readRange("૧૦–૬૦ m")).toEqual({
      min: { number: 10, unit: "m" },
      max: { number: 60, unit: "m" },
      tolerance: null,
    });
    expect(readRange("४१५ V ±१०%")?.tolerance).toBe(10);
  });

  it("the finder's head, discharge, pipe and choices", () => {
    expect(readQuantity("head", "૪૫ m")).toEqual({ ok: true, value: 45 });
    expect(readQuantity("flow", "६० lpm")).toEqual({ ok: true, value: 60 });
    const form = parseFinder(
      new URLSearchParams({ head: "૪૫", discharge: "१.५ lps", pipe: "૧૦૦", borewell: "૪" }),
    );
    expect(form.errors).toEqual({});
    expect(form.query).toMatchObject({ headM: 45, dischargeLpm: 90, pipeM: 100 });
    expect(form.query?.borewellMm).toBeGreaterThan(0);
    // What was typed is shown back as typed.
    expect(form.values.head).toBe("૪૫");
  });

  it("the shop's range filters", () => {
    expect(
      parseFilters(new URLSearchParams("power_min=૧.૫&power_max=२&head_min=४५")).filters,
    ).toEqual({ power: { min: 1.5, max: 2 }, head: { min: 45, max: null } });
  });

  it("search: sizes in a query", () => {
    const sizes = (text: string) =>
      readQuery(searchQuery(text)).flatMap((p) => ("token" in p ? [p.token.canonical] : []));
    expect(sizes("૧.૫ hp")).toEqual(sizes("1.5 hp"));
    expect(sizes("१.५hp પંપ")).toEqual(["1.5hp"]);
    expect(searchQuery("સબમર્સિબલ ૧ hp")).toBe("સબમર્સિબલ 1 hp");
  });

  it("the admin product form (price, reviews, stars), on the server's schema", () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      title: "સબમર્સિબલ પંપ",
      price: "૪૫૦૦.૫૦",
      star: "४.५",
      review: "૧૨",
    })) {
      form.append(k, v);
    }
    const r = productSchema.safeParse(productFormValues(form));
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({ price: 450_050, star: 4.5, review: 12 });
  });

  it("the enquiry and contact forms' phone number, stored in ASCII", () => {
    expect(phoneField.parse("૯૮૨૫૦ ૪૧૨૩૦")).toBe("98250 41230");
    expect(phoneField.parse("+९१ ९८२५० ४१२३०")).toBe("+91 98250 41230");
  });

  it("the admin's bulk price change", () => {
    const settings = (query: string) =>
      bulkSettingsSchema.safeParse(bulkValues(new URLSearchParams(query)).settings);
    expect(settings("action=price&mode=percent&change=-૧૨.૫").data).toEqual({
      action: "price",
      mode: "percent",
      change: -12.5,
    });
    expect(settings("action=price&mode=amount&change=२५०").success).toBe(true);
  });
});
