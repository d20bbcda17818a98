import { describe, expect, it } from "vitest";
import { indiaDate, indiaDateTime } from "./india-time";

describe("India time", () => {
  it("shows the day and time in India, past midnight UTC included", () => {
    // 20:00 UTC is 01:30 the next day in India.
    const ms = Date.UTC(2026, 10, 23, 20, 0);
    expect(indiaDate(ms)).toBe("24 Nov 2026");
    expect(indiaDateTime(ms)).toMatch(/^24 Nov 2026, 1:30\s?am$/i);
  });
});
