import { describe, expect, it } from "vitest";
import { formatRupees } from "./money";

describe("formatRupees", () => {
  it("formats whole rupees with Indian digit grouping", () => {
    expect(formatRupees(0)).toBe("₹0");
    expect(formatRupees(100)).toBe("₹1");
    expect(formatRupees(99_900)).toBe("₹999");
    expect(formatRupees(100_000)).toBe("₹1,000");
    expect(formatRupees(1_250_000)).toBe("₹12,500");
    expect(formatRupees(12_500_000)).toBe("₹1,25,000");
    expect(formatRupees(123_456_700)).toBe("₹12,34,567");
    expect(formatRupees(1_000_000_000)).toBe("₹1,00,00,000");
    expect(formatRupees(123_456_789_000)).toBe("₹1,23,45,67,890");
  });

  it("shows two-digit paise only when present", () => {
    expect(formatRupees(149_950)).toBe("₹1,499.50");
    expect(formatRupees(149_905)).toBe("₹1,499.05");
    expect(formatRupees(5)).toBe("₹0.05");
    expect(formatRupees(12_500_001)).toBe("₹1,25,000.01");
  });

  it("rounds fractional paise to the nearest paisa", () => {
    expect(formatRupees(149_949.6)).toBe("₹1,499.50");
    expect(formatRupees(99.5)).toBe("₹1");
    expect(formatRupees(0.4)).toBe("₹0");
  });

  it("puts the minus sign before the rupee sign", () => {
    expect(formatRupees(-149_900)).toBe("-₹1,499");
    expect(formatRupees(-12_500_050)).toBe("-₹1,25,000.50");
    expect(formatRupees(-0.2)).toBe("₹0");
  });

  it("rejects non-finite and out-of-range amounts", () => {
    expect(() => formatRupees(Number.NaN)).toThrow(RangeError);
    expect(() => formatRupees(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => formatRupees(2 ** 60)).toThrow(RangeError);
  });
});
