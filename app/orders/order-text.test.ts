import { describe, expect, it } from "vitest";
import { orderMessage } from "./order-text";

const order = {
  id: "ORD-00042",
  lines: [{ title: "V4 Submersible 1 HP", quantity: 2, pricePaise: 1_250_000 }],
  totalPaise: 2_500_000,
  customer: { name: "Asha Patel", email: "asha@example.com" },
};

describe("the cart's WhatsApp text", () => {
  it("is the spec's English on an English cart", () => {
    const text = orderMessage(order, "en");
    expect(text).toBe(orderMessage(order));
    expect(text.split("\n")[0]).toBe("Quotation Request");
    expect(text).toContain("Order: ORD-00042\n- V4 Submersible 1 HP × 2 @ ");
    expect(text).toContain("Name: Asha Patel\nEmail: asha@example.com");
    expect(text).toMatch(/\nTotal: .* \(ex-GST\)\n/);
  });

  it("is Gujarati on a Gujarati cart and Hindi on a Hindi one", () => {
    const gu = orderMessage(
      { ...order, lines: [{ title: "V4 સબમર્સિબલ 1 HP", quantity: 2, pricePaise: 1_250_000 }] },
      "gu",
    );
    expect(gu.split("\n")[0]).toBe("કોટેશન માટે વિનંતી");
    expect(gu).toContain("ઓર્ડર: ORD-00042\n- V4 સબમર્સિબલ 1 HP × 2 @ ");
    expect(gu).toMatch(/\nકુલ: .* \(GST અલગ\)\nનામ: Asha Patel\nઈમેલ: asha@example.com$/);
    const hi = orderMessage(order, "hi");
    expect(hi.split("\n")[0]).toBe("कोटेशन के लिए अनुरोध");
    expect(hi).toContain("ऑर्डर: ORD-00042");
  });
});
