import { describe, expect, it } from "vitest";
import { ENGLISH } from "~/format/digits";
import { runInLocale } from "~/i18n/request-locale.server";
import { localSpecRow } from "./spec-text";

describe("a specification row in the page's language", () => {
  const power = { key: "power", label: "Power", value: "1.5 HP" };
  const phase = { key: "phase", label: "Phase", value: "Single phase" };

  it("is the row as written in English", () => {
    expect(localSpecRow(power, ENGLISH)).toEqual(power);
  });

  it("has its label, phase and unit in Gujarati, digits as the shop writes them", () => {
    const gu = { locale: "gu", nativeDigits: false } as const;
    runInLocale("gu", () => {
      expect(localSpecRow(power, gu)).toEqual({ key: "power", label: "પાવર", value: "1.5 HP" });
      expect(localSpecRow(phase, gu).value).toBe("સિંગલ ફેઝ");
      expect(localSpecRow(power, { ...gu, nativeDigits: true }).value).toBe("૧.૫ HP");
    });
  });

  it("keeps a label the catalogue does not know", () => {
    const row = { key: "colour", label: "Colour", value: "Blue" };
    expect(
      runInLocale("hi", () => localSpecRow(row, { locale: "hi", nativeDigits: false })),
    ).toEqual(row);
  });
});
