import { describe, expect, it } from "vitest";
import type { SessionUser } from "~/accounts/session-user";
import { setupTempData } from "~/test/temp-data";
import { type Audit, commitChange } from "./commit-change.server";
import { type CatalogueTopic, onLocalChange } from "./events.server";

const t = setupTempData();
const admin: SessionUser = { id: "a1", name: "Asha", email: "asha@x.test", role: "admin" };

const entry = (id: string) => ({
  action: "category.add",
  targetType: "category" as const,
  targetId: id,
});

async function categoryNamed(name: string) {
  return t.db.selectFrom("category").select("name").where("name", "=", name).executeTakeFirst();
}

const addCategory = (trx: typeof t.db, name: string) =>
  trx
    .insertInto("category")
    .values({ name, position: 0, updated_at: 1, image_media_id: null })
    .execute();

/** Runs `step`, returning the topics published while it ran and when each was heard. */
async function heard(step: () => Promise<unknown>) {
  const topics: CatalogueTopic[] = [];
  const stop = onLocalChange((e) => topics.push(e.topic));
  try {
    await step();
  } finally {
    stop();
  }
  return topics;
}

const auditCount = async () =>
  Number(
    (
      await t.db
        .selectFrom("audit_log")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("commitChange", () => {
  it("commits the write with its audit rows, then publishes each topic once", async () => {
    let inside: unknown;
    const topics = await heard(async () => {
      const result = await commitChange(
        t.db,
        admin,
        { topics: ["categories", "products", "categories"] },
        async (trx, audit) => {
          await addCategory(trx, "Solar");
          audit([entry("1"), entry("2")]);
          // Nothing is announced while the transaction is still open.
          inside = await heard(async () => audit(entry("3")));
          return 42;
        },
      );
      expect(result).toBe(42);
    });
    expect(inside).toEqual([]);
    expect(topics).toEqual(["categories", "products"]);
    expect(await categoryNamed("Solar")).toBeTruthy();
    const rows = await t.db.selectFrom("audit_log").select(["target_id", "actor_email"]).execute();
    expect(rows).toEqual(
      ["1", "2", "3"].map((id) => ({ target_id: id, actor_email: admin.email })),
    );
  });

  it("a change that audits nothing publishes nothing", async () => {
    const topics = await heard(() =>
      commitChange(t.db, admin, { topics: ["products"] }, async () => "refused"),
    );
    expect(topics).toEqual([]);
    expect(await auditCount()).toBe(0);
  });

  it("a throw rolls back the write and its audit rows, and publishes nothing", async () => {
    const topics = await heard(async () => {
      await expect(
        commitChange(t.db, admin, { topics: ["categories"] }, async (trx, audit) => {
          await addCategory(trx, "Half done");
          audit(entry("1"));
          throw new Error("rule broken");
        }),
      ).rejects.toThrow("rule broken");
    });
    expect(topics).toEqual([]);
    expect(await categoryNamed("Half done")).toBeUndefined();
    expect(await auditCount()).toBe(0);
  });

  it("refuses an audit entry made after the change ended", async () => {
    let late: Audit = () => undefined;
    await commitChange(t.db, admin, { topics: [] }, async (_trx, audit) => {
      late = audit;
    });
    expect(() => late(entry("1"))).toThrow(/after its change/);
  });
});
