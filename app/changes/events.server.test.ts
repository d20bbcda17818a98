import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openPostgres } from "~/db/db.server";
import { tempPostgresDatabase, testPostgresUrl } from "~/test/temp-data";
import {
  type CatalogueBus,
  type CatalogueEvent,
  memoryBus,
  onLocalChange,
  postgresBus,
  publish,
  setCatalogueBus,
  subscribe,
} from "./events.server";

const buses: CatalogueBus[] = [];
afterEach(async () => {
  for (const bus of buses.splice(0)) await bus.stop();
});

/** Resolves with the events heard once `count` have arrived (or fails after 5 s). */
function collect(bus: CatalogueBus, count: number): Promise<CatalogueEvent[]> {
  const heard: CatalogueEvent[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`heard ${heard.length} of ${count}`)), 5_000);
    bus.subscribe((event) => {
      heard.push(event);
      if (heard.length === count) {
        clearTimeout(timer);
        resolve(heard);
      }
    });
  });
}

describe("catalogue events", () => {
  it("in memory: every subscriber hears each change once; unsubscribed ones don't", () => {
    const bus = memoryBus();
    const a: string[] = [];
    const b: string[] = [];
    bus.subscribe((e) => a.push(e.topic));
    const stop = bus.subscribe((e) => b.push(e.topic));
    bus.publish("products", "u1");
    stop();
    bus.publish("categories", "u1");
    expect(a).toEqual(["products", "categories"]);
    expect(b).toEqual(["products"]);
  });

  it("the process's subscribers follow a swapped bus; local listeners hear a publish at once", async () => {
    const heard: string[] = [];
    const local: string[] = [];
    const stop = subscribe((e) => heard.push(e.topic));
    const stopLocal = onLocalChange((e) => local.push(e.topic));
    const next = memoryBus();
    buses.push(next);
    try {
      setCatalogueBus(next);
      publish("image-sets", "u1");
      next.publish("media", "elsewhere"); // another instance's change, as the bus delivers it
      expect(local).toEqual(["image-sets"]);
      expect(heard).toEqual(["image-sets", "media"]);
    } finally {
      stop();
      stopLocal();
      setCatalogueBus(memoryBus());
    }
  });

  describe.skipIf(!testPostgresUrl())("across instances (PostgreSQL LISTEN/NOTIFY)", () => {
    it("a change published on one instance reaches both, once each", async () => {
      const pg = await tempPostgresDatabase();
      try {
        const a = await postgresBus(pg.url);
        const b = await postgresBus(pg.url);
        buses.push(a, b);
        const onA = collect(a, 1);
        const onB = collect(b, 1);
        a.publish("products", "admin-a");
        expect(await onB).toMatchObject([{ topic: "products", by: "admin-a" }]);
        expect(await onA).toMatchObject([{ topic: "products", by: "admin-a" }]);
      } finally {
        await pg.drop();
      }
    });

    it("after its connection is cut, a bus reconnects, resyncs its pages and hears again", async () => {
      const pg = await tempPostgresDatabase();
      const admin = openPostgres(pg.url, 1);
      try {
        const bus = await postgresBus(pg.url, { retryMs: 50, log: () => {} });
        const publisher = await postgresBus(pg.url, { log: () => {} });
        buses.push(bus, publisher);
        const resync = collect(bus, 6);
        await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`.execute(admin);
        const events = await resync;
        expect(events.map((e) => e.topic).sort()).toEqual([
          "categories",
          "image-sets",
          "media",
          "products",
          "search-words",
          "service-points",
        ]);
        expect(events.every((e) => e.by === "")).toBe(true);
        const next = collect(bus, 1);
        publisher.publish("categories", "admin-b");
        expect(await next).toMatchObject([{ topic: "categories", by: "admin-b" }]);
      } finally {
        await admin.destroy();
        await pg.drop();
      }
    });
  });
});
