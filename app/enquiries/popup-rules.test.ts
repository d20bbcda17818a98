import { describe, expect, it } from "vitest";
import { DEALER_POPUP_DELAY_MS, dealerPopupWait, enquiryAction } from "./popup-rules";

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

describe("where the enquiry form posts", () => {
  const requirement = {
    text: "45 m at 60 LPM, single phase",
    params: [
      ["head", "45"],
      ["discharge", "60"],
      ["phase", "1"],
    ] as [string, string][],
  };
  it("names the product, and carries a pump finder's requirement in the finder's own parameters", () => {
    expect(enquiryAction()).toBe("/enquiry");
    expect(enquiryAction({ id: "spt-v4", title: "V4" })).toBe("/enquiry?product=spt-v4");
    expect(enquiryAction(null, requirement)).toBe("/enquiry?head=45&discharge=60&phase=1");
    expect(enquiryAction({ id: "spt-v4", title: "V4" }, requirement)).toBe(
      "/enquiry?product=spt-v4&head=45&discharge=60&phase=1",
    );
  });
});
