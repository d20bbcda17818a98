import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { LOCALES } from "~/i18n/locales";
import { ConfigError, parseEnv } from "./env.server";
import { defaultSite, defaultSiteText, SITE_TEXT_FIELDS } from "./site";
import { SITE_TEXT_MAX, siteFor } from "./site.server";

/**
 * The tagline, address and city in Gujarati and Hindi (SITE_*_GU, SITE_*_HI):
 * siteFor's one rule, and the environment refusing what a page cannot show.
 */

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
function parse(variables: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), "storefront-site-"));
  dirs.push(dir);
  return parseEnv({ DATA_DIR: dir, ...variables });
}

describe("siteFor: the business details in a page's language", () => {
  it("English is the English details; the demo's own Gujarati and Hindi without settings", () => {
    expect(siteFor("en", {})).toEqual(defaultSite);
    expect(siteFor("gu", {})).toEqual({ ...defaultSite, ...defaultSiteText.gu });
    expect(siteFor("hi", {})).toEqual({ ...defaultSite, ...defaultSiteText.hi });
    expect(siteFor("gu", {}).city).toBe("રાજકોટ");
    expect(siteFor("hi", {}).city).toBe("राजकोट");
    expect(siteFor("gu", {}).address).toContain("મેટોડા");
    expect(siteFor("hi", {}).address).toContain("मेटोडा");
    // Only the worded fields change: names, numbers and links are the same everywhere.
    expect(siteFor("gu", {}).companyName).toBe(defaultSite.companyName);
    expect(siteFor("hi", {}).phone).toBe(defaultSite.phone);
  });

  it("takes each language's own setting, field by field", () => {
    const v = {
      SITE_CITY: "Ahmedabad",
      SITE_CITY_GU: "અમદાવાદ",
      SITE_CITY_HI: "अहमदाबाद",
      SITE_TAGLINE_HI: "भरोसेमंद पंप",
    };
    expect(siteFor("en", v).city).toBe("Ahmedabad");
    expect(siteFor("gu", v).city).toBe("અમદાવાદ");
    expect(siteFor("hi", v).city).toBe("अहमदाबाद");
    expect(siteFor("hi", v).tagline).toBe("भरोसेमंद पंप");
    // Gujarati has no tagline of its own and the English is the demo's: the demo's Gujarati.
    expect(siteFor("gu", v).tagline).toBe(defaultSiteText.gu.tagline);
    expect(siteFor("en", v).tagline).toBe(defaultSite.tagline);
  });

  it("an operator's English without a Gujarati or Hindi: their English, never the demo's translation", () => {
    const address = "12 Ring Road, Surat, Gujarat 395002, India";
    const v = { SITE_ADDRESS: address, SITE_TAGLINE: "Pumps for every farm" };
    for (const locale of ["gu", "hi"] as const) {
      expect(siteFor(locale, v).address).toBe(address);
      expect(siteFor(locale, v).tagline).toBe("Pumps for every farm");
      // The city was not changed: the demo's translation of the demo's city still holds.
      expect(siteFor(locale, v).city).toBe(defaultSiteText[locale].city);
    }
    expect(siteFor("gu", { ...v, SITE_ADDRESS_GU: "12 રિંગ રોડ, સુરત" }).address).toBe(
      "12 રિંગ રોડ, સુરત",
    );
  });

  it("is never blank: a blank variable is unset, and falls back like one", () => {
    const e = parse({
      SITE_ADDRESS: "1 Main Road, Gondal",
      SITE_ADDRESS_GU: "   ",
      SITE_CITY_HI: "",
    });
    expect(e.sites.gu.address).toBe("1 Main Road, Gondal");
    expect(e.sites.hi.city).toBe("राजकोट");
    for (const locale of LOCALES) {
      for (const field of SITE_TEXT_FIELDS) expect(e.sites[locale][field].trim()).not.toBe("");
    }
  });

  it("the environment resolves each language once; English is `site`", () => {
    const e = parse({ SITE_CITY: "Morbi", SITE_CITY_GU: " મોરબી " });
    expect(e.site.city).toBe("Morbi");
    expect(e.sites.en).toEqual(e.site);
    expect(e.sites.gu.city).toBe("મોરબી");
    expect(e.sites.hi.city).toBe("Morbi");
    expect(e.sites.hi.address).toBe(defaultSiteText.hi.address);
  });
});

