import { describe, expect, it } from "vitest";
import { DISTRICT_ALIASES } from "./district-aliases";
import {
  districtKeyFor,
  districtKeyOf,
  districtsOf,
  findDistrict,
  nearestDistricts,
} from "./districts.server";
import { lookupPin } from "./pincode.server";

/** The districts of India Post's directory, and the one lookup from what people type. */

const name = (state: string, typed: string) => findDistrict(state, typed)?.name ?? null;

describe("districts from the directory", () => {
  it("lists a state's districts by name, each with a key unique in its state", () => {
    const gujarat = districtsOf("24");
    expect(gujarat).toHaveLength(33);
    expect(gujarat.map((d) => d.name)).toContain("Ahmadabad");
    for (const state of ["24", "27", "09", "33"]) {
      const keys = districtsOf(state).map((d) => d.key);
      expect(new Set(keys).size).toBe(keys.length);
      for (const key of keys) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    expect(districtKeyOf("Banas Kantha")).toBe("banas-kantha");
    expect(districtKeyOf("Kaimur (Bhabua)")).toBe("kaimur-bhabua");
    expect(districtsOf("99")).toEqual([]);
  });

  it("every alias names a district the directory has, and no spelling names two", () => {
    for (const [state, byName] of Object.entries(DISTRICT_ALIASES)) {
      const names = new Set(districtsOf(state).map((d) => d.name));
      for (const [directoryName, names2] of Object.entries(byName)) {
        expect({ state, directoryName, known: names.has(directoryName) }).toMatchObject({
          known: true,
        });
        for (const spelling of [...(names2.also ?? []), names2.gu ?? "", names2.hi ?? ""])
          if (spelling)
            expect({ spelling, found: name(state, spelling) }).toEqual({
              spelling,
              found: directoryName,
            });
      }
    }
  });

  it("finds a district by the common spellings and former names of one key", () => {
    expect(name("24", "Ahmedabad")).toBe("Ahmadabad");
    expect(name("24", "ahmadabad")).toBe("Ahmadabad");
    expect(name("24", "Amdavad")).toBe("Ahmadabad");
    expect(name("24", "Kutch")).toBe("Kachchh");
    expect(name("24", "Mehsana")).toBe("Mahesana");
    expect(name("24", "Dahod")).toBe("Dohad");
    expect(name("24", "Panchmahal")).toBe("Panch Mahals");
    expect(name("24", "Panch Mahals")).toBe("Panch Mahals");
    expect(name("24", "  banaskantha ")).toBe("Banas Kantha");
    expect(name("24", "Rajkot district")).toBe("Rajkot");
    expect(name("27", "Poona")).toBe("Pune");
    expect(name("09", "Allahabad")).toBe("Prayagraj");
    // The key itself is a spelling of its district.
    expect(name("24", "panch-mahals")).toBe("Panch Mahals");
  });

  it("finds a district typed in Gujarati or Hindi, listed or by its sound", () => {
    expect(name("24", "અમદાવાદ")).toBe("Ahmadabad");
    expect(name("24", "अहमदाबाद")).toBe("Ahmadabad");
    expect(name("24", "કચ્છ")).toBe("Kachchh");
    expect(name("24", "मेहसाणा")).toBe("Mahesana");
    // Not listed, but sounds like the directory's name.
    expect(name("27", "पुणे")).toBe("Pune");
    expect(name("27", "નાગપુર")).toBe("Nagpur");
  });

  it("finds nothing for a district of another state or none, and suggests the nearest", () => {
    expect(findDistrict("24", "Pune")).toBeNull();
    expect(findDistrict("24", "Atlantis")).toBeNull();
    expect(findDistrict("24", "")).toBeNull();
    expect(findDistrict("99", "Rajkot")).toBeNull();
    expect(nearestDistricts("24", "Ahmdabad").map((d) => d.name)).toContain("Ahmadabad");
    expect(nearestDistricts("24", "zzzzzz")).toEqual([]);
  });

  it("gives a PIN's district its key: 380001 is India Post's Ahmadabad, the key of Ahmedabad", () => {
    const place = lookupPin("380001");
    expect(place?.district).toBe("Ahmadabad");
    const key = districtKeyFor(place?.stateCode ?? null, place?.district ?? null);
    expect(key).toBe("ahmadabad");
    expect(findDistrict("24", "Ahmedabad")?.key).toBe(key);
    expect(districtKeyFor(null, "Ahmadabad")).toBeNull();
    expect(districtKeyFor("24", "Nowhere")).toBeNull();
  });
});
