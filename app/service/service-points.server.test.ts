import { beforeEach, describe, expect, it } from "vitest";
import { insertCategory } from "~/catalogue/categories.server";
import { publish } from "~/changes/events.server";
import { lookupPin, pinCoordinate } from "~/places/pincode.server";
import { setupTempData } from "~/test/temp-data";
import {
  activeDirectory,
  cachedDirectory,
  nearestPoints,
  pointsInState,
  statesWithPoints,
} from "./service-points.server";
import { routeRequest, whereabouts } from "./service-requests.server";

/** Routing by PIN (docs/after-sales.md "Routing"), on SQLite and on PostgreSQL. */

const t = setupTempData();

let pumps: number;
let tools: number;

async function point(
  name: string,
  pin: string,
  kind: "dealer" | "service" | "both",
  options: { categories?: number[]; active?: boolean; placed?: boolean } = {},
) {
  const place = lookupPin(pin);
  if (!place) throw new Error(`no PIN ${pin}`);
  const at = options.placed === false ? null : pinCoordinate(pin);
  const { id } = await t.db
    .insertInto("service_point")
    .values({
      name,
      kind,
      pin,
      district: place.district,
      state: place.state,
      state_code: place.stateCode,
      lat: at?.lat ?? null,
      lon: at?.lon ?? null,
      active: options.active === false ? 0 : 1,
      created_at: 1,
      updated_at: 1,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  for (const c of options.categories ?? [])
    await t.db
      .insertInto("service_point_category")
      .values({ service_point_id: id, category_id: c })
      .execute();
  return id;
}

const at = (pin: string) => {
  const place = lookupPin(pin);
  if (!place) throw new Error(`no PIN ${pin}`);
  return whereabouts(place);
};
const names = (r: { points: { name: string }[] }) => r.points.map((p) => p.name);
const ANY = { kind: null, categoryId: null };

beforeEach(async () => {
  pumps = (
    await insertCategory(t.db, {
      name: "Pumps",
      imageMediaId: null,
      position: 0,
      subcategories: [],
    })
  ).id;
  tools = (
    await insertCategory(t.db, {
      name: "Tools",
      imageMediaId: null,
      position: 1,
      subcategories: [],
    })
  ).id;
  await point("Ahmedabad Relief Road", "380001", "both");
  await point("Naroda Works", "382330", "service", { categories: [pumps] });
  await point("Gandhinagar Dealer", "382010", "dealer");
  await point("Mehsana Service", "384001", "service", { categories: [tools] });
  await point("Rajkot Service", "360001", "service");
  await point("Closed Vadodara", "390001", "service", { active: false });
  await point("Surat Unplaced", "395003", "service", { placed: false });
});

describe("the nearest points to a PIN", () => {
  it("orders by distance from the PIN's coordinate, with the kilometres", async () => {
    const r = nearestPoints(await activeDirectory(t.db), at("380001"), ANY, 4);
    expect(r.basis).toBe("distance");
    expect(names(r)).toEqual([
      "Ahmedabad Relief Road",
      "Naroda Works",
      "Gandhinagar Dealer",
      "Mehsana Service",
    ]);
    const km = r.points.map((p) => p.distanceKm ?? -1);
    expect(km[0]).toBeLessThan(2);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    // Naroda is about 10 km from Ahmedabad's old city, Mehsana about 70.
    expect(km[1]).toBeGreaterThan(5);
    expect(km[1]).toBeLessThan(15);
    expect(km[3]).toBeGreaterThan(55);
    expect(km[3]).toBeLessThan(85);
  });

  it("reads the PIN in Gujarati digits as in Latin", async () => {
    const latin = nearestPoints(await activeDirectory(t.db), at("380001"), ANY, 3);
    const gujarati = nearestPoints(await activeDirectory(t.db), at("૩૮૦૦૦૧"), ANY, 3);
    expect(names(gujarati)).toEqual(names(latin));
  });

  it("filters by kind (a point that is both counts as either) and by category", async () => {
    expect(
      names(
        nearestPoints(
          await activeDirectory(t.db),
          at("380001"),
          { kind: "dealer", categoryId: null },
          3,
        ),
      ),
    ).toEqual(["Ahmedabad Relief Road", "Gandhinagar Dealer"]);
    // Naroda serves pumps only, Mehsana tools only; those listing none serve all.
    const forTools = names(
      nearestPoints(
        await activeDirectory(t.db),
        at("380001"),
        { kind: "service", categoryId: tools },
        3,
      ),
    );
    expect(forTools).toEqual(["Ahmedabad Relief Road", "Mehsana Service", "Rajkot Service"]);
    expect(forTools).not.toContain("Naroda Works");
  });

  it("never lists an inactive point", async () => {
    const r = nearestPoints(await activeDirectory(t.db), at("390001"), ANY, 10);
    expect(names(r)).not.toContain("Closed Vadodara");
  });

  it("adds points of the same district that have no coordinate", async () => {
    const r = nearestPoints(await activeDirectory(t.db), at("395007"), ANY, 6);
    // 395007 (Surat) has no coordinate itself: its district is asked.
    expect(r.basis).toBe("district");
    expect(names(r)).toEqual(["Surat Unplaced"]);
    const near = nearestPoints(await activeDirectory(t.db), at("395003"), ANY, 2);
    expect(names(near)).toContain("Surat Unplaced");
  });

  it("falls back to the state when nothing is near or in the district", async () => {
    // Kachchh has none of them, and none is within 300 km of 370001's west… but some are:
    const bhuj = nearestPoints(
      await activeDirectory(t.db),
      at("370001"),
      { kind: "dealer", categoryId: null },
      3,
    );
    expect(bhuj.points.length).toBeGreaterThan(0);
    // Delhi has none at all: its state has none either.
    const delhi = nearestPoints(await activeDirectory(t.db), at("110001"), ANY, 3);
    expect(delhi).toEqual({ basis: "state", points: [] });
    // A PIN with no coordinate in a district with none: the state.
    const dang = nearestPoints(await activeDirectory(t.db), at("394710"), ANY, 3);
    expect(dang.basis).toBe("state");
    expect(dang.points.length).toBe(3);
  });
});

describe("a state's list", () => {
  it("pages every active point of a state by district and name", async () => {
    const page = pointsInState(await activeDirectory(t.db), "24", ANY, 1, 3);
    expect(page.total).toBe(6);
    expect(page.pageCount).toBe(2);
    expect(page.items.map((p) => p.district)).toEqual(["Ahmadabad", "Ahmadabad", "Gandhinagar"]);
    expect(statesWithPoints(await activeDirectory(t.db))).toEqual([
      { stateCode: "24", state: "Gujarat", count: 6 },
    ]);
  });
});

describe("routing a service request", () => {
  it("goes to the nearest service point that serves the category", async () => {
    const place = lookupPin("382330");
    if (!place) throw new Error("no PIN");
    expect((await routeRequest(t.db, place, pumps))?.name).toBe("Naroda Works");
    // Naroda serves no tools: the next nearest service point that does.
    expect((await routeRequest(t.db, place, tools))?.name).toBe("Ahmedabad Relief Road");
    // A dealer alone is never routed to.
    const gandhinagar = lookupPin("382010");
    if (!gandhinagar) throw new Error("no PIN");
    expect((await routeRequest(t.db, gandhinagar, null))?.kind).not.toBe("dealer");
  });

  it("finds none where the state has none", async () => {
    const delhi = lookupPin("110001");
    if (!delhi) throw new Error("no PIN");
    expect(await routeRequest(t.db, delhi, null)).toBeNull();
  });
});

describe("the directory the locator keeps", () => {
  it("is read once, and read again after a change to the directory is published", async () => {
    const first = await cachedDirectory(t.db);
    expect(await cachedDirectory(t.db)).toBe(first);
    await point("Patel Motor Works", "380001", "service");
    // Written past the change path (and by this very handle): still the kept one.
    expect(await cachedDirectory(t.db)).toBe(first);
    publish("service-points", "");
    const again = await cachedDirectory(t.db);
    expect(again).not.toBe(first);
    expect(again.points.map((p) => p.row.name)).toContain("Patel Motor Works");
    // Another topic leaves it kept.
    publish("products", "");
    expect(await cachedDirectory(t.db)).toBe(again);
  });

  it.runIf(process.env.TEST_DATABASE !== "postgres")(
    "on SQLite, is read again when another process writes to the file",
    async () => {
      const first = await cachedDirectory(t.db);
      const other = t.reopen();
      try {
        await other
          .updateTable("service_point")
          .set({ active: 0 })
          .where("name", "=", "Rajkot Service")
          .execute();
      } finally {
        await other.destroy();
      }
      const again = await cachedDirectory(t.db);
      expect(again).not.toBe(first);
      expect(again.points.map((p) => p.row.name)).not.toContain("Rajkot Service");
    },
  );
});
