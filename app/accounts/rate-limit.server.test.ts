import { describe, expect, it } from "vitest";
import { RATE_LIMIT_DEFAULTS, rateLimitsFrom } from "~/config/env.server";
import { runInLocale } from "~/i18n/request-locale.server";
import { setupTempData } from "~/test/temp-data";
import { hit, hitAddress, hitAuth, tooManyAttempts } from "./rate-limit.server";

const limits = rateLimitsFrom(RATE_LIMIT_DEFAULTS);

const t = setupTempData();

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
    const options = { db: t.db, now, limits };
    for (let i = 0; i < 5; i++) {
      expect((await hitAuth("sign-in", `10.0.0.${i}`, "Ravi@Example.com", options)).ok).toBe(true);
    }
    // A sixth address, the same account (any case): refused.
    expect((await hitAuth("sign-in", "10.0.0.9", "ravi@example.com", options)).ok).toBe(false);
    expect((await hitAuth("sign-in", "10.0.0.9", "asha@example.com", options)).ok).toBe(true);
  });

  it("let 50 people behind one shared address sign in within a minute, one account still 5", async () => {
    const now = 12_000_000;
    const options = { db: t.db, now, limits };
    const shared = "100.64.0.1"; // carrier-grade NAT space
    for (let i = 0; i < 50; i++) {
      expect((await hitAuth("sign-in", shared, `visitor${i}@example.in`, options)).ok).toBe(true);
    }
    const verdicts = [];
    for (let i = 0; i < 6; i++)
      verdicts.push(await hitAuth("sign-in", shared, "ravi@example.in", options));
    expect(verdicts.map((v) => v.ok)).toEqual([true, true, true, true, true, false]);
    expect(verdicts[5]?.retryAfterSeconds).toBe(60);
  });

  it("take every limit from the environment's numbers", async () => {
    const now = 15_000_000;
    const tight = rateLimitsFrom({ ...RATE_LIMIT_DEFAULTS, RATE_LIMIT_CONTACT_PER_ADDRESS: 2 });
    const options = { db: t.db, now, limits: tight };
    const ok = [];
    for (let i = 0; i < 3; i++) ok.push((await hitAddress("contact", "10.1.1.1", options)).ok);
    expect(ok).toEqual([true, true, false]);
    // Each action has its own count for the same address.
    expect((await hitAddress("enquiry", "10.1.1.1", options)).ok).toBe(true);
  });

  it("say how long to wait", () => {
    expect(tooManyAttempts(42)).toBe("Too many attempts. Please wait 42 seconds and try again.");
    expect(tooManyAttempts(1)).toBe("Too many attempts. Please wait a second and try again.");
    expect(tooManyAttempts(0)).toBe("Too many attempts. Please wait a second and try again.");
    expect(tooManyAttempts(600)).toBe("Too many attempts. Please wait 60 seconds and try again.");
  });

  it("say it in the request's language, one second as one", () => {
    expect(runInLocale("gu", () => tooManyAttempts(42))).toBe(
      "ઘણા બધા પ્રયત્નો થઈ ગયા. 42 સેકન્ડ રાહ જોઈને ફરી પ્રયત્ન કરો.",
    );
    expect(runInLocale("gu", () => tooManyAttempts(1))).toBe(
      "ઘણા બધા પ્રયત્નો થઈ ગયા. એક સેકન્ડ રાહ જોઈને ફરી પ્રયત્ન કરો.",
    );
    expect(runInLocale("hi", () => tooManyAttempts(0))).toBe(
      "बहुत बार कोशिश हो गई। एक सेकंड रुककर फिर से कोशिश करें।",
    );
    expect(runInLocale("hi", () => tooManyAttempts(30))).toBe(
      "बहुत बार कोशिश हो गई। 30 सेकंड रुककर फिर से कोशिश करें।",
    );
  });
});
