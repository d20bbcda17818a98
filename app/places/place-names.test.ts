import { describe, expect, it } from "vitest";
import { GST_STATES } from "~/forms/gstin";
import { CHECKED_DISTRICTS } from "./checked-district-names";
import { DISTRICT_NAMES } from "./district-names";
import { districtName, placeIn, stateName } from "./place-names";

/** Letters of the script, a space and the few marks names use. */
const GUJARATI = /^[\u0A80-\u0AFF\s().-]+$/u;
const DEVANAGARI = /^[\u0900-\u097F\s().-]+$/u;

describe("place names in Gujarati and Hindi (issue 39, item 5)", () => {
  it("names every state and union territory of the GST list in both", () => {
    for (const [code, english] of Object.entries(GST_STATES)) {
      if (code === "97" || code === "99" || code === "25" || code === "28") continue;
      expect(stateName(code, english, "gu"), english).toMatch(GUJARATI);
      expect(stateName(code, english, "hi"), english).toMatch(DEVANAGARI);
      expect(stateName(code, english, "en")).toBe(english);
    }
  });

  it("names districts as a reader expects: Gujarat's as Gujarat writes them", () => {
    expect(districtName("24", "Rajkot", "gu")).toBe("રાજકોટ");
    expect(districtName("24", "Ahmadabad", "gu")).toBe("અમદાવાદ");
    expect(districtName("24", "Ahmadabad", "hi")).toBe("अहमदाबाद");
    expect(districtName("08", "Udaipur", "hi")).toBe("उदयपुर");
    expect(districtName("08", "Udaipur", "gu")).toBe("ઉદયપુર");
    expect(districtName("23", "Bhopal", "gu")).toBe("ભોપાલ");
    expect(districtName("24", "Rajkot", "en")).toBe("Rajkot");
  });

  it("keeps India Post's English for a district it has no name for, never blank", () => {
    expect(districtName("07", "North West", "gu")).toBe("North West");
    expect(districtName("99", "Nowhere", "hi")).toBe("Nowhere");
    expect(stateName("99", "Other Territory", "gu")).toBe("Other Territory");
  });

  it("every name in the table is in its own script, and Gujarat's 33 districts are checked by hand", () => {
    for (const [key, [gu, hi]] of Object.entries(DISTRICT_NAMES)) {
      expect(gu, key).toMatch(GUJARATI);
      expect(hi, key).toMatch(DEVANAGARI);
    }
    expect(Object.keys(CHECKED_DISTRICTS).filter((k) => k.startsWith("24/"))).toHaveLength(33);
    for (const [key, names] of Object.entries(CHECKED_DISTRICTS)) {
      expect(DISTRICT_NAMES[key], key).toEqual([names.gu, names.hi]);
    }
  });

  it("placeIn names a PIN's place in the language, code and PIN unchanged", () => {
    const place = { pin: "360311", district: "Rajkot", state: "Gujarat", stateCode: "24" };
    expect(placeIn(place, "gu")).toEqual({ ...place, district: "રાજકોટ", state: "ગુજરાત" });
    expect(placeIn(place, "hi")).toEqual({ ...place, district: "राजकोट", state: "गुजरात" });
    expect(placeIn(place, "en")).toEqual(place);
  });
});
