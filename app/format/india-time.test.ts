import { describe, expect, it } from "vitest";
import {
  indiaDate,
  indiaDateLong,
  indiaDateTime,
  indiaDayText,
  isIndiaDay,
  localDate,
  localDateLong,
  localDateTime,
  timeAgo,
} from "./india-time";

describe("India time", () => {
  it("shows the day and time in India, past midnight UTC included", () => {
    // 20:00 UTC is 01:30 the next day in India.
    const ms = Date.UTC(2026, 10, 23, 20, 0);
    expect(indiaDate(ms)).toBe("24 Nov 2026");
    expect(indiaDateTime(ms)).toMatch(/^24 Nov 2026, 1:30\s?am$/i);
  });

  it("knows a real calendar day from a well-shaped impossible one", () => {
    expect(isIndiaDay("2022-07-18")).toBe(true);
    expect(isIndiaDay("2024-02-29")).toBe(true);
    expect(isIndiaDay("2026-02-29")).toBe(false);
    expect(isIndiaDay("2026-02-30")).toBe(false);
    expect(isIndiaDay("2026-13-01")).toBe(false);
    expect(isIndiaDay("18-07-2022")).toBe(false);
    expect(indiaDayText("2022-07-18")).toBe("18 Jul 2022");
    expect(indiaDayText("2026-02-30")).toBe("2026-02-30");
  });
});

describe("dates in the visitor's language", () => {
  const ms = Date.UTC(2026, 10, 23, 8, 35); // 14:05 in India
  const en = { locale: "en", nativeDigits: false } as const;

  it("is today's English output in English", () => {
    expect(localDate(ms, en)).toBe(indiaDate(ms));
    expect(localDateTime(ms, en)).toBe(indiaDateTime(ms));
    expect(localDateLong(ms, en)).toBe(indiaDateLong(ms));
  });

  it("writes day, full month and year the Indian way, Latin digits unless asked", () => {
    // The native review: "29 નવેમ્બર 2026", not CLDR's "29 નવે, 2026" or "29 नव॰ 2026".
    for (const write of [localDate, localDateLong]) {
      expect(write(ms, { locale: "gu", nativeDigits: false })).toBe("23 નવેમ્બર 2026");
      expect(write(ms, { locale: "gu", nativeDigits: true })).toBe("૨૩ નવેમ્બર ૨૦૨૬");
      expect(write(ms, { locale: "hi", nativeDigits: false })).toBe("23 नवंबर 2026");
      expect(write(ms, { locale: "hi", nativeDigits: true })).toBe("२३ नवंबर २०२६");
    }
    expect(localDateTime(ms, { locale: "hi", nativeDigits: false })).toMatch(/^23 नवंबर 2026, 2:05/);
    expect(localDateTime(ms, { locale: "gu", nativeDigits: false })).toMatch(
      /^23 નવેમ્બર 2026, 2:05/,
    );
  });

  it("dates in India time, past midnight UTC included", () => {
    const late = Date.UTC(2026, 10, 23, 20, 0);
    expect(localDateLong(late, { locale: "gu", nativeDigits: false })).toBe("24 નવેમ્બર 2026");
  });
});

describe("timeAgo", () => {
  const now = Date.UTC(2026, 10, 23, 12, 0);
  const gu = { locale: "gu", nativeDigits: false } as const;
  const hi = { locale: "hi", nativeDigits: false } as const;
  const en = { locale: "en", nativeDigits: false } as const;

  it("reads in each language", () => {
    expect(timeAgo(now - 10_000, now, en)).toBe("now");
    expect(timeAgo(now - 5 * 60_000, now, en)).toBe("5 minutes ago");
    expect(timeAgo(now - 3 * 86_400_000, now, en)).toBe("3 days ago");
    expect(timeAgo(now - 3 * 86_400_000, now, gu)).toBe("3 દિવસ પહેલાં");
    expect(timeAgo(now - 86_400_000, now, hi)).toBe("कल");
    expect(timeAgo(now - 5 * 3_600_000, now, { locale: "gu", nativeDigits: true })).toBe(
      "૫ કલાક પહેલાં",
    );
    expect(timeAgo(now - 2 * 365 * 86_400_000, now, hi)).toBe("2 वर्ष पहले");
  });
});
