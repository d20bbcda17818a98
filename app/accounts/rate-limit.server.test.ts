import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type TempData, tempData } from "~/test/temp-data";
import { hit, hitAuth } from "./rate-limit.server";

let t: TempData;
beforeEach(async () => {
  t = await tempData();
});
afterEach(() => t.cleanup());

describe("rate limits in the database", () => {
  it("allow the limit in a window, refuse the next with the time left, and start again after", async () => {
    const now = 1_000_000;
    for (let i = 0; i < 5; i++) {
      expect(await hit("k", 5, 60_000, { db: t.db, now: now + i })).toEqual({
        ok: true,
        retryAfterSeconds: 0,
      });
    }
    expect(await hit("k", 5, 60_000, { db: t.db, now: now + 20_000 })).toEqual({
      ok: false,
      retryAfterSeconds: 40,
    });
    expect((await hit("other", 5, 60_000, { db: t.db, now: now + 20_000 })).ok).toBe(true);
    expect(await hit("k", 5, 60_000, { db: t.db, now: now + 60_000 })).toEqual({
      ok: true,
      retryAfterSeconds: 0,
    });
  });

  it("count attempts made through two handles (two instances) together", async () => {
    const other = t.reopen();
    try {
      const now = 5_000_000;
      const verdicts = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          hit("shared", 5, 60_000, { db: i % 2 ? other : t.db, now }),
        ),
      );
      expect(verdicts.filter((v) => v.ok)).toHaveLength(5);
      const row = await t.db
        .selectFrom("rate_limit")
        .selectAll()
        .where("key", "=", "shared")
        .executeTakeFirstOrThrow();
      expect(row.count).toBe(10);
    } finally {
      await other.destroy();
    }
  });

  it("limit sign-in per client address and per account", async () => {
    const now = 9_000_000;
    for (let i = 0; i < 5; i++) {
      expect(
        (await hitAuth("sign-in", `10.0.0.${i}`, "Ravi@Example.com", { db: t.db, now })).ok,
      ).toBe(true);
    }
    // A sixth address, the same account (any case): refused.
    expect((await hitAuth("sign-in", "10.0.0.9", "ravi@example.com", { db: t.db, now })).ok).toBe(
      false,
    );
    expect((await hitAuth("sign-in", "10.0.0.9", "asha@example.com", { db: t.db, now })).ok).toBe(
      true,
    );
  });
});
