import { describe, expect, it } from "vitest";
import { DEALER_POPUP_DELAY_MS, dealerPopupWait } from "./popup-rules";

describe("dealer popup wait (spec: 30 s into the first visit)", () => {
  it("is what is left of the 30 s since the visit started", () => {
    expect(dealerPopupWait(0)).toBe(DEALER_POPUP_DELAY_MS);
    expect(dealerPopupWait(12_000)).toBe(18_000);
    expect(dealerPopupWait(29_999)).toBe(1);
  });

  it("is nothing once the 30 s are over, and never more than 30 s", () => {
    expect(dealerPopupWait(30_000)).toBe(0);
    expect(dealerPopupWait(95_000)).toBe(0);
    // A clock that reads before the start (never in a real browser) is not an extra wait.
    expect(dealerPopupWait(-5_000)).toBe(DEALER_POPUP_DELAY_MS);
  });
});
