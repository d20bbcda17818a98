import { describe, expect, it } from "vitest";
import { siteFrom } from "~/config/site.server";
import { formatStyleFor, requestFormatStyle } from "./format-style.server";

const latin = siteFrom({});
const native = siteFrom({ SITE_NATIVE_DIGITS: "true" });

describe("the server's format style", () => {
  it("takes the language from the page's prefix", () => {
    const style = (href: string) => requestFormatStyle(new URL(href), latin);
    expect(style("http://shop.test/gu/compare?ids=a")).toEqual({
      locale: "gu",
      nativeDigits: false,
    });
    expect(style("http://shop.test/hi")).toEqual({ locale: "hi", nativeDigits: false });
    expect(style("http://shop.test/compare")).toEqual({ locale: "en", nativeDigits: false });
  });

  it("takes the shop's digits (SITE_NATIVE_DIGITS), never in English", () => {
    expect(latin.nativeDigits).toBe(false);
    expect(siteFrom({ SITE_NATIVE_DIGITS: "false" }).nativeDigits).toBe(false);
    expect(formatStyleFor("gu", native)).toEqual({ locale: "gu", nativeDigits: true });
    expect(formatStyleFor("hi", native)).toEqual({ locale: "hi", nativeDigits: true });
    expect(formatStyleFor("en", native)).toEqual({ locale: "en", nativeDigits: false });
  });
});
