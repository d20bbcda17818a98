import { describe, expect, it } from "vitest";
import { BLANK_PRODUCT } from "~/catalogue/product-schema";
import { insertProduct } from "~/catalogue/products.server";
import { setupTempData } from "~/test/temp-data";
import {
  enquiryReference,
  getEnquiry,
  parseEnquiryReference,
  saveContactMessage,
  saveEnquiry,
  savePopupEnquiry,
} from "./enquiries.server";
import { enquirySchema } from "./enquiry-schema";

const t = setupTempData();

describe("contact messages", () => {
  it("are stored as contact enquiries with a reference", async () => {
    const saved = await saveContactMessage(
      t.db,
      {
        fullname: "Nisha Desai",
        email: "nisha@example.com",
        number: "9876543210",
        message: "Do you have dealers in Surat?",
      },
      "en",
    );
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
      language: "en",
    });
  });
});

describe("popup enquiries", () => {
  const visitor = {
    name: "Priya Mehta",
    email: "priya@example.com",
    phone: "+91 98765 43210",
    companyName: "Mehta Agro Services",
  };

  it("store a product quote with the catalogue's title, not the form's", async () => {
    await insertProduct(t.db, {
      ...BLANK_PRODUCT,
      id: "openwell-1hp",
      title: "Openwell Submersible Pump 1 HP",
      price: 1_250_000,
    });
    const input = enquirySchema.parse({ ...visitor, kind: "product", productId: "openwell-1hp" });
    const saved = await savePopupEnquiry(t.db, input, "en");
    expect(saved.productTitle).toBe("Openwell Submersible Pump 1 HP");
    expect(saved.reference).toBe(enquiryReference(saved.id));
    expect(await getEnquiry(t.db, saved.id)).toMatchObject({
      kind: "product",
      product_id: "openwell-1hp",
      product_title: "Openwell Submersible Pump 1 HP",
      name: "Priya Mehta",
      email: "priya@example.com",
      phone: "+91 98765 43210",
      company: "Mehta Agro Services",
      gst: "",
      status: "new",
    });
  });

  it("keep the lead but drop a product id that is not in the catalogue", async () => {
    const input = enquirySchema.parse({ ...visitor, kind: "product", productId: "no-such-pump" });
    const saved = await savePopupEnquiry(t.db, input, "en");
    expect(saved.productTitle).toBeNull();
    expect(await getEnquiry(t.db, saved.id)).toMatchObject({
      kind: "product",
      product_id: null,
      product_title: null,
      name: "Priya Mehta",
    });
  });

  it("store a dealer enquiry with its GST number when one is sent", async () => {
    const input = enquirySchema.parse({ ...visitor, kind: "dealer", gstNumber: "24ABCDE1234F1Z6" });
    const saved = await savePopupEnquiry(t.db, input, "en");
    expect(await getEnquiry(t.db, saved.id)).toMatchObject({
      kind: "dealer",
      product_id: null,
      company: "Mehta Agro Services",
      gst: "24ABCDE1234F1Z6",
    });
  });
});

describe("enquiry references", () => {
  it("read back only well-formed references", () => {
    expect(parseEnquiryReference("ENQ-00012")).toBe("ENQ-00012");
    expect(parseEnquiryReference(" ENQ-123456 ")).toBe("ENQ-123456");
    for (const bad of [null, "", "ENQ-12", "enq-00012", "ENQ-00012<script>", "00012"]) {
      expect(parseEnquiryReference(bad)).toBeNull();
    }
  });
});

describe("a pump finder's requirement", () => {
  it("is stored with the lead: its line and its duty point", async () => {
    const input = enquirySchema.parse({
      name: "Ramesh Patel",
      email: "ramesh@example.com",
      phone: "9876543210",
      companyName: "Patel Farms",
      kind: "product",
    });
    const saved = await savePopupEnquiry(t.db, input, "en", {
      text: "45 m at 60 LPM, single phase",
      headM: 45,
      dischargeLpm: 60,
    });
    expect(await getEnquiry(t.db, saved.id)).toMatchObject({
      kind: "product",
      product_id: null,
      requirement: "45 m at 60 LPM, single phase",
      duty_head_m: 45,
      duty_discharge_lpm: 60,
    });
    const plain = await savePopupEnquiry(t.db, input, "en");
    expect(await getEnquiry(t.db, plain.id)).toMatchObject({
      requirement: null,
      duty_head_m: null,
      duty_discharge_lpm: null,
    });
  });
});

describe("the language of a lead", () => {
  it("is the language of the page it came from, for every way a lead is saved", async () => {
    const contact = await saveContactMessage(
      t.db,
      { fullname: "નિશા દેસાઈ", email: "nisha@example.com", number: "9876543210", message: "ભાવ?" },
      "gu",
    );
    const popup = await savePopupEnquiry(
      t.db,
      enquirySchema.parse({
        name: "रवि शर्मा",
        email: "ravi@example.com",
        phone: "9876543210",
        companyName: "Sharma Traders",
        kind: "dealer",
      }),
      "hi",
    );
    const cart = await saveEnquiry(t.db, {
      kind: "cart",
      name: "Asha",
      email: "asha@example.com",
      phone: "",
      language: "gu",
    });
    const plain = await saveEnquiry(t.db, {
      kind: "dealer",
      name: "Old form",
      email: "o@example.com",
      phone: "9876543210",
    });
    expect((await getEnquiry(t.db, contact.id))?.language).toBe("gu");
    expect((await getEnquiry(t.db, popup.id))?.language).toBe("hi");
    expect((await getEnquiry(t.db, cart.id))?.language).toBe("gu");
    // A lead saved without one (and every lead from before the column) is English.
    expect((await getEnquiry(t.db, plain.id))?.language).toBe("en");
  });

  it("is only English, Gujarati or Hindi in the database", async () => {
    await expect(
      t.db
        .insertInto("enquiry")
        .values({
          kind: "contact",
          name: "X",
          email: "x@example.com",
          phone: "1",
          company: "",
          gst: "",
          message: "",
          product_id: null,
          product_title: null,
          requirement: null,
          duty_head_m: null,
          duty_discharge_lpm: null,
          created_at: Date.now(),
          // biome-ignore lint/suspicious/noExplicitAny: the point is a value the type refuses
          language: "fr" as any,
        })
        .execute(),
    ).rejects.toThrow();
  });
});