describe("SITE_TAGLINE, SITE_ADDRESS, SITE_CITY and their _GU and _HI", () => {
  const refused = (variables: Record<string, string>): string => {
    try {
      parse(variables);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    throw new Error("accepted");
  };

  it("refuse control characters, naming the variable", () => {
    expect(refused({ SITE_ADDRESS_GU: "પ્લોટ 42\nમેટોડા" })).toMatch(
      /^Invalid environment:\n {2}SITE_ADDRESS_GU: holds a control character/,
    );
    expect(refused({ SITE_TAGLINE: "Pumps\tand motors" })).toMatch(/SITE_TAGLINE: holds a control/);
    expect(refused({ SITE_CITY_HI: "राज\u0000कोट" })).toMatch(/SITE_CITY_HI: holds a control/);
  });

  it("refuse markup", () => {
    expect(refused({ SITE_TAGLINE_HI: "<b>भरोसेमंद</b> पंप" })).toMatch(
      /SITE_TAGLINE_HI: holds markup such as <b> or <script>/,
    );
    expect(refused({ SITE_CITY: "<script>alert(1)</script>" })).toMatch(/SITE_CITY: holds markup/);
    // A "<" that opens no tag is words.
    expect(parse({ SITE_TAGLINE: "Pumps < 5 HP and up" }).site.tagline).toBe("Pumps < 5 HP and up");
  });

  it("refuse a value past its length, and list every problem at once", () => {
    const long = "અ".repeat(SITE_TEXT_MAX.city + 1);
    const message = refused({
      SITE_CITY_GU: long,
      SITE_ADDRESS_HI: "x".repeat(SITE_TEXT_MAX.address + 1),
      SITE_TAGLINE_GU: "<i>",
    });
    expect(message).toContain(
      `SITE_CITY_GU: is too long: ${SITE_TEXT_MAX.city} characters at most`,
    );
    expect(message).toContain(
      `SITE_ADDRESS_HI: is too long: ${SITE_TEXT_MAX.address} characters at most`,
    );
    expect(message).toContain("SITE_TAGLINE_GU: holds markup");
    expect(parse({ SITE_CITY_GU: "અ".repeat(SITE_TEXT_MAX.city) }).sites.gu.city).toHaveLength(
      SITE_TEXT_MAX.city,
    );
  });
});

describe("SITE_GSTIN", () => {
  const refused = (variables: Record<string, string>): string => {
    try {
      parse(variables);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    throw new Error("accepted");
  };

  it("takes a valid GSTIN as people type it, and the demo's own is valid", () => {
    expect(parse({ SITE_GSTIN: "27 aapfu 0939 f1zv" }).site.gstin).toBe("27AAPFU0939F1ZV");
    expect(parse({}).site.gstin).toBe(defaultSite.gstin);
    expect(parse({ SITE_GSTIN: defaultSite.gstin }).site.gstin).toBe(defaultSite.gstin);
  });

  it("refuses a GSTIN that is not one, saying why", () => {
    expect(refused({ SITE_GSTIN: "24ABCPS1234F1Z6" })).toMatch(
      /SITE_GSTIN: is not a GSTIN: its last character does not match/,
    );
    expect(refused({ SITE_GSTIN: "24ABCPS1234" })).toMatch(/SITE_GSTIN: is not a GSTIN: it has 15/);
    expect(refused({ SITE_GSTIN: "45ABCPS1234F1Z3" })).toMatch(/no GST state code/);
    expect(refused({ SITE_GSTIN: "24ABCP11234F1Z3" })).toMatch(/the PAN/);
  });
});
