import { describe, expect, it } from "vitest";
import { chosenLocale, homeLanguage, suggestedLocale } from "./language-choice";
import { localHref } from "./local-href";
import { m } from "./paraglide/messages.js";
import { runInLocale } from "./request-locale.server";

describe("messages in the request's language", () => {
  it("follow the language the request runs in, English outside one", () => {
    expect(m.frame_shop()).toBe("Shop");
    expect(runInLocale("gu", () => m.frame_shop())).toBe("ઉત્પાદનો");
    expect(runInLocale("hi", () => m.frame_shop())).toBe("उत्पाद");
  });

  it("keep each concurrent request's language across awaits", async () => {
    const later = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const [gu, hi] = await Promise.all([
      runInLocale("gu", async () => {
        await later(20);
        return [m.frame_home(), localHref("/sign-in")];
      }),
      runInLocale("hi", async () => {
        await later(5);
        return [m.frame_home(), localHref("/sign-in")];
      }),
    ]);
    expect(gu).toEqual(["મુખ્ય પાનું", "/gu/sign-in"]);
    expect(hi).toEqual(["मुख्य पेज", "/hi/sign-in"]);
  });

  it("count 0 as one in Gujarati and Hindi, as many in English (Intl.PluralRules)", () => {
    expect(m.frame_cart_items({ count: 0 }, { locale: "en" })).toBe("Cart, 0 items");
    expect(m.frame_cart_items({ count: 1 }, { locale: "en" })).toBe("Cart, 1 item");
    expect(m.frame_cart_items({ count: 0 }, { locale: "gu" })).toBe("કાર્ટ, 0 વસ્તુ");
    expect(m.frame_cart_items({ count: 1 }, { locale: "gu" })).toBe("કાર્ટ, 1 વસ્તુ");
    expect(m.frame_cart_items({ count: 3 }, { locale: "gu" })).toBe("કાર્ટ, 3 વસ્તુઓ");
    expect(m.frame_cart_items({ count: 0 }, { locale: "hi" })).toBe("कार्ट, 0 सामान");
  });
});

describe("the bare / and the visitor's language", () => {
  it("reads a remembered choice from the Cookie header", () => {
    expect(chosenLocale("a=1; lang=gu; b=2")).toBe("gu");
    expect(chosenLocale("lang=en")).toBe("en");
    expect(chosenLocale("lang=fr")).toBeNull();
    expect(chosenLocale("slang=gu")).toBeNull();
    expect(chosenLocale(undefined)).toBeNull();
  });

  it("suggests Gujarati or Hindi only when preferred to English", () => {
    expect(suggestedLocale("gu-IN,gu;q=0.9,en;q=0.8")).toBe("gu");
    expect(suggestedLocale("hi")).toBe("hi");
    expect(suggestedLocale("en-IN,en;q=0.9,gu;q=0.8")).toBeNull();
    expect(suggestedLocale("en;q=0.5, hi;q=0.8")).toBe("hi");
    expect(suggestedLocale("mr-IN, hi;q=0.7, en;q=0.3")).toBe("hi");
    expect(suggestedLocale("gu;q=0")).toBeNull();
    // A search engine sends none.
    expect(suggestedLocale(undefined)).toBeNull();
  });

  it("redirects only on a choice, suggests on a preference, else shows English", () => {
    expect(homeLanguage(undefined, undefined)).toEqual({ kind: "english" });
    expect(homeLanguage("lang=hi", undefined)).toEqual({ kind: "redirect", to: "hi" });
    expect(homeLanguage(undefined, "gu")).toEqual({ kind: "suggest", locale: "gu" });
    // A visitor who chose English is not asked again.
    expect(homeLanguage("lang=en", "gu")).toEqual({ kind: "english" });
  });
});
