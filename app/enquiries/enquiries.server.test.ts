import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type TempData, tempData } from "~/test/temp-data";
import { enquiryReference, getEnquiry, saveContactMessage } from "./enquiries.server";

let t: TempData;
beforeEach(async () => {
  t = await tempData();
});
afterEach(() => t.cleanup());

describe("contact messages", () => {
  it("are stored as contact enquiries with a reference", async () => {
    const saved = await saveContactMessage(t.db, {
      fullname: "Nisha Desai",
      email: "nisha@example.com",
      number: "9876543210",
      message: "Do you have dealers in Surat?",
    });
    expect(saved.reference).toBe(enquiryReference(saved.id));
    expect(saved.reference).toMatch(/^ENQ-\d{5}$/);
    const row = await getEnquiry(t.db, saved.id);
    expect(row).toMatchObject({
      kind: "contact",
      name: "Nisha Desai",
      email: "nisha@example.com",
      phone: "9876543210",
      message: "Do you have dealers in Surat?",
      status: "new",
    });
  });
});
