import { beforeAll, describe, expect, it } from "vitest";
import { seedIfEmpty } from "~/seed/seed.server";
import { setupTempData } from "~/test/temp-data";
import { findPumps } from "./finder.server";
import { parseFinder } from "./finder-query";

// The tests only read: one seeded catalogue serves them all.
const t = setupTempData({ once: true });
beforeAll(async () => {
  await seedIfEmpty(t.db, { storage: t.storage, maxImagesPerProduct: 1 });
});

const ask = (qs: string) => {
  const q = parseFinder(new URLSearchParams(qs)).query;
  if (!q) throw new Error(`not a question: ${qs}`);
  return findPumps(t.db, q);
};

describe("the finder on the demo catalogue", () => {
  it("finds the three single phase pumps that lift 45 m at 60 LPM, closest fit first", async () => {
    const a = await ask("head=45&discharge=60&phase=1");
    expect(a.fits.map((f) => f.title)).toEqual([
      "SPT OWV 2 HP Vertical Openwell Submersible Pump",
      "SPT V4 1.5 HP 15-Stage Borewell Submersible Pump",
      "SPT V4 2 HP 20-Stage Borewell Submersible Pump",
    ]);
    expect(a.fits[0]?.reason).toBe("covers 45 m at 60 LPM with 10 % head margin");
    expect(a.fits[1]?.facts).toEqual([
      "1.5 HP",
      "Single phase",
      "4 inch (100 mm) borewell",
      "15 stages",
    ]);
    expect(a.fits[0]?.image).not.toBeNull();
  });

  it("narrows by installation and borewell, read from categories and the borewell size", async () => {
    const openwell = await ask("head=45&discharge=60&phase=1&type=openwell");
    expect(openwell.fits.map((f) => f.title)).toEqual([
      "SPT OWV 2 HP Vertical Openwell Submersible Pump",
    ]);
    const v4 = await ask("head=45&discharge=60&phase=1&borewell=4");
    expect(v4.fits).toHaveLength(2);
    expect(await ask("head=45&discharge=60&phase=1&borewell=3")).toMatchObject({ total: 0 });
  });

  it("offers the nearest when nothing fits, and counts friction in", async () => {
    const a = await ask("head=200&discharge=60&phase=1");
    expect(a.fits).toEqual([]);
    expect(a.nearest).toHaveLength(3);
    expect(a.nearest[0]?.reason).toMatch(/short/);
    const piped = await ask("head=45&discharge=60&phase=1&pipe=300&pipe_size=32");
    expect(piped.required).toMatchObject({ frictionM: 18, totalHeadM: 63, pipeMm: 32 });
    expect(piped.fits.map((f) => f.title)).toEqual([
      "SPT V4 2 HP 20-Stage Borewell Submersible Pump",
    ]);
  });
});
