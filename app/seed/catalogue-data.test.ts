import { describe, expect, it } from "vitest";
import { specRows } from "~/catalogue/spec-display";
import { specsFromText } from "~/catalogue/spec-schema";
import { hasSpecs } from "~/catalogue/specs";
import { seedProducts } from "./catalogue-data";

/** The demo catalogue's typed specifications are read by the admin form's own rules. */
const pumps = seedProducts.filter(
  (p) => / Pump\b|Pump Set/.test(p.title) && !/Controller/.test(p.title),
);

describe("demo catalogue specifications", () => {
  it.each(seedProducts.map((p) => [p.title, p] as const))("%s: every value reads", (_, p) => {
    const specs = specsFromText(p.specs);
    expect(hasSpecs(specs)).toBe(true);
    expect(specRows(specs).length).toBeGreaterThanOrEqual(2);
  });

  it("every pump has head and discharge ranges and a falling curve through their ends", () => {
    expect(pumps.length).toBeGreaterThan(30);
    for (const p of pumps) {
      const s = specsFromText(p.specs);
      expect(s.headM, p.title).not.toBeNull();
      expect(s.dischargeLpm, p.title).not.toBeNull();
      expect(s.dutyPoints.length, p.title).toBeGreaterThanOrEqual(4);
      const heads = s.dutyPoints.map((d) => d.headM);
      expect(heads, p.title).toEqual([...heads].sort((a, b) => b - a));
      const last = s.dutyPoints.at(-1);
      expect(last?.dischargeLpm, p.title).toBe(s.dischargeLpm?.max);
      expect(Math.abs((last?.headM ?? 0) - (s.headM?.min ?? 0)), p.title).toBeLessThanOrEqual(1);
    }
  });

  it("tools give wattage rather than motor power", () => {
    const tools = seedProducts.filter((p) =>
      p.categories.some((c) => c.category === "Power Tools"),
    );
    for (const p of tools) {
      const s = specsFromText(p.specs);
      expect(s.wattageW, p.title).toBeGreaterThan(0);
      expect(s.noLoadRpm, p.title).toBeGreaterThan(0);
      expect(s.powerW, p.title).toBeNull();
    }
  });
});
