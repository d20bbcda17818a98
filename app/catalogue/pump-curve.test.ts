import { describe, expect, it } from "vitest";
import { CHART, curveGeometry, monotonePath, niceTicks } from "./pump-curve";

describe("pump curve chart geometry", () => {
  it("round ticks from zero past the largest value", () => {
    expect(niceTicks(61.5)).toEqual([0, 20, 40, 60, 80]);
    expect(niceTicks(30)).toEqual([0, 10, 20, 30]);
    expect(niceTicks(1400)).toEqual([0, 500, 1000, 1500]);
    expect(niceTicks(0)).toEqual([0, 1]);
  });

  it("places points inside the plot, head up and discharge right", () => {
    const g = curveGeometry([
      { headM: 10, dischargeLpm: 30 },
      { headM: 61.5, dischargeLpm: 0 },
      { headM: 45, dischargeLpm: 18 },
    ]);
    expect(g.points.map((p) => p.point.dischargeLpm)).toEqual([0, 18, 30]);
    const [a, b, c] = g.points;
    expect(a?.x).toBe(CHART.left);
    expect(a!.y).toBeLessThan(b!.y);
    expect(b!.y).toBeLessThan(c!.y);
    expect(c!.x).toBeLessThanOrEqual(CHART.width - CHART.right);
    expect(g.path.startsWith(`M${a?.x} ${a?.y}`)).toBe(true);
  });

  it("the smooth line never rises above or dips below its points (no overshoot)", () => {
    const pts = [
      { x: 0, y: 10 },
      { x: 10, y: 11 },
      { x: 20, y: 40 },
      { x: 30, y: 41 },
    ];
    const path = monotonePath(pts);
    const ys = [...path.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((m) => Number(m[2]));
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(10);
    expect(Math.max(...ys)).toBeLessThanOrEqual(41);
    expect(monotonePath(pts.slice(0, 2))).toBe("M0 10 L10 11");
    expect(monotonePath([])).toBe("");
  });
});

describe("pump curve markup", () => {
  it("an inline SVG named Pump curve, one dot per point, and the points as a table", async () => {
    const { pumpCurveMarkup } = await import("./pump-curve-svg.server");
    const svg = pumpCurveMarkup(
      curveGeometry([
        { headM: 61.5, dischargeLpm: 0 },
        { headM: 45, dischargeLpm: 18 },
        { headM: 10, dischargeLpm: 1500 },
      ]),
    );
    expect(svg).toMatch(/^<svg viewBox="0 0 400 260"[^>]* role="img" aria-labelledby=/);
    expect(svg).toContain('<title id="pump-curve-title">Pump curve</title>');
    expect(svg.match(/<circle /g)).toHaveLength(3);
    expect(svg).toContain("<title>45 m at 18 LPM</title>");
    expect(svg).toContain('<td class="py-1">1,500 LPM</td><td class="py-1">10 m</td>');
    expect(svg).toContain("Head falls from 61.5 m at 0 LPM to 10 m at 1,500 LPM");
    expect(svg).not.toMatch(/undefined|NaN/);
  });
});
